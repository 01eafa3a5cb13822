import Testing
@testable import OmniboxTool

@Suite struct ResolveCommandTests {
  @Test func printsTheURLToLoad() {
    let (status, output) = run(["resolve", "swift webview", "bücher.de/straße"])
    #expect(status == 0)
    #expect(output.stdout == ["https://www.google.com/search?q=swift+webview", "https://xn--bcher-kva.de/stra%C3%9Fe"])
  }

  @Test func jsonCarriesEveryPresentKeyInOrder() {
    let (_, output) = run(["resolve", "--json", "foo", "example.com"])
    #expect(output.stdout == [
      #"{"input":"foo","kind":"search","url":"https://www.google.com/search?q=foo","query":"foo","engine":"Google","alternate":"http://foo/","reason":"single-word"}"#,
      #"{"input":"example.com","kind":"url","url":"https://example.com/","reason":"known-suffix"}"#,
    ])
  }

  @Test func refusalPrintsAnEmptyLineAndExitsOne() {
    let (status, output) = run(["resolve"], stdin: ["example.com", "javascript:alert(1)", ""])
    #expect(status == 1)
    #expect(output.stdout == ["https://example.com/", "", ""])
    #expect(output.stderr.count == 2)
    #expect(output.stderr.first?.hasPrefix("omnibox: javascript:alert(1): ") == true)
  }

  @Test func engineAndSchemeOptions() {
    #expect(run(["resolve", "--engine", "bing", "a b"]).1.stdout == ["https://www.bing.com/search?q=a+b"])
    #expect(run(["resolve", "--default-scheme", "http", "example.com"]).1.stdout == ["http://example.com/"])
    #expect(run(["resolve", "--default-scheme", "ftp", "x"]).0 == 64)
    #expect(run(["resolve", "--engine", "nosuchengine", "x"]).0 == 64)
  }

  @Test func templateEngine() {
    let (status, output) = run(["resolve", "--engine", "https://search.example/?q={searchTerms}", "a b"])
    #expect(status == 0)
    #expect(output.stdout == ["https://search.example/?q=a+b"])
  }
}
