/// The questions the providers ask the index, each answered best rank first.
extension HistoryIndex {
  /// A prefix range larger than this is answered by walking the pages in rank order instead:
  /// so common a prefix matches densely, and the first matches in rank order come quickly.
  static let rangeWalkLimit = 2048
  /// A word-prefix query gathers the postings of its narrowest word when they are at most this
  /// many (page, word) pairs, and otherwise walks the pages in rank order.
  static let postingGatherLimit = 20_000
  /// Several common words are intersected as bitmaps when their postings add up to at most this.
  static let postingIntersectLimit = 1_000_000

  /// The live page with serialization `href`.
  func page(forHref href: String) -> Int32? { pageByURL[href] }

  /// The page record for an id the index returned.
  func record(_ id: Int32) -> IndexedPage { pages[Int(id)] }

  /// The entry of an id the index returned, without its visits (counts, URL, title).
  func entry(_ id: Int32) -> HistoryEntry { pages[Int(id)].entry }

  /// Pages whose serialization starts with `prefix`, best rank first, at most `limit`, as
  /// Chromium's `URLDatabase::AutocompleteForPrefix` (`typedOnly`: the in-memory pass, which
  /// holds typed pages only).
  ///
  /// - Complexity: a binary search, then O(range) for a small range (a selection, no sort), or a
  ///   walk of the rank order that stops at `limit` matches for a large one.
  func pages(withSerializationPrefix prefix: [UInt8], limit: Int, typedOnly: Bool) -> [Int32] {
    guard limit > 0 else { return [] }
    let range = serializationRange(ofPrefix: prefix)
    if range.count <= Self.rangeWalkLimit {
      var best: [Int32] = []
      for p in bySerialization[range] where !typedOnly || ranks[Int(p)].typed > 0 {
        if best.count == limit {
          guard let last = best.last, rankOrder(p, last) else { continue }
          best.removeLast()
        }
        let at = best.firstIndex { rankOrder(p, $0) } ?? best.endIndex
        best.insert(p, at: at)
      }
      return best
    }
    var found: [Int32] = []
    for p in byRank where (!typedOnly || ranks[Int(p)].typed > 0) && hasSerializationPrefix(p, prefix) {
      found.append(p)
      if found.count == limit { break }
    }
    return found
  }

  /// The shortest indexed URL that is a proper prefix of `url` and at least as long as `base`
  /// (longer when `allowingBase` is false), visible, with at least the counts given: Chromium's
  /// `URLDatabase::FindShortestURLFromBase`, looking only at prefixes that end at a path
  /// segment, query or fragment (or at `base`), where URLs on the way to `url` end.
  func shortestURL(from base: String, toward url: String, minimumVisits: Int, minimumTyped: Int, allowingBase: Bool)
    -> Int32?
  {
    let target = Array(url.utf8)
    let start = base.utf8.count + (allowingBase ? 0 : 1)
    guard start > 0, start < target.count else { return nil }
    for length in start..<target.count {
      // A shorter URL on the way ends where a path segment, query or fragment does.
      let next = target[length]
      guard
        next == UInt8(ascii: "/") || next == UInt8(ascii: "?") || next == UInt8(ascii: "#")
          || target[length - 1] == UInt8(ascii: "/") || length == start
      else { continue }
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

  /// Which pages a word-prefix query looks at.
  enum Pool {
    case all
    case bookmarks
  }

  /// Pages where every word of every term starts a word of the URL or title, best rank first, at
  /// most `limit`, and how many matched before the cut (exact when the postings were gathered, a
  /// floor when the rank order was walked). Results pages are left out when
  /// `excludingSearches`.
  ///
  /// - Complexity: the narrowest word's postings when there are at most
  ///   ``postingGatherLimit``, each checked against the other words; else a walk of the rank
  ///   order (dense matches) that stops at `limit`.
  func candidates(for terms: TypedTerms, limit: Int, in pool: Pool = .all, excludingSearches: Bool = false) -> (
    pages: [Int32], total: Int
  ) {
    var ranges = terms.words.flatMap { $0 }.map { words.range(ofPrefix: $0) }
    guard !ranges.isEmpty, !ranges.contains(where: \.isEmpty), limit > 0 else { return ([], 0) }
    var counts = ranges.map { words.postingCount(in: $0, upTo: Self.postingIntersectLimit) }
    // A word nearly every page holds (`https`, `www`, `com`) narrows nothing: look for the others.
    let everywhere = max(1, count - count / 10)
    if counts.contains(where: { $0 < everywhere }) {
      let kept = counts.indices.filter { counts[$0] < everywhere }
      ranges = kept.map { ranges[$0] }
      counts = kept.map { counts[$0] }
    }
    let narrowest = counts.indices.min { counts[$0] < counts[$1] } ?? 0
    let gathering = counts[narrowest] <= Self.postingGatherLimit
    // Several words: AND one bitmap per word, which costs their postings whatever the overlap
    // (checking each page of the narrowest against the others' ranges costs a lookup per word of
    // the page, and walking the rank order the whole index when the words rarely meet).
    // One word in many pages, but not most: a bitmap of them read along the rank order beats a
    // walk that looks up every word of every page it passes.
    let sparse = ranges.count == 1 && counts[0] > Self.postingGatherLimit && counts[0] < count / 2
    if sparse || (ranges.count > 1 && counts.reduce(0, +) <= Self.postingIntersectLimit) {
      return intersection(of: ranges, limit: limit, in: pool, excludingSearches: excludingSearches)
    }
    let checked = ranges.enumerated().filter { !(gathering && $0.offset == narrowest) }.map {
      Int32($0.element.lowerBound)..<Int32($0.element.upperBound)
    }
    let position = words.position
    return pageWords.withUnsafeBufferPointer { store in
      func qualifies(_ p: Int32) -> Bool {
        let i = Int(p)
        if pool == .bookmarks && !pages[i].entry.isBookmarked { return false }
        if excludingSearches && pages[i].isSearch { return false }
        let start = Int(pages[i].wordsStart)
        let end = start + Int(pages[i].wordsCount)
        for range in checked {
          var holds = false
          for k in start..<end where range.contains(position[Int(store[k])]) {
            holds = true
            break
          }
          if !holds { return false }
        }
        return true
      }
      if gathering {
        // One bit per rank position: setting bits dedupes, and reading them in order is the rank
        // order, with no sort.
        var bits = [UInt64](repeating: 0, count: (byRank.count + 63) / 64 + 1)
        for at in ranges[narrowest] {
          for p in words.postings[Int(words.sorted[at])] where qualifies(p) {
            let r = Int(rankPosition[Int(p)])
            bits[r >> 6] |= 1 << UInt64(r & 63)
          }
        }
        var found: [Int32] = []
        var total = 0
        for (w, word) in bits.enumerated() where word != 0 {
          total += word.nonzeroBitCount
          var rest = word
          while rest != 0, found.count < limit {
            let bit = rest.trailingZeroBitCount
            found.append(byRank[w << 6 | bit])
            rest &= rest - 1
          }
        }
        return (found, total)
      }
      var found: [Int32] = []
      for p in pool == .all ? byRank : bookmarksByRank where qualifies(p) {
        found.append(p)
        if found.count == limit { break }
      }
      return (found, found.count)
    }
  }

  /// ``candidates(for:limit:in:excludingSearches:)`` by intersecting one bitmap per word range,
  /// each over the rank positions.
  private func intersection(of ranges: [Range<Int>], limit: Int, in pool: Pool, excludingSearches: Bool) -> (
    pages: [Int32], total: Int
  ) {
    // Bitmaps over page ids (small enough to stay in cache while the postings are read), then the
    // rank order read against the last: sequential, with no sort.
    let width = (pages.count + 63) / 64 + 1
    var all = [UInt64](repeating: 0, count: width)
    var bits = [UInt64](repeating: 0, count: width)
    for (n, range) in ranges.sorted(by: { $0.count < $1.count }).enumerated() {
      for w in 0..<width { bits[w] = 0 }
      for at in range {
        for p in words.postings[Int(words.sorted[at])] { bits[Int(p) >> 6] |= 1 << UInt64(Int(p) & 63) }
      }
      if n == 0 {
        swap(&all, &bits)
      } else {
        for w in 0..<width { all[w] &= bits[w] }
      }
    }
    var total = 0
    for word in all { total += word.nonzeroBitCount }
    var found: [Int32] = []
    guard total > 0 else { return ([], 0) }
    for p in pool == .all ? byRank : bookmarksByRank where all[Int(p) >> 6] & (1 << UInt64(Int(p) & 63)) != 0 {
      if excludingSearches && pages[Int(p)].isSearch { continue }
      found.append(p)
      if found.count == limit { break }
    }
    return (found, total)
  }

  /// Results pages (past searches) whose terms start with `typed` (lowercase), best rank first.
  func pastSearches(startingWith typed: String, limit: Int) -> [Int32] {
    let key = Array(typed.lowercased().utf8)
    var lo = 0
    var hi = searches.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if (searchOf[searches[mid]]?.key ?? []).lexicographicallyPrecedes(key) { lo = mid + 1 } else { hi = mid }
    }
    var matching: [Int32] = []
    var i = lo
    while i < searches.count, searchOf[searches[i]]?.key.starts(with: key) == true, matching.count < Self.rangeWalkLimit
    {
      matching.append(searches[i])
      i += 1
    }
    return Array(matching.sorted { rankPosition[Int($0)] < rankPosition[Int($1)] }.prefix(limit))
  }

  private func serializationRange(ofPrefix prefix: [UInt8]) -> Range<Int> {
    var lo = 0
    var hi = bySerialization.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if pages[Int(bySerialization[mid])].entry.url.href.utf8.lexicographicallyPrecedes(prefix) {
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
    pages[Int(p)].entry.url.href.utf8.starts(with: prefix)
  }
}
