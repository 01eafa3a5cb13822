import Omnibox

/// A search engine whose results pages are another engine's (Google's, for the shell) but
/// whose suggestions come from a template of one's own (`--suggest-url`): results URLs, the
/// terms read back from results pages, the name and keywords are the base engine's.
struct SuggestionEndpointEngine: SearchEngine {
  /// The engine searches go to.
  let base: any SearchEngine
  /// The engine whose suggestion template is used (its results template is the same text).
  let endpoint: TemplateSearchEngine

  /// `base` with suggestions from `template` (`{searchTerms}` for the text).
  ///
  /// - Throws: ``SearchError`` when the template breaks ``SearchTemplate``'s rules.
  init(base: any SearchEngine, suggestionTemplate template: String) throws(SearchError) {
    self.base = base
    endpoint = try TemplateSearchEngine(name: base.name, template: template, suggestionTemplate: template)
  }

  var name: String { base.name }
  var keywords: [String] { base.keywords }
  var urlTemplate: String { base.urlTemplate }
  var suggestionTemplate: String? { endpoint.suggestionTemplate }
  func searchURL(for query: String) -> String { base.searchURL(for: query) }
  func suggestionURL(for query: String) -> String? { endpoint.suggestionURL(for: query) }
  func searchTerms(in url: URLRecord) -> String? { base.searchTerms(in: url) }
  func searchTermsMatch(in url: URLRecord) -> SearchTermsMatch { base.searchTermsMatch(in: url) }
}
