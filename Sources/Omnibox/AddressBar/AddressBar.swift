// The address bar as a value: the state every browser shell keeps around its web view.
//
// A shell sends what happened (the person focused, typed, pressed Enter or Escape; the web
// view asked about a navigation, started, committed, finished or failed one; the title or
// progress changed) and gets back what to do (load, stop, go back, hand to another app, show
// why something was refused). It reads what to show from `state`. Decisions come from the
// library's other rooms: `Omnibox.resolve` for typed text, `NavigationPolicy` for navigations,
// `ShareLinkNormalizer` for hand-off launches, `DisplayFormatter` for the field's text and
// `SearchEngine.searchTerms(in:)` for results pages.

/// A browser's address bar as a state machine: events in, ``state`` and ``Effect``s out.
///
/// `AddressBar` never touches a UI framework or a web view. A shell forwards what happens with
/// ``send(_:)``, performs the effects it returns, and draws ``state``:
///
///     var bar = AddressBar()
///     bar.send(.focused)                         // []
///     bar.send(.edited("swift webview")).count   // 1 (fetch the engine's suggestions)
///     bar.state.suggestions.first?.kind          // .searchWhatYouTyped (the default row)
///     bar.send(.submitted).map(\.description)    // ["load https://www.google.com/search?q=swift+webview"]
///     bar.send(.navigationCommitted(url: "https://www.google.com/search?q=swift+webview"))
///     bar.state.field                            // "swift webview" (the terms, not the URL)
///     bar.state.security                         // .secure
///     bar.state.alternate                        // nil ("swift webview" has no other reading)
///
/// The same value works as the state of a TCA reducer (`state.bar.send(event)` inside
/// `Reduce`, effects mapped to `.run`) and inside an `@Observable` model (a stored `bar`
/// property whose changes SwiftUI observes); see the "Address bar" article.
///
/// Rules worth knowing:
/// - While the person edits, the field shows their text; otherwise the address-bar display
///   form of the page (``DisplayFormatter/Options/addressBar``), or the search terms when the
///   page is a results page of the configured default engine.
/// - An edit that does not change the shown text is no edit, so a shell that echoes its own
///   text changes back cannot loop.
/// - A page's own navigations show in the field only when they commit; the bar's own loads
///   (typed, launched, handed off) show at once.
/// - Every effect list is complete: a shell needs no other logic to stay consistent.
///
/// A `Sendable` value: copy it, compare it (``State`` is `Hashable`), send from any thread
/// that owns the copy.
public struct AddressBar: Sendable {
  /// The deciders the bar consults; fixed for the bar's life.
  public let configuration: Configuration
  /// What to show: the field, the security indicator, loading, title, history buttons.
  public internal(set) var state: State
  /// The history and bookmarks the suggestion list searches. Load it once (e.g. from the
  /// history store's `suggestionIndex()`); the bar keeps it current itself: a visit it asks
  /// to record, a title, a page it asks to forget is already here.
  public var history: HistoryIndex
  /// The shell's open tabs, offered as "switch to tab" rows.
  public var openTabs: [OpenTab]

  /// An empty address bar (no page yet, nothing typed) deciding with `configuration` and
  /// suggesting from `history`.
  public init(configuration: Configuration = Configuration(), history: HistoryIndex = HistoryIndex()) {
    self.configuration = configuration
    self.state = State()
    self.history = history
    self.openTabs = []
  }
}

extension AddressBar: Equatable {
  /// Two bars are equal when their states are: the deciders in ``configuration`` hold search
  /// engines and rule tables that are not comparable, and a shell compares bars to know
  /// whether to redraw.
  public static func == (lhs: AddressBar, rhs: AddressBar) -> Bool { lhs.state == rhs.state }
}
