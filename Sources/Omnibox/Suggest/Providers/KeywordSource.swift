/// Keywords and bangs: `b swift` or `!w swift` searches the engine the keyword names
/// (``SuggestionProfile/keywordRelevance``, the default row); `b ` (the keyword and a space)
/// enters keyword mode, a default row for the engine's home page; the keyword alone is a hint row
/// (``SuggestionProfile/keywordAloneRelevance``, never the default).
enum KeywordSource {
  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    let shortcuts = context.configuration.omnibox.configuration.keywordShortcuts
    let profile = context.profile
    if let (engine, terms) = shortcuts.match(context.text), !terms.isEmpty {
      return context.searchRow(
        terms, engine: engine, provider: .keywords, kind: .keyword, relevance: profile.keywordRelevance,
        isDefault: true
      ).map { [$0] } ?? []
    }
    let word = context.text
    guard !word.contains(" "), let engine = shortcuts.engine(for: word.lowercased()) else { return [] }
    let enteredMode = context.input.text.last?.isWhitespace ?? false
    guard let home = homePage(of: engine) else { return [] }
    let shown = "Search \(engine.name)"
    return [
      Suggestion(
        provider: .keywords, kind: .keyword, destination: home, fill: word + " ", display: shown, title: engine.name,
        relevance: enteredMode ? profile.keywordRelevance : profile.keywordAloneRelevance,
        isAllowedAsDefault: enteredMode, searchTerms: "", engine: engine.name)
    ]
  }

  /// The origin of the engine's results page.
  static func homePage(of engine: any SearchEngine) -> URLRecord? {
    guard let results = try? URLRecord(engine.searchURL(for: "x")) else { return nil }
    return try? URLRecord(results.origin + "/")
  }
}
