import OmniboxTestSupport
import Testing

@testable import Omnibox

/// One row of Fixtures/display/urls.json (ours).
struct URLDisplayCase: Codable, Sendable, CustomTestStringConvertible {
  let url: String
  let options: String
  let display: String
  let host_unicode: Bool
  let reason: String
  /// The top domain a `lookalike` host imitates.
  let lookalike_of: String?
  let note: String
  var testDescription: String { "\(url) [\(options)] (\(note))" }
}

@Suite struct DisplayURLTests {
  static let cases: [URLDisplayCase] = (try? Fixture.decodeCases("display/urls.json")) ?? []

  static func formatter(_ name: String) -> DisplayFormatter? {
    switch name {
    case "full": DisplayFormatter(options: .full)
    case "addressBar": DisplayFormatter(options: .addressBar)
    case "raw": DisplayFormatter(options: .init(omitsCredentials: false, decodesPercentEncoding: false))
    default: nil
    }
  }

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 58)
  }

  @Test(arguments: cases) func displaysURL(_ c: URLDisplayCase) throws {
    let formatter = try #require(Self.formatter(c.options))
    let result = formatter.display(try URLRecord(c.url))
    #expect(result.text == c.display)
    #expect(result.isHostUnicode == c.host_unicode)
    #expect(result.reason.description == c.reason)
    #expect(result.lookalikeOf == c.lookalike_of)
  }

  /// The full form without decoding and with credentials is the href itself.
  @Test(arguments: cases) func rawFormIsTheHrefForASCIIHosts(_ c: URLDisplayCase) throws {
    let url = try URLRecord(c.url)
    let raw = DisplayFormatter(options: .init(omitsCredentials: false, decodesPercentEncoding: false)).display(url)
    if !raw.isHostUnicode { #expect(raw.text == url.href) }
  }

  /// What the display shows parses back to the same URL when nothing was elided and the host
  /// is ASCII or safe Unicode (the display is for people, but it must not point elsewhere).
  @Test(arguments: cases) func fullFormReparsesToTheSameURL(_ c: URLDisplayCase) throws {
    let url = try URLRecord(c.url)
    let shown = DisplayFormatter(options: .init(omitsCredentials: false)).display(url)
    #expect(try URLRecord(shown.text) == url)
  }
}
