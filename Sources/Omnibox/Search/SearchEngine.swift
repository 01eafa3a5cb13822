/// A search provider: turns a query into a results URL, recognises its own results pages, and
/// builds its suggestion URL.
///
/// Built-in engines are plain values reached through static members; any other engine can be
/// described by a template (``TemplateSearchEngine``):
///
///     let engine: some SearchEngine = .google
///     engine.searchURL(for: "swift & c++")
///     // "https://www.google.com/search?q=swift+%26+c%2B%2B"
///     try SearchEngines.named("https://example.com/find?q={searchTerms}").searchURL(for: "a b")
///     // "https://example.com/find?q=a+b"
///
/// Conforming types must be value types safe to share between threads; no method may fail,
/// trap or touch the network.
public protocol SearchEngine: Sendable {
  /// The engine's display name, e.g. `"Google"`.
  var name: String { get }

  /// Shortcut words that select this engine in the address bar, e.g. `["g", "google.com",
  /// "@google", "!g"]`. A word starting with `!` is a bang (it works before or after the query);
  /// the others work only as the first word. See ``KeywordShortcuts``.
  var keywords: [String] { get }

  /// The engine's results URL in OpenSearch form, e.g.
  /// `"https://www.google.com/search?q={searchTerms}"` (options included).
  var urlTemplate: String { get }

  /// The engine's suggestion URL in OpenSearch form, or `nil` if it has none.
  var suggestionTemplate: String? { get }

  /// The results URL for `query`, exactly as given (no trimming, no normalization).
  ///
  /// The query is UTF-8 encoded for its position: in the query string `A–Z a–z 0–9 * - . _`
  /// are kept, space becomes `+` and every other byte `%XX` (uppercase); in a path or fragment
  /// space is `%20`. Never fails.
  func searchURL(for query: String) -> String

  /// The URL to fetch suggestions for `query` from, or `nil` when the engine has none or the
  /// query is empty or only white space (send no request then).
  ///
  /// Parse the response with ``SearchSuggestions/init(parsing:charset:)``.
  func suggestionURL(for query: String) -> String?

  /// The search terms when `url` is one of this engine's results pages, decoded (`+` is a
  /// space, `%2B` a plus); `nil` when it is not, or when the terms are empty or ambiguous
  /// (the terms parameter twice). Surrounding spaces are kept; control characters stay escaped.
  ///
  ///     GoogleSearch().searchTerms(in: try URLRecord("https://www.google.com/search?q=a+%2B+b"))
  ///     // "a + b"
  func searchTerms(in url: URLRecord) -> String?

  /// What extraction found in `url`, including why there are no terms. The default
  /// implementation derives it from ``searchTerms(in:)`` (found, or not a results page).
  func searchTermsMatch(in url: URLRecord) -> SearchTermsMatch
}

extension SearchEngine {
  /// Derived from ``searchTerms(in:)``: `.terms` when found, otherwise `.notAResultsPage`.
  public func searchTermsMatch(in url: URLRecord) -> SearchTermsMatch {
    searchTerms(in: url).map { .terms($0) } ?? .notAResultsPage
  }
}

extension SearchEngine where Self == GoogleSearch {
  /// Google with default options: `https://www.google.com/search?q=…`.
  public static var google: Self { .init() }
}

extension SearchEngine where Self == BingSearch {
  /// Bing with default options: `https://www.bing.com/search?q=…`.
  public static var bing: Self { .init() }
}

extension SearchEngine where Self == DuckDuckGoSearch {
  /// DuckDuckGo with default options: `https://duckduckgo.com/?q=…`.
  public static var duckDuckGo: Self { .init() }
}
