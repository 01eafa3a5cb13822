/// Past searches: results pages in history whose terms start with the input, as searches again,
/// scored as Chromium's `SearchProvider` scores search history (``SuggestionProfile/pastSearchRelevance``
/// minus 6.5·seconds^0.3 since the search), deletable.
enum PastSearchSource {
  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    let index = context.history
    let typed = context.text.lowercased()
    var rows: [Suggestion] = []
    var seen = Set<String>()
    for p in index.pastSearches(startingWith: context.text, limit: context.profile.maximumPerProvider * 4) {
      let page = index.pages[Int(p)]
      guard let search = index.searchOf[p], search.terms.lowercased() != typed,
        seen.insert(search.terms.lowercased()).inserted
      else { continue }
      let elapsed = page.entry.lastVisit.map { context.now.seconds(since: $0) } ?? 1e9
      let relevance = max(0, context.profile.pastSearchRelevance - Int(6.5 * scoringPow(elapsed, 0.3)))
      let engine = SearchEngines.builtIns.first { $0.name == search.engine }
      if let row = context.searchRow(
        search.terms, engine: engine, provider: .pastSearches, kind: .pastSearch, relevance: relevance,
        isDefault: false, deletable: true)
      {
        rows.append(row)
      }
    }
    rows.sort { $0.relevance != $1.relevance ? $0.relevance > $1.relevance : $0.display < $1.display }
    return rows
  }
}
