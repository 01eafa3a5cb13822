/// Text as a suggestion row shows it: titles bounded and cleaned of controls and bidi
/// characters, URLs through ``DisplayFormatter``, and the ranges that match what was typed.
enum SuggestionText {
  /// Titles are cut to this many characters (an ellipsis marks the cut).
  static let titleLimit = 256

  /// `text` without leading or trailing white space (Unicode's, U+3000 included).
  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Whether `scalar` may never reach display text: a control (C0, C1, DEL), a format
  /// character (the bidi embeddings, overrides, isolates and marks are all Cf), or a line or
  /// paragraph separator.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
    default: false
    }
  }

  /// `text` for display: hidden characters become spaces, runs of white space one space, the
  /// ends trimmed, at most ``titleLimit`` characters.
  static func clean(_ text: String, limit: Int = titleLimit) -> String {
    // Printable ASCII with single spaces inside and none at the ends is already clean.
    var previousSpace = true
    var plain = text.utf8.count <= limit
    for b in text.utf8 {
      guard b >= 0x20 && b < 0x7F, !(b == 0x20 && previousSpace) else {
        plain = false
        break
      }
      previousSpace = b == 0x20
    }
    if plain && !previousSpace { return text }
    if text.isEmpty { return text }
    var out = String.UnicodeScalarView()
    var pendingSpace = false
    var characters = 0
    for scalar in text.unicodeScalars {
      if isHidden(scalar) || scalar.properties.isWhitespace {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace {
        out.append(" ")
        pendingSpace = false
      }
      if !scalar.properties.isGraphemeExtend { characters += 1 }
      if characters > limit {
        out.append("\u{2026}")
        break
      }
      out.append(scalar)
    }
    return String(out)
  }

  /// The URL as the row shows it, and whether its host imitates a top domain (then it is shown
  /// in punycode).
  static func display(_ url: URLRecord, with formatter: DisplayFormatter) -> (text: String, isLookalike: Bool) {
    let shown = formatter.display(url)
    return (clean(shown.text, limit: 2048), shown.lookalikeOf != nil)
  }

  /// UTF-16 ranges of `text` where a term starts a word (case-insensitively), sorted, merged.
  static func matchRanges(of terms: [[UInt8]], in text: String) -> [Range<Int>] {
    guard !terms.isEmpty, !text.isEmpty else { return [] }
    // Lowercase scalar by scalar, remembering each lowered byte's UTF-16 offset in `text`.
    var lowered: [UInt8] = []
    var origin: [Int] = []
    var utf16 = 0
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      lowered = text.utf8.map(ASCII.lowercased)
      origin = Array(0...lowered.count)
      utf16 = lowered.count
    } else {
      for scalar in text.unicodeScalars {
        let lower = scalar.properties.lowercaseMapping
        for b in lower.utf8 {
          lowered.append(b)
          origin.append(utf16)
        }
        utf16 += scalar.utf16.count
      }
      origin.append(utf16)
    }
    let prepared = MatchText(lowercasedBytes: lowered)
    var ranges: [Range<Int>] = []
    for term in terms where !term.isEmpty {
      for at in prepared.occurrences(of: term) where at == 0 || prepared.isWordStart(at) || !isWordByte(term[0]) {
        let end = at + term.count
        ranges.append(origin[at]..<origin[min(end, origin.count - 1)])
      }
    }
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<Int>] = []
    for r in ranges {
      if let last = merged.last, r.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
      } else {
        merged.append(r)
      }
    }
    return merged
  }

  private static func isWordByte(_ b: UInt8) -> Bool { b >= 0x80 || ASCII.isAlphanumeric(b) }

  /// The URL as Chromium fills the field with it (`FormatUrl` with its defaults): no
  /// credentials, no `http://` unless `keepsHTTP`, no `/` after a bare host. `https://` stays,
  /// so the text reads back as the same URL.
  static func fill(_ url: URLRecord, keepsHTTP: Bool) -> String {
    var text = url.href
    if !url.username.isEmpty || !url.password.isEmpty {
      text = url.protocol + "//" + url.host + url.pathname + url.search + url.hash
    }
    if !keepsHTTP && url.scheme == "http" && text.hasPrefix("http://") { text.removeFirst(7) }
    if url.isSpecial && url.pathname == "/" && url.query == nil && url.fragment == nil && text.hasSuffix("/") {
      text.removeLast()
    }
    return text
  }

  /// `fill` with the first occurrence of `url`'s ASCII host replaced by `shown` (the host as the
  /// display formatter shows it: Unicode when safe).
  static func replacingHost(in fill: String, of url: URLRecord, with shown: String) -> String {
    let host = url.hostname
    guard !host.isEmpty, host != shown, let range = fill.firstRange(of: host) else { return fill }
    var out = fill
    out.replaceSubrange(range, with: shown)
    return out
  }

  /// `offset` (bytes of `ascii`) as an offset of `shown`, the same text with its host shown
  /// otherwise; `nil` when it falls inside a host label that is shown differently.
  static func mapOffset(_ offset: Int, in ascii: String, to shown: String, host: String, shownHost: String) -> Int? {
    guard host != shownHost, let range = ascii.firstRange(of: host) else { return offset }
    let start = ascii.utf8.distance(from: ascii.startIndex, to: range.lowerBound)
    let end = start + host.utf8.count
    if offset <= start { return offset }
    let delta = shownHost.utf8.count - host.utf8.count
    if offset >= end { return offset + delta }
    let asciiLabels = host.split(separator: ".", omittingEmptySubsequences: false)
    let shownLabels = shownHost.split(separator: ".", omittingEmptySubsequences: false)
    guard asciiLabels.count == shownLabels.count else { return nil }
    var a = start
    var s = start
    for (al, sl) in zip(asciiLabels, shownLabels) {
      let aEnd = a + al.utf8.count
      if offset == a { return s }
      if offset < aEnd { return al == sl ? s + (offset - a) : nil }
      if offset == aEnd { return s + sl.utf8.count }
      a = aEnd + 1
      s += sl.utf8.count + 1
    }
    return nil
  }
}
