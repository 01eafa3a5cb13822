import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

@testable import OmniboxTool

/// One voice for refusals: the table of reasons in the CommandLineTool article is what the
/// commands print. Every row with an example runs in text mode (the stderr line is
/// `omnibox: <input>: <explanation> (<reason>)`) and with `--json` (`reason` and `explanation`
/// members); the `empty` row runs in every command that takes inputs.
@Suite struct RefusalVoiceTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let command: String
    let reason: String
    let explanation: String
    /// The words after `omnibox`, or `nil` when the table says why there is no example.
    let arguments: [String]?
    var testDescription: String { "\(command) \(reason)" }
  }

  static let article = "Sources/Omnibox/Omnibox.docc/CommandLineTool.md"

  /// The rows of the table under "### Refusals".
  static let rows: [Row] = {
    let url = ToolProcess.packageRoot.appendingPathComponent(article)
    guard let text = try? String(contentsOf: url, encoding: .utf8),
      let start = text.range(of: "### Refusals")
    else { return [] }
    var rows: [Row] = []
    for line in text[start.upperBound...].split(separator: "\n") {
      if line.hasPrefix("### ") { break }
      guard line.hasPrefix("| ") else { continue }
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 4, cells[1].hasPrefix("`") else { continue }
      let example = cells[3]
      var arguments: [String]?
      if example.hasPrefix("`omnibox "), example.hasSuffix("`"),
        let words = try? ShellWords.split(String(example.dropFirst().dropLast())).words
      {
        arguments = Array(words.dropFirst())
      }
      rows.append(
        Row(
          command: cells[0], reason: cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")),
          explanation: cells[2], arguments: arguments))
    }
    return rows
  }()

  @Test func tableIsThere() {
    #expect(Self.rows.count >= 30, "\(Self.rows.count) rows")
    #expect(
      Set(Self.rows.map(\.command)) == ["every command", "resolve", "parse", "terms", "unwrap", "display", "policy"])
  }

  /// Inputs the test makes for rows that cannot show theirs (too long, nested, invisible).
  static let madeInputs: [String: [String]] = {
    var nested = "https://example.com/"
    for _ in 0..<9 { nested = "https://www.google.com/url?" + FormURLEncoding.serialize([("q", nested)]) }
    return [
      "resolve too-long": ["resolve", String(repeating: "a", count: (2 << 20) + 1)],
      "parse input-too-long": ["parse", "https://a/" + String(repeating: "a", count: 64 << 20)],
      "unwrap too-long": ["unwrap", String(repeating: "a", count: (2 << 20) + 1)],
      "unwrap too-deep": ["unwrap", nested],
      // Inside the path: a bidi control trailing a lone link is the text's (issue 25).
      "unwrap bidi-control": ["unwrap", "https://example.com/\u{202E}x"],
      "unwrap control-character": ["unwrap", "https://exa\u{1}mple.com/"],
    ]
  }()

  /// The rows the test cannot run, each with the reason its table cell gives.
  static let skipped: Set<String> = ["unwrap missing-host", "unwrap invalid-handoff"]

  @Test func everyRowRunsButTheListedOnes() {
    let unrunnable = Self.rows.filter { $0.arguments == nil && Self.madeInputs[$0.testDescription] == nil }
    #expect(Set(unrunnable.map(\.testDescription)) == Self.skipped)
  }

  @Test(arguments: rows.filter { $0.arguments != nil || madeInputs[$0.testDescription] != nil })
  func rowIsWhatTheCommandSays(_ row: Row) throws {
    let arguments = try #require(row.arguments ?? Self.madeInputs[row.testDescription])
    let commands =
      row.command == "every command"
      ? Invocation.commands.filter { $0.takesInputs }.map { $0.name } : [try #require(arguments.first)]
    for command in commands {
      let words = [command] + arguments.dropFirst()
      let input = try #require(words.last)
      let (status, text) = run(words)
      #expect(status == 1, "\(words)")
      #expect(text.stdout == [""])
      #expect(
        text.stderr == ["omnibox: \(Invocation.printable(input)): \(row.explanation) (\(row.reason))"], "\(words)")
      let (_, json) = run(["--json"] + words)
      let line = try #require(json.stdout.first)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["input"] as? String == input)
      #expect(object["reason"] as? String == row.reason, "\(words): \(line)")
      #expect(object["explanation"] as? String == row.explanation, "\(words): \(line)")
    }
  }

  /// Every share-link refusal reason has a row (its explanation, and an example the test runs
  /// or a cell saying why there is none). The switch has no `default`: a new reason fails to
  /// compile here until it is listed.
  @Test func everyShareReasonHasARow() throws {
    let parseError: URLParseError
    do {
      _ = try URLRecord("::")
      Issue.record("'::' parsed")
      return
    } catch {
      parseError = error
    }
    let reasons: [ShareLinkError.Reason] = [
      .empty, .tooLong(limit: 1), .noLink, .disallowedScheme("x"), .tooDeep(limit: 1), .invalidURL(parseError),
      .missingHost, .hostHasSpaces, .invalidHost("x"), .credentials, .bidiControl("\u{202E}"),
      .controlCharacter("\u{1}"), .emailAddress, .emptyWrapper("x"), .invalidHandoff("x"),
    ]
    for reason in reasons {
      switch reason {
      case .empty, .tooLong, .noLink, .disallowedScheme, .tooDeep, .invalidURL, .missingHost, .hostHasSpaces,
        .invalidHost, .credentials, .bidiControl, .controlCharacter, .emailAddress, .emptyWrapper, .invalidHandoff:
        break
      }
    }
    let documented = Set(Self.rows.filter { $0.command == "unwrap" || $0.command == "every command" }.map(\.reason))
    let missing = reasons.map { ShareLinkError($0).code }.filter { !documented.contains($0) }
    #expect(missing.isEmpty, "share-link reasons without a row in \(Self.article): \(missing)")
  }

  /// Every resolve reason has a row in the rule table that ``ResolveRuleTableTests`` runs, and
  /// the refusals among them a row here.
  @Test func everyResolveRefusalHasARow() {
    let refusals = Set(ResolveRule.table.filter { $0.kind == .refused }.map(\.reason.rawValue))
    let documented = Set(Self.rows.filter { $0.command == "resolve" || $0.command == "every command" }.map(\.reason))
    #expect(refusals == documented)
  }

  /// `CustomStringConvertible` of a resolve reason is its slug, as the CLI prints it.
  @Test func reasonPrintsItsSlug() {
    #expect("\(Resolution.Reason.knownSuffix)" == "known-suffix")
  }
}

/// The byte check for a blank line agrees with the string check on every kind of white space,
/// on text around it, and on invalid UTF-8.
@Suite struct BlankLineTests {
  static let samples: [[UInt8]] = {
    let spaces = [
      "", " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{200A}",
      "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}",
    ]
    let others = ["a", "\u{1C}", "\u{200B}", "\u{FEFF}", "é", "東", "\u{2060}", "\u{1F600}", "\u{E2}\u{80}"]
    var samples: [[UInt8]] = []
    for a in spaces {
      for b in spaces + others { samples.append(Array((a + b + a).utf8)) }
    }
    samples += [
      [0xE2], [0xE2, 0x80], [0x20, 0xC2], [0xE3, 0x80, 0x20], [0xC2, 0xA0, 0xFF], [0xE1, 0x9A, 0x80],
      [0xC2, 0x20], [0xE3, 0x80, 0xC0], [0xE2, 0x20, 0x80],
    ]
    return samples
  }()

  @Test func byteCheckAgreesWithTheStringCheck() {
    for bytes in Self.samples {
      let text = String(decoding: bytes, as: UTF8.self)
      let fromBytes = bytes.withUnsafeBufferPointer { Refusal.isBlank(utf8: $0) }
      // The oracle: the standard library's White_Space property on the decoded text.
      let blank = text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
      #expect(fromBytes == blank, "\(bytes)")
      #expect(Refusal.isBlank(text) == blank, "\(bytes)")
    }
    #expect(Self.samples.count > 400)
  }
}
