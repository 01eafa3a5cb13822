internal import CICU

// The UTS #39 spoof checker and confusable skeletons, through ICU, for the Display room.
// (UnicodeProperty+ICU.swift holds the per-character properties; every file that imports CICU
// is in this ICU room.)

/// One configured `USpoofChecker`, shared by every thread.
///
/// `@unchecked Sendable` is safe here: the checker is fully configured in `init` and never
/// changed afterwards, and ICU documents the single-identifier check functions and skeleton
/// computation on a configured `USpoofChecker` as thread-safe (they take `const USpoofChecker *`).
/// The handle lives for the whole process and is never closed.
struct ICUSpoofChecker: @unchecked Sendable {
  /// The failed checks and the restriction level ICU found for one label.
  struct Result {
    /// The `USPOOF_*` check bits that failed (0: all passed).
    var failedChecks: Int32
    /// The label's UTS #39 restriction level (`USPOOF_ASCII` … `USPOOF_UNRESTRICTIVE`).
    var restrictionLevel: Int32
  }

  // uspoof.h constants (stable ICU API values).
  static let restrictionLevelCheck: Int32 = 16
  static let invisibleCheck: Int32 = 32
  static let charLimitCheck: Int32 = 64
  static let mixedNumbersCheck: Int32 = 128
  static let hiddenOverlayCheck: Int32 = 256
  static let allChecksMask: Int32 = 0xFFFF
  static let auxInfo: Int32 = 0x4000_0000
  static let restrictionLevelMask: Int32 = 0x7F00_0000
  static let ascii: Int32 = 0x1000_0000
  static let singleScriptRestrictive: Int32 = 0x2000_0000

  /// The process-wide checker, configured once on first use.
  static let shared = ICUSpoofChecker()

  private let pointer: OpaquePointer?

  /// Code points Chromium's `SetAllowedUnicodeSet` removes from UTS #39's Recommended +
  /// Inclusion sets because they pass for something else in a host name, or are too rarely used
  /// to be worth the risk (Chromium's Apple-only removals, for a font problem, are not made).
  private static let removedFromAllowed: [(UInt32, UInt32)] = [
    (0x0138, 0x0138),  // ĸ kra: historic Greenlandic, a small-capital K look-alike
    (0x01CD, 0x01DC),  // Pinyin tone letters in Latin Extended-B: rarely typed in hosts
    (0x02BB, 0x02BC),  // modifier letter turned comma / apostrophe: quote look-alikes
    (0x02EC, 0x02EC),  // modifier letter voicing: a tick mark
    (0x0338, 0x0338),  // combining long solidus overlay: draws a slash
    (0x058A, 0x058A),  // Armenian hyphen
    (0x1C80, 0x1C8F),  // Cyrillic Extended-C: historic letter variants
    (0x1E00, 0x1E9B),  // Latin Extended Additional before the Vietnamese letters
    (0x1F00, 0x1FFF),  // Greek Extended (polytonic): accents hard to see at URL size
    (0x2010, 0x2010),  // hyphen: passes for hyphen-minus
    (0x2019, 0x2019),  // right single quotation mark
    (0x2027, 0x2027),  // hyphenation point: a dot
    (0x30A0, 0x30A0),  // Katakana-Hiragana double hyphen: an equals sign
    (0xA640, 0xA69F),  // Cyrillic Extended-B: historic letters
    (0xA720, 0xA7FF),  // Latin Extended-D: phonetic and historic letters
  ]

  private init() {
    var status = Int32(CICU_ZERO_ERROR)
    guard let checker = cicu_spoof_open(&status), cicu_failure(status) == 0 else {
      pointer = nil
      return
    }
    // Highly restrictive: one script, or Latin + Han + Hiragana + Katakana, Latin + Han +
    // Bopomofo, or Latin + Han + Hangul (plus Common and Inherited characters).
    cicu_spoof_set_restriction_level(checker, Int32(CICU_SPOOF_HIGHLY_RESTRICTIVE))
    if let allowed = cicu_set_open_empty() {
      if let recommended = cicu_spoof_recommended_set(&status) { cicu_set_add_all(allowed, recommended) }
      if let inclusion = cicu_spoof_inclusion_set(&status) { cicu_set_add_all(allowed, inclusion) }
      for (first, last) in Self.removedFromAllowed {
        cicu_set_remove_range(allowed, Int32(bitPattern: first), Int32(bitPattern: last))
      }
      cicu_spoof_set_allowed_chars(checker, allowed, &status)  // ICU keeps its own copy
      cicu_set_close(allowed)
    } else {
      status = Int32(CICU_MEMORY_ALLOCATION_ERROR)
    }
    // Every check (the confusable ones are no-ops on a single string), as Chromium's checker.
    let checks = Self.allChecksMask | Self.auxInfo
    cicu_spoof_set_checks(checker, checks, &status)
    if cicu_failure(status) != 0 {
      cicu_spoof_close(checker)
      pointer = nil
    } else {
      pointer = checker
    }
  }

  /// Whether the checker could be configured; when false every check reports failure.
  var isAvailable: Bool { pointer != nil }

  /// Runs the configured UTS #39 checks on one label; `nil` when ICU failed.
  func check(_ label: String) -> Result? {
    guard let checker = pointer else { return nil }
    var label = label
    return label.withUTF8 { bytes -> Result? in
      guard let base = bytes.baseAddress, bytes.count <= Int(Int32.max) else { return nil }
      var status = Int32(CICU_ZERO_ERROR)
      let raw = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
        cicu_spoof_check_utf8(checker, $0, Int32(bytes.count), &status)
      }
      guard cicu_failure(status) == 0 else { return nil }
      return Result(
        failedChecks: raw & Self.allChecksMask, restrictionLevel: raw & Self.restrictionLevelMask)
    }
  }

  /// The UTS #39 confusable skeleton of `text` (NFD, confusables mapped, NFD again); `nil` when
  /// ICU failed.
  ///
  /// - Complexity: one ICU call (two when the skeleton is over 3× longer than `text`); ICU
  ///   writes straight into the result's storage.
  func skeleton(_ text: String) -> String? {
    guard let checker = pointer else { return nil }
    var text = text
    return text.withUTF8 { bytes -> String? in
      guard bytes.count <= 4096 else { return nil }
      guard let base = bytes.baseAddress else { return "" }
      return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { source -> String? in
        var capacity = max(32, bytes.count * 3)
        for _ in 0..<2 {
          var status = Int32(CICU_ZERO_ERROR)
          var needed: Int32 = 0
          let skeleton = String(unsafeUninitializedCapacity: capacity) { buffer -> Int in
            guard let out = buffer.baseAddress else { return 0 }
            needed = out.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
              cicu_spoof_skeleton_utf8(checker, source, Int32(bytes.count), $0, Int32(buffer.count), &status)
            }
            return cicu_failure(status) == 0 ? max(0, min(Int(needed), buffer.count)) : 0
          }
          if status == Int32(CICU_BUFFER_OVERFLOW_ERROR) {
            capacity = Int(needed) + 1
            continue
          }
          return cicu_failure(status) == 0 ? skeleton : nil
        }
        return nil
      }
    }
  }
}
