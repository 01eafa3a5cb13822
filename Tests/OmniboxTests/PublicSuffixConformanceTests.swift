import OmniboxTestSupport
import Testing

@testable import Omnibox

/// The list's own test cases (`Fixtures/psl/test_psl.json`, from `tests/test_psl.txt`), run as the
/// fixtures README says: both sections, implicit `*` rule, input lowercased first, `null` input and
/// a leading dot expect `null`, the answer keeps the input's form (Unicode or `xn--`).
@Suite struct PublicSuffixConformanceTests {
  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    let input: String?
    let registrable: String?
    var testDescription: String { "\(input.debugDescription) → \(registrable.debugDescription)" }
  }

  static let cases: [Case] = (try? Fixture.decode("psl/test_psl.json")) ?? []

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 78)
    #expect(Self.cases.filter { $0.registrable == nil }.count == 26)
  }

  @Test(arguments: cases) func registrableDomain(_ c: Case) {
    let actual = c.input.flatMap { PublicSuffixList.embedded.registrableDomain(of: $0.lowercased()) }
    #expect(actual == c.registrable)
  }

  /// The same cases against a list compiled at run time from the same file.
  @Test func runtimeCompiledListAgrees() throws {
    let list = try PublicSuffixList(parsing: try Fixture.text("psl/public_suffix_list.dat"))
    var passed = 0
    for c in Self.cases {
      let actual = c.input.flatMap { list.registrableDomain(of: $0.lowercased()) }
      #expect(actual == c.registrable, "\(c.testDescription)")
      if actual == c.registrable { passed += 1 }
    }
    #expect(passed == 78)
  }
}
