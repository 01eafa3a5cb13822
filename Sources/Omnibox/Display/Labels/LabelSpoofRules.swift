/// The per-label display rules for one decoded IDN label: Chromium's
/// `IDNSpoofChecker::SafeToDisplayAsUnicode` (current version), in its order. The first rule
/// that fails decides:
///
/// 1. ZWJ/ZWNJ anywhere → ``DisplayReason/deviationCharacter``.
/// 2. ICU's UTS #39 checks at the "highly restrictive" level over Chromium's identifier set
///    (see ``ICUSpoofChecker``): invisible sequences, hidden overlays, characters outside the
///    set, script mixing, mixed numbering systems.
/// 3. Letters allowed only under some TLDs (`þ ð` under `.is`/`.fo`, `ə` under `.az`) and the
///    middle dot (`l·l` under `.cat` only).
/// 4. An all-ASCII label passes. A single-script label (Chinese, Japanese and Korean count as
///    one script each) with no Kana exception nor combining diacritic: whole-script look-alikes
///    of Latin (unless the TLD is allowed for the script, written in it, or the label is an
///    allowed word), then digit look-alikes; otherwise it passes.
/// 5. Labels that mix scripts: digit look-alikes; non-ASCII Latin letters next to another script
///    (unless every character is Latin, Greek or Cyrillic); then ``DangerousPatterns``.
///
///     LabelSpoofRules.violation(in: "аррӏе", tld: "com", tldUnicode: "com")  // .wholeScriptConfusable
///     LabelSpoofRules.violation(in: "straße", tld: "de", tldUnicode: "de")   // nil
enum LabelSpoofRules {
  typealias Script = UnicodeProperty.Script

  /// Why `label` (lowercase Unicode from ToUnicode) must not be shown in Unicode; `nil` if it may.
  ///
  /// - Parameters:
  ///   - tld: the host's last label as it appears in ASCII (`com`, `xn--p1ai`); empty for a
  ///     single-label host.
  ///   - tldUnicode: the same label in Unicode (`com`, `рф`).
  static func violation(in label: String, tld: Substring, tldUnicode: Substring) -> DisplayReason? {
    let s = Array(label.unicodeScalars)
    if s.isEmpty { return nil }
    if s.contains(where: { LabelSpoofTables.joiners.contains($0.value) }) { return .deviationCharacter }

    guard let result = ICUSpoofChecker.shared.check(label) else { return .spoofCheckUnavailable }
    if let reason = reason(forFailedChecks: result.failedChecks) { return reason }

    let utf16Length = label.utf16.count
    let tldText = String(tld)
    for (letters, tlds, _) in LabelSpoofTables.tldSpecificLetters
    where utf16Length > 1 && s.contains(where: { letters.contains($0.value) }) && !tlds.contains(tldText) {
      return .tldSpecificCharacter
    }
    if let reason = middleDotViolation(s, tld: tld) { return reason }

    if result.restrictionLevel == ICUSpoofChecker.ascii { return nil }
    if result.restrictionLevel == ICUSpoofChecker.singleScriptRestrictive
      && !s.contains(where: {
        LabelSpoofTables.isKanaException($0.value) || LabelSpoofTables.isCombiningDiacritic($0.value)
      })
    {
      if isWholeScriptConfusable(s, label: label, tld: tldText, tldUnicode: tldUnicode) {
        return .wholeScriptConfusable
      }
      if isDigitLookalike(s) { return .digitLookalike }
      return nil
    }

    if isDigitLookalike(s) { return .digitLookalike }
    if s.contains(where: isNonASCIILatin) && !SkeletonGenerator.shouldRemoveDiacritics(s) { return .mixedScript }
    if let rule = DangerousPatterns.firstMatch(in: s) { return rule.reason }
    return nil
  }

  /// The reason for ICU's failed-check bits, most specific first; `nil` when none failed.
  static func reason(forFailedChecks failed: Int32) -> DisplayReason? {
    if failed == 0 { return nil }
    if failed & ICUSpoofChecker.invisibleCheck != 0 { return .invisibleCharacter }
    if failed & ICUSpoofChecker.hiddenOverlayCheck != 0 { return .combiningMark }
    if failed & ICUSpoofChecker.charLimitCheck != 0 { return .disallowedCharacter }
    if failed & ICUSpoofChecker.restrictionLevelCheck != 0 { return .mixedScript }
    if failed & ICUSpoofChecker.mixedNumbersCheck != 0 { return .mixedNumbers }
    return .disallowedCharacter
  }

  /// Chromium's `HasUnsafeMiddleDot`: `·` only under `.cat`, only between two `l`.
  private static func middleDotViolation(_ s: [Unicode.Scalar], tld: Substring) -> DisplayReason? {
    for (i, c) in s.enumerated() where c.value == LabelSpoofTables.middleDot {
      if tld != LabelSpoofTables.middleDotTLD { return .tldSpecificCharacter }
      guard i > 0, i + 1 < s.count, s[i - 1] == "l", s[i + 1] == "l" else { return .dangerousCharacter }
    }
    return nil
  }

  /// Chromium's `IsLabelWholeScriptConfusableForScript` and `IsWholeScriptConfusableAllowedForTLD`
  /// over every script of ``LabelSpoofTables/wholeScriptConfusables``.
  private static func isWholeScriptConfusable(
    _ s: [Unicode.Scalar], label: String, tld: String, tldUnicode: Substring
  ) -> Bool {
    let scripts = s.map { $0.value < 0x80 ? Script.latin : UnicodeProperty.script(of: $0) }
    var present: [Int32] = []
    for script in scripts where !present.contains(script) { present.append(script) }
    for entry in present.compactMap({ LabelSpoofTables.wholeScriptConfusableByScript[$0] }) {
      var sawLetter = false
      var allLookalikes = true
      for (c, script) in zip(s, scripts) where script == entry.script {
        sawLetter = true
        if !entry.latinLookalikes.contains(c.value) {
          allLookalikes = false
          break
        }
      }
      guard sawLetter && allLookalikes else { continue }
      let tldInScript = tldUnicode.unicodeScalars.contains { UnicodeProperty.script(of: $0) == entry.script }
      if !tldInScript && !entry.allowedTLDs.contains(tld)
        && !LabelSpoofTables.allowedWholeScriptConfusableWords.contains(label)
      {
        return true
      }
    }
    return false
  }

  /// Chromium's `IsDigitLookalike`: only ASCII digits and digit look-alikes, at least one of those.
  private static func isDigitLookalike(_ s: [Unicode.Scalar]) -> Bool {
    var sawLookalike = false
    for c in s {
      if ASCII.isDigit(c) { continue }
      guard LabelSpoofTables.digitLookalikes.contains(c.value) else { return false }
      sawLookalike = true
    }
    return sawLookalike
  }

  private static func isNonASCIILatin(_ c: Unicode.Scalar) -> Bool {
    c.value >= 0x80 && UnicodeProperty.script(of: c) == Script.latin
  }
}
