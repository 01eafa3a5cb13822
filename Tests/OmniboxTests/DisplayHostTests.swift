import OmniboxTestSupport
import Testing

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
  /// For a row whose answer newer UTS #46 data changes: the answer from that Unicode version on.
  let fromUnicode: NewerAnswer?
  var testDescription: String { "\(host) (\(note))" }

  struct NewerAnswer: Codable, Sendable {
    let version: String
    let display: String
    let reason: String
    let why: String
  }

  enum CodingKeys: String, CodingKey {
    case host, display, reason, lookalike_of, host_unicode, note
    case fromUnicode = "from_unicode"
  }

  /// The display, reason and Unicode flag expected with the system ICU's Unicode data.
  var expected: (display: String, reason: String, isUnicode: Bool) {
    if let newer = fromUnicode, let version = UnicodeVersion(newer.version), SystemICU.unicodeVersion >= version {
      return (newer.display, newer.reason, newer.display.utf8.contains { $0 >= 0x80 })
    }
    return (display, reason, host_unicode)
  }
}

@Suite struct DisplayHostTests {
  static let cases: [HostDisplayCase] = (try? Fixture.decodeCases("display/hosts.json")) ?? []
  static let formatter = DisplayFormatter()

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 243)
  }

  @Test(arguments: cases) func displaysHost(_ c: HostDisplayCase) {
    let result = Self.formatter.displayHost(c.host)
    #expect(result.host == c.expected.display)
    #expect(result.reason.description == c.expected.reason)
    #expect(result.lookalikeOf == c.lookalike_of)
    #expect(result.isUnicode == c.expected.isUnicode)
  }

  /// The ASCII form a URL record holds must get the same answer as the Unicode form.
  @Test(arguments: cases) func asciiFormAgrees(_ c: HostDisplayCase) throws {
    guard let ascii = try? IDNA.domainToASCII(c.host), ascii.utf8.allSatisfy({ $0 < 0x80 }) else { return }
    guard !ascii.contains("/") else { return }  // not a host a URL could hold
    let result = Self.formatter.displayHost(ascii)
    #expect(result.host == c.expected.display)
    #expect(result.reason.description == c.expected.reason)
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
