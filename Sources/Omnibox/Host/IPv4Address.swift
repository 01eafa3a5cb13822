// IPv4 addresses as the URL Standard reads them: one to four dot-separated numbers, each decimal,
// octal (leading 0) or hex (0x), the last one filling the remaining bytes. Parsing is one pass with
// no allocation; numbers that overflow 32 bits saturate so that any length is handled in O(n).

/// An IPv4 address, as a host of a URL.
///
///     try IPv4Address(parsing: "0x7f.1").description  // "127.0.0.1"
///
/// See https://url.spec.whatwg.org/#concept-ipv4
public struct IPv4Address: Sendable, Hashable, CustomStringConvertible {
  /// The address as a 32-bit number, most significant byte first (`127.0.0.1` is `0x7F00_0001`).
  public let value: UInt32

  /// The address with this 32-bit value.
  public init(value: UInt32) { self.value = value }

  /// Parses `input` with the URL Standard's IPv4 parser, which accepts every form browsers do:
  /// `192.168.0.1`, `0xC0.0250.1`, `3232235521`, `192.168.1`, a trailing dot.
  ///
  /// - Throws: ``URLParseError/Reason/invalidIPv4`` when a part is not a number, there are more
  ///   than four parts, or a number is too large for its position.
  public init(parsing input: String) throws(URLParseError) {
    var input = input
    let value = input.withUTF8 { IPv4Address.parse($0) }
    guard let value else { throw URLParseError(.invalidIPv4) }
    self.value = value
  }

  /// Dotted decimal: `"127.0.0.1"`.
  public var description: String {
    var out = ByteBuffer(capacity: 15)
    serialize(into: &out)
    return out.makeString()
  }

  /// Appends the dotted-decimal serialization.
  func serialize(into out: inout ByteBuffer) {
    ASCII.appendDecimal(value >> 24, to: &out)
    out.append(UInt8(ascii: "."))
    ASCII.appendDecimal((value >> 16) & 0xFF, to: &out)
    out.append(UInt8(ascii: "."))
    ASCII.appendDecimal((value >> 8) & 0xFF, to: &out)
    out.append(UInt8(ascii: "."))
    ASCII.appendDecimal(value & 0xFF, to: &out)
  }

  // MARK: The parser

  /// Numbers above this are "too big" whatever their position; larger values saturate to it.
  private static let saturated: UInt64 = 1 << 32

  /// The IPv4 number parser: `(value, isValid)`; values past 2^32 saturate at 2^32.
  /// See https://url.spec.whatwg.org/#ipv4-number-parser
  static func parseNumber(_ s: UnsafeBufferPointer<UInt8>) -> UInt64? {
    guard let first = s.first else { return nil }
    var radix: UInt64 = 10
    var index = 0
    if s.count >= 2, first == UInt8(ascii: "0"), ASCII.letterFolded(s[1]) == UInt8(ascii: "x") {
      radix = 16
      index = 2
    } else if s.count >= 2, first == UInt8(ascii: "0") {
      radix = 8
      index = 1
    }
    var value: UInt64 = 0
    while index < s.count {
      guard let digit = ASCII.hexValue(s[index]), UInt64(digit) < radix else { return nil }
      value = min(value &* radix &+ UInt64(digit), saturated)
      index += 1
    }
    return value
  }

  /// Whether a domain "ends in a number", so that the host parser must read it as IPv4.
  /// See https://url.spec.whatwg.org/#ends-in-a-number-checker
  static func endsInANumber(_ domain: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = domain.count
    guard end > 0 else { return false }
    if domain[end - 1] == UInt8(ascii: ".") { end -= 1 }
    // Quick exit for the common case: a number's last byte is a hex digit or the `x` of a bare
    // `0x`, so a label ending in any other byte (`com`, `org`, `net`) is no number.
    guard end > 0, ASCII.hexValue(domain[end - 1]) != nil || ASCII.letterFolded(domain[end - 1]) == UInt8(ascii: "x")
    else {
      return false
    }
    var start = end
    while start > 0, domain[start - 1] != UInt8(ascii: ".") { start -= 1 }
    guard start < end else { return false }
    let last = UnsafeBufferPointer(rebasing: domain[start..<end])
    // Quick exit for the common case: a last label that starts with a letter other than a hex
    // prefix cannot be a number.
    if let first = last.first, !ASCII.isDigit(first) { return false }
    if last.allSatisfy(ASCII.isDigit) { return true }
    return parseNumber(last) != nil
  }

  /// The IPv4 parser; `nil` on failure. See https://url.spec.whatwg.org/#concept-ipv4-parser
  static func parse(_ input: UnsafeBufferPointer<UInt8>) -> UInt32? {
    var end = input.count
    // A single trailing dot is allowed ("1.2.3.4."), unless it is the whole input.
    if end > 1, input[end - 1] == UInt8(ascii: ".") { end -= 1 }
    var accumulated: UInt64 = 0
    var pending: UInt64 = 0
    var parts = 0
    var start = 0
    while true {
      var stop = start
      while stop < end, input[stop] != UInt8(ascii: ".") { stop += 1 }
      guard let number = parseNumber(UnsafeBufferPointer(rebasing: input[start..<stop])) else { return nil }
      if parts > 0 {
        // The previous number was not the last one: it must fit one byte.
        guard pending <= 255 else { return nil }
        accumulated |= pending << UInt64(8 * (4 - parts))
      }
      pending = number
      parts += 1
      guard parts <= 4 else { return nil }
      if stop >= end { break }
      start = stop + 1
    }
    let limit: UInt64 = 1 << UInt64(8 * (5 - parts))
    guard pending < limit else { return nil }
    return UInt32(truncatingIfNeeded: accumulated + pending)
  }
}
