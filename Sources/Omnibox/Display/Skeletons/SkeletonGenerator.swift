/// Confusable skeletons of a host, built the way Chromium's skeleton generator builds them, so
/// that two hosts that look alike get a skeleton in common.
///
/// For a host (lowercase Unicode, labels separated by `.`):
/// 1. **Diacritic-free form**, when every character is Latin, Greek, Cyrillic, a digit, `.`,
///    `_`, `-` or a combining mark U+0300–U+0339: canonical decomposition, nonspacing marks
///    removed, then the ``SkeletonMappingKind/diacriticRemoval`` rows (`ł` → `l`).
/// 2. **Variants** for characters with two readings (``AlternativeReadings``): `þ` as `b` and
///    `p`, `œ` as `ce` and `oe`, `ł` as `l` and `t`, `ı` as `l` and `i`; when the host holds a
///    character the diacritic removal changes (`ł`), the variants of the original host too.
/// 3. Per variant, the ``SkeletonMappingKind/extraConfusable`` rows (`ҏ` → `p`, `丆` → `t`),
///    then ICU's UTS #39 skeleton (which folds `m` into `rn`, `0` into `O`, `1` into `l`, …);
///    for a variant holding `ӏ`, also the skeleton with every `ӏ` read as `l`.
///
///     SkeletonGenerator.skeletons(of: "ҏаураӏ.com")  // ["paypai.corn", "paypal.corn"] (Cyrillic)
///     SkeletonGenerator.skeletons(of: "łest.net")    // ["lest.net", "l̸est.net", "test.net"]
///
/// One departure from Chromium, on the strict side: a host too long for variants (over 32 UTF-16
/// code units, or more than 5 characters with readings) still gets the skeleton of its own
/// spelling, where Chromium computes none and so never matches it against the top domains.
enum SkeletonGenerator {
  typealias Script = UnicodeProperty.Script

  /// The distinct skeletons of `host`, sorted; empty only when ICU failed. A trailing dot is
  /// ignored.
  ///
  /// - Complexity: O(n) ICU calls for a host without alternative readings; at most
  ///   ``AlternativeReadings/maximumVariants`` × 2 skeletons otherwise.
  static func skeletons(of host: some StringProtocol) -> [String] {
    let bare = host.hasSuffix(".") ? host.dropLast() : host[...]
    // The usual host needs no mapping of ours (no marks to drop from Latin, Greek or Cyrillic,
    // nothing in the table): ICU's skeleton of the text itself.
    let hasNonASCII = bare.utf8.contains { $0 >= 0x80 }
    if !hasNonASCII || (!shouldRemoveDiacritics(bare.unicodeScalars) && !bare.unicodeScalars.contains(where: isInTable))
    {
      return skeletons(ofVariants: CollectionOfOne(String(bare)))
    }
    return skeletons(ofScalars: Array(bare.unicodeScalars))
  }

  /// Whether a row of the table maps `c`.
  private static func isInTable(_ c: Unicode.Scalar) -> Bool {
    c.value >= 0x80
      && (SkeletonMappings.extraConfusables[c.value] != nil || SkeletonMappings.scalarsWithReadings.contains(c.value)
        || SkeletonMappings.extraSkeletons.contains { $0.scalar == c.value })
  }

  static func skeletons(ofScalars host: [Unicode.Scalar]) -> [String] {
    let withoutDiacritics = shouldRemoveDiacritics(host) ? removingDiacritics(host) : host
    // The usual host: nothing with two readings, one variant.
    if !withoutDiacritics.contains(where: hasReadings) && !host.contains(where: hasReadings) {
      return skeletons(ofVariants: CollectionOfOne(applyingExtraConfusables(withoutDiacritics)))
    }
    var variants = variantsOrItself(withoutDiacritics)
    if withoutDiacritics != host && host.contains(where: { charactersChangedByDiacriticRemoval.contains($0.value) }) {
      variants += variantsOrItself(host)
    }
    return skeletons(ofVariants: variants.map { applyingExtraConfusables(Array($0.unicodeScalars)) })
  }

  /// ICU's skeletons of the (already mapped) variants, plus the ``SkeletonMappingKind/extraSkeleton``
  /// alternatives; sorted, distinct.
  private static func skeletons(ofVariants variants: some Collection<String>) -> [String] {
    var skeletons: [String] = []
    for mapped in variants {
      for (scalar, replacement) in SkeletonMappings.extraSkeletons
      where mapped.unicodeScalars.contains(where: { $0.value == scalar }) {
        var alternative = ""
        for c in mapped.unicodeScalars {
          if c.value == scalar { alternative += replacement } else { alternative.unicodeScalars.append(c) }
        }
        if let skeleton = ICUSpoofChecker.shared.skeleton(alternative) { skeletons.append(skeleton) }
      }
      if let skeleton = ICUSpoofChecker.shared.skeleton(mapped) { skeletons.append(skeleton) }
    }
    if skeletons.count < 2 { return skeletons }
    skeletons.sort()
    var distinct: [String] = []
    for skeleton in skeletons where distinct.last != skeleton { distinct.append(skeleton) }
    return distinct
  }

  private static func hasReadings(_ c: Unicode.Scalar) -> Bool {
    c.value >= 0x80 && SkeletonMappings.scalarsWithReadings.contains(c.value)
  }

  /// Chromium's test for the diacritic-free form: Latin, Greek or Cyrillic (Script property),
  /// ASCII digits, `.`, `_`, `-`, and the combining marks U+0300–U+0339.
  static func shouldRemoveDiacritics(_ host: some Sequence<Unicode.Scalar>) -> Bool {
    host.allSatisfy { c in
      let v = c.value
      if v < 0x80 {
        return ASCII.isAlpha(c) || ASCII.isDigit(c) || c == "." || c == "_" || c == "-"
      }
      if v >= 0x0300 && v <= 0x0339 { return true }
      let script = UnicodeProperty.script(of: c)
      return script == Script.latin || script == Script.greek || script == Script.cyrillic
    }
  }

  /// `host` with nonspacing marks removed after canonical decomposition, then the
  /// ``SkeletonMappingKind/diacriticRemoval`` rows applied.
  ///
  ///     let host = SkeletonGenerator.removingDiacritics(Array("éxample.com".unicodeScalars))
  ///     host == Array("example.com".unicodeScalars)  // true
  static func removingDiacritics(_ host: [Unicode.Scalar]) -> [Unicode.Scalar] {
    var out: [Unicode.Scalar] = []
    out.reserveCapacity(host.count)
    for c in host {
      if c.value < 0x80 {
        out.append(c)
        continue
      }
      UnicodeProperty.forEachCanonicalDecomposed(c) { d in
        guard !UnicodeProperty.isNonspacingMark(d) else { return }
        if let replacement = SkeletonMappings.diacriticRemovals[d.value] {
          out.append(contentsOf: replacement.unicodeScalars)
        } else {
          out.append(d)
        }
      }
    }
    return out
  }

  /// Characters that have readings and that the diacritic removal changes (Chromium computes
  /// the same set from its tables: `ł`).
  static let charactersChangedByDiacriticRemoval: Set<UInt32> = Set(
    SkeletonMappings.alternativeReadings.keys.filter { value in
      guard let c = Unicode.Scalar(value) else { return false }
      return removingDiacritics([c]) != [c]
    })

  private static func variantsOrItself(_ host: [Unicode.Scalar]) -> [String] {
    let variants = AlternativeReadings.variants(of: host, readings: SkeletonMappings.alternativeReadings)
    if !variants.isEmpty || host.isEmpty { return variants }
    return [string(of: host)]
  }

  private static func applyingExtraConfusables(_ host: [Unicode.Scalar]) -> String {
    var mapped: [Unicode.Scalar] = []
    mapped.reserveCapacity(host.count + 4)
    for c in host {
      if c.value >= 0x80, let replacement = SkeletonMappings.extraConfusables[c.value] {
        mapped.append(contentsOf: replacement.unicodeScalars)
      } else {
        mapped.append(c)
      }
    }
    return string(of: mapped)
  }

  /// The text of `scalars`, encoded straight into the string's storage.
  static func string(of scalars: [Unicode.Scalar]) -> String {
    String(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
      var count = 0
      for c in scalars {
        UTF8.encode(c) { byte in
          buffer[count] = byte
          count += 1
        }
      }
      return count
    }
  }
}
