import OmniboxTestSupport
import Testing

@testable import Omnibox

/// The resolver's precomputed results URL (`SearchURLPattern`) writes what the engine's own
/// `searchURL(for:)` writes: for every built-in engine, with and without options, and every
/// query of `Fixtures/search/build.json`; other engines get no pattern.
@Suite struct SearchURLPatternTests {
  static let engines: [any SearchEngine] = [
    GoogleSearch(),
    GoogleSearch(
      options: .init(
        language: "pt-BR", region: "br", safeSearch: .strict, client: "firefox-b-d",
        extraParameters: [SearchParameter(name: "channel", value: "a&b=c d")])),
    BingSearch(),
    BingSearch(
      options: .init(
        language: "de", region: "DE", market: "de-DE", safeSearch: .moderate, partnerCode: "MOZI", form: "x y")),
    DuckDuckGoSearch(),
    DuckDuckGoSearch(options: .init(region: "ch-fr", language: "fr_CH", safeSearch: .off, partnerCode: "ffab")),
  ]

  @Test func builtInEnginesWriteTheirOwnURL() throws {
    // Short URLs are written on the stack, long ones (over 1 KiB at worst) counted first: both.
    let long = [String(repeating: "a", count: 400), String(repeating: "ä ", count: 400)]
    let queries = (BuildFixture.loaded?.cases ?? []).map(\.fullQuery) + ["", " ", "a b", "?x", "%20", "日本語 +"] + long
    #expect(queries.count == 54)
    var checked = 0
    for engine in Self.engines {
      let pattern = try #require(SearchURLPattern(engine), "\(engine.name)")
      for query in queries {
        #expect(pattern.url(for: query) == engine.searchURL(for: query), "\(engine.name): \(query.debugDescription)")
        checked += 1
      }
    }
    #expect(checked == 6 * 54)
  }

  @Test func otherEnginesHaveNoPattern() throws {
    let template = try TemplateSearchEngine(template: "https://search.example/find?q={searchTerms}&hl=en")
    #expect(SearchURLPattern(template) == nil)
    let wikipedia = try SearchEngines.named("wikipedia")
    #expect(SearchURLPattern(wikipedia) == nil)
  }
}
