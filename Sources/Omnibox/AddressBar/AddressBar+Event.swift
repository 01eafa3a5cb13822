extension AddressBar {
  /// Something that happened to the field, to the web view, or to the app.
  ///
  /// Field events come from the person; navigation events from the web view's delegate
  /// (WKNavigationDelegate, WebKitGTK's `load-changed`, `load-failed` and `decide-policy`);
  /// ``launched(_:)`` from the app being opened with a link.
  public enum Event: Sendable, Hashable {
    // MARK: The field and its buttons
    /// The field got keyboard focus.
    case focused
    /// The field's text is now this (every keystroke, paste or cut), the caret at the end:
    /// ``fieldChanged(_:)`` with the edit's kind inferred.
    case edited(String)
    /// The field's text changed: the text, the caret, and how (typed, deleted, pasted, composing).
    case fieldChanged(FieldEdit)
    /// A key the suggestion list answers: Down, Up, Tab, Shift+Delete.
    case keyPressed(Key)
    /// The person clicked (or tapped) the list's row at this index: loaded as Enter on it would.
    case suggestionChosen(Int)
    /// The engine answered a ``Effect/fetchSuggestions(_:)``: its rows join the list below the
    /// default row, or the answer is dropped when the person has typed on since.
    case suggestionsReceived(SearchSuggestions, for: SuggestionRequest)
    /// The person pressed Enter (or Go).
    case submitted
    /// The person pressed Escape.
    case escaped
    /// The field lost keyboard focus.
    case blurred
    /// The person accepted ``State/alternate`` ("did you mean http://foo/?").
    case alternateChosen
    /// The back button.
    case backPressed
    /// The forward button.
    case forwardPressed
    /// The reload button.
    case reloadPressed
    /// The stop button.
    case stopPressed

    // MARK: The web view
    /// The web view asks whether to follow a navigation; answered with
    /// ``Effect/answerNavigation(_:)``, first in the returned effects.
    case navigationRequested(url: String, initiator: NavigationInitiator, isMainFrame: Bool)
    /// A main-frame load started (provisional) for `url`.
    case navigationStarted(url: String)
    /// The provisional load was redirected to `url`.
    case navigationRedirected(url: String)
    /// The page at `url` committed: it is now what the page area shows.
    case navigationCommitted(url: String)
    /// The load finished.
    case navigationFinished
    /// The load failed with `error` (a message for people); `url` is the URL that failed,
    /// when the web view says. Report a cancelled load as ``navigationStopped`` instead.
    case navigationFailed(url: String?, error: String)
    /// The load ended without a page or an error worth showing (stopped, cancelled, or
    /// replaced by another navigation).
    case navigationStopped
    /// The page's title changed.
    case titleChanged(String)
    /// The load's estimated progress changed (0 to 1; other values are clamped, NaN ignored).
    case progressChanged(Double)
    /// Whether back and forward are possible changed.
    case historyChanged(canGoBack: Bool, canGoForward: Bool)

    // MARK: The app
    /// The app was launched (or handed) a link or shared text, e.g.
    /// `myapp://open?url=https%3A%2F%2Fexample.com%2F`; it is unwrapped by the normalizer.
    case launched(String)
  }
}
