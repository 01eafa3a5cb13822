import Testing

@testable import Omnibox

/// IDNA behaviour beyond the conformance files: the ASCII fast path, the forbidden-code-point
/// step, typed errors for hostile input, and linear-size limits.
@Suite struct IDNATests {
  static let label300 = String(repeating: "a", count: 300)
  static let megabyte = 1 << 20

  // MARK: domain to ASCII

  @Test func asciiDomainIsOnlyLowercased() throws {
    #expect(try IDNA.domainToASCII("EXAMPLE.Com") == "example.com")
    // Under the URL Standard an all-ASCII domain never reaches UTS #46 validation (whatwg/url#914):
    // invalid Punycode, lone `xn--`, empty and over-long labels are all only lowercased.
    #expect(try IDNA.domainToASCII("xn--a") == "xn--a")
    #expect(try IDNA.domainToASCII("XN--") == "xn--")
    #expect(try IDNA.domainToASCII("a..b") == "a..b")
    #expect(try IDNA.domainToASCII("-x.y-") == "-x.y-")
    #expect(try IDNA.domainToASCII(Self.label300 + ".com") == Self.label300 + ".com")
  }

  @Test func nonASCIIDomainGoesThroughUTS46() throws {
    #expect(try IDNA.domainToASCII("Bücher.example") == "xn--bcher-kva.example")
    #expect(try IDNA.domainToASCII("faß.de") == "xn--fa-hia.de")  // nontransitional
    #expect(try IDNA.domainToASCII("例え。jp") == "xn--r8jz45g.jp")  // U+3002 is a label separator
    #expect(try IDNA.domainToASCII("ＥＸＡＭＰＬＥ．ｃｏｍ\u{00AD}") == "example.com")  // mapped, soft hyphen ignored
    // Lengths and hyphens are not checked under the URL Standard, even through ICU.
    #expect(try IDNA.domainToASCII("ü..-x-." + Self.label300) == "xn--tda..-x-." + Self.label300)
  }

  @Test func utsViolationsAreTypedErrors() {
    #expect(throws: IDNAError(.bidiRule)) { try IDNA.domainToASCII("a\u{05D0}.com") }
    #expect(throws: IDNAError(.joinerContext)) { try IDNA.domainToASCII("\u{200D}.example") }
    #expect(throws: IDNAError(.disallowedCodePoint)) { try IDNA.domainToASCII("\u{FFFD}.com") }
    // A non-ASCII domain is validated whole, so its invalid `xn--` label now counts.
    #expect(throws: IDNAError.self) { try IDNA.domainToASCII("xn--a.ß") }
  }

  @Test func forbiddenDomainCodePointsAreRefusedAfterMapping() throws {
    for input in ["a b.com", "a%41.com", "a<b", "a|b", "a\u{7F}b", "a\u{1F}b", "host:80", "[::1]"] {
      #expect(throws: IDNAError(.forbiddenCodePoint), "\(input.debugDescription)") {
        try IDNA.domainToASCII(input)
      }
    }
    // Non-ASCII input whose UTS #46 mapping yields a forbidden code point (STD3 rules are off).
    #expect(throws: IDNAError(.forbiddenCodePoint)) { try IDNA.domainToASCII("www.lookout.net⩴80") }  // ⩴ → ::=
    #expect(throws: IDNAError(.forbiddenCodePoint)) { try IDNA.domainToASCII("ü\u{00A0}.com") }  // NBSP → space
    // Not forbidden: `_`, `=`, `!` (the URL Standard allows them; STD3 rules would not).
    #expect(try IDNA.domainToASCII("a_b=c!.ü") == "a_b=c!.xn--tda")
  }

  @Test func emptyResultIsRefused() {
    #expect(throws: IDNAError(.emptyResult)) { try IDNA.domainToASCII("") }
    #expect(throws: IDNAError(.emptyResult)) { try IDNA.domainToASCII("\u{00AD}") }  // ignored → empty
  }

  @Test func lowercaseASCIIIsReturnedAsIs() throws {
    let host = "www.example.com"
    let result = try IDNA.domainToASCII(host)
    #expect(result == host)
    #expect(result.utf8.elementsEqual(host.utf8))
  }

  // MARK: Bytes API

  @Test func invalidUTF8IsATypedError() throws {
    let cases: [[UInt8]] = [
      [0x61, 0xFF, 0x62],  // never valid
      [0xC3],  // truncated
      [0xC0, 0xAF],  // overlong "/"
      [0xED, 0xA0, 0x80],  // surrogate U+D800
      [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
      Array("bücher".utf8.dropLast(3)) + [0x80],  // stray continuation
    ]
    for bytes in cases {
      #expect(throws: IDNAError(.invalidUTF8), "\(bytes)") { try IDNA.domainToASCII(utf8: bytes) }
      #expect(throws: IDNAError(.invalidUTF8), "\(bytes)") { try IDNA.toASCII(utf8: bytes, options: .strict) }
    }
    #expect(try IDNA.domainToASCII(utf8: Array("Bücher.DE".utf8)) == "xn--bcher-kva.de")
    #expect(try IDNA.toASCII(utf8: Array("Bücher.DE".utf8)) == "xn--bcher-kva.de")
  }

  // MARK: UTS #46 flags

  @Test func emptyLabelsAreReportedOnlyWhenLengthsAreChecked() throws {
    #expect(throws: IDNAError(.emptyLabel)) { try IDNA.toASCII("a..b", options: .strict) }
    #expect(throws: IDNAError(.emptyLabel)) { try IDNA.toASCII("", options: .strict) }
    #expect(throws: IDNAError(.emptyLabel)) { try IDNA.toASCII(".", options: .urlStandardStrict) }
    #expect(try IDNA.toASCII("a..b", options: .urlStandard) == "a..b")
    #expect(try IDNA.toASCII("", options: .urlStandard) == "")  // UTS #46 itself accepts ""
    #expect(try IDNA.toASCII("example.com.", options: .strict) == "example.com.")  // the root label
    #expect(IDNA.toUnicode("a..b", options: .strict).error == IDNAError(.emptyLabel))
    #expect(IDNA.domainToUnicode("a..b") == ("a..b", nil))
  }

  @Test func longLabelsAndDomainsAreReportedOnlyWhenLengthsAreChecked() throws {
    let label100 = String(repeating: "c", count: 100)
    #expect(throws: IDNAError(.labelTooLong)) { try IDNA.toASCII(label100 + ".com", options: .strict) }
    #expect(throws: IDNAError([.labelTooLong, .domainTooLong])) {
      try IDNA.toASCII(Self.label300 + ".com", options: .strict)
    }
    let longDomain = Array(repeating: String(repeating: "b", count: 60), count: 5).joined(separator: ".")
    #expect(throws: IDNAError(.domainTooLong)) { try IDNA.toASCII(longDomain, options: .strict) }
    #expect(try IDNA.toASCII(Self.label300, options: .urlStandard) == Self.label300)
    #expect(try IDNA.toASCII("ü" + Self.label300, options: .urlStandard).hasPrefix("xn--"))
    // ToUnicode never checks lengths.
    #expect(IDNA.toUnicode(Self.label300, options: .strict).error == nil)
  }

  @Test func loneACEPrefixIsAnInvalidLabelWhenValidated() {
    // `xn--` with nothing after it: Punycode of the empty string is not a valid A-label.
    let error = IDNA.toUnicode("xn--", options: .urlStandard).error
    #expect(error != nil)
    #expect(throws: IDNAError.self) { try IDNA.toASCII("xn--", options: .urlStandard) }
    #expect(throws: IDNAError.self) { try IDNA.toASCII("xn--.com", options: .strict) }
    // ICU checks hyphens on the decoded label of an A-label, so only the A-label rule fires.
    #expect(throws: IDNAError(.invalidACELabel)) { try IDNA.toASCII("xn--", options: .strict) }
    // domain to ASCII does not validate ASCII input (see asciiDomainIsOnlyLowercased).
    #expect((try? IDNA.domainToASCII("xn--")) == "xn--")
  }

  @Test func hyphensAreCheckedOnlyWithCheckHyphens() throws {
    #expect(throws: IDNAError(.hyphenPlacement)) { try IDNA.toASCII("-x.com", options: .strict) }
    #expect(throws: IDNAError(.hyphenPlacement)) { try IDNA.toASCII("ab--c.com", options: .strict) }
    #expect(try IDNA.toASCII("-x.ab--c.com", options: .urlStandardStrict) == "-x.ab--c.com")
  }

  @Test func std3RulesRejectNonLDHASCII() throws {
    #expect(throws: IDNAError(.disallowedCodePoint)) { try IDNA.toASCII("a_b.com", options: .strict) }
    #expect(try IDNA.toASCII("a_b.com", options: .urlStandard) == "a_b.com")
    #expect(try IDNA.toASCII("≠.com", options: .urlStandard) == "xn--1ch.com")
  }

  @Test func toUnicodeReturnsBestEffortWithErrors() {
    let r = IDNA.toUnicode("xn--a.xn--bcher-kva.de")
    #expect(r.domain.hasSuffix(".bücher.de"))
    #expect(r.error?.violations.contains(.invalidACELabel) == true)
    #expect(IDNA.domainToUnicode("xn--r8jz45g.JP") == ("例え.jp", nil))
  }

  @Test func errorDescriptionsSayWhatWasWrong() {
    #expect(IDNAError([.bidiRule, .emptyLabel]).description == "empty label; bidi rule violated")
    #expect(IDNAError(.invalidUTF8).description == "invalid UTF-8")
    #expect(IDNAError([], icuStatus: "U_MEMORY_ALLOCATION_ERROR").description == "U_MEMORY_ALLOCATION_ERROR")
  }

  // MARK: Size

  /// A 1 MB host completes on every entry point with a clear answer (no crash, no ICU call for the
  /// refused ones: the bound is checked first).
  @Test func megabyteHostsComplete() throws {
    let ascii = String(repeating: "abcdefg.", count: Self.megabyte / 8) + "COM"
    let lowered = try IDNA.domainToASCII(ascii)
    #expect(lowered.utf8.count == ascii.utf8.count && lowered.hasSuffix(".com"))

    let unicode = String(repeating: "ü.", count: Self.megabyte / 3)
    #expect(throws: IDNAError(.inputTooLong)) { try IDNA.domainToASCII(unicode) }
    #expect(throws: IDNAError(.inputTooLong)) { try IDNA.toASCII(ascii, options: .strict) }
    #expect(throws: IDNAError(.inputTooLong)) { try IDNA.domainToASCII(utf8: Array(unicode.utf8)) }
    #expect(IDNA.toUnicode(unicode).error == IDNAError(.inputTooLong))
    let junk = [UInt8](repeating: 0xFF, count: Self.megabyte)
    #expect(throws: IDNAError.self) { try IDNA.domainToASCII(utf8: junk) }
  }

  /// Input right at the bound goes through ICU whole (the heap retry path of the output buffer).
  @Test func largestAcceptedInputGoesThroughICU() throws {
    let label = String(repeating: "ü", count: 20)  // 40 UTF-8 bytes; A-label "xn--tdaaaa…"
    let count = IDNA.maximumInputLength / 41
    let domain = Array(repeating: label, count: count).joined(separator: ".")
    #expect(domain.utf8.count <= IDNA.maximumInputLength)
    let ascii = try IDNA.domainToASCII(domain)
    #expect(ascii.split(separator: ".").count == count)
    #expect(IDNA.domainToUnicode(ascii).domain == domain)
  }
}
