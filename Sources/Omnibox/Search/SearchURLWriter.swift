/// Assembles a search URL from typed pieces: a fixed base, the encoded terms, and `&name=value`
/// parameters whose names and values are form-encoded. Nothing is spliced unencoded.
///
/// ``string(_:)`` runs the same writing steps twice: the first pass only counts the bytes, the
/// second writes them straight into the new string's storage, so a URL costs one allocation
/// and no copy.
struct SearchURLWriter {
  /// What to write where the terms go.
  enum Terms {
    /// The user's query, encoded for its position.
    case query(String)
    /// The literal text `{searchTerms}`, for describing an engine as a template.
    case placeholder
  }

  /// Where the bytes go; `nil` while counting.
  private let out: UnsafeMutableBufferPointer<UInt8>?
  /// The bytes written (or counted) so far.
  private var count = 0

  private init(out: UnsafeMutableBufferPointer<UInt8>?) {
    self.out = out
  }

  /// The URL that `steps` writes.
  static func string(_ steps: (inout SearchURLWriter) -> Void) -> String {
    var counting = SearchURLWriter(out: nil)
    steps(&counting)
    return String(unsafeUninitializedCapacity: counting.count) { buffer in
      var writer = SearchURLWriter(out: buffer)
      steps(&writer)
      return min(writer.count, buffer.count)
    }
  }

  /// Appends trusted ASCII text (a base URL or a fixed name).
  mutating func append(_ literal: String) {
    literal.withUTF8Bytes { appendBytes($0) }
  }

  mutating func append(_ terms: Terms, at position: SearchTermsPosition) {
    switch terms {
    case .query(let query): query.withUTF8Bytes { appendEncoded($0, spaceAsPlus: position == .query) }
    case .placeholder: append("{searchTerms}")
    }
  }

  /// Appends `&name=value`, both form-encoded (the base always ends in a query already).
  mutating func appendParameter(_ name: String, _ value: String) {
    append("&")
    name.withUTF8Bytes { appendEncoded($0, spaceAsPlus: true) }
    append("=")
    value.withUTF8Bytes { appendEncoded($0, spaceAsPlus: true) }
  }

  /// Appends `&name=value` when `value` is non-nil.
  mutating func appendParameter(_ name: String, _ value: String?) {
    if let value { appendParameter(name, value) }
  }

  /// Appends each parameter in order.
  mutating func appendParameters(_ parameters: [SearchParameter]) {
    for p in parameters { appendParameter(p.name, p.value) }
  }

  private mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
    if let out, bytes.count <= out.count - count {
      _ = UnsafeMutableBufferPointer(rebasing: out[count..<(count + bytes.count)]).initialize(fromContentsOf: bytes)
    }
    count += bytes.count
  }

  /// `bytes` form-encoded (``SearchTermsPosition``): `A–Z a–z 0–9 * - . _` kept, every other
  /// byte `%XX`, space `+` when `spaceAsPlus`.
  private mutating func appendEncoded(_ bytes: UnsafeBufferPointer<UInt8>, spaceAsPlus: Bool) {
    let table: PercentEncodeTable = spaceAsPlus ? .formURLEncoded : .formURLEncodedSpaceAsPercent
    guard let out else {
      count += table.encodedCount(bytes)
      return
    }
    count = table.write(bytes, into: out, at: count)
  }

  /// Whether `query` has anything to suggest for: not empty and not only white space.
  static func isSuggestable(_ query: String) -> Bool {
    query.unicodeScalars.contains { !$0.properties.isWhitespace }
  }
}
