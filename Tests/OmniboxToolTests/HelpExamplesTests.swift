import OmniboxTestSupport
import Testing

@testable import OmniboxTool

/// Every command's `--help` lays out its examples one way, the README's: a command line, then
/// its output after `# ` (on the same line, or on the lines below it). Each example runs against
/// the built binary and must print what the help says. Two help-only marks: an output line
/// `# …` means "more lines follow" (only the lines above it are compared), and `# (stderr) X`
/// is a line of standard error.
@Suite struct HelpExamplesTests {
  struct Example: CustomTestStringConvertible, Sendable {
    let command: String
    let example: DocumentedExample
    var testDescription: String { "\(command): \(example.command)" }
  }

  static let examples: [Example] = Invocation.commands.flatMap { type -> [Example] in
    let lines = type.help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "examples:") else { return [] }
    let body = lines[(start + 1)...].map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0) }
    let markdown = "```sh\n" + body.joined(separator: "\n") + "\n```\n"
    return DocumentedExamples.parse(markdown, file: "omnibox \(type.name) --help").examples.map {
      Example(command: type.name, example: $0)
    }
  }

  @Test func everyCommandHasExamplesUnderOneHeading() {
    for type in Invocation.commands {
      #expect(type.help.contains("\nexamples:\n"), "omnibox \(type.name) --help has no 'examples:' section")
      #expect(!type.help.contains("\nexample:\n"))
      #expect(Self.examples.contains { $0.command == type.name }, "omnibox \(type.name) --help: no checkable example")
    }
  }

  @Test(arguments: examples)
  func examplePrintsWhatTheHelpSays(_ item: Example) throws {
    _ = try #require(ToolProcess.binary, "omnibox binary not found next to the test runner")
    let result = try ToolProcess.runLines(item.example.arguments)
    var stdout = item.example.output.filter { !$0.hasPrefix("(stderr) ") }
    let stderr = item.example.output.filter { $0.hasPrefix("(stderr) ") }.map {
      String($0.dropFirst("(stderr) ".count))
    }
    var actual = result.stdout
    if stdout.last == "…" {
      stdout.removeLast()
      actual = Array(actual.prefix(stdout.count))
    }
    #expect(actual == stdout, "omnibox \(item.example.arguments.joined(separator: " ")): \(result.stdout)")
    if !stderr.isEmpty {
      #expect(result.stderr.split(separator: "\n").map(String.init) == stderr)
    }
  }
}
