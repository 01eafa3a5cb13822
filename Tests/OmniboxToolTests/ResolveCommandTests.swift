import Foundation
import Omnibox
import OmniboxTestSupport
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
    #expect(
      output.stdout == [
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

  @Test func profileOption() {
    let inputs = ["mozilla...org", "about:foo", "0.0.0.0"]
    #expect(
      run(["resolve", "--profile", "firefox"] + inputs).1.stdout == [
        "https://mozilla.org/", "about:foo", "http://127.0.0.1/",
      ])
    #expect(
      run(["resolve", "--profile", "chromium"] + inputs).1.stdout == [
        "https://www.google.com/search?q=mozilla...org", "chrome://foo/", "http://0.0.0.0/",
      ])
    #expect(run(["resolve", "--profile", "omnibox"] + inputs).1.stdout == run(["resolve"] + inputs).1.stdout)
    let (status, output) = run(["resolve", "--profile", "safari", "x"])
    #expect(status == 64)
    #expect(output.stderr.first?.contains("omnibox, chromium or firefox") == true)
  }

  @Test func allowScriptURLs() {
    #expect(run(["resolve", "javascript:alert(1)"]).0 == 1)
    let (status, output) = run(["resolve", "--allow-script-urls", "javascript:alert(1)"])
    #expect(status == 0)
    #expect(output.stdout == ["javascript:alert(1)"])
  }

  @Test func specialUseSuffixesRepeat() {
    let inputs = ["printer.lan", "build.corp.acme", "nas.home"]
    #expect(run(["resolve", "--json"] + inputs).1.stdout.allSatisfy { $0.contains(#""kind":"search""#) })
    let (status, output) = run(
      ["resolve", "--special-use-suffix", "lan", "--special-use-suffix=.Home.", "--special-use-suffix", "corp.acme"]
        + inputs)
    #expect(status == 0)
    #expect(output.stdout == ["http://printer.lan/", "http://build.corp.acme/", "http://nas.home/"])
    #expect(run(["resolve", "--special-use-suffix", "a b", "x"]).0 == 64)
    #expect(run(["resolve", "--special-use-suffix", "..", "x"]).0 == 64)
  }

  @Test func homeOption() {
    #expect(
      run(["resolve", "--home", "/srv/me", "~/notes.txt", "~"]).1.stdout == [
        "file:///srv/me/notes.txt", "file:///srv/me",
      ])
    #expect(run(["resolve", "~ann/notes.txt"]).1.stdout == ["file://\(ResolveCommand.homeBase)/ann/notes.txt"])
    #expect(run(["resolve", "--home", "relative/dir", "~"]).0 == 64)
  }

  @Test func helpNamesEveryOption() {
    let help = run(["resolve", "--help"]).1.stdout.joined(separator: "\n")
    for option in ResolveCommand.options { #expect(help.contains(option.name), "\(option.name)") }
  }
}

/// The browsers' tables through the built binary: the process answers each row as the library
/// does with the same settings given as options.
@Suite struct ResolveBinaryTests {
  @Test(arguments: BrowserTable.files)
  func browserTableThroughTheBinary(_ file: String) throws {
    _ = try #require(ToolProcess.binary, "omnibox binary not found next to the test runner")
    let table = try BrowserTable.load(file)
    let configuration = table.configuration
    var arguments = ["resolve", "--json", "--profile", table.profile.name]
    if configuration.allowsScriptURLs { arguments.append("--allow-script-urls") }
    if configuration.schemePolicy == .alwaysHTTP { arguments += ["--default-scheme", "http"] }
    if let home = configuration.homeDirectory { arguments += ["--home", home] }
    #expect(configuration.homeBase == nil || configuration.homeBase == ResolveCommand.homeBase)
    let inputs = table.scored.map(\.input)
    let process = try ToolProcess.process(arguments + ["--"] + inputs)
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(lines.count == inputs.count)
    let omnibox = table.omnibox(table.profile)
    for (input, line) in zip(inputs, lines) {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let r = omnibox.resolve(input)
      #expect(object["kind"] as? String == r.kind.rawValue, "\(input.debugDescription)")
      #expect(object["url"] as? String == r.url, "\(input.debugDescription)")
      #expect(object["reason"] as? String == r.reason.rawValue, "\(input.debugDescription)")
    }
  }
}
