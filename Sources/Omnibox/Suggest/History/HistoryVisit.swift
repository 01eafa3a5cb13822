/// One visit to a page: when, and how the person got there.
public struct HistoryVisit: Sendable, Hashable {
  /// How a visit began. The names are the `transition` values of the history JSON Lines.
  public enum Transition: String, Sendable, Hashable, CaseIterable {
    /// Typed into the address bar (or a suggestion for what was typed was chosen).
    case typed
    /// A link on a page.
    case link
    /// A bookmark was opened.
    case bookmark
    /// The page was reloaded.
    case reload
    /// A redirect from another page.
    case redirect
    /// A URL the browser generated from typed text (a search results page).
    case generated
    /// A form was submitted.
    case form
    /// A keyword search (`w swift`).
    case keyword

    /// Whether the person chose this page by typing (Chromium's `PAGE_TRANSITION_TYPED` core type).
    public var isTyped: Bool { self == .typed }
  }

  /// When the visit happened.
  public var time: HistoryTime
  /// How it began.
  public var transition: Transition

  /// A visit at `time` that began with `transition`.
  public init(time: HistoryTime, transition: Transition) {
    self.time = time
    self.transition = transition
  }
}
