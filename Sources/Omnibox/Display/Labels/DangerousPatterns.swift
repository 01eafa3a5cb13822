/// Chromium's `dangerous_pattern` regular expression (idn_spoof_checker.cc, current version),
/// written out as one table of context rules over a label's characters. Chromium applies it
/// only to labels that mix scripts (or hold Kana exceptions or combining diacritics); so does
/// ``LabelSpoofRules``.
///
/// Each rule is one alternative of the regular expression; `scx=` means Script_Extensions.
enum DangerousPatterns {
  typealias Script = UnicodeProperty.Script

  /// One alternative of the pattern: what it catches, and the reason it is reported with.
  struct Rule: Sendable {
    let name: String
    let reason: DisplayReason
    /// Whether the rule matches `label` at position `i`.
    let matches: @Sendable (_ label: [Unicode.Scalar], _ i: Int) -> Bool
  }

  /// The first rule that matches somewhere in `label`, if any.
  ///
  /// - Complexity: O(n × rules).
  static func firstMatch(in label: [Unicode.Scalar]) -> Rule? {
    for i in label.indices {
      for rule in rules where rule.matches(label, i) { return rule }
    }
    for rule in wholeLabelRules where rule.matches(label, 0) { return rule }
    return nil
  }

  // MARK: Character classes

  static func isKana(_ c: Unicode.Scalar) -> Bool { UnicodeProperty.has(c, script: Script.katakana) }
  static func isHiragana(_ c: Unicode.Scalar) -> Bool { UnicodeProperty.has(c, script: Script.hiragana) }
  static func isHan(_ c: Unicode.Scalar) -> Bool { UnicodeProperty.has(c, script: Script.han) }
  static func isBopomofo(_ c: Unicode.Scalar) -> Bool { UnicodeProperty.has(c, script: Script.bopomofo) }
  static func isJapanese(_ c: Unicode.Scalar) -> Bool { isKana(c) || isHiragana(c) || isHan(c) }
  static func isCJK(_ c: Unicode.Scalar) -> Bool { isJapanese(c) || isBopomofo(c) }
  static func isLGC(_ c: Unicode.Scalar) -> Bool {
    UnicodeProperty.has(c, script: Script.latin) || UnicodeProperty.has(c, script: Script.greek)
      || UnicodeProperty.has(c, script: Script.cyrillic)
  }

  /// ノ ン ソ ゾ 丶 乀 乁 丿: read as a slash between non-Japanese characters.
  static let slashLike: Set<UInt32> = [0x30CE, 0x30F3, 0x30BD, 0x30BE, 0x4E36, 0x4E40, 0x4E41, 0x4E3F]

  /// 一 ㄧ 丨 乛 七 丅 十 〇 ㄒ ㄚ ㄟ ㄨ ㄩ ㄈ ㆺ ㆳ 工 ㆲ 讠 丁 丶 and the Kangxi-radical forms
  /// 亅 二 亠 冖 宀 巛: read as Latin letters, digits or punctuation next to non-CJK characters.
  static let latinLikeCJK: Set<UInt32> = [
    0x4E00, 0x3127, 0x4E28, 0x4E5B, 0x4E03, 0x4E05, 0x5341, 0x3007, 0x3112, 0x311A, 0x311F, 0x3128, 0x3129,
    0x3108, 0x31BA, 0x31B3, 0x5DE5, 0x31B2, 0x8BA0, 0x4E01, 0x4E36, 0x4E85, 0x4E8C, 0x4EA0, 0x5196, 0x5B80,
    0x5DDB,
  ]

  private static func at(_ label: [Unicode.Scalar], _ i: Int) -> Unicode.Scalar? {
    label.indices.contains(i) ? label[i] : nil
  }

  private static func isCombiningDiacritic(_ c: Unicode.Scalar) -> Bool {
    LabelSpoofTables.isCombiningDiacritic(c.value)
  }

  // MARK: The rules

  /// Rules tried at every position, in the order of Chromium's pattern.
  static let rules: [Rule] = [
    Rule(name: "slash-like Kana or Han between non-Japanese characters", reason: .dangerousCharacter) { s, i in
      guard slashLike.contains(s[i].value), let before = at(s, i - 1), let after = at(s, i + 1) else { return false }
      return !isJapanese(before) && !isJapanese(after)
    },
    Rule(name: "Katakana iteration mark ヽ ヾ not after Katakana", reason: .dangerousCharacter) { s, i in
      guard s[i].value == 0x30FD || s[i].value == 0x30FE else { return false }
      guard let before = at(s, i - 1) else { return true }
      return !isKana(before)
    },
    Rule(name: "prolonged sound mark ー not after Kana", reason: .dangerousCharacter) { s, i in
      guard s[i].value == 0x30FC else { return false }
      guard let before = at(s, i - 1) else { return true }
      return !isKana(before) && !isHiragana(before)
    },
    Rule(
      name: "Katakana middle dot ・ next to a non-Japanese character or ending the label", reason: .dangerousCharacter
    ) {
      s, i in
      guard s[i].value == 0x30FB else { return false }
      if let before = at(s, i - 1), !isJapanese(before) { return true }
      guard let after = at(s, i + 1) else { return true }
      return !isJapanese(after)
    },
    Rule(name: "Latin-like CJK character next to a non-CJK character", reason: .dangerousCharacter) { s, i in
      guard latinLikeCJK.contains(s[i].value) else { return false }
      if let before = at(s, i - 1), !isCJK(before) { return true }
      if let after = at(s, i + 1), !isCJK(after) { return true }
      return false
    },
    Rule(name: "combining diacritic U+0300–U+0339 after a non-LGC character", reason: .combiningMark) { s, i in
      guard isCombiningDiacritic(s[i]), let before = at(s, i - 1) else { return false }
      return !isLGC(before)
    },
    Rule(name: "dotless ı with a combining diacritic", reason: .combiningMark) { s, i in
      guard s[i].value == 0x0131, let after = at(s, i + 1) else { return false }
      return isCombiningDiacritic(after)
    },
    Rule(name: "combining Kana voiced sound mark", reason: .combiningMark) { s, i in
      s[i].value == 0x3099 || s[i].value == 0x309A
    },
    Rule(name: "dot above U+0307 after i, j or l", reason: .combiningMark) { s, i in
      guard s[i].value == 0x0307, let before = at(s, i - 1) else { return false }
      return before == "i" || before == "j" || before == "l"
    },
  ]

  /// Rules about the whole label (anchored at both ends in Chromium's pattern).
  static let wholeLabelRules: [Rule] = [
    Rule(name: "one Hiragana へ べ ぺ inside a Katakana label", reason: .dangerousCharacter) { s, _ in
      oneLookalike(in: s, lookalikes: 0x3078...0x307A, surroundedBy: isKana)
    },
    Rule(name: "one Katakana ヘ ベ ペ inside a Hiragana label", reason: .dangerousCharacter) { s, _ in
      oneLookalike(in: s, lookalikes: 0x30D8...0x30DA, surroundedBy: isHiragana)
    },
  ]

  /// `^[scx]+[lookalike][scx]+$`: exactly one look-alike, not first nor last, every other
  /// character of the surrounding syllabary.
  private static func oneLookalike(
    in s: [Unicode.Scalar], lookalikes: ClosedRange<UInt32>, surroundedBy isSyllabary: (Unicode.Scalar) -> Bool
  ) -> Bool {
    guard s.count >= 3 else { return false }
    var found = 0
    for (i, c) in s.enumerated() {
      if isSyllabary(c) { continue }
      guard lookalikes.contains(c.value), i > 0, i < s.count - 1 else { return false }
      found += 1
    }
    return found == 1
  }
}
