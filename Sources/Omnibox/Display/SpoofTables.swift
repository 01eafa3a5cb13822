// Character tables for the display rules. The letter choices are ours: made by comparing glyphs
// in common sans-serif UI fonts against the Latin letters and digits they pass for, with the
// UTS #39 confusables data and the browsers' published rules as the guide to what matters.

/// One script whose letters can spell Latin-looking labels on their own.
struct WholeScriptConfusable: Sendable {
  /// ICU script code.
  let script: Int32
  /// Lowercase letters of `script` that look like a Latin letter (or a short Latin sequence).
  let latinLookalikes: Set<UInt32>
  /// ASCII top-level domains of countries using the script, where all-`script` names are normal.
  let allowedTLDs: Set<String>

  init(_ script: Int32, _ letters: String, tlds: Set<String> = []) {
    self.script = script
    self.latinLookalikes = Set(letters.unicodeScalars.map(\.value))
    self.allowedTLDs = tlds
  }
}

enum SpoofTables {
  typealias Script = UnicodeProperty.Script

  /// Scripts with whole-script look-alikes of Latin, and where they are at home.
  static let wholeScriptConfusables: [WholeScriptConfusable] = [
    WholeScriptConfusable(
      Script.cyrillic, "аԁеһіјӏорԛѕԝхуүсьъыюпгѵѡҽԍ",
      tlds: ["bg", "by", "kg", "kz", "mk", "mn", "rs", "ru", "su", "tj", "ua", "uz"]),
    WholeScriptConfusable(Script.greek, "αικνορτυωη", tlds: ["gr", "cy"]),
    WholeScriptConfusable(Script.armenian, "ագզէլհյոսւօց", tlds: ["am"]),
    WholeScriptConfusable(Script.georgian, "იოყძხჽჿ", tlds: ["ge"]),
    WholeScriptConfusable(Script.hebrew, "דוחיןסװײ", tlds: ["il"]),
    WholeScriptConfusable(Script.thai, "ทนบพฟรเแ๐", tlds: ["th"]),
    WholeScriptConfusable(Script.myanmar, "ခဂငထပဝ၀၂", tlds: ["mm"]),
    WholeScriptConfusable(Script.ethiopic, "ሀሠሰስበነተከዐዕዘጠፐ", tlds: ["er", "et"]),
    WholeScriptConfusable(Script.devanagari, "ऽ०ॱ"),
    WholeScriptConfusable(Script.bengali, "০৭"),
    WholeScriptConfusable(Script.gujarati, "ડટ૦૧"),
    WholeScriptConfusable(Script.gurmukhi, "੦੧"),
    WholeScriptConfusable(Script.kannada, "ಽ೦೧"),
    WholeScriptConfusable(Script.malayalam, "ടഠധനറ൦"),
    WholeScriptConfusable(Script.oriya, "ଠ୦୮"),
    WholeScriptConfusable(Script.tamil, "டப௦"),
    WholeScriptConfusable(Script.telugu, "౦౧"),
  ]

  /// Letters and digits of other systems that pass for an ASCII digit (θ 0, з 3, б 6, २ 2, …).
  static let digitLookalikes: Set<UInt32> = Set(
    "θбзҙӡշճვპ२उ২ও৪ਤ੨੩੪੫૨૩૭୨୫౨౩೩೭ဒ丩ㄐ".unicodeScalars.map(\.value))

  /// Characters that draw nothing, or nothing of their own.
  static func isInvisible(_ v: UInt32) -> Bool {
    switch v {
    case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F,
      0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0x2800, 0x3164,
      0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      return true
    default:
      return false
    }
  }

  /// `ß` and `ς`: IDNA 2003 maps them to `ss` and `σ`, IDNA 2008 keeps them.
  static func isDeviation(_ v: UInt32) -> Bool { v == 0x00DF || v == 0x03C2 }

  /// Look-alikes of the characters that give a URL its structure: slashes and bars, dots and
  /// colons, hyphens and dashes, quotes, `?` `#` `@`. (U+00B7 middle dot is handled apart.)
  static func isSyntaxLookalike(_ v: UInt32) -> Bool {
    switch v {
    // slashes, backslashes and vertical bars
    case 0x01C0, 0x0337, 0x0338, 0x05C0, 0x2044, 0x2215, 0x2216, 0x2223, 0x2571, 0x2572, 0x29F5,
      0x29F8, 0x29F9, 0x3033, 0xFE68, 0xFF0F, 0xFF3C, 0xFFE8:
      return true
    // dots, leaders and colons
    case 0x0387, 0x0589, 0x05C3, 0x06D4, 0x0701...0x0704, 0x0830...0x083E, 0x2024...0x2027,
      0x2236, 0x2E31, 0x2E33, 0xA4F8, 0xA4F9, 0xA60E, 0xA789, 0xFE30, 0xFE52, 0xFE55, 0xFF0E,
      0xFF1A, 0xFF61:
      return true
    // hyphens, dashes and minus signs
    case 0x02D7, 0x058A, 0x05BE, 0x1806, 0x2010...0x2015, 0x2043, 0x2212, 0x2E17, 0x2E1A, 0x2E3A,
      0x2E3B, 0x2E40, 0x301C, 0x30A0, 0xFE58, 0xFE63, 0xFF0D:
      return true
    // quotes, primes and apostrophes
    case 0x02B9...0x02BC, 0x02C8, 0x02EE, 0x2018...0x201F, 0x2032...0x2037, 0xFF02, 0xFF07:
      return true
    // question mark, number sign, at sign
    case 0x0241, 0x0242, 0x0294, 0x0295, 0x097D, 0xFE56, 0xFE5F, 0xFE6B, 0xFF03, 0xFF1F, 0xFF20:
      return true
    default:
      return false
    }
  }

  /// Katakana and CJK characters that read as a slash next to non-Japanese text:
  /// ノ ン ソ ゾ 丶 乀 乁 丿.
  static func isSlashLikeKanaOrHan(_ v: UInt32) -> Bool {
    switch v {
    case 0x30CE, 0x30F3, 0x30BD, 0x30BE, 0x4E36, 0x4E40, 0x4E41, 0x4E3F: return true
    default: return false
    }
  }

  /// CJK and Bopomofo characters that read as a Latin letter, a digit or punctuation next to
  /// non-CJK text: 一 ㄧ 丨 乛 七 丅 十 〇 ㄒ ㄚ ㄟ ㄨ ㄩ ㄈ ㆺ ㆳ ㆲ 工 讠 丁.
  static func isLatinLikeCJK(_ v: UInt32) -> Bool {
    switch v {
    case 0x4E00, 0x3127, 0x4E28, 0x4E5B, 0x4E03, 0x4E05, 0x5341, 0x3007, 0x3112, 0x311A, 0x311F,
      0x3128, 0x3129, 0x3108, 0x31BA, 0x31B3, 0x31B2, 0x5DE5, 0x8BA0, 0x4E01:
      return true
    default:
      return false
    }
  }

  /// Extra mappings applied before the UTS #39 skeleton, for look-alikes the confusables data
  /// does not fold onto the Latin letter they pass for in a host name.
  static func extraSkeletonMapping(_ v: UInt32) -> String? {
    switch v {
    case 0x0142: "l"  // ł
    case 0x00F8: "o"  // ø
    case 0x0111: "d"  // đ
    case 0x0127: "h"  // ħ
    case 0x0167: "t"  // ŧ
    case 0x014B: "n"  // ŋ
    case 0x00E6, 0x04D5: "ae"  // æ ӕ
    case 0x0153: "oe"  // œ
    case 0x00FE: "p"  // þ
    case 0x04CF: "l"  // ӏ palochka
    case 0x043A, 0x03BA: "k"  // к κ
    case 0x043D: "h"  // н
    case 0x0442: "t"  // т
    case 0x043F: "n"  // п
    case 0x044C, 0x0432: "b"  // ь в
    case 0x043C: "m"  // м
    case 0x0448, 0x03C9: "w"  // ш ω
    case 0x03C7: "x"  // χ
    case 0x0454: "e"  // є
    case 0x0491: "r"  // ґ
    default: nil
    }
  }
}
