// Characters the display-only percent-decoding keeps encoded (ours: chosen by comparing glyphs
// in common UI fonts against the URL syntax they pass for, with UTS #39 confusables.txt and the
// browsers' blocklists as the guide). Each row is a range and what it draws.

enum DisplayCharacterTables {
  /// Characters that draw nothing, or nothing of their own.
  static let invisible: [(ClosedRange<UInt32>, String)] = [
    (0x00AD...0x00AD, "soft hyphen"),
    (0x034F...0x034F, "combining grapheme joiner"),
    (0x061C...0x061C, "Arabic letter mark"),
    (0x115F...0x1160, "Hangul fillers"),
    (0x17B4...0x17B5, "Khmer inherent vowels"),
    (0x180B...0x180F, "Mongolian variation selectors and vowel separator"),
    (0x200B...0x200F, "zero-width space, joiners, direction marks"),
    (0x202A...0x202E, "bidirectional embeddings and overrides"),
    (0x2060...0x2064, "word joiner, invisible operators"),
    (0x2066...0x206F, "bidirectional isolates, deprecated format characters"),
    (0x2800...0x2800, "braille blank"),
    (0x3164...0x3164, "Hangul filler"),
    (0xFE00...0xFE0F, "variation selectors"),
    (0xFEFF...0xFEFF, "zero-width no-break space"),
    (0xFFA0...0xFFA0, "half-width Hangul filler"),
    (0x1D173...0x1D17A, "musical formatting characters"),
    (0xE0000...0xE0FFF, "tags and variation selectors supplement"),
  ]

  /// Look-alikes of the characters that give a URL its structure.
  static let syntaxLookalikes: [(ClosedRange<UInt32>, String)] = [
    // slashes, backslashes and vertical bars
    (0x01C0...0x01C0, "ǀ"), (0x0337...0x0338, "combining solidus overlays"), (0x05C0...0x05C0, "׀"),
    (0x2044...0x2044, "⁄"), (0x2215...0x2216, "∕ ∖"), (0x2223...0x2223, "∣"), (0x2571...0x2572, "╱ ╲"),
    (0x29F5...0x29F5, "⧵"), (0x29F8...0x29F9, "⧸ ⧹"), (0x3033...0x3033, "〳"), (0xFE68...0xFE68, "﹨"),
    (0xFF0F...0xFF0F, "／"), (0xFF3C...0xFF3C, "＼"), (0xFFE8...0xFFE8, "￨"),
    // dots, leaders and colons
    (0x0387...0x0387, "·"), (0x0589...0x0589, "։"), (0x05C3...0x05C3, "׃"), (0x06D4...0x06D4, "۔"),
    (0x0701...0x0704, "Syriac points"), (0x0830...0x083E, "Samaritan punctuation"),
    (0x2024...0x2027, "one-dot leader … hyphenation point"), (0x2236...0x2236, "∶"), (0x2E31...0x2E31, "⸱"),
    (0x2E33...0x2E33, "⸳"), (0xA4F8...0xA4F9, "ꓸ ꓹ"), (0xA60E...0xA60E, "꘎"), (0xA789...0xA789, "꞉"),
    (0xFE30...0xFE30, "︰"), (0xFE52...0xFE52, "﹒"), (0xFE55...0xFE55, "﹕"), (0xFF0E...0xFF0E, "．"),
    (0xFF1A...0xFF1A, "："), (0xFF61...0xFF61, "｡"),
    // hyphens, dashes and minus signs
    (0x02D7...0x02D7, "˗"), (0x058A...0x058A, "֊"), (0x05BE...0x05BE, "־"), (0x1806...0x1806, "᠆"),
    (0x2010...0x2015, "hyphens and dashes"), (0x2043...0x2043, "⁃"), (0x2212...0x2212, "−"),
    (0x2E17...0x2E17, "⸗"), (0x2E1A...0x2E1A, "⸚"), (0x2E3A...0x2E3B, "⸺ ⸻"), (0x2E40...0x2E40, "⹀"),
    (0x301C...0x301C, "〜"), (0x30A0...0x30A0, "゠"), (0xFE58...0xFE58, "﹘"), (0xFE63...0xFE63, "﹣"),
    (0xFF0D...0xFF0D, "－"),
    // quotes, primes and apostrophes
    (0x02B9...0x02BC, "ʹ ʺ ʻ ʼ"), (0x02C8...0x02C8, "ˈ"), (0x02EE...0x02EE, "ˮ"),
    (0x2018...0x201F, "quotation marks"), (0x2032...0x2037, "primes"), (0xFF02...0xFF02, "＂"),
    (0xFF07...0xFF07, "＇"),
    // question mark, number sign, at sign
    (0x0241...0x0242, "Ɂ ɂ"), (0x0294...0x0295, "ʔ ʕ"), (0x097D...0x097D, "ॽ"), (0xFE56...0xFE56, "﹖"),
    (0xFE5F...0xFE5F, "﹟"), (0xFE6B...0xFE6B, "﹫"), (0xFF03...0xFF03, "＃"), (0xFF1F...0xFF20, "？ ＠"),
  ]

  static func isInvisible(_ v: UInt32) -> Bool { invisible.contains { $0.0.contains(v) } }
  static func isSyntaxLookalike(_ v: UInt32) -> Bool { syntaxLookalikes.contains { $0.0.contains(v) } }
}
