/// Strict UTF-8 validation that reports where the input first goes wrong.
///
/// Accepts exactly the well-formed sequences of the Unicode Standard (Table 3-7): no overlong
/// forms, no surrogates (U+D800–U+DFFF), nothing above U+10FFFF.
enum UTF8Validation {
  /// The byte offset of the first ill-formed sequence in `bytes`, or `nil` when all of it is
  /// well-formed UTF-8.
  ///
  ///     [0x61, 0xC3, 0x28].withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset)  // 1
  ///
  /// - Complexity: O(n), one pass.
  static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var i = 0
    while i < bytes.count {
      if bytes[i] < 0x80 {
        i += 1
        continue
      }
      guard let length = sequenceLength(bytes, at: i) else { return i }
      i += length
    }
    return nil
  }

  /// Whether all of `bytes` is well-formed UTF-8, answered faster than
  /// ``firstInvalidOffset(in:)``: runs of ASCII are stepped over eight bytes at a time, and an
  /// ASCII tail shorter than that is read as the last eight bytes of the text.
  ///
  ///     [0x61, 0xC3, 0xA9].withUnsafeBufferPointer(UTF8Validation.isValid)  // true
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
      if bytes[i] < 0x80 {
        i += 1
        continue
      }
      guard let length = sequenceLength(bytes, at: i) else { return false }
      i += length
    }
    return true
  }

  /// The length of the well-formed sequence whose lead byte (0x80 or above) is at `i`, or `nil`
  /// when none starts there: a continuation byte, C0, C1 or F5 and above; a second byte out of
  /// its lead's range (E0 needs A0–BF: no overlong form; ED 80–9F: no surrogate; F0 90–BF; F4
  /// 80–8F: nothing above U+10FFFF); a later byte that is no continuation; or the end first.
  @inline(__always)
  private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch bytes[i] {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return nil
    }
    guard i + length <= bytes.count else { return nil }
    let second = bytes[i + 1]
    guard second >= low && second <= high else { return nil }
    for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return nil }
    return length
  }
}
