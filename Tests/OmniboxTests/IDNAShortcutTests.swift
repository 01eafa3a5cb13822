import Testing

@testable import Omnibox

/// The ICU-free UTS #46 path for common scripts (`IDNAShortcut`) answers exactly as ICU does:
/// checked for every letter of its table, for every line of `Fixtures/idna/IdnaTestV2.txt` it
/// answers, and for the shapes it must leave to ICU.
@Suite struct IDNAShortcutTests {
  /// ICU's answer (UTS #46 ToASCII with the URL Standard's flags), or `nil` for an error.
  static func icu(_ domain: String) -> [UInt8]? {
    var domain = domain
    return domain.withUTF8 { bytes in
      guard case .success(let output) = IDNA.toASCII(bytes: bytes, options: .urlStandard) else { return nil }
      return output
    }
  }

  static func shortcut(_ domain: String) -> [UInt8]? {
    var domain = domain
    return domain.withUTF8 { IDNAShortcut.toASCII($0) }
  }

  /// Every scalar of the table, alone, between ASCII letters, doubled, and beside an ASCII
  /// label: the shortcut answers and ICU gives the same bytes.
  @Test func everyLetterOfTheTableMatchesICU() {
    var checked = 0
    var mismatches: [String] = []
    for run in IDNAShortcut.letters {
      for value in run.first...run.last {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let letter = String(Character(scalar))
        for domain in [letter, "a\(letter)B", letter + letter, "Www.\(letter).com"] {
          let ours = Self.shortcut(domain)
          if ours == nil || ours != Self.icu(domain) { mismatches.append(domain) }
        }
        checked += 1
      }
    }
    #expect(checked == 32_531)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  /// IdnaTestV2 lines the shortcut answers come out as ICU's answer to them.
  @Test func idnaTestLinesItAnswersMatchICU() throws {
    let lines = try IdnaTestLine.load()
    var answered = 0
    for line in lines where line.source.utf8.contains(where: { $0 >= 0x80 }) {
      guard let ours = Self.shortcut(line.source) else { continue }
      answered += 1
      #expect(ours == Self.icu(line.source), "\(line.testDescription)")
    }
    #expect(answered == Self.answeredIdnaTestLines)
  }

  static let answeredIdnaTestLines = 30

  /// The names people type: the same as ICU, and written as expected.
  @Test(arguments: [
    ("Bücher.de", "xn--bcher-kva.de"),
    ("faß.de", "xn--fa-hia.de"),
    ("почта.рф", "xn--80a1acny.xn--p1ai"),
    ("ПОЧТА.РФ", "xn--80a1acny.xn--p1ai"),
    ("日本.jp", "xn--wgv71a.jp"),
    ("www.서울.kr", "www.xn--2i4bq6h.kr"),
  ])
  func commonNames(domain: String, expected: String) {
    #expect(Self.shortcut(domain) == Array(expected.utf8))
    #expect(Self.icu(domain) == Array(expected.utf8))
  }

  /// Shapes whose answer needs ICU's rules are left to it.
  @Test(arguments: [
    "xn--tda.ü", "ü.", "a..ü", ".ü", "-ü", "ü-", "ab--ü", "ü_x", "ü b", "例え。jp", "a\u{0308}b",
    "مثال.eg", "ü\u{200D}", "ǆ.com", String(repeating: "ü", count: 64), String(repeating: "ü.", count: 127) + "a",
  ])
  func leftToICU(domain: String) {
    #expect(Self.shortcut(domain) == nil)
  }
}
