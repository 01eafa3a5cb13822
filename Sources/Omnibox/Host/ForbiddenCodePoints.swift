// The URL Standard's forbidden host and forbidden domain code points, as 128-bit byte tables.
// Every one of them is ASCII, so a test on a UTF-8 byte is a test on the code point.

/// A set of ASCII bytes as two 64-bit masks; bytes of 0x80 and above are never members.
struct ASCIISet: Sendable, Hashable {
  private let low: UInt64
  private let high: UInt64

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  private init(_ characters: String, low: UInt64 = 0, high: UInt64 = 0) {
    var low = low, high = high
    for byte in characters.utf8 where byte < 128 {
      if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte &- 64) }
    }
    self.init(low: low, high: high)
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
  static let forbiddenHost = ASCIISet("\u{0}\t\n\r #/:<>?@[\\]^|")

  /// The forbidden host code points plus every C0 control, `%` and DEL.
  /// See https://url.spec.whatwg.org/#forbidden-domain-code-point
  static let forbiddenDomain = ASCIISet("%\u{7F}", low: 0xFFFF_FFFF).union(forbiddenHost)

  private func union(_ other: ASCIISet) -> ASCIISet {
    ASCIISet(low: low | other.low, high: high | other.high)
  }
}
