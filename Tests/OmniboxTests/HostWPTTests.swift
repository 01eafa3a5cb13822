import Omnibox
import OmniboxTestSupport
import Testing

/// One WPT host case with the file it came from.
struct HostCase: Sendable, CustomTestStringConvertible {
  let file: String
  let index: Int
  let input: String
  let output: String?
  var testDescription: String { "\(file) #\(index) \(input.debugDescription)" }

  static func load(_ file: String) -> [HostCase] {
    let cases = (try? Fixture.wptCases("wpt/" + file, as: WPTHostCase.self)) ?? []
    return cases.enumerated().map { HostCase(file: file, index: $0.offset, input: $0.element.input, output: $0.element.output) }
  }

  /// The host the URL parser gives `https://<input>/x`, or `nil` when it fails; checks the
  /// other getters agree with it (`hostname`, `pathname`, `href`).
  func parseThroughURL() -> (host: String?, consistent: Bool) {
    guard let url = try? URLRecord("https://" + input + "/x") else { return (nil, true) }
    let consistent = url.hostname == url.host && url.pathname == "/x" && url.href == "https://\(url.host)/x"
    return (url.host, consistent)
  }
}

/// WPT `toascii.json` and `IdnaTestV2.json` through the URL parser (`https://<input>/x`), as wpt's
/// toascii.window.js and IdnaTestV2.window.js do. Cases listed in `wpt/icu72-divergences.json`
/// (Unicode 17 data vs ICU 72) are the known failures: they must still produce ICU 72's answer.
@Suite struct HostWPTTests {
  static let toASCII = HostCase.load("toascii.json")
  // wpt skips the empty input: `https:///x` tests something else.
  static let idnaTestV2 = HostCase.load("IdnaTestV2.json").filter { !$0.input.isEmpty }
  static let divergences: ICUDivergences? = try? ICUDivergences.load()

  @Test func fixturesLoaded() throws {
    #expect(Self.toASCII.count == 87)
    #expect(Self.idnaTestV2.count == 2670)
    let divergences = try ICUDivergences.load()
    #expect(divergences.cases.count == 81)
    #expect(divergences.cases.filter { $0.file == "toascii.json" }.count == 7)
    #expect(divergences.cases.filter { $0.file == "IdnaTestV2.json" }.count == 74)
  }

  @Test(arguments: toASCII + idnaTestV2)
  func hostThroughURLParser(_ c: HostCase) {
    let (host, consistent) = c.parseThroughURL()
    #expect(consistent, "host, hostname, pathname and href disagree")
    if let divergence = Self.divergences?.entry(file: c.file, input: c.input) {
      #expect(host != c.output, "listed in icu72-divergences.json but now passes")
      #expect(host == divergence.icu72, "expected ICU 72's answer \(String(describing: divergence.icu72))")
    } else {
      #expect(host == c.output)
    }
  }

  /// The pass counts, pinned: every case not in the divergence list passes.
  @Test func passCounts() throws {
    let divergences = try ICUDivergences.load()
    for (file, cases, total, divergent) in [("toascii.json", Self.toASCII, 87, 7), ("IdnaTestV2.json", Self.idnaTestV2, 2670, 74)] {
      let passed = cases.filter { $0.parseThroughURL().host == $0.output }.count
      let listed = cases.filter { divergences.entry(file: file, input: $0.input) != nil }.count
      #expect(listed == divergent, "\(file): divergent cases present")
      #expect(passed == total - divergent, "\(file): \(passed)/\(total) pass")
    }
  }
}
