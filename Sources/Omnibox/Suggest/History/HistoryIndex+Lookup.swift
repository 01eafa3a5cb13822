/// The questions the providers ask the index, each answered best rank first.
extension HistoryIndex {
  /// Beyond this many (page, word) pairs a word-prefix query walks the pages in rank order
  /// instead of gathering the postings: the first `limit` matches in rank order are then found
  /// after a short walk, since so common a prefix matches many pages.
  static let postingWalkLimit = 4000

  /// The live page with serialization `href`.
  func page(forHref href: String) -> Int32? { pageByURL[href] }

  /// The page record for an id the index returned.
  func record(_ id: Int32) -> IndexedPage { pages[Int(id)] }

  /// Pages whose serialization, lowercased, starts with `prefix` (lowercase), best rank first, at most
  /// `limit`, as Chromium's `URLDatabase::AutocompleteForPrefix` (`typedOnly`: the in-memory
  /// pass, which holds typed pages only).
  func pages(withSerializationPrefix prefix: [UInt8], limit: Int, typedOnly: Bool) -> [Int32] {
    let range = serializationRange(ofPrefix: prefix)
    let accept = { (p: Int32) -> Bool in !typedOnly || self.pages[Int(p)].entry.typedCount > 0 }
    if range.count <= Self.postingWalkLimit {
      return Array(bySerialization[range].filter(accept).sorted(by: rankOrder).prefix(limit))
    }
    var found: [Int32] = []
    for p in byRank where accept(p) && hasSerializationPrefix(p, prefix) {
      found.append(p)
      if found.count == limit { break }
    }
    return found
  }

  /// The shortest indexed URL that is a proper prefix of `url` and at least as long as `base`
  /// (longer when `allowingBase` is false), visible, with at least the counts given: Chromium's
  /// `URLDatabase::FindShortestURLFromBase`.
  func shortestURL(from base: String, toward url: String, minimumVisits: Int, minimumTyped: Int, allowingBase: Bool)
    -> Int32?
  {
    let target = Array(url.utf8)
    let start = base.utf8.count + (allowingBase ? 0 : 1)
    guard start < target.count else { return nil }
    for length in start..<target.count {
      guard target[length - 1] < 0x80 || target[length] & 0xC0 != 0x80 else { continue }
      let candidate = String(decoding: target[..<length], as: UTF8.self)
      if let p = pageByURL[candidate] {
        let e = pages[Int(p)].entry
        if e.visitCount >= minimumVisits && e.typedCount >= minimumTyped { return p }
      }
    }
    return nil
  }

  /// The scheme of a typed page on `host` (Chromium's `IsTypedHost`), or `nil`.
  func typedScheme(ofHost host: String) -> String? {
    for scheme in ["http", "https"] {
      let prefix = Array("\(scheme)://\(host)/".utf8)
      if !pages(withSerializationPrefix: prefix, limit: 1, typedOnly: true).isEmpty { return scheme }
    }
    return nil
  }

  /// Pages where every word of every term starts a word of the URL or title, best rank first, at
  /// most `limit`, and how many matched before the cut (exact when the postings were gathered, a
  /// floor when the rank order was walked).
  func candidates(for terms: TypedTerms, limit: Int, accepting accept: (IndexedPage) -> Bool) -> (
    pages: [Int32], total: Int
  ) {
    let ranges = terms.words.flatMap { $0 }.map { words.range(ofPrefix: $0) }
    guard !ranges.isEmpty else { return ([], 0) }
    if ranges.contains(where: \.isEmpty) { return ([], 0) }
    let counts = ranges.map { words.postingCount(in: $0, upTo: Self.postingWalkLimit) }
    let narrowest = counts.indices.min { counts[$0] < counts[$1] } ?? 0
    func holdsAll(_ p: Int32) -> Bool {
      let mine = pages[Int(p)].words
      for (k, range) in ranges.enumerated() where k != narrowest || counts[narrowest] > Self.postingWalkLimit {
        if !mine.contains(where: { range.contains(Int(words.position[Int($0)])) }) { return false }
      }
      return true
    }
    if counts[narrowest] <= Self.postingWalkLimit {
      var gathered = Set<Int32>()
      for position in ranges[narrowest] {
        for p in words.postings[Int(words.sorted[position])] { gathered.insert(p) }
      }
      let matching = gathered.filter { holdsAll($0) && accept(pages[Int($0)]) }.sorted(by: rankOrder)
      return (Array(matching.prefix(limit)), matching.count)
    }
    var found: [Int32] = []
    for p in byRank where holdsAll(p) && accept(pages[Int(p)]) {
      found.append(p)
      if found.count == limit { break }
    }
    return (found, found.count)
  }

  /// Results pages (past searches) whose terms start with `typed` (lowercase), best rank first.
  func pastSearches(startingWith typed: String, limit: Int) -> [Int32] {
    let key = Array(typed.lowercased().utf8)
    var lo = 0
    var hi = searches.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if pages[Int(searches[mid])].searchKey.lexicographicallyPrecedes(key) { lo = mid + 1 } else { hi = mid }
    }
    var matching: [Int32] = []
    var i = lo
    while i < searches.count, pages[Int(searches[i])].searchKey.starts(with: key),
      matching.count < 4 * Self.postingWalkLimit
    {
      matching.append(searches[i])
      i += 1
    }
    return Array(matching.sorted(by: rankOrder).prefix(limit))
  }

  /// Bookmarked pages, for the bookmark provider.
  func bookmarked(matching terms: TypedTerms, limit: Int) -> [Int32] {
    candidates(for: terms, limit: limit) { $0.entry.isBookmarked }.pages
  }

  private func serializationRange(ofPrefix prefix: [UInt8]) -> Range<Int> {
    var lo = 0
    var hi = bySerialization.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if pages[Int(bySerialization[mid])].urlText.text.bytes.lexicographicallyPrecedes(prefix) {
        lo = mid + 1
      } else {
        hi = mid
      }
    }
    var top = lo
    hi = bySerialization.count
    while top < hi {
      let mid = (top + hi) / 2
      if hasSerializationPrefix(bySerialization[mid], prefix) { top = mid + 1 } else { hi = mid }
    }
    return lo..<top
  }

  private func hasSerializationPrefix(_ p: Int32, _ prefix: [UInt8]) -> Bool {
    pages[Int(p)].urlText.text.bytes.starts(with: prefix)
  }
}
