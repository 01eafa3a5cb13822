/// The in-memory index the history providers search: every page's URL and title words in a
/// sorted word-prefix index, URLs in byte order for prefix matches, pages in rank order (typed
/// count, visits, last visit) for the best-first scans. It is built from entries a caller hands
/// in (a store, an import, JSON Lines) and kept current with the mutating calls; it knows nothing
/// of storage.
///
/// Pages that are never suggested are never indexed: `javascript:`, `vbscript:`, `data:` and
/// `file:` URLs, hidden pages, and anything not special (`mailto:`, `about:`).
///
///     var history = HistoryIndex()
///     let url = try URLRecord("https://swift.org/")
///     history.recordVisit(to: url, title: "Swift", at: HistoryTime(secondsSince1970: 0), transition: .typed)
///     history.count  // 1
///
/// - Complexity: building is O(n log n) in the pages and reads the entries once (a lazy
///   sequence is never held whole); a visit to a known page O(n) at worst (it moves in the rank
///   order), a new word O(words).
public struct HistoryIndex: Sendable {
  var pages: [IndexedPage] = []
  /// Each page's rank key, by id (kept beside the pages for the rank scans).
  var ranks: [RankKey] = []
  var pageByURL: [String: Int32] = [:]
  var words = WordIndex()
  /// Every page's distinct word ids, one run per page (``IndexedPage/wordsStart``); a replaced
  /// page's old run is left behind.
  var pageWords: [Int32] = []
  /// The search of each results page, by id.
  var searchOf: [Int32: IndexedSearch] = [:]
  /// Live pages in byte order of their serialization lowercased (prefix matching ignores case).
  var bySerialization: [Int32] = []
  /// Live pages best first (``RankKey``, then serialization).
  var byRank: [Int32] = []
  /// Each page's position in `byRank`, by id (sorting ids by it is sorting them by rank).
  var rankPosition: [Int32] = []
  /// Live bookmarked pages best first, for the bookmark provider.
  var bookmarksByRank: [Int32] = []
  /// Live pages that are results pages, for past searches, in byte order of their lowercased terms.
  var searches: [Int32] = []
  /// Engines whose results pages are past searches rather than pages.
  let engines: [any SearchEngine]

  /// An empty index; `engines` decides which pages are results pages (past searches).
  public init(engines: [any SearchEngine] = SearchEngines.builtIns) {
    self.engines = engines
  }

  /// An index of `entries` (a later entry for the same URL replaces an earlier one).
  public init(_ entries: some Sequence<HistoryEntry>, engines: [any SearchEngine] = SearchEngines.builtIns) {
    self.init(engines: engines)
    let expected = entries.underestimatedCount
    pages.reserveCapacity(expected)
    ranks.reserveCapacity(expected)
    pageByURL.reserveCapacity(expected)
    words.reserve(expected * 2)
    pageWords.reserveCapacity(expected * 24)
    for entry in entries where Self.isIndexable(entry) {
      let href = entry.url.href
      var page = IndexedPage(entry)
      let id: Int32
      if let old = pageByURL[href] {
        id = old
        for w in words(of: old) { words.remove(page: old, from: w) }
        searchOf[old] = nil
      } else {
        id = Int32(pages.count)
        pageByURL[href] = id
        pages.append(page)
        ranks.append(page.rank)
      }
      record(&page, as: id, keepingWordsSorted: false)
      pages[Int(id)] = page
      ranks[Int(id)] = page.rank
    }
    words.resort()
    let all = Array(0..<Int32(pages.count))
    bySerialization = all.sorted { self.pages[Int($0)].entry.url.href < self.pages[Int($1)].entry.url.href }
    byRank = all.sorted(by: rankOrder)
    rankPosition = [Int32](repeating: 0, count: pages.count)
    renumberRanks(from: 0)
    bookmarksByRank = byRank.filter { pages[Int($0)].entry.isBookmarked }
    searches = searchOf.keys.sorted { a, b in
      let ka = searchOf[a]?.key ?? []
      let kb = searchOf[b]?.key ?? []
      return ka != kb ? ka.lexicographicallyPrecedes(kb) : a < b
    }
  }

  /// Pages in the index.
  public var count: Int { bySerialization.count }

  /// Every entry, in byte order of their URLs.
  public var entries: [HistoryEntry] { bySerialization.map { pages[Int($0)].fullEntry } }

  /// The entry for `url`, if indexed.
  public func entry(for url: URLRecord) -> HistoryEntry? {
    pageByURL[url.href].map { pages[Int($0)].fullEntry }
  }

  /// Whether `entry` may be indexed: a visible page on an http(s)-like scheme. Script, data and
  /// file URLs never are, so no history row can suggest one.
  public static func isIndexable(_ entry: HistoryEntry) -> Bool {
    !entry.isHidden && isSuggestible(entry.url)
  }

  /// Whether a history or suggestion source may offer `url` at all.
  package static func isSuggestible(_ url: URLRecord) -> Bool {
    url.isSpecial && url.scheme != "file" && !url.host.isEmpty
  }

  // MARK: - Changes

  /// Adds `entry`, replacing any entry for the same URL. Returns `false` (and indexes nothing)
  /// for a URL that is never suggested (see ``isIndexable(_:)``).
  @discardableResult
  public mutating func insert(_ entry: HistoryEntry) -> Bool {
    guard Self.isIndexable(entry) else {
      remove(entry.url)
      return false
    }
    if let p = pageByURL[entry.url.href] { detach(p) }
    attach(IndexedPage(entry))
    return true
  }

  /// Records a visit to `url` (adding the page when new); `title` replaces the title when given.
  /// Returns `false` for a URL that is never suggested.
  @discardableResult
  public mutating func recordVisit(
    to url: URLRecord, title: String? = nil, at time: HistoryTime, transition: HistoryVisit.Transition
  ) -> Bool {
    var entry = pageByURL[url.href].map { pages[Int($0)].fullEntry } ?? HistoryEntry(url: url)
    entry.record(HistoryVisit(time: time, transition: transition))
    if let title { entry.title = title }
    return insert(entry)
  }

  /// Sets the title of an indexed page. Returns whether the page was there.
  @discardableResult
  public mutating func setTitle(_ title: String, for url: URLRecord) -> Bool {
    guard var entry = entry(for: url) else { return false }
    entry.title = title
    return insert(entry)
  }

  /// Marks or unmarks `url` as bookmarked (a bookmark never visited is added as a page).
  public mutating func setBookmarked(_ bookmarked: Bool, for url: URLRecord, title: String? = nil) {
    var entry = self.entry(for: url) ?? HistoryEntry(url: url)
    entry.isBookmarked = bookmarked
    if let title, entry.title.isEmpty || bookmarked { entry.title = title }
    if !bookmarked && entry.visitCount == 0 {
      remove(url)
    } else {
      insert(entry)
    }
  }

  /// Forgets `url`. Returns whether it was indexed.
  @discardableResult
  public mutating func remove(_ url: URLRecord) -> Bool {
    guard let p = pageByURL[url.href] else { return false }
    detach(p)
    return true
  }

  /// Forgets every page on `host` and its subdomains (`example.com` takes `www.example.com`).
  /// Returns how many were removed.
  @discardableResult
  public mutating func removeAll(onHost host: String) -> Int {
    let host = ASCII.lowercased(host)
    let doomed = bySerialization.filter { p in
      let h = pages[Int(p)].entry.url.hostname
      return h == host || h.hasSuffix("." + host)
    }
    for p in doomed { detach(p) }
    return doomed.count
  }

  // MARK: - Bookkeeping

  /// Calls `body` with each word of the page's URL and title (repeats included), as a `String`.
  private static func forEachWord(of page: IndexedPage, _ body: (String) -> Void) {
    let visit = { (slice: ArraySlice<UInt8>) in body(String(decoding: slice, as: UTF8.self)) }
    MatchText.forEachWord(in: MatchText.lowercasedBytes(page.entry.url.href), visit)
    if !page.entry.title.isEmpty {
      MatchText.forEachWord(in: MatchText.lowercasedBytes(page.entry.title, limit: IndexedPage.titleLimit), visit)
    }
  }

  /// Gives `page` (to be page `id`) its run of word ids, adds it to their postings, and notes its
  /// search if it is a results page. Building from scratch sorts the words once at the end.
  private mutating func record(_ page: inout IndexedPage, as id: Int32, keepingWordsSorted: Bool) {
    let start = pageWords.count
    page.wordsStart = Int32(start)
    Self.forEachWord(of: page) { word in
      let w = keepingWordsSorted ? words.id(for: word) : words.bulkID(for: word)
      // A page holds each word once (`https`, `www`, a title's repeats).
      guard !pageWords[start...].contains(w) else { return }
      pageWords.append(w)
      words.add(page: id, to: w)
    }
    page.wordsCount = Int32(pageWords.count) - page.wordsStart
    if let search = IndexedSearch(page.entry.url, engines: engines) {
      page.isSearch = true
      searchOf[id] = search
    }
  }

  /// The distinct word ids of page `id`.
  func words(of id: Int32) -> ArraySlice<Int32> {
    let page = pages[Int(id)]
    let start = Int(page.wordsStart)
    return pageWords[start..<(start + Int(page.wordsCount))]
  }

  private mutating func attach(_ page: IndexedPage) {
    var page = page
    let id = Int32(pages.count)
    record(&page, as: id, keepingWordsSorted: true)
    if let search = searchOf[id] {
      let key = search.key
      searches.insert(
        id, at: lowerBound(in: searches) { (self.searchOf[$0]?.key ?? []).lexicographicallyPrecedes(key) })
    }
    pageByURL[page.entry.url.href] = id
    pages.append(page)
    ranks.append(page.rank)
    let href = page.entry.url.href
    bySerialization.insert(id, at: lowerBound(in: bySerialization) { self.pages[Int($0)].entry.url.href < href })
    let r = lowerBound(in: byRank) { self.rankOrder($0, id) }
    byRank.insert(id, at: r)
    rankPosition.append(0)
    renumberRanks(from: r)
    if page.entry.isBookmarked {
      bookmarksByRank.insert(id, at: lowerBound(in: bookmarksByRank) { self.rankOrder($0, id) })
    }
  }

  private mutating func detach(_ id: Int32) {
    for w in words(of: id) { words.remove(page: id, from: w) }
    pageByURL[pages[Int(id)].entry.url.href] = nil
    searchOf[id] = nil
    for list in [\HistoryIndex.searches, \.bySerialization, \.bookmarksByRank] {
      if let at = self[keyPath: list].firstIndex(of: id) { self[keyPath: list].remove(at: at) }
    }
    if let r = byRank.firstIndex(of: id) {
      byRank.remove(at: r)
      renumberRanks(from: r)
    }
    // The slot stays (ids are positions) but keeps nothing of the page.
    if let removed = IndexedPage.removed {
      pages[Int(id)] = removed
    } else {
      pages[Int(id)].isLive = false
    }
    pages[Int(id)].wordsCount = 0
  }

  private mutating func renumberRanks(from start: Int) {
    for r in start..<byRank.count { rankPosition[Int(byRank[r])] = Int32(r) }
  }

  /// Best first: rank key, then serialization, so the order never depends on insertion order.
  func rankOrder(_ a: Int32, _ b: Int32) -> Bool {
    let ka = ranks[Int(a)]
    let kb = ranks[Int(b)]
    if ka != kb { return ka < kb }
    return pages[Int(a)].entry.url.href < pages[Int(b)].entry.url.href
  }

  private func lowerBound(in list: [Int32], isBefore: (Int32) -> Bool) -> Int {
    var lo = 0
    var hi = list.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if isBefore(list[mid]) { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}
