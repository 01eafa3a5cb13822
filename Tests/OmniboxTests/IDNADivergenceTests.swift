import OmniboxTestSupport
import Testing

/// The logic that picks, per Unicode version of the ICU in use, what a WPT IDNA case must give
/// (``ICUDivergences``), fed Unicode versions other than this machine's: the expectations switch
/// from the recorded ICU 72 answers to WPT's as the version reaches WPT's (17.0).
@Suite struct IDNADivergenceTests {
  static let divergences: ICUDivergences? = try? ICUDivergences.load()
  static let v14 = UnicodeVersion(14, 0), v15 = UnicodeVersion(15, 0), v151 = UnicodeVersion(15, 1)
  static let v16 = UnicodeVersion(16, 0), v17 = UnicodeVersion(17, 0), v18 = UnicodeVersion(18, 0)

  @Test func everyICU72CaseSwitchesToWPTAtUnicode17() throws {
    let d = try #require(Self.divergences)
    let icu72 = try #require(d.recording(Self.v15))
    #expect(icu72.entries.count == 81)
    for e in icu72.entries {
      #expect(
        d.expectation(file: e.file, input: e.input, wpt: e.expected, unicode: Self.v15)
          == .recorded(e.answer, icu: "72.1"))
      #expect(!d.expectation(file: e.file, input: e.input, wpt: e.expected, unicode: Self.v15).accepts(e.expected))
      for later in [Self.v17, Self.v18] {
        #expect(d.expectation(file: e.file, input: e.input, wpt: e.expected, unicode: later) == .wpt(e.expected))
      }
    }
  }

  /// ẞ (U+1E9E) maps to "ss" in Unicode 15.0 and to ß from 16.0 on.
  @Test func capitalSharpSAcrossVersions() throws {
    let d = try #require(Self.divergences)
    func at(_ v: UnicodeVersion) -> ICUDivergences.Expectation {
      d.expectation(file: "IdnaTestV2.json", input: "FA\u{1E9E}.de", wpt: "xn--fa-hia.de", unicode: v)
    }
    #expect(at(Self.v14) == .recorded("fass.de", icu: "72.1"))  // older than any recording: the oldest's
    #expect(at(Self.v15) == .recorded("fass.de", icu: "72.1"))
    #expect(at(Self.v151) == .between(["fass.de", "xn--fa-hia.de"]))  // ICU 74/75: either neighbour
    #expect(at(Self.v16) == .wpt("xn--fa-hia.de"))  // not recorded for ICU 76: passes there
    #expect(at(Self.v17) == .wpt("xn--fa-hia.de"))
    #expect(at(Self.v151).accepts("fass.de") && at(Self.v151).accepts("xn--fa-hia.de"))
    #expect(!at(Self.v151).accepts(nil))
    #expect(!at(Self.v15).accepts("xn--fa-hia.de"))
  }

  /// A code point new in Unicode 17.0 (CJK Extension J): refused by every recorded ICU.
  @Test func extensionJNeedsUnicode17() throws {
    let d = try #require(Self.divergences)
    let input = "\u{32B9A}9\u{A369}\u{17D3}.ss"
    func at(_ v: UnicodeVersion) -> ICUDivergences.Expectation {
      d.expectation(file: "IdnaTestV2.json", input: input, wpt: "xn--9-i0j5967eg3qz.ss", unicode: v)
    }
    #expect(at(Self.v15) == .recorded(nil, icu: "72.1"))
    #expect(at(Self.v151) == .between([nil]))
    #expect(at(Self.v16) == .recorded(nil, icu: "76.1"))
    #expect(at(Self.v17) == .wpt("xn--9-i0j5967eg3qz.ss"))
    #expect(at(Self.v16).accepts(nil) && !at(Self.v16).accepts("xn--9-i0j5967eg3qz.ss"))
  }

  /// A case no ICU is listed for must give WPT's answer at every version.
  @Test func unlistedCaseIsWPTEverywhere() throws {
    let d = try #require(Self.divergences)
    for v in [Self.v14, Self.v15, Self.v151, Self.v16, Self.v17, Self.v18] {
      #expect(
        d.expectation(file: "toascii.json", input: "b\u{00FC}cher.de", wpt: "xn--bcher-kva.de", unicode: v)
          == .wpt("xn--bcher-kva.de"))
    }
  }

  /// Entries are told apart code point by code point: a canonically equivalent input is another case.
  @Test func entriesMatchCodePoints() throws {
    let d = try #require(Self.divergences)
    let icu72 = try #require(d.recording(Self.v15))
    #expect(icu72.entry(file: "toascii.json", input: "\u{1E9E}.com")?.answer == "ss.com")
    #expect(icu72.entry(file: "IdnaTestV2.json", input: "\u{1E9E}.com") == nil)  // other file
    let compatibility = "\u{F951}\u{2F868}\u{2F874}\u{2F91F}\u{2F95F}\u{2F9BF}"  // CJK compatibility ideographs
    #expect(icu72.entry(file: "IdnaTestV2.json", input: compatibility) != nil)
    #expect(compatibility.unicodeScalars.count == 6)
  }

  @Test func unicodeVersionsParseAndOrder() {
    #expect(UnicodeVersion("15.0") == Self.v15)
    #expect(UnicodeVersion("17.0.0") == Self.v17)
    #expect(UnicodeVersion("15") == nil && UnicodeVersion("15.x") == nil && UnicodeVersion("1.2.3.4") == nil)
    #expect(Self.v15 < Self.v151 && Self.v151 < Self.v16 && Self.v16 < Self.v17)
    #expect(Self.v151.description == "15.1")
  }

  /// The wrapper over u_getUnicodeVersion agrees with ICU's release notes for the ICU in use.
  @Test func systemICUReportsItsUnicodeVersion() throws {
    // ICU major version → Unicode version of its data (icu.unicode.org release notes).
    let unicodeOfICU: [Int: UnicodeVersion] = [
      70: UnicodeVersion(14, 0), 71: UnicodeVersion(14, 0), 72: UnicodeVersion(15, 0), 73: UnicodeVersion(15, 0),
      74: UnicodeVersion(15, 1), 75: UnicodeVersion(15, 1), 76: UnicodeVersion(16, 0), 77: UnicodeVersion(16, 0),
      78: UnicodeVersion(17, 0),
    ]
    let major = try #require(Int(SystemICU.version.prefix { $0 != "." }))
    #expect(major >= 50, "ICU \(SystemICU.version)")
    if let expected = unicodeOfICU[major] { #expect(SystemICU.unicodeVersion == expected) }
  }
}
