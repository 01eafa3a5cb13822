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

  /// Whether the text must not be sent to a suggestion server (after Chromium's
  /// `IsQueryPotentiallyPrivate`, stricter on paths): read as a URL (or a search that could be
  /// one), it has credentials, a port, a query, a fragment, a path beyond `/`, or a scheme other
  /// than http and https; or it is a file path.
  static func isPrivate(_ text: String, reading resolution: Resolution) -> Bool {
    if text.hasPrefix("/") || text.hasPrefix("~") || text.hasPrefix("\\") { return true }
    let url: URLRecord?
    switch resolution.kind {
    case .url: url = resolution.destination
    case .search: url = resolution.alternateDestination
    case .refused: return true
    }
    guard let url else { return false }
    if url.scheme != "http" && url.scheme != "https" { return true }
    if !url.username.isEmpty || !url.password.isEmpty || !url.port.isEmpty { return true }
    if url.query != nil || (resolution.kind == .url && url.fragment != nil) { return true }
    return url.pathname != "/" && !url.pathname.isEmpty
  }
}
