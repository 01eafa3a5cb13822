/// Text prepared for matching typed terms: lowercased UTF-8 bytes and the offsets where words
/// begin. A word is a run of letters, digits and `_` (ASCII, or any Unicode alphabetic or
/// decimal digit code point; `_` joins words as in ICU's word breaker, which Chromium uses for
/// URLs and titles); everything else separates words.
package struct MatchText: Sendable, Hashable {
  /// The lowercased text.
  package let bytes: [UInt8]
  /// Byte offsets of word starts, ascending.
  package let wordStarts: [Int]

  /// Prepares `text`, cut to `limit` bytes at a code point boundary (titles are bounded).
  package init(_ text: some StringProtocol, limit: Int = .max) {
    self.init(lowercasedBytes: Self.lowercasedBytes(text, limit: limit))
  }

  /// `text` lowercased as UTF-8, cut to `limit` bytes at a code point boundary. ASCII text is
  /// folded byte by byte (no `String.lowercased()`).
  package static func lowercasedBytes(_ text: some StringProtocol, limit: Int = .max) -> [UInt8] {
    let ascii: [UInt8]? =
      text.utf8.withContiguousStorageIfAvailable { buffer in
        guard !buffer.contains(where: { $0 >= 0x80 }) else { return nil }
        let n = min(buffer.count, limit)
        return [UInt8](unsafeUninitializedCapacity: n) { out, initialized in
          for i in 0..<n { out[i] = ASCII.lowercased(buffer[i]) }
          initialized = n
        }
      } ?? nil
    if let ascii { return ascii }
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      var lower: [UInt8] = []
      lower.reserveCapacity(min(text.utf8.count, limit))
      for b in text.utf8.prefix(limit) { lower.append(ASCII.lowercased(b)) }
      return lower
    }
    var lower = Array(text.lowercased().utf8)
    if lower.count > limit {
      var end = limit
      while end > 0 && lower[end] & 0xC0 == 0x80 { end -= 1 }
      lower.removeSubrange(end...)
    }
    return lower
  }

  /// Calls `body` with each word (a slice of `bytes`), in order, without building the list.
  package static func forEachWord(in bytes: [UInt8], _ body: (ArraySlice<UInt8>) -> Void) {
    var i = 0
    var start = -1
    while i < bytes.count {
      let (isWord, width) = wordCharacter(bytes, at: i)
      if isWord {
        if start < 0 { start = i }
      } else if start >= 0 {
        body(bytes[start..<i])
        start = -1
      }
      i += width
    }
    if start >= 0 { body(bytes[start..<min(i, bytes.count)]) }
  }

  /// Prepares bytes already lowercased (a URL serialization is ASCII; only its letters fold).
  package init(lowercasedBytes bytes: [UInt8]) {
    self.bytes = bytes
    wordStarts = Self.wordStarts(bytes)
  }

  /// Word-start offsets of lowercased UTF-8 `bytes`.
  package static func wordStarts(_ bytes: [UInt8]) -> [Int] {
    var starts: [Int] = []
    starts.reserveCapacity(bytes.count / 4)
    var inWord = false
    var i = 0
    while i < bytes.count {
      let (isWord, width) = wordCharacter(bytes, at: i)
      if isWord && !inWord { starts.append(i) }
      inWord = isWord
      i += width
    }
    return starts
  }

  /// Whether the code point at `i` is a word character, and its UTF-8 width.
  @inline(__always)
  package static func wordCharacter(_ bytes: [UInt8], at i: Int) -> (Bool, Int) {
    let b = bytes[i]
    if b < 0x80 { return (ASCII.isAlphanumeric(b) || b == UInt8(ascii: "_"), 1) }
    let width = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
    guard i + width <= bytes.count, width > 1 else { return (false, 1) }
    var value = UInt32(b) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
    for k in 1..<width { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
    guard let scalar = Unicode.Scalar(value) else { return (false, width) }
    let p = scalar.properties
    return (p.isAlphabetic || p.generalCategory == .decimalNumber, width)
  }

  /// Every offset where `term` occurs (overlapping occurrences too), ascending.
  package func occurrences(of term: [UInt8]) -> [Int] {
    guard !term.isEmpty, term.count <= bytes.count else { return [] }
    var found: [Int] = []
    let first = term[0]
    var i = 0
    let last = bytes.count - term.count
    while i <= last {
      if bytes[i] == first {
        var k = 1
        while k < term.count && bytes[i + k] == term[k] { k += 1 }
        if k == term.count { found.append(i) }
      }
      i += 1
    }
    return found
  }

  /// Whether a word starts at `offset`.
  package func isWordStart(_ offset: Int) -> Bool {
    var lo = 0
    var hi = wordStarts.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if wordStarts[mid] < offset { lo = mid + 1 } else { hi = mid }
    }
    return lo < wordStarts.count && wordStarts[lo] == offset
  }

  /// The words of the text, in order (lowercased bytes).
  package var words: [[UInt8]] {
    wordStarts.map { start in
      var end = start
      while end < bytes.count {
        let (isWord, width) = Self.wordCharacter(bytes, at: end)
        if !isWord { break }
        end += width
      }
      return Array(bytes[start..<min(end, bytes.count)])
    }
  }
}

/// What a person typed, split as the history providers read it: lowercased, cut at white space
/// into terms; each term's offset of its first word character (`/foo` → 1).
package struct TypedTerms: Sendable, Hashable {
  /// The lowercased input, trimmed at neither end (a trailing space matters for inlining).
  package let lowercased: [UInt8]
  /// The terms, in order.
  package let terms: [[UInt8]]
  /// For each term, where its first word begins inside it (0 for `foo`, 1 for `/foo`).
  package let wordOffsets: [Int]
  /// For each term, its words (for the word index).
  package let words: [[[UInt8]]]

  package init(_ text: String) {
    lowercased = Array(text.lowercased().utf8)
    var terms: [[UInt8]] = []
    var current: [UInt8] = []
    for b in lowercased {
      if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C {
        if !current.isEmpty { terms.append(current) }
        current = []
      } else {
        current.append(b)
      }
    }
    if !current.isEmpty { terms.append(current) }
    // Non-ASCII white space (U+3000, U+00A0) also separates terms.
    terms = terms.flatMap { term -> [[UInt8]] in
      guard term.contains(where: { $0 >= 0x80 }) else { return [term] }
      return String(decoding: term, as: UTF8.self).split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }
    }
    self.terms = terms
    let texts = terms.map { MatchText(lowercasedBytes: $0) }
    wordOffsets = texts.map { $0.wordStarts.first ?? 0 }
    words = texts.map(\.words)
  }

  /// Whether the input ends in white space (which blocks inline completion).
  package var endsInWhitespace: Bool {
    guard let last = lowercased.last else { return false }
    if last == 0x20 || last == 0x09 { return true }
    if last < 0x80 { return false }
    return String(decoding: lowercased, as: UTF8.self).last?.isWhitespace ?? false
  }
}
