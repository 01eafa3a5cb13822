// A tiny, exact-negative filter in front of the catalog's hash tables: most names a URL holds
// (`id`, `q`, `page`, hosts' parent domains) are in no table, and this says so from three bytes
// of arithmetic instead of hashing the name.

/// A 4,096-bit filter of byte strings by their first byte, last byte and length: `mayContain`
/// is false only for keys that were never inserted.
struct ByteKeyFilter: Sendable {
  private var bits = [UInt64](repeating: 0, count: 64)

  /// Adds `key`.
  mutating func insert(_ key: some BidirectionalCollection<UInt8>) {
    let slot = Self.slot(key)
    bits[slot >> 6] |= 1 << UInt64(slot & 63)
  }

  /// Whether `key` may have been inserted (false: it certainly was not).
  func mayContain(_ key: some BidirectionalCollection<UInt8>) -> Bool {
    let slot = Self.slot(key)
    return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
  }

  /// The bit for `key`.
  private static func slot(_ key: some BidirectionalCollection<UInt8>) -> Int {
    guard let first = key.first, let last = key.last else { return 0 }
    return (Int(first) &* 131 &+ Int(last) &* 31 &+ key.count) & 4095
  }
}
