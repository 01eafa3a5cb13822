/// A page as the index keeps it: the entry (its newest visits only), the URL and title prepared
/// for matching, its words, and what the providers ask of it often.
struct IndexedPage: Sendable {
  /// The entry, with at most ``visitsKept`` visits (the totals keep counting all).
  var entry: HistoryEntry
  /// The serialization lowercased, with part offsets.
  var urlText: HistoryURLText
  /// The title lowercased (bounded).
  var title: MatchText
  /// The distinct words of the URL and title (ids in the index's ``WordIndex``).
  var words: [Int32]
  /// The terms and engine name when the URL is a search engine's results page.
  var search: (engine: String, terms: String)?
  /// The terms lowercased, the key past searches are sorted by (empty when not a results page).
  var searchKey: [UInt8] = []
  /// Whether the URL is a site's root: nothing after the host but `/`.
  var isHostOnly: Bool
  /// Still in the index (removed pages stay as holes until the index is rebuilt).
  var isLive = true

  /// What a removed page's slot holds: nothing of the page.
  static let removed: IndexedPage? = (try? URLRecord("about:blank")).map { blank in
    var page = IndexedPage(HistoryEntry(url: blank), engines: [])
    page.isLive = false
    return page
  }

  /// How many visits scoring may read (Chromium and Firefox read ten).
  static let visitsKept = 10
  /// Titles are matched on their first 1,024 bytes.
  static let titleLimit = 1024

  init(_ entry: HistoryEntry, engines: [any SearchEngine]) {
    var entry = entry
    if entry.visits.count > Self.visitsKept { entry.visits.removeSubrange(Self.visitsKept...) }
    self.entry = entry
    urlText = HistoryURLText(entry.url)
    title = MatchText(entry.title, limit: Self.titleLimit)
    words = []
    if let found = SearchEngines.searchTerms(in: entry.url, among: engines) {
      search = (found.engine.name, found.terms)
      searchKey = Array(found.terms.lowercased().utf8)
    }
    let url = entry.url
    isHostOnly =
      url.isSpecial && !url.hasOpaquePath && url.pathname == "/" && url.query == nil && url.fragment == nil
  }

  /// The ordering key of Chromium's `HistoryItemFactorGreater` and `AutocompleteForPrefix`:
  /// typed count, then visit count, then last visit, all descending.
  var rank: RankKey {
    RankKey(
      typed: entry.typedCount, visits: entry.visitCount,
      last: entry.lastVisit?.microsecondsSince1970 ?? .min)
  }
}

/// Typed count, visit count, last visit: more is better, in that order.
struct RankKey: Sendable, Hashable, Comparable {
  var typed: Int
  var visits: Int
  var last: Int64

  /// `a < b` when `a` ranks better (sorts first).
  static func < (a: RankKey, b: RankKey) -> Bool {
    if a.typed != b.typed { return a.typed > b.typed }
    if a.visits != b.visits { return a.visits > b.visits }
    return a.last > b.last
  }
}
