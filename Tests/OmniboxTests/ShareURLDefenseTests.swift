import OmniboxTestSupport
import Testing

@testable import Omnibox

/// One row of `Fixtures/share/urldefense.json`: a Proofpoint URL Defense link and the link it
/// protects, from the test table of `cardi/proofpoint-url-decoder` (CC0).
struct URLDefenseCase: Decodable, Sendable, CustomStringConvertible {
  let id: String
  let version: String
  let input: String
  let link: String
  /// The source expects the link back unchanged: it does not decode, and Omnibox keeps it whole.
  let keptWhole: Bool?
  /// Why Omnibox answers this row otherwise (a policy of its own); `nil` for a row it must pass.
  let skipped: String?
  var description: String { id }

  struct Table: Decodable { let cases: [URLDefenseCase] }
  static let all: [URLDefenseCase] = (try? Fixture.decode("share/urldefense.json", as: Table.self).cases) ?? []
}

/// Proofpoint URL Defense links: the decoder against the source's own rows, and `unwrap`
/// through them, alone and in text.
@Suite struct ShareURLDefenseTests {
  static let run = URLDefenseCase.all.filter { $0.skipped == nil }
  static let skipped = URLDefenseCase.all.filter { $0.skipped != nil }
  static let normalizer = ShareLinkNormalizer()

  @Test func tableLoaded() {
    #expect(URLDefenseCase.all.count == 29)
    #expect(Self.skipped.count == 4)
  }

  /// What the decoder makes of a row's input: the v2 `u` value decoded, or the v3 path's link.
  static func decoded(_ c: URLDefenseCase) -> String? {
    let bytes = Array(c.input.utf8)
    if c.version == "v2" {
      guard let start = c.input.utf8.firstRange(of: "?u=".utf8)?.upperBound else { return nil }
      let from = c.input.utf8.distance(from: c.input.utf8.startIndex, to: start)
      let end = bytes[from...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.count
      let encoded = URLDefenseDecoding.v2Encoded(bytes[from..<end])
      return String(decoding: PercentEncoding.decode(encoded), as: UTF8.self)
    }
    guard let start = c.input.utf8.firstRange(of: "/v3/__".utf8)?.upperBound else { return nil }
    return URLDefenseDecoding.v3Link(bytes[c.input.utf8.distance(from: c.input.utf8.startIndex, to: start)...])
  }

  @Test(arguments: run) func decodesAsTheSourceExpects(_ c: URLDefenseCase) {
    #expect(Self.decoded(c) == (c.keptWhole == true ? nil : c.link))
  }

  /// Each skipped row is still answered otherwise: its reason still holds.
  @Test(arguments: skipped) func skippedRowsStillDiffer(_ c: URLDefenseCase) {
    #expect(Self.decoded(c) != c.link)
  }

  /// `unwrap` of the wrapper, alone and inside a sentence, is `unwrap` of the protected link
  /// alone, by the `proofpoint` rule. Not run on a link with an unpaired `(`, which the text
  /// scanner ends a link before (`complex_quoted`; the decoder row above still runs).
  static let unwrapped = run.filter { !$0.link.isEmpty && $0.keptWhole != true && !$0.link.contains("(") }

  @Test func unwrapRowsCounted() {
    #expect(Self.unwrapped.count == 22)
  }

  @Test(arguments: unwrapped) func unwrapsToTheProtectedLink(_ c: URLDefenseCase) {
    let alone = Self.normalizer.unwrap(c.link)
    for text in [c.input, "Please see " + c.input + " before Monday."] {
      let result = Self.normalizer.unwrap(text)
      #expect(result.target == alone.target, "\(text)")
      #expect(result.via.contains("redirect:proofpoint"), "\(text): via \(result.via)")
    }
  }

  /// A v3 link whose table runs out, or is no base64, or whose path has no `__;`, is kept whole:
  /// never cut to a part of itself.
  @Test(
    arguments: [
      "https://urldefense.com/v3/__https://example.com/a*b*__;Jw!!X!Y$",
      "https://urldefense.com/v3/__https://example.com/a**Cb__;Jyc!!X!Y$",
      "https://urldefense.com/v3/__https://example.com/a*b__;J$w!!X!Y$",
      "https://urldefense.com/v3/__https://example.com/ab!!X!Y$",
      "https://urldefense.com/v3/____;Iw!!foo!bar$",
    ])
  func undecodableLinksAreKeptWhole(_ link: String) {
    let result = Self.normalizer.unwrap(link)
    #expect(result.via.isEmpty, "\(result.via)")
    #expect(result.target == link)
  }

  /// A script link under URL Defense is refused, however it is encoded.
  @Test(
    arguments: [
      "https://urldefense.com/v3/__javascript:alert(1)__;!!X!Y$",
      "https://urldefense.com/v3/__*avascript:alert(1)__;ag!!X!Y$",
      "https://urldefense.proofpoint.com/v2/url?u=javascript-3Aalert-281-29&d=x",
    ])
  func scriptLinksAreRefused(_ link: String) {
    let result = Self.normalizer.unwrap(link)
    #expect(result.target == nil)
    #expect(result.refusal?.code == "disallowed-scheme", "\(result.refusal?.code ?? "none")")
  }
}
