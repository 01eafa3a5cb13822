/// Microsoft Bing web search.
///
///     BingSearch().searchURL(for: "swift & c++")
///     // "https://www.bing.com/search?q=swift+%26+c%2B%2B"
///     BingSearch(options: .init(market: "en-GB", safeSearch: .off)).searchURL(for: "a")
///     // "https://www.bing.com/search?q=a&mkt=en-GB&adlt=off"
///
/// Results pages are recognised at `/search?q=` on `www.bing.com`, `bing.com` and `cn.bing.com`
/// (Bing selects countries by parameter, not by domain).
///
/// Suggestions come from `https://www.bing.com/osjson.aspx?query={searchTerms}` (`&language=` added
/// when set), answering `["q", ["s1", …]]`.
public struct BingSearch: SearchEngine, Hashable {
  /// Typed optional parameters; each becomes one form-encoded `&name=value`.
  public struct Options: Sendable, Hashable {
    /// Interface language (`setlang`), e.g. `"de"`.
    public var language: String?
    /// Country of the results (`cc`), an ISO 3166-1 code such as `"US"`.
    public var region: String?
    /// Market (`mkt`), language and country together, e.g. `"en-GB"`.
    public var market: String?
    /// Adult filter (`adlt=strict|moderate|off`).
    public var safeSearch: SafeSearch?
    /// Partner code (`pc`), e.g. `"MOZI"`.
    public var partnerCode: String?
    /// Entry-point code (`form`), e.g. `"MOZLBR"`.
    public var form: String?
    /// Any further parameters, appended in order.
    public var extraParameters: [SearchParameter]

    /// Options with every parameter unset.
    public init(
      language: String? = nil, region: String? = nil, market: String? = nil, safeSearch: SafeSearch? = nil,
      partnerCode: String? = nil, form: String? = nil, extraParameters: [SearchParameter] = []
    ) {
      self.language = language
      self.region = region
      self.market = market
      self.safeSearch = safeSearch
      self.partnerCode = partnerCode
      self.form = form
      self.extraParameters = extraParameters
    }
  }

  /// The parameters this engine adds to every search URL.
  public var options: Options

  /// Bing with `options` (default: none).
  public init(options: Options = Options()) {
    self.options = options
  }

  /// `"Bing"`.
  public var name: String { "Bing" }

  /// `b`, `bing.com`, `@bing` and the bangs `!b`, `!bing`.
  public var keywords: [String] { ["b", "bing.com", "@bing", "!b", "!bing"] }
}

extension BingSearch: BuiltInSearchEngine {
  /// `https://www.bing.com/search?q={searchTerms}`, then `setlang`, `cc`, `mkt`, `adlt`, `pc`, `form`.
  static var resultsURLPrefix: String { "https://www.bing.com/search?q=" }

  /// Bing's OpenSearch suggestion endpoint (`osjson.aspx`), answering `["q", ["s1", …]]`.
  static var suggestionURLPrefix: String { "https://www.bing.com/osjson.aspx?query=" }

  static var suggestionURLSuffix: String { "" }

  var extraParameters: [SearchParameter] { options.extraParameters }

  func appendResultsParameters(to url: inout SearchURLWriter) {
    url.appendParameter("setlang", options.language)
    url.appendParameter("cc", options.region)
    url.appendParameter("mkt", options.market)
    url.appendParameter("adlt", options.safeSearch?.rawValue)
    url.appendParameter("pc", options.partnerCode)
    url.appendParameter("form", options.form)
  }

  /// `&language=` when a language is set.
  func appendSuggestionParameters(to url: inout SearchURLWriter) {
    url.appendParameter("language", options.language)
  }
}
