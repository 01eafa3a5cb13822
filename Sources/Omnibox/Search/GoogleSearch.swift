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
///
/// Suggestions come from `https://www.google.com/complete/search?client=firefox&q={searchTerms}&ie=UTF-8&oe=UTF-8`
/// (`&hl=` added when a language is set): the OpenSearch JSON form, UTF-8 both ways.
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
}

extension GoogleSearch: BuiltInSearchEngine {
  /// `https://www.google.com/search?q={searchTerms}`, then `hl`, `gl`, `safe`, `client`.
  static var resultsURLPrefix: String { "https://www.google.com/search?q=" }

  /// Google's suggestion endpoint in the OpenSearch JSON form (`client=firefox`).
  static var suggestionURLPrefix: String { "https://www.google.com/complete/search?client=firefox&q=" }

  /// UTF-8 both ways (`ie`, `oe`), so no legacy charset is chosen from the User-Agent.
  static var suggestionURLSuffix: String { "&ie=UTF-8&oe=UTF-8" }

  var extraParameters: [SearchParameter] { options.extraParameters }

  func appendResultsParameters(to url: inout SearchURLWriter) {
    url.appendParameter("hl", options.language)
    url.appendParameter("gl", options.region)
    switch options.safeSearch {
    case .strict: url.appendParameter("safe", "active")
    case .off: url.appendParameter("safe", "off")
    case .moderate, nil: break
    }
    url.appendParameter("client", options.client)
  }

  /// `&hl=` when a language is set.
  func appendSuggestionParameters(to url: inout SearchURLWriter) {
    url.appendParameter("hl", options.language)
  }
}
