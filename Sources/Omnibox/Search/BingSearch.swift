/// Microsoft Bing web search.
///
///     BingSearch().searchURL(for: "swift & c++")
///     // "https://www.bing.com/search?q=swift+%26+c%2B%2B"
///     BingSearch(options: .init(market: "en-GB", safeSearch: .off)).searchURL(for: "a")
///     // "https://www.bing.com/search?q=a&mkt=en-GB&adlt=off"
///
/// Results pages are recognised at `/search?q=` on `www.bing.com`, `bing.com` and `cn.bing.com`
/// (Bing selects countries by parameter, not by domain).
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

  /// `https://www.bing.com/search?q={searchTerms}` plus the options' parameters.
  public var urlTemplate: String { write(.placeholder) }

  /// `https://www.bing.com/osjson.aspx?query={searchTerms}` (`&language=` added when set).
  public var suggestionTemplate: String? { writeSuggestion(.placeholder) }

  /// The results URL for `query`, form-encoded after `q=`, then the options' parameters.
  public func searchURL(for query: String) -> String { write(.query(query)) }

  /// Bing's OpenSearch suggestion endpoint (`osjson.aspx`), answering `["q", ["s1", …]]`.
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
    var w = SearchURLWriter(capacity: 64 + (options.extraParameters.isEmpty ? 0 : 64) + GoogleSearch.termsCapacity(terms))
    w.append("https://www.bing.com/search?q=")
    w.append(terms, at: .query)
    w.appendParameter("setlang", options.language)
    w.appendParameter("cc", options.region)
    w.appendParameter("mkt", options.market)
    w.appendParameter("adlt", options.safeSearch?.rawValue)
    w.appendParameter("pc", options.partnerCode)
    w.appendParameter("form", options.form)
    w.appendParameters(options.extraParameters)
    return w.string
  }

  private func writeSuggestion(_ terms: SearchURLWriter.Terms) -> String {
    var w = SearchURLWriter(capacity: 64 + GoogleSearch.termsCapacity(terms))
    w.append("https://www.bing.com/osjson.aspx?query=")
    w.append(terms, at: .query)
    w.appendParameter("language", options.language)
    return w.string
  }
}
