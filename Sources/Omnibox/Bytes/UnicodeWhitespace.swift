/// Unicode white space (the `White_Space` property) without a property lookup.
///
/// `Unicode.Scalar.Properties.isWhitespace` consults the stdlib's property tables on every call;
/// the set is small and stable since Unicode 6.3, so it is spelled out here. ASCII is checked on
/// bytes, and text is scanned through its contiguous UTF-8.
package enum UnicodeWhitespace {
  /// Whether `scalar` has the White_Space property.
  @inline(__always)
  package static func contains(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
      return true
    default:
      return false
    }
  }

  /// Whether an ASCII byte is white space (tab, LF, VT, FF, CR, space).
  @inline(__always)
  static func contains(asciiByte byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// Whether `text` contains white space. ASCII text is checked byte by byte.
  static func occurs(in text: String) -> Bool {
    text.withUTF8Bytes { occurs(inUTF8: $0) }
  }

  /// Whether valid UTF-8 `bytes` contain white space.
  static func occurs(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var sawNonASCII = false
    for byte in bytes {
      if byte < 0x80 {
        if contains(asciiByte: byte) { return true }
      } else {
        sawNonASCII = true
      }
    }
    guard sawNonASCII else { return false }
    // Non-ASCII white space is U+0085, U+00A0 (C2 xx), U+1680 (E1 9A 80), U+2000–U+205F (E2 80/81 xx)
    // and U+3000 (E3 80 80): decode only around those lead bytes.
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if isWhitespaceLead(byte), let scalar = scalar(in: bytes, at: i), contains(scalar) { return true }
      i += 1
    }
    return false
  }

  /// The scalar whose UTF-8 encoding starts at `i`, or `nil` (also where a continuation byte
  /// is missing, so that invalid UTF-8 is never read as white space).
  @inline(__always)
  static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Unicode.Scalar? {
    let lead = bytes[i]
    switch lead {
    case 0..<0x80: return Unicode.Scalar(lead)
    case 0xC0..<0xE0 where i + 1 < bytes.count && bytes[i + 1] & 0xC0 == 0x80:
      return Unicode.Scalar(UInt32(lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F))
    case 0xE0..<0xF0 where i + 2 < bytes.count && bytes[i + 1] & 0xC0 == 0x80 && bytes[i + 2] & 0xC0 == 0x80:
      return Unicode.Scalar(UInt32(lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F))
    default: return nil
    }
  }

  /// Whether `byte` can start the UTF-8 form of a non-ASCII white space scalar (C2, E1, E2, E3).
  @inline(__always)
  static func isWhitespaceLead(_ byte: UInt8) -> Bool {
    byte == 0xC2 || byte == 0xE1 || byte == 0xE2 || byte == 0xE3
  }

  /// The length in bytes of the white space scalar starting at `i`, or 0 when there is none.
  @inline(__always)
  static func whitespaceLength(in bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let byte = bytes[i]
    if byte < 0x80 { return contains(asciiByte: byte) ? 1 : 0 }
    guard isWhitespaceLead(byte), let scalar = scalar(in: bytes, at: i), contains(scalar) else { return 0 }
    return byte < 0xE0 ? 2 : 3
  }

  /// Whether `bytes` hold nothing but white space (or nothing), read only up to the first
  /// scalar that is not; invalid UTF-8 is not white space.
  package static func isBlank(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i < bytes.count {
      let length = whitespaceLength(in: bytes, at: i)
      if length == 0 { return false }
      i += length
    }
    return true
  }

  /// The byte range of valid UTF-8 `bytes` without leading and trailing white space (empty,
  /// at the end, when there is nothing else).
  static func trimmedRange(of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var start = 0
    while start < bytes.count {
      let length = whitespaceLength(in: bytes, at: start)
      if length == 0 { break }
      start += length
    }
    var end = bytes.count
    while end > start {
      // Back up to the lead byte of the last scalar.
      var lead = end - 1
      while lead > start, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
      guard whitespaceLength(in: bytes, at: lead) == end - lead else { break }
      end = lead
    }
    return start..<end
  }
}
