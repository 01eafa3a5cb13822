/// A Bloom filter over keywords (512 bits, two per keyword): a typed word that is ASCII and
/// whose bits are not both set is no keyword, which is decided without making a lookup string
/// or hashing one. Nearly every first word of a search is turned away here.
///
/// A word with non-ASCII bytes passes when some keyword is not ASCII, or when it holds one of
/// ``asciiEquivalentScalars``, whose Unicode lowercase (what the lookup uses) is or compares
/// equal to ASCII text: U+212A KELVIN SIGN lowercases to `k`, and the lookup compares strings
/// by canonical equivalence, under which U+037E is `;`. Any other non-ASCII scalar leaves a
/// non-ASCII scalar in the lowercase's canonical decomposition, so such a word equals no ASCII
/// keyword (`KeywordFilterTests` checks this for every assigned scalar). Keywords are only ever
/// added, so a removed keyword may still pass; the lookup after the filter is what decides.
///
/// - Fast path: buys 4.2% of `omnibox resolve`'s instructions on 20,000 lines of the bench
///   corpus (f23237a: 108.4M without it, 103.9M with it). Oracle:
///   `ResolverShortcutTests.keywordFilterPassesEveryKeyword` and `KeywordFilterTests`.
struct KeywordFilter: Sendable {
  private var bits = [UInt64](repeating: 0, count: 8)
  /// Whether a keyword with non-ASCII bytes was inserted.
  private var hasNonASCIIKey = false

  /// The non-ASCII scalars whose lowercase is, or is canonically equivalent to, ASCII text, in
  /// UTF-8. Source: UnicodeData.txt, the only lowercase mapping to ASCII (U+212A → `k`) and the
  /// only canonical decompositions to ASCII (U+037E → `;`, U+1FEF → `` ` ``, U+212A → `K`).
  static let asciiEquivalentScalars: [[UInt8]] = [
    [0xCD, 0xBE],  // U+037E GREEK QUESTION MARK ≡ ";"
    [0xE1, 0xBF, 0xAF],  // U+1FEF GREEK VARIA ≡ "`"
    [0xE2, 0x84, 0xAA],  // U+212A KELVIN SIGN ≡ "K", lowercased "k"
  ]

  /// Adds a keyword given as its lookup key (already lowercased).
  mutating func insert(_ key: String) {
    let (a, b) = key.withUTF8Bytes(Self.positions)
    bits[a >> 6] |= 1 << UInt64(a & 63)
    bits[b >> 6] |= 1 << UInt64(b & 63)
    if key.utf8.contains(where: { $0 >= 0x80 }) { hasNonASCIIKey = true }
  }

  /// Whether `word` (valid UTF-8, as typed) may be a keyword: `false` when it is ASCII and its
  /// ASCII lowercase was never inserted, or when it is not ASCII and can equal no keyword.
  func mayContain(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let (a, b) = Self.asciiPositions(word) else {
      return hasNonASCIIKey || Self.holdsASCIIEquivalentScalar(word)
    }
    return bits[a >> 6] & (1 << UInt64(a & 63)) != 0 && bits[b >> 6] & (1 << UInt64(b & 63)) != 0
  }

  /// Whether `word` holds one of ``asciiEquivalentScalars``.
  static func holdsASCIIEquivalentScalar(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
    for start in word.indices where word[start] >= 0xC0 {
      for scalar in asciiEquivalentScalars
      where word.count - start >= scalar.count && word[start..<(start + scalar.count)].elementsEqual(scalar) {
        return true
      }
    }
    return false
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
      hash = (hash ^ UInt64(ASCII.lowercased(byte))) &* 0x100_0000_01b3
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
