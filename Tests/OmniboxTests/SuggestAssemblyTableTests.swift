import Foundation
import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Chromium's `AutocompleteResult` tests (`autocomplete_result_unittest.cc`): the sort-and-cull
/// cases of `Fixtures/browsers/chromium-autocomplete-result.json` run through
/// ``SuggestionAssembly/sortAndCull(_:keepsFragment:profile:)`` under the Chromium profile.
@Suite struct SuggestAssemblyTableTests {
  typealias Object = SuggestTable.Object
  // Read once, never written: JSON objects are not Sendable, the values never change.
  nonisolated(unsafe) static let cases = SuggestTable.cases("chromium-autocomplete-result.json")

  /// Kinds of case the list cannot be asked, with why (beyond those the fixture skips).
  static func reasonNotPosed(_ c: Object) -> String? {
    if c["skip"] != nil { return "skipped by the fixture" }
    switch c["function"] as? String {
    case "CopyOldMatches":
      return "Chromium's asynchronous passes copy old rows into the new result; our providers answer in one call and "
        + "the stable default is SuggestPropertyTests' property"
    case "TopMatchIsStandaloneVerbatimMatch": return "a helper of Chromium's zero-suggest UI, not a ranking"
    default: break
    }
    if c["expected_duplicates"] != nil { return "the list keeps no record of the duplicates it merged" }
    if ((c["matches"] as? [Object]) ?? []).contains(where: { ($0["url"] as? String) == "" }) {
      return "every suggestion has a destination (an empty URL cannot be a row)"
    }
    return nil
  }

  static var posed: [Int] { cases.indices.filter { reasonNotPosed(cases[$0]) == nil } }

  @Test func tableIsComplete() {
    #expect(Self.cases.count == 22)
    #expect(Self.posed.count == 3)
  }

  static func row(_ m: Object, engine: (any SearchEngine)?) throws -> Suggestion {
    let url = try URLRecord((m["url"] as? String) ?? "")
    let providers = SuggestionProvider.allCases
    let provider = providers[((m["provider"] as? Int) ?? 0) % providers.count]
    let found = engine.flatMap { SearchEngines.searchTerms(in: url, among: [$0]) }
    return Suggestion(
      provider: provider, kind: found == nil ? .historyURL : .searchSuggestion, destination: url,
      fill: (m["fill_into_edit"] as? String) ?? "", display: url.href, relevance: (m["relevance"] as? Int) ?? 0,
      isAllowedAsDefault: (m["allowed_to_be_default"] as? Bool) ?? false, searchTerms: found?.terms,
      engine: found?.engine.name)
  }

  @Test(arguments: posed)
  func sortAndCullCase(_ i: Int) throws {
    let c = Self.cases[i]
    var engine: (any SearchEngine)? = nil
    if let e = (c["parameters"] as? Object)?["search_engine"] as? Object, let template = e["url"] as? String {
      engine = try TemplateSearchEngine(name: (e["short_name"] as? String) ?? "unittest", template: template)
    }
    let rows = try ((c["matches"] as? [Object]) ?? []).map { try Self.row($0, engine: engine) }
    let result = SuggestionAssembly.sortAndCull(rows, keepsFragment: false, profile: .chromium)
    let expected = (c["expected"] as? [Object]) ?? []
    let name = SuggestTable.name(c)
    #expect(result.count == expected.count, "\(name): \(result.map(\.destination.href))")
    for (r, e) in zip(result, expected) {
      #expect(r.destination.href == (e["url"] as? String), "\(name)")
      if let v = e["relevance"] as? Int { #expect(r.relevance == v, "\(name)") }
      if let v = e["allowed_to_be_default"] as? Bool { #expect(r.isAllowedAsDefault == v, "\(name)") }
    }
  }
}
