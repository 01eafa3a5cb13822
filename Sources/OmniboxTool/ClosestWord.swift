/// The "did you mean" of a mistyped command or option.
enum ClosestWord {
  /// The word of `candidates` nearest to `word` by edit distance (insertions, deletions,
  /// substitutions and swaps of two neighbours, leading dashes ignored), if it is near enough
  /// to be a typo: at most one edit for words of up to four letters, two for longer ones.
  /// Ties go to the earlier candidate.
  static func to(_ word: String, among candidates: [String]) -> String? {
    let typed = Array(undashed(word).lowercased().unicodeScalars)
    guard !typed.isEmpty, typed.count <= 64 else { return nil }
    let limit = typed.count <= 4 ? 1 : 2
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(undashed(candidate).unicodeScalars))
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.word
  }

  private static func undashed(_ word: String) -> Substring {
    word.drop { $0 == "-" }
  }

  /// Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one span).
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // rows[i][j]: the distance between a's first i and b's first j scalars; three rows kept.
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
