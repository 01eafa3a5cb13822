// A cheap pre-check for loaded ClearURLs patterns: most `urlPattern`s are a fixed prefix
// (`^https?:\/\/(?:[a-z0-9-]+\.)*?`) followed by literal text (`google`, `facebook\.com`). A URL
// that does not contain that literal (ignoring ASCII case) cannot match, so the regular
// expression is not run. Patterns of any other shape get no pre-check.

enum ClearURLsLiteral {
  /// The prefixes after which a pattern's literal is looked for.
  static let prefixes = [
    #"^https?:\/\/(?:[a-z0-9-]+\.)*?"#, #"^https?:\/\/(?:[a-z0-9-]+\.)*"#, #"^https?://(?:[a-z0-9-]+\.)*?"#,
    #"^https?:\/\/"#, #"^https?://"#,
  ]

  /// Lowercase text that every match of `pattern` contains, or `nil` when none is known.
  /// Only patterns without a top-level `|` that start with one of ``prefixes`` have one.
  static func required(in pattern: String) -> [UInt8]? {
    let bytes = Array(pattern.utf8)
    guard !hasTopLevelAlternation(bytes),
      let prefix = prefixes.first(where: { bytes.starts(with: $0.utf8) })
    else { return nil }
    var literal: [UInt8] = []
    var i = prefix.utf8.count
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "\\") {
        guard i + 1 < bytes.count, isEscapedLiteral(bytes[i + 1]) else { break }
        literal.append(bytes[i + 1])
        i += 2
      } else if isPlainLiteral(b) {
        literal.append(ASCII.lowercased(b))
        i += 1
      } else {
        // A quantifier makes the character before it optional.
        if b == UInt8(ascii: "?") || b == UInt8(ascii: "*") || b == UInt8(ascii: "{"), !literal.isEmpty {
          literal.removeLast()
        }
        break
      }
      // The character just taken may itself be quantified by `?`, `*` or `{`; checked next round.
    }
    return literal.count >= 3 ? literal : nil
  }

  /// Whether `haystack` (already lowercase) contains `needle`.
  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
    var i = 0
    let last = haystack.count - needle.count
    while i <= last {
      if haystack[i] == first {
        var j = 1
        while j < needle.count, haystack[i + j] == needle[j] { j += 1 }
        if j == needle.count { return true }
      }
      i += 1
    }
    return false
  }

  private static func isPlainLiteral(_ b: UInt8) -> Bool {
    ASCII.isAlphanumeric(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") || b == UInt8(ascii: "/")
      || b == UInt8(ascii: "=") || b == UInt8(ascii: "&") || b == UInt8(ascii: "%") || b == UInt8(ascii: ":")
      || b == UInt8(ascii: ",") || b == UInt8(ascii: "@") || b == UInt8(ascii: "~")
  }

  private static func isEscapedLiteral(_ b: UInt8) -> Bool {
    !ASCII.isAlphanumeric(b) && b >= 0x21 && b < 0x7F
  }

  /// Whether `|` occurs outside every group and character class.
  private static func hasTopLevelAlternation(_ bytes: [UInt8]) -> Bool {
    var depth = 0
    var inClass = false
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "\\") {
        i += 2
        continue
      }
      if inClass {
        if b == UInt8(ascii: "]") { inClass = false }
      } else if b == UInt8(ascii: "[") {
        inClass = true
      } else if b == UInt8(ascii: "(") {
        depth += 1
      } else if b == UInt8(ascii: ")") {
        depth -= 1
      } else if b == UInt8(ascii: "|"), depth <= 0 {
        return true
      }
      i += 1
    }
    return false
  }
}
