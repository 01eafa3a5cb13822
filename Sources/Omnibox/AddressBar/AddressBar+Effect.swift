extension AddressBar {
  /// What a shell must do after an event, in order.
  ///
  /// `description` is a short stable line, used in logs and in the test tables of
  /// `Fixtures/addressbar/`: `load https://example.com/`, `stop`, `back`, `forward`, `reload`,
  /// `external mailto:a@example.com`, `refuse blocked-scheme`, `answer block (typed-javascript)`,
  /// `fetch https://…`, `record https://example.com/ typed`, `title https://example.com/ Example`,
  /// `forget https://example.com/`, `tab https://example.com/`.
  public enum Effect: Sendable, Hashable, CustomStringConvertible {
    /// Load this URL in the web view (typed, launched, a hand-off target, an accepted
    /// alternate, or a retry after a failure).
    case load(String)
    /// Stop the current load.
    case stop
    /// Go back one page.
    case goBack
    /// Go forward one page.
    case goForward
    /// Reload the page.
    case reload
    /// Hand this URL to another app through the operating system (mail, phone, maps, a
    /// registered app scheme).
    case openExternally(String)
    /// Tell the person why their request was refused (``State/refusal`` holds it too).
    case showRefusal(Refusal)
    /// Answer the web view's ``Event/navigationRequested(url:initiator:isMainFrame:)``: let it
    /// load when the decision's action is ``NavigationAction/load``, cancel it otherwise (the
    /// effects after this one do what the decision asks instead).
    case answerNavigation(PolicyDecision)
    /// Fetch the default engine's suggestions (the shell fetches, after a short debounce; a
    /// newer request replaces an unanswered one) and send the body back with
    /// ``Event/suggestionsReceived(_:for:)``.
    case fetchSuggestions(SuggestionRequest)
    /// Record a visit in the history store (a page committed; never when
    /// ``Configuration/recordsHistory`` is off). The bar's own ``AddressBar/history`` has it already.
    case recordVisit(VisitRecord)
    /// The committed page at `url` named itself `title`: store it with the page.
    case recordTitle(url: String, title: String)
    /// Forget this page in the history store (Shift+Delete on its row); the bar's own
    /// ``AddressBar/history`` has forgotten it already.
    case forgetPage(String)
    /// Show the open tab with this URL (its row was chosen) instead of loading it again.
    case switchToTab(String)

    /// The effect as one line, e.g. `"load https://example.com/"`.
    public var description: String {
      switch self {
      case .load(let url): return "load " + url
      case .stop: return "stop"
      case .goBack: return "back"
      case .goForward: return "forward"
      case .reload: return "reload"
      case .openExternally(let url): return "external " + url
      case .showRefusal(let refusal): return "refuse " + refusal.code
      case .answerNavigation(let decision): return "answer " + decision.description
      case .fetchSuggestions(let request): return "fetch " + request.url
      case .recordVisit(let visit): return "record " + visit.description
      case .recordTitle(let url, let title): return "title " + url + " " + title
      case .forgetPage(let url): return "forget " + url
      case .switchToTab(let url): return "tab " + url
      }
    }
  }
}
