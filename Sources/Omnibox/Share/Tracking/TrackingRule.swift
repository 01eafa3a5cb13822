// One row of the built-in tracking catalog: which query parameters (or path segments) identify
// a click, a campaign or a share rather than the page, where, and who says so.

/// A row of ``TrackingCatalog``: names that carry tracking, the sites they apply to (none:
/// every site), and the source of the fact.
struct TrackingRule: Sendable {
  /// What a row removes.
  enum Match: Sendable, Hashable {
    /// A query (or fragment) parameter with exactly this name (lowercase; compared after
    /// percent-decoding and ASCII lowercasing).
    case parameter(String)
    /// A parameter whose name starts with this (lowercase) prefix, such as `utm_`.
    case parameterPrefix(String)
    /// A path segment starting with this text, such as Amazon's `ref=sr_1_1`.
    case pathSegmentPrefix(String)
  }

  /// Which hosts a site row applies to (hosts are canonical: lowercase, punycode).
  enum Site: Sendable, Hashable {
    /// The domain and every subdomain of it (`youtube.com`, `m.youtube.com`).
    case domain(String)
    /// A brand on any ICANN public suffix, any subdomain: `amazon` matches `amazon.de`,
    /// `www.amazon.co.jp` and `smile.amazon.com`, not `amazon.blogspot.com`.
    case brand(String)
  }

  /// The names the row removes.
  let matches: [Match]
  /// The sites it applies to; empty means every site.
  let sites: [Site]
  /// Where the fact comes from: a vendor's documentation, or what the site's share links
  /// carry (observed), with ClearURLs' catalog where it agrees.
  let source: String
  /// Whether the row may remove a name that ``ProtectedParameters`` protects elsewhere (Twitter's
  /// `s` and `t`, which are share tracking there and page-changing on other sites).
  let overridesProtection: Bool

  /// A row for every site.
  static func everywhere(
    _ names: [String], prefixes: [String] = [], source: String
  ) -> TrackingRule {
    TrackingRule(
      matches: names.map(Match.parameter) + prefixes.map(Match.parameterPrefix), sites: [], source: source,
      overridesProtection: false)
  }

  /// A row for the given sites.
  static func on(
    _ sites: [Site], _ names: [String], prefixes: [String] = [], pathSegmentPrefixes: [String] = [],
    overridesProtection: Bool = false, source: String
  ) -> TrackingRule {
    TrackingRule(
      matches: names.map(Match.parameter) + prefixes.map(Match.parameterPrefix)
        + pathSegmentPrefixes.map(Match.pathSegmentPrefix),
      sites: sites, source: source, overridesProtection: overridesProtection)
  }
}
