import Omnibox
import OmniboxTestSupport
import Testing

/// A case of our `Fixtures/url/parse-errors.json`.
struct ParseErrorCase: Decodable, Sendable, CustomTestStringConvertible {
  let input: String
  let base: String?
  let reason: String
  var testDescription: String { input.debugDescription }

  static let all: [ParseErrorCase] = (try? Fixture.decodeCases("url/parse-errors.json")) ?? []
}

@Suite struct URLRecordTests {
  @Test func gettersOfAFullURL() throws {
    let url = try URLRecord("HTTPS://us%65r:p%40ss@Bücher.EXAMPLE:8443/a/./b/../c%2e/?q=1&r=ü#frag ment")
    #expect(url.href == "https://us%65r:p%40ss@xn--bcher-kva.example:8443/a/c%2e/?q=1&r=%C3%BC#frag%20ment")
    #expect(url.description == url.href)
    #expect(url.protocol == "https:")
    #expect(url.scheme == "https")
    #expect(url.isSpecial)
    #expect(url.username == "us%65r")
    #expect(url.password == "p%40ss")
    #expect(url.host == "xn--bcher-kva.example:8443")
    #expect(url.hostname == "xn--bcher-kva.example")
    #expect(url.port == "8443")
    #expect(url.portNumber == 8443)
    #expect(url.pathname == "/a/c%2e/")
    #expect(url.search == "?q=1&r=%C3%BC")
    #expect(url.query == "q=1&r=%C3%BC")
    #expect(url.hash == "#frag%20ment")
    #expect(url.fragment == "frag%20ment")
    #expect(url.origin == "https://xn--bcher-kva.example:8443")
    #expect(url.hrefExcludingFragment == "https://us%65r:p%40ss@xn--bcher-kva.example:8443/a/c%2e/?q=1&r=%C3%BC")
    #expect(!url.hasOpaquePath)
  }

  @Test func nullVersusEmptyQueryAndFragment() throws {
    let empty = try URLRecord("https://a.example/?#")
    #expect(empty.search == "" && empty.query == "")
    #expect(empty.hash == "" && empty.fragment == "")
    let none = try URLRecord("https://a.example/")
    #expect(none.query == nil && none.fragment == nil)
    #expect(none.portNumber == nil)
    #expect(try URLRecord("https://a.example:443/").portNumber == nil)
  }

  @Test func opaquePathsAndNullHosts() throws {
    let mail = try URLRecord("mailto:Someone@Example.com?subject=Hi there")
    #expect(mail.hasOpaquePath)
    #expect(mail.pathname == "Someone@Example.com")
    #expect(mail.search == "?subject=Hi%20there")
    #expect(mail.host == "" && mail.parsedHost == nil)
    #expect(mail.origin == "null")
    let dotted = try URLRecord("web+demo:/.//not-a-host/")
    #expect(dotted.href == "web+demo:/.//not-a-host/")
    #expect(dotted.pathname == "//not-a-host/")
    #expect(try URLRecord("x", base: dotted).href == "web+demo:/.//not-a-host/x")
  }

  @Test func relativeResolution() throws {
    let base = try URLRecord("https://example.com/a/b/c?q#f")
    let cases: [(String, String)] = [
      ("", "https://example.com/a/b/c?q"), ("d", "https://example.com/a/b/d"), ("../d", "https://example.com/a/d"),
      ("/d", "https://example.com/d"), ("//other/x", "https://other/x"), ("?r", "https://example.com/a/b/c?r"),
      ("#g", "https://example.com/a/b/c?q#g"), ("..\\..\\..\\..\\x", "https://example.com/x"),
      ("https:d", "https://example.com/a/b/d"), ("http:d", "http://d/"), ("C|/x", "https://example.com/a/b/C|/x"),
    ]
    for (input, expected) in cases {
      #expect(try URLRecord(input, base: base).href == expected, "\(input)")
    }
    let fileBase = try URLRecord("file:///C:/dir/file")
    #expect(try URLRecord("../../../x", base: fileBase).href == "file:///C:/x")
    #expect(try URLRecord("/D|/y", base: fileBase).href == "file:///D:/y")
    #expect(try URLRecord("/y", base: fileBase).href == "file:///C:/y")
    #expect(try URLRecord("file://localhost/etc", base: nil).href == "file:///etc")
  }

  @Test func equalityIsHrefEquality() throws {
    let a = try URLRecord("HTTP://EXAMPLE.com:80/./x")
    let b = try URLRecord("http://example.com/x")
    #expect(a == b)
    #expect(Set([a, b]).count == 1)
    #expect(try URLRecord("http://example.com/x#y") != b)
  }

  @Test func canParse() throws {
    #expect(URLRecord.canParse("https://a.example"))
    #expect(!URLRecord.canParse("//a.example"))
    #expect(URLRecord.canParse("//a.example", base: try URLRecord("https://b.example")))
  }

  @Test func searchAndHashSettersStripTracking() throws {
    var url = try URLRecord("https://shop.example/item?utm_source=x&id=7#reviews")
    let kept = FormURLEncoding.parse(url.query ?? "").filter { !$0.name.hasPrefix("utm_") }
    url.search = FormURLEncoding.serialize(kept)
    #expect(url.href == "https://shop.example/item?id=7#reviews")
    url.hash = ""
    #expect(url.href == "https://shop.example/item?id=7")
    url.search = ""
    #expect(url.href == "https://shop.example/item")
    url.search = "?a b#c"
    #expect(url.href == "https://shop.example/item?a%20b%23c")
    url.hash = "#x y"
    #expect(url.href == "https://shop.example/item?a%20b%23c#x%20y")
  }

  @Test func setHrefThrowsAndKeepsTheURL() throws {
    var url = try URLRecord("https://a.example/")
    #expect(throws: URLParseError(.missingSchemeNonRelativeURL)) { try url.setHref("nope") }
    #expect(url.href == "https://a.example/")
    try url.setHref("http://b.example")
    #expect(url.href == "http://b.example/")
  }

  @Test(arguments: ParseErrorCase.all)
  func refusals(_ c: ParseErrorCase) throws {
    let base = try c.base.map { try URLRecord($0) }
    do throws(URLParseError) {
      let url = try URLRecord(c.input, base: base)
      Issue.record("parsed as \(url.href)")
    } catch {
      #expect(error.description == c.reason)
    }
    #expect(!URLRecord.canParse(c.input, base: base))
  }

  @Test func errorTableLoaded() { #expect(ParseErrorCase.all.count == 24) }
}

@Suite struct FormURLEncodingTests {
  @Test func parse() {
    let pairs = FormURLEncoding.parse("q=swift+url&&lang=en&x&=v&a=b=c&%E2%82%AC=%zz&bad=%FF")
    #expect(pairs.map(\.name) == ["q", "lang", "x", "", "a", "€", "bad"])
    #expect(pairs.map(\.value) == ["swift url", "en", "", "v", "b=c", "%zz", "\u{FFFD}"])
  }

  @Test func serialize() {
    #expect(FormURLEncoding.serialize([("q", "a&b c"), ("ü", "*-._~!")]) == "q=a%26b+c&%C3%BC=*-._%7E%21")
    #expect(FormURLEncoding.serialize([]) == "")
  }

  @Test func roundTrip() {
    let pairs = [("name with space", "value+plus=eq&amp"), ("", ""), ("日本", "\u{1F600}")]
    let back = FormURLEncoding.parse(FormURLEncoding.serialize(pairs))
    #expect(back.map(\.name) == pairs.map(\.0))
    #expect(back.map(\.value) == pairs.map(\.1))
  }
}
