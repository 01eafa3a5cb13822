// The host parser (https://url.spec.whatwg.org/#host-parsing), writing the serialized host
// straight into the URL's output buffer.
//
// Phases:
// 1. `[...]` → IPv6 parser.
// 2. Opaque hosts (non-special URLs): forbidden host code point check, then C0-control
//    percent-encoding.
// 3. Domains: one pass over the bytes records whether the host is non-ASCII or contains `%`.
//    The common case (ASCII, no `%`) is only lowercased and checked for forbidden domain code
//    points; otherwise the bytes are percent-decoded, and only a still non-ASCII domain goes to
//    UTS #46 through ICU (`IDNA.domainToASCII(bytes:)`). The URL parser's authority scan already
//    knows whether a host is clean ASCII and then calls `appendCheckedASCIIDomain` directly.
// 4. A domain that "ends in a number" is re-read by the IPv4 parser.

enum HostParser {
  /// Parses `input` and appends the serialized host to `out`.
  ///
  /// - Returns: the kind of host written (`.empty` writes nothing).
  static func parse(
    _ input: UnsafeBufferPointer<UInt8>, isOpaque: Bool, into out: inout ByteBuffer
  ) throws(URLParseError) -> HostKind {
    if input.first == UInt8(ascii: "[") {
      guard input.count >= 2, input.last == UInt8(ascii: "]") else { throw URLParseError(.ipv6Unclosed) }
      guard let address = IPv6Address.parse(UnsafeBufferPointer(rebasing: input.dropFirst().dropLast())) else {
        throw URLParseError(.invalidIPv6)
      }
      out.append(UInt8(ascii: "["))
      address.serialize(into: &out)
      out.append(UInt8(ascii: "]"))
      return .ipv6
    }
    if isOpaque { return try parseOpaque(input, into: &out) }
    guard !input.isEmpty else { throw URLParseError(.hostMissing) }

    var needsDecoding = false
    var isASCII = true
    for byte in input {
      if byte == UInt8(ascii: "%") { needsDecoding = true } else if byte >= 0x80 { isASCII = false }
    }
    if !needsDecoding && isASCII { return try appendASCIIDomain(input, into: &out) }

    // The typed bytes are read in place unless percent-decoding made new ones.
    func finish(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<HostKind, URLParseError> {
      do throws(URLParseError) {
        if !bytes.contains(where: { $0 >= 0x80 }) { return .success(try appendASCIIDomain(bytes, into: &out)) }
        switch IDNA.domainToASCII(bytes: bytes) {
        case .failure(let error):
          return .failure(URLParseError(.invalidHost(error)))
        case .success(let ascii):
          return .success(
            try ascii.withUnsafeBufferPointer { (b) throws(URLParseError) in
              try appendASCIIDomain(b, into: &out)
            })
        }
      } catch {
        return .failure(error)
      }
    }
    let result = needsDecoding ? PercentEncoding.decode(input).withUnsafeBufferPointer(finish) : finish(input)
    return try result.get()
  }

  /// The tail of the host parser for an ASCII domain: lowercase, forbidden domain code point
  /// check, then IPv4 if the domain ends in a number.
  private static func appendASCIIDomain(
    _ domain: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer
  ) throws(URLParseError) -> HostKind {
    // One pass: any forbidden domain code point? any uppercase letter?
    let forbidden = ASCIISet.forbiddenDomain
    var sawForbidden = false
    var sawUpper = false
    for byte in domain {
      sawForbidden = sawForbidden || forbidden.contains(byte)
      sawUpper = sawUpper || ASCII.isUpper(byte)
    }
    if sawForbidden {
      for byte in domain where forbidden.contains(byte) {
        let scalar = Unicode.Scalar(byte)
        if ASCIISet.forbiddenHost.contains(byte) { throw URLParseError(.hostInvalidCodePoint(scalar)) }
        throw URLParseError(.domainInvalidCodePoint(scalar))
      }
    }
    return try appendCheckedASCIIDomain(domain, needsLowercasing: sawUpper, into: &out)
  }

  /// The end of the host parser for an ASCII domain already checked for forbidden code points:
  /// IPv4 if it ends in a number, else the domain lowercased.
  static func appendCheckedASCIIDomain(
    _ domain: UnsafeBufferPointer<UInt8>, needsLowercasing: Bool, into out: inout ByteBuffer
  ) throws(URLParseError) -> HostKind {
    if IPv4Address.endsInANumber(domain) {
      guard let value = IPv4Address.parse(domain) else { throw URLParseError(.invalidIPv4) }
      IPv4Address(value: value).serialize(into: &out)
      return .ipv4
    }
    let start = out.count
    out.append(contentsOf: domain)
    if needsLowercasing { out.lowercaseASCII(start..<out.count) }
    return .domain
  }

  /// The opaque-host parser. See https://url.spec.whatwg.org/#concept-opaque-host-parser
  private static func parseOpaque(
    _ input: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer
  ) throws(URLParseError) -> HostKind {
    let forbidden = ASCIISet.forbiddenHost
    for byte in input where forbidden.contains(byte) {
      throw URLParseError(.hostInvalidCodePoint(Unicode.Scalar(byte)))
    }
    if input.isEmpty { return .empty }
    PercentEncoding.append(input, using: .c0Control, to: &out)
    return .opaque
  }
}
