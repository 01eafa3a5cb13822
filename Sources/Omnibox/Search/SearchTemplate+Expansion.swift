extension SearchTemplate {
  /// Values for the OpenSearch parameters other than the terms.
  ///
  /// Unset values follow OpenSearch 1.1 and Chrome: a required `{count}` is 10, an optional one
  /// empty; a required `{startIndex}`/`{startPage}` is the engine's index/page offset (1 unless
  /// the description says otherwise), an optional one empty; a required `{language}` is `*` (any),
  /// an optional one empty; `{inputEncoding}` is always `UTF-8` (the only encoding used);
  /// a required `{outputEncoding}` is `UTF-8`, an optional one empty; `{google:pathWildcard}` is empty.
  public struct Values: Sendable, Hashable {
    /// `{language}`: the user's language, e.g. `"en-US"`.
    public var language: String?
    /// `{count}`: results per page.
    public var count: Int?
    /// `{startIndex}`: index of the first result.
    public var startIndex: Int?
    /// `{startPage}`: page number.
    public var startPage: Int?
    /// The first result's index when `{startIndex}` is required and unset (OpenSearch `indexOffset`).
    public var indexOffset: Int
    /// The first page's number when `{startPage}` is required and unset (OpenSearch `pageOffset`).
    public var pageOffset: Int
    /// `{google:baseURL}`, trusted text ending in `/`.
    public var baseURL: String
    /// `{google:baseSuggestURL}`, trusted text ending in `/`.
    public var baseSuggestURL: String

    /// Values with everything unset, offsets 1 and Google's base URLs.
    public init(
      language: String? = nil, count: Int? = nil, startIndex: Int? = nil, startPage: Int? = nil,
      indexOffset: Int = 1, pageOffset: Int = 1,
      baseURL: String = "https://www.google.com/", baseSuggestURL: String = "https://www.google.com/complete/"
    ) {
      self.language = language
      self.count = count
      self.startIndex = startIndex
      self.startPage = startPage
      self.indexOffset = indexOffset
      self.pageOffset = pageOffset
      self.baseURL = baseURL
      self.baseSuggestURL = baseSuggestURL
    }
  }

  /// The URL for `terms`: every terms placeholder replaced by the terms encoded for its
  /// position, other parameters filled from `values`, unknown optional ones removed.
  ///
  ///     try SearchTemplate("https://x.test/s/{searchTerms}?q={searchTerms}")  // throws: two placeholders
  ///     try SearchTemplate("https://x.test/s/%s#q").expand("1 + 1")  // "https://x.test/s/1%20%2B%201#q"
  ///
  /// - Complexity: O(template length + terms length).
  public func expand(_ terms: String, values: Values = Values()) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + terms.utf8.count * 3)
    for part in parts {
      switch part {
      case .literal(let s):
        out.append(contentsOf: s.utf8)
      case .terms(let position, let unescaped):
        if unescaped { position.appendUnescaped(terms, to: &out) } else { position.append(terms, to: &out) }
      case .value(let kind, let optional, let location):
        switch kind {
        case .baseURL: out.append(contentsOf: values.baseURL.utf8)
        case .baseSuggestURL: out.append(contentsOf: values.baseSuggestURL.utf8)
        default:
          if let value = Self.value(kind, optional: optional, values: values) {
            (location.termsPosition ?? .path).append(value, to: &out)
          }
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text a non-terms parameter expands to (before encoding), or `nil` for nothing.
  static func value(_ kind: TemplateValue, optional: Bool, values: Values) -> String? {
    switch kind {
    case .count: return values.count.map(String.init) ?? (optional ? nil : "10")
    case .startIndex: return values.startIndex.map(String.init) ?? (optional ? nil : String(values.indexOffset))
    case .startPage: return values.startPage.map(String.init) ?? (optional ? nil : String(values.pageOffset))
    case .language: return values.language ?? (optional ? nil : "*")
    case .inputEncoding: return "UTF-8"
    case .outputEncoding: return optional ? nil : "UTF-8"
    case .pathWildcard: return nil
    case .baseURL: return values.baseURL
    case .baseSuggestURL: return values.baseSuggestURL
    }
  }
}
