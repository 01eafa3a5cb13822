/// Step 1 of the omnibox decision: clean typed or pasted text.
///
/// Line breaks (CR, LF, U+2028, U+2029) are dropped, so a URL pasted across lines joins up again
/// (Chromium does the same when pasting); then Unicode white space (U+3000 and NBSP included) is
/// trimmed from both ends. Inner spaces and tabs are kept: they decide between URL and search.
enum TypedInput {
  /// The cleaned text; empty when nothing but white space was typed.
  static func clean(_ text: String) -> String {
    if isCleanASCII(text) { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !isLineBreak(scalar) { scalars.append(scalar) }
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }
    while end > start {
      let before = scalars.index(before: end)
      guard scalars[before].properties.isWhitespace else { break }
      end = before
    }
    return String(scalars[start..<end])
  }

  /// Fast path: printable ASCII with no space at either end needs no work.
  private static func isCleanASCII(_ text: String) -> Bool {
    let utf8 = text.utf8
    guard let first = utf8.first, let last = utf8.last, first > 0x20, last > 0x20 else { return false }
    for byte in utf8 where byte < 0x20 || byte >= 0x7F {
      if byte != 0x09 { return false }
    }
    return true
  }

  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// Whether `text` contains any Unicode white space.
  static func containsWhitespace<S: StringProtocol>(_ text: S) -> Bool {
    for scalar in text.unicodeScalars where scalar.properties.isWhitespace { return true }
    return false
  }

  /// `text` without leading and trailing Unicode white space.
  static func trimmed(_ text: Substring) -> Substring {
    var scalars = text.unicodeScalars[...]
    while let first = scalars.first, first.properties.isWhitespace { scalars = scalars.dropFirst() }
    while let last = scalars.last, last.properties.isWhitespace { scalars = scalars.dropLast() }
    return Substring(scalars)
  }
}
