import Omnibox
import OmniboxTestSupport
import Testing

/// One row of `Fixtures/search/templates.json` (ours): a template and either the error it must
/// raise or the positions of its placeholders and one expansion.
struct TemplateCase: Decodable, Sendable, CustomTestStringConvertible {
  let id: String
  let template: String
  let error: String?
  let positions: [String]?
  let terms: String?
  let url: String?
  var testDescription: String { id }
}

private func errorName(_ e: SearchError) -> String {
  switch e {
  case .unknownEngine: return "unknownEngine"
  case .missingSearchTerms: return "missingSearchTerms"
  case .multipleSearchTerms: return "multipleSearchTerms"
  case .unknownParameter: return "unknownParameter"
  case .invalidParameterName: return "invalidParameterName"
  case .unterminatedParameter: return "unterminatedParameter"
  case .invalidCharacter: return "invalidCharacter"
  case .unsupportedScheme: return "unsupportedScheme"
  case .searchTermsBeforePath: return "searchTermsBeforePath"
  }
}

private func positionName(_ p: SearchTermsPosition) -> String {
  switch p {
  case .path: return "path"
  case .query: return "query"
  case .fragment: return "fragment"
  }
}

@Suite struct SearchTemplateTests {
  static let cases: [TemplateCase] = (try? Fixture.decode("search/templates.json")) ?? []

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 45)
    #expect(Self.cases.filter { $0.error != nil }.count == 20)
  }

  @Test(arguments: cases) func parsesAndExpands(_ c: TemplateCase) {
    do {
      let t = try SearchTemplate(c.template)
      if let error = c.error {
        Issue.record("accepted; expected \(error)")
        return
      }
      #expect(t.searchTermsPositions.map(positionName) == c.positions)
      #expect(t.expand(c.terms ?? "") == c.url)
    } catch {
      #expect(errorName(error) == c.error)
    }
  }

  @Test func syntaxDetection() throws {
    #expect(try SearchTemplate("https://x.test/?q={searchTerms}").syntax == .openSearch)
    #expect(try SearchTemplate("https://x.test/?q=%s").syntax == .openSearch)
    #expect(try SearchTemplate("https://x.test/?q={{{s}}}").syntax == .bang)
  }

  @Test func unknownRequiredParametersCanBeDropped() throws {
    let t = try SearchTemplate("https://x.test/?q={searchTerms}&a={moz:locale}", unknownParameters: .drop)
    #expect(t.expand("x") == "https://x.test/?q=x&a=")
    #expect(throws: SearchError.unknownParameter("moz:locale")) {
      try SearchTemplate("https://x.test/?q={searchTerms}&a={moz:locale}")
    }
  }

  @Test func values() throws {
    let t = try SearchTemplate(
      "https://x.test/?q={searchTerms}&n={count}&i={startIndex}&p={startPage?}&l={language}")
    let v = SearchTemplate.Values(language: "de-CH", count: 25, startIndex: 11, startPage: 2)
    #expect(t.expand("x", values: v) == "https://x.test/?q=x&n=25&i=11&p=2&l=de-CH")
    let offsets = SearchTemplate.Values(indexOffset: 0, pageOffset: 0)
    #expect(
      try SearchTemplate("https://x.test/?q={searchTerms}&i={startIndex}&p={startPage}").expand("x", values: offsets)
        == "https://x.test/?q=x&i=0&p=0")
    let base = SearchTemplate.Values(baseURL: "https://www.google.de/")
    #expect(
      try SearchTemplate("{google:baseURL}search?q={searchTerms}").expand("x", values: base)
        == "https://www.google.de/search?q=x")
    // A value is encoded like the terms: it cannot add parameters.
    #expect(t.expand("x", values: .init(language: "en&evil=1")) == "https://x.test/?q=x&n=10&i=1&p=&l=en%26evil%3D1")
  }

  @Test func hosts() throws {
    #expect(try SearchTemplate("https://Example.COM:8080/?q=%s").host == "example.com")
    #expect(try SearchTemplate("https://user:pw@example.com/?q=%s").host == "example.com")
    #expect(try SearchTemplate("https://example.com?q=%s").host == "example.com")
    #expect(try SearchTemplate("{google:baseURL}search?q=%s").host == "www.google.com")
    #expect(try SearchTemplate("https://{language}.wiki.test/?q=%s").host == nil)
    #expect(try SearchEngines.named("https://Search.Example/?q=%s").name == "search.example")
  }

  @Test func descriptionsNameTheProblem() {
    #expect(SearchError.missingSearchTerms.description.contains("{searchTerms}"))
    #expect(SearchError.invalidCharacter(0x20).description.contains("0x20"))
    #expect(SearchError.unknownEngine("altavista").description.contains("altavista"))
  }
}
