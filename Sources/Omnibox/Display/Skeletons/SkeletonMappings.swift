// The character mappings the skeleton generator applies around ICU's UTS #39 skeleton, in one
// table. Every row comes from Chromium's skeleton generator
// (components/url_formatter/spoof_checks/skeleton_generator.cc: the "DropAcc" and "ExtraConf"
// transliterator rules and `character_map_`), BSD-3-Clause, © The Chromium Authors; the rows are
// data copied from it, the code that applies them is ours. SkeletonMappingTests checks every row
// against ICU (the characters are IDNA-valid, each row changes a skeleton, digit look-alikes
// agree with the label rules).

/// How a row of ``SkeletonMappings/table`` is applied.
enum SkeletonMappingKind: Sendable, Hashable {
  /// After removing nonspacing marks (NFD, drop Mn): letters with a stroke or bar that have no
  /// canonical decomposition (`ł` → `l`).
  case diacriticRemoval
  /// Before ICU's skeleton, every occurrence: look-alikes the UTS #39 confusables data does not
  /// fold onto the Latin letter or digit they pass for in a host name (`ҏ` → `p`, `丆` → `t`).
  case extraConfusable
  /// A character with more than one reading: every combination of readings is a variant of the
  /// host (`þ` reads as `b` and as `p`), besides the character itself.
  case alternativeReading
  /// One more skeleton, with every occurrence replaced at once after the extra confusables
  /// (`ӏ`, which ICU's skeleton reads as `i`, also reads as `l`).
  case extraSkeleton
}

/// One row: each character of ``characters`` maps to ``replacements``.
struct SkeletonMapping: Sendable {
  let kind: SkeletonMappingKind
  /// The characters mapped (each scalar is one key).
  let characters: String
  /// What each maps to: one replacement, or the readings of an ``SkeletonMappingKind/alternativeReading``.
  let replacements: [String]
  /// Where the row comes from.
  let source: String

  init(_ kind: SkeletonMappingKind, _ characters: String, _ replacements: [String], _ source: String) {
    self.kind = kind
    self.characters = characters
    self.replacements = replacements
    self.source = source
  }
}

enum SkeletonMappings {
  private static let dropAcc = "Chromium skeleton_generator.cc, DropAcc rules"
  private static let extraConf = "Chromium skeleton_generator.cc, ExtraConf rules"
  private static let characterMap = "Chromium skeleton_generator.cc, character_map_"

  /// The whole table, in Chromium's order.
  static let table: [SkeletonMapping] = [
    // Letters whose stroke is not a combining mark.
    SkeletonMapping(.diacriticRemoval, "ł", ["l"], dropAcc),
    SkeletonMapping(.diacriticRemoval, "ø", ["o"], dropAcc),
    SkeletonMapping(.diacriticRemoval, "đ", ["d"], dropAcc),

    // Latin look-alikes.
    SkeletonMapping(.extraConfusable, "æӕ", ["ae"], extraConf),
    SkeletonMapping(.extraConfusable, "ϼҏ", ["p"], extraConf),
    SkeletonMapping(.extraConfusable, "ħнћңҥӈӊԋԧԩ", ["h"], extraConf),
    SkeletonMapping(.extraConfusable, "ĸκкқҝҟҡӄԟ", ["k"], extraConf),
    SkeletonMapping(.extraConfusable, "ŋпԥกח", ["n"], extraConf),
    SkeletonMapping(.extraConfusable, "ŧтҭԏ七丅丆丁", ["t"], extraConf),
    SkeletonMapping(.extraConfusable, "ƅьҍвß", ["b"], extraConf),
    SkeletonMapping(.extraConfusable, "ωшщพฟພຟ", ["w"], extraConf),
    SkeletonMapping(.extraConfusable, "мӎ", ["m"], extraConf),
    SkeletonMapping(.extraConfusable, "єҽҿၔ", ["e"], extraConf),
    SkeletonMapping(.extraConfusable, "ґ", ["r"], extraConf),
    SkeletonMapping(.extraConfusable, "ғӻ", ["f"], extraConf),
    SkeletonMapping(.extraConfusable, "ҫင", ["c"], extraConf),
    SkeletonMapping(.extraConfusable, "ұ丫", ["y"], extraConf),
    SkeletonMapping(.extraConfusable, "χҳӽӿ乂", ["x"], extraConf),
    SkeletonMapping(.extraConfusable, "ԃძ", ["d"], extraConf),
    SkeletonMapping(.extraConfusable, "ԍဌ", ["g"], extraConf),
    SkeletonMapping(.extraConfusable, "ടรຣຮ", ["s"], extraConf),
    SkeletonMapping(.extraConfusable, "၂", ["j"], extraConf),
    SkeletonMapping(.extraConfusable, "०০੦૦ଠ୦೦စ", ["o"], extraConf),
    SkeletonMapping(.extraConfusable, "৭੧૧", ["q"], extraConf),
    SkeletonMapping(.extraConfusable, "บບ", ["u"], extraConf),
    // Digit look-alikes (the same characters as LabelSpoofTables.digitLookalikes).
    SkeletonMapping(.extraConfusable, "θ", ["0"], extraConf),
    SkeletonMapping(.extraConfusable, "२২੨૨೩೭շ", ["2"], extraConf),
    SkeletonMapping(.extraConfusable, "зҙӡउওਤ੩૩౩ဒვპੜკ", ["3"], extraConf),
    SkeletonMapping(.extraConfusable, "੫丩ㄐ", ["4"], extraConf),
    SkeletonMapping(.extraConfusable, "ճ", ["6"], extraConf),
    SkeletonMapping(.extraConfusable, "৪੪୫", ["8"], extraConf),
    SkeletonMapping(.extraConfusable, "૭୨౨", ["9"], extraConf),
    // Dashes ICU does not map (already refused by the label rules; mapped so the same
    // skeletons are found).
    SkeletonMapping(.extraConfusable, "—一―⸺⸻", ["-"], extraConf),

    // Characters that look like more than one thing.
    SkeletonMapping(.alternativeReading, "þ", ["b", "p"], characterMap),
    SkeletonMapping(.alternativeReading, "œ", ["ce", "oe"], characterMap),
    SkeletonMapping(.alternativeReading, "ł", ["l", "t"], characterMap + " (crbug.com/1250993)"),
    SkeletonMapping(.alternativeReading, "ı", ["l", "i"], characterMap + " (crbug.com/40072736)"),
    SkeletonMapping(.extraSkeleton, "ӏ", ["l"], "Chromium skeleton_generator.cc, AddSkeletonMapping(ӏ, l)"),
  ]

  /// The rows of one kind, keyed by scalar value (the first row wins for a repeated scalar).
  static func lookup(_ kind: SkeletonMappingKind) -> [UInt32: [String]] {
    var map: [UInt32: [String]] = [:]
    for row in table where row.kind == kind {
      for scalar in row.characters.unicodeScalars where map[scalar.value] == nil {
        map[scalar.value] = row.replacements
      }
    }
    return map
  }

  /// ``SkeletonMappingKind/diacriticRemoval`` rows: scalar → replacement.
  static let diacriticRemovals = ScalarMap(lookup(.diacriticRemoval).compactMapValues(\.first))
  /// ``SkeletonMappingKind/extraConfusable`` rows: scalar → replacement.
  static let extraConfusables = ScalarMap(lookup(.extraConfusable).compactMapValues(\.first))
  /// ``SkeletonMappingKind/alternativeReading`` rows: scalar → readings.
  static let alternativeReadings: [UInt32: [String]] = lookup(.alternativeReading)
  /// The scalars of ``alternativeReadings``, for a quick test.
  static let scalarsWithReadings: [UInt32] = alternativeReadings.keys.sorted()
  /// ``SkeletonMappingKind/extraSkeleton`` rows: scalar and its replacement.
  static let extraSkeletons: [(scalar: UInt32, replacement: String)] = table.filter { $0.kind == .extraSkeleton }
    .flatMap { row in row.characters.unicodeScalars.map { ($0.value, row.replacements.first ?? "") } }
}

/// A read-only map from scalar value to text, searched by bisection (no hashing on the hot path).
struct ScalarMap: Sendable {
  private let keys: [UInt32]
  private let values: [String]

  init(_ map: [UInt32: String]) {
    let sorted = map.sorted { $0.key < $1.key }
    keys = sorted.map(\.key)
    values = sorted.map(\.value)
  }

  var count: Int { keys.count }

  /// The text `value` maps to, if any.
  ///
  /// - Complexity: O(log n).
  subscript(_ value: UInt32) -> String? {
    guard let first = keys.first, let last = keys.last, value >= first, value <= last else { return nil }
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < keys.count && keys[low] == value ? values[low] : nil
  }
}
