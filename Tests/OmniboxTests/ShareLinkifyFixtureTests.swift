import Omnibox
import OmniboxTestSupport
import Testing

/// linkify-it's own fixtures (`Fixtures/linkify/links.txt`, `not_links.txt`; MIT, from the
/// linkify-it-py 2.2.0 sdist) through link detection and `unwrap`.
///
/// A case passes when (1) the first link ``ShareLinkNormalizer/links(in:)`` finds is, as written,
/// the link linkify-it expects (none for `not_links.txt`), and (2) `unwrap` answers the text as
/// it answers that link alone — the same target, or the same refusal (an e-mail address, a
/// scheme that is no target, credentials) — and that answer is not "no link"; for
/// `not_links.txt`, `unwrap` finds no target. Cases we knowingly answer otherwise are listed, each
/// with its reason, in `Fixtures/linkify/divergences.json`; every other case must pass, and every
/// listed one must still diverge.
@Suite struct ShareLinkifyFixtureTests {
  static let cases: [LinkifyCase] = (try? LinkifyFixtures.load()) ?? []
  static let divergences: [LinkifyDivergence] = (try? LinkifyFixtures.divergences()) ?? []
  static let normalizer = ShareLinkNormalizer()

  @Test func fixturesLoaded() {
    #expect(Self.cases.filter { $0.file == "links.txt" }.count == 117)
    #expect(Self.cases.filter { $0.file == "not_links.txt" }.count == 38)
    #expect(Self.divergences.count == 0)
  }

  /// Whether `c` passes, and if not, why.
  static func failure(_ c: LinkifyCase) -> String? {
    let found = normalizer.links(in: c.input).first?.text
    let result = normalizer.unwrap(c.input)
    guard let expected = c.expected else {
      if let found { return "found \(found)" }
      if let target = result.target { return "unwrapped to \(target)" }
      return nil
    }
    guard found == expected else { return "found \(found ?? "nothing")" }
    let alone = normalizer.unwrap(expected)
    if alone.refusal?.reason == .noLink { return "\(expected) alone is no link" }
    guard result.target == alone.target, result.refusal == alone.refusal else {
      return
        "unwrap gave \(result.target ?? result.refusal?.code ?? "?"), the link alone \(alone.target ?? alone.refusal?.code ?? "?")"
    }
    return nil
  }

  @Test(arguments: cases) func agreesWithLinkifyIt(_ c: LinkifyCase) {
    let listed = Self.divergences.contains { $0.file == c.file && $0.line == c.line }
    let failure = Self.failure(c)
    if listed {
      #expect(failure != nil, "\(c): listed as a divergence but passes")
    } else {
      #expect(failure == nil, "\(c) \(c.input): \(failure ?? "")")
    }
  }
}
