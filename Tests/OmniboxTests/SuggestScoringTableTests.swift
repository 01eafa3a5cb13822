import Foundation
import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Chromium's history-quick scoring (`scored_history_match_unittest.cc`) and URL prefixes
/// (`url_prefix_unittest.cc`), every case of `Fixtures/browsers/chromium-scored-history-match.json`
/// and `chromium-url-prefix.json`, against ``ScoredHistoryMatch`` and ``URLPrefix``.
@Suite struct SuggestScoringTableTests {
  typealias Object = SuggestTable.Object
  // Read once, never written: JSON objects are not Sendable, the values never change.
  nonisolated(unsafe) static let scoring = SuggestTable.cases("chromium-scored-history-match.json")
  // Read once, never written: JSON objects are not Sendable, the values never change.
  nonisolated(unsafe) static let prefixes = SuggestTable.cases("chromium-url-prefix.json")
  /// Cases we answer differently from Chromium, with why.
  static let knownDifferences: [String: String] = [
    "MatchURLComponents/http://www.xn--1lq90ic7f1rc.cn/xnblah x":
      "Chromium matches the URL with its IDN host decoded (CleanUpUrlForMatching); we match the serialization",
    "MatchURLComponents/http://www.xn--1lq90ic7f1rc.cn/xnblah xn":
      "Chromium matches the URL with its IDN host decoded (CleanUpUrlForMatching); we match the serialization",
  ]

  @Test func tablesAreComplete() {
    #expect(Self.scoring.count == 58)
    #expect(Self.prefixes.count == 11)
  }

  @Test func prefixTableIsOurs() {
    let listed = (SuggestTable.object("chromium-url-prefix.json")["prefixes"] as? [Object]) ?? []
    #expect(
      listed.map { ($0["prefix"] as? String) ?? "?" } == URLPrefix.all.map { String(decoding: $0.text, as: UTF8.self) })
    #expect(listed.map { ($0["num_components"] as? Int) ?? -1 } == URLPrefix.all.map(\.components))
  }

  @Test(arguments: prefixes.indices)
  func bestURLPrefix(_ i: Int) {
    let c = Self.prefixes[i]
    let text = Array(((c["text"] as? String) ?? "").lowercased().utf8)
    let suffix = Array(((c["prefix_suffix"] as? String) ?? "").lowercased().utf8)
    let expected = (c["expect"] as? Object)?["prefix"] as? String
    let found = URLPrefix.best(in: text, followedBy: suffix).map { String(decoding: $0.text, as: UTF8.self) }
    #expect(found == expected, "\(SuggestTable.name(c))")
  }

  static func parameters(_ c: Object) -> HistoryScoringParameters {
    var p = HistoryScoringParameters()
    guard let o = c["parameters"] as? Object else { return p }
    if let v = o["bookmark_value"] as? Double { p.bookmarkVisitValue = Float(v) }
    if let v = o["allow_tld_matches"] as? Bool { p.allowsTLDMatches = v }
    if let v = o["allow_scheme_matches"] as? Bool { p.allowsSchemeMatches = v }
    if let v = o["max_visits_to_score"] as? Int { p.maximumVisitsScored = v }
    if let v = o["relevance_buckets"] as? [[Double]] {
      p.relevanceBuckets = v.map { .init(Float($0[0]), Float($0[1])) }
    }
    if let v = o["matches_to_specificity"] as? [[Double]] {
      p.specificity = v.map { .init(Int($0[0]), Float($0[1])) }
    }
    return p
  }

  static func score(_ row: Object, input: String, parameters: HistoryScoringParameters) -> ScoredHistoryMatch? {
    guard let entry = SuggestTable.entry(row) else { return nil }
    return ScoredHistoryMatch(
      url: HistoryURLText(entry.url), title: MatchText(entry.title), terms: TypedTerms(input),
      visits: entry.visits[...], isBookmarked: entry.isBookmarked, matchingPages: 1, now: SuggestTable.now,
      parameters: parameters)
  }

  @Test(arguments: scoring.indices)
  func scoringCase(_ i: Int) throws {
    let c = Self.scoring[i]
    let name = SuggestTable.name(c)
    if let skip = c["skip"] as? String {
      #expect(!skip.isEmpty)
      return
    }
    let ok = try Self.check(c)
    if let why = Self.knownDifferences[name] {
      #expect(!ok, "\(name) is listed as a known difference (\(why)) but passes")
    } else {
      #expect(ok, "\(name)")
    }
  }

  /// Whether our answer agrees with the case.
  static func check(_ c: Object) throws -> Bool {
    let params = parameters(c)
    let input = (c["input"] as? String) ?? ""
    switch c["function"] as? String {
    case nil:
      let rows = (c["rows"] as? [String: Object]) ?? [:]
      var scores: [String: Double] = [:]
      for (key, row) in rows {
        scores[key] = try Double(#require(score(row, input: input, parameters: params)).rawScore)
      }
      return asserts(c, scores)
    case "matchComponents":
      let row = try #require(c["row"] as? Object)
      let entry = try #require(SuggestTable.entry(row))
      let scored = try #require(score(row, input: input, parameters: params))
      let domain = Omnibox.Configuration().publicSuffixList.registrableDomain(
        of: entry.url.hostname, includingPrivateRules: false)
      let got = scored.matchComponents(in: entry.url, registrableDomain: domain)
      let e = try #require(c["expect"] as? Object)
      return got.scheme == (e["match_in_scheme"] as? Bool) && got.subdomain == (e["match_in_subdomain"] as? Bool)
        && got.afterHost == (e["match_after_host"] as? Bool)
    case "topicality":
      var p = params
      p.topicalityThreshold = -1
      var scores: [String: Double] = [:]
      for (key, o) in (c["scores"] as? [String: Object]) ?? [:] {
        let url = try URLRecord((o["url"] as? String) ?? "")
        let term = (o["term"] as? String) ?? ""
        let terms = TypedTerms(term)
        let urlText = HistoryURLText(url)
        let title = MatchText((o["title"] as? String) ?? "")
        var urlMatches = urlText.text.occurrences(of: Array(term.lowercased().utf8)).map {
          TermMatch(term: 0, offset: $0, length: term.utf8.count)
        }
        var titleMatches = title.occurrences(of: Array(term.lowercased().utf8)).map {
          TermMatch(term: 0, offset: $0, length: term.utf8.count)
        }
        scores[key] = Double(
          ScoredHistoryMatch.topicality(
            url: urlText, title: title, terms: terms, urlMatches: &urlMatches, titleMatches: &titleMatches,
            parameters: p))
      }
      return asserts(c, scores)
    case "filterTermMatchesByWordStarts":
      let matches = ((c["term_matches"] as? [Object]) ?? []).map {
        TermMatch(
          term: ($0["term_num"] as? Int) ?? 0, offset: ($0["offset"] as? Int) ?? 0, length: ($0["length"] as? Int) ?? 0)
      }
      let kept = ScoredHistoryMatch.filterByWordStarts(
        matches, wordOffsets: (c["terms_to_word_starts_offsets"] as? [Int]) ?? [],
        wordStarts: (c["word_starts"] as? [Int]) ?? [], from: (c["start_pos"] as? Int) ?? Int.max,
        to: c["end_pos"] as? Int)
      return kept.map(\.offset) == ((c["expect"] as? Object)?["offsets"] as? [Int])
    case "frequency":
      var scores: [String: Double] = [:]
      for (key, o) in (c["frequencies"] as? [String: Object]) ?? [:] {
        var p = params
        if let own = o["parameters"] as? Object, let m = own["max_visits_to_score"] as? Int {
          p.maximumVisitsScored = m
        }
        let visits = SuggestTable.visits(o["visits"])
        scores[key] = Double(
          ScoredHistoryMatch.frequency(
            visits: visits[...], isBookmarked: (o["bookmarked"] as? Bool) ?? false, now: SuggestTable.now, parameters: p
          ))
      }
      return asserts(c, scores)
    case "documentSpecificity":
      let got = ScoredHistoryMatch.specificity(
        matchingPages: (c["num_matching_pages"] as? Int) ?? 0, parameters: params)
      return abs(Double(got) - ((c["expect"] as? Double) ?? -1)) < 1e-6
    case "finalRelevancy":
      let got = ScoredHistoryMatch.finalRelevance(
        Float((c["topicality"] as? Double) ?? 0), Float((c["frequency"] as? Double) ?? 0),
        Float((c["specificity"] as? Double) ?? 0), parameters: params)
      return Double(got) == ((c["expect"] as? Double) ?? -1)
    case "parseBuckets":
      let got = HistoryScoringParameters.buckets(parsing: (c["string"] as? String) ?? "")
      let expected = (c["expect"] as? [[Double]]) ?? []
      return got.map { [Double($0.score), Double($0.relevance)] } == expected
    default:
      return false
    }
  }

  /// Every `assert` of a case: `{"left","op","right"}` between named values, or
  /// `{"row","op","value"}` against a number.
  static func asserts(_ c: Object, _ values: [String: Double]) -> Bool {
    let list = (c["assert"] as? [Object]) ?? []
    guard !list.isEmpty else { return false }
    for a in list {
      let op = (a["op"] as? String) ?? "?"
      if let row = a["row"] as? String {
        guard let v = values[row], let target = a["value"] as? Double, SuggestTable.holds(v, op, target) else {
          return false
        }
      } else {
        guard let l = (a["left"] as? String).flatMap({ values[$0] }),
          let r = (a["right"] as? String).flatMap({ values[$0] }),
          SuggestTable.holds(l, op, r)
        else { return false }
      }
    }
    return true
  }
}
