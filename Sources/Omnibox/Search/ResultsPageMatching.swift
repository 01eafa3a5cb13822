/// A search engine whose results pages are described by ``ResultsPagePatterns``: the built-in
/// engines and ``TemplateSearchEngine``. The extension supplies both extraction members of
/// ``SearchEngine`` from the patterns, so each engine only says which patterns it has.
protocol ResultsPageMatching: SearchEngine {
  /// The results-page forms this engine (in its current configuration) recognises.
  var resultsPagePatterns: ResultsPagePatterns { get }
}

extension ResultsPageMatching {
  /// Recognises this engine's results pages (see the engine's documentation for the forms).
  public func searchTermsMatch(in url: URLRecord) -> SearchTermsMatch {
    resultsPagePatterns.match(url)
  }

  /// The terms when `url` is a results page of this engine with non-empty, unambiguous terms.
  public func searchTerms(in url: URLRecord) -> String? { searchTermsMatch(in: url).terms }
}
