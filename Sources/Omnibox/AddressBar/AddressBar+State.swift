extension AddressBar {
  /// What an address bar shows, and what it remembers to decide the next event.
  ///
  /// Read-only for shells: only ``AddressBar/send(_:)`` changes it. `Hashable`, so a shell (or
  /// a TCA test store) can compare two states to know whether anything changed.
  ///
  ///     var bar = AddressBar()
  ///     bar.send(.navigationCommitted(url: "https://www.example.com/"))
  ///     bar.state.field      // "example.com"
  ///     bar.state.url        // "https://www.example.com/"
  ///     bar.state.security   // .secure
  public struct State: Sendable, Hashable {
    /// The field's text: the person's text while they edit (``isEditing``), otherwise the
    /// page's URL in display form, or the search terms on a results page of the default engine.
    public internal(set) var field: String = ""
    /// Whether ``field`` holds the person's own text rather than the page's address.
    public internal(set) var isEditing: Bool = false
    /// Whether the field has keyboard focus.
    public internal(set) var hasFocus: Bool = false
    /// Whether the shell should select the whole field now (on focus, and after Escape puts
    /// the address back), so the next keystroke replaces it.
    public internal(set) var selectsAll: Bool = false
    /// The committed page's URL (canonical href), or `nil` before the first commit.
    public internal(set) var url: String? = nil
    /// The security indicator for what the page area shows.
    public internal(set) var security: SecurityIndicator = .internal
    /// Whether the web view is loading.
    public internal(set) var isLoading: Bool = false
    /// The web view's estimate of the load's progress, from 0 to 1.
    public internal(set) var progress: Double = 0
    /// The page's title (empty when it has none).
    public internal(set) var title: String = ""
    /// Whether there is a page to go back to.
    public internal(set) var canGoBack: Bool = false
    /// Whether there is a page to go forward to.
    public internal(set) var canGoForward: Bool = false
    /// The other reading of the last submitted text, to offer as "did you mean …?", e.g.
    /// `http://foo/` after searching for `foo`; accepted with ``Event/alternateChosen``.
    public internal(set) var alternate: String? = nil
    /// Why the last request was refused, until the person edits, escapes or navigates.
    public internal(set) var refusal: Refusal? = nil
    /// The load that failed, shown in place of the page until the next navigation.
    public internal(set) var failure: LoadFailure? = nil

    /// The URL of the bar's own load (typed, launched, handed off), from the moment it asks
    /// the web view for it (following redirects) until it commits, fails or another navigation
    /// replaces it. Shown in the field meanwhile; and the web view reports a shell's own loads
    /// as "other" navigations without a gesture, so this is how the bar knows they are the
    /// person's.
    var ownLoad: String? = nil

    /// A state with nothing loaded and nothing typed.
    public init() {}
  }

  /// A load that ended in an error instead of a page.
  public struct LoadFailure: Sendable, Hashable, CustomStringConvertible {
    /// The URL that failed (canonical href), or `nil` when the web view did not say.
    public let url: String?
    /// The web view's error message, e.g. `"Could not connect: Connection refused"`.
    public let message: String

    /// A failure of `url` with `message`.
    public init(url: String?, message: String) {
      self.url = url
      self.message = message
    }

    /// `"<url>: <message>"`, or the message alone.
    public var description: String { url.map { $0 + ": " + message } ?? message }
  }
}
