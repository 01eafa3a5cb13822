/// Assembles a search URL from typed pieces: a fixed base, the encoded terms, and `&name=value`
/// parameters whose names and values are form-encoded. Nothing is spliced unencoded.
struct SearchURLWriter {
  /// What to write where the terms go.
  enum Terms {
    /// The user's query, encoded for its position.
    case query(String)
    /// The literal text `{searchTerms}`, for describing an engine as a template.
    case placeholder
  }

  private(set) var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends trusted ASCII text (a base URL or a fixed name).
  mutating func append(_ literal: String) {
    bytes.append(contentsOf: literal.utf8)
  }

  mutating func append(_ terms: Terms, at position: SearchTermsPosition) {
    switch terms {
    case .query(let query): position.append(query, to: &bytes)
    case .placeholder: bytes.append(contentsOf: "{searchTerms}".utf8)
    }
  }

  /// Appends `&name=value`, both form-encoded (the base always ends in a query already).
  mutating func appendParameter(_ name: String, _ value: String) {
    bytes.append(UInt8(ascii: "&"))
    PercentEncoding.encode(name.utf8, using: .formURLEncoded, spaceAsPlus: true, into: &bytes)
    bytes.append(UInt8(ascii: "="))
    PercentEncoding.encode(value.utf8, using: .formURLEncoded, spaceAsPlus: true, into: &bytes)
  }

  /// Appends `&name=value` when `value` is non-nil.
  mutating func appendParameter(_ name: String, _ value: String?) {
    if let value { appendParameter(name, value) }
  }

  /// Appends each parameter in order.
  mutating func appendParameters(_ parameters: [SearchParameter]) {
    for p in parameters { appendParameter(p.name, p.value) }
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Whether `query` has anything to suggest for: not empty and not only white space.
  static func isSuggestable(_ query: String) -> Bool {
    query.unicodeScalars.contains { !$0.properties.isWhitespace }
  }
}
