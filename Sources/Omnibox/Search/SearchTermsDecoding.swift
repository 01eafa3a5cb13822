/// Turns the raw text of a terms parameter back into the query.
///
/// In a query or fragment a raw `+` is a space (`%2B` stays `+`); in a path `+` stays. Then
/// `%XX` escapes are decoded, except those of control bytes (U+0000–U+001F, U+007F), which stay
/// escaped as browsers leave them; a `%` not followed by two hex digits is kept. If the decoded
/// bytes are not UTF-8, the text is returned still escaped (with `+` as space).
///
///     decode("caff%C3%A8+shop+%2B", plusAsSpace: true)  // "caffè shop +"
///     decode("100%", plusAsSpace: true)                 // "100%"
///     decode("a%0Ab", plusAsSpace: true)                // "a%0Ab"
enum SearchTermsDecoding {
  static func decode(_ raw: Substring, plusAsSpace: Bool) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.utf8.count)
    var escaped: [UInt8] = []  // the fallback: raw text with '+' as space
    escaped.reserveCapacity(raw.utf8.count)
    let utf8 = Array(raw.utf8)
    var i = 0
    while i < utf8.count {
      let b = utf8[i]
      if b == UInt8(ascii: "%"), i + 2 < utf8.count,
        let hi = PercentEncoding.hexValue(utf8[i + 1]), let lo = PercentEncoding.hexValue(utf8[i + 2])
      {
        let value = hi << 4 | lo
        if value < 0x20 || value == 0x7F {
          bytes.append(contentsOf: utf8[i...(i + 2)])
        } else {
          bytes.append(value)
        }
        escaped.append(contentsOf: utf8[i...(i + 2)])
        i += 3
        continue
      }
      let out = plusAsSpace && b == UInt8(ascii: "+") ? 0x20 : b
      bytes.append(out)
      escaped.append(out)
      i += 1
    }
    let valid = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) == nil }
    return String(decoding: valid ? bytes : escaped, as: UTF8.self)
  }
}
