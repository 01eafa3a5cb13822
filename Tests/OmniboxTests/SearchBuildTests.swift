import Omnibox
import OmniboxTestSupport
import Testing

/// `Fixtures/search/build.json` (ours): queries with their expected encodings in query position
/// (form: space `+`) and path/fragment position (space `%20`), and engines with the URL text
/// around the terms. Every case is built with every engine.
struct BuildFixture: Decodable {
  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    let id: String
    let query: String
    let repeatCount: Int?
    let queryEncoded: String
    let pathEncoded: String
    let uncertain: String?
    var testDescription: String { id }
    var fullQuery: String { String(repeating: query, count: repeatCount ?? 1) }

    enum CodingKeys: String, CodingKey {
      case id, query, uncertain
      case repeatCount = "repeat"
      case queryEncoded = "query_encoded"
      case pathEncoded = "path_encoded"
    }
  }

  struct Engine: Decodable, Sendable, CustomTestStringConvertible {
    let id: String
    let engine: String
    let prefix: String
    let suffix: String
    let position: String
    var testDescription: String { id }
  }

  let engines: [Engine]
  let cases: [Case]

  static let loaded: BuildFixture? = try? Fixture.decode("search/build.json")
}

@Suite struct SearchBuildTests {
  static let cases = BuildFixture.loaded?.cases ?? []
  static let engines = BuildFixture.loaded?.engines ?? []

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 46)
    #expect(Self.engines.count == 12)
    #expect(Self.engines.filter { $0.position == "path" }.count == 3)
    #expect(Self.engines.filter { $0.position == "fragment" }.count == 3)
  }

  @Test(arguments: cases, engines) func builds(_ c: BuildFixture.Case, _ e: BuildFixture.Engine) throws {
    let engine = try SearchEngines.named(e.engine)
    let encoded = e.position == "query" ? c.queryEncoded : c.pathEncoded
    #expect(engine.searchURL(for: c.fullQuery) == e.prefix + encoded + e.suffix)
  }

  /// The examples the project's search-provider notes quote from Firefox's tests and the engines' forms.
  @Test func specExamples() throws {
    #expect(GoogleSearch().searchURL(for: "caffè shop +") == "https://www.google.com/search?q=caff%C3%A8+shop+%2B")
    #expect(SearchTermsPosition.path.encode("caffè shop +") == "caff%C3%A8%20shop%20%2B")
    #expect(SearchTermsPosition.fragment.encode("caffè shop +") == "caff%C3%A8%20shop%20%2B")
    #expect(SearchTermsPosition.query.encode("%20") == "%2520")
    #expect(SearchTermsPosition.query.encode("e\u{301}") == "e%CC%81")
    #expect(SearchTermsPosition.query.encode("\u{3000}\u{A0}") == "%E3%80%80%C2%A0")
    #expect(SearchTermsPosition.query.encode("?x") == "%3Fx")
    #expect(DuckDuckGoSearch().searchURL(for: "!w swift") == "https://duckduckgo.com/?q=%21w+swift")
  }

  @Test func longQueriesAreNotTruncated() {
    let q = String(repeating: "x", count: 1_000_000)
    #expect(GoogleSearch().searchURL(for: q).utf8.count == "https://www.google.com/search?q=".utf8.count + 1_000_000)
  }

  @Test func googleOptions() {
    let g = GoogleSearch(
      options: .init(
        language: "pt-BR", region: "br", safeSearch: .strict, client: "firefox-b-d",
        extraParameters: [SearchParameter(name: "channel", value: "a&b=c d")]))
    #expect(
      g.searchURL(for: "a b")
        == "https://www.google.com/search?q=a+b&hl=pt-BR&gl=br&safe=active&client=firefox-b-d&channel=a%26b%3Dc+d")
    #expect(
      GoogleSearch(options: .init(safeSearch: .off)).searchURL(for: "a") == "https://www.google.com/search?q=a&safe=off"
    )
    #expect(
      GoogleSearch(options: .init(safeSearch: .moderate)).searchURL(for: "a") == "https://www.google.com/search?q=a")
    #expect(g.urlTemplate.hasPrefix("https://www.google.com/search?q={searchTerms}&hl=pt-BR"))
  }

  @Test func bingOptions() {
    let b = BingSearch(
      options: .init(
        language: "de", region: "DE", market: "de-DE", safeSearch: .moderate, partnerCode: "MOZI", form: "MOZLBR"))
    #expect(
      b.searchURL(for: "ä")
        == "https://www.bing.com/search?q=%C3%A4&setlang=de&cc=DE&mkt=de-DE&adlt=moderate&pc=MOZI&form=MOZLBR")
    #expect(
      BingSearch(options: .init(safeSearch: .strict)).searchURL(for: "a")
        == "https://www.bing.com/search?q=a&adlt=strict")
  }

  @Test func duckDuckGoOptions() {
    let d = DuckDuckGoSearch(options: .init(region: "ch-fr", language: "fr_CH", safeSearch: .off, partnerCode: "ffab"))
    #expect(d.searchURL(for: "a") == "https://duckduckgo.com/?q=a&kl=ch-fr&kad=fr_CH&kp=-2&t=ffab")
    #expect(
      DuckDuckGoSearch(options: .init(safeSearch: .strict)).searchURL(for: "a") == "https://duckduckgo.com/?q=a&kp=1")
    #expect(
      DuckDuckGoSearch(options: .init(safeSearch: .moderate)).searchURL(for: "a") == "https://duckduckgo.com/?q=a&kp=-1"
    )
  }

  /// Option values cannot inject parameters: they are form-encoded like the terms.
  @Test func optionValuesAreEncoded() {
    let g = GoogleSearch(options: .init(language: "en&q=evil#x"))
    #expect(g.searchURL(for: "a") == "https://www.google.com/search?q=a&hl=en%26q%3Devil%23x")
  }

  @Test func staticMembers() {
    func url(_ engine: some SearchEngine) -> String { engine.searchURL(for: "x") }
    #expect(url(.google) == "https://www.google.com/search?q=x")
    #expect(url(.bing) == "https://www.bing.com/search?q=x")
    #expect(url(.duckDuckGo) == "https://duckduckgo.com/?q=x")
  }

  @Test func templates() {
    #expect(GoogleSearch().urlTemplate == "https://www.google.com/search?q={searchTerms}")
    #expect(BingSearch().urlTemplate == "https://www.bing.com/search?q={searchTerms}")
    #expect(DuckDuckGoSearch().urlTemplate == "https://duckduckgo.com/?q={searchTerms}")
  }

  @Test func suggestionURLs() {
    #expect(
      GoogleSearch().suggestionURL(for: "a b")
        == "https://www.google.com/complete/search?client=firefox&q=a+b&ie=UTF-8&oe=UTF-8")
    #expect(BingSearch().suggestionURL(for: "a+b") == "https://www.bing.com/osjson.aspx?query=a%2Bb")
    #expect(DuckDuckGoSearch().suggestionURL(for: "ä") == "https://duckduckgo.com/ac/?q=%C3%A4&type=list")
    #expect(
      BingSearch(options: .init(language: "fr")).suggestionURL(for: "x")
        == "https://www.bing.com/osjson.aspx?query=x&language=fr")
    for engine in [GoogleSearch() as any SearchEngine, BingSearch(), DuckDuckGoSearch()] {
      #expect(engine.suggestionURL(for: "") == nil)
      #expect(engine.suggestionURL(for: " \t\u{3000}") == nil)
      #expect(engine.suggestionTemplate?.contains("{searchTerms}") == true)
    }
    let wikipedia = try? SearchEngines.named("wikipedia")
    #expect(
      wikipedia?.suggestionURL(for: "Ada L") == "https://en.wikipedia.org/w/api.php?action=opensearch&search=Ada+L")
    #expect((try? SearchEngines.named("gh"))?.suggestionURL(for: "x") == nil)
  }
}
