/// History quick: pages where every typed term starts a word of the URL or title, scored by
/// ``ScoredHistoryMatch`` (topicality, frequency, specificity; at most 1399), as Chromium's
/// `HistoryQuickProvider`: at most ``SuggestionProfile/maximumCandidatesScored`` candidates,
/// the best by typed count, visits and recency, are scored per keystroke; scores are made
/// strictly decreasing and kept below a visited what-you-typed URL.
enum HistoryQuickSource {
  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    let scored = scoredMatches(in: context)
    guard let best = scored.first else { return [] }
    var ceiling = best.score.rawScore
    if let first = whatYouTypedFirstScore(in: context) { ceiling = min(ceiling, first - 1) }
    var rows: [Suggestion] = []
    for (page, score) in scored.prefix(context.profile.maximumPerProvider) {
      ceiling = min(ceiling, score.rawScore)
      let kind: Suggestion.Kind = score.urlMatches.isEmpty ? .historyTitle : .historyURL
      var row = context.pageRow(
        page.entry.url, title: page.entry.title, provider: .historyQuick, kind: kind, relevance: ceiling,
        inline: score.likelyCanInline)
      if row.inlineCompletion == nil { row.isAllowedAsDefault = false }
      rows.append(row)
      ceiling -= 1
    }
    return rows
  }

  /// The candidates scored and sorted best first (Chromium's `MatchScoreGreater`), those scoring
  /// 0 dropped.
  static func scoredMatches(in context: SuggestionContext) -> [(page: IndexedPage, score: ScoredHistoryMatch)] {
    let terms = context.terms
    guard !terms.terms.isEmpty else { return [] }
    let index = context.history
    let (candidates, total) = index.candidates(for: terms, limit: context.profile.maximumCandidatesScored) {
      $0.search == nil
    }
    var scored: [(page: IndexedPage, score: ScoredHistoryMatch)] = []
    for p in candidates {
      let page = index.record(p)
      let score = ScoredHistoryMatch(
        url: page.urlText, title: page.title, terms: terms, visits: page.entry.visits[...],
        isBookmarked: page.entry.isBookmarked, matchingPages: total, now: context.now,
        parameters: context.profile.historyScoring)
      if score.rawScore > 0 { scored.append((page, score)) }
    }
    scored.sort { a, b in isBetter(a, b) }
    return scored
  }

  /// `MatchScoreGreater`: score, typed at all, innermost, typed more, a typed-once site root,
  /// visits, recency, then the URL.
  static func isBetter(
    _ a: (page: IndexedPage, score: ScoredHistoryMatch), _ b: (page: IndexedPage, score: ScoredHistoryMatch)
  ) -> Bool {
    if a.score.rawScore != b.score.rawScore { return a.score.rawScore > b.score.rawScore }
    let ea = a.page.entry
    let eb = b.page.entry
    if (ea.typedCount == 0) != (eb.typedCount == 0) { return ea.typedCount > eb.typedCount }
    if a.score.isInnermost != b.score.isInnermost { return a.score.isInnermost }
    if ea.typedCount != eb.typedCount { return ea.typedCount > eb.typedCount }
    if ea.typedCount == 1 && a.page.isHostOnly != b.page.isHostOnly { return a.page.isHostOnly }
    if ea.visitCount != eb.visitCount { return ea.visitCount > eb.visitCount }
    if ea.lastVisit != eb.lastVisit {
      return (ea.lastVisit?.microsecondsSince1970 ?? .min) > (eb.lastVisit?.microsecondsSince1970 ?? .min)
    }
    return ea.url.href.utf8.lexicographicallyPrecedes(eb.url.href.utf8)
  }

  /// The score the history-URL provider gives what was typed when it will come first: a page in
  /// history (1413), or a site root on a host typed before (1403 intranet, 1203 otherwise).
  static func whatYouTypedFirstScore(in context: SuggestionContext) -> Int? {
    guard context.readsAsURL, let url = context.resolution.destination else { return nil }
    let profile = context.profile
    if context.history.page(forHref: url.href) != nil { return profile.inlineHistoryRelevance }
    guard url.pathname == "/", url.query == nil, url.fragment == nil,
      context.history.typedScheme(ofHost: url.hostname) != nil
    else { return nil }
    let suffixes = context.configuration.omnibox.configuration.publicSuffixList
    let isInternet = suffixes.registrableDomain(of: url.hostname, includingPrivateRules: false) != nil
    return isInternet ? profile.urlWhatYouTypedRelevance : profile.unvisitedIntranetRelevance
  }
}
