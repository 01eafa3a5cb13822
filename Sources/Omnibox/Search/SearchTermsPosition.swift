/// Where in a URL the search terms go; the position decides how they are encoded.
///
/// - `query`: `application/x-www-form-urlencoded` (the engines' own HTML forms): UTF-8, keep
///   `A–Z a–z 0–9 * - . _`, space as `+`, every other byte `%XX`.
///   `caffè shop +` → `caff%C3%A8+shop+%2B`.
/// - `path` and `fragment`: the same byte set, but space as `%20` (a `+` there would not be read
///   back as a space). `caffè shop +` → `caff%C3%A8%20shop%20%2B`.
///
/// Nothing is trimmed, collapsed or normalized: `e` + U+0301 stays `e%CC%81`, U+3000 is
/// `%E3%80%80`, NBSP is `%C2%A0`.
public enum SearchTermsPosition: Sendable, Hashable {
  /// In the path (before `?`).
  case path
  /// In the query (after `?`, before `#`).
  case query
  /// In the fragment (after `#`).
  case fragment

  /// Appends `terms` encoded for this position.
  @inlinable
  func append(_ terms: String, to output: inout [UInt8]) {
    PercentEncoding.encode(terms.utf8, using: .formURLEncoded, spaceAsPlus: self == .query, into: &output)
  }

  /// Appends `text` "unescaped" (OpenSearch `{google:unescapedSearchTerms}`, `%S`): only what the
  /// URL parser itself would percent-encode in this position is encoded.
  func appendUnescaped(_ text: String, to output: inout [UInt8]) {
    let set: PercentEncodeSet
    switch self {
    case .path: set = .path
    case .query: set = .specialQuery
    case .fragment: set = .fragment
    }
    PercentEncoding.encode(text.utf8, using: set, into: &output)
  }

  /// `terms` encoded for this position.
  ///
  ///     SearchTermsPosition.query.encode("a b+c")  // "a+b%2Bc"
  ///     SearchTermsPosition.path.encode("a b+c")   // "a%20b%2Bc"
  public func encode(_ terms: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(terms.utf8.count)
    append(terms, to: &out)
    return String(decoding: out, as: UTF8.self)
  }
}
