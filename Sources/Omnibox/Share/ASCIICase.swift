// ASCII-only case folding for scheme, host and parameter names (never locale-dependent).

/// ASCII case helpers for names that are ASCII by definition (schemes, hosts, parameters).
enum ASCIICase {
  /// `s` with `A–Z` lowered; other characters unchanged.
  static func lowercased(_ s: some StringProtocol) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(s.utf8.count)
    for b in s.utf8 { bytes.append(ASCII.lowercased(b)) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether two byte sequences are equal ignoring ASCII case.
  static func equal<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { ASCII.lowercased($0) == ASCII.lowercased($1) }
  }

  /// Whether `bytes` starts with `prefix` (lowercase ASCII), ignoring ASCII case.
  static func hasPrefix<B: Collection<UInt8>>(_ bytes: B, _ prefix: StaticString) -> Bool {
    prefix.withUTF8Buffer { p in
      guard bytes.count >= p.count else { return false }
      return zip(bytes, p).allSatisfy { ASCII.lowercased($0) == $1 }
    }
  }
}
