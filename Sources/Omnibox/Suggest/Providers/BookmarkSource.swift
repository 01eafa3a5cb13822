/// Bookmarks: bookmarked pages where every typed term starts a word of the title or URL, scored
/// within ``SuggestionProfile/bookmarkRelevance`` by how much of the title the terms cover and
/// how often the page was visited (after Chromium's `BookmarkProvider`). Never the default row.
enum BookmarkSource {
  /// Bookmarks looked at per keystroke, the best by typed count, visits and recency.
  static let candidatesLooked = 64

  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    let index = context.history
    let found = index.candidates(for: context.terms, limit: candidatesLooked, in: .bookmarks).pages
    let range = context.profile.bookmarkRelevance
    let covered = context.terms.terms.reduce(0) { $0 + $1.count }
    let span = Double(range.upperBound - range.lowerBound)
    var scored: [(page: Int32, relevance: Int)] = found.map { p in
      let coverage = min(1.0, Double(covered) / Double(max(index.pages[Int(p)].entry.title.utf8.count, 1)))
      let visits = min(1.0, Double(index.ranks[Int(p)].visits) / 20)
      return (p, range.lowerBound + Int((span * (0.7 * coverage + 0.3 * visits)).rounded(.down)))
    }
    scored.sort { a, b in
      a.relevance != b.relevance
        ? a.relevance > b.relevance : index.rankPosition[Int(a.page)] < index.rankPosition[Int(b.page)]
    }
    return scored.prefix(context.profile.maximumPerProvider).map { p, relevance in
      let entry = index.entry(p)
      return context.pageRow(
        entry.url, title: entry.title, provider: .bookmarks, kind: .bookmark, relevance: relevance, inline: false,
        deletable: false)
    }
  }
}
