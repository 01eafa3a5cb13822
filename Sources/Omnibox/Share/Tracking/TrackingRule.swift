// One row of the built-in tracking catalog: which query parameters (or path segments) identify
// a click, a campaign or a share rather than the page, where, on which pages not, at which
// cleaning level, and which lists say so.

/// A row of ``TrackingCatalog``: names that carry tracking, the sites they apply to (none:
/// every site), the pages they are kept on, and the source of the fact.
struct TrackingRule: Sendable {
  /// What a row removes.
  enum Match: Sendable, Hashable {
    /// A query parameter with exactly this name (lowercase; compared after percent-decoding
    /// and ASCII lowercasing).
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
    /// Exactly this host, no subdomain (Firefox's `origins`: `www.meetup.com`).
    case host(String)
    /// A brand on any ICANN public suffix, any subdomain: `amazon` matches `amazon.de`,
    /// `www.amazon.co.jp` and `smile.amazon.com`, not `amazon.blogspot.com`.
    case brand(String)
  }

  /// The published lists a row comes from. ``omnibox`` rows cite vendor documentation or what
  /// share links carry; the others are the browsers' and the filter list's own rows.
  enum List: String, Sendable, Hashable, CaseIterable {
    /// Ours: vendor documentation and observed share links.
    case omnibox
    /// Brave's query filter (brave-core `components/query_filter`, MPL-2.0).
    case brave
    /// Firefox's strip-on-share lists (`StripOnShare.json`, MPL-2.0, and `StripOnShareLGPL.json`, LGPL-3.0).
    case firefox
    /// AdGuard's URL Tracking filter (AdguardFilters `TrackParamFilter`, GPL-3.0; names and scopes as data).
    case adguard
  }

  /// The pages on which a row's names are kept: a parameter that identifies the reader is what
  /// makes an unsubscribe, preference-center or "view in browser" page work.
  enum PageCondition: Sendable, Hashable {
    /// Kept when the host or the path contains one of these (lowercase, compared ASCII
    /// case-insensitively): `unsubscribe`, `preference`, `webview`, ….
    case keptWhereHostOrPathContains([String])

    /// Subscription-management pages: unsubscribe, preference center, web view of an e-mail
    /// (Brave keeps `mkt_tok` on `unsubscribe`/`emailWebview` pages and `ck_subscriber_id` on
    /// `/unsubscribe`).
    static let subscriptionPages = keptWhereHostOrPathContains([
      "unsubscribe", "preference", "webview", "optout", "opt-out", "manage-subscription",
    ])
    /// Pages under `/email/` (Brave keeps `h_sid` and `h_slt` there).
    static let emailPages = keptWhereHostOrPathContains(["/email/"])
  }

  /// How much a cleaning level removes.
  enum Level: Sendable, Hashable {
    /// Tracking that no site needs (the default).
    case standard
    /// Also affiliate identifiers, which pay whoever shared the link (``ShareLinkNormalizer/Configuration/CleaningLevel/strict``).
    case strict
  }

  /// The names the row removes.
  let matches: [Match]
  /// The sites it applies to; empty means every site.
  let sites: [Site]
  /// The lists that name these parameters with this scope.
  let lists: [List]
  /// Where the fact comes from: a vendor's documentation, what the site's share links carry
  /// (observed), or the list rows (with their issue or section).
  let source: String
  /// Whether the row may remove a name that ``ProtectedParameters`` protects elsewhere (Twitter's
  /// `s` and `t`, which are share tracking there and page-changing on other sites).
  let overridesProtection: Bool
  /// The pages on which the names are kept (`nil`: none). A condition holds for the name
  /// whichever row names it.
  let keptOn: PageCondition?
  /// The least level at which the row applies.
  let level: Level
  /// The path the row is limited to on its sites (a prefix, such as AdGuard's
  /// `||coco.fun/share/`); `nil`: every path.
  var pathPrefix: String? = nil

  /// A row for every site.
  static func everywhere(
    _ names: [String], prefixes: [String] = [], lists: [List] = [.omnibox], keptOn: PageCondition? = nil,
    level: Level = .standard, source: String
  ) -> TrackingRule {
    TrackingRule(
      matches: names.map(Match.parameter) + prefixes.map(Match.parameterPrefix), sites: [], lists: lists,
      source: source, overridesProtection: false, keptOn: keptOn, level: level)
  }

  /// A row for the given sites.
  static func on(
    _ sites: [Site], _ names: [String], prefixes: [String] = [], pathSegmentPrefixes: [String] = [],
    under pathPrefix: String? = nil, overridesProtection: Bool = false, lists: [List] = [.omnibox],
    keptOn: PageCondition? = nil, level: Level = .standard, source: String
  ) -> TrackingRule {
    TrackingRule(
      matches: names.map(Match.parameter) + prefixes.map(Match.parameterPrefix)
        + pathSegmentPrefixes.map(Match.pathSegmentPrefix),
      sites: sites, lists: lists, source: source, overridesProtection: overridesProtection, keptOn: keptOn,
      level: level, pathPrefix: pathPrefix)
  }
}
