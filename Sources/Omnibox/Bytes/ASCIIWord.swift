/// Eight bytes of text at a time (SWAR): exact byte-class masks, so the scans of typed text
/// step over ordinary runs a word at a time.
///
/// A mask has the high bit (0x80) of each byte lane whose byte is in the class. The classes
/// other than ``nonASCII(_:)`` are exact only for words of ASCII bytes: callers test
/// ``nonASCII(_:)`` first and look at a word holding other bytes one byte at a time.
///
/// - Fast path: buys 3.1% of `omnibox resolve`'s instructions on 20,000 lines of the bench
///   corpus (f23237a: 107.1M with every word taken byte by byte, 103.9M as is); `omnibox parse`
///   runs 5.3% more instructions with it (60.4M, against 57.3M byte by byte) on 20,000 ASCII
///   URLs, whose runs are short, and the timing of that difference was within the machine's
///   noise, so it stays. Oracle: `ResolverShortcutTests.wordScansAgreeWithReadingEachByte`.
enum ASCIIWord {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080
  private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

  /// The eight bytes at `offset` with the first in the lowest lane (`offset + 8` must not
  /// pass the end).
  @inline(__always)
  static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
    guard let base = bytes.baseAddress else { return 0 }
    return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// Lanes holding a byte of 0x80 or above.
  @inline(__always)
  static func nonASCII(_ word: UInt64) -> UInt64 { word & highs }

  /// Lanes equal to `byte` (an ASCII byte), in a word of ASCII bytes.
  @inline(__always)
  static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let x = word ^ (ones &* UInt64(byte))
    // A lane is zero exactly when adding 0x7F leaves its high bit clear (no carry between
    // lanes: every lane is below 0x80).
    return ~((x &+ lows) | x) & highs
  }

  /// Lanes below `limit` (at most 0x80), in a word of ASCII bytes.
  @inline(__always)
  static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
    // A lane b sets its high bit in b + (0x80 - limit) exactly when b >= limit; no lane carries.
    ~(word &+ ones &* UInt64(0x80 &- limit)) & highs
  }

  /// Lanes equal to `byte`, in any word (exact for bytes of 0x80 and above too).
  @inline(__always)
  static func equalInAnyWord(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let x = word ^ (ones &* UInt64(byte))
    // The low seven bits of a lane plus 0x7F carry into its top bit unless they are all zero.
    return ~(((x & lows) &+ lows) | x | lows)
  }

  /// Lanes below `limit` (at most 0x80), in any word: ASCII lanes below it.
  @inline(__always)
  static func belowInAnyWord(_ word: UInt64, _ limit: UInt8) -> UInt64 {
    ~(((word & lows) &+ ones &* UInt64(0x80 &- limit)) | word) & highs
  }

  /// The lane (0–7) of the first byte set in a non-zero `mask`.
  @inline(__always)
  static func firstLane(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }

  /// Whether `bytes` hold the ASCII byte `byte`: eight bytes at a time through ASCII words,
  /// one by one through the others.
  static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var start = 0
    while start + 8 <= bytes.count {
      let word = load(bytes, at: start)
      if nonASCII(word) == 0 {
        if equal(word, byte) != 0 { return true }
      } else if bytes[start..<(start + 8)].contains(byte) {
        return true
      }
      start += 8
    }
    return bytes[start...].contains(byte)
  }

  /// Lanes in `low...high` (ASCII bytes, `low` at least 1), in a word of ASCII bytes.
  @inline(__always)
  static func inRange(_ word: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
    below(word, high &+ 1) & ~below(word, low)
  }

  /// Lanes holding an ASCII letter, in a word of ASCII bytes.
  @inline(__always)
  static func letters(_ word: UInt64) -> UInt64 {
    // Setting 0x20 in each lane maps exactly the capitals onto the small letters.
    inRange(word | 0x2020_2020_2020_2020, 0x61, 0x7A)
  }

  /// Lanes holding an ASCII letter or digit, in a word of ASCII bytes.
  @inline(__always)
  static func alphanumeric(_ word: UInt64) -> UInt64 {
    letters(word) | inRange(word, 0x30, 0x39)
  }
}
