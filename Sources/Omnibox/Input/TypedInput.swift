/// Step 1 of the omnibox decision: clean typed or pasted text.
///
/// Line breaks (CR, LF, U+2028, U+2029) are dropped, so a URL pasted across lines joins up again
/// (Chromium does the same when pasting); then Unicode white space (U+3000 and NBSP included) is
/// trimmed from both ends. Inner spaces and tabs are kept: they decide between URL and search.
enum TypedInput {
  /// The cleaned text; empty when nothing but white space was typed.
  /// - Complexity: O(n); text without line breaks is sliced, not rebuilt.
  static func clean(_ text: String) -> String {
    let utf8 = text.utf8
    var hasLineBreak = false
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == 0x0A || byte == 0x0D {
        hasLineBreak = true
        break
      }
      if byte == 0xE2 {  // U+2028 / U+2029 are E2 80 A8 / E2 80 A9
        let next = utf8.index(after: index)
        if next != utf8.endIndex, utf8[next] == 0x80 {
          let last = utf8.index(after: next)
          if last != utf8.endIndex, utf8[last] == 0xA8 || utf8[last] == 0xA9 {
            hasLineBreak = true
            break
          }
        }
      }
      index = utf8.index(after: index)
    }
    guard hasLineBreak else { return trimmed(text) }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !isLineBreak(scalar) { scalars.append(scalar) }
    return trimmed(String(scalars))
  }

  /// `text` without leading and trailing Unicode white space; `text` itself when there is none.
  private static func trimmed(_ text: String) -> String {
    guard let first = text.utf8.first, let last = text.utf8.last else { return text }
    let startsClean = first >= 0x80 ? !UnicodeWhitespace.contains(text.unicodeScalars.first ?? " ") : !UnicodeWhitespace.contains(asciiByte: first)
    let endsClean = last >= 0x80 ? !UnicodeWhitespace.contains(text.unicodeScalars.last ?? " ") : !UnicodeWhitespace.contains(asciiByte: last)
    if startsClean && endsClean { return text }
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
  static func isASCII<S: StringProtocol>(_ text: S) -> Bool {
    for byte in text.utf8 where byte >= 0x80 { return false }
    return true
  }
}
