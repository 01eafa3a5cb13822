// The built-in tracking catalog (rows in TrackingCatalog+Global.swift, +Sites.swift, +Brave.swift,
// +Firefox.swift, +AdGuard.swift, Generated/+AdGuardSites.swift and +Affiliate.swift), compiled
// once per cleaning level: global
// names in a set, each site row's names in a set, site rows by exact host, by domain and by brand
// label, page conditions by name — so that deciding one parameter is a few hash lookups.

/// The built-in catalog of tracking parameters, and the questions the cleaner asks it.
///
/// The catalog is the union of four lists — ours (vendor documentation, observed share links),
/// Brave's query filter, Firefox's strip-on-share lists and AdGuard's URL Tracking filter —
/// each row keeping the scope its list gives it. Where the lists disagree:
/// - a name is removed everywhere only if some list removes it everywhere; a name every list
///   scopes to sites is removed only on those sites (Brave and Firefox strip `igshid` on
///   Instagram only: so do we);
/// - a scope is what the list says: Firefox's `origins` are exact hosts, its `schemelessSites`,
///   Brave's domains and AdGuard's `||host^` and `domain=` are a domain and its subdomains,
///   AdGuard's `||host/path` that domain under that path;
/// - a page condition on any row holds for the name wherever it is named: subscriber tokens
///   (`mkt_tok`, `ck_subscriber_id`, `mc_eid`, …) stay on unsubscribe, preference-center and
///   web-view pages, whichever list removes them elsewhere;
/// - ``ProtectedParameters`` (`q`, `id`, `v`, `t`, …) are never removed, whatever a list says,
///   but by a row that says it overrides the protection (Twitter's `s` and `t`);
/// - affiliate identifiers that no browser removes by default (`awc`, `tduid`, `irgwc`, Amazon's
///   `tag`, …) are removed only at the strict level;
/// - the fragment is never cleaned: it belongs to the page and is never sent to a server.
///
/// A class so that passing it around costs one reference count, not a copy of its tables; it is
/// immutable (every stored property is a `let` of a `Sendable` value), hence `Sendable`.
final class TrackingCatalog: Sendable {
  /// Every built-in row, at every level.
  static let allRules: [TrackingRule] =
    globalRules + siteRules + braveRules + firefoxRules + adGuardRules + adGuardSiteRules + affiliateRules

  /// The catalog compiled into the library, at the standard level.
  static let builtIn = TrackingCatalog(rules: allRules.filter { $0.level == .standard })
  /// The catalog at the strict level: also affiliate identifiers.
  static let builtInStrict = TrackingCatalog(rules: allRules)

  /// A row's names, ready to look up: a set behind a filter, and prefixes as bytes. A class
  /// (immutable, so `Sendable`) so that walking a host's rows retains each once.
  final class CompiledRule: Sendable {
    let names: Set<String>
    let filter: ByteKeyFilter
    let prefixes: [[UInt8]]
    let pathSegmentPrefixes: [String]
    let overridesProtection: Bool
    /// The path the row is limited to (`nil`: every path); one row's, never merged.
    let pathPrefix: String?

    /// The rows' matches together (the global rows are looked up as one).
    init(_ rules: [TrackingRule]) {
      var names: Set<String> = []
      var filter = ByteKeyFilter()
      var prefixes: [[UInt8]] = []
      var segments: [String] = []
      for match in rules.flatMap(\.matches) {
        switch match {
        case .parameter(let name):
          names.insert(name)
          filter.insert(name.utf8)
        case .parameterPrefix(let prefix): prefixes.append(Array(prefix.utf8))
        case .pathSegmentPrefix(let prefix): segments.append(prefix)
        }
      }
      self.names = names
      self.filter = filter
      self.prefixes = prefixes
      self.pathSegmentPrefixes = segments
      self.overridesProtection = rules.contains(where: \.overridesProtection)
      self.pathPrefix = rules.count == 1 ? rules.first?.pathPrefix : nil
    }

    /// Whether the row names the parameter `name` (lowercase UTF-8).
    func names(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
      if filter.mayContain(name), names.contains(String(decoding: name, as: UTF8.self)) { return true }
      return prefixes.contains { name.first == $0.first && name.starts(with: $0) }
    }
  }

  /// Every row, global rows first.
  let rules: [TrackingRule]
  /// The global rows, merged.
  private let global: CompiledRule
  /// Site rows, compiled, by the exact host they name, with a filter in front (that also
  /// holds the exempt hosts).
  private let rulesByHost: [String: [CompiledRule]]
  private let hostFilter: ByteKeyFilter
  /// The names a page condition keeps, with the texts of the pages they are kept on.
  private let pageConditions: [String: [String]]
  /// Site rows, compiled, by the domain they name, with a filter in front (a host's parent
  /// domains are looked up, and copied into a string, only when the filter lets them through).
  private let rulesByDomain: [String: [CompiledRule]]
  private let domainFilter: ByteKeyFilter
  /// Site rows by the brand label they name (`amazon`), with a filter in front.
  private let rulesByBrand: [String: [CompiledRule]]
  private let brandFilter: ByteKeyFilter

  init(rules: [TrackingRule]) {
    var byDomain: [String: [CompiledRule]] = [:]
    var byHost: [String: [CompiledRule]] = [:]
    var byBrand: [String: [CompiledRule]] = [:]
    var conditions: [String: [String]] = [:]
    for rule in rules {
      guard case .keptWhereHostOrPathContains(let texts) = rule.keptOn else { continue }
      for case .parameter(let name) in rule.matches { conditions[name, default: []] += texts }
    }
    for rule in rules where !rule.sites.isEmpty {
      let compiled = CompiledRule([rule])
      for site in rule.sites {
        switch site {
        case .domain(let domain): byDomain[domain, default: []].append(compiled)
        case .host(let host): byHost[host, default: []].append(compiled)
        case .brand(let label): byBrand[label, default: []].append(compiled)
        }
      }
    }
    self.rules = rules
    rulesByHost = byHost
    var hosts = ByteKeyFilter()
    for key in byHost.keys { hosts.insert(Array(key.utf8)) }
    for key in Self.exemptHosts { hosts.insert(Array(key.utf8)) }
    hostFilter = hosts
    pageConditions = conditions
    self.global = CompiledRule(rules.filter(\.sites.isEmpty))
    rulesByDomain = byDomain
    rulesByBrand = byBrand
    var domains = ByteKeyFilter()
    for key in byDomain.keys { domains.insert(Array(key.utf8)) }
    domainFilter = domains
    var brands = ByteKeyFilter()
    for key in byBrand.keys { brands.insert(Array(key.utf8)) }
    brandFilter = brands
  }

  /// The site rows that apply on one host, and the page (for page conditions and rows limited
  /// to a path, which are rare: the path is read only for them).
  struct HostRules {
    fileprivate let rules: [CompiledRule]
    /// The host, as the URL has it.
    fileprivate let host: String
    /// The URL, when the caller has one.
    fileprivate let page: URLRecord?
    /// Whether the host is one whose links are never cleaned (``TrackingCatalog/exemptHosts``).
    let isExempt: Bool

    /// The page's path (empty without a page).
    fileprivate var path: String { page?.pathname ?? "" }

    /// Whether a row removes path segments here.
    var hasPathRules: Bool { rules.contains { !$0.pathSegmentPrefixes.isEmpty } }
    /// The path segment prefixes the rows remove here.
    var pathSegmentPrefixes: [String] { rules.flatMap(\.pathSegmentPrefixes) }
  }

  /// The site rows for `host` (canonical: lowercase, punycode), on `page` when given.
  func rules(for host: String, page: URLRecord? = nil) -> HostRules {
    var found: [CompiledRule] = []
    var isExempt = false
    if hostFilter.mayContain(host.utf8) {
      found = rulesByHost[host] ?? []
      isExempt = Self.exemptHosts.contains(host)
    }
    var copy = host
    let brandLabelSeen = copy.withUTF8 { utf8 -> Bool in
      var brandLabelSeen = false
      var labelStart = 0
      // Walk the labels but the last: each starts a parent domain (domain rows) and may be a
      // brand (brand rows).
      while let dot = utf8[labelStart...].firstIndex(of: UInt8(ascii: ".")) {
        let parent = UnsafeBufferPointer(rebasing: utf8[labelStart...])
        if domainFilter.mayContain(parent), let hits = rulesByDomain[String(decoding: parent, as: UTF8.self)] {
          found += hits
        }
        let label = UnsafeBufferPointer(rebasing: utf8[labelStart..<dot])
        if !brandLabelSeen, brandFilter.mayContain(label), rulesByBrand[String(decoding: label, as: UTF8.self)] != nil {
          brandLabelSeen = true
        }
        labelStart = dot + 1
      }
      return brandLabelSeen
    }
    if brandLabelSeen { found += brandRules(for: host) }
    return HostRules(rules: found, host: host, page: page, isExempt: isExempt)
  }

  /// The brand rows for `host`: a label followed by exactly an ICANN public suffix.
  private func brandRules(for host: String) -> [CompiledRule] {
    guard let suffix = PublicSuffixList.embedded.publicSuffix(of: host, includingPrivateRules: false),
      suffix.isListed, suffix.section == .icann
    else { return [] }
    let utf8 = host.utf8
    let suffixStart = utf8.index(utf8.endIndex, offsetBy: -suffix.suffix.utf8.count)
    guard suffixStart > utf8.startIndex else { return [] }
    let beforeDot = utf8.index(before: suffixStart)
    let brandStart =
      utf8[..<beforeDot].lastIndex(of: UInt8(ascii: ".")).map { utf8.index(after: $0) } ?? utf8.startIndex
    return rulesByBrand[String(Substring(utf8[brandStart..<beforeDot]))] ?? []
  }

  /// Whether the parameter `name` (percent-decoded, lowercase UTF-8) is tracking where `site`
  /// applies. A protected name is tracking only where a site row that overrides protection
  /// names it; a name with a page condition is not tracking on the pages it names.
  func isTracking(_ name: UnsafeBufferPointer<UInt8>, site: HostRules) -> Bool {
    var named = global.names(name)
    var overridden = false
    for rule in site.rules where rule.names(name) && (rule.pathPrefix.map { site.path.hasPrefix($0) } ?? true) {
      named = true
      if rule.overridesProtection { overridden = true }
    }
    guard named else { return false }
    let key = String(decoding: name, as: UTF8.self)
    if let texts = pageConditions[key], Self.page(host: site.host, path: site.path, containsAnyOf: texts) {
      return false
    }
    return overridden || !ProtectedParameters.contains(key)
  }

  /// Whether `host` or `path` contains one of `texts` (lowercase ASCII), ASCII
  /// case-insensitively: a byte search, no allocation.
  private static func page(host: String, path: String, containsAnyOf texts: [String]) -> Bool {
    func contains(_ haystack: String, _ needle: String) -> Bool {
      let h = haystack.utf8
      let n = Array(needle.utf8)
      guard let first = n.first, h.count >= n.count else { return false }
      var start = h.startIndex
      while let hit = h[start...].firstIndex(where: { ASCII.lowercased($0) == first }) {
        var i = hit
        var j = 0
        while j < n.count, i < h.endIndex, ASCII.lowercased(h[i]) == n[j] {
          h.formIndex(after: &i)
          j += 1
        }
        if j == n.count { return true }
        start = h.index(after: hit)
      }
      return false
    }
    return texts.contains { contains(host, $0) || contains(path, $0) }
  }

}
