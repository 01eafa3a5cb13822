/// What extracting search terms from a URL found.
///
///     SearchEngines.searchTermsMatch(in: try URLRecord("https://www.google.com/search?q=a+b"))
///     // (Google, .terms("a b"))
public enum SearchTermsMatch: Sendable, Hashable {
  /// A results page with these (decoded) terms.
  case terms(String)
  /// A results page whose terms parameter is empty (`/search?q=`).
  case emptyTerms
  /// A results page with the terms parameter more than once (`?q=a&q=b`): refused, not guessed.
  case ambiguousTerms
  /// Not one of the engine's results pages (host, port, path or terms parameter differ).
  case notAResultsPage

  /// The terms, when found.
  public var terms: String? {
    if case .terms(let t) = self { return t }
    return nil
  }

  /// A short machine-readable reason when there are no terms: `"empty-terms"`,
  /// `"ambiguous-terms"`, `"not-a-results-page"`; `nil` when terms were found.
  public var reason: String? {
    switch self {
    case .terms: return nil
    case .emptyTerms: return "empty-terms"
    case .ambiguousTerms: return "ambiguous-terms"
    case .notAResultsPage: return "not-a-results-page"
    }
  }

  /// The ``reason`` as a sentence a person can read; `nil` when terms were found.
  public var explanation: String? {
    switch self {
    case .terms: return nil
    case .emptyTerms: return "the results page searched for nothing"
    case .ambiguousTerms: return "the search terms parameter appears more than once"
    case .notAResultsPage: return "not a known search engine's results page"
    }
  }
}
