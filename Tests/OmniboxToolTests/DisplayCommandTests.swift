import Foundation
import OmniboxTestSupport
import Testing

@testable import OmniboxTool

@Suite struct DisplayCommandTests {
  @Test func textModePrintsTheDisplayForm() {
    let (status, output) = run(["display", "https://xn--bcher-kva.example/caf%C3%A9", "https://xn--80ak6aa92e.com/"])
    #expect(status == 0)
    #expect(output.stdout == ["https://bücher.example/café", "https://xn--80ak6aa92e.com/"])
    #expect(output.stderr.isEmpty)
  }

  @Test func jsonModeHasTheContractKeysInOrder() {
    let (status, output) = run(["display", "--json", "https://xn--bcher-kva.example/", "mailto:a@example.com"])
    #expect(status == 0)
    #expect(
      output.stdout == [
        #"{"input":"https://xn--bcher-kva.example/","display":"https://bücher.example/","host_unicode":true,"reason":"safe-unicode"}"#,
        #"{"input":"mailto:a@example.com","display":"mailto:a@example.com","host_unicode":false,"reason":"no-host"}"#,
      ])
  }

  @Test func bareHostsAreShownAsHosts() {
    let (_, output) = run(["display", "--json", "xn--80ak6aa92e.com"])
    #expect(
      output.stdout == [
        #"{"input":"xn--80ak6aa92e.com","display":"xn--80ak6aa92e.com","host_unicode":false,"reason":"lookalike","lookalike_of":"apple.com"}"#
      ])
  }

  @Test func addressBarOptionElides() {
    let (_, output) = run(["display", "--address-bar", "https://www.example.com/"])
    #expect(output.stdout == ["example.com"])
  }

  @Test func notAURLIsRefused() {
    let (status, output) = run(["display", "http://exa mple.com/"])
    #expect(status == 1)
    #expect(output.stdout == [""])
    #expect(output.stderr.count == 1)
    #expect(
      output.stderr == ["omnibox: http://exa mple.com/: invalid URL: forbidden host code point U+0020 (invalid-url)"])
    let (_, json) = run(["display", "--json", "http://exa mple.com/"])
    #expect(
      json.stdout == [
        #"{"input":"http://exa mple.com/","reason":"invalid-url","explanation":"invalid URL: forbidden host code point U+0020"}"#
      ])
  }

  @Test func standardInputIsReadInOrder() {
    let (status, output) = run(["display"], stdin: ["https://a.example/", "xn--bcher-kva.example"])
    #expect(status == 0)
    #expect(output.stdout == ["https://a.example/", "bücher.example"])
  }

  @Test func lookalikesNameTheImitatedDomainLast() {
    let (status, output) = run(["display", "--json", "http://ҏаураӏ.com/", "丆witter.com", "xn--bcher-kva.example"])
    #expect(status == 0)
    #expect(
      output.stdout == [
        #"{"input":"http://ҏаураӏ.com/","display":"http://xn--80aa1cl29a2m.com/","host_unicode":false,"reason":"lookalike","lookalike_of":"paypal.com"}"#,
        #"{"input":"丆witter.com","display":"xn--witter-ho7i.com","host_unicode":false,"reason":"lookalike","lookalike_of":"twitter.com"}"#,
        #"{"input":"xn--bcher-kva.example","display":"bücher.example","host_unicode":true,"reason":"safe-unicode"}"#,
      ])
    let keys = ["input", "display", "host_unicode", "reason", "lookalike_of"]
    #expect(
      output.stdout.allSatisfy { line in keyOrder(line, among: keys) == keys.filter { line.contains("\"\($0)\":") } })
  }

  @Test func topDomainsReplacesTheBuiltInList() {
    let path = Fixture.root.appendingPathComponent("top_domains/idn_test_domains.list").path
    // digklmo68.com is only in the test list; paypal.com only in the built-in one.
    let (status, output) = run([
      "display", "--json", "--top-domains", path, "xn--igklmo68-kcb.com", "xn--pypal-4ve.com",
    ])
    #expect(status == 0)
    #expect(
      output.stdout == [
        #"{"input":"xn--igklmo68-kcb.com","display":"xn--igklmo68-kcb.com","host_unicode":false,"reason":"lookalike","lookalike_of":"digklmo68.com"}"#,
        #"{"input":"xn--pypal-4ve.com","display":"xn--pypal-4ve.com","host_unicode":false,"reason":"mixed-script"}"#,
      ])
    let (_, builtIn) = run(["display", "xn--igklmo68-kcb.com"])
    #expect(builtIn.stdout == ["đigklmo68.com"])
  }

  @Test func topDomainsHonoursCommentsAndTheBucketMarker() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-display-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("brands.list")
    try "# my brands\n\nmybank.example\n###END_TOP_BUCKET###\n  mybank.co.uk  \n".write(
      to: file, atomically: true, encoding: .utf8)
    let (status, output) = run(["display", "--json", "--top-domains", file.path, "mybånk.example", "mybänk.co.uk"])
    #expect(status == 0)
    #expect(output.stdout.map { $0.contains(#""lookalike_of":"mybank.example""#) } == [true, false])
    #expect(output.stdout.last?.contains(#""lookalike_of":"mybank.co.uk""#) == true)
  }

  @Test func aBadTopDomainsFileIsAUsageError() throws {
    let (status, output) = run(["display", "--top-domains", "/nonexistent/top.list", "example.com"])
    #expect(status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.first?.contains("--top-domains: cannot read top-domain list /nonexistent/top.list") == true)

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-display-bad-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bad.list")
    try "example.com\nlocalhost\n".write(to: file, atomically: true, encoding: .utf8)
    let (badStatus, bad) = run(["display", "--top-domains", file.path, "example.com"])
    #expect(badStatus == 64)
    #expect(bad.stderr.first?.contains(#"line 2: "localhost": a single label"#) == true)
  }

  @Test func controlCharactersNeverComeOutRaw() {
    let (status, output) = run(["display", "--json", "a\u{7F}b.com", "a\u{202E}b.com"])
    #expect(status == 0)
    // (The "input" echo is JSONLine's business; the display is this command's.)
    #expect(
      output.stdout.first
        == #"{"input":"a\u007fb.com","display":"a%7Fb.com","host_unicode":false,"reason":"invalid-host"}"#)
    #expect(
      output.stdout.last?.hasSuffix(#""display":"a%E2%80%AEb.com","host_unicode":false,"reason":"invalid-host"}"#)
        == true)
  }

  @Test func helpNamesTheNewOptionAndKey() {
    let (status, output) = run(["display", "--help"])
    #expect(status == 0)
    #expect(output.stdout.joined(separator: "\n").contains("--top-domains FILE"))
    #expect(output.stdout.joined(separator: "\n").contains("lookalike_of"))
  }
}

/// The built `omnibox` binary as a process: a host holding DEL comes out escaped, byte for byte.
@Suite struct DisplayBinaryTests {
  @Test func delIsEscapedOnStandardOutput() throws {
    _ = try #require(ToolProcess.binary, "omnibox binary not found next to the test runner")
    let process = try ToolProcess.process(["display", "a\u{7F}b.com", "xn--80ak6aa92e.com"])
    let stdout = Pipe()
    process.standardOutput = stdout
    try process.run()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(Array(out) == Array("a%7Fb.com\nxn--80ak6aa92e.com\n".utf8))
    #expect(!out.contains(0x7F))
  }
}
