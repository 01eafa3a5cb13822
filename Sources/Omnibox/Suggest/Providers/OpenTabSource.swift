/// Open tabs: tabs the shell lists whose URL or title words start with every typed term, as
/// "switch to tab" rows (``SuggestionProfile/openTabRelevance``), never the tab the field is in and
/// never the default.
enum OpenTabSource {
  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    let words = context.terms.words.flatMap { $0 }
    guard !words.isEmpty else { return [] }
    var rows: [Suggestion] = []
    for tab in context.openTabs where tab.url.href != context.input.currentPage?.href {
      guard HistoryIndex.isSuggestible(tab.url) else { continue }
      let tabWords = HistoryURLText(tab.url).text.words + MatchText(tab.title, limit: IndexedPage.titleLimit).words
      let matches = words.allSatisfy { w in tabWords.contains { $0.starts(with: w) } }
      guard matches else { continue }
      var row = context.pageRow(
        tab.url, title: tab.title, provider: .openTabs, kind: .openTab, relevance: context.profile.openTabRelevance,
        inline: false, deletable: false)
      row.isAllowedAsDefault = false
      rows.append(row)
    }
    return rows
  }
}
