/// A Bloom filter over keywords (512 bits, two per keyword): a typed word that is ASCII and
/// whose bits are not both set is no keyword, which is decided without making a lookup string
/// or hashing one. Nearly every first word of a search is turned away here.
///
/// Words with non-ASCII bytes always pass (their Unicode lowercase, which the lookup uses, can
/// be ASCII: U+212A KELVIN SIGN lowercases to `k`). Keywords are only ever added, so a removed
/// keyword may still pass; the lookup after the filter is what decides.
struct KeywordFilter: Sendable {
  private var bits = [UInt64](repeating: 0, count: 8)

  /// Adds a keyword given as its lookup key (already lowercased).
  mutating func insert(_ key: String) {
    let (a, b) = key.withUTF8Bytes(Self.positions)
    bits[a >> 6] |= 1 << UInt64(a & 63)
    bits[b >> 6] |= 1 << UInt64(b & 63)
  }

  /// Whether `word` (valid UTF-8, as typed) may be a keyword: `false` only when it is ASCII and
  /// its ASCII lowercase was never inserted.
  func mayContain(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let (a, b) = Self.asciiPositions(word) else { return true }
    return bits[a >> 6] & (1 << UInt64(a & 63)) != 0 && bits[b >> 6] & (1 << UInt64(b & 63)) != 0
  }

  /// The two bit positions for lowercase ASCII `key` bytes (other bytes are hashed as they are).
  private static func positions(_ key: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
    for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return spread(hash)
  }

  /// ``positions(_:)`` of the ASCII lowercase of `word`; `nil` when `word` is not ASCII.
  @inline(__always)
  private static func asciiPositions(_ word: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var high: UInt8 = 0
    for byte in word {
      high |= byte
      hash = (hash ^ UInt64(byte &- 0x41 < 26 ? byte | 0x20 : byte)) &* 0x100_0000_01b3
    }
    return high < 0x80 ? spread(hash) : nil
  }

  /// Two positions below 512 from the well-mixed high bits of `hash`.
  @inline(__always)
  private static func spread(_ hash: UInt64) -> (Int, Int) {
    let mixed = hash ^ (hash >> 29)
    return (Int(truncatingIfNeeded: mixed >> 55), Int(truncatingIfNeeded: (mixed >> 46) & 511))
  }
}
