import Omnibox
import OmniboxTestSupport
import Testing

extension WPTURLCase: CustomTestStringConvertible {
  public var testDescription: String { id }
}

/// WPT `urltestdata.json` and `urltestdata-javascript-only.json` through ``URLRecord``: every
/// getter compared (and `origin`/`searchParams` when the case has them), failures where marked.
@Suite struct URLWPTTests {
  static let cases: [WPTURLCase] = (try? WPTURLCase.load("wpt/urltestdata.json")) ?? []
  static let javascriptOnlyCases: [WPTURLCase] = (try? WPTURLCase.load("wpt/urltestdata-javascript-only.json")) ?? []
  static let knownFailures: KnownFailures = (try? KnownFailures.load()) ?? KnownFailures(cases: [])

  @Test func fixturesLoaded() throws {
    #expect(Self.cases.count == 891)
    #expect(Self.cases.filter(\.failure).count == 267)
    #expect(Self.javascriptOnlyCases.count == 1)
    _ = try KnownFailures.load()
  }

  @Test(arguments: cases)
  func urltestdata(_ c: WPTURLCase) {
    let diffs = c.mismatches()
    if Self.knownFailures.contains(file: "urltestdata.json", input: c.input, base: c.base) {
      #expect(!diffs.isEmpty, "listed as a known failure but passes: remove it from url/known-failures.json")
    } else {
      #expect(diffs.isEmpty, "\(diffs.joined(separator: "; "))")
    }
  }

  @Test(arguments: javascriptOnlyCases)
  func javascriptOnly(_ c: WPTURLCase) {
    #expect(c.mismatches().isEmpty, "\(c.mismatches().joined(separator: "; "))")
  }

  @Test func knownFailureCount() {
    // The goal is none; this pins the number so a new one cannot slip in unnoticed.
    #expect(Self.knownFailures.cases.count == 0)
  }
}
