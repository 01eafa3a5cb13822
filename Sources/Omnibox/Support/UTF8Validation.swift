/// Strict UTF-8 validation that reports where the input first goes wrong.
///
/// Accepts exactly the well-formed sequences of the Unicode Standard (Table 3-7): no overlong
/// forms, no surrogates (U+D800–U+DFFF), nothing above U+10FFFF.
enum UTF8Validation {
  /// The byte offset of the first ill-formed sequence in `bytes`, or `nil` when all of it is
  /// well-formed UTF-8.
  ///
  ///     UTF8Validation.firstInvalidOffset(in: [0x61, 0xC3, 0x28])  // 1
  ///
  /// - Complexity: O(n), one pass.
  static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var i = 0
    let n = bytes.count
    while i < n {
      let b0 = bytes[i]
      if b0 < 0x80 { i += 1; continue }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch b0 {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; high = 0x9F
      case 0xF0: length = 4; low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; high = 0x8F
      default: return i
      }
      guard i + length <= n else { return i }
      let b1 = bytes[i + 1]
      guard b1 >= low && b1 <= high else { return i }
      var k = 2
      while k < length {
        let b = bytes[i + k]
        guard b >= 0x80 && b <= 0xBF else { return i }
        k += 1
      }
      i += length
    }
    return nil
  }
}
