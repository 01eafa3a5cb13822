/// Full-width and ideographic forms of URL characters, folded to ASCII.
///
/// Japanese, Chinese and Korean input methods often produce full-width Latin letters, digits and
/// punctuation (`ｅｘａｍｐｌｅ．ｃｏｍ`) and the ideographic full stop (`例え。jp`). UTS #46 maps
/// these inside a host anyway; the omnibox also needs them folded to find the host's end and its
/// port. When every character of the input is ASCII or such a form (an IME left in full-width
/// mode), the whole input is folded before its keyword is looked for, so `ｅｘａｍｐｌｅ．ｃｏｍ／ｐａｔｈ`
/// means `example.com/path` and a last word `！ａ` is the bang `!a`; otherwise only the host part
/// is, and a path typed in CJK text stays as typed.
///
/// Folding works on UTF-8 bytes: U+FF01–U+FF5E are `EF BC 81`–`EF BD 9E`, U+3000 and U+3002 are
/// `E3 80 80` and `E3 80 82`, U+FF61 is `EF BD A1`.
enum WidthFolding {
  /// The ASCII byte for the three-byte sequence at `i`, or `nil` when it is not foldable.
  @inline(__always)
  private static func foldedByte(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8) -> UInt8? {
    if b0 == 0xEF {
      if b1 == 0xBC, b2 >= 0x81, b2 <= 0xBF { return b2 - 0x60 }  // U+FF01–U+FF3F → 0x21–0x5F
      if b1 == 0xBD, b2 >= 0x80, b2 <= 0x9E { return b2 - 0x20 }  // U+FF40–U+FF5E → 0x60–0x7E
      if b1 == 0xBD, b2 == 0xA1 { return UInt8(ascii: ".") }  // U+FF61 halfwidth ideographic full stop
      return nil
    }
    if b0 == 0xE3, b1 == 0x80 {
      if b2 == 0x80 { return UInt8(ascii: " ") }  // U+3000 ideographic space
      if b2 == 0x82 { return UInt8(ascii: ".") }  // U+3002 ideographic full stop
    }
    return nil
  }

  /// The text of `bytes` (valid UTF-8) with every foldable character folded, when every
  /// character is ASCII or foldable and at least one is foldable; otherwise `nil`. Text that
  /// does not qualify is not copied.
  static func foldedIfEntirelyWide(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard isEntirelyWide(bytes) else { return nil }
    return String(decoding: fold(bytes), as: UTF8.self)
  }

  /// Whether every character of `bytes` is ASCII or foldable, and at least one is foldable.
  private static func isEntirelyWide(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var foldable = false
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte < 0x80 {
        i += 1
        continue
      }
      guard i + 2 < bytes.count, foldedByte(byte, bytes[i + 1], bytes[i + 2]) != nil else { return false }
      foldable = true
      i += 3
    }
    return foldable
  }

  /// Whether `bytes` (valid UTF-8) hold a foldable character.
  static func hasFoldable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i + 2 < bytes.count {
      if bytes[i] >= 0xE3, foldedByte(bytes[i], bytes[i + 1], bytes[i + 2]) != nil { return true }
      i += 1
    }
    return false
  }

  /// `bytes` (valid UTF-8) with every foldable character folded and everything else kept.
  static func fold(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte >= 0x80, i + 2 < bytes.count, let ascii = foldedByte(byte, bytes[i + 1], bytes[i + 2]) {
        out.append(ascii)
        i += 3
        continue
      }
      out.append(byte)
      i += 1
    }
    return out
  }
}
