import Foundation
import OmniboxTestSupport
import Testing

@testable import Omnibox

/// The URL Standard's "domain to ASCII" (plus the forbidden-domain-code-point check) against the
/// WPT host data: `wpt/toascii.json`, `wpt/IdnaTestV2.json` and `wpt/IdnaTestV2-removed.json`.
///
/// WPT runs these through `new URL("https://" + input + "/x")`; for a domain without `%` and
/// without IPv4-like labels (the generator excluded those) that is exactly
/// ``IDNA/domainToASCII(_:)``. WPT's data is Unicode 17.0: a case the system ICU's older data
/// cannot pass must give the answer recorded for that Unicode version (`wpt/icu-divergences.json`,
/// see ``ICUDivergences``), every other case WPT's answer.
@Suite struct IDNAURLStandardTests {
  struct HostCase: Decodable, Sendable, CustomTestStringConvertible {
    let input: String
    let output: String?
    var file = ""
    var testDescription: String { "\(file): \(input.debugDescription)" }
    enum CodingKeys: String, CodingKey { case input, output }
  }

  /// A JSON array mixing comment strings and case objects.
  struct Entry: Decodable {
    let value: HostCase?
    init(from decoder: any Decoder) throws {
      value = try? decoder.singleValueContainer().decode(HostCase.self)
    }
  }

  static func load(_ file: String) -> [HostCase] {
    let entries = (try? Fixture.decode("wpt/\(file)", as: [Entry].self)) ?? []
    return entries.compactMap(\.value).map {
      var c = $0
      c.file = file
      return c
    }
  }

  static let toascii = load("toascii.json")
  static let idnaTest = load("IdnaTestV2.json")
  static let removed = load("IdnaTestV2-removed.json")
  static let divergences: ICUDivergences? = try? ICUDivergences.load()

  /// Code-point equality (`String.==` is canonical equivalence).
  static func same(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return a.utf8.elementsEqual(b.utf8)
    default: return false
    }
  }

  /// WPT skips the empty input (the URL would have an empty host); so do we.
  static let all = (toascii + idnaTest + removed).filter { !$0.input.isEmpty }

  @Test func fixturesLoaded() {
    #expect(Self.toascii.count == 87)
    #expect(Self.idnaTest.count == 2671)
    #expect(Self.removed.count == 20)
    #expect(Self.divergences?.recording(UnicodeVersion(15, 0))?.entries.count == 81)
    #expect(Self.all.count == 87 + 2671 + 20 - 1)
  }

  @Test func everyCaseMatchesWPTOrTheRecordedAnswer() throws {
    let divergences = try #require(Self.divergences)
    var passed = 0
    var passedAsRecorded = 0
    for c in Self.all {
      let expected = divergences.expectation(file: c.file, input: c.input, wpt: c.output)
      if case .recorded = expected,
        let entry = divergences.recording(SystemICU.unicodeVersion)?
          .entry(file: c.file, input: c.input)
      {
        #expect(Self.same(entry.expected, c.output), "\(c.testDescription): stale divergence entry")
      }
      let actual = try? IDNA.domainToASCII(c.input)
      #expect(expected.accepts(actual), "\(c.testDescription): want \(expected)")
      if expected.accepts(actual) {
        passed += 1
        if !Self.same(actual, c.output) { passedAsRecorded += 1 }
      }
    }
    #expect(passed == Self.all.count)
    // Pinned where the answers are recorded: ICU 72 (Unicode 15.0) and ICU 76 (Unicode 16.0).
    let pinned: [UnicodeVersion: Int] = [UnicodeVersion(15, 0): 81, UnicodeVersion(16, 0): 3]
    if let pin = pinned[SystemICU.unicodeVersion] { #expect(passedAsRecorded == pin) }
    if SystemICU.unicodeVersion >= divergences.wptUnicodeVersion { #expect(passedAsRecorded == 0) }
  }

  /// The bytes entry point agrees with the string one on every case.
  @Test func bytesEntryPointAgrees() {
    for c in Self.all {
      let viaString = try? IDNA.domainToASCII(c.input)
      let viaBytes = try? IDNA.domainToASCII(utf8: Array(c.input.utf8))
      #expect(Self.same(viaString, viaBytes), "\(c.testDescription)")
    }
  }

  /// domainToASCII is idempotent: its output is a fixed point.
  @Test func idempotent() {
    for c in Self.all {
      guard let once = try? IDNA.domainToASCII(c.input) else { continue }
      #expect(Self.same(try? IDNA.domainToASCII(once), once), "\(c.testDescription)")
    }
  }
}
