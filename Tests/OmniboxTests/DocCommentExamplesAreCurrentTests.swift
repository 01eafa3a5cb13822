import Foundation
import OmniboxTestSupport
import Testing

/// The `///` examples in Sources/Omnibox run as tests from `DocCommentExampleTests.swift`, which
/// is written from the sources; this test fails when a doc comment's example changes and the
/// file was not written again. To write it: `OMNIBOX_RECORD_DOC_EXAMPLES=1 swift test --filter DocCommentExamplesAreCurrent`.
@Suite struct DocCommentExamplesAreCurrentTests {
  static let generated = "Tests/OmniboxTests/DocCommentExampleTests.swift"

  static func examples() throws -> [SwiftDocExample] {
    let root = ToolProcess.packageRoot
    let sources = root.appendingPathComponent("Sources/Omnibox")
    guard let walker = FileManager.default.enumerator(atPath: sources.path) else { return [] }
    let files = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    return try files.flatMap { relative in
      let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      return SwiftDocExamples.parse(text, file: "Sources/Omnibox/" + relative)
    }
  }

  @Test func generatedFileMatchesTheSources() throws {
    let expected = SwiftDocExamples.testFile(
      for: try Self.examples(), generator: "DocCommentExamplesAreCurrentTests")
    let path = ToolProcess.packageRoot.appendingPathComponent(Self.generated)
    if ProcessInfo.processInfo.environment["OMNIBOX_RECORD_DOC_EXAMPLES"] == "1" {
      try expected.write(to: path, atomically: true, encoding: .utf8)
    }
    let actual = try String(contentsOf: path, encoding: .utf8)
    #expect(
      actual == expected,
      "the doc-comment examples changed: write \(Self.generated) again (see this test's doc comment)")
  }

  @Test func mostExampleLinesAreCompared() throws {
    let examples = try Self.examples()
    let lines = examples.reduce(0) { $0 + $1.lines.count }
    let checked = examples.reduce(0) { $0 + $1.checkedLines }
    #expect(examples.count >= 40)
    #expect(checked * 2 >= lines, "\(checked) of \(lines) example lines compare a value")
  }
}
