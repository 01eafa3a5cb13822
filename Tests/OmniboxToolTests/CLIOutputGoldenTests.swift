import Foundation
import OmniboxTestSupport
import Testing

/// The real `omnibox` binary over every fixture input file, each command in text and JSON mode,
/// prints byte for byte what main's binary printed before the streaming I/O layer (recorded
/// in Fixtures/cli/golden by Fixtures/cli/record.sh): stdout, stderr and exit status.
@Suite struct CLIOutputGoldenTests {
  struct Row: CustomTestStringConvertible {
    let name: String
    let input: String?
    let arguments: [String]
    var testDescription: String { name }
  }

  static let rows: [Row] = ((try? Fixture.text("cli/runs.txt")) ?? "").split(separator: "\n").compactMap { line in
    guard !line.hasPrefix("#") else { return nil }
    let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard fields.count == 3 else { return nil }
    return Row(
      name: fields[0], input: fields[1] == "-" ? nil : fields[1],
      arguments: fields[2].split(separator: " ").map(String.init))
  }

  static let statuses: [String: Int32] = {
    var table: [String: Int32] = [:]
    for line in ((try? Fixture.text("cli/golden/status.txt")) ?? "").split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.count == 2, let status = Int32(fields[1]) { table[String(fields[0])] = status }
    }
    return table
  }()

  @Test func everyCommandHasGoldenRuns() {
    #expect(Self.rows.count == 25)
    #expect(Self.statuses.count == Self.rows.count)
    let commands = Set(Self.rows.compactMap(\.arguments.first))
    #expect(commands == ["resolve", "parse", "search", "terms", "unwrap", "display", "policy", "engines"])
  }

  @Test(arguments: rows)
  func sameBytesAsBefore(_ row: Row) throws {
    let input = row.input.map { Fixture.root.appendingPathComponent("cli/inputs/\($0)").path } ?? "/dev/null"
    let result = try ToolProcess.run(row.arguments, input: input)
    let expectedOut = try Fixture.data("cli/golden/\(row.name).out")
    let expectedErr = try Fixture.data("cli/golden/\(row.name).err")
    #expect(!expectedOut.isEmpty)
    #expect(result.status == Self.statuses[row.name])
    #expect(result.stdout == expectedOut, "stdout of \(row.name): \(firstDifference(result.stdout, expectedOut))")
    #expect(result.stderr == expectedErr, "stderr of \(row.name): \(firstDifference(result.stderr, expectedErr))")
  }

  /// The first line where two outputs differ, for the failure message.
  private func firstDifference(_ actual: Data, _ expected: Data) -> String {
    let a = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let e = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    for (index, pair) in zip(a, e).enumerated() where pair.0 != pair.1 {
      return "line \(index + 1): got \(pair.0) expected \(pair.1)"
    }
    return a.count == e.count ? "same lines" : "\(a.count) lines, expected \(e.count)"
  }
}
