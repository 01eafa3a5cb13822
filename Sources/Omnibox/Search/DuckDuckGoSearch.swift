/// DuckDuckGo web search.
///
///     DuckDuckGoSearch().searchURL(for: "swift & c++")
///     // "https://duckduckgo.com/?q=swift+%26+c%2B%2B"
///     DuckDuckGoSearch(options: .init(region: "de-de", safeSearch: .strict)).searchURL(for: "a")
///     // "https://duckduckgo.com/?q=a&kl=de-de&kp=1"
///
/// Results pages are recognised at `duckduckgo.com/?q=`, and at the no-JavaScript pages
/// `html.duckduckgo.com/html/?q=` and `lite.duckduckgo.com/lite/?q=`.
public struct DuckDuckGoSearch: SearchEngine, Hashable {
  /// Typed optional parameters; each becomes one form-encoded `&name=value`.
  public struct Options: Sendable, Hashable {
    /// Region (`kl`) in DuckDuckGo's own form, country then language: `"us-en"`, `"ch-fr"`,
    /// `"wt-wt"` (no region).
    public var region: String?
    /// Interface language (`kad`), e.g. `"en_US"`.
    public var language: String?
    /// Safe search (`kp`): strict `1`, moderate `-1`, off `-2`.
    public var safeSearch: SafeSearch?
    /// Partner code (`t`), e.g. `"ffab"`.
    public var partnerCode: String?
    /// Any further parameters, appended in order.
    public var extraParameters: [SearchParameter]

    /// Options with every parameter unset.
    public init(
      region: String? = nil, language: String? = nil, safeSearch: SafeSearch? = nil, partnerCode: String? = nil,
      extraParameters: [SearchParameter] = []
    ) {
      self.region = region
      self.language = language
      self.safeSearch = safeSearch
      self.partnerCode = partnerCode
      self.extraParameters = extraParameters
    }
  }

  /// The parameters this engine adds to every search URL.
  public var options: Options

  /// DuckDuckGo with `options` (default: none).
  public init(options: Options = Options()) {
    self.options = options
  }

  /// `"DuckDuckGo"`.
  public var name: String { "DuckDuckGo" }

  /// `ddg`, `duckduckgo.com`, `@duckduckgo`, `@ddg` and the bangs `!ddg`, `!duckduckgo`.
  public var keywords: [String] { ["ddg", "duckduckgo.com", "@duckduckgo", "@ddg", "!ddg", "!duckduckgo"] }

  /// `https://duckduckgo.com/?q={searchTerms}` plus the options' parameters.
  public var urlTemplate: String { write(.placeholder) }

  /// `https://duckduckgo.com/ac/?q={searchTerms}&type=list` (`&kl=` added when set).
  public var suggestionTemplate: String? { writeSuggestion(.placeholder) }

  /// The results URL for `query`, form-encoded after `q=`, then the options' parameters.
  public func searchURL(for query: String) -> String { write(.query(query)) }

  /// DuckDuckGo's suggestion endpoint with `type=list`, answering `["q", ["s1", …]]`.
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
    var w = SearchURLWriter(capacity: 48 + (options.extraParameters.isEmpty ? 0 : 64) + GoogleSearch.termsCapacity(terms))
    w.append("https://duckduckgo.com/?q=")
    w.append(terms, at: .query)
    w.appendParameter("kl", options.region)
    w.appendParameter("kad", options.language)
    switch options.safeSearch {
    case .strict: w.appendParameter("kp", "1")
    case .moderate: w.appendParameter("kp", "-1")
    case .off: w.appendParameter("kp", "-2")
    case nil: break
    }
    w.appendParameter("t", options.partnerCode)
    w.appendParameters(options.extraParameters)
    return w.string
  }

  private func writeSuggestion(_ terms: SearchURLWriter.Terms) -> String {
    var w = SearchURLWriter(capacity: 64 + GoogleSearch.termsCapacity(terms))
    w.append("https://duckduckgo.com/ac/?q=")
    w.append(terms, at: .query)
    w.append("&type=list")
    w.appendParameter("kl", options.region)
    return w.string
  }
}
