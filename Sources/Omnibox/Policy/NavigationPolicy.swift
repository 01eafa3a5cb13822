/// Decides, for a navigation, whether a web view should load it, hand it to another app, hand it
/// to the app's own share-link normalizer, or block it — the `decidePolicyFor navigationAction`
/// every WKWebView app writes by hand.
///
/// Defaults, by scheme class:
/// - `http`, `https`, `about:blank`, `blob:` → ``NavigationAction/load``; `about:srcdoc` and
///   `data:` in subframes → load; `data:` typed by the person → load.
/// - `mailto`, `tel`, `sms`, `facetime`, `maps`, App Store schemes and hosts, configured app
///   schemes → ``NavigationAction/external`` (the shell asks the OS).
/// - the app's own schemes → ``NavigationAction/handoff``, with the link they wrap unwrapped by
///   the ``ShareLinkNormalizer`` into ``PolicyDecision/target`` (without tracking parameters when
///   ``Configuration/cleansHandoffTargets`` is on); blocked (`handoff-refused`) when they wrap
///   nothing loadable.
/// - `file:` typed by the person, or opened from another `file:` page → load.
/// - `javascript:` from pages, `file:` from the web, top-level `data:` from pages, other
///   `about:` pages, unsupported and unknown schemes → ``NavigationAction/block``.
/// - script in a subframe may not launch an external app or a hand-off.
///
///     let policy = NavigationPolicy()
///     let mail = try URLRecord("mailto:a@example.com")
///     policy.decide(mail, initiator: .link, isMainFrame: true).action     // .external
///     let script = try URLRecord("javascript:alert(1)")
///     policy.decide(script, initiator: .script, isMainFrame: true).action  // .block
///
/// Pure, and safe to share between threads.
public struct NavigationPolicy: Sendable, Hashable {
  /// What the policy allows beyond its defaults: per scheme and per host.
  public struct Configuration: Sendable, Hashable {
    /// The app's own schemes (lowercase), e.g. `["myapp"]`: navigations to them are handed off.
    public var appSchemes: Set<String>
    /// The query parameters each app scheme's hand-off URLs carry the link in (lowercase scheme
    /// → names, e.g. `["myapp": ["url"]]`); a scheme not listed uses `url`, `link`, `text` and
    /// `plaintext`, as ``ShareLinkNormalizer/Configuration/appSchemes`` does.
    public var handoffParameters: [String: [String]] = [:]
    /// Schemes other apps registered (lowercase), e.g. `["zoommtg", "spotify"]`: opened externally.
    public var externalSchemes: Set<String>
    /// Per-scheme overrides (lowercase scheme → action), checked before everything but app schemes.
    public var schemeActions: [String: NavigationAction]
    /// Per-host rules for `http`/`https` URLs; the most specific matching rule wins.
    public var hostRules: [HostRule]
    /// What to do with a scheme nothing above names: ``NavigationAction/block`` (default) or
    /// ``NavigationAction/external`` to let the OS try.
    public var unknownSchemeAction: NavigationAction
    /// Whether a `file:` URL the person typed may load (pages can never open `file:`).
    public var allowsTypedFileURLs: Bool
    /// Whether a `javascript:` URL the person typed runs (bookmarklets).
    public var allowsBookmarklets: Bool
    /// Whether a `file:` page may open another `file:` URL by a link or script, as browsers let
    /// local documents link to each other. Pages on the web and hand-offs never can.
    public var allowsFileToFileNavigation: Bool
    /// Whether a hand-off's ``PolicyDecision/target`` is the link without tracking parameters —
    /// the ``ShareLinkResult/clean`` form, with the same built-in catalog as `omnibox unwrap --clean`.
    public var cleansHandoffTargets: Bool

    /// Creates a configuration; the defaults are the ones documented on ``NavigationPolicy``.
    public init(
      appSchemes: Set<String> = [], externalSchemes: Set<String> = [],
      schemeActions: [String: NavigationAction] = [:], hostRules: [HostRule] = HostRule.defaults,
      unknownSchemeAction: NavigationAction = .block, allowsTypedFileURLs: Bool = true,
      allowsBookmarklets: Bool = false, allowsFileToFileNavigation: Bool = true, cleansHandoffTargets: Bool = false
    ) {
      self.appSchemes = Set(appSchemes.map { $0.lowercased() })
      self.externalSchemes = Set(externalSchemes.map { $0.lowercased() })
      var actions: [String: NavigationAction] = [:]
      for (scheme, action) in schemeActions { actions[scheme.lowercased()] = action }
      self.schemeActions = actions
      self.hostRules = hostRules
      self.unknownSchemeAction = unknownSchemeAction
      self.allowsTypedFileURLs = allowsTypedFileURLs
      self.allowsBookmarklets = allowsBookmarklets
      self.allowsFileToFileNavigation = allowsFileToFileNavigation
      self.cleansHandoffTargets = cleansHandoffTargets
    }
  }

  /// A per-host rule: `domain` (and, with `includesSubdomains`, every host below it) gets `action`.
  ///
  ///     let ads = NavigationPolicy.HostRule("ads.example", .block)
  ///     ads.matches("x.ads.example")  // true
  ///     ads.matches("notads.example") // false
  ///     NavigationPolicy.HostRule("apps.apple.com", .external, reason: .appStore).action  // .external
  public struct HostRule: Sendable, Hashable {
    /// Lowercase ASCII domain (punycode for IDNs), without a trailing dot.
    public var domain: String
    /// Whether hosts below `domain` match too.
    public var includesSubdomains: Bool
    /// The action for matching URLs.
    public var action: NavigationAction
    /// The reason reported; ``PolicyReason/hostRule`` unless a built-in rule says more.
    public var reason: PolicyReason

    /// Creates a rule.
    public init(
      _ domain: String, _ action: NavigationAction, includesSubdomains: Bool = true,
      reason: PolicyReason = .hostRule
    ) {
      var domain = domain.lowercased()
      if domain.hasSuffix(".") { domain.removeLast() }
      self.domain = domain
      self.includesSubdomains = includesSubdomains
      self.action = action
      self.reason = reason
    }

    /// App Store and Apple Maps web links, which open their apps (as Safari does).
    public static let defaults: [HostRule] = [
      HostRule("apps.apple.com", .external, includesSubdomains: false, reason: .appStore),
      HostRule("itunes.apple.com", .external, includesSubdomains: false, reason: .appStore),
      HostRule("maps.apple.com", .external, includesSubdomains: false, reason: .maps),
    ]

    /// Whether `host` (lowercase, no trailing dot) is `domain` or, if allowed, below it.
    func matches(_ host: String) -> Bool {
      if host == domain { return true }
      guard includesSubdomains, host.utf8.count > domain.utf8.count + 1 else { return false }
      return host.hasSuffix("." + domain)
    }
  }

  /// The configuration in force.
  public var configuration: Configuration

  /// Creates a policy (default: ``Configuration/init(appSchemes:externalSchemes:schemeActions:hostRules:unknownSchemeAction:allowsTypedFileURLs:allowsBookmarklets:allowsFileToFileNavigation:cleansHandoffTargets:)``'s defaults).
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
  }
}
