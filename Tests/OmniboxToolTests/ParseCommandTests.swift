import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

@testable import OmniboxTool

@Suite struct ParseCommandTests {
  static let cases: [WPTURLCase] = (try? WPTURLCase.load("wpt/urltestdata.json")) ?? []
  static let jsonKeys = [
    "input", "href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash",
  ]

  /// Every urltestdata.json case through `omnibox parse --json [--base B] -- INPUT...`, grouped by
  /// base: the same answers as the library, the JSON keys of the contract in order, exit codes.
  @Test func wptThroughCLI() throws {
    #expect(Self.cases.count == 891)
    var groups: [String?: [WPTURLCase]] = [:]
    var order: [String?] = []
    for c in Self.cases {
      if groups[c.base] == nil { order.append(c.base) }
      groups[c.base, default: []].append(c)
    }
    var checked = 0
    var viaInvalidBase = 0
    for base in order {
      let group = groups[base] ?? []
      var arguments = ["parse", "--json"]
      if let base { arguments += ["--base", base] }
      let (status, output) = run(arguments + ["--"] + group.map(\.input))
      if let base, !URLRecord.canParse(base) {
        // An invalid base is a usage error; WPT expects every such case to fail.
        #expect(status == 64)
        let allFail = group.allSatisfy { $0.failure }
        #expect(allFail, "base \(base)")
        checked += group.count
        viaInvalidBase += group.count
        continue
      }
      #expect(output.stdout.count == group.count)
      #expect(status == (group.contains(where: \.failure) ? 1 : 0))
      #expect(output.stderr.count == group.filter(\.failure).count)
      for (c, line) in zip(group, output.stdout) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["input"] as? String == c.input, "\(c.id)")
        if object["failure"] as? Bool == true {
          #expect(keyOrder(line, among: ["input", "failure", "reason"]) == ["input", "failure", "reason"])
          #expect(c.mismatches(actual: nil).isEmpty, "\(c.id)")
        } else {
          #expect(keyOrder(line, among: Self.jsonKeys) == Self.jsonKeys, "\(c.id)")
          #expect(object.count == Self.jsonKeys.count)
          var values: [String: String] = [:]
          for key in Self.jsonKeys.dropFirst() { values[key] = object[key] as? String }
          // origin and searchParams are not part of the CLI output.
          let expected = c.expectedGetters.map(\.0)
          let diffs = c.mismatches(actual: values).filter { diff in expected.contains { diff.hasPrefix($0 + ":") } }
          #expect(diffs.isEmpty, "\(c.id): \(diffs)")
        }
        checked += 1
      }
    }
    #expect(checked == Self.cases.count)
    #expect(viaInvalidBase == 0)  // every WPT base is a valid URL
  }

  @Test func textModePrintsHrefAndRefusals() {
    let (status, output) = run(["parse", "HTTP://Example.COM:80/a/../b", "http://exa mple.com", "mailto:x@y"])
    #expect(status == 1)
    #expect(output.stdout == ["http://example.com/b", "", "mailto:x@y"])
    #expect(
      output.stderr == ["omnibox: http://exa mple.com: forbidden host code point U+0020 (host-invalid-code-point)"])
  }

  @Test func baseAppliesToEveryInputIncludingStandardInput() {
    let (status, output) = run(
      ["parse", "--base", "https://example.com/a/b"], stdin: ["c", "../d", "?q", "#f", "//other/"])
    #expect(status == 0)
    #expect(
      output.stdout == [
        "https://example.com/a/c", "https://example.com/d", "https://example.com/a/b?q",
        "https://example.com/a/b#f", "https://other/",
      ])
  }

  @Test func invalidBaseIsAUsageError() {
    let (status, output) = run(["parse", "--base", "not a url", "x"])
    #expect(status == 64)
    #expect(output.stdout.isEmpty)
    #expect(output.stderr.count == 1)
    #expect(output.stderr.first?.contains("invalid --base") == true)
  }

  @Test func jsonFailureCarriesTheReason() {
    let (status, output) = run(["parse", "--json", "https://example.com:99999/"])
    #expect(status == 1)
    #expect(
      output.stdout == [
        #"{"input":"https://example.com:99999/","failure":true,"reason":"port-out-of-range","explanation":"port out of range"}"#
      ])
  }

  @Test func helpHasExamples() {
    let (status, output) = run(["parse", "--help"])
    #expect(status == 0)
    #expect(output.stdout.joined().contains("--base"))
    #expect(output.stdout.joined().contains("examples:"))
  }
}

/// Runs the built `omnibox` binary: invalid UTF-8 on standard input is repaired to U+FFFD (by
/// `InputLines`) and parsed like any other text.
@Suite struct ParseBinaryTests {
  @Test func invalidUTF8FromStandardInput() throws {
    _ = try #require(ToolProcess.binary, "omnibox binary not found next to the test runner")
    let process = try ToolProcess.process(["parse", "--json"])
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    var input = Data("https://example.com/a\u{FF}b".utf8)
    input.append(contentsOf: [0x0A])
    input.append(contentsOf: Array("https://example.com/".utf8) + [0xC3, 0x28, 0xFF, 0xFE] + [0x0A])
    input.append(contentsOf: Array("https://exa".utf8) + [0xE2, 0x82] + Array("mple.com/\r\n".utf8))
    input.append(contentsOf: Array("http://[::1".utf8) + [0x0A])
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
    let lines = String(decoding: out, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 4)
    let objects = try lines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    guard objects.count == 4 else { return }
    #expect(objects[0]["href"] as? String == "https://example.com/a%C3%BFb")
    #expect(objects[1]["href"] as? String == "https://example.com/%EF%BF%BD(%EF%BF%BD%EF%BF%BD")
    #expect(objects[2]["failure"] as? Bool == true)
    #expect(objects[3]["reason"] as? String == "ipv6-unclosed")
    #expect(objects[3]["explanation"] as? String == "unclosed IPv6 address (missing ']')")
    #expect(String(decoding: err, as: UTF8.self).split(separator: "\n").count == 2)
  }
}
