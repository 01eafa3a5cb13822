import Foundation
import OmniboxTestSupport
import Testing

@testable import OmniboxTool

extension DocumentedExample: CustomTestStringConvertible {
  public var testDescription: String { description }
}

/// The documentation stays true: every `omnibox … # output` example in README.md and in the DocC
/// articles (Sources/Omnibox/Omnibox.docc, Sources/OmniboxHistory/OmniboxHistory.docc) runs against the built `omnibox` binary and must print
/// exactly the lines shown (see ``DocumentedExample`` for the format); every `omnibox <command>`
/// line of a synopsis block must be that command's usage line from `--help`.
@Suite struct ReadmeExamplesTests {
  static let catalogs = ["Sources/Omnibox/Omnibox.docc", "Sources/OmniboxHistory/OmniboxHistory.docc"]
  static let files: [String] = {
    ["README.md"]
      + catalogs.flatMap { catalog in
        let articles =
          (try? FileManager.default.contentsOfDirectory(
            atPath: ToolProcess.packageRoot.appendingPathComponent(catalog).path)) ?? []
        return articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
      }
  }()
  static let texts: [(file: String, text: String)] = files.map { file in
    (file, (try? String(contentsOf: ToolProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)) ?? "")
  }
  static let parsed = texts.map { DocumentedExamples.parse($0.text, file: $0.file) }
  static let examples = parsed.flatMap(\.examples)

  @Test func documentsFound() {
    #expect(Self.texts.allSatisfy { !$0.text.isEmpty }, "\(Self.texts.filter { $0.text.isEmpty }.map(\.file))")
    #expect(Self.files.count >= 10, "README.md and the DocC articles: \(Self.files)")
    // Floors, not exact counts, so that new examples need no edit here; fewer means the parser broke.
    #expect(Self.examples.filter { $0.file == "README.md" }.count >= 21)
    #expect(Self.examples.count >= 68)
  }

  /// Lines that look like examples must be checkable: shown with their output, and plain words
  /// and quotes only (no pipes, redirections, globs, or `!` that bash would expand).
  @Test func everyExampleCanBeChecked() {
    let problems = Self.parsed.flatMap(\.problems)
    #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test(arguments: examples)
  func examplePrintsWhatTheDocumentSays(_ example: DocumentedExample) throws {
    _ = try #require(ToolProcess.binary, "omnibox binary not found next to the test runner")
    let result = try ToolProcess.runLines(example.arguments)
    #expect(
      result.stdout == example.output,
      """
      \(example.file) line \(example.line) does not match `omnibox \(example.arguments.joined(separator: " "))`
        the document says: \(example.output)
        omnibox prints:    \(result.stdout) (exit \(result.status))\(result.stderr.isEmpty ? "" : " stderr: \(result.stderr)")
      """)
  }

  /// Each `omnibox <command> …` line of a synopsis (a fenced block that is not shell or Swift) is
  /// that command's usage, and the README's synopsis lists every command.
  @Test func synopsisLinesAreTheUsageLines() {
    let usage = Dictionary(uniqueKeysWithValues: Invocation.commands.map { ($0.name, Self.usageLine(of: $0.help)) })
    var listedInReadme: Set<String> = []
    for (file, text) in Self.texts {
      for (line, content) in DocumentedExamples.plainBlockLines(text) {
        let words = content.split(whereSeparator: \.isWhitespace)
        guard words.first == "omnibox", words.count > 1, let expected = usage[String(words[1])] else { continue }
        if file == "README.md" { listedInReadme.insert(String(words[1])) }
        #expect(
          words.joined(separator: " ") == expected,
          "\(file) line \(line) is not the usage of `omnibox \(words[1]) --help`")
      }
    }
    #expect(listedInReadme == Set(usage.keys), "commands missing from the README's synopsis")
  }

  /// `usage: omnibox x [a]\n         [b]` → `omnibox x [a] [b]`.
  static func usageLine(of help: String) -> String {
    var lines = help.split(separator: "\n", omittingEmptySubsequences: false)[...]
    guard let first = lines.popFirst(), first.hasPrefix("usage: ") else { return "" }
    var words = first.dropFirst("usage: ".count).split(whereSeparator: \.isWhitespace)
    while let next = lines.first, next.first == " " {
      words += next.split(whereSeparator: \.isWhitespace)
      lines = lines.dropFirst()
    }
    return words.joined(separator: " ")
  }

  // MARK: The example parser itself

  @Test func parserReadsOutputsAndRefusesWhatAShellWouldChange() {
    let markdown = """
      Text with omnibox resolve x # not in a block.
      ```sh
      omnibox resolve 'swift webview'   # https://www.google.com/search?q=swift+webview
      omnibox resolve localhost:8080 '?rust'
      # http://localhost:8080/
      #
          # https://www.google.com/search?q=rust
      # after a blank line this would be a comment again

      omnibox resolve "!w Ada Lovelace"   # x
      omnibox resolve a | head            # x
      omnibox resolve 'a#b' c#d           # a#b
      omnibox engines
      ```
      ```
      omnibox resolve [--json] [INPUT ...]
      ```
      """
    let (examples, problems) = DocumentedExamples.parse(markdown, file: "T.md")
    #expect(examples.count == 3)
    #expect(examples.first?.arguments == ["resolve", "swift webview"])
    #expect(examples.first?.output == ["https://www.google.com/search?q=swift+webview"])
    #expect(examples.first?.line == 3)
    #expect(
      examples.dropFirst().first?.output == [
        "http://localhost:8080/", "", "https://www.google.com/search?q=rust",
        "after a blank line this would be a comment again",
      ])
    #expect(examples.last?.arguments == ["resolve", "a#b", "c#d"])
    #expect(problems.map(\.line) == [10, 11, 13])
    #expect(problems.first?.reason.contains("single quotes") == true)
    #expect(DocumentedExamples.plainBlockLines(markdown).map(\.text) == ["omnibox resolve [--json] [INPUT ...]"])
  }

  @Test func shellWordsFollowPOSIXQuoting() throws {
    #expect(try ShellWords.split(#"omnibox a 'b c' "d\"e" f\ g"#).words == ["omnibox", "a", "b c", "d\"e", "f g"])
    #expect(try ShellWords.split(#"omnibox "a!" 'b!c' x"#).words == ["omnibox", "a!", "b!c", "x"])
    #expect(try ShellWords.split("omnibox x   #  two spaces").comment == " two spaces")
    for refused in [
      #"omnibox "!w x""#, "omnibox !w", "omnibox a > f", "omnibox 'open", #"omnibox "$HOME""#, "omnibox http://[::1]/",
    ] {
      #expect(throws: ShellWords.Refusal.self, "\(refused)") { try ShellWords.split(refused) }
    }
  }
}
