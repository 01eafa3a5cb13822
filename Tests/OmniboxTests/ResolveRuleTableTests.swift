import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

/// The rule table (``ResolveRule/table``) is the one list of the resolve rules: every row's
/// example gets the row's answer, every reason has a row, and the README's and the DocC
/// article's tables are the table rendered as Markdown.
@Suite struct ResolveRuleTableTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let rule: ResolveRule
    var testDescription: String { rule.name }
  }

  static let rows = ResolveRule.table.map(Row.init)

  @Test(arguments: rows)
  func exampleGetsTheRulesAnswer(_ row: Row) throws {
    let rule = row.rule
    let omnibox = Omnibox(configuration: Omnibox.Configuration(profile: rule.profile))
    // A row without an example names one too long for a command line: the test makes it.
    let input =
      rule.example
      ?? String(repeating: "a", count: omnibox.configuration.maximumInputLength + 1)
    #expect(rule.example != nil || rule.exampleNote != nil, "\(rule.name): no example and no note")
    let answer = omnibox.resolve(input)
    #expect(answer.reason == rule.reason, "\(rule.name): \(input.prefix(40).debugDescription) → \(answer)")
    #expect(answer.kind == rule.kind, "\(rule.name): \(input.prefix(40).debugDescription) → \(answer)")
    #expect(!rule.explanation.isEmpty)
  }

  @Test func everyReasonHasARuleAndNamesAreUnique() {
    let covered = Set(ResolveRule.table.map(\.reason))
    let missing = Resolution.Reason.allCases.filter { !covered.contains($0) }
    #expect(missing.isEmpty, "reasons no rule gives: \(missing)")
    let names = ResolveRule.table.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
    // The steps come in order: the table is the order the resolver tries them.
    let steps = ResolveRule.table.map(\.step)
    #expect(steps == steps.sorted() && steps.first == 1 && steps.last == 6)
    #expect(Resolution.Reason.allCases.allSatisfy { !$0.explanation.isEmpty })
  }

  /// The Markdown tables in the README ("How `resolve` decides") and the DocC article
  /// ("Resolving typed input") are ``ResolveRule/markdownTable``, line for line.
  @Test(arguments: ["README.md", "Sources/Omnibox/Omnibox.docc/ResolvingTypedInput.md"])
  func documentHoldsTheTable(_ file: String) throws {
    let text = try String(contentsOf: ToolProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let expected = ResolveRule.markdownTable
    let start = try #require(lines.firstIndex(of: expected[0]), "\(file): no rule table (header \(expected[0]))")
    let table = Array(lines[start...].prefix { $0.hasPrefix("|") })
    #expect(
      table == expected, "\(file) line \(start + 1): the rule table should read\n\(expected.joined(separator: "\n"))")
  }
}
