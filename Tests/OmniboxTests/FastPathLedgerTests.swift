import Foundation
import OmniboxTestSupport
import Testing

/// The ledger of fast paths: every `- Fast path:` doc comment in Sources/Omnibox and Sources/OmniboxHistory names an oracle
/// test that exists, and the table in RunningAtScale.md lists each with the same figure and
/// oracle.
@Suite struct FastPathLedgerTests {
  struct Entry: Hashable, CustomStringConvertible {
    let percent: String
    let oracle: String
    var description: String { "\(percent)% \(oracle)" }
  }

  static let root = ToolProcess.packageRoot

  static func text(_ relative: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
  }

  static func swiftFiles(under relative: String) -> [String] {
    let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(relative).path)
    return (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.map { relative + "/" + $0 }
  }

  /// The first "buys N%" and the first backquoted `Suite.test` of a paragraph.
  static func entry(in paragraph: String) -> Entry? {
    guard let buys = paragraph.range(of: "buys ") else { return nil }
    let percent = paragraph[buys.upperBound...].prefix { $0.isNumber || $0 == "." }
    guard
      let oracle = paragraph.components(separatedBy: "`").first(where: { part in
        part.contains(".") && part.first?.isUppercase == true && part.hasSuffix("Tests") == false
          && part.split(separator: ".").first?.hasSuffix("Tests") == true
      })
    else { return nil }
    return Entry(percent: String(percent), oracle: oracle)
  }

  /// The fast-path paragraphs of the sources' doc comments.
  static func documented() throws -> [Entry] {
    var entries: [Entry] = []
    for file in swiftFiles(under: "Sources/Omnibox") + swiftFiles(under: "Sources/OmniboxHistory") {
      let lines = try text(file).split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      for (index, line) in lines.enumerated() where line.hasPrefix("/// - Fast path") {
        var paragraph = line
        var next = index + 1
        while next < lines.count, lines[next].hasPrefix("///   ") {
          paragraph += " " + lines[next].dropFirst(3).trimmingCharacters(in: .whitespaces)
          next += 1
        }
        if let entry = entry(in: paragraph) {
          entries.append(entry)
        } else {
          Issue.record("\(file):\(index + 1): a fast-path paragraph needs 'buys N%' and a `Suite.test` oracle")
        }
      }
    }
    return entries
  }

  @Test func everyOracleExists() throws {
    let entries = try Self.documented()
    #expect(entries.count >= 8)
    let tests = try Self.swiftFiles(under: "Tests").map { ($0, try Self.text($0)) }
    for entry in entries {
      let parts = entry.oracle.split(separator: ".")
      let found = tests.contains { file, text in
        file.hasSuffix("/\(parts[0]).swift") && text.contains("func \(parts[1])(")
      }
      #expect(found, "no test \(entry.oracle)")
    }
  }

  @Test func articleTableMatchesTheDocComments() throws {
    let article = try Self.text("Sources/Omnibox/Omnibox.docc/RunningAtScale.md")
    let rows = article.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row -> Entry? in
      let columns = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return columns.count == 3 ? Self.entry(in: "buys " + columns[1] + " " + columns[2]) : nil
    }
    #expect(rows.count >= 8)
    #expect(Set(rows) == Set(try Self.documented()))
  }
}
