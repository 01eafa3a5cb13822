/// What a built-in engine (Google, Bing, DuckDuckGo) knows about its own URLs. The extension
/// turns it into the URL members of ``SearchEngine``, so each engine's file holds only what is
/// its own: the fixed text around the terms and how its options become parameters.
///
/// A results URL is `resultsURLPrefix`, the terms (form-encoded for the query), the options'
/// parameters, then the extra parameters in order. A suggestion URL is `suggestionURLPrefix`,
/// the terms, `suggestionURLSuffix`, then the options' suggestion parameters.
protocol BuiltInSearchEngine: ResultsPageMatching {
  /// The results URL up to the terms, ending in the terms key: `https://www.google.com/search?q=`.
  static var resultsURLPrefix: String { get }
  /// The suggestion URL up to the terms, ending in the terms key.
  static var suggestionURLPrefix: String { get }
  /// Fixed text written right after the terms of a suggestion URL (`&type=list`), or `""`.
  static var suggestionURLSuffix: String { get }
  /// The options' free-form parameters, written last in a results URL.
  var extraParameters: [SearchParameter] { get }
  /// Writes the options' named parameters (`&name=value`) after the terms of a results URL.
  func appendResultsParameters(to url: inout SearchURLWriter)
  /// Writes the options' parameters after the fixed text of a suggestion URL.
  func appendSuggestionParameters(to url: inout SearchURLWriter)
}

extension BuiltInSearchEngine {
  /// The results URL with `{searchTerms}` where the terms go, options included (see the
  /// engine's documentation for the form).
  public var urlTemplate: String { resultsURL(.placeholder) }

  /// The suggestion URL with `{searchTerms}` where the terms go (see the engine's
  /// documentation for the endpoint).
  public var suggestionTemplate: String? { suggestionURL(.placeholder) }

  /// The results URL for `query`, form-encoded after the terms key, then the options' parameters.
  public func searchURL(for query: String) -> String { resultsURL(.query(query)) }

  /// The engine's suggestion URL for `query`; `nil` when the query is empty or only white space.
  public func suggestionURL(for query: String) -> String? {
    SearchURLWriter.isSuggestable(query) ? suggestionURL(.query(query)) : nil
  }

  /// The results URL's text before and after the terms, which do not depend on them: what
  /// ``SearchURLPattern`` writes around a query.
  var resultsURLAroundTerms: (before: String, after: String) {
    let after = SearchURLWriter.string { url in
      appendResultsParameters(to: &url)
      url.appendParameters(extraParameters)
    }
    return (Self.resultsURLPrefix, after)
  }

  private func resultsURL(_ terms: SearchURLWriter.Terms) -> String {
    SearchURLWriter.string { url in
      url.append(Self.resultsURLPrefix)
      url.append(terms, at: .query)
      appendResultsParameters(to: &url)
      url.appendParameters(extraParameters)
    }
  }

  private func suggestionURL(_ terms: SearchURLWriter.Terms) -> String {
    SearchURLWriter.string { url in
      url.append(Self.suggestionURLPrefix)
      url.append(terms, at: .query)
      url.append(Self.suggestionURLSuffix)
      appendSuggestionParameters(to: &url)
    }
  }
}
