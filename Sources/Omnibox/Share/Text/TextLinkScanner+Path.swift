// Where a link's path, query and fragment end in text.
//
// The path runs until white space, a control, `<`, `>`, backtick, typographic quotes and CJK or
// full-width punctuation (TextScalars.endsLink), or a letter of Han, kana or Hangul right after an
// ASCII letter or digit (`https://example.com/aです` — while `https://example.com/東京` keeps its
// unencoded path). Brackets must balance: a `)`, `]` or `}` with no partner inside the link ends
// it (`[docs](https://example.com/docs)`, `(see https://en.wikipedia.org/wiki/Swift_(language))`),
// and an opener never closed is cut with what follows it. A run of bidi controls ends it when no
// path follows the run, a second `http://` right after a quote or a letter of a spaceless
// script starts another link, and a footnote mark `/[1]` at the end is the text's. Then trailing `. , : ; ! ? *`, dashes, bidi and C1 controls are
// dropped, a trailing `'` or `"` unless the link holds an even number of them
// (`…/blah_'singlequoted'` keeps its quotes, `'see https://example.com/x'` loses the last), and
// a trailing typographic quote unless it closes one the link opened (`/‘a’`).

extension TextLinkScanner {
  /// The deepest bracket nesting followed inside a link; a deeper opener ends the link.
  static let maximumBracketDepth = 32

  /// The end of the link whose authority ends at `authorityEnd`: after its path, query and
  /// fragment when one of `/ ? #` follows, else `authorityEnd`.
  func pathEnd(_ s: [Unicode.Scalar], after authorityEnd: Int) -> Int {
    guard authorityEnd < s.count else { return authorityEnd }
    switch s[authorityEnd] {
    case "/", "?", "#": return linkEnd(s, contentStart: authorityEnd, floor: authorityEnd)
    default: return authorityEnd
    }
  }

  /// The end of a link whose free-form part starts at `contentStart`; trimming never goes
  /// below `floor`.
  func linkEnd(_ s: [Unicode.Scalar], contentStart: Int, floor: Int) -> Int {
    var end = contentStart
    var openers: [(closer: Unicode.Scalar, at: Int)] = []
    scan: while end < s.count {
      let c = s[end]
      if TextScalars.endsLink(c) { break }
      if TextScalars.isSpacelessScriptLetter(c), end > contentStart, Self.endsBeforeSpacelessLetter(s[end - 1]) {
        break
      }
      if TextScalars.isBidiControl(c) {
        // Inside the path a run of them stays (and the link is refused); after it, it is the text's.
        var k = end + 1
        while k < s.count, TextScalars.isBidiControl(s[k]) { k += 1 }
        WorkMeter.scanned(k - end)
        if k == s.count || TextScalars.endsLink(s[k]) { break }
        end = k
        continue
      }
      if end > contentStart, Self.startsSecondLink(s, at: end) { break }
      switch c {
      case "(", "[", "{":
        guard openers.count < Self.maximumBracketDepth else { break scan }
        openers.append((c == "(" ? ")" : c == "[" ? "]" : "}", end))
      case ")", "]", "}":
        guard openers.last?.closer == c else { break scan }
        openers.removeLast()
      default:
        break
      }
      end += 1
    }
    WorkMeter.scanned(end - contentStart)
    if let unclosed = openers.first { end = unclosed.at }
    end = Self.footnoteStart(s, floor: floor, end: end) ?? end
    return trimmedEnd(s, floor: floor, end: end)
  }

  /// Where a footnote mark `[1]` ending a link in text starts (`see http://localhost/[1] etc.`,
  /// as Firefox's scanTXT reads it): digits only in brackets, after a `/`; `nil` when there is none.
  static func footnoteStart(_ s: [Unicode.Scalar], floor: Int, end: Int) -> Int? {
    guard end - floor >= 4, s[end - 1] == "]" else { return nil }
    var k = end - 2
    while k > floor, end - k <= 5, ASCII.isDigit(s[k]) { k -= 1 }
    guard k < end - 2, s[k] == "[", k > floor, s[k - 1] == "/" else { return nil }
    return k
  }

  /// Whether a letter of Han, kana or Hangul after `previous` starts the sentence again rather
  /// than continuing the path: after an ASCII letter or digit (`/aです`), a dash or a
  /// typographic quote (`/a”です`) — while `/wiki/東京` keeps its path.
  @inline(__always)
  static func endsBeforeSpacelessLetter(_ previous: Unicode.Scalar) -> Bool {
    ASCII.isAlphanumeric(previous) || TextScalars.isDash(previous) || TextScalars.isTypographicQuote(previous)
  }

  /// Whether a second `http://` or `https://` starts at `i` right after a quote or a letter of a
  /// script written without spaces (`https://a.com/x'https://b.com`, `…です。http://…`): the
  /// first link ends there. After `/`, `=` or other URL syntax it is the path's
  /// (`https://web.archive.org/web/2020/https://example.com`).
  static func startsSecondLink(_ s: [Unicode.Scalar], at i: Int) -> Bool {
    guard ASCII.lowercased(s[i]) == "h" else { return false }
    let previous = s[i - 1]
    guard previous == "'" || previous == "\"" || TextScalars.isSpacelessScriptLetter(previous) else { return false }
    let scheme: [Unicode.Scalar] = ["h", "t", "t", "p"]
    var k = i
    for expected in scheme {
      guard k < s.count, ASCII.lowercased(s[k]) == expected else { return false }
      k += 1
    }
    if k < s.count, ASCII.lowercased(s[k]) == "s" { k += 1 }
    return k + 2 < s.count && s[k] == ":" && s[k + 1] == "/" && s[k + 2] == "/"
  }

  /// The end of a link that is a whole token by itself (a shared link, not prose): only what
  /// trails it is dropped — punctuation, unpaired quotes, and closing brackets without a partner
  /// — since a bracket inside a lone link (`…?q=(a`) is the link's own. One pass to count the
  /// quotes and brackets, one walk back from the end: linear, however many closers trail.
  func tokenEnd(_ s: [Unicode.Scalar], floor: Int, end: Int) -> Int {
    var singles = 0
    var doubles = 0
    var quotes = TypographicQuotes()
    // Openers minus closers in s[floor..<end], for ( [ {.
    var balance = (round: 0, square: 0, curly: 0)
    WorkMeter.scanned(end - floor)
    for c in s[floor..<end] {
      switch c {
      case "'": singles += 1
      case "\"": doubles += 1
      case "(": balance.round += 1
      case ")": balance.round -= 1
      case "[": balance.square += 1
      case "]": balance.square -= 1
      case "{": balance.curly += 1
      case "}": balance.curly -= 1
      default: quotes.count(c)
      }
    }
    var end = end
    while end > floor {
      switch s[end - 1] {
      case let c where TextScalars.isTrailingPunctuation(c): break
      case "'" where singles % 2 == 1: singles -= 1
      case "\"" where doubles % 2 == 1: doubles -= 1
      case ")" where balance.round < 0: balance.round += 1
      case "]" where balance.square < 0: balance.square += 1
      case "}" where balance.curly < 0: balance.curly += 1
      case let c where quotes.trims(c): break
      default: return end
      }
      end -= 1
    }
    return end
  }

  /// The opening typographic quotes a link holds: a trailing `’` or `”` is the link's when it
  /// holds the matching `‘` or `“` (`/‘a’`), and the sentence's otherwise; other typographic
  /// quotes at the end are the sentence's.
  struct TypographicQuotes {
    var single = 0
    var double = 0

    mutating func count(_ c: Unicode.Scalar) {
      if c == "\u{2018}" { single += 1 } else if c == "\u{201C}" { double += 1 }
    }

    /// Whether `c`, trailing the link, is trimmed (one opener is used up by a kept closer).
    mutating func trims(_ c: Unicode.Scalar) -> Bool {
      guard TextScalars.isTypographicQuote(c) else { return false }
      if c == "\u{2019}", single > 0 { return false }
      if c == "\u{201D}", double > 0 { return false }
      if c == "\u{2018}" { single -= 1 } else if c == "\u{201C}" { double -= 1 }
      return true
    }
  }

  /// `end` moved back over trailing punctuation and unpaired trailing quotes, not below `floor`.
  func trimmedEnd(_ s: [Unicode.Scalar], floor: Int, end: Int) -> Int {
    var singles = 0
    var doubles = 0
    var quotes = TypographicQuotes()
    WorkMeter.scanned(end - floor)
    for c in s[floor..<end] {
      if c == "'" { singles += 1 } else if c == "\"" { doubles += 1 } else { quotes.count(c) }
    }
    var end = end
    while end > floor {
      let last = s[end - 1]
      if TextScalars.isTrailingPunctuation(last) {
        end -= 1
      } else if last == "'", singles % 2 == 1 {
        singles -= 1
        end -= 1
      } else if last == "\"", doubles % 2 == 1 {
        doubles -= 1
        end -= 1
      } else if quotes.trims(last) {
        end -= 1
      } else {
        break
      }
    }
    return end
  }
}
