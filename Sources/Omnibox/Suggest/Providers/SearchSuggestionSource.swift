/// Search suggestions: the rows of an engine's response the caller fetched for this input, each a
/// search on the default engine (a suggestion that looks like a URL, `javascript:` included, is
/// searched, never loaded), at ``SuggestionProfile/searchSuggestionRelevance`` and one less each.
enum SearchSuggestionSource {
  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    guard let response = context.response else { return [] }
    var rows: [Suggestion] = []
    var relevance = context.profile.searchSuggestionRelevance
    let typed = context.text.lowercased()
    var seen = Set<String>()
    for suggestion in response.suggestions {
      let terms = SuggestionText.clean(suggestion, limit: 512)
      guard !terms.isEmpty, terms.lowercased() != typed, seen.insert(terms.lowercased()).inserted else { continue }
      if let row = context.searchRow(
        terms, provider: .searchSuggestions, kind: .searchSuggestion, relevance: relevance, isDefault: false)
      {
        rows.append(row)
        relevance -= 1
      }
    }
    return rows
  }

  /// Whether the text must not be sent to a suggestion server: it has credentials, or is a URL
  /// with a path or query (where private tokens live), or a file path.
  static func isPrivate(_ text: String) -> Bool {
    if text.hasPrefix("/") || text.hasPrefix("~") || text.hasPrefix("file:") { return true }
    if text.contains("@") && !text.contains(" ") { return true }
    let lower = text.lowercased()
    if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
      let rest = lower.drop { $0 != "/" }.dropFirst(2)
      return rest.contains("/") || rest.contains("?")
    }
    return false
  }
}
