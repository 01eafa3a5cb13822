/// The constants of Chromium's history-quick scoring (`ScoredHistoryMatch` and the field-trial
/// defaults of `omnibox_field_trial.cc`), as one value a profile may change.
package struct HistoryScoringParameters: Sendable, Hashable {
  /// What a typed visit is worth against 1 for any other (HQPTypedValue).
  package var typedVisitValue: Float = 1.5
  /// The least a visit to a bookmarked page is worth (HQPBookmarkValue).
  package var bookmarkVisitValue: Float = 10
  /// How many of the newest visits count (HQPMaxVisitsToScore).
  package var maximumVisitsScored = 10
  /// Whether a match in the last host label (the TLD) earns points.
  package var allowsTLDMatches = false
  /// Whether a match in the scheme earns points.
  package var allowsSchemeMatches = false
  /// How many title words can earn points.
  package var titleWordsScored = 20
  /// Topicality below this scores 0 (HQPExperimentalTopicalityThreshold; -1: none).
  package var topicalityThreshold: Float = 0.5
  /// Intermediate score → relevance, linear between points (HQP buckets
  /// "0.0:550,1:625,9.0:1300,90.0:1399").
  package var relevanceBuckets: [ScorePoint] = [
    ScorePoint(0, 550), ScorePoint(1, 625), ScorePoint(9, 1300), ScorePoint(90, 1399),
  ]
  /// Number of matching pages → specificity (HQPNumMatchesScores "1:3,2:2.5,3:2,4:1.5"; empty:
  /// always 1).
  package var specificity: [SpecificityPoint] = [
    SpecificityPoint(1, 3), SpecificityPoint(2, 2.5), SpecificityPoint(3, 2), SpecificityPoint(4, 1.5),
  ]

  /// Reads buckets written `score:relevance,score:relevance` (Chromium's field-trial format);
  /// empty when any pair is malformed.
  package static func buckets(parsing text: String) -> [ScorePoint] {
    var points: [ScorePoint] = []
    for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 2, let score = Float(parts[0]), let relevance = Float(parts[1]) else { return [] }
      points.append(ScorePoint(score, relevance))
    }
    return points
  }

  package init() {}

  /// One point of the relevance curve.
  package struct ScorePoint: Sendable, Hashable {
    package var score: Float
    package var relevance: Float
    package init(_ score: Float, _ relevance: Float) {
      self.score = score
      self.relevance = relevance
    }
  }

  /// Up to `pages` matching pages, specificity `value`.
  package struct SpecificityPoint: Sendable, Hashable {
    package var pages: Int
    package var value: Float
    package init(_ pages: Int, _ value: Float) {
      self.pages = pages
      self.value = value
    }
  }
}

/// One occurrence of a term in a URL or title: which term, where, how long (bytes).
package struct TermMatch: Sendable, Hashable {
  package var term: Int
  package var offset: Int
  package var length: Int
}

/// A page scored against typed terms the way Chromium's history-quick provider scores it:
/// topicality (where each term matched: host 10, path 8, title 8, query 5, mid-word host 2),
/// frequency (the newest visits, weighted by transition and age), specificity, mapped through
/// the relevance buckets to at most 1399.
///
/// Oracle: `Fixtures/browsers/chromium-scored-history-match.json` (SuggestScoringTableTests).
package struct ScoredHistoryMatch: Sendable {
  /// The relevance, 0 when the page does not match every term well enough.
  package var rawScore = 0
  /// Term matches in the URL serialization, sorted, without overlaps.
  package var urlMatches: [TermMatch] = []
  /// Term matches in the title, sorted, without overlaps.
  package var titleMatches: [TermMatch] = []
  /// One term, matching right after a URL prefix, not ending in white space.
  package var likelyCanInline = false
  /// The inline match follows the URL's deepest prefix (after the scheme and `www.`).
  package var isInnermost = false

  package init() {}

  /// Scores a page. `url` is the serialization, lowercased, with its component offsets; `title`
  /// the cleaned title.
  package init(
    url: HistoryURLText, title: MatchText, terms: TypedTerms, visits: some Collection<HistoryVisit>,
    isBookmarked: Bool, matchingPages: Int, now: HistoryTime, parameters: HistoryScoringParameters
  ) {
    guard !terms.terms.isEmpty else { return }
    var urlMatches: [TermMatch] = []
    var titleMatches: [TermMatch] = []
    for (n, term) in terms.terms.enumerated() {
      let inURL = url.text.occurrences(of: term).map { TermMatch(term: n, offset: $0, length: term.count) }
      let inTitle = title.occurrences(of: term).map { TermMatch(term: n, offset: $0, length: term.count) }
      if inURL.isEmpty && inTitle.isEmpty { return }
      urlMatches += inURL
      titleMatches += inTitle
    }
    urlMatches.sort(by: Self.matchOrder)
    titleMatches.sort(by: Self.matchOrder)

    if !urlMatches.isEmpty, terms.terms.count == 1, !terms.endsInWhitespace,
      let inlinePrefix = URLPrefix.best(in: url.text.bytes, followedBy: terms.terms[0])
    {
      likelyCanInline = true
      let deepest = URLPrefix.best(in: url.text.bytes, followedBy: [])
      isInnermost = inlinePrefix.components == (deepest?.components ?? 0)
    }

    let topicality = Self.topicality(
      url: url, title: title, terms: terms, urlMatches: &urlMatches, titleMatches: &titleMatches,
      parameters: parameters)
    let frequency = Self.frequency(visits: visits, isBookmarked: isBookmarked, now: now, parameters: parameters)
    let specificity = Self.specificity(matchingPages: matchingPages, parameters: parameters)
    rawScore = Int(
      clamping: Self.saturatingInt(Self.finalRelevance(topicality, frequency, specificity, parameters: parameters)))
    self.urlMatches = Self.deoverlap(urlMatches)
    self.titleMatches = Self.deoverlap(titleMatches)
  }

  /// Which parts of the URL the kept matches touch (Chromium's `GetMatchComponents`): the scheme
  /// (a match at offset 0), a subdomain (before the registrable domain), or after the host.
  package func matchComponents(in url: URLRecord, registrableDomain: String?) -> (
    scheme: Bool, subdomain: Bool, afterHost: Bool
  ) {
    let parts = url.parts
    let hostStart = Int(parts.hostStart)
    let hostLength = Int(parts.hostEnd) - hostStart
    let pathStart = Int(parts.pathStart)
    let domainLength = registrableDomain?.utf8.count ?? hostLength
    let hasSubdomain = domainLength < hostLength
    let subdomainEnd = hasSubdomain ? hostStart + hostLength - domainLength - 1 : Int.max
    var scheme = false
    var subdomain = false
    var afterHost = false
    for m in urlMatches {
      let end = m.offset + m.length
      if m.offset == 0 && parts.schemeEnd > 0 { scheme = true }
      if hasSubdomain && m.offset < subdomainEnd && end > hostStart && hostLength > 0 { subdomain = true }
      if end > pathStart { afterHost = true }
    }
    return (scheme, subdomain, afterHost)
  }

  // MARK: - The parts, each a function the conformance table calls

  /// Per-term points by where the term matched, through the topicality curve, averaged over terms.
  /// Filters `urlMatches` and `titleMatches` to those that count.
  package static func topicality(
    url: HistoryURLText, title: MatchText, terms: TypedTerms, urlMatches: inout [TermMatch],
    titleMatches: inout [TermMatch], parameters: HistoryScoringParameters
  ) -> Float {
    var termScores = [Int](repeating: 0, count: terms.terms.count)
    let offsets = terms.wordOffsets
    urlMatches = filterByWordStarts(
      urlMatches, wordOffsets: offsets, wordStarts: url.text.wordStarts, from: url.pathStart, to: nil)
    urlMatches = filterByWordStarts(
      urlMatches, wordOffsets: offsets, wordStarts: url.text.wordStarts, from: 0, to: url.hostStart)
    for match in urlMatches {
      let at = match.offset + offsets[match.term]
      let atWordStart = url.text.isWordStart(at)
      if at >= url.queryStart {
        termScores[match.term] += 5
      } else if at >= url.pathStart {
        termScores[match.term] += 8
      } else if at >= url.hostStart {
        if at < url.lastHostLabelStart {
          termScores[match.term] += atWordStart ? 10 : 2
        } else if parameters.allowsTLDMatches {
          termScores[match.term] += atWordStart ? 10 : 0
        }
      } else if parameters.allowsSchemeMatches {
        termScores[match.term] += 10
      }
    }
    titleMatches = filterByWordStarts(
      titleMatches, wordOffsets: offsets, wordStarts: title.wordStarts, from: 0, to: nil)
    var wordNumber = 0
    var nextWord = 0
    for match in titleMatches {
      let at = match.offset + offsets[match.term]
      while nextWord < title.wordStarts.count && title.wordStarts[nextWord] < at {
        nextWord += 1
        wordNumber += 1
      }
      if wordNumber >= parameters.titleWordsScored { break }
      termScores[match.term] += 8
    }
    var total: Float = 0
    for score in termScores {
      if score == 0 { return 0 }
      total += topicalityCurve[min(score, topicalityCurve.count - 1)]
    }
    let topicality = total / Float(termScores.count)
    return topicality < parameters.topicalityThreshold ? 0 : topicality
  }

  /// Raw term points → topicality: linear to 1.0 at 10 points, then 1 + 2.25·log10(points/10),
  /// capped at 29 points.
  package static let topicalityCurve: [Float] = (0..<30).map { points in
    points < 10 ? 0.1 * Float(points) : Float(1 + 2.25 * scoringLog10(0.1 * Double(points)))
  }

  /// The weighted sum over the newest visits: typed visits worth ``HistoryScoringParameters/typedVisitValue``,
  /// bookmarked pages at least ``HistoryScoringParameters/bookmarkVisitValue``, each times its
  /// age's recency weight.
  package static func frequency(
    visits: some Collection<HistoryVisit>, isBookmarked: Bool, now: HistoryTime, parameters: HistoryScoringParameters
  ) -> Float {
    var points: Float = 0
    for visit in visits.prefix(parameters.maximumVisitsScored) {
      var value: Float = visit.transition.isTyped ? parameters.typedVisitValue : 1
      if isBookmarked { value = max(value, parameters.bookmarkVisitValue) }
      points += value * recency(daysAgo: now.days(since: visit.time))
    }
    return points
  }

  /// Age weight: 1.0 up to 4 days, then linear through 0.7 at 14, 0.5 at 31, 0.3 at 90, 0.1 at
  /// 365 days and after (integer arithmetic on percentages, as Chromium's table).
  package static func recency(daysAgo: Int) -> Float {
    recencyTable[max(0, min(daysAgo, recencyTable.count - 1))]
  }

  private static let recencyTable: [Float] = (0..<366).map { d in
    let percent: Int
    if d <= 4 {
      percent = 100
    } else if d <= 14 {
      percent = 70 + (14 - d) * (100 - 70) / (14 - 4)
    } else if d <= 31 {
      percent = 50 + (31 - d) * (70 - 50) / (31 - 14)
    } else if d <= 90 {
      percent = 30 + (90 - d) * (50 - 30) / (90 - 30)
    } else {
      percent = 10 + (365 - d) * (20 - 10) / (365 - 90)
    }
    return Float(percent) / 100
  }

  /// The value of the first specificity point covering `matchingPages` pages (Chromium's
  /// `upper_bound` on `(pages, -1)`), or 1.
  package static func specificity(matchingPages: Int, parameters: HistoryScoringParameters) -> Float {
    parameters.specificity.first { $0.pages >= matchingPages }?.value ?? 1
  }

  /// topicality × frequency × specificity through the relevance buckets (0 when topicality is 0).
  package static func finalRelevance(
    _ topicality: Float, _ frequency: Float, _ specificity: Float, parameters: HistoryScoringParameters
  ) -> Float {
    let buckets = parameters.relevanceBuckets
    guard topicality != 0, let last = buckets.last else { return 0 }
    let intermediate = topicality * frequency * specificity
    for i in 1..<max(1, buckets.count) where intermediate < buckets[i].score {
      let previous = buckets[i - 1]
      let slope = (buckets[i].relevance - previous.relevance) / (buckets[i].score - previous.score)
      return previous.relevance + slope * (intermediate - previous.score)
    }
    return last.relevance
  }

  /// Keeps the matches before `from`, at or after `to`, or at a word start.
  package static func filterByWordStarts(
    _ matches: [TermMatch], wordOffsets: [Int], wordStarts: [Int], from start: Int, to end: Int?
  ) -> [TermMatch] {
    var kept: [TermMatch] = []
    var next = 0
    for match in matches {
      let at = match.offset + wordOffsets[match.term]
      while next < wordStarts.count && wordStarts[next] < at { next += 1 }
      if match.offset < start || (end.map { match.offset >= $0 } ?? false)
        || (next < wordStarts.count && wordStarts[next] == at)
      {
        kept.append(match)
      }
    }
    return kept
  }

  /// Sorted matches with each overlapping one dropped (the earlier, then longer, wins).
  package static func deoverlap(_ matches: [TermMatch]) -> [TermMatch] {
    var kept: [TermMatch] = []
    var end = 0
    for m in matches where m.offset >= end || kept.isEmpty {
      kept.append(m)
      end = m.offset + m.length
    }
    return kept
  }

  private static func matchOrder(_ a: TermMatch, _ b: TermMatch) -> Bool {
    a.offset != b.offset ? a.offset < b.offset : a.length > b.length
  }

  private static func saturatingInt(_ value: Float) -> Int {
    guard value.isFinite else { return value > 0 ? Int.max : 0 }
    return Int(max(min(value, 1e9), -1e9))
  }
}

/// A URL serialization lowercased for matching, with where its parts start (Chromium's
/// `CountCharactersBefore` with the delimiter: the scheme's end, the host, the path's `/`, the
/// query's `?`, the last host label's `.`).
package struct HistoryURLText: Sendable, Hashable {
  package let text: MatchText
  package let hostStart: Int
  package let pathStart: Int
  package let queryStart: Int
  /// Offset of the last `.` at or before the path's start; `Int.max` when the host has none.
  package let lastHostLabelStart: Int

  package init(_ url: URLRecord) {
    let bytes = MatchText.lowercasedBytes(url.href)
    text = MatchText(lowercasedBytes: bytes)
    let parts = url.parts
    hostStart = Int(parts.hostStart)
    pathStart = Int(parts.pathStart)
    queryStart = Int(parts.pathEnd)
    var dot = Int.max
    var i = min(Int(parts.pathStart), bytes.count - 1)
    while i >= 0 {
      if bytes[i] == UInt8(ascii: ".") {
        dot = i
        break
      }
      i -= 1
    }
    lastHostLabelStart = dot
  }
}
