/// Step 1 of the omnibox decision: clean typed or pasted text.
///
/// Line breaks (CR, LF, U+2028, U+2029) are dropped, so a URL pasted across lines joins up again
/// (Chromium does the same when pasting); then Unicode white space (U+3000 and NBSP included) and
/// C0 controls (which the URL parser would drop there) are trimmed from both ends. Inner spaces and tabs are kept: they decide between URL and search.
///
/// Everything is read from the text's UTF-8 bytes in one pass (eight bytes at a time through
/// runs of printable ASCII); text that needs no cleaning is kept as it is, not copied. The pass
/// also records what the rules ask of the text (where its first white space is), so that no rule
/// looks for it again.
struct TypedInput {
  /// Every byte of the cleaned text is ASCII.
  let isASCII: Bool
  /// The byte offset of the cleaned text's first white space (between words, since the ends are
  /// trimmed); `nil` without any. Keyword shortcuts split their first word here, and the
  /// schemeless rules ask whether it comes before the end of the host part.
  let firstWhitespace: Int?
  /// The cleaned text contains white space.
  var hasWhitespace: Bool { firstWhitespace != nil }
  /// The cleaned text ends with U+3002 IDEOGRAPHIC FULL STOP (`。`), which ends a sentence more
  /// often than a domain name (Firefox reads it so; ``Omnibox/Profile/Switch/trailingDotIsURL``).
  let endsWithIdeographicFullStop: Bool
  /// Where the cleaned text is.
  private let cleaned: Cleaned.Text

  /// Cleans `raw` and profiles the result.
  /// - Complexity: O(n); text without line breaks or surrounding white space is not copied.
  init(_ raw: TypedText) {
    let cleaned = Self.clean(raw.bytes)
    isASCII = cleaned.isASCII
    firstWhitespace = cleaned.firstWhitespace
    endsWithIdeographicFullStop = cleaned.endsWithIdeographicFullStop
    self.cleaned = cleaned.text
  }

  /// Calls `body` with the cleaned text of `raw` (the text this input was made from): `raw`
  /// itself, a byte range of it, or a copy without its line breaks. Empty when nothing but
  /// white space was typed.
  func withText<R>(of raw: TypedText, _ body: (TypedText) -> R) -> R {
    switch cleaned {
    case .whole: return body(raw)
    case .range(let range): return body(raw.slice(range))
    case .rebuilt(let rebuilt): return TypedText.with(rebuilt, body)
    }
  }

  /// What cleaning found: the text (all of the input, a byte range of it, or a copy without its
  /// line breaks) and its profile.
  private struct Cleaned {
    enum Text {
      case whole
      case range(Range<Int>)
      case rebuilt(String)
    }
    var text: Text
    var isASCII: Bool
    var firstWhitespace: Int?
    var endsWithIdeographicFullStop = false
  }

  /// The scan: line breaks, non-ASCII bytes and white space, then the trimmed range.
  private static func clean(_ bytes: UnsafeBufferPointer<UInt8>) -> Cleaned {
    // The URL parser drops C0 controls at either end, so cleaning does too: the rules then read
    // the text the URL will hold (`.00.0..\u{3}` is `.00.0..`, `data:\u{0}` is `data:`).
    if let first = bytes.first, let last = bytes.last, first < 0x20 || last < 0x20 {
      let range = trimmedOfControls(bytes)
      if range.count < bytes.count {
        // What is left starts and ends with neither a control nor white space: one level deep.
        var inner = clean(UnsafeBufferPointer(rebasing: bytes[range]))
        switch inner.text {
        case .whole: inner.text = .range(range)
        case .range(let r): inner.text = .range((r.lowerBound + range.lowerBound)..<(r.upperBound + range.lowerBound))
        case .rebuilt: break
        }
        return inner
      }
    }
    var cleaned = scan(bytes)
    if !cleaned.isASCII { cleaned.endsWithIdeographicFullStop = endsWithIdeographicFullStop(bytes) }
    return cleaned
  }

  private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Cleaned {
    let scan = UTF8Scan(bytes)
    guard !scan.hasLineBreak else {
      let joined = withoutLineBreaks(bytes)
      return joined.withUnsafeBufferPointer { joinedBytes in
        let range = trimmedOfControls(joinedBytes)
        let kept = UnsafeBufferPointer(rebasing: joinedBytes[range])
        return Cleaned(
          text: .rebuilt(String(decoding: kept, as: UTF8.self)),
          isASCII: !kept.contains { $0 >= 0x80 },
          firstWhitespace: Self.firstWhitespace(in: kept))
      }
    }
    guard let firstSpace = scan.firstWhitespace else {
      return Cleaned(text: .whole, isASCII: scan.isASCII, firstWhitespace: nil)
    }
    // White space between words only (the usual search) needs no trimming: both ends are
    // ASCII other than white space.
    if let first = bytes.first, let last = bytes.last, first < 0x80, last < 0x80,
      !UnicodeWhitespace.contains(asciiByte: first), !UnicodeWhitespace.contains(asciiByte: last)
    {
      return Cleaned(text: .whole, isASCII: scan.isASCII, firstWhitespace: firstSpace)
    }
    // A control under the white space (`!g\u{1a} `) goes too, as the URL parser would drop it.
    let range = trimmedOfControls(bytes)
    if range.count == bytes.count {
      return Cleaned(text: .whole, isASCII: scan.isASCII, firstWhitespace: firstSpace)
    }
    let kept = UnsafeBufferPointer(rebasing: bytes[range])
    // Trimming only removes white space and controls, so ASCII input stays ASCII; the inner part
    // is scanned again.
    return Cleaned(
      text: .range(range),
      isASCII: scan.isASCII || !kept.contains { $0 >= 0x80 },
      firstWhitespace: Self.firstWhitespace(in: kept))
  }

  /// The offset of the first white space in valid UTF-8 `bytes` (text that trimming or joining
  /// lines changed, so the first scan's offset no longer holds); `nil` without any.
  static func firstWhitespace(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte < 0x80 {
        if UnicodeWhitespace.contains(asciiByte: byte) { return i }
      } else if UnicodeWhitespace.isWhitespaceLead(byte), UnicodeWhitespace.whitespaceLength(in: bytes, at: i) > 0 {
        return i
      }
      i += 1
    }
    return nil
  }

  /// The range of `bytes` without C0 controls (U+0000–U+001F) and Unicode white space at
  /// either end, in any mix. Each round takes at least one byte or ends: linear.
  private static func trimmedOfControls(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var start = 0
    var end = bytes.count
    while true {
      while start < end, bytes[start] < 0x20 { start += 1 }
      while end > start, bytes[end - 1] < 0x20 { end -= 1 }
      let inner = UnicodeWhitespace.trimmedRange(of: UnsafeBufferPointer(rebasing: bytes[start..<end]))
      if inner.count == end - start { return start..<end }
      (start, end) = (start + inner.lowerBound, start + inner.upperBound)
    }
  }

  /// Whether `bytes` end in `E3 80 82` (U+3002), trailing ASCII white space, controls and line
  /// breaks aside (trimming and joining lines never change the last other character).
  private static func endsWithIdeographicFullStop(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = bytes.count
    while end > 0,
      bytes[end - 1] < 0x20 || (bytes[end - 1] < 0x80 && UnicodeWhitespace.contains(asciiByte: bytes[end - 1]))
    {
      end -= 1
    }
    return end >= 3 && bytes[end - 3] == 0xE3 && bytes[end - 2] == 0x80 && bytes[end - 1] == 0x82
  }

  /// `bytes` without CR, LF, U+2028 and U+2029 (valid UTF-8 stays valid: whole scalars go).
  private static func withoutLineBreaks(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x0A || byte == 0x0D {
        i += 1
        continue
      }
      if UTF8Scan.isLineSeparator(bytes, at: i) {
        i += 3
        continue
      }
      out.append(byte)
      i += 1
    }
    return out
  }
}

/// One pass over valid UTF-8: does it hold a line break, white space (and where is the first),
/// non-ASCII bytes?
///
/// Words of eight ASCII bytes from 0x21 to 0x7F can hold none of these and are skipped whole, as
/// are words whose only bytes below 0x21 are spaces (words of a search) and whose other bytes
/// include none that can start a line separator or non-ASCII white space (C2, E1, E2, E3: so
/// words of Cyrillic, Greek and most Latin text). The last word ends at the end of the text
/// (overlapping the one before), so only text shorter than a word and words holding other
/// bytes are looked at one byte at a time, and a non-ASCII scalar is decoded only when its lead
/// byte can start a white space or line separator.
struct UTF8Scan {
  private(set) var hasLineBreak = false
  /// The offset of the first white space (before any line break).
  private(set) var firstWhitespace: Int?
  private(set) var isASCII = true
  var hasWhitespace: Bool { firstWhitespace != nil }

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    let count = bytes.count
    guard count >= 8 else {
      _ = scanBytes(bytes, 0..<count)
      return
    }
    var start = 0
    while start < count {
      // The last word ends at the end of the text, overlapping the one before: the flags only
      // ever turn on, and the first white space is only recorded once, so reading a byte twice
      // changes nothing.
      let offset = min(start, count - 8)
      let word = ASCIIWord.load(bytes, at: offset)
      if !Self.isPlainASCII(word) {
        // No byte that can start a line break or non-ASCII white space, and spaces the only
        // low bytes: the word can only say "white space" and "not ASCII".
        let low = ASCIIWord.belowInAnyWord(word, 0x21)
        let spaces = ASCIIWord.equalInAnyWord(word, 0x20)
        let nonASCII = ASCIIWord.nonASCII(word)
        if low == spaces,
          nonASCII == 0
            || ASCIIWord.equalInAnyWord(word, 0xC2) | ASCIIWord.equalInAnyWord(word, 0xE1)
              | ASCIIWord.equalInAnyWord(word, 0xE2) | ASCIIWord.equalInAnyWord(word, 0xE3) == 0
        {
          if spaces != 0, firstWhitespace == nil { firstWhitespace = offset + ASCIIWord.firstLane(spaces) }
          if nonASCII != 0 { isASCII = false }
        } else if !scanBytes(bytes, offset..<(offset + 8)) {
          return
        }
      }
      start = offset + 8
    }
  }

  /// Looks at `bytes[range]` one by one; returns `false` at a line break (the scan is over).
  private mutating func scanBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    for i in range {
      let byte = bytes[i]
      if byte < 0x80 {
        if byte == 0x0A || byte == 0x0D {
          hasLineBreak = true
          return false
        }
        if firstWhitespace == nil, UnicodeWhitespace.contains(asciiByte: byte) { firstWhitespace = i }
      } else {
        isASCII = false
        if Self.isLineSeparator(bytes, at: i) {
          hasLineBreak = true
          return false
        }
        if firstWhitespace == nil, UnicodeWhitespace.whitespaceLength(in: bytes, at: i) > 0 { firstWhitespace = i }
      }
    }
    return true
  }

  /// Whether none of the eight bytes is below 0x21 (controls, space) or above 0x7F.
  @inline(__always)
  static func isPlainASCII(_ word: UInt64) -> Bool {
    // A byte below 0x21 sets its high bit in (word - 0x21…) & ~word; a byte above 0x7F has it set.
    let below = (word &- 0x2121_2121_2121_2121) & ~word
    return (below | word) & 0x8080_8080_8080_8080 == 0
  }

  /// U+2028 or U+2029 (E2 80 A8 / E2 80 A9) at `i`.
  @inline(__always)
  static func isLineSeparator(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    bytes[i] == 0xE2 && i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9)
  }
}
