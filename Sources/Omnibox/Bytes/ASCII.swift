// ASCII predicates and ASCII case, shared by the URL and host parsers and the library's other
// byte readers (JSON, XML, percent-decoding, share links, keywords). Everything on one byte is
// a branch-light test; nothing there allocates. Case is always ASCII-only, never
// locale-dependent.

/// ASCII predicates and case, named after the URL Standard's code point classes.
///
/// A byte that stands for a character is written `UInt8(ascii: "/")` throughout the library
/// (raw hex only where the value is a number: UTF-8 lead-byte masks, table data, SWAR lanes).
/// This is the one place the library spells ASCII classes and case: `ASCII.isAlpha(b)`, not
/// `(b | 0x20) &- 0x61 < 26`; `ASCII.lowercased(b)`, not `b &- 0x41 < 26 ? b | 0x20 : b`. All
/// of them are `@inline(__always)`, so a hot loop pays nothing for the name.
package enum ASCII {
  /// ASCII alpha: `A–Z a–z`.
  @inline(__always) package static func isAlpha(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
  /// ASCII digit: `0–9`.
  @inline(__always) package static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
  /// ASCII alphanumeric.
  @inline(__always) package static func isAlphanumeric(_ b: UInt8) -> Bool { isAlpha(b) || isDigit(b) }
  /// ASCII upper alpha: `A–Z`.
  @inline(__always) package static func isUpper(_ b: UInt8) -> Bool { b &- 0x41 < 26 }
  /// ASCII lower alpha: `a–z`.
  @inline(__always) package static func isLower(_ b: UInt8) -> Bool { b &- 0x61 < 26 }
  /// The byte, ASCII-lowercased.
  @inline(__always) package static func lowercased(_ b: UInt8) -> UInt8 { isUpper(b) ? b | 0x20 : b }
  /// The byte, ASCII-uppercased.
  @inline(__always) package static func uppercased(_ b: UInt8) -> UInt8 { isLower(b) ? b & 0xDF : b }
  /// The byte with its case bit (0x20) set: a capital becomes its small letter, and no other
  /// byte becomes a letter, so `letterFolded(b) == UInt8(ascii: "x")` is exactly "b is x or X".
  /// One OR, for packing and comparing letters; use ``lowercased(_:)`` for anything kept.
  @inline(__always) static func letterFolded(_ b: UInt8) -> UInt8 { b | 0x20 }
  /// Whether `b` is an ASCII hex digit: `0–9 A–F a–f`.
  @inline(__always) static func isHexDigit(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20) &- 0x61 < 6 }

  /// An ASCII digit scalar: `0–9`.
  @inline(__always) static func isDigit(_ s: Unicode.Scalar) -> Bool { s.value &- 0x30 < 10 }
  /// An ASCII alpha scalar: `A–Z a–z`.
  @inline(__always) static func isAlpha(_ s: Unicode.Scalar) -> Bool {
    s.value < 0x80 && isAlpha(UInt8(truncatingIfNeeded: s.value))
  }
  /// An ASCII alphanumeric scalar.
  @inline(__always) static func isAlphanumeric(_ s: Unicode.Scalar) -> Bool {
    s.value < 0x80 && isAlphanumeric(UInt8(truncatingIfNeeded: s.value))
  }
  /// The scalar, ASCII-lowercased (any scalar outside `A–Z` unchanged).
  @inline(__always) static func lowercased(_ s: Unicode.Scalar) -> Unicode.Scalar {
    guard s.value < 0x80 else { return s }
    return Unicode.Scalar(lowercased(UInt8(truncatingIfNeeded: s.value)))
  }
  /// A code point allowed after the first in a scheme: alphanumeric, `+`, `-`, `.`.
  @inline(__always) static func isSchemeCodePoint(_ b: UInt8) -> Bool {
    isAlphanumeric(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
  }
  /// Tab, LF or CR: removed from URL input wherever they occur.
  @inline(__always) static func isTabOrNewline(_ b: UInt8) -> Bool {
    b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
  }
  /// Space, tab, LF or CR: the white space between tokens in JSON (RFC 8259 `ws`) and XML (`S`).
  @inline(__always) static func isSpaceTabOrNewline(_ b: UInt8) -> Bool {
    b == UInt8(ascii: " ") || isTabOrNewline(b)
  }
  /// Whether `bytes` contains a tab, LF or CR. Eight bytes at a time: a word with no byte below
  /// 0x0E (the usual case for URLs) cannot hold one.
  static func containsTabOrNewline(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var index = 0
    while index + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // Sets a byte's high bit when that byte is below 0x0E (exact as "any").
      if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0 {
        for offset in index..<index + 8 where isTabOrNewline(bytes[offset]) { return true }
      }
      index += 8
    }
    while index < count {
      if isTabOrNewline(bytes[index]) { return true }
      index += 1
    }
    return false
  }

  /// Whether every byte is below 0x80, eight at a time (the last eight bytes too, overlapping
  /// the word before them, so no byte is read alone once there are eight).
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var index = 0
    var highBits: UInt64 = 0
    while index + 8 <= bytes.count {
      highBits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    if index < bytes.count, bytes.count >= 8 {
      highBits |= raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
      index = bytes.count
    }
    while index < bytes.count {
      highBits |= UInt64(bytes[index])
      index += 1
    }
    return highBits & 0x8080_8080_8080_8080 == 0
  }

  /// The value of an ASCII hex digit, or `nil`.
  @inline(__always) static func hexValue(_ b: UInt8) -> UInt8? {
    if isDigit(b) { return b &- UInt8(ascii: "0") }
    let lower = b | 0x20
    if lower &- 0x61 < 6 { return lower &- 0x61 &+ 10 }
    return nil
  }

  /// Appends `value` in decimal.
  static func appendDecimal(_ value: UInt32, to out: inout ByteBuffer) {
    // IPv4 parts and ports are short: write up to three digits directly.
    if value < 10 {
      out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
    } else if value < 100 {
      out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10))
      out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
    } else if value < 1000 {
      out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 100))
      out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10 % 10))
      out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
    } else {
      appendDecimal(value / 1000, to: &out)
      out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 100 % 10))
      out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10 % 10))
      out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
    }
  }

  /// Appends `value` in lowercase hex without leading zeros.
  static func appendHex(_ value: UInt16, to out: inout ByteBuffer) {
    @inline(__always) func digit(_ nibble: UInt16) -> UInt8 {
      let n = UInt8(truncatingIfNeeded: nibble & 0xF)
      return n < 10 ? UInt8(ascii: "0") &+ n : n &+ 0x57
    }
    if value >= 0x1000 { out.append(digit(value >> 12)) }
    if value >= 0x100 { out.append(digit(value >> 8)) }
    if value >= 0x10 { out.append(digit(value >> 4)) }
    out.append(digit(value))
  }

  // MARK: Case on runs of bytes (names that are ASCII by definition: schemes, hosts, parameters)

  /// `s` with `A–Z` lowered; other characters unchanged.
  static func lowercased(_ s: some StringProtocol) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(s.utf8.count)
    for b in s.utf8 { bytes.append(lowercased(b)) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether two byte sequences are equal ignoring ASCII case.
  static func equalIgnoringCase<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { lowercased($0) == lowercased($1) }
  }

  /// Whether `bytes` starts with `prefix` (lowercase ASCII), ignoring ASCII case.
  static func hasPrefixIgnoringCase<B: Collection<UInt8>>(_ bytes: B, _ prefix: StaticString) -> Bool {
    prefix.withUTF8Buffer { p in
      guard bytes.count >= p.count else { return false }
      return zip(bytes, p).allSatisfy { lowercased($0) == $1 }
    }
  }
}
