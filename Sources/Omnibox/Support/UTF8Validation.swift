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

  /// Whether all of `bytes` is well-formed UTF-8, answered faster than
  /// ``firstInvalidOffset(in:)``: runs of ASCII are stepped over eight bytes at a time,
  /// and an ASCII tail shorter than that is read as the last eight bytes of the text.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    var i = 0
    while i < count {
      if i + 8 <= count, ASCIIWord.nonASCII(ASCIIWord.load(bytes, at: i)) == 0 {
        i += 8
        continue
      }
      // `i` starts a scalar: when the last eight bytes (which cover the rest) are ASCII, so is the rest.
      if i + 8 > count, count >= 8, ASCIIWord.nonASCII(ASCIIWord.load(bytes, at: count - 8)) == 0 { return true }
      let lead = bytes[i]
      if lead < 0x80 {
        i += 1
        continue
      }
      @inline(__always) func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
      switch lead {
      case 0xC2...0xDF:
        guard i + 1 < count, isContinuation(bytes[i + 1]) else { return false }
        i += 2
      case 0xE0...0xEF:
        guard i + 2 < count else { return false }
        // E0 needs A0–BF after it (no overlong form), ED needs 80–9F (no surrogate).
        let second = bytes[i + 1]
        let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
        let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
        guard second >= low, second <= high, isContinuation(bytes[i + 2]) else { return false }
        i += 3
      case 0xF0...0xF4:
        guard i + 3 < count else { return false }
        // F0 needs 90–BF after it (no overlong form), F4 needs 80–8F (nothing above U+10FFFF).
        let second = bytes[i + 1]
        let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
        let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
        guard second >= low, second <= high, isContinuation(bytes[i + 2]), isContinuation(bytes[i + 3]) else {
          return false
        }
        i += 4
      default:
        return false  // a continuation byte, C0, C1, or F5 and above
      }
    }
    return true
  }
}
