/// Unicode white space (the `White_Space` property) without a property lookup.
///
/// `Unicode.Scalar.Properties.isWhitespace` asks ICU-style tables on every call; the set is small
/// and stable since Unicode 6.3, so it is spelled out here. ASCII is checked on bytes.
enum UnicodeWhitespace {
  /// Whether `scalar` has the White_Space property.
  @inline(__always)
  static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
      return true
    default:
      return false
    }
  }

  /// Whether an ASCII byte is white space (tab, LF, VT, FF, CR, space).
  @inline(__always)
  static func contains(asciiByte byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// Whether `text` contains white space. ASCII text is checked byte by byte.
  static func occurs<S: StringProtocol>(in text: S) -> Bool {
    var sawNonASCII = false
    for byte in text.utf8 {
      if byte < 0x80 {
        if contains(asciiByte: byte) { return true }
      } else {
        sawNonASCII = true
      }
    }
    guard sawNonASCII else { return false }
    for scalar in text.unicodeScalars where scalar.value >= 0x80 && contains(scalar) { return true }
    return false
  }

  /// `text` without leading and trailing white space.
  static func trimming(_ text: Substring) -> Substring {
    var scalars = text.unicodeScalars[...]
    while let first = scalars.first, contains(first) { scalars = scalars.dropFirst() }
    while let last = scalars.last, contains(last) { scalars = scalars.dropLast() }
    return Substring(scalars)
  }
}
