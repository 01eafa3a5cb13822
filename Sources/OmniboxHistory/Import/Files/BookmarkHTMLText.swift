/// Text and attribute values of a Netscape bookmark file as a person reads them: character
/// references decoded (`&amp; &lt; &gt; &quot; &apos; &nbsp;`, `&#NNN;`, `&#xHH;`; the `;` of a
/// numeric one may be left out, a named one needs it; an unknown or unfinished one stays as
/// written; a code point that is not a scalar, or 0, becomes U+FFFD), invalid UTF-8 repaired to
/// U+FFFD, and, for titles, white space runs collapsed to one space and trimmed.
///
/// - Complexity: O(n) in the text's length.
enum BookmarkHTMLText {
  /// `raw` decoded; with `collapsingSpaces`, runs of ASCII white space become one space and
  /// leading and trailing ones go.
  static func decode(_ raw: UnsafeBufferPointer<UInt8>, collapsingSpaces: Bool) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    var pendingSpace = false
    var i = 0
    while i < raw.count {
      let b = raw[i]
      if collapsingSpaces && BookmarkHTMLScanner.isSpace(b) {
        pendingSpace = !out.isEmpty
        i += 1
        continue
      }
      if pendingSpace {
        out.append(0x20)
        pendingSpace = false
      }
      if b == UInt8(ascii: "&"), let (scalar, length) = reference(in: raw, at: i) {
        UTF8.encode(scalar) { out.append($0) }
        i += length
        continue
      }
      out.append(b)
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `raw` decoded (see ``decode(_:collapsingSpaces:)``).
  static func decode(_ raw: [UInt8], collapsingSpaces: Bool) -> String {
    raw.withUnsafeBufferPointer { decode($0, collapsingSpaces: collapsingSpaces) }
  }

  /// The character reference starting at the `&` at `start`, and how many bytes it takes.
  static func reference(in raw: UnsafeBufferPointer<UInt8>, at start: Int) -> (Unicode.Scalar, Int)? {
    var i = start + 1
    guard i < raw.count else { return nil }
    if raw[i] == UInt8(ascii: "#") {
      i += 1
      let hex = i < raw.count && (raw[i] | 0x20) == UInt8(ascii: "x")
      if hex { i += 1 }
      let digitsStart = i
      var value: UInt32 = 0
      while i < raw.count, i - digitsStart < 8, let digit = digitValue(raw[i], hex: hex) {
        value = value * (hex ? 16 : 10) + UInt32(digit)
        i += 1
      }
      guard i > digitsStart else { return nil }
      // More digits than fit: read them all, the value is out of range anyway.
      while i < raw.count, digitValue(raw[i], hex: hex) != nil {
        value = 0x11_0000
        i += 1
      }
      if i < raw.count && raw[i] == UInt8(ascii: ";") { i += 1 }
      let scalar = value == 0 ? nil : Unicode.Scalar(value)
      return (scalar ?? "\u{FFFD}", i - start)
    }
    let nameStart = i
    while i < raw.count, i - nameStart < 6, BookmarkHTMLScanner.isLetter(raw[i]) { i += 1 }
    guard i < raw.count, raw[i] == UInt8(ascii: ";") else { return nil }
    let name = UnsafeBufferPointer(rebasing: raw[nameStart..<i])
    let scalar: Unicode.Scalar
    if equals(name, "amp") {
      scalar = "&"
    } else if equals(name, "lt") {
      scalar = "<"
    } else if equals(name, "gt") {
      scalar = ">"
    } else if equals(name, "quot") {
      scalar = "\""
    } else if equals(name, "apos") {
      scalar = "'"
    } else if equals(name, "nbsp") {
      scalar = "\u{A0}"
    } else {
      return nil
    }
    return (scalar, i + 1 - start)
  }

  private static func digitValue(_ b: UInt8, hex: Bool) -> UInt8? {
    if b &- 0x30 < 10 { return b - 0x30 }
    guard hex else { return nil }
    let folded = b | 0x20
    return folded &- 0x61 < 6 ? folded - 0x61 + 10 : nil
  }

  /// Whether `name` is exactly `word` (references are case-sensitive: `&AMP;` is not one we know).
  private static func equals(_ name: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
    guard name.count == word.utf8CodeUnitCount else { return false }
    for k in 0..<name.count where name[k] != word.utf8Start[k] { return false }
    return true
  }
}
