import Omnibox
import Testing

@testable import OmniboxTool

@Suite struct TermsCommandTests {
  @Test func textMode() {
    let (status, out) = run([
      "terms", "https://www.google.com/search?client=firefox-b-d&q=caff%C3%A8+shop+%2B",
      "https://www.bing.com/search?q=a&form=QBLH", "https://duckduckgo.com/?q=%21w+swift&ia=web",
    ])
    #expect(status == 0)
    #expect(out.stdout == ["caffè shop +", "a", "!w swift"])
    #expect(out.stderr.isEmpty)
  }

  @Test func jsonMode() {
    let (status, out) = run(["terms", "--json", "https://www.google.co.uk/search?q=a+b", "https://example.com/"])
    #expect(status == 1)
    #expect(
      out.stdout == [
        #"{"input":"https://www.google.co.uk/search?q=a+b","engine":"Google","query":"a b"}"#,
        #"{"input":"https://example.com/","reason":"not-a-results-page","explanation":"not a known search engine's results page"}"#,
      ])
  }

  @Test func refusalsGoToStandardErrorWithTheirReason() {
    let (status, out) = run([
      "terms", "not a url", "https://www.google.com/search?q=", "https://www.google.com/search?q=a&q=b",
      "https://www.google.com/",
    ])
    #expect(status == 1)
    #expect(out.stdout == ["", "", "", ""])
    #expect(
      out.stderr == [
        "omnibox: not a url: not a URL (the URL parser rejects it) (not-a-url)",
        "omnibox: https://www.google.com/search?q=: the results page searched for nothing (empty-terms)",
        "omnibox: https://www.google.com/search?q=a&q=b: the search terms parameter appears more than once (ambiguous-terms)",
        "omnibox: https://www.google.com/: not a known search engine's results page (not-a-results-page)",
      ])
  }

  @Test func searchThenTermsRoundTrips() {
    let queries = ["caffè shop +", "1 + 1 = 2 & 100% #tag ?", "👨‍👩‍👧 e\u{301}"]
    for engine in ["google", "bing", "ddg", "w", "https://t.example/wiki/{searchTerms}", "https://t.example/#q=%s"] {
      let (_, built) = run(["search", "--engine", engine] + queries)
      #expect(built.stdout.count == 3)
      let (status, back) = run(["terms"], stdin: built.stdout)
      if engine.hasPrefix("https://t.example") {
        #expect(status == 1)  // `terms` knows only the built-in engines
      } else {
        #expect(status == 0)
        #expect(back.stdout.map { Array($0.unicodeScalars) } == queries.map { Array($0.unicodeScalars) })
      }
    }
  }

  @Test func controlCharactersNeverBreakTheOneLinePerInputRule() {
    let (_, out) = run(["terms", "https://www.google.com/search?q=a%0Ab%0D%0Ac"])
    #expect(out.stdout == ["a%0Ab%0D%0Ac"])
  }
}
