import Testing
import OmniboxTestSupport
@testable import Omnibox

/// One row of Fixtures/display/hosts.json (ours): a host, what a person should see, and why.
struct HostDisplayCase: Codable, Sendable, CustomTestStringConvertible {
  let host: String
  let display: String
  let reason: String
  /// The top domain a `lookalike` host imitates.
  let lookalike_of: String?
  /// Whether the display shows any label in Unicode.
  let host_unicode: Bool
  let note: String
  var testDescription: String { "\(host) (\(note))" }
}

@Suite struct DisplayHostTests {
  static let cases: [HostDisplayCase] = (try? Fixture.decodeCases("display/hosts.json")) ?? []
  static let formatter = DisplayFormatter()

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 235)
  }

  @Test(arguments: cases) func displaysHost(_ c: HostDisplayCase) {
    let result = Self.formatter.displayHost(c.host)
    #expect(result.host == c.display)
    #expect(result.reason.description == c.reason)
    #expect(result.lookalikeOf == c.lookalike_of)
    #expect(result.isUnicode == c.host_unicode)
  }

  /// The ASCII form a URL record holds must get the same answer as the Unicode form.
  @Test(arguments: cases) func asciiFormAgrees(_ c: HostDisplayCase) throws {
    guard let ascii = try? IDNA.domainToASCII(c.host), ascii.utf8.allSatisfy({ $0 < 0x80 }) else { return }
    guard !ascii.contains("/") else { return }  // not a host a URL could hold
    let result = Self.formatter.displayHost(ascii)
    #expect(result.host == c.display)
    #expect(result.reason.description == c.reason)
    #expect(result.lookalikeOf == c.lookalike_of)
  }

  /// Whatever is shown in Unicode converts back to exactly the host it stands for.
  @Test(arguments: cases) func unicodeDisplayRoundTrips(_ c: HostDisplayCase) throws {
    let result = Self.formatter.displayHost(c.host)
    guard result.isUnicode else { return }
    #expect(try IDNA.domainToASCII(result.host) == IDNA.domainToASCII(c.host))
  }

  @Test func everyReasonIsCovered() {
    let reasons = Set(Self.cases.map(\.reason))
    let expected: Set<String> = [
      "ascii", "safe-unicode", "invalid-idn", "invalid-host", "mixed-script", "whole-script-confusable", "lookalike",
      "invisible-character", "combining-mark", "dangerous-character", "digit-lookalike", "mixed-numbers",
      "disallowed-character", "deviation-character", "tld-specific-character",
    ]
    #expect(reasons == expected)
  }
}
