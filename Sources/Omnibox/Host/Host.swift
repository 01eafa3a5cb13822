// The host of a URL as a value: what the host parser produced, and its serialization.

/// A URL's host: a domain, an IPv4 or IPv6 address, an opaque host (non-special URLs), or the
/// empty host (`file:///`, `foo://`).
///
///     try Host(parsing: "EXAMPLE.com")           // .domain("example.com")
///     try Host(parsing: "0x7f.1")                // .ipv4(127.0.0.1)
///     try Host(parsing: "a b", isOpaque: true)   // throws: forbidden host code point U+0020
///
/// `description` is the host serializer: IPv6 addresses are bracketed.
/// See https://url.spec.whatwg.org/#hosts-(domains-and-ip-addresses)
public enum Host: Sendable, Hashable, CustomStringConvertible {
  /// An ASCII domain, lowercased, after UTS #46 processing (`"xn--bcher-kva.example"`).
  case domain(String)
  /// An IPv4 address.
  case ipv4(IPv4Address)
  /// An IPv6 address.
  case ipv6(IPv6Address)
  /// A non-special URL's host, percent-encoded but otherwise kept as written.
  case opaque(String)
  /// The empty host.
  case empty

  /// Runs the URL Standard's host parser on `input`.
  ///
  /// A bracketed input is an IPv6 address. With `isOpaque` (non-special URLs) the input is only
  /// checked for forbidden host code points and percent-encoded. Otherwise it is percent-decoded,
  /// run through "domain to ASCII" (only non-ASCII input reaches ICU), checked for forbidden domain
  /// code points, and read as IPv4 when it ends in a number.
  ///
  /// - Throws: ``URLParseError`` saying what was wrong with the host.
  /// - Complexity: O(n) in UTF-8 length; at most one ICU call.
  public init(parsing input: String, isOpaque: Bool = false) throws(URLParseError) {
    var input = input
    let result: Result<Host, URLParseError> = input.withUTF8 { bytes in
      var out = ByteBuffer(capacity: bytes.count + 2)
      do throws(URLParseError) {
        let kind = try HostParser.parse(bytes, isOpaque: isOpaque, into: &out)
        return .success(Host(kind: kind, serialization: out.makeString()))
      } catch {
        return .failure(error)
      }
    }
    self = try result.get()
  }

  /// The host serializer: domains and opaque hosts as they are, IPv4 dotted, IPv6 in brackets.
  public var description: String {
    switch self {
    case .domain(let s), .opaque(let s): return s
    case .ipv4(let address): return address.description
    case .ipv6(let address): return "[" + address.description + "]"
    case .empty: return ""
    }
  }

  /// Rebuilds a host from the host parser's output. Parsing a serialization the parser itself
  /// produced cannot fail; if it somehow did, the text is kept as an opaque host.
  init(kind: HostKind, serialization text: String) {
    switch kind {
    case .none, .empty:
      self = .empty
    case .domain:
      self = .domain(text)
    case .opaque:
      self = .opaque(text)
    case .ipv4:
      if let address = try? IPv4Address(parsing: text) { self = .ipv4(address) } else { self = .opaque(text) }
    case .ipv6:
      let inner = String(text.dropFirst().dropLast())
      if let address = try? IPv6Address(parsing: inner) { self = .ipv6(address) } else { self = .opaque(text) }
    }
  }
}

/// Which kind of host a URL record holds (`none` is the null host).
enum HostKind: UInt8, Sendable, Hashable {
  case none, empty, domain, ipv4, ipv6, opaque
}
