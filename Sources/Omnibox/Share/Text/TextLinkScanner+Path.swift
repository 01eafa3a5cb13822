// Where a link's path, query and fragment end in text.
//
// The path runs until white space, a control, `<`, `>`, backtick, typographic quotes and CJK or
// full-width punctuation (TextScalars.endsLink), or a letter of Han, kana or Hangul right after an
// ASCII letter or digit (`https://example.com/aです` — while `https://example.com/東京` keeps its
// unencoded path). Brackets must balance: a `)`, `]` or `}` with no partner inside the link ends
// it (`[docs](https://example.com/docs)`, `(see https://en.wikipedia.org/wiki/Swift_(language))`),
// and an opener never closed is cut with what follows it. Then trailing `. , : ; ! ?` and bidi
// marks are dropped, and a trailing `'` or `"` unless the link holds an even number of them
// (`…/blah_'singlequoted'` keeps its quotes, `'see https://example.com/x'` loses the last).

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
      if TextScalars.isSpacelessScriptLetter(c), end > contentStart, ASCII.isAlphanumeric(s[end - 1]) {
        break
      }
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
    return trimmedEnd(s, floor: floor, end: end)
  }

  /// The end of a link that is a whole token by itself (a shared link, not prose): only what
  /// trails it is dropped — punctuation, unpaired quotes, and closing brackets without a partner
  /// — since a bracket inside a lone link (`…?q=(a`) is the link's own. One pass to count the
  /// quotes and brackets, one walk back from the end: linear, however many closers trail.
  func tokenEnd(_ s: [Unicode.Scalar], floor: Int) -> Int {
    var singles = 0
    var doubles = 0
    // Openers minus closers in s[floor..<end], for ( [ {.
    var balance = (round: 0, square: 0, curly: 0)
    WorkMeter.scanned(s.count - floor)
    for c in s[floor...] {
      switch c {
      case "'": singles += 1
      case "\"": doubles += 1
      case "(": balance.round += 1
      case ")": balance.round -= 1
      case "[": balance.square += 1
      case "]": balance.square -= 1
      case "{": balance.curly += 1
      case "}": balance.curly -= 1
      default: break
      }
    }
    var end = s.count
    while end > floor {
      switch s[end - 1] {
      case let c where TextScalars.isTrailingPunctuation(c): break
      case "'" where singles % 2 == 1: singles -= 1
      case "\"" where doubles % 2 == 1: doubles -= 1
      case ")" where balance.round < 0: balance.round += 1
      case "]" where balance.square < 0: balance.square += 1
      case "}" where balance.curly < 0: balance.curly += 1
      default: return end
      }
      end -= 1
    }
    return end
  }

  /// `end` moved back over trailing punctuation and unpaired trailing quotes, not below `floor`.
  func trimmedEnd(_ s: [Unicode.Scalar], floor: Int, end: Int) -> Int {
    var singles = 0
    var doubles = 0
    WorkMeter.scanned(end - floor)
    for c in s[floor..<end] {
      if c == "'" { singles += 1 } else if c == "\"" { doubles += 1 }
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
      } else {
        break
      }
    }
    return end
  }
}
