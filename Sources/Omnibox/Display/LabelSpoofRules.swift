/// The per-label display rules for one decoded IDN label.
///
/// Phases, in order (the first that fails decides):
/// 1. Character screen, one pass: ASCII punctuation, invisible characters, deviation characters
///    (`ß`, `ς`), look-alikes of URL syntax, country-specific letters, combining marks on ASCII.
/// 2. ICU's UTS #39 checks at the "highly restrictive" level: invisible sequences, hidden
///    overlays, characters outside the allowed identifier set, script mixing, mixed numbers.
/// 3. Context patterns for Kana, CJK and combining marks (characters that read as Latin letters
///    or punctuation next to text of another script).
/// 4. Single-script labels: whole-script look-alikes of Latin, unless the TLD belongs to the script.
/// 5. Digit look-alikes; non-ASCII Latin letters mixed with another script.
enum LabelSpoofRules {
  typealias Script = UnicodeProperty.Script

  /// Why `label` (lowercase Unicode from ToUnicode) must not be shown in Unicode; `nil` if it may.
  ///
  /// - Parameters:
  ///   - tld: the host's last label as it appears in ASCII (`com`, `xn--p1ai`).
  ///   - tldUnicode: the same label in Unicode (`com`, `рф`).
  static func violation(in label: String, tld: Substring, tldUnicode: Substring) -> DisplayReason? {
    let scalars = Array(label.unicodeScalars)
    if scalars.isEmpty { return nil }
    if let reason = screenCharacters(scalars, tld: tld) { return reason }

    guard let result = ICUSpoofChecker.shared.check(label) else { return .spoofCheckUnavailable }
    let failed = result.failedChecks
    if failed & ICUSpoofChecker.invisibleCheck != 0 { return .invisibleCharacter }
    if failed & ICUSpoofChecker.hiddenOverlayCheck != 0 { return .combiningMark }
    if failed & ICUSpoofChecker.charLimitCheck != 0 { return .disallowedCharacter }
    if failed & ICUSpoofChecker.restrictionLevelCheck != 0 { return .mixedScript }
    if failed & ICUSpoofChecker.mixedNumbersCheck != 0 { return .mixedNumbers }
    if failed != 0 { return .disallowedCharacter }

    if let reason = contextPatternViolation(scalars) { return reason }
    if result.isSingleScript && isWholeScriptConfusable(scalars, tld: tld, tldUnicode: tldUnicode) {
      return .wholeScriptConfusable
    }
    if isDigitLookalike(scalars) { return .digitLookalike }
    if !result.isSingleScript && scalars.contains(where: isNonASCIILatin) { return .mixedScript }
    return nil
  }

  // MARK: Phase 1

  private static func screenCharacters(_ s: [Unicode.Scalar], tld: Substring) -> DisplayReason? {
    var base: Unicode.Scalar?  // the last non-mark character
    for i in s.indices {
      let v = s[i].value
      if v < 0x80 {
        let isHostCharacter = (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) || v == 0x2D || v == 0x5F
        if !isHostCharacter { return .dangerousCharacter }
        base = s[i]
        continue
      }
      if SpoofTables.isInvisible(v) { return .invisibleCharacter }
      if SpoofTables.isDeviation(v) { return .deviationCharacter }
      if v == 0x00B7 {
        // Catalan ela geminada (l·l) is the one legitimate use, and only under .cat.
        let between = i > 0 && i + 1 < s.count && s[i - 1] == "l" && s[i + 1] == "l"
        if !(between && tld == "cat") { return .dangerousCharacter }
        continue
      }
      if SpoofTables.isSyntaxLookalike(v) { return .dangerousCharacter }
      if s.count > 1 {
        if (v == 0x00FE || v == 0x00F0) && tld != "is" { return .tldSpecificCharacter }  // þ ð
        if v == 0x0259 && tld != "az" { return .tldSpecificCharacter }  // ə
      }
      if UnicodeProperty.isCombiningMark(s[i]) {
        guard let base, base.value >= 0x80 else { return .combiningMark }
        continue
      }
      base = s[i]
    }
    return nil
  }

  // MARK: Phase 3

  private static func isJapanese(_ c: Unicode.Scalar) -> Bool {
    UnicodeProperty.has(c, script: Script.katakana) || UnicodeProperty.has(c, script: Script.hiragana)
      || UnicodeProperty.has(c, script: Script.han)
  }

  private static func isCJK(_ c: Unicode.Scalar) -> Bool {
    isJapanese(c) || UnicodeProperty.has(c, script: Script.bopomofo)
  }

  private static func isLatinLetter(_ c: Unicode.Scalar) -> Bool {
    c.value >= 0x61 && c.value <= 0x7A
  }

  private static func contextPatternViolation(_ s: [Unicode.Scalar]) -> DisplayReason? {
    let n = s.count
    for i in 0..<n {
      let v = s[i].value
      let previous: Unicode.Scalar? = i > 0 ? s[i - 1] : nil
      let next: Unicode.Scalar? = i + 1 < n ? s[i + 1] : nil
      // ノ ン ソ ゾ 丶 乀 乁 丿 between two non-Japanese characters read as a slash.
      if SpoofTables.isSlashLikeKanaOrHan(v), let previous, let next, !isJapanese(previous), !isJapanese(next) {
        return .dangerousCharacter
      }
      // Katakana iteration marks ヽ ヾ must follow Katakana.
      if v == 0x30FD || v == 0x30FE {
        guard let previous, UnicodeProperty.has(previous, script: Script.katakana) else { return .dangerousCharacter }
      }
      // The prolonged sound mark ー must follow Kana; it reads as a hyphen otherwise.
      if v == 0x30FC {
        guard let previous,
          UnicodeProperty.has(previous, script: Script.katakana)
            || UnicodeProperty.has(previous, script: Script.hiragana)
        else { return .dangerousCharacter }
      }
      // The Katakana middle dot ・ next to a Latin letter reads as a dot.
      if v == 0x30FB && ((previous.map(isLatinLetter) ?? false) || (next.map(isLatinLetter) ?? false)) {
        return .dangerousCharacter
      }
      // 一 十 工 丁 ㄒ … next to non-CJK text read as Latin letters, digits or dashes.
      if SpoofTables.isLatinLikeCJK(v)
        && ((previous.map { !isCJK($0) } ?? false) || (next.map { !isCJK($0) } ?? false))
      {
        return .dangerousCharacter
      }
      // Combining marks from the Latin block belong on Latin, Greek or Cyrillic letters.
      if v >= 0x0300 && v <= 0x0339, let previous {
        let onLGC =
          UnicodeProperty.has(previous, script: Script.latin)
          || UnicodeProperty.has(previous, script: Script.greek)
          || UnicodeProperty.has(previous, script: Script.cyrillic)
        if !onLGC { return .combiningMark }
      }
      // A dotless ı with a mark on it imitates i, ì, í, …
      if v == 0x0131, let next, UnicodeProperty.isCombiningMark(next) { return .combiningMark }
      // Combining Kana voiced sound marks stack invisibly on any character.
      if v == 0x3099 || v == 0x309A { return .combiningMark }
    }
    if isKanaWithHiraganaLookalike(s) { return .dangerousCharacter }
    return nil
  }

  /// へ べ ぺ and ヘ ベ ペ look identical: one of them inside a word of the other syllabary.
  private static func isKanaWithHiraganaLookalike(_ s: [Unicode.Scalar]) -> Bool {
    guard s.count >= 3 else { return false }
    func inner(_ lookalikes: ClosedRange<UInt32>, surrounding script: Int32) -> Bool {
      var sawLookalike = false
      for (i, c) in s.enumerated() {
        if lookalikes.contains(c.value) {
          if i == 0 || i == s.count - 1 { return false }
          sawLookalike = true
        } else if !UnicodeProperty.has(c, script: script) {
          return false
        }
      }
      return sawLookalike
    }
    return inner(0x3078...0x307A, surrounding: Script.katakana)
      || inner(0x30D8...0x30DA, surrounding: Script.hiragana)
  }

  // MARK: Phases 4 and 5

  /// A single-script label whose letters of that script all look like Latin letters, under a
  /// TLD that neither belongs to the script's countries nor is written in the script.
  private static func isWholeScriptConfusable(
    _ s: [Unicode.Scalar], tld: Substring, tldUnicode: Substring
  ) -> Bool {
    // The label's script: the first character that is not Common or Inherited.
    var labelScript: Int32?
    for c in s where c.value >= 0x80 {
      let script = UnicodeProperty.script(of: c)
      if script != Script.common && script != Script.inherited { labelScript = script; break }
    }
    guard let labelScript,
      let entry = SpoofTables.wholeScriptConfusables.first(where: { $0.script == labelScript })
    else { return false }
    for c in s where c.value >= 0x80 && UnicodeProperty.script(of: c) == labelScript {
      if !entry.latinLookalikes.contains(c.value) { return false }
    }
    if entry.allowedTLDs.contains(String(tld)) { return false }
    return !tldUnicode.unicodeScalars.contains { UnicodeProperty.script(of: $0) == labelScript }
  }

  private static func isDigitLookalike(_ s: [Unicode.Scalar]) -> Bool {
    var sawLookalike = false
    for c in s {
      if (c.value >= 0x30 && c.value <= 0x39) || c.value == 0x2D { continue }
      if SpoofTables.digitLookalikes.contains(c.value) { sawLookalike = true; continue }
      return false
    }
    return sawLookalike
  }

  private static func isNonASCIILatin(_ c: Unicode.Scalar) -> Bool {
    c.value >= 0x80 && UnicodeProperty.script(of: c) == Script.latin
  }
}
