import Foundation
import Omnibox
import Testing

@testable import OmniboxTool

@Suite struct RulesCommandTests {
  @Test func printsOneLinePerRuleUnderAHeader() {
    let (status, output) = run(["rules"])
    #expect(status == 0)
    let table = ResolveRule.table
    #expect(output.stdout.count == table.count + 1)
    #expect(output.stdout.first?.hasPrefix("step") == true)
    for (row, line) in zip(table, output.stdout.dropFirst()) {
      let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      #expect(
        Array(words.prefix(4)) == [String(row.step), row.name, row.kind.rawValue, row.reason.rawValue], "\(line)")
      #expect(line.hasSuffix(row.explanation), "\(line)")
      #expect(line.contains(RulesCommand.exampleCell(row)), "\(line)")
    }
  }

  @Test func jsonCarriesEachRule() throws {
    let (status, output) = run(["rules", "--json"])
    #expect(status == 0)
    #expect(output.stdout.count == ResolveRule.table.count)
    let keys = ["step", "rule", "kind", "reason", "example", "profile", "explanation"]
    for (row, line) in zip(ResolveRule.table, output.stdout) {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      #expect(object["step"] as? Int == row.step)
      #expect(object["rule"] as? String == row.name)
      #expect(object["kind"] as? String == row.kind.rawValue)
      #expect(object["reason"] as? String == row.reason.rawValue)
      #expect(object["example"] as? String == row.example)
      #expect(object["profile"] as? String == (row.profile == .omnibox ? nil : row.profile.name))
      #expect(object["explanation"] as? String == row.explanation)
      #expect(keyOrder(line, among: keys) == keys.filter { object[$0] != nil }, "\(line)")
    }
  }

  @Test func takesNoInputs() {
    #expect(run(["rules", "x"]).0 == 64)
    #expect(run(["--help"]).1.stdout.joined().contains("rules"))
  }
}
