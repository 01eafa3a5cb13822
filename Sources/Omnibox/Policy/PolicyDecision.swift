/// What to do with one navigation, and why.
///
///     let url = try URLRecord("mailto:a@example.com")
///     let d = NavigationPolicy().decide(url, initiator: .link, isMainFrame: true)
///     d.action  // .external
///     d.reason  // .email
public struct PolicyDecision: Sendable, Hashable, CustomStringConvertible {
  /// What the web view should do.
  public let action: NavigationAction
  /// Why.
  public let reason: PolicyReason
  /// For ``NavigationAction/handoff``: the link the app's own URL carries, unwrapped by the
  /// ``ShareLinkNormalizer`` and parsed, which the web view should load instead. `nil` for
  /// every other action.
  public let targetURL: URLRecord?
  /// ``targetURL``'s canonical href.
  public var target: String? { targetURL?.href }

  /// Creates a decision.
  public init(_ action: NavigationAction, _ reason: PolicyReason, targetURL: URLRecord? = nil) {
    self.action = action
    self.reason = reason
    self.targetURL = targetURL
  }

  /// Creates a decision whose `target` is link text, parsed (text that is no URL counts as `nil`).
  public init(_ action: NavigationAction, _ reason: PolicyReason, target: String?) {
    self.init(action, reason, targetURL: target.flatMap { try? URLRecord($0) })
  }

  /// `"<action> (<reason>)"`, e.g. `"block (javascript-from-page)"`; a hand-off adds its target:
  /// `"handoff (app-scheme) https://example.com/"`.
  public var description: String {
    let base = "\(action) (\(reason))"
    return target.map { base + " " + $0 } ?? base
  }
}
