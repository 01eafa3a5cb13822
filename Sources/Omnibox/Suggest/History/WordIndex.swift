/// Words of every page, sorted by their UTF-8 bytes, each with the pages that hold it, so the
/// pages holding a word that starts with a typed prefix are one binary search and a walk away.
/// Words are `String`s: most are at most 15 bytes and live inline, with no allocation.
struct WordIndex: Sendable {
  /// Each word, by id.
  private(set) var words: [String] = []
  /// Each word's id.
  private var ids: [String: Int32] = [:]
  /// Word ids in byte order of the words.
  private(set) var sorted: [Int32] = []
  /// Each word's position in `sorted`, by id.
  private(set) var position: [Int32] = []
  /// The pages holding each word, by id (unordered; a removed page is taken out).
  private(set) var postings: [[Int32]] = []

  /// Room for about `count` words.
  mutating func reserve(_ count: Int) {
    words.reserveCapacity(count)
    ids.reserveCapacity(count)
    postings.reserveCapacity(count)
  }

  /// The id of `word`, added unsorted when new (call ``resort()`` after a bulk add).
  mutating func bulkID(for word: String) -> Int32 {
    if let id = ids[word] { return id }
    let id = Int32(words.count)
    words.append(word)
    ids[word] = id
    postings.append([])
    return id
  }

  /// The id of `word`, adding it (kept sorted) when new.
  mutating func id(for word: String) -> Int32 {
    if let id = ids[word] { return id }
    let id = bulkID(for: word)
    let at = lowerBound(Array(word.utf8))
    sorted.insert(id, at: at)
    position.append(0)
    for p in at..<sorted.count { position[Int(sorted[p])] = Int32(p) }
    return id
  }

  /// Sorts all words (after a bulk add).
  mutating func resort() {
    let words = self.words
    let ascii = words.map { $0.utf8.allSatisfy { $0 < 0x80 } }
    // For ASCII, `String <` is byte order and compares in place; other words compare their bytes.
    sorted = (0..<Int32(words.count)).sorted { a, b in
      let x = Int(a)
      let y = Int(b)
      return ascii[x] && ascii[y] ? words[x] < words[y] : words[x].utf8.lexicographicallyPrecedes(words[y].utf8)
    }
    position = [Int32](repeating: 0, count: words.count)
    for (p, id) in sorted.enumerated() { position[Int(id)] = Int32(p) }
  }

  mutating func add(page: Int32, to word: Int32) { postings[Int(word)].append(page) }

  mutating func remove(page: Int32, from word: Int32) {
    let w = Int(word)
    guard let at = postings[w].firstIndex(of: page) else { return }
    postings[w].swapAt(at, postings[w].count - 1)
    postings[w].removeLast()
  }

  /// Positions in `sorted` of the words that start with `prefix`.
  func range(ofPrefix prefix: [UInt8]) -> Range<Int> {
    let lo = lowerBound(prefix)
    var hi = lo
    var step = 1
    // Gallop then bisect: most prefixes match few words.
    while hi + step <= sorted.count && hasPrefix(sorted[hi + step - 1], prefix) {
      hi += step
      step *= 2
    }
    var top = min(sorted.count, hi + step)
    while hi < top {
      let mid = (hi + top) / 2
      if hasPrefix(sorted[mid], prefix) { hi = mid + 1 } else { top = mid }
    }
    return lo..<hi
  }

  /// How many (page, word) pairs the words in `range` hold, counting no further than `limit`.
  func postingCount(in range: Range<Int>, upTo limit: Int) -> Int {
    var total = 0
    for p in range {
      total += postings[Int(sorted[p])].count
      if total > limit { return total }
    }
    return total
  }

  private func lowerBound(_ word: [UInt8]) -> Int {
    var lo = 0
    var hi = sorted.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if words[Int(sorted[mid])].utf8.lexicographicallyPrecedes(word) { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  private func hasPrefix(_ id: Int32, _ prefix: [UInt8]) -> Bool {
    words[Int(id)].utf8.starts(with: prefix)
  }
}
