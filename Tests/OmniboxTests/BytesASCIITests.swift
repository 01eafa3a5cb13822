import Testing

@testable import Omnibox

/// The Bytes room's ASCII classes and case against the standard library, on every byte and
/// every ASCII scalar (issue 21: these replaced the idioms written out across the rooms).
@Suite struct BytesASCIITests {
  @Test func classesAndCaseOnEveryByte() {
    for value in 0...255 {
      let b = UInt8(value)
      let scalar = Unicode.Scalar(b)
      let isASCII = b < 0x80
      let letter = isASCII && scalar.properties.isAlphabetic
      let digit = isASCII && scalar.properties.numericType == .decimal
      #expect(ASCII.isAlpha(b) == letter, "\(b)")
      #expect(ASCII.isDigit(b) == digit, "\(b)")
      #expect(ASCII.isAlphanumeric(b) == (letter || digit), "\(b)")
      #expect(ASCII.isUpper(b) == (letter && scalar.properties.isUppercase), "\(b)")
      #expect(ASCII.isLower(b) == (letter && scalar.properties.isLowercase), "\(b)")
      let lower = isASCII ? UInt8(String(scalar).lowercased().utf8.first ?? b) : b
      let upper = isASCII ? UInt8(String(scalar).uppercased().utf8.first ?? b) : b
      #expect(ASCII.lowercased(b) == lower, "\(b)")
      #expect(ASCII.uppercased(b) == upper, "\(b)")
      #expect(ASCII.isHexDigit(b) == (ASCII.hexValue(b) != nil), "\(b)")
      // The one-OR fold agrees with lowercasing wherever the result is compared with a letter.
      for small in UInt8(ascii: "a")...UInt8(ascii: "z") {
        #expect((ASCII.letterFolded(b) == small) == (ASCII.lowercased(b) == small), "\(b) \(small)")
      }
      #expect(ASCII.isDigit(scalar) == digit, "\(b)")
      #expect(ASCII.isAlpha(scalar) == letter, "\(b)")
      #expect(ASCII.isAlphanumeric(scalar) == (letter || digit), "\(b)")
      #expect(ASCII.lowercased(scalar) == (isASCII ? Unicode.Scalar(lower) : scalar), "\(b)")
    }
    let dottedCapitalI: Unicode.Scalar = "\u{130}"
    #expect(ASCII.lowercased(dottedCapitalI) == dottedCapitalI)
    #expect(!ASCII.isDigit("\u{660}" as Unicode.Scalar))
  }

  @Test func caseOnRunsOfBytes() {
    #expect(ASCII.lowercased("HTTPS://ÉX.Com") == "https://Éx.com")
    #expect(ASCII.equalIgnoringCase("Utm_Source".utf8, "utm_source".utf8))
    #expect(!ASCII.equalIgnoringCase("utm".utf8, "utm_".utf8))
    #expect(ASCII.hasPrefixIgnoringCase(Array("HTTPS%3A".utf8), "https%"))
    #expect(!ASCII.hasPrefixIgnoringCase(Array("http".utf8), "https"))
  }
}
