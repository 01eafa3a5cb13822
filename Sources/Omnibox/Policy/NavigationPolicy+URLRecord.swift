extension NavigationPolicy {
  /// What a web view should do with a navigation to `url`, and why.
  ///
  ///     let policy = NavigationPolicy()
  ///     policy.decide(try URLRecord("https://example.com/"), initiator: .link, isMainFrame: true)
  ///     // load (web)
  ///     policy.decide(try URLRecord("mailto:a@example.com"), initiator: .link, isMainFrame: true)
  ///     // external (email)
  ///     policy.decide(try URLRecord("javascript:alert(1)"), initiator: .script, isMainFrame: false)
  ///     // block (javascript-from-page)
  ///
  /// - Parameters:
  ///   - url: where the navigation goes.
  ///   - initiator: who started the navigation (see ``NavigationInitiator`` for mapping WebKit's).
  ///   - isMainFrame: whether the navigation replaces the top-level page (`targetFrame?.isMainFrame`;
  ///     a navigation with no target frame, such as a new window, counts as main frame).
  /// - Complexity: O(1) beyond reading the URL's scheme, host and path; O(rules) with host rules.
  public func decide(_ url: URLRecord, initiator: NavigationInitiator, isMainFrame: Bool) -> PolicyDecision {
    var host: String?
    if case .domain(let domain) = url.parsedHost {
      host = domain.hasSuffix(".") ? String(domain.dropLast()) : domain
    }
    let target = NavigationTarget(scheme: url.scheme, host: host, path: url.hasOpaquePath ? url.pathname : "")
    let decision = decide(target, initiator: initiator, isMainFrame: isMainFrame)
    guard decision.action == .handoff else { return decision }
    return unwrappingHandoff(url, decision)
  }

  /// A hand-off carries the link it wraps: the share-link normalizer unwraps it (app scheme
  /// parameters `url`, `link`, `text`, `plaintext`; nested wrappers; http(s) targets only).
  /// When nothing loadable comes out, the navigation is blocked.
  private func unwrappingHandoff(_ url: URLRecord, _ decision: PolicyDecision) -> PolicyDecision {
    var config = ShareLinkNormalizer.Configuration()
    config.appSchemes = [url.scheme: []]
    config.stripsTrackingParameters = false
    let result = ShareLinkNormalizer(configuration: config).unwrap(url.href)
    guard let link = result.target else { return PolicyDecision(.block, .handoffRefused) }
    return PolicyDecision(.handoff, decision.reason, target: link)
  }
}
