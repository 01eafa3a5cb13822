/// What to do with one navigation, and why.
///
///     let d = NavigationPolicy().decide(url, initiator: .link, isMainFrame: true)
///     d.action  // .external
///     d.reason  // .email
public struct PolicyDecision: Sendable, Hashable, CustomStringConvertible {
  /// What the web view should do.
  public let action: NavigationAction
  /// Why.
  public let reason: PolicyReason

  /// Creates a decision.
  public init(_ action: NavigationAction, _ reason: PolicyReason) {
    self.action = action
    self.reason = reason
  }

  /// `"<action> (<reason>)"`, e.g. `"block (javascript-from-page)"`.
  public var description: String { "\(action) (\(reason))" }
}
