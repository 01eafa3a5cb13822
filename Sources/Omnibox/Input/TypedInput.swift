/// Step 1 of the omnibox decision: clean typed or pasted text.
///
/// Line breaks (CR, LF, U+2028, U+2029) are dropped, so a URL pasted across lines joins up again
/// (Chromium does the same when pasting); then Unicode white space (U+3000 and NBSP included) is
/// trimmed from both ends. Inner spaces and tabs are kept: they decide between URL and search.
struct TypedInput {
  /// The cleaned text; empty when nothing but white space was typed.
  let text: String
  /// Every byte of ``text`` is ASCII.
  let isASCII: Bool
  /// ``text`` contains white space (between words, since the ends are trimmed).
  let hasWhitespace: Bool

  /// Cleans `raw` and profiles the result in one pass over its bytes.
  /// - Complexity: O(n); text without line breaks is sliced, not rebuilt.
  init(_ raw: String) {
    var copy = raw
    let scan = copy.withUTF8 { bytes -> (lineBreak: Bool, ascii: Bool, asciiSpace: Bool, maybeWideSpace: Bool) in
      var ascii = true, asciiSpace = false, maybeWideSpace = false
      for (i, byte) in bytes.enumerated() {
        if byte < 0x80 {
          if byte == 0x0A || byte == 0x0D { return (true, false, false, false) }
          if UnicodeWhitespace.contains(asciiByte: byte) { asciiSpace = true }
          continue
        }
        ascii = false
        // U+2028 / U+2029 are E2 80 A8 / E2 80 A9.
        if byte == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
          return (true, false, false, false)
        }
        // Lead bytes of the non-ASCII white space (U+0085, U+00A0, U+1680, U+2000–U+205F, U+3000).
        if byte == 0xC2 || byte == 0xE1 || byte == 0xE2 || byte == 0xE3 { maybeWideSpace = true }
      }
      return (false, ascii, asciiSpace, maybeWideSpace)
    }
    guard !scan.lineBreak else {
      var scalars = String.UnicodeScalarView()
      for scalar in raw.unicodeScalars where !Self.isLineBreak(scalar) { scalars.append(scalar) }
      let text = Self.trimmed(String(scalars))
      self.text = text
      isASCII = Self.isASCII(text)
      hasWhitespace = UnicodeWhitespace.occurs(in: text)
      return
    }
    let text = Self.trimmed(raw)
    self.text = text
    isASCII = scan.ascii
    if text.utf8.count != raw.utf8.count {
      hasWhitespace = UnicodeWhitespace.occurs(in: text)  // trimming removed some; look again
    } else {
      hasWhitespace = scan.asciiSpace || (scan.maybeWideSpace && UnicodeWhitespace.occurs(in: text))
    }
  }

  /// `text` without leading and trailing Unicode white space; `text` itself when there is none.
  private static func trimmed(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return text }
    if !UnicodeWhitespace.contains(first) && !UnicodeWhitespace.contains(last) { return text }
    return String(UnicodeWhitespace.trimming(text[...]))
  }

  @inline(__always)
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// Whether every byte of `text` is ASCII.
  static func isASCII(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8 { bytes in !bytes.contains { $0 >= 0x80 } }
  }
}
