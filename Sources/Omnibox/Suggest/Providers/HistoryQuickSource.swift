/// History quick: pages where every typed term starts a word of the URL or title, scored by
/// ``ScoredHistoryMatch`` (topicality, frequency, specificity; at most 1399), as Chromium's
/// `HistoryQuickProvider`: at most ``SuggestionProfile/maximumCandidatesScored`` candidates,
/// the best by typed count, visits and recency, are scored per keystroke; scores are made
/// strictly decreasing and kept below a visited what-you-typed URL.
enum HistoryQuickSource {
  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    let scored = scoredMatches(in: context, keep: context.profile.maximumPerProvider)
    guard let best = scored.first else { return [] }
    var ceiling = best.score.rawScore
    if let first = whatYouTypedFirstScore(in: context) { ceiling = min(ceiling, first - 1) }
    var rows: [Suggestion] = []
    for (p, score) in scored.prefix(context.profile.maximumPerProvider) {
      ceiling = min(ceiling, score.rawScore)
      let entry = context.history.entry(p)
      let kind: Suggestion.Kind = score.urlMatches.isEmpty ? .historyTitle : .historyURL
      var row = context.pageRow(
        entry.url, title: entry.title, provider: .historyQuick, kind: kind, relevance: ceiling,
        inline: score.likelyCanInline)
      if row.inlineCompletion == nil { row.isAllowedAsDefault = false }
      rows.append(row)
      ceiling -= 1
    }
    return rows
  }

  /// The best `keep` candidates scored and sorted best first (Chromium's `MatchScoreGreater`),
  /// those scoring 0 dropped; by default all of them.
  ///
  /// - Fast path: buys 62% of a keystroke (p50 of `omnibox-bench autocomplete`, 100,000 pages,
  ///   2,926 µs before and 1,115 µs after, one run each). Candidates are scored in descending
  ///   order of frequency (visits only, cheap), and scoring stops once no later candidate can
  ///   reach the `keep`-th score: a score is the buckets of topicality × frequency ×
  ///   specificity, and topicality is at most its curve's top. Exact: a candidate is skipped only
  ///   when its bound is below a score already kept. Oracle:
  ///   `SuggestFastPathTests.prunedScoringKeepsTheBestRows`.
  static func scoredMatches(in context: SuggestionContext, keep: Int = .max) -> [(
    page: Int32, score: ScoredHistoryMatch
  )] {
    let terms = context.terms
    guard !terms.terms.isEmpty else { return [] }
    let index = context.history
    let parameters = context.profile.historyScoring
    let (candidates, total) = index.candidates(
      for: terms, limit: context.profile.maximumCandidatesScored, excludingSearches: true)
    let specificity = ScoredHistoryMatch.specificity(matchingPages: total, parameters: parameters)
    let topTopicality = ScoredHistoryMatch.topicalityCurve.last ?? 0
    var byFrequency: [(page: Int32, frequency: Float)] = candidates.map { p in
      let i = Int(p)
      return (
        p,
        ScoredHistoryMatch.frequency(
          visits: index.pages[i].visits, isBookmarked: index.pages[i].entry.isBookmarked, now: context.now,
          parameters: parameters)
      )
    }
    byFrequency.sort { $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.page < $1.page }
    var scored: [(page: Int32, score: ScoredHistoryMatch)] = []
    var kept: [Int] = []  // the best `keep` scores so far, descending
    for (p, frequency) in byFrequency {
      if keep != .max, kept.count >= keep, let floor = kept.last {
        let bound = ScoredHistoryMatch.finalRelevance(topTopicality, frequency, specificity, parameters: parameters)
        if Int(bound) < floor { break }
      }
      let i = Int(p)
      let score = ScoredHistoryMatch(
        url: index.pages[i].urlText, title: index.pages[i].title, terms: terms,
        visits: index.pages[i].visits, isBookmarked: index.pages[i].entry.isBookmarked,
        matchingPages: total, now: context.now, parameters: parameters)
      guard score.rawScore > 0 else { continue }
      scored.append((p, score))
      if keep != .max {
        let at = kept.firstIndex { $0 < score.rawScore } ?? kept.endIndex
        kept.insert(score.rawScore, at: at)
        if kept.count > keep { kept.removeLast() }
      }
    }
    scored.sort { a, b in isBetter(a, b, in: index) }
    return scored
  }

  /// `MatchScoreGreater`: score, typed at all, innermost, typed more, a typed-once site root,
  /// visits, recency, then the URL.
  static func isBetter(
    _ a: (page: Int32, score: ScoredHistoryMatch), _ b: (page: Int32, score: ScoredHistoryMatch),
    in index: HistoryIndex
  ) -> Bool {
    if a.score.rawScore != b.score.rawScore { return a.score.rawScore > b.score.rawScore }
    let ta = index.ranks[Int(a.page)].typed
    let tb = index.ranks[Int(b.page)].typed
    if (ta == 0) != (tb == 0) { return ta > tb }
    if a.score.isInnermost != b.score.isInnermost { return a.score.isInnermost }
    if ta != tb { return ta > tb }
    let ha = index.pages[Int(a.page)].isHostOnly
    if ta == 1 && ha != index.pages[Int(b.page)].isHostOnly { return ha }
    return index.rankPosition[Int(a.page)] < index.rankPosition[Int(b.page)]
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
