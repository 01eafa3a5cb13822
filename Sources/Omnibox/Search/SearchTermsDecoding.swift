/// Turns the raw text of a terms parameter back into the query.
///
/// In a query or fragment a raw `+` is a space (`%2B` stays `+`); in a path `+` stays. Then
/// `%XX` escapes are decoded, except those of control characters (U+0000–U+001F, U+007F, and
/// the C1 controls U+0080–U+009F, `%C2%80`–`%C2%9F`), which stay escaped as browsers leave
/// them, so terms shown in an address bar never carry one; a `%` not followed by two hex digits
/// is kept. If the decoded bytes are not UTF-8, the text is returned still escaped (with `+` as
/// space).
///
///     func decode(_ terms: String) -> String {
///       Array(terms.utf8).withUnsafeBufferPointer { SearchTermsDecoding.decode($0, plusAsSpace: true) }
///     }
///     decode("caff%C3%A8+shop+%2B")  // "caffè shop +"
///     decode("100%")                 // "100%"
///     decode("a%0Ab")                // "a%0Ab"
///     decode("a%C2%85b")             // "a%C2%85b" (U+0085, a C1 control)
enum SearchTermsDecoding {
  static func decode(_ raw: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> String {
    // Fast path: nothing to decode.
    var needsWork = false
    for b in raw where b == UInt8(ascii: "%") || (plusAsSpace && b == UInt8(ascii: "+")) {
      needsWork = true
      break
    }
    if !needsWork { return String(decoding: raw, as: UTF8.self) }

    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.count)
    var decodedNonASCII = false
    var i = 0
    while i < raw.count {
      let b = raw[i]
      if b == UInt8(ascii: "%"), i + 2 < raw.count,
        let hi = ASCII.hexValue(raw[i + 1]), let lo = ASCII.hexValue(raw[i + 2])
      {
        let value = hi << 4 | lo
        if value < 0x20 || value == 0x7F {
          bytes.append(b)
          bytes.append(raw[i + 1])
          bytes.append(raw[i + 2])
        } else if value == 0xC2, let next = Self.escapedByte(raw, at: i + 3), next >= 0x80 && next < 0xA0 {
          bytes.append(contentsOf: raw[i..<(i + 6)])
          i += 6
          continue
        } else {
          bytes.append(value)
          if value >= 0x80 { decodedNonASCII = true }
        }
        i += 3
        continue
      }
      bytes.append(plusAsSpace && b == UInt8(ascii: "+") ? 0x20 : b)
      if b >= 0x80 { decodedNonASCII = true }
      i += 1
    }
    if decodedNonASCII, bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset(in: $0) }) != nil {
      // Not UTF-8: give the text back still escaped, only `+` read as a space.
      return String(decoding: raw.map { plusAsSpace && $0 == UInt8(ascii: "+") ? 0x20 : $0 }, as: UTF8.self)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The byte a `%XX` escape at `index` stands for, or `nil` when there is none.
  private static func escapedByte(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt8? {
    guard index + 2 < raw.count, raw[index] == UInt8(ascii: "%"), let hi = ASCII.hexValue(raw[index + 1]),
      let lo = ASCII.hexValue(raw[index + 2])
    else { return nil }
    return hi << 4 | lo
  }

  /// `decode` over a string's UTF-8.
  static func decode(_ raw: Substring, plusAsSpace: Bool) -> String {
    var raw = raw
    return raw.withUTF8 { decode($0, plusAsSpace: plusAsSpace) }
  }
}
