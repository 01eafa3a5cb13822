/// Bookmarks: bookmarked pages where every typed term starts a word of the title or URL, scored
/// within ``SuggestionProfile/bookmarkRelevance`` by how much of the title the terms cover and
/// how often the page was visited (after Chromium's `BookmarkProvider`). Never the default row.
enum BookmarkSource {
  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    let index = context.history
    let found = index.bookmarked(matching: context.terms, limit: context.profile.maximumCandidatesScored)
    let range = context.profile.bookmarkRelevance
    var rows: [Suggestion] = []
    for p in found {
      let page = index.record(p)
      let covered = context.terms.terms.reduce(0) { $0 + $1.count }
      let length = max(page.title.bytes.count, 1)
      let coverage = min(1.0, Double(covered) / Double(length))
      let visits = min(1.0, Double(page.entry.visitCount) / 20)
      let span = Double(range.upperBound - range.lowerBound)
      let relevance = range.lowerBound + Int((span * (0.7 * coverage + 0.3 * visits)).rounded(.down))
      rows.append(
        context.pageRow(
          page.entry.url, title: page.entry.title, provider: .bookmarks, kind: .bookmark, relevance: relevance,
          inline: false, deletable: false))
    }
    rows.sort { $0.relevance != $1.relevance ? $0.relevance > $1.relevance : $0.destination.href < $1.destination.href }
    return rows
  }
}
