// Proofpoint URL Defense: how its rewritten links carry the link they protect.
//
// Written from the link formats as they appear in mail (Proofpoint's own decoder documents the
// same three versions):
// - v1 `https://urldefense.proofpoint.com/v1/url?u=<percent-encoded link>&k=…`: an ordinary
//   redirector parameter (a `.redirect` rule).
// - v2 `https://urldefense.proofpoint.com/v2/url?u=<link>&d=…&c=…`: the link percent-encoded,
//   then every `%` written `-` and every `/` written `_` (`https-3A__example.com_a-3Fb-3D1`).
// - v3 `https://urldefense.com/v3/__<link>__;<table>!!<customer>!<signature>$`: the link as
//   written, except that each byte URL Defense will not carry is replaced by `*` and kept, in
//   order, in `<table>` (base64url of those bytes). A run of 2 to 65 replaced bytes is `**` and
//   one length digit (`A` = 2 … `Z` = 27, `a` = 28 … `z` = 53, `0` = 54 … `9` = 63, `-` = 64,
//   `_` = 65); a non-ASCII character is such a run of its UTF-8 bytes (`**E` for `你好`).
//
// A link that does not decode (a table too short for its `*`s, a result that is not UTF-8, no
// `__;`) gives no link: the wrapper is then kept whole, never cut short.

/// Decoding of Proofpoint URL Defense v2 parameters and v3 paths.
enum URLDefenseDecoding {
  /// The link of a v2 `u` parameter's bytes, as percent-encoded bytes (`-` → `%`, `_` → `/`),
  /// ready for the redirector decoding; the bytes are not looked at otherwise.
  static func v2Encoded(_ value: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    ArraySlice(
      value.map { byte in
        switch byte {
        case UInt8(ascii: "-"): return UInt8(ascii: "%")
        case UInt8(ascii: "_"): return UInt8(ascii: "/")
        default: return byte
        }
      })
  }

  /// The link of a v3 wrapper, from what follows `/v3/__` in its serialized URL (path, query
  /// and fragment as the URL parser wrote them); `nil` when it does not decode.
  ///
  /// - Complexity: O(n) in the length of `rest`.
  static func v3Link(_ rest: ArraySlice<UInt8>) -> String? {
    guard let end = firstIndex(of: Array("__;".utf8), in: rest) else { return nil }
    let encoded = rest[rest.startIndex..<end]
    let tableStart = end + 3
    var tableEnd = tableStart
    while tableEnd < rest.endIndex, rest[tableEnd] != UInt8(ascii: "!") { tableEnd += 1 }
    guard let table = base64URLDecoded(rest[tableStart..<tableEnd]) else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(encoded.count + table.count)
    var next = 0  // the next unused byte of the table
    var i = encoded.startIndex
    while i < encoded.endIndex {
      let byte = encoded[i]
      guard byte == UInt8(ascii: "*") else {
        out.append(byte)
        i += 1
        continue
      }
      var count = 1
      i += 1
      if i < encoded.endIndex, encoded[i] == UInt8(ascii: "*") {
        guard i + 1 < encoded.endIndex, let run = runLength(encoded[i + 1]) else { return nil }
        count = run
        i += 2
      }
      guard next + count <= table.count else { return nil }
      out.append(contentsOf: table[next..<(next + count)])
      next += count
    }
    return String(validating: out, as: UTF8.self)
  }

  /// The length a run digit stands for (2–65), `nil` for a byte that is none.
  private static func runLength(_ digit: UInt8) -> Int? {
    switch digit {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(digit - UInt8(ascii: "A")) + 2
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(digit - UInt8(ascii: "a")) + 28
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(digit - UInt8(ascii: "0")) + 54
    case UInt8(ascii: "-"): return 64
    case UInt8(ascii: "_"): return 65
    default: return nil
    }
  }

  /// The bytes of base64url text (`-` and `_` for `+` and `/`, padding optional); `nil` when a
  /// byte is no digit or the length is impossible.
  static func base64URLDecoded(_ text: ArraySlice<UInt8>) -> [UInt8]? {
    var digits = text
    while digits.last == UInt8(ascii: "=") { digits.removeLast() }
    guard digits.count % 4 != 1 else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(digits.count * 3 / 4)
    var accumulator: UInt32 = 0
    var bits = 0
    for byte in digits {
      guard let value = base64URLValue(byte) else { return nil }
      accumulator = (accumulator << 6) | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        out.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
      }
    }
    return out
  }

  private static func base64URLValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0") + 52
    case UInt8(ascii: "-"), UInt8(ascii: "+"): return 62
    case UInt8(ascii: "_"), UInt8(ascii: "/"): return 63
    default: return nil
    }
  }

  /// The first position of `needle` in `haystack`.
  private static func firstIndex(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var i = haystack.startIndex
    while i + needle.count <= haystack.endIndex {
      if haystack[i] == needle[0], haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }
}
