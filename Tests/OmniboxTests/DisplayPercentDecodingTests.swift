import OmniboxTestSupport
import Testing

@testable import Omnibox

/// One row of Fixtures/display/percent-decoding.json (ours).
struct DecodingCase: Codable, Sendable, CustomTestStringConvertible {
  let input: String
  let display: String
  let note: String
  var testDescription: String { "\(input) (\(note))" }
}

@Suite struct DisplayPercentDecodingTests {
  static let cases: [DecodingCase] = (try? Fixture.decodeCases("display/percent-decoding.json")) ?? []

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 50)
  }

  @Test(arguments: cases) func decodesOnlyWhatIsSafe(_ c: DecodingCase) {
    #expect(DisplayPercentDecoding.decode(c.input) == c.display)
  }

  /// Decoding never invents an escape: whatever stays `%XX` was `%XX` before.
  @Test(arguments: cases) func decodingIsIdempotent(_ c: DecodingCase) {
    #expect(
      DisplayPercentDecoding.decode(DisplayPercentDecoding.decode(c.input)) == DisplayPercentDecoding.decode(c.input))
  }
}
