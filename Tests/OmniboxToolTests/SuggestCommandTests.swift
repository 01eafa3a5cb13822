import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

@testable import OmniboxTool

/// `omnibox suggest`: blocks of tab-separated rows (the default first, its inline completion as
/// a fifth column), JSON Lines with the keys in order, the options that shape the list, and the
/// files it reads (a bad line names FILE:LINE, never the line; an unreadable file exits 74).
@Suite struct SuggestCommandTests {
  static let history = Fixture.root.appendingPathComponent("cli/history.jsonl").path
  static let now = "2026-12-01T12:00:00Z"
  /// The options every run here starts with: the fixture history and a fixed clock.
  static let base = ["suggest", "--history", history, "--now", now]
  static let providerNames = Set(SuggestionProvider.allCases.map(\.name))

  /// The rows of one block: its lines split at tabs.
  private func rows(_ lines: some Sequence<String>) -> [[String]] {
    lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
  }

  /// Stdout split into blocks (each ended by an empty line).
  private func blocks(_ stdout: [String]) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String] = []
    for line in stdout {
      if line.isEmpty {
        blocks.append(current)
        current = []
      } else {
        current.append(line)
      }
    }
    #expect(current.isEmpty, "a block not ended by an empty line: \(current)")
    return blocks
  }

  private func temporaryFile(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-suggest-\(UUID().uuidString)")
      .path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  // MARK: Output shape

  @Test func textBlockHasTheDefaultRowFirstWithItsCompletion() throws {
    let (status, output) = run(Self.base + ["gi"])
    #expect(status == 0)
    #expect(output.stderr.isEmpty)
    #expect(output.stdout.last == "")
    let block = try #require(blocks(output.stdout).first)
    let table = rows(block)
    #expect(table.count >= 3)
    #expect(table.first == ["history-url", "1413", "https://github.com/", "GitHub", "gi[thub.com]"])
    for row in table.dropFirst() {
      #expect(row.count == 4, "\(row)")
    }
    for row in table {
      #expect(Self.providerNames.contains(row[0]), "\(row)")
      #expect(Int(row[1]) != nil, "\(row)")
      #expect((try? URLRecord(row[2])) != nil, "\(row)")
    }
    let relevances = table.dropFirst().map { Int($0[1]) ?? 0 }
    #expect(relevances == relevances.sorted(by: >))
  }

  @Test func completionKeepsTheCaseTyped() throws {
    let block = try #require(blocks(run(Self.base + ["GI"]).1.stdout).first)
    #expect(rows(block).first?.last == "GI[thub.com]")
  }

  @Test func jsonHasTheKeysInOrder() throws {
    let (status, output) = run(Self.base + ["--json", "gi"])
    #expect(status == 0)
    let line = try #require(output.stdout.first)
    #expect(output.stdout.count == 1)
    #expect(line.hasPrefix(#"{"input":"gi","suggestions":[{"provider":"history-url","kind":"history-url","#))
    let keys = ["provider", "kind", "url", "fill", "inline", "default", "relevance", "title"]
    #expect(keyOrder(line, among: keys) == keys)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(object["input"] as? String == "gi")
    let suggestions = try #require(object["suggestions"] as? [[String: Any]])
    let text = rows(try #require(blocks(run(Self.base + ["gi"]).1.stdout).first))
    #expect(suggestions.count == text.count)
    for (index, (json, row)) in zip(suggestions, text).enumerated() {
      #expect(Set(json.keys) == Set(keys))
      #expect(json["provider"] as? String == row[0])
      #expect(json["relevance"] as? Int == Int(row[1]))
      #expect(json["url"] as? String == row[2])
      #expect(json["title"] as? String == row[3])
      #expect(json["default"] as? Bool == (index == 0))
      if index == 0 {
        #expect(json["inline"] as? String == "thub.com")
      } else {
        #expect(json["inline"] is NSNull)
      }
    }
    #expect(suggestions.first?["kind"] as? String == "history-url")
    #expect(suggestions.first?["fill"] as? String != nil)
  }

  @Test func jsonOfAnEmptyListIsAnEmptyArray() {
    let (status, output) = run(Self.base + ["--json", "--providers", "open-tabs", "zzz"])
    #expect(status == 0)
    #expect(output.stdout == [#"{"input":"zzz","suggestions":[]}"#])
  }

  @Test func anInputWithoutSuggestionsPrintsAnEmptyBlockAndIsAnswered() {
    let (status, output) = run(Self.base + ["--providers", "open-tabs", "zzz", "gi"])
    #expect(status == 0)
    #expect(output.stdout == ["", ""])
    #expect(output.stderr.isEmpty)
  }

  @Test func anEmptyInputIsRefusedLikeEveryCommand() {
    let (status, output) = run(Self.base + ["gi", " "])
    #expect(status == 1)
    #expect(output.stdout.last == "")
    #expect(output.stderr == ["omnibox:  : empty input (empty)"])
  }

  // MARK: Options

  @Test func providersFilterTheRows() throws {
    let (status, output) = run(Self.base + ["--providers", "history-quick,what-you-typed", "sw"])
    #expect(status == 0)
    let table = rows(try #require(blocks(output.stdout).first))
    #expect(!table.isEmpty)
    #expect(Set(table.map(\.[0])) == ["history-quick", "what-you-typed"])
  }

  @Test func unknownProviderIsAUsageErrorWithAHint() {
    let (status, output) = run(Self.base + ["--providers", "history-url,histroy-quick", "sw"])
    #expect(status == 64)
    #expect(output.stdout.isEmpty)
    #expect(
      output.stderr == [
        "omnibox suggest: --providers: unknown provider 'histroy-quick' (did you mean 'history-quick'?); "
          + "try 'omnibox suggest --help'"
      ])
    #expect(run(Self.base + ["--providers", "", "sw"]).0 == 64)
    #expect(run(Self.base + ["--providers", "bookmarks,", "sw"]).0 == 64)
  }

  @Test func maxCapsTheRows() throws {
    for max in [1, 2, 3] {
      let table = rows(try #require(blocks(run(Self.base + ["--max", "\(max)", "sw"]).1.stdout).first))
      #expect(table.count == max)
      #expect(table.first?.count == 5, "the default row keeps its completion: \(table)")
    }
    for bad in ["0", "-1", "x", ""] {
      let (status, output) = run(Self.base + ["--max", bad, "sw"])
      #expect(status == 64)
      #expect(
        output.stderr == [
          "omnibox suggest: --max must be a whole number of at least 1, not '\(bad)'; "
            + "try 'omnibox suggest --help'"
        ])
      #expect(run(Self.base + ["--max-per-provider", bad, "sw"]).0 == 64)
    }
  }

  /// One row a provider, and one more for history-url (its inline-completed row).
  @Test func maxPerProviderCapsEachProvider() throws {
    let table = rows(try #require(blocks(run(Self.base + ["--max-per-provider", "1", "sw"]).1.stdout).first))
    var counts: [String: Int] = [:]
    for row in table { counts[row[0], default: 0] += 1 }
    for (provider, count) in counts {
      #expect(count <= (provider == "history-url" ? 2 : 1), "\(provider): \(table)")
    }
    #expect(counts.count >= 3)
  }

  @Test func cursorInsideTheTextMeansNoInlineCompletion() throws {
    for arguments in [["--cursor", "1", "gi"], ["--cursor", "0", "gi"], ["--prevent-inline", "gi"]] {
      let table = rows(try #require(blocks(run(Self.base + arguments).1.stdout).first))
      #expect(table.allSatisfy { $0.count == 4 }, "\(arguments): \(table)")
      #expect(table.contains { $0[2] == "https://github.com/" })
      let json = run(Self.base + ["--json"] + arguments).1.stdout.joined()
      #expect(!json.contains(#""inline":""#), "\(arguments): \(json)")
    }
    let atEnd = rows(try #require(blocks(run(Self.base + ["--cursor", "2", "gi"]).1.stdout).first))
    #expect(atEnd.first?.last == "gi[thub.com]")
    let pastEnd = rows(try #require(blocks(run(Self.base + ["--cursor", "9", "gi"]).1.stdout).first))
    #expect(pastEnd.first?.last == "gi[thub.com]")
    #expect(run(Self.base + ["--cursor", "-1", "gi"]).0 == 64)
  }

  @Test func suggestionsFileAddsRowsOnlyForItsQuery() throws {
    let path = try temporaryFile(#"["swi",["swift","swift testing","swiftui"]]"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let options = ["--suggestions", path, "--providers", "what-you-typed,search-suggestions"]
    let (status, output) = run(Self.base + options + ["swi", "sw"])
    #expect(status == 0)
    let found = blocks(output.stdout).map(rows)
    #expect(found.count == 2)
    let matching = found[0].filter { $0[0] == "search-suggestions" }.map(\.[2])
    #expect(
      matching == [
        "https://www.google.com/search?q=swift", "https://www.google.com/search?q=swift+testing",
        "https://www.google.com/search?q=swiftui",
      ])
    #expect(!found[1].contains { $0[0] == "search-suggestions" }, "a response for 'swi' answers no other input")
  }

  @Test func suggestionsFileThatIsNotAResponseIsAUsageError() throws {
    let path = try temporaryFile("{\"no\": 1}")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (status, output) = run(Self.base + ["--suggestions", path, "sw"])
    #expect(status == 64)
    #expect(output.stderr.first?.hasPrefix("omnibox suggest: --suggestions: \(path): suggestions: ") == true)
  }

  @Test func openTabsAreSwitchToTabRows() throws {
    let (status, output) = run([
      "suggest", "--now", Self.now, "--open-tab", "https://example.org/inbox", "--open-tab",
      "https://mail.example.org/",
      "exam",
    ])
    #expect(status == 0)
    let table = rows(try #require(blocks(output.stdout).first))
    #expect(table.filter { $0[0] == "open-tabs" }.map(\.[2]).contains("https://example.org/inbox"))
    #expect(run(["suggest", "--open-tab", "not a url", "x"]).0 == 64)
  }

  @Test func bookmarksMarkHistoryPagesAndAddNewOnes() throws {
    let path = try temporaryFile(
      """
      {"url": "https://www.swift.org/documentation/", "title": "Swift docs"}

      {"url": "https://forums.swift.org/", "title": "Swift Forums"}
      """)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (status, output) = run(Self.base + ["--bookmarks", path, "--providers", "bookmarks", "--max", "20", "swift"])
    #expect(status == 0, "\(output.stderr)")
    let table = rows(try #require(blocks(output.stdout).first))
    let urls = table.map(\.[2])
    #expect(urls.contains("https://forums.swift.org/"))
    #expect(urls.contains("https://www.swift.org/documentation/"))
    // The fixture's own bookmark (swift.org, "bookmarked": true) is one too.
    #expect(urls.contains("https://www.swift.org/"))
    #expect(table.first { $0[2] == "https://forums.swift.org/" }?[3] == "Swift Forums")
  }

  @Test func profilesDiffer() throws {
    let firefox = rows(try #require(blocks(run(Self.base + ["--profile", "firefox", "gi"]).1.stdout).first))
    #expect(firefox.first?.last == "gi[thub.com/]")
    let (status, output) = run(Self.base + ["--profile", "safari", "gi"])
    #expect(status == 64)
    #expect(
      output.stderr == [
        "omnibox suggest: --profile must be omnibox, chromium or firefox, not 'safari'; try 'omnibox suggest --help'"
      ])
  }

  @Test func nowTakesRFC3339OrUnixSeconds() {
    let rfc = run(Self.base + ["sw"]).1.stdout
    let unix = run(["suggest", "--history", Self.history, "--now", "1796126400", "sw"]).1.stdout
    #expect(rfc == unix)
    let (status, output) = run(["suggest", "--now", "yesterday", "sw"])
    #expect(status == 64)
    #expect(output.stderr.first?.hasPrefix("omnibox suggest: --now must be RFC 3339") == true)
  }

  // MARK: Files

  @Test func badHistoryLineNamesFileAndLineButNotTheLine() throws {
    for (bad, reason) in [
      (#"{"url": "secret-token-7f3a banking", "title": "x"}"#, "\"url\" is not a URL"),
      (#"secret-token-7f3a {"#, "not JSON"),
      (#"{"url": "https://bank.example/secret-token-7f3a", "visits": [{"time": "secret-token-7f3a"}]}"#, "visit 0"),
    ] {
      let path = try temporaryFile(
        #"{"url": "https://example.com/", "visits": [{"time": 1796126400, "transition": "typed"}]}"# + "\n" + bad
          + "\n")
      defer { try? FileManager.default.removeItem(atPath: path) }
      for option in ["--history", "--bookmarks"] {
        let (status, output) = run(["suggest", option, path, "x"])
        #expect(status == 64)
        #expect(output.stdout.isEmpty)
        let message = output.stderr.joined(separator: "\n")
        #expect(message.hasPrefix("omnibox suggest: \(option): \(path):2: \(reason)"), "\(message)")
        #expect(!message.contains("secret-token"), "\(message)")
        #expect(!message.contains("banking"))
      }
    }
  }

  @Test func unreadableFilesExitWithIOError() {
    let missing = "/nonexistent/omnibox/history.jsonl"
    for option in ["--history", "--bookmarks", "--suggestions"] {
      let (status, output) = run(["suggest", option, missing, "x"])
      #expect(status == 74)
      #expect(output.stdout.isEmpty)
      #expect(output.stderr == ["omnibox suggest: \(option): cannot read \(missing): No such file or directory"])
      let directory = run(["suggest", option, FileManager.default.temporaryDirectory.path, "x"])
      #expect(directory.0 == 74)
      #expect(directory.1.stderr.first?.hasSuffix("Is a directory") == true)
    }
  }

  @Test func historyFixtureIsReadWhole() throws {
    let text = try Fixture.text("cli/history.jsonl")
    let lines = text.split(separator: "\n")
    #expect(lines.count == 20)
    for line in lines {
      _ = try HistoryEntry(jsonLine: String(line))
    }
  }

  // MARK: As a process

  @Test func sameBytesEveryRunAndStandardInputInOrder() throws {
    let inputs = ["gi", "sw", "ada", "zzz-nothing", "news.y", "docs"]
    let input = try temporaryFile(inputs.map { $0 + "\n" }.joined())
    defer { try? FileManager.default.removeItem(atPath: input) }
    let arguments = Self.base
    let first = try ToolProcess.run(arguments, input: input)
    let second = try ToolProcess.run(arguments, input: input)
    #expect(first.status == 0)
    #expect(first.stderr.isEmpty)
    #expect(first.stdout == second.stdout)
    let (_, inProcess) = run(Self.base + inputs)
    #expect(String(decoding: first.stdout, as: UTF8.self) == inProcess.stdout.map { $0 + "\n" }.joined())
    #expect(blocks(inProcess.stdout).count == inputs.count)
    let json = try ToolProcess.run(arguments + ["--json"], input: input)
    let objects = String(decoding: json.stdout, as: UTF8.self).split(separator: "\n")
    #expect(objects.count == inputs.count)
    for (line, typed) in zip(objects, inputs) {
      #expect(line.hasPrefix("{\"input\":\"\(typed)\",\"suggestions\":["))
    }
  }

  @Test func invalidUTF8OnStandardInputIsAnswered() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-suggest-\(UUID().uuidString)")
      .path
    try Data([0xFF, 0xFE, 0x67, 0x69, 0x0A, 0xC3, 0x0A, 0x67, 0x69, 0x0D, 0x0A]).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try ToolProcess.run(Self.base, input: path)
    #expect(result.status == 0)
    let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let found = blocks(Array(lines.dropLast()))
    #expect(found.count == 3)
    #expect(rows(found[2]).first?.last == "gi[thub.com]")
  }

  @Test func missingHistoryAsAProcessExits74() throws {
    let result = try ToolProcess.run(["suggest", "--history", "/nonexistent/h.jsonl", "x"])
    #expect(result.status == 74)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderrLines == ["omnibox suggest: --history: cannot read /nonexistent/h.jsonl: No such file or directory"])
  }

  // MARK: Expected runs (Fixtures/cli/suggest.txt)

  struct Run: CustomTestStringConvertible, Sendable {
    let options: [String]
    let input: String
    let first: String?
    let inline: String?
    var testDescription: String { (options + [input]).joined(separator: " ") }
  }

  static let runs: [Run] = ((try? Fixture.text("cli/suggest.txt")) ?? "").split(separator: "\n").compactMap { line in
    guard !line.hasPrefix("#") else { return nil }
    let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard fields.count == 4 else { return nil }
    return Run(
      options: fields[0] == "-" ? [] : fields[0].split(separator: " ").map(String.init), input: fields[1],
      first: fields[2] == "-" ? nil : fields[2], inline: fields[3] == "-" ? nil : fields[3])
  }

  @Test func runsAreThere() {
    #expect(Self.runs.count >= 15)
  }

  @Test(arguments: runs)
  func firstRowIsTheExpectedOne(_ item: Run) throws {
    let (status, output) = run(Self.base + item.options + ["--", item.input])
    #expect(status == 0)
    let block = try #require(blocks(output.stdout).first)
    #expect(blocks(output.stdout).count == 1)
    let first = rows(block).first
    #expect(first.map { $0[0] + " " + $0[2] } == item.first, "\(block)")
    let expectedInline = item.inline.map { item.input + "[" + $0 + "]" }
    #expect((first?.count == 5 ? first?.last : nil) == expectedInline, "\(block)")
  }
}
