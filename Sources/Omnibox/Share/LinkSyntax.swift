// Small syntactic questions about a link-to-be: where its scheme ends, whether `name:` is a
// scheme or a `host:port`, and which schemes are never followed into.

package enum LinkSyntax {
  /// Schemes refused wherever they appear, even at the start of text with spaces in it
  /// (`javascript:alert('https://x')`). Any other scheme that is not an allowed target is
  /// refused too, but only once it is known to be the link.
  static let alwaysRefused: Set<String> = SchemeRegistry.refusedInSharedText

  /// The index of the `:` ending the scheme at the start of `bytes`, or `nil` when `bytes`
  /// does not start with `letter *(letter / digit / "+" / "-" / ".") ":"`.
  static func schemeEnd(_ bytes: some Collection<UInt8>) -> Int? {
    guard let first = bytes.first, ASCII.isAlpha(first) else { return nil }
    var offset = 0
    for b in bytes {
      if b == UInt8(ascii: ":") { return offset }
      if !ASCII.isSchemeCodePoint(b) { return nil }
      offset += 1
    }
    return nil
  }

  /// The lowercased scheme at the start of `bytes`, unless what looks like one is a host
  /// (it contains a `.`) or is followed by a port (`localhost:8080`, `example.com:443/x`):
  /// DESIGN's "`host:port` is not a scheme".
  static func leadingScheme<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> String? where Bytes.Index == Int {
    guard bytes.startIndex == 0 else { return leadingScheme(Array(bytes)) }
    guard let end = schemeEnd(bytes) else { return nil }
    let name = bytes[0..<end]
    if name.contains(UInt8(ascii: ".")) { return nil }
    var i = end + 1
    var digits = 0
    while i < bytes.count, ASCII.isDigit(bytes[i]) {
      digits += 1
      i += 1
    }
    if digits > 0,
      i == bytes.count || bytes[i] == UInt8(ascii: "/") || bytes[i] == UInt8(ascii: "?")
        || bytes[i] == UInt8(ascii: "#")
    {
      return nil
    }
    return String(decoding: name.lazy.map { ASCII.lowercased($0) }, as: UTF8.self)
  }

  /// Whether `name` is a valid scheme name (`letter *(letter / digit / "+" / "-" / ".")`).
  package static func isSchemeName(_ name: String) -> Bool {
    schemeEnd(Array(name.utf8) + [UInt8(ascii: ":")]) == name.utf8.count
  }
}
