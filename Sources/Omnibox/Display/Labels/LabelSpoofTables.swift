// Character tables for the per-label display rules, copied as data from Chromium's IDN spoof
// checker (components/url_formatter/spoof_checks/idn_spoof_checker.cc, current version;
// BSD-3-Clause, © The Chromium Authors). The code applying them is in LabelSpoofRules.swift and
// DangerousPatterns.swift.

/// One script whose letters can spell a Latin-looking label on their own.
struct WholeScriptConfusable: Sendable {
  /// ICU script code (Script property) of the script's letters.
  let script: Int32
  /// The script's letters that look like a Latin letter (lowercase; labels are lowercase).
  let latinLookalikes: Set<UInt32>
  /// ASCII top-level domains where labels written only in these letters are normal.
  let allowedTLDs: Set<String>
  /// Why and where from.
  let note: String

  init(_ script: Int32, _ letters: String, tlds: Set<String> = [], _ note: String) {
    self.script = script
    self.latinLookalikes = Set(letters.unicodeScalars.map(\.value))
    self.allowedTLDs = tlds
    self.note = note
  }
}

enum LabelSpoofTables {
  typealias Script = UnicodeProperty.Script

  /// Chromium's `kWholeScriptConfusables`. A single-script label whose letters of one of these
  /// scripts are all look-alikes stays in punycode, unless the TLD is listed for the script or
  /// is itself written in it.
  static let wholeScriptConfusables: [WholeScriptConfusable] = [
    WholeScriptConfusable(Script.armenian, "ագզէլհյոսւօՙ", tlds: ["am"], "Chromium"),
    // Cyrillic, letter by letter as Chromium's current checker has it (the copy following
    // upstream's ICU 78.2 update; see Fixtures/chromium-spoof/SOURCE.md). Its 2021 copies lacked
    // `к` and `т` and spelled the soft sign as capital `Ь`, which a lower-cased label never holds
    // (the checker now asks for lower case, and has `ь`). `к` and `т` are kept because
    // Chromium's own unit-test rows `ск.com` and `теѕт.com` are unsafe only with them, and its
    // allowed words gained `театр` (spoofing nothing once `т` counts) with them; so `торты.com`
    // stays in punycode, as in Chromium, though Firefox shows it (display/hosts.json rows).
    WholeScriptConfusable(
      Script.cyrillic, "аысԁеԍһіюкјӏорԗԛѕтԝхуъьҽпгѵѡ",
      tlds: ["bg", "by", "kz", "pyc", "ru", "su", "ua", "uz"], "Chromium: TLDs holding most Cyrillic domains"),
    WholeScriptConfusable(
      Script.ethiopic, "ሀሠሰስበነተከዐዕዘጠፐꬅ", tlds: ["er", "et"], "Chromium: the most obvious letters only"),
    WholeScriptConfusable(Script.georgian, "იოყძხჽჿ", tlds: ["ge"], "Chromium"),
    WholeScriptConfusable(Script.greek, "αικνρυωηοτ", tlds: ["gr"], "Chromium: ignores variants such as ά έ ή ί"),
    WholeScriptConfusable(Script.hebrew, "דוחיןסװײ׳ﬦ", tlds: ["il"], "Chromium: TLD holding most Hebrew domains"),
    WholeScriptConfusable(Script.bengali, "০৭", "Chromium: Indic script, no ccTLD allowed"),
    WholeScriptConfusable(Script.devanagari, "ऽ०ॱ", "Chromium: Indic script, no ccTLD allowed"),
    WholeScriptConfusable(Script.gujarati, "ડટ૦૧", "Chromium: Indic script, no ccTLD allowed"),
    WholeScriptConfusable(Script.gurmukhi, "੦੧", "Chromium: Indic script, no ccTLD allowed"),
    WholeScriptConfusable(Script.kannada, "ಽ೦೧", "Chromium: Indic script, no ccTLD allowed"),
    WholeScriptConfusable(Script.malayalam, "ടഠധനറ൦", "Chromium: Indic script, no ccTLD allowed"),
    WholeScriptConfusable(Script.oriya, "ଠ୦୮", "Chromium: Indic script, no ccTLD allowed"),
    WholeScriptConfusable(Script.tamil, "டப௦", "Chromium: Indic script, no ccTLD allowed"),
    WholeScriptConfusable(Script.telugu, "౦౧", "Chromium: Indic script, no ccTLD allowed"),
    WholeScriptConfusable(
      Script.myanmar, "ခဂငထပဝ၀၂ၔၜ\u{1090}\u{1091}\u{1095}\u{1096}\u{1097}", tlds: ["mm"],
      "Chromium: with the Shan digits"),
    WholeScriptConfusable(
      Script.thai, "ทนบพรหเแ๐ดลปฟม", tlds: ["th"],
      "Chromium's Linux set (its other platforms use บพเแ๐; the larger set is the stricter)"),
  ]

  /// ``wholeScriptConfusables`` by script.
  static let wholeScriptConfusableByScript: [Int32: WholeScriptConfusable] = Dictionary(
    wholeScriptConfusables.map { ($0.script, $0) }, uniquingKeysWith: { first, _ in first })

  /// Chromium's `kAllowedWholeScriptConfusableWords`: common Cyrillic words that are whole-script
  /// confusables but spell no Latin word.
  static let allowedWholeScriptConfusableWords: Set<String> = [
    "секс", "как", "коса", "курс", "парк", "такий", "укроп", "сахарок", "покраска", "театр", "астро", "пхукет",
  ]

  /// Chromium's `digit_lookalikes_`: characters that are, or look like, digits. A label made
  /// only of ASCII digits and these is refused. (Each also maps to its digit in
  /// SkeletonMappings, as Chromium requires of its two tables.)
  static let digitLookalikes: Set<UInt32> = Set("θ२২੨૨೩೭շзҙӡउওਤ੩૩౩ဒვპੜკ੫丩ㄐճ৪੪୫૭୨౨".unicodeScalars.map(\.value))

  /// Letters allowed only under some top-level domains (in labels longer than one character).
  static let tldSpecificLetters: [(letters: Set<UInt32>, tlds: Set<String>, note: String)] = [
    ([0x00FE, 0x00F0], ["is", "fo"], "þ ð: Icelandic and Faroese; þ passes for b and p, ð for o (Chromium)"),
    ([0x0259], ["az"], "ə: Azerbaijani (Chromium)"),
  ]

  /// The middle dot U+00B7: only in Catalan `l·l`, only under `.cat` (Chromium, RFC 5892 A.3).
  static let middleDot: UInt32 = 0x00B7
  static let middleDotTLD = "cat"

  /// ZWJ and ZWNJ: Chromium keeps them out of Unicode display even under non-transitional
  /// IDNA (they are invisible); ICU's identifier set does not hold them either.
  static let joiners: Set<UInt32> = [0x200C, 0x200D]

  /// Chromium's `kana_letters_exceptions_`: へ べ ぺ ヘ ベ ペ ・ ー ヽ ヾ. A single-script label
  /// holding one still goes through the dangerous patterns.
  static func isKanaException(_ v: UInt32) -> Bool {
    (0x3078...0x307A).contains(v) || (0x30D8...0x30DA).contains(v) || (0x30FB...0x30FE).contains(v)
  }

  /// Chromium's `combining_diacritics_exceptions_`: the combining marks U+0300–U+0339.
  static func isCombiningDiacritic(_ v: UInt32) -> Bool { (0x0300...0x0339).contains(v) }
}
