/// DuckDuckGo web search.
///
///     DuckDuckGoSearch().searchURL(for: "swift & c++")
///     // "https://duckduckgo.com/?q=swift+%26+c%2B%2B"
///     DuckDuckGoSearch(options: .init(region: "de-de", safeSearch: .strict)).searchURL(for: "a")
///     // "https://duckduckgo.com/?q=a&kl=de-de&kp=1"
///
/// Results pages are recognised at `duckduckgo.com/?q=`, and at the no-JavaScript pages
/// `html.duckduckgo.com/html/?q=` and `lite.duckduckgo.com/lite/?q=`.
///
/// Suggestions come from `https://duckduckgo.com/ac/?q={searchTerms}&type=list` (`&kl=` added when
/// set), answering `["q", ["s1", …]]`.
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
}

extension DuckDuckGoSearch: BuiltInSearchEngine {
  /// `https://duckduckgo.com/?q={searchTerms}`, then `kl`, `kad`, `kp`, `t`.
  static var resultsURLPrefix: String { "https://duckduckgo.com/?q=" }

  /// DuckDuckGo's suggestion endpoint, answering `["q", ["s1", …]]` with `type=list`.
  static var suggestionURLPrefix: String { "https://duckduckgo.com/ac/?q=" }

  static var suggestionURLSuffix: String { "&type=list" }

  var extraParameters: [SearchParameter] { options.extraParameters }

  func appendResultsParameters(to url: inout SearchURLWriter) {
    url.appendParameter("kl", options.region)
    url.appendParameter("kad", options.language)
    switch options.safeSearch {
    case .strict: url.appendParameter("kp", "1")
    case .moderate: url.appendParameter("kp", "-1")
    case .off: url.appendParameter("kp", "-2")
    case nil: break
    }
    url.appendParameter("t", options.partnerCode)
  }

  /// `&kl=` when a region is set.
  func appendSuggestionParameters(to url: inout SearchURLWriter) {
    url.appendParameter("kl", options.region)
  }
}
