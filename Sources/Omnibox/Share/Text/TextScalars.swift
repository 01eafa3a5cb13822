// Character classes for finding links in shared text: what ends a link, what is trimmed from
// its end, which scripts are written without spaces, and which controls reorder text.

/// Classification of Unicode scalars around links in free text.
enum TextScalars {
  /// Bidirectional formatting controls: ALM, LRM, RLM, the embeddings and overrides
  /// (U+202A–U+202E) and the isolates (U+2066–U+2069). They can make a link read differently
  /// from what it is, so a link containing one is refused; next to a link (before it, or after
  /// it with no host or path character following) they are boundaries, as in right-to-left
  /// text that isolates its links.
  @inline(__always)
  static func isBidiControl(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// Scalars that always end a link in text: white space, controls, `<`, `>`, backtick,
  /// guillemets, the ellipsis, CJK and full-width punctuation and brackets, and
  /// Arabic and Devanagari sentence punctuation. (A straight `"` or `'` ends a link only when it
  /// is unpaired at its end, and dashes and typographic quotes only when they trail it: see
  /// TextLinkScanner+Path.swift.)
  static func endsLink(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    if v < 0x80 {
      switch s {
      case "\u{0}"..." ", "\u{7F}": return true
      case "<", ">", "`": return true
      default: return false
      }
    }
    return isLinkEndingMark(v) || s.properties.isWhitespace
  }

  /// The non-ASCII scalars of ``endsLink(_:)`` other than white space.
  @inline(__always)
  private static func isLinkEndingMark(_ v: UInt32) -> Bool {
    switch v {
    case 0x80...0x9F: return true  // C1 controls
    case 0xAB, 0xBB: return true  // « »
    case 0x060C, 0x061B, 0x061F, 0x06D4, 0x0964, 0x0965: return true  // ، ؛ ؟ ۔ । ॥
    case 0x2026, 0x2039, 0x203A: return true  // …, ‹ ›
    case 0x3000...0x303F: return true  // CJK symbols and punctuation: 、。「」『』【】〈〉《》〔〕
    case 0xFE10...0xFE1F, 0xFE30...0xFE4F: return true  // vertical and compatibility forms
    case 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65: return true  // full-width punctuation
    default: return false
    }
  }

  /// Letters of scripts written without spaces between words (Han, kana, Hangul, full-width
  /// forms). Shared Japanese, Chinese or Korean text runs straight into a link, so such a letter
  /// right after an ASCII letter or digit ends the link (`example.com/aです`, `example.comです`),
  /// while elsewhere it continues it, so that unencoded paths (`/wiki/東京`) and
  /// internationalized hosts (`例え.jp`) survive.
  static func isSpacelessScriptLetter(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF10...0xFF19,
      0xFF21...0xFF3A, 0xFF41...0xFF5A, 0xFF66...0xFFDC, 0x20000...0x3FFFF:
      return true
    default:
      return false
    }
  }

  /// Punctuation trimmed from the end of a link found in text: `. , : ; ! ? *`, the dashes
  /// (U+2010–U+2015), the bidi controls and C1 controls. (Quotes and brackets at the end follow
  /// their own pairing rules.)
  @inline(__always)
  static func isTrailingPunctuation(_ s: Unicode.Scalar) -> Bool {
    switch s {
    case ".", ",", ":", ";", "!", "?", "*": return true
    default: return s.value >= 0x80 && (s.value <= 0x9F || isDash(s) || isBidiControl(s))
    }
  }

  /// The dashes U+2010–U+2015 (hyphen, non-breaking hyphen, figure dash, en dash, em dash,
  /// horizontal bar): inside a path they are the path's (`/wiki/Hatfield–McCoy_feud`), at its
  /// end the sentence's.
  @inline(__always)
  static func isDash(_ s: Unicode.Scalar) -> Bool {
    s.value >= 0x2010 && s.value <= 0x2015
  }

  /// The typographic quotes U+2018–U+201F (‘ ’ ‚ ‛ “ ” „ ‟): kept inside a path
  /// (`/’/a`), trimmed from its end unless the link holds the opening quote a trailing `’` or `”`
  /// closes.
  @inline(__always)
  static func isTypographicQuote(_ s: Unicode.Scalar) -> Bool {
    s.value >= 0x2018 && s.value <= 0x201F
  }

  /// Unicode punctuation (general category P*), with an ASCII fast path.
  static func isPunctuation(_ s: Unicode.Scalar) -> Bool {
    if s.value < 0x80 {
      switch s.value {
      case 0x21...0x23, 0x25...0x2A, 0x2C...0x2F, 0x3A, 0x3B, 0x3F, 0x40, 0x5B...0x5D, 0x5F, 0x7B, 0x7D: return true
      default: return false
      }
    }
    switch s.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      return true
    default:
      return false
    }
  }

  /// A scalar a host may hold besides ASCII letters, digits, `-` and `.`: a letter, mark,
  /// number or symbol of any script (`bücher`, `例え`, `✪`, `➡`), or a joiner (ZWNJ, ZWJ) — but
  /// not one that ends links, and not an emoji shown as a picture (`👉example.com` is a pointer
  /// and a host).
  static func isNonASCIIHostCharacter(_ s: Unicode.Scalar) -> Bool {
    guard s.value >= 0x80 else { return false }
    if isSpacelessScriptLetter(s) { return true }  // fast path for Han, kana, Hangul
    if s.value == 0x200C || s.value == 0x200D { return true }
    // White space (Z*) and the bidi controls (Cf) fail the category test below.
    if isLinkEndingMark(s.value) { return false }
    switch s.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
      .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .mathSymbol, .currencySymbol,
      .modifierSymbol:
      return true
    case .otherSymbol:
      return !s.properties.isEmojiPresentation
    default:
      return false
    }
  }

  /// Whether a link without a scheme (`example.com`, `//host`, `name@host`) may start right
  /// after `s`: white space, controls, punctuation other than `. : / \ - _ @` (which would make
  /// it part of a path, a scheme, a file name or an address), the symbols `$ + < = > ^ |` and
  /// backtick, and emoji.
  static func allowsSchemelessLink(after s: Unicode.Scalar) -> Bool {
    if s.value < 0x80 {
      switch s {
      case ".", ":", "/", "\\", "-", "_", "@": return false
      case "$", "+", "<", "=", ">", "^", "`", "|": return true
      default: return s.value <= 0x20 || s.value == 0x7F || isPunctuation(s)
      }
    }
    if isSpacelessScriptLetter(s) { return false }  // fast path: a letter
    if isBidiControl(s) { return true }  // marks, embeddings and isolates around a link
    if s.value == 0xFF5C || isLinkEndingMark(s.value) { return true }
    if s.value == 0x200C || s.value == 0x200D { return false }  // joiners belong to a host
    switch s.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
      .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber, .mathSymbol, .currencySymbol,
      .modifierSymbol:
      return false  // host characters (isNonASCIIHostCharacter)
    case .otherSymbol:
      return s.properties.isEmojiPresentation
    default:
      return true  // punctuation, separators, controls, format characters
    }
  }

  /// Whether a link with a scheme may start right after `s`: anything but an ASCII letter,
  /// digit or `_` (`xhttps://`, `_http://` are not links).
  @inline(__always)
  static func allowsSchemeLink(after s: Unicode.Scalar) -> Bool {
    !ASCII.isAlphanumeric(s) && s != "_"
  }

  /// An emoji shown as a picture (Emoji_Presentation), with a fast path: none is below U+231A.
  @inline(__always)
  static func isPictureEmoji(_ s: Unicode.Scalar) -> Bool {
    s.value >= 0x231A && s.properties.isEmojiPresentation
  }

  /// A C0 control, DEL or a C1 control.
  @inline(__always)
  static func isControl(_ s: Unicode.Scalar) -> Bool {
    s.value < 0x20 || (s.value >= 0x7F && s.value <= 0x9F)
  }

  /// The scalars of `text`, decoded from its UTF-8 in one pass with an ASCII fast path (a
  /// `String` holds valid UTF-8, so each lead byte says how many continuation bytes follow).
  static func decode(_ text: String) -> [Unicode.Scalar] {
    let bytes = Array(text.utf8)
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      let lead = bytes[i]
      if lead < 0x80 {
        scalars.append(Unicode.Scalar(lead))
        i += 1
        continue
      }
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      guard i + length <= bytes.count else { break }
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
      scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      i += length
    }
    return scalars
  }

  /// `scalars` as a string, encoded to UTF-8 in one pass (ASCII letters lowercased when
  /// `lowercasingASCII`).
  static func string(_ scalars: some Collection<Unicode.Scalar>, lowercasingASCII: Bool = false) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count)
    for s in scalars {
      if s.value < 0x80 {
        let b = UInt8(truncatingIfNeeded: s.value)
        bytes.append(lowercasingASCII ? ASCII.lowercased(b) : b)
      } else {
        UTF8.encode(s) { bytes.append($0) }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Unicode White_Space, with an ASCII fast path (tab, LF, VT, FF, CR, space).
  @inline(__always)
  static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
    if s.value < 0x80 { return s.value == 0x20 || (s.value >= 0x09 && s.value <= 0x0D) }
    return s.properties.isWhitespace
  }

  /// A scheme code point: ASCII letter, digit, `+`, `-` or `.`.
  @inline(__always)
  static func isSchemeCharacter(_ s: Unicode.Scalar) -> Bool {
    s.value < 0x80 && ASCII.isSchemeCodePoint(UInt8(truncatingIfNeeded: s.value))
  }
}
