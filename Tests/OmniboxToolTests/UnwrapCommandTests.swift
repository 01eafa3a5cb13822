import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

@testable import OmniboxTool

@Suite struct UnwrapCommandTests {
  static let table: ShareCaseTable? = try? ShareCaseTable.load()

  private func appSchemeOptions(_ schemes: [String: [String]]) -> [String] {
    schemes.keys.sorted().flatMap { ["--app-scheme", $0 + "=" + (schemes[$0] ?? []).joined(separator: ",")] }
  }

  /// The keys of the contract that a one-line JSON object holds, in the order they appear.
  private func keyOrder(_ line: String) -> [String] {
    OmniboxToolTests.keyOrder(line, among: ["input", "target", "clean", "via", "reason"])
  }

  /// Every case of the table that uses the default configuration, through
  /// `omnibox unwrap --json`: same answers as the library, keys in contract order, exit status 1.
  @Test func caseTableThroughCLI() throws {
    let table = try #require(Self.table)
    let cases = table.cases.filter { $0.config == nil }
    #expect(cases.count == 328)
    let (status, output) = run(
      ["unwrap", "--json"] + appSchemeOptions(table.defaults.appSchemes) + ["--"] + cases.map(\.input))
    #expect(status == 1)
    #expect(output.stdout.count == cases.count)
    #expect(output.stderr.count == cases.filter { $0.refusal != nil }.count)
    for (c, line) in zip(cases, output.stdout) {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["input"] as? String == c.input, "\(c.id)")
      #expect(object["via"] as? [String] == c.via, "\(c.id)")
      if c.refusal != nil {
        #expect(object["target"] is NSNull && object["clean"] is NSNull, "\(c.id)")
        #expect(object["reason"] is String, "\(c.id)")
        #expect(keyOrder(line) == ["input", "target", "clean", "via", "reason"], "\(c.id)")
      } else {
        #expect(object["target"] as? String == c.target, "\(c.id)")
        #expect(object["clean"] as? String == c.expectedClean, "\(c.id)")
        #expect(object["reason"] == nil, "\(c.id)")
        #expect(keyOrder(line) == ["input", "target", "clean", "via"], "\(c.id)")
      }
    }
  }

  @Test func textModePrintsTargetOrClean() {
    let input = "https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.com%2F%3Futm_source%3Dfb&h=AT0"
    #expect(run(["unwrap", input]).1.stdout == ["https://example.com/?utm_source=fb"])
    #expect(run(["unwrap", "--clean", input]).1.stdout == ["https://example.com/"])
  }

  @Test func refusalsGoToStandardError() {
    let (status, output) = run(["unwrap", "googlechromes://example.com/a?b=1", "javascript:alert(1)"])
    #expect(status == 1)
    #expect(output.stdout == ["https://example.com/a?b=1", ""])
    #expect(output.stderr == ["omnibox: javascript:alert(1): disallowed scheme 'javascript' (disallowed-scheme)"])
  }

  @Test func appSchemeOption() {
    let input = "minbrowser://?link=https://example.com/?q=a&b=c#top"
    #expect(
      run(["unwrap", "--app-scheme", "minbrowser=url,link", input]).1.stdout == ["https://example.com/?q=a&b=c#top"])
    #expect(run(["unwrap", "--app-scheme=minbrowser=", input]).1.stdout == ["https://example.com/?q=a&b=c#top"])
    #expect(run(["unwrap", "--app-scheme", "MinBrowser", input]).1.stdout == ["https://example.com/?q=a&b=c#top"])
    let (status, output) = run(["unwrap", input])
    #expect(status == 1)
    #expect(output.stderr == ["omnibox: \(input): disallowed scheme 'minbrowser' (disallowed-scheme)"])
  }

  @Test(arguments: [
    ["--app-scheme", ""], ["--app-scheme", "zoom mtg"], ["--app-scheme", "=url"], ["--app-scheme", "a=u&v"],
    ["--app-scheme", "a=url,,b"], ["--app-scheme", "my app=url"],
    ["--app-scheme", "1app=url"], ["--rules"],
  ])
  func usageErrors(_ options: [String]) {
    let (status, output) = run(["unwrap"] + options + ["https://example.com/"])
    #expect(status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.count == 1)
  }

  @Test func rulesOption() {
    let path = Fixture.root.appendingPathComponent("clearurls/data.min.json").path
    let input = "https://getpocket.com/redirect?url=https%3A%2F%2Fexample.com%2F%3Fspm%3D1%26a%3D2"
    let (status, output) = run(["unwrap", "--json", "--rules", path, input])
    #expect(status == 0)
    #expect(
      output.stdout == [
        #"{"input":"\#(input)","target":"https://example.com/?spm=1&a=2","clean":"https://example.com/?a=2","via":["clearurls:getpocket.com"]}"#
      ])
    let (missing, errors) = run(["unwrap", "--rules", "/nonexistent/rules.json", input])
    #expect(missing == 64)
    #expect(errors.stderr.first?.contains("cannot read ClearURLs catalog /nonexistent/rules.json") == true)
  }

  @Test func streamsStandardInput() {
    let (status, output) = run(["unwrap"], stdin: ["https://example.com", "", "x-safari-https://example.org/"])
    #expect(status == 1)
    #expect(output.stdout == ["https://example.com/", "", "https://example.org/"])
  }

  @Test func helpMentionsTheContract() {
    let (status, output) = run(["unwrap", "--help"])
    #expect(status == 0)
    let text = output.stdout.joined(separator: "\n")
    #expect(
      text.contains(
        "usage: omnibox unwrap [--clean[=strict]] [--app-scheme NAME[=PARAM[,PARAM]]] [--rules FILE] [--json] [TEXT ...]"
      ))
    #expect(text.contains(#"{"input","target","clean","via":[...],"reason","explanation"}"#))
  }
}
