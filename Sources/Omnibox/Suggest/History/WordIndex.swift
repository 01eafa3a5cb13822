/// Words of every page, sorted, each with the pages that hold it, so the pages holding a word
/// that starts with a typed prefix are one binary search and a walk away.
struct WordIndex: Sendable {
  /// Each word's bytes, by id.
  private(set) var words: [[UInt8]] = []
  /// Each word's id.
  private var ids: [[UInt8]: Int32] = [:]
  /// Word ids in byte order of the words.
  private(set) var sorted: [Int32] = []
  /// Each word's position in `sorted`, by id.
  private(set) var position: [Int32] = []
  /// The pages holding each word, by id (unordered; a removed page is taken out).
  private(set) var postings: [[Int32]] = []

  /// The id of `word`, adding it (kept sorted) when new.
  mutating func id(for word: [UInt8]) -> Int32 {
    if let id = ids[word] { return id }
    let id = Int32(words.count)
    words.append(word)
    ids[word] = id
    postings.append([])
    let at = lowerBound(word)
    sorted.insert(id, at: at)
    position.append(0)
    for p in at..<sorted.count { position[Int(sorted[p])] = Int32(p) }
    return id
  }

  /// Adds many words at once and sorts once: building an index from scratch.
  mutating func ids(forBulk list: [[UInt8]]) -> [Int32] {
    var out: [Int32] = []
    out.reserveCapacity(list.count)
    var added = false
    for word in list {
      if let id = ids[word] {
        out.append(id)
      } else {
        let id = Int32(words.count)
        words.append(word)
        ids[word] = id
        postings.append([])
        out.append(id)
        added = true
      }
    }
    if added { resort() }
    return out
  }

  /// Re-sorts all words (after a bulk add).
  mutating func resort() {
    let words = self.words
    sorted = (0..<Int32(words.count)).sorted { words[Int($0)].lexicographicallyPrecedes(words[Int($1)]) }
    position = [Int32](repeating: 0, count: words.count)
    for (p, id) in sorted.enumerated() { position[Int(id)] = Int32(p) }
  }

  mutating func add(page: Int32, to word: Int32) { postings[Int(word)].append(page) }

  mutating func remove(page: Int32, from word: Int32) {
    if let at = postings[Int(word)].firstIndex(of: page) {
      postings[Int(word)].swapAt(at, postings[Int(word)].count - 1)
    }
    if postings[Int(word)].last == page { postings[Int(word)].removeLast() }
  }

  /// Positions in `sorted` of the words that start with `prefix`.
  func range(ofPrefix prefix: [UInt8]) -> Range<Int> {
    let lo = lowerBound(prefix)
    var hi = lo
    var step = 1
    // Gallop then bisect: most prefixes match few words.
    while hi + step <= sorted.count && hasPrefix(words[Int(sorted[hi + step - 1])], prefix) {
      hi += step
      step *= 2
    }
    var top = min(sorted.count, hi + step)
    while hi < top {
      let mid = (hi + top) / 2
      if hasPrefix(words[Int(sorted[mid])], prefix) { hi = mid + 1 } else { top = mid }
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
      if words[Int(sorted[mid])].lexicographicallyPrecedes(word) { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  private func hasPrefix(_ word: [UInt8], _ prefix: [UInt8]) -> Bool {
    word.count >= prefix.count && word.prefix(prefix.count).elementsEqual(prefix)
  }
}
