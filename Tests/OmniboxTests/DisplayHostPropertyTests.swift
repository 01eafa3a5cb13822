import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Whatever the host, `displayHost` (and the URL display's host) never returns a C0 control, DEL,
/// a C1 control or a bidirectional control.
@Suite struct DisplayHostPropertyTests {
  /// Pieces random hosts are built from: ASCII, `xn--`, controls, bidi controls, and characters
  /// of many scripts (some of which decode, some of which do not).
  static let pieces: [String] = [
    "a", "b", "z", "0", "9", "-", ".", "xn--", "xn--bcher-kva", "xn--80ak6aa92e", "xn--a", "com", "www",
    "\u{0}", "\u{1}", "\u{9}", "\u{A}", "\u{D}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}",
    "\u{61C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
    "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{FEFF}",
    "ü", "ß", "ς", "а", "р", "ӏ", "α", "ο", "ა", "א", "ب", "١", "۰", "ก", "ລ", "क", "्", "中", "ー", "・", "ノ",
    "한", "\u{301}", "\u{307}", "\u{3099}", "þ", "ð", "ə", "·", "ł", "ı", "œ", "丆", "乂", "%", "/", "@", " ", "\u{3002}",
    "\u{FF0E}", "💩", "\u{E000}", "\u{10FFFF}",
  ]

  static func randomHost(_ random: inout SeededRandom) -> String {
    var host = ""
    for _ in 0..<(1 + random.below(12)) { host += pieces[random.below(pieces.count)] }
    return host
  }

  static func hasEscapedCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: HostEscaping.isEscaped)
  }

  @Test func randomHostsNeverShowControls() {
    var random = SeededRandom(seed: 2026)
    let formatter = DisplayFormatter()
    var unicodeShown = 0
    for _ in 0..<20_000 {
      let host = Self.randomHost(&random)
      let result = formatter.displayHost(host)
      #expect(!Self.hasEscapedCharacter(result.host), "\(Array(host.unicodeScalars.map(\.value)))")
      if result.isUnicode { unicodeShown += 1 }
      // Also as the ASCII form a URL record would hold, when there is one.
      if let ascii = try? IDNA.domainToASCII(host) {
        #expect(!Self.hasEscapedCharacter(formatter.displayHost(ascii).host))
      }
    }
    // The generator does reach the Unicode branch, not only the refusals.
    #expect(unicodeShown > 100)
  }

  @Test func randomURLsNeverShowControlsInTheHost() throws {
    var random = SeededRandom(seed: 77)
    let formatter = DisplayFormatter(options: .addressBar)
    var parsed = 0
    for _ in 0..<5_000 {
      guard let url = try? URLRecord("https://" + Self.randomHost(&random) + "/") else { continue }
      parsed += 1
      let result = formatter.display(url)
      #expect(!Self.hasEscapedCharacter(result.text))
      #expect(!Self.hasEscapedCharacter(result.host?.host ?? ""))
    }
    #expect(parsed > 500)
  }

  /// Random punycode whose basic part holds ASCII punctuation (`xn--0:-yoc` decodes to `ќ0:`):
  /// a label that decodes to a character no host may hold (a forbidden domain code point) is
  /// never shown in Unicode, and every label that is converts back, through "domain to
  /// ASCII", to the `xn--` label it stands for.
  @Test func unicodeLabelsConvertBack() {
    var random = SeededRandom(seed: 16)
    let formatter = DisplayFormatter()
    let basic = Array("0123456789:/?#@%[]^|<>\\_'!$&()*+,;=~")
    let deltas = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    var forbiddenDecoded = 0
    var unicodeLabels = 0
    for _ in 0..<20_000 {
      var label = "xn--"
      for _ in 0..<(1 + random.below(3)) { label.append(basic[random.below(basic.count)]) }
      label += "-"
      for _ in 0..<(2 + random.below(3)) { label.append(deltas[random.below(deltas.count)]) }
      let host = random.below(2) == 0 ? label : label + ".com"
      let shown = formatter.displayHost(host)
      let (decoded, error) = IDNA.domainToUnicode(label)
      if error == nil, decoded.utf8.contains(where: IDNA.isForbiddenDomainByte) {
        forbiddenDecoded += 1
        #expect(!shown.isUnicode, "\(host) shown as \(shown.host)")
        #expect(shown.reason == .invalidIDN, "\(host): \(shown.reason)")
      }
      guard shown.isUnicode else { continue }
      let asciiLabels = host.split(separator: ".", omittingEmptySubsequences: false)
      let shownLabels = shown.host.split(separator: ".", omittingEmptySubsequences: false)
      #expect(shownLabels.count == asciiLabels.count, "\(host) shown as \(shown.host)")
      for (shownLabel, asciiLabel) in zip(shownLabels, asciiLabels) where shownLabel != asciiLabel {
        unicodeLabels += 1
        #expect((try? IDNA.domainToASCII(String(shownLabel))) == String(asciiLabel), "\(host) shown as \(shown.host)")
      }
    }
    // Both branches are reached (lower bounds: other Unicode data may decide a few otherwise).
    #expect(forbiddenDecoded > 2_000)
    #expect(unicodeLabels > 200)
  }

  /// Every branch that can see a control escapes it: ASCII, Unicode, and hosts over the length bound.
  @Test(arguments: [
    ("a\u{1B}[31mb.com", "a%1B[31mb.com"), ("A\u{7F}B.COM", "a%7Fb.com"),
    ("xn--bcher-kva\u{0}.com", "xn--bcher-kva%00.com"),
    ("b\u{FC}cher\u{202E}.de", "b%C3%BCcher%E2%80%AE.de"), ("\u{2067}x.com", "%E2%81%A7x.com"),
    ("a\u{85}.com", "a%C2%85.com"),
  ])
  func everyBranchEscapes(_ host: String, _ shown: String) {
    let result = DisplayFormatter().displayHost(host)
    #expect(result.host == shown)
    #expect(result.reason == .invalidHost)
    let long = String(repeating: "a", count: 2_000) + host
    #expect(!Self.hasEscapedCharacter(DisplayFormatter().displayHost(long).host))
  }
}
