// application/x-www-form-urlencoded (https://url.spec.whatwg.org/#application/x-www-form-urlencoded):
// the query format of HTML forms and URLSearchParams. Parsing splits on `&` and the first `=`,
// turns `+` into a space and percent-decodes; serializing escapes everything but
// `A–Z a–z 0–9 * - . _` and writes spaces as `+`.

/// URLSearchParams-style parsing and serializing of query strings.
///
///     FormURLEncoding.parse("q=swift+url&lang=en&x").map(\.name)   // ["q", "lang", "x"]
///     FormURLEncoding.parse("q=swift+url&lang=en&x").map(\.value)  // ["swift url", "en", ""]
///     FormURLEncoding.serialize([("q", "a&b c")])        // "q=a%26b+c"
public enum FormURLEncoding {
  /// The name–value pairs of `query` (without its leading `?`), in order. Empty sequences
  /// (`a&&b`) are skipped; a sequence without `=` has an empty value. Invalid UTF-8 after
  /// percent-decoding becomes U+FFFD.
  ///
  /// - Complexity: O(n).
  public static func parse(_ query: String) -> [(name: String, value: String)] {
    var pairs: [(name: String, value: String)] = []
    let utf8 = query.utf8
    for sequence in utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      let name: Substring.UTF8View
      let value: Substring.UTF8View
      if let equals = sequence.firstIndex(of: UInt8(ascii: "=")) {
        name = sequence[sequence.startIndex..<equals]
        value = sequence[sequence.index(after: equals)...]
      } else {
        name = sequence
        value = sequence[sequence.endIndex...]
      }
      pairs.append((decode(name), decode(value)))
    }
    return pairs
  }

  /// The query string for `pairs` (no leading `?`): `name=value` joined with `&`.
  public static func serialize(_ pairs: [(name: String, value: String)]) -> String {
    var out: [UInt8] = []
    for (index, pair) in pairs.enumerated() {
      if index > 0 { out.append(UInt8(ascii: "&")) }
      PercentEncoding.encode(pair.name.utf8, using: .formURLEncoded, spaceAsPlus: true, into: &out)
      out.append(UInt8(ascii: "="))
      PercentEncoding.encode(pair.value.utf8, using: .formURLEncoded, spaceAsPlus: true, into: &out)
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func decode(_ bytes: Substring.UTF8View) -> String {
    String(decoding: PercentEncoding.decode(bytes, plusAsSpace: true), as: UTF8.self)
  }
}
