import Omnibox
import OmniboxTestSupport
import Testing

/// Every row of `Fixtures/share/cases.json` (ours) through `ShareLinkNormalizer.unwrap`.
@Suite struct ShareCaseTableTests {
  static let table: ShareCaseTable? = try? ShareCaseTable.load()
  static let cases: [ShareCase] = table?.cases ?? []

  @Test func tableLoaded() {
    #expect(Self.cases.count == 335)
    #expect(Self.cases.filter { $0.refusal != nil }.count == 85)
    #expect(Set(Self.cases.map(\.id)).count == Self.cases.count)
  }

  @Test func everyWrapperKindIsCovered() {
    let groups = Set(Self.cases.map(\.group))
    #expect(groups == ["browser", "redirect", "app-scheme", "nesting", "text", "tracking", "plain", "refusal"])
    let steps = Set(Self.cases.flatMap(\.via))
    for rule in ShareLinkRule.builtIn {
      #expect(steps.contains(rule.step), "no case goes through \(rule.step)")
    }
  }

  @Test(arguments: cases) func unwraps(_ c: ShareCase) throws {
    let table = try #require(Self.table)
    let normalizer = ShareLinkNormalizer(configuration: table.configuration(for: c))
    let result = normalizer.unwrap(c.input)
    if let code = c.refusal {
      #expect(result.target == nil && result.clean == nil, "\(c.id): got \(result.target ?? "nil")")
      #expect(result.refusal?.code == code, "\(c.id): \(result.refusal?.description ?? "no refusal")")
      if let detail = c.detail, case .disallowedScheme(let scheme)? = result.refusal?.reason {
        #expect(scheme == detail, "\(c.id)")
      }
    } else {
      #expect(result.refusal == nil, "\(c.id): \(result.refusal?.description ?? "")")
      #expect(result.target == c.target, "\(c.id)")
      #expect(result.clean == c.expectedClean, "\(c.id)")
    }
    #expect(result.via == c.via, "\(c.id)")
  }
}
