import Testing
@testable import Omnibox

@Suite struct IDNASmokeTests {
  @Test func asciiDomainIsLowercasedWithoutICU() throws {
    #expect(try IDNA.domainToASCII("EXAMPLE.Com") == "example.com")
    #expect(try IDNA.domainToASCII("xn--a") == "xn--a")
  }

  @Test func nonASCIIDomainGoesThroughUTS46() throws {
    #expect(try IDNA.domainToASCII("Bücher.example") == "xn--bcher-kva.example")
    #expect(try IDNA.domainToASCII("faß.de") == "xn--fa-hia.de")
    #expect(try IDNA.domainToASCII("例え。jp") == "xn--r8jz45g.jp")
  }

  @Test func toUnicodeDecodesPunycode() {
    #expect(IDNA.domainToUnicode("xn--bcher-kva.example").domain == "bücher.example")
  }

  @Test func bidiViolationIsATypedError() {
    #expect(throws: IDNAError.self) { try IDNA.domainToASCII("a\u{05D0}.com") }
  }
}
