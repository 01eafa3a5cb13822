import Foundation
import OmniboxTestSupport
import Testing

@testable import Omnibox

/// The URL Standard's "domain to ASCII" (plus the forbidden-domain-code-point check) against the
/// WPT host data: `wpt/toascii.json`, `wpt/IdnaTestV2.json` and `wpt/IdnaTestV2-removed.json`.
///
/// WPT runs these through `new URL("https://" + input + "/x")`; for a domain without `%` and
/// without IPv4-like labels (the generator excluded those) that is exactly
/// ``IDNA/domainToASCII(_:)``. Cases ICU 72 (Unicode 15.0 data) cannot pass are listed with their
/// cause in `wpt/icu72-divergences.json`; for those we expect ICU 72's recorded answer instead.
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

  struct Divergence: Decodable, Sendable {
    let file: String
    let input: String
    let expected: String?
    let icu72: String?
  }

  static func load(_ file: String) -> [HostCase] {
    let entries = (try? Fixture.decode("wpt/\(file)", as: [Entry].self)) ?? []
    return entries.compactMap(\.value).map { var c = $0; c.file = file; return c }
  }

  static let toascii = load("toascii.json")
  static let idnaTest = load("IdnaTestV2.json")
  static let removed = load("IdnaTestV2-removed.json")
  /// Keyed by file and input bytes: `String` keys would merge canonically equivalent inputs
  /// (IdnaTestV2.json has CJK compatibility ideographs beside their unified forms).
  static let divergences: [[UInt8]: Divergence] = {
    let list = (try? Fixture.decodeCases("wpt/icu72-divergences.json", as: Divergence.self)) ?? []
    return Dictionary(list.map { (key($0.file, $0.input), $0) }, uniquingKeysWith: { a, _ in a })
  }()
  static func key(_ file: String, _ input: String) -> [UInt8] { Array(file.utf8) + [0] + Array(input.utf8) }

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
    #expect(Self.divergences.count == 81)
    #expect(Self.all.count == 87 + 2671 + 20 - 1)
  }

  @Test func everyCaseMatchesWPTOrTheRecordedICU72Answer() {
    var passed = 0
    var passedAsICU72 = 0
    for c in Self.all {
      let expected: String?
      if let divergence = Self.divergences[Self.key(c.file, c.input)] {
        #expect(Self.same(divergence.expected, c.output), "\(c.testDescription): stale divergence entry")
        expected = divergence.icu72
      } else {
        expected = c.output
      }
      let actual = try? IDNA.domainToASCII(c.input)
      #expect(Self.same(actual, expected), "\(c.testDescription)")
      if Self.same(actual, expected) {
        passed += 1
        if !Self.same(expected, c.output) { passedAsICU72 += 1 }
      }
    }
    #expect(passed == 2777)
    #expect(passedAsICU72 == 81)
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
