import OmniboxTestSupport
import Testing

@testable import Omnibox

/// OpenSearch description import. The documents in `Fixtures/search/opensearch/` are ours,
/// written in the shapes real sites and Firefox plugins use.
@Suite struct SearchOpenSearchTests {
  private func load(_ name: String) throws -> OpenSearchDescription {
    try OpenSearchDescription(parsing: try Fixture.text("search/opensearch/\(name)"))
  }

  @Test func wikipediaShapedDescription() throws {
    let d = try load("wikipedia.xml")
    #expect(d.shortName == "Wikipedia (en)")
    #expect(d.summary == "Wikipedia (en)")
    #expect(d.urls.count == 3)
    #expect(d.image == "https://en.wikipedia.org/static/favicon/wikipedia.ico")
    #expect(d.searchForm == "https://en.wikipedia.org/wiki/Special:Search")
    #expect(try d.resultsTemplate().method == "GET")
    let engine = try TemplateSearchEngine(d, keywords: ["!wen"])
    #expect(engine.name == "Wikipedia (en)")
    #expect(engine.keywords == ["!wen"])
    #expect(
      engine.searchURL(for: "Ada Lovelace")
        == "https://en.wikipedia.org/w/index.php?title=Special:Search&search=Ada+Lovelace")
    #expect(
      engine.suggestionURL(for: "Ada L")
        == "https://en.wikipedia.org/w/api.php?action=opensearch&search=Ada+L&namespace=0")
  }

  @Test func mozillaParamsAndPrefixes() throws {
    let d = try load("mozilla-params.xml")
    #expect(d.shortName == "Docs & Code")
    #expect(d.summary == "Search <docs> & code")
    #expect(d.inputEncodings == ["UTF-8"])
    #expect(d.searchForm == "https://docs.example/")
    let results = try d.resultsTemplate()
    #expect(results.type == "text/html")
    #expect(results.template == "https://docs.example/search?q={searchTerms}&source=opensearch")
    #expect(
      try TemplateSearchEngine(d).searchURL(for: "a&b") == "https://docs.example/search?q=a%26b&source=opensearch")
    #expect(try TemplateSearchEngine(d).suggestionURL(for: "a") == nil)
  }

  @Test func everyOpenSearchParameter() throws {
    let d = try load("full-parameters.xml")
    #expect(d.urls.count == 3)
    #expect(d.languages == ["en-us", "*"])
    #expect(d.inputEncodings == ["UTF-8", "ISO-8859-1"])
    #expect(d.urls[0].relations == ["self"])
    let results = try d.resultsTemplate()
    #expect(results.indexOffset == 0 && results.pageOffset == 0)
    let engine = try TemplateSearchEngine(d)
    #expect(engine.searchURL(for: "a b") == "https://paged.example/find?q=a+b&n=&i=0&p=0&l=*&ie=UTF-8&oe=&ref=&x=")
  }

  @Test func postOnlyIsRefused() throws {
    let d = try load("post-only.xml")
    #expect(throws: OpenSearchError.unsupportedMethod("POST")) { try TemplateSearchEngine(d) }
  }

  /// Entities declared in a DTD are never expanded: no billion laughs, no external entities.
  @Test(arguments: ["billion-laughs.xml", "external-entity.xml"]) func declaredEntitiesAreRefused(_ name: String) {
    do {
      _ = try load(name)
      Issue.record("accepted")
    } catch let error as OpenSearchError {
      guard case .invalidXML(let message) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(message.contains("unknown entity"))
    } catch {
      Issue.record("\(error)")
    }
  }

  static let malformed: [(String, String)] = [
    ("", "no root element"),
    ("   ", "no root element"),
    ("<a>", "unexpected end"),
    ("<a></b>", "does not close"),
    ("<a><b></a></b>", "does not close"),
    ("x<a/>", "outside the root"),
    ("<a/><b/>", "outside the root"),
    ("<a/>x", "outside the root"),
    ("<a x='1' x='2'/>", "duplicate attribute"),
    ("<a x=1/>", "unexpected character '1'"),
    ("<a x='<'/>", "unexpected character '<'"),
    ("<a x='1'y='2'/>", "unexpected character 'y'"),
    ("<a>&#0;</a>", "invalid character reference"),
    ("<a>&#xD800;</a>", "invalid character reference"),
    ("<a>&#x110000;</a>", "invalid character reference"),
    ("<a>&#;</a>", "invalid character reference"),
    ("<a>&#12a;</a>", "invalid character reference"),
    ("<a>&nbsp;</a>", "unknown entity &nbsp;"),
    ("<a>& b</a>", "unexpected end"),
    ("<a><!-- open</a>", "unexpected end"),
    ("<a><![CDATA[ open</a>", "unexpected end"),
    ("<!DOCTYPE a [ <!ENTITY x 'y'>", "unexpected end"),
    ("<a><!DOCTYPE b></a>", "unexpected character '!'"),
    ("<>", "unexpected character '>'"),
    ("< a/>", "unexpected byte 0x20"),
  ]

  @Test(arguments: malformed) func malformedXML(_ c: (String, String)) {
    do {
      _ = try XMLReader().parse(Array(c.0.utf8))
      Issue.record("accepted")
    } catch {
      #expect(error.description.contains(c.1), "\(error.description)")
    }
  }

  @Test func xmlReaderBasics() throws {
    let root = try XMLReader().parse(
      Array(
        "\u{FEFF}<?xml version='1.0'?><!DOCTYPE r><r a=\"1&amp;2\" b='x\ty'><!-- c -->t&lt;1&#x41;&#66;<k/>u<![CDATA[<v>]]></r>"
          .utf8))
    #expect(root.name == "r")
    #expect(root.attribute("a") == "1&2")
    #expect(root.attribute("b") == "x y")
    #expect(root.text == "t<1ABu<v>")
    #expect(root.children.map(\.name) == ["k"])
  }

  @Test func xmlLimits() {
    let deep = String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100)
    #expect(throws: XMLError(.tooDeep(limit: 64), at: 64 * 3)) { try XMLReader().parse(Array(deep.utf8)) }
    #expect(throws: XMLError(.tooLong(limit: 10), at: 10)) {
      try XMLReader(maximumLength: 10).parse(Array("<a>123456789</a>".utf8))
    }
    #expect(throws: XMLError(.invalidUTF8, at: 3)) {
      try XMLReader().parse([0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E])
    }
    // Large but flat documents are read in linear time.
    let wide = "<r>" + String(repeating: "<Url template='https://x.test/?q={searchTerms}'/>", count: 10_000) + "</r>"
    #expect((try? XMLReader().parse(Array(wide.utf8)))?.children.count == 10_000)
  }

  @Test func descriptionErrors() {
    #expect(throws: OpenSearchError.notOpenSearchDescription(root: "html")) {
      try OpenSearchDescription(parsing: "<html/>")
    }
    #expect(throws: OpenSearchError.missingShortName) {
      try OpenSearchDescription(parsing: "<OpenSearchDescription><ShortName> </ShortName></OpenSearchDescription>")
    }
    let noURL = try? OpenSearchDescription(
      parsing: "<OpenSearchDescription><ShortName>A</ShortName></OpenSearchDescription>")
    #expect(throws: OpenSearchError.missingResultsURL) { try noURL?.resultsTemplate() }
    let badTemplate = try? OpenSearchDescription(
      parsing: """
        <OpenSearchDescription><ShortName>A</ShortName><Url type="text/html" template="ftp://a/{searchTerms}"/></OpenSearchDescription>
        """)
    #expect(throws: OpenSearchError.invalidTemplate(.unsupportedScheme)) {
      try badTemplate.map { try TemplateSearchEngine($0) }
    }
    #expect(OpenSearchError.missingResultsURL.description.contains("text/html"))
  }
}
