/// Google web search.
///
///     GoogleSearch().searchURL(for: "caffè shop +")
///     // "https://www.google.com/search?q=caff%C3%A8+shop+%2B"
///     GoogleSearch(options: .init(language: "de", safeSearch: .strict)).searchURL(for: "a")
///     // "https://www.google.com/search?q=a&hl=de&safe=active"
///
/// Results pages are recognised on `www.google.com` and, unless turned off, on Google's own
/// country domains (`www.google.co.uk`, `google.de`, …), at `/search?q=`, `/s?q=` and the
/// fragment forms `/#q=`, `/search#q=`, `/webhp#q=`, `/s#q=`.
public struct GoogleSearch: SearchEngine, Hashable {
  /// Typed optional parameters; each becomes one form-encoded `&name=value`.
  public struct Options: Sendable, Hashable {
    /// Interface language (`hl`), a BCP 47 tag such as `"en"` or `"pt-BR"`.
    public var language: String?
    /// Country whose results to favour (`gl`), an ISO 3166-1 code such as `"us"`.
    public var region: String?
    /// `safe=active` (strict) or `safe=off`; `.moderate` is Google's default and sends nothing.
    public var safeSearch: SafeSearch?
    /// Partner code (`client`), e.g. `"firefox-b-d"`.
    public var client: String?
    /// Any further parameters, appended in order.
    public var extraParameters: [SearchParameter]
    /// Whether results pages on Google's country domains (`google.co.uk`) are recognised too.
    public var recognizesCountryDomains: Bool

    /// Options with every parameter unset and country domains recognised.
    public init(
      language: String? = nil, region: String? = nil, safeSearch: SafeSearch? = nil, client: String? = nil,
      extraParameters: [SearchParameter] = [], recognizesCountryDomains: Bool = true
    ) {
      self.language = language
      self.region = region
      self.safeSearch = safeSearch
      self.client = client
      self.extraParameters = extraParameters
      self.recognizesCountryDomains = recognizesCountryDomains
    }
  }

  /// The parameters this engine adds to every search URL.
  public var options: Options

  /// Google with `options` (default: none).
  public init(options: Options = Options()) {
    self.options = options
  }

  /// `"Google"`.
  public var name: String { "Google" }

  /// `g`, `google.com`, `@google` and the bangs `!g`, `!google`.
  public var keywords: [String] { ["g", "google.com", "@google", "!g", "!google"] }

  /// `https://www.google.com/search?q={searchTerms}` plus the options' parameters.
  public var urlTemplate: String { write(.placeholder) }

  /// `https://www.google.com/complete/search?client=firefox&q={searchTerms}&ie=UTF-8&oe=UTF-8`
  /// (`&hl=` added when a language is set).
  public var suggestionTemplate: String? { writeSuggestion(.placeholder) }

  /// The results URL for `query`, form-encoded after `q=`, then the options' parameters.
  public func searchURL(for query: String) -> String { write(.query(query)) }

  /// Google's suggestion endpoint in the OpenSearch JSON form (`client=firefox`), asking for
  /// UTF-8 both ways (`ie`, `oe`) so no legacy charset is chosen from the User-Agent.
  public func suggestionURL(for query: String) -> String? {
    SearchURLWriter.isSuggestable(query) ? writeSuggestion(.query(query)) : nil
  }

  /// Recognises this engine's results pages (see the type's documentation for the forms).
  public func searchTermsMatch(in url: URLRecord) -> SearchTermsMatch {
    resultsPagePatterns.match(ResultsPageURL(url))
  }

  /// The terms when `url` is a results page of this engine with non-empty, unambiguous terms.
  public func searchTerms(in url: URLRecord) -> String? { searchTermsMatch(in: url).terms }

  private func write(_ terms: SearchURLWriter.Terms) -> String {
    var w = SearchURLWriter(capacity: 64 + (options.extraParameters.isEmpty ? 0 : 64) + Self.termsCapacity(terms))
    w.append("https://www.google.com/search?q=")
    w.append(terms, at: .query)
    w.appendParameter("hl", options.language)
    w.appendParameter("gl", options.region)
    switch options.safeSearch {
    case .strict: w.appendParameter("safe", "active")
    case .off: w.appendParameter("safe", "off")
    case .moderate, nil: break
    }
    w.appendParameter("client", options.client)
    w.appendParameters(options.extraParameters)
    return w.string
  }

  private func writeSuggestion(_ terms: SearchURLWriter.Terms) -> String {
    var w = SearchURLWriter(capacity: 96 + Self.termsCapacity(terms))
    w.append("https://www.google.com/complete/search?client=firefox&q=")
    w.append(terms, at: .query)
    w.append("&ie=UTF-8&oe=UTF-8")
    w.appendParameter("hl", options.language)
    return w.string
  }

  static func termsCapacity(_ terms: SearchURLWriter.Terms) -> Int {
    if case .query(let q) = terms { return q.utf8.count * 3 }
    return 16
  }
}
