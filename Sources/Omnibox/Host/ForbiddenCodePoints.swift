// The URL Standard's forbidden host and forbidden domain code points, as 128-bit byte tables.
// Every one of them is ASCII, so a test on a UTF-8 byte is a test on the code point. The masks
// are literals (no lazy initialization); HostParserTests checks them against the standard's lists.

/// A set of ASCII bytes as two 64-bit masks; bytes of 0x80 and above are never members.
struct ASCIISet: Sendable, Hashable {
  private let low: UInt64
  private let high: UInt64

  init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// Whether `byte` is in the set.
  @inline(__always)
  func contains(_ byte: UInt8) -> Bool {
    // Branch-free, like PercentEncodeSet.contains.
    let word = byte & 0x40 == 0 ? low : high
    return (word >> UInt64(byte & 0x3F)) & 1 & ~UInt64(byte >> 7) != 0
  }

  /// NUL, tab, LF, CR, space, `#` `/` `:` `<` `>` `?` `@` `[` `\` `]` `^` `|`.
  /// See https://url.spec.whatwg.org/#forbidden-host-code-point
  static let forbiddenHost = ASCIISet(low: 0xD400_8009_0000_2601, high: 0x1000_0000_7800_0001)

  /// The forbidden host code points plus every C0 control, `%` and DEL.
  /// See https://url.spec.whatwg.org/#forbidden-domain-code-point
  static let forbiddenDomain = ASCIISet(low: 0xD400_8029_FFFF_FFFF, high: 0x9000_0000_7800_0001)
}
