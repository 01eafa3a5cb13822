// IPv6 addresses: the URL Standard's parser (hex pieces, one `::` compression, an embedded
// dotted IPv4 tail) and its canonical serializer (lowercase hex, the first longest run of two or
// more zero pieces compressed). The eight pieces live in two integers: no allocation.

/// An IPv6 address, as a host of a URL.
///
///     try IPv6Address(parsing: "0:0:0:0:0:FFFF:127.0.0.1").description  // "::ffff:7f00:1"
///
/// See https://url.spec.whatwg.org/#concept-ipv6
public struct IPv6Address: Sendable, Hashable, CustomStringConvertible {
  // Pieces 0–3 in `high`, 4–7 in `low`, piece 0 most significant.
  private var high: UInt64 = 0
  private var low: UInt64 = 0

  /// The address whose eight 16-bit pieces are `pieces` (missing trailing pieces are zero;
  /// pieces beyond eight are ignored).
  public init(pieces: [UInt16]) {
    for (index, piece) in pieces.prefix(8).enumerated() { self[index] = piece }
  }

  private init() {}

  /// Parses the text between the brackets of an IPv6 host (`"::1"`, not `"[::1]"`).
  ///
  /// - Throws: ``URLParseError/Reason/invalidIPv6`` when the text is not an IPv6 address.
  public init(parsing input: String) throws(URLParseError) {
    var input = input
    let parsed = input.withUTF8 { IPv6Address.parse($0) }
    guard let parsed else { throw URLParseError(.invalidIPv6) }
    self = parsed
  }

  /// The eight 16-bit pieces, most significant first.
  public var pieces: [UInt16] { (0..<8).map { self[$0] } }

  /// Piece `index` (0–7); other indices read as 0 and ignore writes.
  subscript(index: Int) -> UInt16 {
    get {
      guard index >= 0, index < 8 else { return 0 }
      let shift = UInt64(48 - 16 * (index & 3))
      return UInt16(truncatingIfNeeded: (index < 4 ? high : low) >> shift)
    }
    set {
      guard index >= 0, index < 8 else { return }
      let shift = UInt64(48 - 16 * (index & 3))
      let mask: UInt64 = 0xFFFF << shift
      if index < 4 {
        high = (high & ~mask) | (UInt64(newValue) << shift)
      } else {
        low = (low & ~mask) | (UInt64(newValue) << shift)
      }
    }
  }

  /// The canonical form without brackets, e.g. `"2001:db8::1"`.
  public var description: String {
    var out = ByteBuffer(capacity: 39)
    serialize(into: &out)
    return out.makeString()
  }

  /// Appends the canonical serialization (no brackets).
  /// See https://url.spec.whatwg.org/#concept-ipv6-serializer
  func serialize(into out: inout ByteBuffer) {
    // The first longest run of at least two zero pieces.
    var compress = -1
    var bestLength = 1
    var index = 0
    while index < 8 {
      if self[index] == 0 {
        var end = index + 1
        while end < 8, self[end] == 0 { end += 1 }
        if end - index > bestLength {
          bestLength = end - index
          compress = index
        }
        index = end
      } else {
        index += 1
      }
    }
    index = 0
    while index < 8 {
      if index == compress {
        out.append(UInt8(ascii: ":"))
        if index == 0 { out.append(UInt8(ascii: ":")) }
        index += bestLength
        continue
      }
      ASCII.appendHex(self[index], to: &out)
      if index != 7 { out.append(UInt8(ascii: ":")) }
      index += 1
    }
  }

  /// The IPv6 parser; `nil` on failure. See https://url.spec.whatwg.org/#concept-ipv6-parser
  static func parse(_ input: UnsafeBufferPointer<UInt8>) -> IPv6Address? {
    var address = IPv6Address()
    var pieceIndex = 0
    var compress: Int? = nil
    var pointer = 0
    let count = input.count
    func at(_ i: Int) -> UInt8? { i < count ? input[i] : nil }

    if at(pointer) == UInt8(ascii: ":") {
      guard at(pointer + 1) == UInt8(ascii: ":") else { return nil }
      pointer += 2
      pieceIndex += 1
      compress = pieceIndex
    }
    while let c = at(pointer) {
      guard pieceIndex < 8 else { return nil }
      if c == UInt8(ascii: ":") {
        guard compress == nil else { return nil }
        pointer += 1
        pieceIndex += 1
        compress = pieceIndex
        continue
      }
      var value: UInt16 = 0
      var length = 0
      while length < 4, let d = at(pointer), let digit = ASCII.hexValue(d) {
        value = value &* 16 &+ UInt16(digit)
        pointer += 1
        length += 1
      }
      let next = at(pointer)
      if next == UInt8(ascii: ".") {
        // An IPv4 tail fills the next two pieces.
        guard length > 0, pieceIndex <= 6 else { return nil }
        pointer -= length
        var numbersSeen = 0
        while let d = at(pointer) {
          if numbersSeen > 0 {
            guard d == UInt8(ascii: "."), numbersSeen < 4 else { return nil }
            pointer += 1
          }
          guard let first = at(pointer), ASCII.isDigit(first) else { return nil }
          var piece: UInt16? = nil
          while let digit = at(pointer), ASCII.isDigit(digit) {
            let number = UInt16(digit &- UInt8(ascii: "0"))
            if let current = piece {
              guard current != 0 else { return nil }  // no leading zeros
              piece = current * 10 + number
            } else {
              piece = number
            }
            guard let p = piece, p <= 255 else { return nil }
            pointer += 1
          }
          address[pieceIndex] = address[pieceIndex] &* 0x100 &+ (piece ?? 0)
          numbersSeen += 1
          if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
        }
        guard numbersSeen == 4 else { return nil }
        break
      } else if next == UInt8(ascii: ":") {
        pointer += 1
        guard at(pointer) != nil else { return nil }
      } else if next != nil {
        return nil
      }
      address[pieceIndex] = value
      pieceIndex += 1
    }
    if let compress {
      var swaps = pieceIndex - compress
      pieceIndex = 7
      while pieceIndex != 0, swaps > 0 {
        let other = compress + swaps - 1
        let saved = address[pieceIndex]
        address[pieceIndex] = address[other]
        address[other] = saved
        pieceIndex -= 1
        swaps -= 1
      }
    } else if pieceIndex != 8 {
      return nil
    }
    return address
  }
}
