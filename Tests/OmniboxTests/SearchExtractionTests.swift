import Omnibox
import OmniboxTestSupport
import Testing

/// One row of `Fixtures/search/terms.json` (ours): a URL, the engine whose results page it is
/// and the terms, or the reason there are none.
struct TermsCase: Decodable, Sendable, CustomTestStringConvertible {
  let input: String
  let engine: String?
  let query: String?
  let reason: String?
  var testDescription: String { input }
}

@Suite struct SearchExtractionTests {
  static let cases: [TermsCase] = (try? Fixture.decode("search/terms.json")) ?? []

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 78)
    #expect(Self.cases.filter { $0.query != nil }.count == 47)
    #expect(Self.cases.filter { $0.reason == "not-a-url" }.count == 2)
  }

  @Test(arguments: cases) func extracts(_ c: TermsCase) {
    guard let url = try? URLRecord(c.input) else {
      #expect(c.reason == "not-a-url")
      return
    }
    let (engine, match) = SearchEngines.searchTermsMatch(in: url)
    #expect(engine?.name == c.engine)
    #expect(match.terms.map { Array($0.unicodeScalars) } == c.query.map { Array($0.unicodeScalars) })
    #expect(match.reason == c.reason)
    // The per-engine entry point agrees with the lookup.
    if let engine { #expect(engine.searchTerms(in: url) == match.terms) }
    #expect(SearchEngines.searchTerms(in: url)?.terms == match.terms)
  }

  @Test func eachEngineOnlyKnowsItsOwnPages() throws {
    let google = try URLRecord("https://www.google.com/search?q=x")
    let bing = try URLRecord("https://www.bing.com/search?q=x")
    let ddg = try URLRecord("https://duckduckgo.com/?q=x")
    #expect(GoogleSearch().searchTerms(in: google) == "x")
    #expect(BingSearch().searchTerms(in: google) == nil)
    #expect(DuckDuckGoSearch().searchTerms(in: google) == nil)
    #expect(BingSearch().searchTerms(in: bing) == "x")
    #expect(GoogleSearch().searchTerms(in: bing) == nil)
    #expect(DuckDuckGoSearch().searchTerms(in: ddg) == "x")
    #expect(BingSearch().searchTermsMatch(in: ddg) == .notAResultsPage)
  }

  @Test func countryDomainsCanBeTurnedOff() throws {
    let uk = try URLRecord("https://www.google.co.uk/search?q=x")
    #expect(GoogleSearch().searchTerms(in: uk) == "x")
    #expect(GoogleSearch(options: .init(recognizesCountryDomains: false)).searchTerms(in: uk) == nil)
    let com = try URLRecord("https://www.google.com/search?q=x")
    #expect(GoogleSearch(options: .init(recognizesCountryDomains: false)).searchTerms(in: com) == "x")
  }

  @Test func restrictToSomeEngines() throws {
    let url = try URLRecord("https://en.wikipedia.org/wiki/Special:Search?search=x")
    #expect(SearchEngines.searchTerms(in: url)?.engine.name == "Wikipedia")
    #expect(SearchEngines.searchTerms(in: url, among: [GoogleSearch()]) == nil)
  }

  /// Templates: where the placeholder sits decides how the URL is read back.
  static let templateCases: [(template: String, url: String, terms: String?)] = [
    ("https://t.example/find?q={searchTerms}&hl=en", "https://t.example/find?hl=de&q=a+b%2B", "a b+"),
    ("https://t.example/find?q={searchTerms}", "https://T.EXAMPLE:443/find?q=x#top", "x"),
    ("https://t.example/find?q={searchTerms}", "https://t.example/find/?q=x", nil),
    ("https://t.example/find?q={searchTerms}", "https://t.example:8443/find?q=x", nil),
    ("https://t.example:8443/find?q={searchTerms}", "https://t.example:8443/find?q=x", "x"),
    (
      "https://t.example/find?q=site%3Ae.example+{searchTerms}", "https://t.example/find?q=site%3Ae.example+swift",
      "swift"
    ),
    ("https://t.example/find?q=site%3Ae.example+{searchTerms}", "https://t.example/find?q=swift", nil),
    ("https://t.example/find?q=\"{searchTerms}\"", "https://t.example/find?q=%22a+b%22", "a b"),
    ("https://t.example/wiki/{searchTerms}", "https://t.example/wiki/a%20b%2Bc", "a b+c"),
    ("https://t.example/wiki/{searchTerms}", "https://t.example/wiki/a+b", "a+b"),
    ("https://t.example/wiki/{searchTerms}", "https://t.example/wiki/", nil),
    ("https://t.example/wiki/{searchTerms}", "https://t.example/other/x", nil),
    ("https://t.example/w/{searchTerms}/view?x=1", "https://t.example/w/a%20b/view?x=2", "a b"),
    ("https://t.example/w/{searchTerms}/view", "https://t.example/w/a%20b/edit", nil),
    ("https://t.example/rfc{{{s}}}", "https://t.example/rfc9110", "9110"),
    ("https://t.example/app#q={searchTerms}", "https://t.example/app#q=a%20b+c", "a b c"),
    ("https://t.example/app#q={searchTerms}", "https://t.example/app?q=x", nil),
    ("https://t.example/?a=1#q={searchTerms}&b=2", "https://t.example/?z=9#b=2&q=x", "x"),
    ("https://t.example/find?{searchTerms}", "https://t.example/find?x", nil),
    ("https://t.example/find?q={searchTerms}&l={language}", "https://t.example/find?q=x&l=de", "x"),
    ("{google:baseURL}search?q={searchTerms}", "https://www.google.com/search?q=x", "x"),
    ("https://bücher.example/suche?q={searchTerms}", "https://xn--bcher-kva.example/suche?q=%C3%BC", "ü"),
  ]

  @Test(arguments: templateCases) func templateExtraction(_ c: (template: String, url: String, terms: String?)) throws {
    let engine = try TemplateSearchEngine(template: c.template)
    #expect(engine.searchTerms(in: try URLRecord(c.url)) == c.terms)
  }

  @Test func alternatesAreTriedFirst() throws {
    let engine = try TemplateSearchEngine(
      template: "https://t.example/search?q={searchTerms}",
      alternateTemplates: ["https://t.example/search#q={searchTerms}"])
    #expect(engine.searchTerms(in: try URLRecord("https://t.example/search?q=a#q=b")) == "b")
    #expect(engine.searchTermsMatch(in: try URLRecord("https://t.example/search?q=a#q=")) == .emptyTerms)
    #expect(engine.searchTerms(in: try URLRecord("https://t.example/search?q=a#x=1")) == "a")
  }

  /// Large hostile-shaped URLs are read in linear time.
  @Test func largeURLs() throws {
    let many = "https://www.google.com/search?" + String(repeating: "a=1&", count: 200_000) + "q=x"
    #expect(GoogleSearch().searchTerms(in: try URLRecord(many)) == "x")
    let repeated = "https://www.google.com/search?" + String(repeating: "q=1&", count: 200_000)
    #expect(GoogleSearch().searchTermsMatch(in: try URLRecord(repeated)) == .ambiguousTerms)
    let long = "https://www.google.com/search?q=" + String(repeating: "%C3%A9+", count: 200_000)
    #expect(GoogleSearch().searchTerms(in: try URLRecord(long))?.unicodeScalars.count == 400_000)
  }

  @Test func decoding() throws {
    func terms(_ query: String) throws -> String? {
      GoogleSearch().searchTerms(in: try URLRecord("https://www.google.com/search?q=" + query))
    }
    #expect(try terms("a+b%2Bc") == "a b+c")
    #expect(try terms("100%") == "100%")
    #expect(try terms("%zz%4") == "%zz%4")
    #expect(try terms("a%09b%0D%0Ac%7F") == "a%09b%0D%0Ac%7F")  // control bytes stay escaped
    #expect(try terms("%C3%A9%FF") == "%C3%A9%FF")  // not UTF-8: returned still escaped
    #expect(try terms("%C3%A9+%C3") == "%C3%A9 %C3")
    #expect(try terms("%2521w") == "%21w")  // decoded once
    #expect(try terms("%21w+swift") == "!w swift")
  }
}
