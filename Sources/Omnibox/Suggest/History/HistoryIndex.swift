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
/// - Complexity: building is O(n log n) in the pages; a visit to a known page O(n) at worst
///   (it moves in the rank order), a new word O(words).
public struct HistoryIndex: Sendable {
  var pages: [IndexedPage] = []
  var pageByURL: [String: Int32] = [:]
  var words = WordIndex()
  /// Live pages in byte order of their serialization lowercased (prefix matching ignores case).
  var bySerialization: [Int32] = []
  /// Live pages best first (``RankKey``, then serialization).
  var byRank: [Int32] = []
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
    var latest: [String: HistoryEntry] = [:]
    for entry in entries where Self.isIndexable(entry) { latest[entry.url.href] = entry }
    let ordered = latest.values.sorted { $0.url.href.utf8.lexicographicallyPrecedes($1.url.href.utf8) }
    pages.reserveCapacity(ordered.count)
    var allWords: [[UInt8]] = []
    var wordCounts: [Int] = []
    for entry in ordered {
      let page = IndexedPage(entry, engines: engines)
      let found = Self.distinctWords(of: page)
      allWords += found
      wordCounts.append(found.count)
      pageByURL[entry.url.href] = Int32(pages.count)
      pages.append(page)
    }
    let ids = words.ids(forBulk: allWords)
    var at = 0
    for p in pages.indices {
      let mine = Array(ids[at..<(at + wordCounts[p])])
      at += wordCounts[p]
      pages[p].words = mine
      for w in mine { words.add(page: Int32(p), to: w) }
    }
    searches = (0..<Int32(pages.count)).filter { pages[Int($0)].search != nil }.sorted {
      pages[Int($0)].searchKey.lexicographicallyPrecedes(pages[Int($1)].searchKey)
    }
    bySerialization = (0..<Int32(pages.count)).sorted {
      pages[Int($0)].urlText.text.bytes.lexicographicallyPrecedes(pages[Int($1)].urlText.text.bytes)
    }
    byRank = bySerialization.sorted(by: rankOrder)
  }

  /// Pages in the index.
  public var count: Int { bySerialization.count }

  /// Every entry, in byte order of their URLs.
  public var entries: [HistoryEntry] { bySerialization.map { pages[Int($0)].entry } }

  /// The entry for `url`, if indexed.
  public func entry(for url: URLRecord) -> HistoryEntry? {
    pageByURL[url.href].map { pages[Int($0)].entry }
  }

  /// Whether `entry` may be indexed: a visible page on an http(s)-like scheme. Script, data and
  /// file URLs never are, so no history row can suggest one.
  public static func isIndexable(_ entry: HistoryEntry) -> Bool {
    !entry.isHidden && isSuggestible(entry.url)
  }

  /// Whether a history or suggestion source may offer `url` at all.
  package static func isSuggestible(_ url: URLRecord) -> Bool {
    let scheme = url.scheme
    return url.isSpecial && scheme != "file" && !url.host.isEmpty
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
    attach(IndexedPage(entry, engines: engines))
    return true
  }

  /// Records a visit to `url` (adding the page when new); `title` replaces the title when given.
  /// Returns `false` for a URL that is never suggested.
  @discardableResult
  public mutating func recordVisit(
    to url: URLRecord, title: String? = nil, at time: HistoryTime, transition: HistoryVisit.Transition
  ) -> Bool {
    var entry = pageByURL[url.href].map { pages[Int($0)].entry } ?? HistoryEntry(url: url)
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

  private mutating func attach(_ page: IndexedPage) {
    var page = page
    let id = Int32(pages.count)
    page.words = Self.distinctWords(of: page).map { words.id(for: $0) }
    for w in page.words { words.add(page: id, to: w) }
    pageByURL[page.entry.url.href] = id
    pages.append(page)
    if page.search != nil {
      let key = page.searchKey
      searches.insert(id, at: lowerBound(in: searches) { self.pages[Int($0)].searchKey.lexicographicallyPrecedes(key) })
    }
    let key = page.urlText.text.bytes
    let s = lowerBound(in: bySerialization) { self.pages[Int($0)].urlText.text.bytes.lexicographicallyPrecedes(key) }
    bySerialization.insert(id, at: s)
    let r = lowerBound(in: byRank) { self.rankOrder($0, id) }
    byRank.insert(id, at: r)
  }

  private mutating func detach(_ id: Int32) {
    let page = pages[Int(id)]
    for w in page.words { words.remove(page: id, from: w) }
    pageByURL[page.entry.url.href] = nil
    if let q = searches.firstIndex(of: id) { searches.remove(at: q) }
    if let s = bySerialization.firstIndex(of: id) { bySerialization.remove(at: s) }
    if let r = byRank.firstIndex(of: id) { byRank.remove(at: r) }
    // The slot stays (ids are positions) but keeps nothing of the page.
    if let removed = IndexedPage.removed {
      pages[Int(id)] = removed
    } else {
      pages[Int(id)].isLive = false
      pages[Int(id)].words = []
    }
  }

  /// Best first: rank key, then serialization, so the order never depends on insertion order.
  func rankOrder(_ a: Int32, _ b: Int32) -> Bool {
    let ka = pages[Int(a)].rank
    let kb = pages[Int(b)].rank
    if ka != kb { return ka < kb }
    return pages[Int(a)].entry.url.href.utf8.lexicographicallyPrecedes(pages[Int(b)].entry.url.href.utf8)
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

  private static func distinctWords(of page: IndexedPage) -> [[UInt8]] {
    var seen = Set<[UInt8]>()
    var out: [[UInt8]] = []
    for w in page.urlText.text.words + page.title.words where seen.insert(w).inserted { out.append(w) }
    return out
  }
}
