extension AddressBar {
  /// What a shell must do after an event, in order.
  ///
  /// `description` is a short stable line, used in logs and in the test tables of
  /// `Fixtures/addressbar/`: `load https://example.com/`, `stop`, `back`, `forward`, `reload`,
  /// `external mailto:a@example.com`, `refuse blocked-scheme`, `answer block (typed-javascript)`.
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
      }
    }
  }
}
