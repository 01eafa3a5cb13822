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
  ///     policy.decide(try URLRecord("file:///docs/b.html"), from: try URLRecord("file:///docs/a.html"),
  ///                   initiator: .link, isMainFrame: true)
  ///     // load (file-from-file)
  ///
  /// - Parameters:
  ///   - url: where the navigation goes.
  ///   - source: the URL of the page the navigation starts from (WebKit: the source frame's
  ///     request URL, or the web view's URL), when there is one; it lets a `file:` page open
  ///     another `file:` URL.
  ///   - initiator: who started the navigation (see ``NavigationInitiator`` for mapping WebKit's).
  ///   - isMainFrame: whether the navigation replaces the top-level page (`targetFrame?.isMainFrame`;
  ///     a navigation with no target frame, such as a new window, counts as main frame).
  /// - Complexity: O(1) beyond reading the URL's scheme, host and path; O(rules) with host rules;
  ///   O(n) in the URL's length for a hand-off, which the share-link normalizer unwraps.
  public func decide(
    _ url: URLRecord, from source: URLRecord? = nil, initiator: NavigationInitiator, isMainFrame: Bool
  ) -> PolicyDecision {
    var host: String?
    if case .domain(let domain) = url.parsedHost {
      host = domain.hasSuffix(".") ? String(domain.dropLast()) : domain
    }
    let target = NavigationTarget(
      scheme: url.scheme, host: host, path: url.hasOpaquePath ? url.pathname : "", sourceScheme: source?.scheme)
    let decision = decide(target, initiator: initiator, isMainFrame: isMainFrame)
    guard decision.action == .handoff else { return decision }
    return unwrappingHandoff(url, decision)
  }

  /// A hand-off carries the link it wraps: the share-link normalizer unwraps it (the scheme's
  /// ``Configuration/handoffParameters``, else `url`, `link`, `text`, `plaintext`; nested
  /// wrappers; http(s) targets only), and
  /// with ``Configuration/cleansHandoffTargets`` the target is its clean form. When nothing
  /// loadable comes out, the navigation is blocked.
  private func unwrappingHandoff(_ url: URLRecord, _ decision: PolicyDecision) -> PolicyDecision {
    var config = ShareLinkNormalizer.Configuration()
    config.appSchemes = [url.scheme: configuration.handoffParameters[url.scheme] ?? []]
    config.stripsTrackingParameters = configuration.cleansHandoffTargets
    let result = ShareLinkNormalizer(configuration: config).unwrap(url.href)
    guard let link = result.cleanURL else { return PolicyDecision(.block, .handoffRefused) }
    return PolicyDecision(.handoff, decision.reason, targetURL: link)
  }
}
