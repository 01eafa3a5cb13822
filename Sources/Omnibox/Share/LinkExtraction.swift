// Finding the first link in free text ("これ見て https://example.com/a です").
//
// Phases:
// 1. Find a link start: each `:` is checked once; the letters before it (at most
//    `maximumSchemeLength`, starting after a non-alphanumeric character) must name a scheme the
//    normalizer knows (http, https, the app's schemes, other browsers' schemes). Web schemes
//    must be followed by `//`.
// 2. Find the end: the first character that always ends a link (white space, quotes, CJK
//    punctuation, …), or a letter of a spaceless script (Han, kana, Hangul) in the path. A link
//    opened right after `<` (or `<URL:`) runs to the matching `>`, white space removed
//    (RFC 3986 appendix C).
// 3. Trim the end: trailing `. , : ; ! ? '` and bidi marks, and closing brackets that have no
//    opening partner inside the link — so `(see https://en.wikipedia.org/wiki/Swift_(language))`
//    keeps its balanced pair and drops the outer `)`.
// Each scalar is looked at a bounded number of times: linear in the text's length.

/// Finds the first link in text.
struct LinkExtraction: Sendable {
  /// The longest scheme name looked for.
  static let maximumSchemeLength = 40

  /// What must follow `scheme:` for it to start a link in text. Words such as "opera:" or
  /// "brave:" are ordinary in prose, so custom schemes need `//` or `?` after them too.
  enum Start: Sendable {
    /// `//` (web schemes).
    case authority
    /// `//` or `?` (app hand-off schemes, parameter wrappers).
    case authorityOrQuery
    /// Anything but white space (`microsoft-edge:https://…`).
    case anything
  }

  /// The schemes that start a link in text (lowercase), with what must follow them.
  let linkSchemes: [String: Start]

  /// The first link in `scalars`, as written (white space removed inside `<…>`), or `nil`.
  func firstLink(in scalars: [Unicode.Scalar]) -> String? {
    WorkMeter.scanned(scalars.count)
    var colon = 0
    while colon < scalars.count {
      defer { colon += 1 }
      guard scalars[colon] == ":", let start = linkStart(in: scalars, colon: colon) else { continue }
      if let link = link(in: scalars, start: start, colon: colon) { return link }
    }
    return nil
  }

  /// Where a known scheme ending at `colon` starts, if one does.
  private func linkStart(in scalars: [Unicode.Scalar], colon: Int) -> Int? {
    var first = colon
    while first > 0, colon - first < Self.maximumSchemeLength, TextScalars.isSchemeCharacter(scalars[first - 1]) {
      first -= 1
    }
    WorkMeter.scanned(colon - first)
    var start = first
    while start < colon {
      WorkMeter.scanned(colon - start)
      let atBoundary = start == 0 || !TextScalars.isASCIIAlphanumeric(scalars[start - 1])
      if atBoundary, TextScalars.isASCIIAlpha(scalars[start]) {
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[start..<colon].lazy.map { Self.lowercased($0) })
        if let needed = linkSchemes[name] {
          let slashes = colon + 2 < scalars.count && scalars[colon + 1] == "/" && scalars[colon + 2] == "/"
          let query = colon + 1 < scalars.count && scalars[colon + 1] == "?"
          switch needed {
          case .authority: if slashes { return start }
          case .authorityOrQuery: if slashes || query { return start }
          case .anything: return start
          }
        }
      }
      start += 1
    }
    return nil
  }

  /// The link starting at `start` (scheme ending at `colon`), or `nil` if nothing follows the scheme.
  private func link(in scalars: [Unicode.Scalar], start: Int, colon: Int) -> String? {
    if let angled = angleBracketed(scalars, start: start) { return angled }
    let hasAuthority = colon + 2 < scalars.count && scalars[colon + 1] == "/" && scalars[colon + 2] == "/"
    var inHost = hasAuthority
    var end = hasAuthority ? colon + 3 : colon + 1
    let contentStart = end
    while end < scalars.count {
      let s = scalars[end]
      if TextScalars.endsLink(s) { break }
      if TextScalars.isSpacelessScriptLetter(s) {
        if !inHost { break }
        if end > contentStart, TextScalars.isASCIIAlphanumeric(scalars[end - 1]) { break }
      }
      if inHost, s == "/" || s == "?" || s == "#" || s == "\\" { inHost = false }
      end += 1
    }
    WorkMeter.scanned(end - contentStart)
    end = trimmedEnd(scalars, start: start, end: end)
    guard end > contentStart else { return nil }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[start..<end])
    return text
  }

  /// For a link right after `<` or `<URL:`, the text up to the next `>` with white space
  /// removed; `nil` when there is no such `>` (or no `<`).
  private func angleBracketed(_ scalars: [Unicode.Scalar], start: Int) -> String? {
    var opener = start - 1
    if opener >= 4, Self.lowercased(scalars[opener - 3]) == "u", Self.lowercased(scalars[opener - 2]) == "r",
      Self.lowercased(scalars[opener - 1]) == "l", scalars[opener] == ":"
    {
      opener -= 4
    }
    guard opener >= 0, scalars[opener] == "<" else { return nil }
    var text = ""
    var i = start
    while i < scalars.count {
      WorkMeter.scanned(1)
      let s = scalars[i]
      if s == ">" { return text }
      if s == "<" { return nil }
      if !TextScalars.isWhitespace(s) { text.unicodeScalars.append(s) }
      i += 1
    }
    return nil
  }

  /// `end` moved back over trailing punctuation and unbalanced closing brackets.
  private func trimmedEnd(_ scalars: [Unicode.Scalar], start: Int, end: Int) -> Int {
    var open = (paren: 0, square: 0, curly: 0)
    var close = (paren: 0, square: 0, curly: 0)
    WorkMeter.scanned(end - start)
    for s in scalars[start..<end] {
      switch s {
      case "(": open.paren += 1
      case ")": close.paren += 1
      case "[": open.square += 1
      case "]": close.square += 1
      case "{": open.curly += 1
      case "}": close.curly += 1
      default: break
      }
    }
    var end = end
    while end > start {
      let last = scalars[end - 1]
      if TextScalars.isTrailingPunctuation(last) {
        end -= 1
      } else if last == ")", close.paren > open.paren {
        close.paren -= 1
        end -= 1
      } else if last == "]", close.square > open.square {
        close.square -= 1
        end -= 1
      } else if last == "}", close.curly > open.curly {
        close.curly -= 1
        end -= 1
      } else {
        break
      }
    }
    return end
  }

  @inline(__always)
  private static func lowercased(_ s: Unicode.Scalar) -> Unicode.Scalar {
    guard s.value < 0x80 else { return s }
    return Unicode.Scalar(ASCII.lowercased(UInt8(truncatingIfNeeded: s.value)))
  }
}
