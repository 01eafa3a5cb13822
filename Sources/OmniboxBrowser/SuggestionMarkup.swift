import CWebKitGTK

/// Pango markup for a row's text: the text escaped, the matched parts in bold.
enum SuggestionMarkup {
  /// `text` with the UTF-16 ranges `matches` in `<b>`, everything escaped.
  ///
  ///     SuggestionMarkup.bold("a<b", [0..<1])  // "<b>a</b>&lt;b"
  static func bold(_ text: String, _ matches: [Range<Int>]) -> String {
    let units = Array(text.utf16)
    var out = ""
    var offset = 0
    for match in matches.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      let start = min(max(match.lowerBound, offset), units.count)
      let end = min(max(match.upperBound, start), units.count)
      out += escaped(units[offset..<start])
      if start < end { out += "<b>" + escaped(units[start..<end]) + "</b>" }
      offset = end
    }
    return out + escaped(units[offset...])
  }

  /// Text escaped for Pango markup (`g_markup_escape_text`).
  static func escaped(_ units: ArraySlice<UInt16>) -> String {
    let text = String(decoding: units, as: UTF16.self)
    guard let escaped = g_markup_escape_text(text, -1) else { return "" }
    defer { g_free(escaped) }
    return String(cString: escaped)
  }
}
