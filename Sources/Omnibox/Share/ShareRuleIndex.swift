// The configuration's rules, indexed once so that each unwrapping step is a dictionary lookup.

/// Rules by custom scheme and by host, plus what text extraction looks for.
struct ShareRuleIndex: Sendable {
  /// App hand-off schemes (lowercase) and their parameters.
  let appSchemes: [String: [String]]
  /// Other custom-scheme rules by lowercase scheme (the first rule for a scheme wins).
  let schemeRules: [String: ShareLinkRule]
  /// Redirect rules by exact lowercase host.
  let hostRules: [String: [ShareLinkRule]]
  /// Redirect rules matched by domain suffix or registrable name.
  let patternHostRules: [ShareLinkRule]
  /// Allowed target schemes, lowercase.
  let allowedSchemes: Set<String>
  /// Finds links in text.
  let extraction: LinkExtraction

  init(_ configuration: ShareLinkNormalizer.Configuration) {
    let allowed = Set(configuration.allowedTargetSchemes.map { ASCIICase.lowercased($0) })
    var apps: [String: [String]] = [:]
    for (scheme, parameters) in configuration.appSchemes {
      let name = ASCIICase.lowercased(scheme)
      // A special or allowed scheme cannot be an app's hand-off scheme.
      guard LinkSyntax.isSchemeName(name), !allowed.contains(name),
        !["http", "https", "ws", "wss", "ftp", "file"].contains(name)
      else { continue }
      apps[name] = parameters.isEmpty ? ShareLinkNormalizer.Configuration.defaultLinkParameters : parameters
    }
    var schemes: [String: ShareLinkRule] = [:]
    var hosts: [String: [ShareLinkRule]] = [:]
    var patterns: [ShareLinkRule] = []
    for rule in configuration.rules {
      if let scheme = rule.scheme {
        if schemes[scheme] == nil, apps[scheme] == nil, !allowed.contains(scheme) { schemes[scheme] = rule }
        continue
      }
      guard case .redirect(let host, _, _) = rule.pattern else { continue }
      switch host {
      case .exact(let names):
        for name in names { hosts[ASCIICase.lowercased(name), default: []].append(rule) }
      case .domainAndSubdomains, .registrableName:
        patterns.append(rule)
      }
    }
    var linkSchemes: [String: Bool] = [:]
    for scheme in allowed { linkSchemes[scheme] = true }
    for scheme in schemes.keys { linkSchemes[scheme] = false }
    for scheme in apps.keys { linkSchemes[scheme] = false }
    appSchemes = apps
    schemeRules = schemes
    hostRules = hosts
    patternHostRules = patterns
    allowedSchemes = allowed
    extraction = LinkExtraction(linkSchemes: linkSchemes)
  }

  /// Whether `scheme` (lowercase) is one the normalizer acts on.
  func isKnown(_ scheme: String) -> Bool {
    allowedSchemes.contains(scheme) || appSchemes[scheme] != nil || schemeRules[scheme] != nil
  }

  /// The redirect rules that answer for `url` (host and path), in configuration order.
  func redirectRules(for url: URLRecord) -> [ShareLinkRule] {
    let host = url.hostname
    guard !host.isEmpty else { return [] }
    var matches = hostRules[host] ?? []
    for rule in patternHostRules where Self.matches(rule, host: host) { matches.append(rule) }
    return matches.filter { rule in
      guard case .redirect(_, let path, _) = rule.pattern else { return false }
      switch path {
      case .exact(let paths): return paths.contains(url.pathname)
      case .prefix(let prefix): return url.pathname.hasPrefix(prefix)
      }
    }
  }

  private static func matches(_ rule: ShareLinkRule, host: String) -> Bool {
    guard case .redirect(let pattern, _, _) = rule.pattern else { return false }
    switch pattern {
    case .exact(let names):
      return names.contains { ASCIICase.lowercased($0) == host }
    case .domainAndSubdomains(let domain):
      let d = ASCIICase.lowercased(domain)
      return host == d || host.hasSuffix("." + d)
    case .registrableName(let name, let subdomains):
      let label = ASCIICase.lowercased(name)
      guard host.hasPrefix(label + ".") || host.contains("." + label + ".") else { return false }
      let psl = PublicSuffixList.embedded
      guard let suffix = psl.publicSuffix(of: host, includingPrivateRules: false), suffix.isListed,
        suffix.section == .icann
      else { return false }
      let registrable = ASCIICase.lowercased(name) + "." + suffix.suffix
      if host == registrable { return subdomains.contains("") }
      return subdomains.contains { !$0.isEmpty && host == ASCIICase.lowercased($0) + "." + registrable }
    }
  }
}
