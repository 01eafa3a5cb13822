import Testing

@testable import Omnibox

/// SkeletonMappings.swift, checked against ICU and against the rest of the display rules.
@Suite struct DisplaySkeletonTests {
  static let rows = SkeletonMappings.table
  static let extraCharacters: [(Unicode.Scalar, String)] = rows.filter { $0.kind == .extraConfusable }
    .flatMap { row in row.characters.unicodeScalars.map { ($0, row.replacements[0]) } }

  @Test func tableIsComplete() {
    #expect(Self.rows.count == 38)
    #expect(Self.extraCharacters.count == 125)
    #expect(SkeletonMappings.alternativeReadings.count == 4)
    #expect(SkeletonMappings.diacriticRemovals.count == 3)
    #expect(SkeletonGenerator.charactersChangedByDiacriticRemoval == [0x142])  // ł, as in Chromium
    #expect(Self.rows.allSatisfy { !$0.source.isEmpty && !$0.replacements.isEmpty })
  }

  /// Every mapped character is one a decoded label can hold: lowercase, and the URL Standard's
  /// IDNA keeps it as it is (valid, not mapped to something else).
  @Test func everyCharacterCanAppearInADecodedLabel() {
    for row in Self.rows {
      for c in row.characters.unicodeScalars {
        let label = String(c)
        let kept = (try? IDNA.domainToASCII(label)).map { IDNA.domainToUnicode($0).domain == label } ?? false
        // Chromium maps a few dashes that IDNA disallows, so equal skeletons are still found.
        #expect(kept || row.replacements == ["-"], "U+\(String(c.value, radix: 16))")
        #expect(String(c).lowercased() == String(c))
      }
    }
  }

  /// Characters ICU 72 reads as another ASCII text than Chromium's row does: a second reading of
  /// the same glyph, on which Chromium's row settles (`०` is ICU's digit 0, Chromium's letter o).
  static let secondReadings: [UInt32: String] = [
    0x0491: "r'",  // ґ
    0x09E6: "O", 0x0B66: "O", 0x0B20: "O",  // Bengali and Oriya zero, Oriya ṭha
    0x09ED: "9", 0x0A67: "9",  // Bengali seven, Gurmukhi one
  ]

  /// Against ICU's own confusables data: where ICU 72's skeleton of a character is ASCII, it is
  /// the row's reading or one of the reviewed ``secondReadings``; and with a row applied, the
  /// character and its reading share a skeleton. Rows ICU 72 already folds by itself are counted.
  @Test func extraConfusablesAgreeWithICU() {
    var foldedByICU = 0
    var otherReadings: [UInt32: String] = [:]
    for (c, replacement) in Self.extraCharacters {
      guard let icu = ICUSpoofChecker.shared.skeleton(String(c)),
        let target = ICUSpoofChecker.shared.skeleton(replacement)
      else {
        Issue.record("ICU skeleton failed for U+\(String(c.value, radix: 16))")
        continue
      }
      if icu == target { foldedByICU += 1 }
      if icu != target && icu.utf8.allSatisfy({ $0 < 0x80 }) { otherReadings[c.value] = icu }
      #expect(
        SkeletonGenerator.skeletons(of: "x" + String(c) + "x")
          == SkeletonGenerator.skeletons(of: "x" + replacement + "x"))
    }
    // ICU 72 folds æ ӕ ҽ ० ੦ ૦ ೦ ৪ ੪ ୨ itself; another ICU's confusables data may differ.
    if IDNA.icuVersion.hasPrefix("72.") {
      #expect(foldedByICU == 10)
      #expect(otherReadings == Self.secondReadings)
    }
  }

  /// Chromium's rule for its two tables: every digit look-alike maps to a digit in the skeleton,
  /// and every character mapped to a digit is a digit look-alike.
  @Test func digitLookalikesAndDigitMappingsAgree() {
    let mappedToDigits = Set(
      Self.extraCharacters.filter { $0.1.count == 1 && ("0"..."9").contains($0.1) }.map(\.0.value))
    #expect(mappedToDigits == LabelSpoofTables.digitLookalikes)
  }

  @Test func alternativeReadingsGiveEverySkeleton() {
    #expect(SkeletonGenerator.skeletons(of: "þ.com") == ["b.corn", "p.corn", "þ.corn"])
    #expect(SkeletonGenerator.skeletons(of: "ı.com").contains("l.corn"))
    // ł: read as l and t, and (from the variant that keeps it) ICU's own l + long solidus.
    #expect(SkeletonGenerator.skeletons(of: "ł.com") == ["l.corn", "l\u{338}.corn", "t.corn"])
    #expect(SkeletonGenerator.skeletons(of: "ӏ.com") == ["i.corn", "l.corn"])
    #expect(SkeletonGenerator.skeletons(of: "œ.com") == ["ce.corn", "oe.corn"])
  }

  /// Beyond Chromium's variant bounds a host still gets its own skeleton (Chromium gets none).
  @Test func longHostsStillHaveASkeleton() {
    let long = String(repeating: "ab", count: 20) + ".pаypal.com"
    #expect(
      AlternativeReadings.variants(of: Array(long.unicodeScalars), readings: SkeletonMappings.alternativeReadings)
        .isEmpty)
    #expect(SkeletonGenerator.skeletons(of: long).count == 1)
    #expect(TopDomainList.embedded.similarTopDomain(to: long)?.domain == "paypal.com")
    let manyReadings = String(repeating: "þ", count: 6) + ".com"
    #expect(
      AlternativeReadings.variants(
        of: Array(manyReadings.unicodeScalars), readings: SkeletonMappings.alternativeReadings
      ).isEmpty)
    #expect(SkeletonGenerator.skeletons(of: manyReadings).count == 1)
  }

  @Test func diacriticsGoOnlyFromLatinGreekCyrillicHosts() {
    #expect(SkeletonGenerator.skeletons(of: "éxample.com") == ["exarnple.corn"])
    #expect(SkeletonGenerator.skeletons(of: "ǖ.com") == ["u.corn"])
    // đ ł ø lose their strokes; ł's reading as t is taken on the spelling with strokes, as in
    // Chromium (which notes it does not combine the two).
    let strokes = SkeletonGenerator.skeletons(of: "đłø.com")
    #expect(strokes.contains("dlo.corn") && strokes.contains("d\u{335}to\u{338}.corn"))
    #expect(SkeletonGenerator.skeletons(of: "tesł.net").contains("test.net"))
    // Han is not LGC: the accent stays (and the label rules refuse it anyway).
    #expect(SkeletonGenerator.skeletons(of: "中\u{301}.com").first?.unicodeScalars.contains("\u{301}") == true)
  }
}
