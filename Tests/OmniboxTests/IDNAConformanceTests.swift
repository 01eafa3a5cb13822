import OmniboxTestSupport
import Testing

@testable import Omnibox

/// UTS #46 conformance: every test line of `Fixtures/idna/IdnaTestV2.txt` (Unicode 15.0.0, the
/// UTS #46 data of ICU 72 and 73), for ToUnicode and nontransitional ToASCII, run twice:
///
/// 1. with the file's default flags (``IDNA/Options/strict``), ignoring no status code;
/// 2. with the URL Standard's flags (``IDNA/Options/urlStandard``), ignoring the status codes of
///    the flags that are off: CheckHyphens V2 V3, UseSTD3ASCIIRules U1, VerifyDnsLength A4_1 A4_2
///    and X4_2 (ToUnicode's empty-label code, which replaced A4_2 there, per the file header).
///
/// A result passes when its string matches and it has no errors, or when an error was both
/// expected and reported (the exact codes need not match, as the file header says).
///
/// Two facts about the Unicode 15.0 file that the URL-Standard run has to take into account:
/// - Its header lists `VerifyDnsLength: P4`, but in this file P4 marks Punycode that does not
///   decode (`xn--0.pt`, UTS #46 Processing step 4), not a length; the header of later versions
///   corrects the line to `A4_1, A4_2`. So P4 is **not** ignored: ignoring it would expect
///   `xn--0.pt` to be valid under the URL Standard's flags, which no UTS #46 implementation does.
/// - The file predates the U1 code: a code point that only UseSTD3ASCIIRules rejects (`_`, `=`,
///   `≠`, `⑴` → `(1)`) is marked P1/V6 like any disallowed one. When the URL-Standard run reports
///   no error for a line that expects one, the line still passes if STD3 explains the whole
///   difference: the line's Unicode form (its toUnicode column) contains a code point STD3
///   rejects, our result is that form (ToUnicode) or decodes to it (ToASCII), and turning only
///   UseSTD3ASCIIRules back on makes the same call report an error. These lines are counted.
///
/// The file tests one version of the UTS #46 data, so the runs need an ICU whose Unicode data is
/// that version; with any other they are skipped (and say so), as no expectation of this file
/// holds for other data. The WPT host tests (HostWPTTests, IDNAURLStandardTests) cover every ICU.
@Suite struct IDNAConformanceTests {
  static let lines: [IdnaTestLine] = (try? IdnaTestLine.load()) ?? []
  /// The Unicode version the file tests, from its `# Version: 15.0.0` header line.
  static let fileVersion: UnicodeVersion? = IdnaTestLine.version()
  static let icuHasFileVersion = fileVersion == SystemICU.unicodeVersion
  static let skipReason: Comment =
    "IdnaTestV2.txt is Unicode \(fileVersion.map(\.description) ?? "?"); ICU \(SystemICU.version) has \(SystemICU.unicodeVersion)"

  @Test func fileLoaded() {
    #expect(Self.lines.count == 6235)
    #expect(Self.lines.first?.source == "fass.de")
    #expect(Self.lines.last?.number == 6344)
    #expect(Self.fileVersion == UnicodeVersion(15, 0))
  }

  @Test func escapesAndBlankColumnsDecode() throws {
    // 0A\u0300.\u05D0; 0à.\u05D0; [B1]; xn--0-sfa.xn--4db; ; ;
    let line = try #require(Self.lines.first { $0.source == "0A\u{0300}.\u{05D0}" })
    #expect(line.toUnicode == "0à.\u{05D0}")
    #expect(line.toUnicodeStatus == ["B1"])
    #expect(line.toASCIIN == "xn--0-sfa.xn--4db")
    #expect(line.toASCIINStatus == ["B1"])  // blank: same as toUnicodeStatus
    // fass.de; ; ; ; ; ;  — every column blank
    let plain = try #require(Self.lines.first)
    #expect(plain.toUnicode == "fass.de" && plain.toASCIIN == "fass.de")
    #expect(plain.toUnicodeStatus.isEmpty && plain.toASCIINStatus.isEmpty)
    // \x{...} escapes appear too.
    #expect(Self.lines.contains { $0.source.unicodeScalars.contains { $0.value > 0xFFFF } })
  }

  @Test(.enabled(if: icuHasFileVersion, skipReason))
  func strictFlagsPassEveryLine() {
    let report = Self.run(options: .strict, ignoring: [])
    #expect(report.failures.isEmpty, "\(report.failures.prefix(20).joined(separator: "\n"))")
    #expect(report.toUnicodePassed == 6235)
    #expect(report.toASCIIPassed == 6235)
    #expect(report.explainedBySTD3 == 0)
  }

  @Test(.enabled(if: icuHasFileVersion, skipReason))
  func urlStandardFlagsPassEveryLine() {
    let report = Self.run(
      options: .urlStandard, ignoring: ["V2", "V3", "U1", "A4_1", "A4_2", "X4_2"])
    #expect(report.failures.isEmpty, "\(report.failures.prefix(20).joined(separator: "\n"))")
    #expect(report.toUnicodePassed == 6235)
    #expect(report.toASCIIPassed == 6235)
    // Lines whose only expected error is one that UseSTD3ASCIIRules alone raises (see above).
    #expect(report.explainedBySTD3 == 222)
  }

  /// Why P4 stays checked under the URL Standard's flags: every P4 line is Punycode that does not
  /// decode, and ICU reports it as such whatever the length flags.
  @Test(.enabled(if: icuHasFileVersion, skipReason))
  func p4MarksUndecodablePunycode() {
    let p4 = Self.lines.filter { $0.toUnicodeStatus.contains("P4") }
    #expect(p4.count == 9)
    for line in p4 {
      let error = IDNA.toUnicode(line.source, options: .urlStandard).error
      #expect(error?.violations.contains(.invalidPunycode) == true, "\(line.testDescription)")
    }
  }

  // MARK: Runner

  struct Report {
    var toUnicodePassed = 0
    var toASCIIPassed = 0
    var explainedBySTD3 = 0
    var failures: [String] = []
  }

  static func run(options: IDNA.Options, ignoring ignored: Set<String>) -> Report {
    var report = Report()
    var withSTD3 = options
    withSTD3.useSTD3ASCIIRules = true
    for line in lines {
      // ToUnicode
      let unicode = IDNA.toUnicode(line.source, options: options)
      switch judge(
        expected: line.toUnicode, status: line.toUnicodeStatus.subtracting(ignored),
        actual: unicode.domain, error: unicode.error, unicodeForm: line.toUnicode,
        decodes: { same($0, line.toUnicode) },
        std3Error: { IDNA.toUnicode(line.source, options: withSTD3).error != nil }, options: options)
      {
      case .pass: report.toUnicodePassed += 1
      case .passExplainedBySTD3:
        report.toUnicodePassed += 1
        report.explainedBySTD3 += 1
      case .fail(let why):
        report.failures.append("line \(line.number) toUnicode \(line.source.debugDescription): \(why)")
      }
      // ToASCII, nontransitional
      let ascii: (String, IDNAError?)
      do { ascii = (try IDNA.toASCII(line.source, options: options), nil) } catch { ascii = ("", error) }
      switch judge(
        expected: line.toASCIIN, status: line.toASCIINStatus.subtracting(ignored),
        actual: ascii.0, error: ascii.1, unicodeForm: line.toUnicode,
        decodes: { same(IDNA.toUnicode($0, options: options).domain, line.toUnicode) },
        std3Error: { (try? IDNA.toASCII(line.source, options: withSTD3)) == nil }, options: options)
      {
      case .pass: report.toASCIIPassed += 1
      case .passExplainedBySTD3:
        report.toASCIIPassed += 1
        report.explainedBySTD3 += 1
      case .fail(let why): report.failures.append("line \(line.number) toASCII \(line.source.debugDescription): \(why)")
      }
    }
    return report
  }

  enum Verdict {
    case pass, passExplainedBySTD3
    case fail(String)
  }

  static func judge(
    expected: String, status: Set<String>, actual: String, error: IDNAError?,
    unicodeForm: String, decodes: (String) -> Bool, std3Error: () -> Bool, options: IDNA.Options
  ) -> Verdict {
    if status.isEmpty {
      if let error { return .fail("unexpected error \(error)") }
      return same(actual, expected) ? .pass : .fail("got \(actual.debugDescription), want \(expected.debugDescription)")
    }
    if error != nil { return .pass }
    if !options.useSTD3ASCIIRules, containsSTD3Rejected(unicodeForm), decodes(actual), std3Error() {
      return .passExplainedBySTD3
    }
    return .fail("expected an error \(status.sorted()), got \(actual.debugDescription)")
  }

  /// Code-point equality. (`String.==` is canonical equivalence, which would hide a missing NFC step.)
  static func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

  /// A code point UseSTD3ASCIIRules rejects and UTS #46 otherwise allows: ASCII other than
  /// letters, digits, `-` and `.`, or one of ≠ ≮ ≯ (disallowed_STD3_valid in Unicode 15.0).
  static func containsSTD3Rejected(_ s: String) -> Bool {
    s.unicodeScalars.contains { c in
      if c.isASCII {
        let v = c.value
        let ldh = (0x61...0x7A).contains(v) || (0x41...0x5A).contains(v) || (0x30...0x39).contains(v) || v == 0x2D
        return !ldh && v != 0x2E
      }
      return c.value == 0x2260 || c.value == 0x226E || c.value == 0x226F
    }
  }
}

/// One test line of IdnaTestV2.txt with its blank columns resolved and escapes decoded.
struct IdnaTestLine: Sendable, CustomTestStringConvertible {
  let number: Int
  let source: String
  let toUnicode: String
  let toUnicodeStatus: Set<String>
  let toASCIIN: String
  let toASCIINStatus: Set<String>

  var testDescription: String { "line \(number): \(source.debugDescription)" }

  struct FormatError: Error, CustomStringConvertible {
    let line: Int
    let reason: String
    var description: String { "IdnaTestV2.txt line \(line): \(reason)" }
  }

  /// The version in the file's `# Version: X.Y.Z` header line.
  static func version() -> UnicodeVersion? {
    guard let text = try? Fixture.text("idna/IdnaTestV2.txt") else { return nil }
    for line in text.split(separator: "\n").prefix(20) where line.hasPrefix("# Version: ") {
      return UnicodeVersion(String(line.dropFirst("# Version: ".count)))
    }
    return nil
  }

  static func load() throws -> [IdnaTestLine] {
    let text = try Fixture.text("idna/IdnaTestV2.txt")
    var result: [IdnaTestLine] = []
    var number = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      let content = rawLine.prefix { $0 != "#" }
      if content.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
      let columns = content.split(separator: ";", omittingEmptySubsequences: false).map {
        $0.trimmingBlanks
      }
      guard columns.count >= 7 else { throw FormatError(line: number, reason: "\(columns.count) columns") }
      let source = try unescape(columns[0], line: number)
      let toUnicode = columns[1].isEmpty ? source : try unescape(columns[1], line: number)
      let toUnicodeStatus = try status(columns[2], line: number) ?? []
      let toASCIIN = columns[3].isEmpty ? toUnicode : try unescape(columns[3], line: number)
      let toASCIINStatus = try status(columns[4], line: number) ?? toUnicodeStatus
      result.append(
        IdnaTestLine(
          number: number, source: source, toUnicode: toUnicode, toUnicodeStatus: toUnicodeStatus,
          toASCIIN: toASCIIN, toASCIINStatus: toASCIINStatus))
    }
    return result
  }

  /// `[B5, B6]` → {"B5", "B6"}; `[]` → {}; blank → nil ("same as an earlier column").
  static func status(_ column: Substring, line: Int) throws -> Set<String>? {
    if column.isEmpty { return nil }
    guard column.first == "[", column.last == "]" else {
      throw FormatError(line: line, reason: "status \(column)")
    }
    let codes = column.dropFirst().dropLast().split(separator: ",").map { String($0.trimmingBlanks) }
    return Set(codes.filter { !$0.isEmpty })
  }

  /// Decodes `\uXXXX` and `\x{X…}` escapes.
  static func unescape(_ column: Substring, line: Int) throws -> String {
    var out = String.UnicodeScalarView()
    var scalars = Array(column.unicodeScalars)[...]
    while let c = scalars.popFirst() {
      guard c == "\\", let kind = scalars.first, kind == "u" || kind == "x" else {
        out.append(c)
        continue
      }
      scalars = scalars.dropFirst()
      let hex: String
      if kind == "u" {
        hex = String(String.UnicodeScalarView(scalars.prefix(4)))
        scalars = scalars.dropFirst(4)
      } else {
        guard scalars.first == "{", let close = scalars.firstIndex(of: "}") else {
          throw FormatError(line: line, reason: "bad \\x escape")
        }
        hex = String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))
        scalars = scalars[scalars.index(after: close)...]
      }
      guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
        throw FormatError(line: line, reason: "bad escape \\\(kind)\(hex)")
      }
      out.append(scalar)
    }
    return String(out)
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs (the file's column padding).
  fileprivate var trimmingBlanks: Substring {
    var s = self
    while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
    while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
    return s
  }
}
