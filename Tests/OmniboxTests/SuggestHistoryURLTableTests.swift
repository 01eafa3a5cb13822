import Foundation
import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Chromium's HistoryURL provider tests (`history_url_provider_unittest.cc`): every case of
/// `Fixtures/browsers/chromium-history-url.json`, run through ``HistoryURLSource`` under the
/// ``SuggestionProfile/chromium`` profile, with the resolver on http (the snapshot predates
/// Chromium's HTTPS-first omnibox) and the test database loaded into a ``HistoryIndex``.
@Suite struct SuggestHistoryURLTableTests {
  typealias Object = SuggestTable.Object
  // Read once, never written: JSON objects are not Sendable, the values never change.
  nonisolated(unsafe) static let table = SuggestTable.object("chromium-history-url.json")
  // Read once, never written: JSON objects are not Sendable, the values never change.
  nonisolated(unsafe) static let cases = SuggestTable.cases("chromium-history-url.json")
  // Read once, never written: JSON objects are not Sendable, the values never change.
  nonisolated(unsafe) static let history: [Object] = (table["history"] as? [Object]) ?? []

  /// Cases this table cannot pose to the library, with why (beyond those the fixture skips).
  static let notPosed: [String: String] = [
    "desired_tld": "Ctrl+Enter's desired TLD (www. and .com added) is a key of Chromium's field, not an input text",
    "redirects": "the index keeps no redirect chains (HistoryEntry has none), which CullRedirects reads",
    "noSearchProvider": "a resolver always has a default engine; Chromium without one lets URL guesses be default",
    "function": "the row's display form: ours is DisplayFormatter's, not FormatUrl's (checked in DisplayURLTests)",
  ]

  /// Posed cases we answer differently from Chromium, with why.
  static let knownDifferences: [String: String] = [
    "WhatYouTyped/5 http://wytmatch foo bar": spaceInHost,
    "WhatYouTyped/6 https://wytmatch foo bar": spaceInHost,
    "Fixup/3 \u{FF65}@s": "we read a name@host without a path as an e-mail address (mailto:), never http://name@host/",
    "TreatEmailsAsSearches/0 user@foo.com":
      "we read a name@host without a path as an e-mail address (mailto:), never http://name@host/",
    "Fixup/5 file:": "file: URLs from history are never suggested (safe by construction)",
    "NavigateWithoutDB/1 slash":
      "Chromium without a history database keeps its fallback URL row for a single word; an empty index offers none",
    "IntranetURLsWithPaths/3 fooey/a b": spaceAfterSingleLabel,
    "IntranetURLsWithPaths/7 gooey/a b": spaceAfterSingleLabel,
  ]
  static let spaceInHost =
    "a space in a host is a search to us (the WHATWG host parser refuses it); Chromium escapes it"
  static let spaceAfterSingleLabel =
    "a single label, a path and a space read as a search to the resolver, with no URL reading to offer"

  static func reasonNotPosed(_ c: Object) -> String? {
    if c["skip"] != nil { return "skipped by the fixture" }
    if c["function"] != nil { return notPosed["function"] }
    if let tld = c["desired_tld"] as? String, !tld.isEmpty { return notPosed["desired_tld"] }
    if c["add_visits"] != nil { return notPosed["redirects"] }
    if let setup = c["setup"] as? String, setup.contains("NoSearchProvider") { return notPosed["noSearchProvider"] }
    return nil
  }

  static var posed: [Int] { cases.indices.filter { reasonNotPosed(cases[$0]) == nil } }

  @Test func tableIsComplete() {
    #expect(Self.cases.count == 130)
    #expect(Self.history.count == 69)
    let notPosed = Self.cases.filter { Self.reasonNotPosed($0) != nil }
    #expect(notPosed.count + Self.posed.count == Self.cases.count)
  }

  static func rows(for c: Object) throws -> [Suggestion] {
    var entries: [HistoryEntry] = []
    let setup = (c["setup"] as? String) ?? ""
    if !setup.contains("NoDB") {
      let rows = (c["history"] as? [Object]) ?? Self.history
      entries = rows.compactMap(SuggestTable.entry)
    }
    entries += ((c["add"] as? [Object]) ?? []).compactMap(SuggestTable.entry)
    var omnibox = Omnibox.Configuration(profile: .chromium)
    omnibox.schemePolicy = .alwaysHTTP
    if let engine = c["search_engine"] as? Object, let template = engine["url"] as? String {
      omnibox.defaultEngine = try TemplateSearchEngine(
        name: (engine["short_name"] as? String) ?? "TestEngine", template: template)
    }
    let index = HistoryIndex(entries, engines: [omnibox.defaultEngine])
    let configuration = Suggester.Configuration(profile: .chromium, omnibox: Omnibox(configuration: omnibox))
    let input = SuggestionInput(
      (c["input"] as? String) ?? "", preventsInlineCompletion: (c["prevent_inline_autocomplete"] as? Bool) ?? false)
    let context = SuggestionContext(
      input: input, now: SuggestTable.now, configuration: configuration, history: index, openTabs: [], response: nil)
    if (c["from_omnibox_focus"] as? Bool) == true { return [] }
    var rows = context.text.isEmpty ? [] : HistoryURLSource.suggestions(in: context)
    if (c["sort_matches"] as? Bool) == true {
      rows = SuggestionAssembly.dedup(rows, keepsFragment: context.text.contains("#"))
      rows.sort(by: SuggestionAssembly.isMoreRelevant)
    }
    return rows
  }

  /// Whether our rows agree with the case, and what differed.
  static func check(_ c: Object) throws -> (Bool, String) {
    let rows = try Self.rows(for: c)
    let expected = (c["expected"] as? [Object]) ?? []
    let got = rows.map {
      "\($0.destination.href) default=\($0.isAllowedAsDefault) inline=\($0.inlineCompletion ?? "-") \($0.relevance)"
    }
    let describe = "got \(got)"
    switch c["compare"] as? String {
    case "none":
      return (true, describe)
    case "empty":
      return (rows.isEmpty, describe)
    case "first":
      return (rows.first?.destination.href == (expected.first?["url"] as? String), describe)
    case "every":
      let every = (c["expect_every"] as? Object) ?? [:]
      let ok = rows.allSatisfy { r in
        (every["allowed_to_be_default"] as? Bool).map { $0 == r.isAllowedAsDefault } ?? true
          && ((every["inline"] as? String).map { $0 == (r.inlineCompletion ?? "") } ?? true)
      }
      return (ok, describe)
    default:
      guard rows.count == expected.count else { return (false, describe) }
      for (row, e) in zip(rows, expected) {
        if row.destination.href != (e["url"] as? String) { return (false, describe) }
        if let d = e["allowed_to_be_default"] as? Bool, d != row.isAllowedAsDefault { return (false, describe) }
        if let inline = e["inline"] as? String, inline != (row.inlineCompletion ?? "") { return (false, describe) }
      }
      if let inline = c["expected_inline"] as? String, inline != (rows.first?.inlineCompletion ?? "") {
        return (false, describe)
      }
      for check in (c["expected_relevance"] as? [Object]) ?? [] {
        guard let i = check["index"] as? Int, i < rows.count, let v = check["value"] as? Double,
          SuggestTable.holds(Double(rows[i].relevance), (check["op"] as? String) ?? "?", v)
        else { return (false, describe + " relevance \(check)") }
      }
      if let d = c["expected_description"] as? String, rows.first?.title != d { return (false, describe) }
      return (true, describe)
    }
  }

  @Test(arguments: posed)
  func historyURLCase(_ i: Int) throws {
    let c = Self.cases[i]
    let name = SuggestTable.name(c)
    let (ok, describe) = try Self.check(c)
    if let why = Self.knownDifferences[name] {
      #expect(!ok, "\(name) is listed as a known difference (\(why)) but passes")
    } else {
      #expect(ok, "\(name): \(describe)")
    }
  }
}
