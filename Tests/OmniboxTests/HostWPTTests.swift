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
    return cases.enumerated().map {
      HostCase(file: file, index: $0.offset, input: $0.element.input, output: $0.element.output)
    }
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
/// toascii.window.js and IdnaTestV2.window.js do. WPT's data is Unicode 17.0; a case the system
/// ICU's older data cannot pass must give the answer recorded for that Unicode version in
/// `wpt/icu-divergences.json` (see ``ICUDivergences``), and every other case WPT's answer.
@Suite struct HostWPTTests {
  static let toASCII = HostCase.load("toascii.json")
  // wpt skips the empty input: `https:///x` tests something else.
  static let idnaTestV2 = HostCase.load("IdnaTestV2.json").filter { !$0.input.isEmpty }
  static let divergences: ICUDivergences? = try? ICUDivergences.load()

  @Test func fixturesLoaded() throws {
    #expect(Self.toASCII.count == 87)
    #expect(Self.idnaTestV2.count == 2670)
    let divergences = try ICUDivergences.load()
    #expect(divergences.wptUnicodeVersion == UnicodeVersion(17, 0))
    let icu72 = try #require(divergences.recording(UnicodeVersion(15, 0)))
    #expect(icu72.icuVersion == "72.1")
    #expect(icu72.entries.count == 81)
    #expect(icu72.entries.filter { $0.file == "toascii.json" }.count == 7)
    #expect(icu72.entries.filter { $0.file == "IdnaTestV2.json" }.count == 74)
    let icu76 = try #require(divergences.recording(UnicodeVersion(16, 0)))
    #expect(icu76.icuVersion == "76.1")
    #expect(icu76.entries.count == 3)
    #expect(divergences.recordings.count == 2)
  }

  @Test(arguments: toASCII + idnaTestV2)
  func hostThroughURLParser(_ c: HostCase) throws {
    let divergences = try #require(Self.divergences)
    let (host, consistent) = c.parseThroughURL()
    #expect(consistent, "host, hostname, pathname and href disagree")
    let expected = divergences.expectation(file: c.file, input: c.input, wpt: c.output)
    #expect(expected.accepts(host), "ICU \(SystemICU.version), Unicode \(SystemICU.unicodeVersion): want \(expected)")
  }

  /// How many cases give WPT's answer, pinned for the Unicode versions recorded (and WPT's own):
  /// every case passes but the ones recorded for that version.
  @Test func passCounts() throws {
    let divergences = try ICUDivergences.load()
    let pinned: [UnicodeVersion: [String: Int]] = [
      UnicodeVersion(15, 0): ["toascii.json": 87 - 7, "IdnaTestV2.json": 2670 - 74],
      UnicodeVersion(16, 0): ["toascii.json": 87, "IdnaTestV2.json": 2670 - 3],
      UnicodeVersion(17, 0): ["toascii.json": 87, "IdnaTestV2.json": 2670],
    ]
    let version = min(SystemICU.unicodeVersion, divergences.wptUnicodeVersion)
    for (file, cases) in [("toascii.json", Self.toASCII), ("IdnaTestV2.json", Self.idnaTestV2)] {
      let passed = cases.filter { $0.parseThroughURL().host == $0.output }.count
      let expectations = cases.map { divergences.expectation(file: file, input: $0.input, wpt: $0.output) }
      let mustPass = expectations.filter(\.isWPT).count
      let mayPass = zip(cases, expectations).filter { $1.accepts($0.output) }.count
      #expect(passed >= mustPass && passed <= mayPass, "\(file): \(passed) of \(cases.count) pass")
      if let pin = pinned[version]?[file] { #expect(passed == pin, "\(file) with Unicode \(version)") }
    }
  }
}
