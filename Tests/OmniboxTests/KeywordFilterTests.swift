import Testing

@testable import Omnibox

/// The Unicode facts that let the keyword filter turn away non-ASCII words when every keyword
/// is ASCII: checked over every assigned scalar with the standard library's own lowercasing and
/// string comparison (what the keyword lookup uses).
@Suite struct KeywordFilterTests {
  /// The scalars the filter lists, decoded.
  static let listed: Set<UInt32> = Set(
    KeywordFilter.asciiEquivalentScalars.compactMap { String(decoding: $0, as: UTF8.self).unicodeScalars.first?.value })
  /// Every one-character ASCII string (a string equal to one of these is ASCII text).
  static let asciiCharacters: Set<String> = Set((0..<128).map { String(Unicode.Scalar(UInt8($0))) })

  /// A non-ASCII scalar outside the list compares equal to no ASCII character, and its
  /// lowercase keeps a non-ASCII scalar outside the list: a word holding it lowercases to
  /// text whose canonical decomposition is not ASCII, so it equals no ASCII keyword.
  @Test func onlyTheListedScalarsLowercaseOrCompareToASCII() {
    #expect(Self.listed == [0x037E, 0x1FEF, 0x212A])
    var checked = 0
    var offenders: [String] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned,
        scalar.properties.generalCategory != .privateUse, !Self.listed.contains(value)
      else { continue }
      let text = String(scalar)
      let lower = text.lowercased()
      let keepsNonASCII = lower.unicodeScalars.contains { $0.value >= 0x80 && !Self.listed.contains($0.value) }
      if Self.asciiCharacters.contains(text) || !keepsNonASCII { offenders.append(String(value, radix: 16)) }
      checked += 1
    }
    #expect(checked > 150_000)
    #expect(offenders.isEmpty, "\(offenders.prefix(20))")
  }

  /// The listed scalars do reach ASCII, so the list holds nothing it need not.
  @Test func theListedScalarsReachASCII() {
    for value in Self.listed {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar)
      #expect(Self.asciiCharacters.contains(text) || Self.asciiCharacters.contains(text.lowercased()), "\(value)")
    }
  }

  /// Non-ASCII words pass only with a listed scalar, or once a non-ASCII keyword is added.
  @Test func nonASCIIWords() {
    var filter = KeywordFilter()
    filter.insert("g")
    func passes(_ word: String) -> Bool { word.withUTF8Bytes { filter.mayContain($0) } }
    #expect(!passes("日本"))
    #expect(!passes("café"))
    #expect(passes("\u{212A}"))
    #expect(passes("a\u{037E}"))
    #expect(passes("\u{1FEF}x"))
    filter.insert("żółw")
    #expect(passes("日本"))
  }
}
