// The URL parser's hottest loops ask one question per byte: "must this scan stop and look at
// it?". Each scan's answer is a set (a percent-encode set plus the scan's delimiters); this table
// holds all of them as one bit per scan per byte, built once from those sets, so a scan step is
// one load and one test (PercentEncodeSet.contains is about three times the instructions).

/// For each byte, a bit per parser scan saying whether the scan must look at that byte.
///
///     URLByteTable.flags[Int(UInt8(ascii: "?"))] & URLByteTable.plainPath != 0  // true: "?" ends a path
///     URLByteTable.flags[Int(UInt8(ascii: "a"))] & URLByteTable.plainPath != 0  // false
///
/// Built from ``PercentEncodeSet/path``, ``ASCIISet/authorityInteresting`` (plus every byte
/// from 0x80) and ``ASCII/isSchemeCodePoint(_:)``; URLPropertyTests checks each column
/// against its source.
enum URLByteTable {
  /// ``URLParser/plainPathEnd(from:)`` in a non-special URL: the path percent-encode set (which
  /// holds `?` and `#`, where the path ends).
  static let plainPath: UInt8 = 1 << 0
  /// ``URLParser/plainPathEnd(from:)`` in a special URL (adds `\`).
  static let specialPlainPath: UInt8 = 1 << 1
  /// ``URLParser/plainPathEnd(from:)``: `.` and `%`, which at the start of a segment may begin a
  /// dot segment (`.`, `..`, `%2e`, …).
  static let dotSegmentStart: UInt8 = 1 << 4
  /// The authority scan: delimiters, forbidden domain code points, uppercase letters, non-ASCII.
  static let authority: UInt8 = 1 << 2
  /// The scheme state: a scheme code point after the first (``ASCII/isSchemeCodePoint(_:)``).
  static let schemeCodePoint: UInt8 = 1 << 3

  /// The flags of every byte, indexed by the byte.
  static let flags: [UInt8] = (0...255).map { value in
    let byte = UInt8(value)
    var flags: UInt8 = 0
    if PercentEncodeSet.path.contains(byte) { flags |= plainPath }
    if PercentEncodeSet.path.contains(byte) || byte == UInt8(ascii: "\\") { flags |= specialPlainPath }
    if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "%") { flags |= dotSegmentStart }
    if ASCIISet.authorityInteresting.contains(byte) || byte >= 0x80 { flags |= authority }
    if ASCII.isSchemeCodePoint(byte) { flags |= schemeCodePoint }
    return flags
  }
}
