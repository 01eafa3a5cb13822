internal import CICU

// Per-character properties from ICU (script, script extensions, general category) that the
// display rules and the display-only percent-decoding need.

/// Character properties from ICU, for the display rules.
enum UnicodeProperty {
  /// ICU `UScriptCode` values used by the rules (uscript.h).
  enum Script {
    static let common: Int32 = 0
    static let inherited: Int32 = 1
    static let arabic: Int32 = 2
    static let armenian: Int32 = 3
    static let bengali: Int32 = 4
    static let bopomofo: Int32 = 5
    static let cyrillic: Int32 = 8
    static let devanagari: Int32 = 10
    static let ethiopic: Int32 = 11
    static let georgian: Int32 = 12
    static let greek: Int32 = 14
    static let gujarati: Int32 = 15
    static let gurmukhi: Int32 = 16
    static let han: Int32 = 17
    static let hangul: Int32 = 18
    static let hebrew: Int32 = 19
    static let hiragana: Int32 = 20
    static let kannada: Int32 = 21
    static let katakana: Int32 = 22
    static let latin: Int32 = 25
    static let malayalam: Int32 = 26
    static let myanmar: Int32 = 28
    static let oriya: Int32 = 31
    static let tamil: Int32 = 35
    static let telugu: Int32 = 36
    static let thai: Int32 = 38
  }

  /// The Script property of `scalar` (`Script.common` for punctuation and digits).
  static func script(of scalar: Unicode.Scalar) -> Int32 {
    var status = Int32(CICU_ZERO_ERROR)
    let script = cicu_script(Int32(bitPattern: scalar.value), &status)
    return cicu_failure(status) == 0 ? script : -1
  }

  /// Whether `script` is among `scalar`'s Script_Extensions (e.g. `ー` has Hiragana and Katakana).
  static func has(_ scalar: Unicode.Scalar, script: Int32) -> Bool {
    cicu_has_script(Int32(bitPattern: scalar.value), script) != 0
  }

  /// The general categories the display rules tell apart (`other`: everything visible).
  enum GeneralCategory {
    case unassigned, control, format, privateUse, surrogate
    case spaceSeparator, lineSeparator, paragraphSeparator
    case nonspacingMark, enclosingMark, spacingMark
    case other
  }

  /// `scalar`'s general category, as far as the display rules care.
  static func generalCategory(_ scalar: Unicode.Scalar) -> GeneralCategory {
    switch cicu_char_type(Int32(bitPattern: scalar.value)) {
    case 0: .unassigned  // U_UNASSIGNED (Cn)
    case 6: .nonspacingMark  // U_NON_SPACING_MARK (Mn)
    case 7: .enclosingMark  // U_ENCLOSING_MARK (Me)
    case 8: .spacingMark  // U_COMBINING_SPACING_MARK (Mc)
    case 12: .spaceSeparator  // U_SPACE_SEPARATOR (Zs)
    case 13: .lineSeparator  // U_LINE_SEPARATOR (Zl)
    case 14: .paragraphSeparator  // U_PARAGRAPH_SEPARATOR (Zp)
    case 15: .control  // U_CONTROL_CHAR (Cc)
    case 16: .format  // U_FORMAT_CHAR (Cf)
    case 17: .privateUse  // U_PRIVATE_USE_CHAR (Co)
    case 18: .surrogate  // U_SURROGATE (Cs)
    default: .other
    }
  }

  /// Whether `scalar` is a nonspacing mark (general category Mn), what the diacritic-free
  /// skeleton removes.
  static func isNonspacingMark(_ scalar: Unicode.Scalar) -> Bool {
    cicu_char_type(Int32(bitPattern: scalar.value)) == 6  // U_NON_SPACING_MARK
  }

  /// Calls `body` with each scalar of the full canonical decomposition (NFD) of `scalar`: the
  /// scalar itself when it has none (or ICU failed).
  ///
  ///     var parts: [Unicode.Scalar] = []
  ///     UnicodeProperty.forEachCanonicalDecomposed("ǖ") { parts.append($0) }
  ///     parts  // ["u", "\u{308}", "\u{304}"]
  static func forEachCanonicalDecomposed(_ scalar: Unicode.Scalar, _ body: (Unicode.Scalar) -> Void) {
    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 16) { buffer in
      var status = Int32(CICU_ZERO_ERROR)
      let count = cicu_nfd_decomposition(
        Int32(bitPattern: scalar.value), buffer.baseAddress, Int32(buffer.count), &status)
      guard cicu_failure(status) == 0, count > 0, Int(count) <= buffer.count else { return body(scalar) }
      var units = buffer[0..<Int(count)].makeIterator()
      var decoder = UTF16()
      while case .scalarValue(let d) = decoder.decode(&units) { body(d) }
    }
  }

  /// The full canonical decomposition (NFD) of `scalar`, or `nil` when it has none or ICU failed.
  ///
  ///     UnicodeProperty.canonicalDecomposition(of: "ǖ")  // ["u", "\u{308}", "\u{304}"]
  static func canonicalDecomposition(of scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
    var parts: [Unicode.Scalar] = []
    forEachCanonicalDecomposed(scalar) { parts.append($0) }
    return parts == [scalar] ? nil : parts
  }
}
