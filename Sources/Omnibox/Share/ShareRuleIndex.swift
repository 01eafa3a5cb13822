// The configuration's rules, indexed once so that each unwrapping step is a dictionary lookup.

/// Rules by custom scheme and by host, plus what text extraction looks for.
struct ShareRuleIndex: Sendable {
  /// App hand-off schemes (lowercase) and their parameters.
  let appSchemes: [String: [String]]
  /// Other custom-scheme rules by lowercase scheme (the first rule for a scheme wins).
  let schemeRules: [String: ShareLinkRule]
  /// Redirect rules by exact lowercase host.
  let hostRules: [String: [ShareLinkRule]]
  /// Redirect rules matched by domain suffix or registrable name, and their matchers (with
  /// lowercased names), in two parallel arrays.
  let patternRules: [ShareLinkRule]
  let patternMatchers: [HostMatcher]
  /// Allowed target schemes, lowercase.
  let allowedSchemes: Set<String>
  /// Finds links in text.
  let scanner: TextLinkScanner

  init(_ configuration: ShareLinkNormalizer.Configuration) {
    let allowed = Set(configuration.allowedTargetSchemes.map { ASCII.lowercased($0) })
    var apps: [String: [String]] = [:]
    for (scheme, parameters) in configuration.appSchemes {
      let name = ASCII.lowercased(scheme)
      // A special or allowed scheme cannot be an app's hand-off scheme.
      guard LinkSyntax.isSchemeName(name), !allowed.contains(name),
        !SchemeRegistry.special.contains(name)
      else { continue }
      apps[name] = parameters.isEmpty ? ShareLinkNormalizer.Configuration.defaultLinkParameters : parameters
    }
    var schemes: [String: ShareLinkRule] = [:]
    var hosts: [String: [ShareLinkRule]] = [:]
    var patterns: [(rule: ShareLinkRule, matcher: HostMatcher)] = []
    for rule in configuration.rules {
      if let scheme = rule.scheme {
        if schemes[scheme] == nil, apps[scheme] == nil, !allowed.contains(scheme) { schemes[scheme] = rule }
        continue
      }
      guard let host = rule.webHost else { continue }
      switch host {
      case .exact(let names):
        for name in names { hosts[ASCII.lowercased(name), default: []].append(rule) }
      case .domainAndSubdomains(let domain):
        patterns.append((rule, .domain(ASCII.lowercased(domain))))
      case .registrableName(let name, let subdomains):
        patterns.append(
          (rule, .registrable(label: ASCII.lowercased(name), subdomains: subdomains.map { ASCII.lowercased($0) })))
      }
    }
    // Text finds the allowed schemes, the wrappers, and the common schemes it must recognise
    // to refuse them with the right reason (ftp, mailto).
    var linkSchemes: [String: TextLinkScanner.Start] = ["http": .authority, "https": .authority, "ftp": .authority]
    linkSchemes["mailto"] = .address
    for scheme in allowed where linkSchemes[scheme] == nil { linkSchemes[scheme] = .authority }
    for (scheme, rule) in schemes {
      if case .afterScheme = rule.pattern {
        linkSchemes[scheme] = .anything
      } else {
        linkSchemes[scheme] = .authorityOrQuery
      }
    }
    for scheme in apps.keys { linkSchemes[scheme] = .authorityOrQuery }
    appSchemes = apps
    schemeRules = schemes
    hostRules = hosts
    patternRules = patterns.map(\.rule)
    patternMatchers = patterns.map(\.matcher)
    allowedSchemes = allowed
    scanner = TextLinkScanner(schemes: linkSchemes)
  }

  /// Whether `scheme` (lowercase) is one the normalizer acts on.
  func isKnown(_ scheme: String) -> Bool {
    allowedSchemes.contains(scheme) || isWrapper(scheme)
  }

  /// Whether `scheme` (lowercase) is an app hand-off scheme or another browser's scheme.
  func isWrapper(_ scheme: String) -> Bool {
    appSchemes[scheme] != nil || schemeRules[scheme] != nil
  }

  /// The web rules (redirectors, path-embedded and whole-query wrappers) that answer for `url`
  /// (host and path), in configuration order.
  func webRules(for url: URLRecord) -> [ShareLinkRule] {
    let host = url.hostname
    guard !host.isEmpty else { return [] }
    var matches = hostRules[host] ?? []
    // Registrable-name rules of one label come in runs (Google's); test the label once a run.
    var lastLabel = ""
    var labelPresent = false
    for (index, matcher) in patternMatchers.enumerated() {
      if case .registrable(let label, _) = matcher {
        if label != lastLabel {
          lastLabel = label
          labelPresent = DomainName.hasLabel(host, label)
        }
        guard labelPresent else { continue }
      }
      if matcher.matches(host) { matches.append(patternRules[index]) }
    }
    guard !matches.isEmpty else { return [] }
    let path = url.pathname
    return matches.filter { $0.answers(path: path) }
  }
}

/// A lowercased host pattern, ready to compare with canonical (lowercase) hosts.
enum HostMatcher: Sendable {
  /// The domain or a subdomain of it.
  case domain(String)
  /// `label.<ICANN public suffix>`, with one of the subdomains (`""` for none).
  case registrable(label: String, subdomains: [String])

  func matches(_ host: String) -> Bool {
    switch self {
    case .domain(let d):
      return DomainName.isSubdomain(host, of: d)
    case .registrable(let label, let subdomains):
      // Cheap test first: one of the host's labels must be `label`.
      guard DomainName.hasLabel(host, label) else { return false }
      guard let suffix = PublicSuffixList.embedded.publicSuffix(of: host, includingPrivateRules: false),
        suffix.isListed, suffix.section == .icann
      else { return false }
      let registrable = label + "." + suffix.suffix
      if host == registrable { return subdomains.contains("") }
      return subdomains.contains { !$0.isEmpty && host == $0 + "." + registrable }
    }
  }
}

/// Questions about canonical (lowercase) domain names, asked byte by byte.
enum DomainName {
  /// Whether one of `host`'s dot-separated labels is `label`, in one pass over its bytes.
  static func hasLabel(_ host: String, _ label: String) -> Bool {
    var wanted = label.utf8.makeIterator()
    var matching = true
    var matched = 0
    let length = label.utf8.count
    for b in host.utf8 {
      if b == UInt8(ascii: ".") {
        if matching && matched == length { return true }
        wanted = label.utf8.makeIterator()
        matching = true
        matched = 0
      } else if matching {
        if let next = wanted.next(), next == b { matched += 1 } else { matching = false }
      }
    }
    return matching && matched == length
  }

  /// Whether `host` is `domain` or a subdomain of it, on a label boundary.
  static func isSubdomain(_ host: String, of domain: String) -> Bool {
    let h = host.utf8
    let d = domain.utf8
    guard h.count >= d.count else { return false }
    let tail = h.index(h.endIndex, offsetBy: -d.count)
    guard h[tail...].elementsEqual(d) else { return false }
    return tail == h.startIndex || h[h.index(before: tail)] == UInt8(ascii: ".")
  }
}
