import Omnibox
import Testing

@testable import OmniboxTool

@Suite struct SearchCommandTests {
  @Test func textModeDefaultsToGoogle() {
    let (status, out) = run(["search", "swift & c++", "caffè shop +"])
    #expect(status == 0)
    #expect(
      out.stdout == [
        "https://www.google.com/search?q=swift+%26+c%2B%2B",
        "https://www.google.com/search?q=caff%C3%A8+shop+%2B",
      ])
    #expect(out.stderr.isEmpty)
  }

  @Test func queriesAreTakenExactlyAsGiven() {
    let (status, out) = run(["search", "--engine", "bing", "  g swift  ", "https://example.com/"])
    #expect(status == 0)
    #expect(
      out.stdout == [
        "https://www.bing.com/search?q=++g+swift++",
        "https://www.bing.com/search?q=https%3A%2F%2Fexample.com%2F",
      ])
  }

  /// A query of nothing (or only white space) searches for nothing: refused as `empty`, as in
  /// every other command, rather than answered with an empty results page.
  @Test func anEmptyQueryIsRefusedAsEmpty() {
    let (status, out) = run(["search", "", " \t"])
    #expect(status == 1)
    #expect(out.stdout == ["", ""])
    #expect(out.stderr == ["omnibox: : empty input (empty)", "omnibox:  \\x09: empty input (empty)"])
  }

  @Test func jsonLines() {
    let (status, out) = run(["search", "--json", "--engine=ddg", "a\"b"])
    #expect(status == 0)
    #expect(out.stdout == [#"{"input":"a\"b","engine":"DuckDuckGo","url":"https://duckduckgo.com/?q=a%22b"}"#])
  }

  @Test func templates() {
    let (_, out) = run(["search", "--engine", "https://en.wiktionary.org/wiki/%s", "a b"])
    #expect(out.stdout == ["https://en.wiktionary.org/wiki/a%20b"])
    let (_, bang) = run(["search", "--json", "--engine", "https://x.test/#q={{{s}}}", "a+b"])
    #expect(bang.stdout == [#"{"input":"a+b","engine":"x.test","url":"https://x.test/#q=a%2Bb"}"#])
  }

  @Test func standardInputIsStreamedInOrder() {
    let (status, out) = run(["search", "--engine", "w"], stdin: ["a", "b c"])
    #expect(status == 0)
    #expect(
      out.stdout == [
        "https://en.wikipedia.org/wiki/Special:Search?search=a",
        "https://en.wikipedia.org/wiki/Special:Search?search=b+c",
      ])
  }

  @Test(arguments: ["nope", "https://x.test/", "https://x.test/?q={foo}&s={searchTerms}", ""])
  func badEngineIsUsageError(_ engine: String) {
    let (status, out) = run(["search", "--engine", engine, "x"])
    #expect(status == 64)
    #expect(out.stdout.isEmpty)
    #expect(out.stderr.count == 1)
    #expect(out.stderr.first?.hasPrefix("omnibox search: --engine: ") == true)
  }

  @Test func enginesListing() {
    let (status, out) = run(["engines"])
    #expect(status == 0)
    #expect(out.stdout.count == SearchEngines.builtIns.count)
    #expect(out.stdout.first?.hasPrefix("Google") == true)
    #expect(out.stdout.first?.hasSuffix("https://www.google.com/search?q={searchTerms}") == true)
    let (_, json) = run(["engines", "--json"])
    #expect(
      json.stdout.first
        == #"{"name":"Google","keywords":["g","google.com","@google","!g","!google"],"template":"https://www.google.com/search?q={searchTerms}","suggest":"https://www.google.com/complete/search?client=firefox&q={searchTerms}&ie=UTF-8&oe=UTF-8"}"#
    )
    #expect(json.stdout.contains { $0.contains(#""name":"GitHub""#) && $0.hasSuffix(#""suggest":null}"#) })
    #expect(run(["engines", "extra"]).0 == 64)
  }

  @Test func helpMentionsEveryOption() {
    let (status, out) = run(["search", "--help"])
    #expect(status == 0)
    let text = out.stdout.joined(separator: "\n")
    #expect(text.contains("--engine") && text.contains("--json"))
  }
}
