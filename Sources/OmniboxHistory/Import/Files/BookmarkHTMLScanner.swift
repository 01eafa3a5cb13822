#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tokens of a Netscape bookmark file, read as leniently as browsers read HTML: tag names in
/// any case, attribute values quoted with `"` or `'` or not at all, comments and `<!…>` / `<?…>`
/// declarations skipped, a `<` that starts no tag kept as text, an unterminated tag or quote
/// running to the end of the input.
///
/// - Complexity: one pass; each byte is looked at a constant number of times (text and quoted
///   values are skipped with `memchr`), so O(n) time and O(1) memory beyond the input.
struct BookmarkHTMLScanner {
  /// The elements the bookmark format uses; every other one is `.other`.
  enum Tag: Equatable {
    case a, h1, h3, dl, dt, dd, other
  }

  /// A start tag (with the byte range of its attributes), an end tag, or a run of text.
  enum Token: Equatable {
    case start(Tag, attributes: Range<Int>)
    case end(Tag)
    case text(Range<Int>)
  }

  let bytes: UnsafeBufferPointer<UInt8>
  /// Where the next token starts.
  private(set) var position: Int

  init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) {
    self.bytes = bytes
    self.position = min(max(0, start), bytes.count)
  }

  /// The next token, or `nil` at the end.
  mutating func next() -> Token? {
    while position < bytes.count {
      let lt = find(UInt8(ascii: "<"), from: position) ?? bytes.count
      if lt > position {
        defer { position = lt }
        return .text(position..<lt)
      }
      let after = lt + 1
      guard after < bytes.count else {
        position = bytes.count
        return .text(lt..<bytes.count)
      }
      let c = bytes[after]
      if c == UInt8(ascii: "!") || c == UInt8(ascii: "?") {
        position = skipDeclaration(at: lt)
        continue
      }
      if c == UInt8(ascii: "/") {
        let nameStart = after + 1
        let nameEnd = endOfName(from: nameStart)
        let gt = find(UInt8(ascii: ">"), from: nameStart) ?? bytes.count
        position = min(gt + 1, bytes.count)
        guard nameEnd > nameStart else { continue }  // `</>` or `</ x>`: skipped, as browsers do
        return .end(tag(nameStart..<nameEnd))
      }
      guard Self.isLetter(c) else {
        position = after
        return .text(lt..<after)
      }
      let nameEnd = endOfName(from: after)
      let attributesEnd = Self.attributes(in: bytes, from: nameEnd) { _, _ in }
      position = min(attributesEnd + 1, bytes.count)
      return .start(tag(after..<nameEnd), attributes: nameEnd..<attributesEnd)
    }
    return nil
  }

  /// Calls `visit` with each attribute's name and value ranges (value nil when there is no `=`)
  /// from `start` to the tag's `>`; returns where that `>` is (or the end of the input).
  @discardableResult
  static func attributes(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ visit: (Range<Int>, Range<Int>?) -> Void
  ) -> Int {
    let n = bytes.count
    var i = start
    while i < n {
      let b = bytes[i]
      if b == UInt8(ascii: ">") { return i }
      if isSpace(b) || b == UInt8(ascii: "/") || b == UInt8(ascii: "=") {
        i += 1
        continue
      }
      let nameStart = i
      while i < n {
        let c = bytes[i]
        if isSpace(c) || c == UInt8(ascii: ">") || c == UInt8(ascii: "=") || c == UInt8(ascii: "/") { break }
        i += 1
      }
      let name = nameStart..<i
      while i < n && isSpace(bytes[i]) { i += 1 }
      guard i < n, bytes[i] == UInt8(ascii: "=") else {
        visit(name, nil)
        continue
      }
      i += 1
      while i < n && isSpace(bytes[i]) { i += 1 }
      guard i < n else {
        visit(name, n..<n)
        return n
      }
      let quote = bytes[i]
      if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        let valueStart = i + 1
        let valueEnd = find(quote, in: bytes, from: valueStart) ?? n
        visit(name, valueStart..<valueEnd)
        i = min(valueEnd + 1, n)
      } else {
        let valueStart = i
        while i < n && !isSpace(bytes[i]) && bytes[i] != UInt8(ascii: ">") { i += 1 }
        visit(name, valueStart..<i)
      }
    }
    return n
  }

  /// Whether the bytes at `range` spell `name` (lowercase ASCII), in any case.
  static func matches(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    guard range.count == name.utf8CodeUnitCount, range.lowerBound >= 0, range.upperBound <= bytes.count else {
      return false
    }
    for k in 0..<range.count where bytes[range.lowerBound + k] | 0x20 != name.utf8Start[k] | 0x20 {
      return false
    }
    return true
  }

  /// Skips `<!-- … -->`, `<!DOCTYPE …>`, `<?…>` starting at `lt`; returns the position after it.
  private func skipDeclaration(at lt: Int) -> Int {
    let isComment =
      lt + 3 < bytes.count && bytes[lt + 2] == UInt8(ascii: "-") && bytes[lt + 3] == UInt8(ascii: "-")
    var from = isComment ? lt + 4 : lt + 2
    while let gt = find(UInt8(ascii: ">"), from: from) {
      if !isComment || (gt >= lt + 6 && bytes[gt - 1] == UInt8(ascii: "-") && bytes[gt - 2] == UInt8(ascii: "-")) {
        return gt + 1
      }
      from = gt + 1
    }
    return bytes.count
  }

  private func endOfName(from start: Int) -> Int {
    var i = start
    while i < bytes.count && (Self.isLetter(bytes[i]) || (bytes[i] &- 0x30) < 10) { i += 1 }
    return i
  }

  private func tag(_ range: Range<Int>) -> Tag {
    switch range.count {
    case 1: return Self.matches(range, in: bytes, "a") ? .a : .other
    case 2:
      if Self.matches(range, in: bytes, "dl") { return .dl }
      if Self.matches(range, in: bytes, "dt") { return .dt }
      if Self.matches(range, in: bytes, "dd") { return .dd }
      if Self.matches(range, in: bytes, "h3") { return .h3 }
      if Self.matches(range, in: bytes, "h1") { return .h1 }
      return .other
    default: return .other
    }
  }

  private func find(_ byte: UInt8, from start: Int) -> Int? { Self.find(byte, in: bytes, from: start) }

  /// The first `byte` at or after `start` (`memchr`).
  static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start >= 0, start < bytes.count, let base = bytes.baseAddress else { return nil }
    guard let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
  }

  static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }

  static func isSpace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
  }
}
