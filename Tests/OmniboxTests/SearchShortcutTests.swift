import OmniboxTestSupport
import Testing

@testable import Omnibox

/// One row of `Fixtures/search/shortcuts.json` (ours): an address-bar input and the engine and
/// terms the standard shortcuts give, or nulls when the input is not a shortcut.
struct ShortcutCase: Decodable, Sendable, CustomTestStringConvertible {
  let input: String
  let engine: String?
  let terms: String?
  var testDescription: String { input.debugDescription }
}

@Suite struct SearchShortcutTests {
  static let cases: [ShortcutCase] = (try? Fixture.decode("search/shortcuts.json")) ?? []

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 47)
    #expect(Self.cases.filter { $0.engine != nil }.count == 27)
  }

  @Test(arguments: cases) func matches(_ c: ShortcutCase) {
    let m = KeywordShortcuts.standard.match(c.input)
    #expect(m?.engine.name == c.engine)
    #expect(m?.terms == c.terms)
  }

  @Test func builtInBangsAllParse() {
    // Every row of the built-in bang table parsed (a bad template would silently vanish otherwise).
    #expect(BuiltInBangs.engines.count == BuiltInBangs.tableCount)
    #expect(SearchEngines.builtIns.count == 3 + BuiltInBangs.tableCount)
    #expect(Set(SearchEngines.builtIns.map(\.name)).count == SearchEngines.builtIns.count)
  }

  @Test func configurable() throws {
    var s = KeywordShortcuts(engines: [GoogleSearch()])
    #expect(s.match("b swift") == nil)
    s.assign("b", to: BingSearch())
    s.assign("!so", to: try SearchEngines.named("https://stackoverflow.com/search?q={searchTerms}"))
    #expect(s.match("B swift")?.engine.name == "Bing")
    #expect(s.match("swift !SO")?.engine.name == "stackoverflow.com")
    s.assign("g", to: DuckDuckGoSearch())  // reassign
    #expect(s.match("g swift")?.engine.name == "DuckDuckGo")
    #expect(s.match("!g swift")?.engine.name == "Google")  // the bang is separate
    s.remove("!g")
    #expect(s.match("!g swift") == nil)
    s.assign("", to: BingSearch())
    s.assign("!", to: BingSearch())
    #expect(s.keywords == ["!google", "!so", "@google", "b", "g", "google.com"])
    #expect(s.engine(for: "!SO")?.name == "stackoverflow.com")
    #expect(s.engine(for: "so") == nil)
  }

  @Test func firstEngineKeepsAContestedKeyword() throws {
    let s = KeywordShortcuts(engines: [
      BingSearch(), try TemplateSearchEngine(name: "Other", keywords: ["b", "!b"], template: "https://o.test/?q=%s"),
    ])
    #expect(s.match("b x")?.engine.name == "Bing")
    #expect(s.match("!b x")?.engine.name == "Bing")
  }

  @Test func namedLookup() throws {
    #expect(try SearchEngines.named("google").name == "Google")
    #expect(try SearchEngines.named("Bing").name == "Bing")
    #expect(try SearchEngines.named("ddg").name == "DuckDuckGo")
    #expect(try SearchEngines.named("Duck Duck Go").name == "DuckDuckGo")
    #expect(try SearchEngines.named("!w").name == "Wikipedia")
    #expect(try SearchEngines.named("yt").name == "YouTube")
    #expect(try SearchEngines.named("@bing").name == "Bing")
    #expect(try SearchEngines.named("https://x.test/?q={{{s}}}").name == "x.test")
    #expect(throws: SearchError.unknownEngine("altavista")) { try SearchEngines.named("altavista") }
    #expect(throws: SearchError.unknownEngine("")) { try SearchEngines.named("") }
    #expect(throws: SearchError.missingSearchTerms) { try SearchEngines.named("https://x.test/") }
  }
}
