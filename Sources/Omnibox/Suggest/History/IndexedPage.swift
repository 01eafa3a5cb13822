/// A page as the index keeps it: the entry (its newest visits only), the title lowercased for
/// matching, its words, and what the providers ask of it often. The URL's matching form
/// (lowercased, with word starts) is derived when a page is scored, not stored: a page costs
/// its entry, its lowercased title and its word ids.
struct IndexedPage: Sendable {
  /// The entry without its visits (see ``visits``; the totals keep counting all).
  var entry: HistoryEntry
  /// The newest ``visitsKept`` visits, packed.
  var visits: PackedVisits
  /// Where the page's distinct word ids start in the index's flat word store, and how many.
  var wordsStart: Int32 = 0
  var wordsCount: Int32 = 0
  /// Whether the URL is a site's root: nothing after the host but `/`.
  var isHostOnly: Bool
  /// Whether the URL is a search engine's results page (a past search, kept in the index's
  /// search table).
  var isSearch = false
  /// Still in the index (removed pages stay as holes until the index is rebuilt).
  var isLive = true

  /// How many visits scoring may read (Chromium and Firefox read ten).
  static let visitsKept = 10
  /// Titles are matched on their first 1,024 bytes.
  static let titleLimit = 1024

  init(_ entry: HistoryEntry) {
    var entry = entry
    visits = PackedVisits(entry.visits.prefix(Self.visitsKept))
    entry.visits = []
    self.entry = entry
    let url = entry.url
    isHostOnly =
      url.isSpecial && !url.hasOpaquePath && url.pathname == "/" && url.query == nil && url.fragment == nil
  }

  /// What a removed page's slot holds: nothing of the page.
  static let removed: IndexedPage? = (try? URLRecord("about:blank")).map { blank in
    var page = IndexedPage(HistoryEntry(url: blank))
    page.isLive = false
    return page
  }

  /// The entry with its kept visits.
  var fullEntry: HistoryEntry {
    var full = entry
    full.visits = Array(visits)
    return full
  }

  /// The URL prepared for scoring (lowercased, word starts, part offsets).
  var urlText: HistoryURLText { HistoryURLText(entry.url) }

  /// The title prepared for scoring (lowercased, bounded, word starts).
  var title: MatchText { MatchText(entry.title, limit: Self.titleLimit) }

  /// The ordering key of Chromium's `HistoryItemFactorGreater` and `AutocompleteForPrefix`:
  /// typed count, then visit count, then last visit, all descending.
  var rank: RankKey {
    RankKey(
      typed: entry.typedCount, visits: entry.visitCount,
      last: entry.lastVisit?.microsecondsSince1970 ?? .min)
  }
}

/// Visits packed in 8 bytes each (the microsecond time shifted left by 4, the transition in the
/// low bits), newest first: half the memory of `[HistoryVisit]`, read in place by the scorers.
struct PackedVisits: RandomAccessCollection, Sendable {
  private var packed: [UInt64]

  init(_ visits: some Sequence<HistoryVisit>) {
    packed = visits.map { v in
      let index = HistoryVisit.Transition.allCases.firstIndex(of: v.transition) ?? 0
      return UInt64(bitPattern: v.time.microsecondsSince1970) << 4 | UInt64(index)
    }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { packed.count }

  subscript(position: Int) -> HistoryVisit {
    let word = packed[position]
    let cases = HistoryVisit.Transition.allCases
    let t = Int(word & 0xF)
    return HistoryVisit(
      time: HistoryTime(microsecondsSince1970: Int64(bitPattern: word) >> 4),
      transition: t < cases.count ? cases[t] : .link)
  }
}

/// A results page's search, for past searches.
struct IndexedSearch: Sendable {
  /// The engine's name.
  var engine: String
  /// The terms, as searched.
  var terms: String
  /// The terms lowercased, the key past searches are sorted by.
  var key: [UInt8]

  /// The search `url` is a results page of, among `engines`.
  init?(_ url: URLRecord, engines: [any SearchEngine]) {
    guard !engines.isEmpty, url.query != nil || url.fragment != nil,
      let found = SearchEngines.searchTerms(in: url, among: engines)
    else { return nil }
    engine = found.engine.name
    terms = found.terms
    key = Array(found.terms.lowercased().utf8)
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
