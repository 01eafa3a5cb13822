// The built-in tracking catalog (rows in TrackingCatalog+Global.swift and +Sites.swift), indexed
// once: global names in a set, site rows by domain and by brand label, so that deciding one
// parameter is a few hash lookups.

/// The built-in catalog of tracking parameters, and the questions the cleaner asks it.
struct TrackingCatalog: Sendable {
  /// The catalog compiled into the library.
  static let builtIn = TrackingCatalog(rules: globalRules + siteRules)

  /// Every row, global rows first.
  let rules: [TrackingRule]
  private let globalNames: Set<String>
  private let globalPrefixes: [String]
  /// Site rows (indices into `rules`) by the domain they name.
  private let rulesByDomain: [String: [Int]]
  /// Site rows by the brand label they name (`amazon`).
  private let rulesByBrand: [String: [Int]]

  init(rules: [TrackingRule]) {
    var names: Set<String> = []
    var prefixes: [String] = []
    var byDomain: [String: [Int]] = [:]
    var byBrand: [String: [Int]] = [:]
    for (index, rule) in rules.enumerated() {
      guard rule.sites.isEmpty else {
        for site in rule.sites {
          switch site {
          case .domain(let domain): byDomain[domain, default: []].append(index)
          case .brand(let label): byBrand[label, default: []].append(index)
          }
        }
        continue
      }
      for match in rule.matches {
        switch match {
        case .parameter(let name): names.insert(name)
        case .parameterPrefix(let prefix): prefixes.append(prefix)
        case .pathSegmentPrefix: break
        }
      }
    }
    self.rules = rules
    globalNames = names
    globalPrefixes = prefixes
    rulesByDomain = byDomain
    rulesByBrand = byBrand
  }

  /// The site rows that apply on one host.
  struct HostRules {
    fileprivate let rules: [TrackingRule]

    /// Whether any row removes path segments here.
    var pathSegmentPrefixes: [String] {
      rules.flatMap { rule in
        rule.matches.compactMap { if case .pathSegmentPrefix(let p) = $0 { return p } else { return nil } }
      }
    }
  }

  /// The site rows for `host` (canonical: lowercase, punycode, no trailing dot needed).
  func rules(for host: String) -> HostRules {
    var found: [Int] = []
    let labels = host.utf8.split(separator: ASCII.period, omittingEmptySubsequences: false)
    guard labels.count >= 2 else { return HostRules(rules: []) }
    // Domain rows: the host and each of its parent domains.
    var start = host.utf8.startIndex
    for label in labels.dropLast() {
      if let hits = rulesByDomain[String(Substring(host.utf8[start...]))] { found += hits }
      start = host.utf8.index(after: label.endIndex)
    }
    // Brand rows: a label followed by exactly an ICANN public suffix.
    if !rulesByBrand.isEmpty {
      for label in labels.dropLast() {
        guard let hits = rulesByBrand[String(Substring(label))] else { continue }
        let rest = host.utf8[host.utf8.index(after: label.endIndex)...]
        if let suffix = PublicSuffixList.embedded.publicSuffix(of: host, includingPrivateRules: false),
          suffix.isListed, suffix.section == .icann, rest.elementsEqual(suffix.suffix.utf8)
        {
          found += hits
        }
      }
    }
    return HostRules(rules: found.map { rules[$0] })
  }

  /// Whether the parameter `name` (percent-decoded, lowercase) is tracking where `site` applies.
  /// A protected name is tracking only where a site row that overrides protection names it.
  func isTracking(_ name: String, site: HostRules) -> Bool {
    var named = globalNames.contains(name) || globalPrefixes.contains { name.hasPrefix($0) }
    var overridden = false
    for rule in site.rules where Self.names(rule, name) {
      named = true
      if rule.overridesProtection { overridden = true }
    }
    guard named else { return false }
    return overridden || !ProtectedParameters.contains(name)
  }

  /// Whether `rule` names the parameter `name`.
  private static func names(_ rule: TrackingRule, _ name: String) -> Bool {
    rule.matches.contains { match in
      switch match {
      case .parameter(let n): return n == name
      case .parameterPrefix(let p): return name.hasPrefix(p)
      case .pathSegmentPrefix: return false
      }
    }
  }
}
