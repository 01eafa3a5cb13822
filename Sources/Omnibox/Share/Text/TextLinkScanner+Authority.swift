// The authority of a link in text — `user:pass@`, a host, `:port` — and what may follow it.
// The checks are about shape only (the URL parser and the target checks decide the rest), but
// they are enough to refuse the obviously invalid: `http://.example.com`, `http://-example.com`,
// `http://example.com_`, `example.com:500000`, `http://`.

extension TextLinkScanner {
  /// Which characters a host may have, and what else an authority may hold.
  enum HostMode {
    /// After a scheme or `//`: user info allowed; `_` and `%` may appear in labels.
    case withScheme
    /// A host without scheme: no user info, letters, digits, `-` and `.` only, at least two
    /// labels, and no change between Han/kana/Hangul and ASCII inside it.
    case schemeless
    /// The domain of an address after `mailto:`: like `schemeless`, but one label will do.
    case address
  }

  /// Where an authority's parts are.
  struct Authority {
    /// The host, brackets included for IPv6.
    var hostStart: Int
    var hostEnd: Int
    /// The end of the authority (after the port, if any).
    var end: Int
    /// Whether the host is a bracketed IP literal.
    var isIPv6: Bool
    /// Whether a port other than 443 was given.
    var hasOtherPort: Bool
  }

  /// How far a label (63 characters at most) and a host (253) are scanned before they are no
  /// host: a little further than that, for the trailing dots and hyphens that are dropped.
  static let labelScanLimit = 72
  static let hostScanLimit = 264

  /// The user info found at most this many characters after the authority's start.
  static let maximumUserInfoLength = 64

  /// The authority starting at `start`, if a plausible one is there and ends where an
  /// authority may end.
  func authority(_ s: [Unicode.Scalar], from start: Int, mode: HostMode) -> Authority? {
    var hostStart = start
    if mode == .withScheme {
      var j = start
      while j < s.count, j - start <= Self.maximumUserInfoLength, Self.isUserInfoCharacter(s[j]) { j += 1 }
      if j > start, j < s.count, s[j] == "@" { hostStart = j + 1 }
    }
    let isIPv6 = hostStart < s.count && s[hostStart] == "["
    guard
      let (hostEnd, scanEnd) = isIPv6
        ? ipv6LiteralEnd(s, from: hostStart).map({ ($0, $0) }) : domainEnd(s, from: hostStart, mode: mode)
    else {
      return nil
    }
    var end = hostEnd
    var port = -1
    if hostEnd < scanEnd {
      // Trailing dots or hyphens were the sentence's (`http://example.org- where`): what follows
      // them must end the host.
      guard scanEnd == s.count || Self.endsHost(s[scanEnd]) else { return nil }
    } else {
      if end + 1 < s.count, s[end] == ":", ASCII.isDigit(s[end + 1]) {
        port = 0
        end += 1
        while end < s.count, ASCII.isDigit(s[end]) {
          port = port * 10 + Int(s[end].value - 0x30)
          guard port <= 65535 else { return nil }
          end += 1
        }
      }
      guard end == s.count || Self.endsHost(s[end]) else { return nil }
    }
    return Authority(
      hostStart: hostStart, hostEnd: hostEnd, end: end, isIPv6: isIPv6, hasOtherPort: port >= 0 && port != 443)
  }

  /// The end of a domain (or IPv4 address) starting at `start` — trailing dots and hyphens
  /// dropped when nothing but the end of the link follows — and where the scan stopped; `nil`
  /// when its labels are not plausible. A host ends only where its characters end: a label
  /// holding a character no host may hold is no host, never a shorter one.
  private func domainEnd(_ s: [Unicode.Scalar], from start: Int, mode: HostMode) -> (end: Int, scanEnd: Int)? {
    var j = start
    var switchChecked = false
    var labelStart = start
    while j < s.count {
      // No host is longer than this, so the scan need not go on (and every attempt stays bounded).
      guard j - labelStart <= Self.labelScanLimit, j - start <= Self.hostScanLimit else { return nil }
      let c = s[j]
      if c == "." { labelStart = j + 1 }
      if ASCII.isAlphanumeric(c) || c == "-" || c == "." {
        if mode != .withScheme, j > start, TextScalars.isSpacelessScriptLetter(s[j - 1]),
          ASCII.isAlphanumeric(c)
        {
          break
        }
      } else if mode == .withScheme && (c == "_" || c == "%") {
        // allowed in a host written with a scheme (percent-encoding, underscores in names)
      } else if TextScalars.isNonASCIIHostCharacter(c) {
        if TextScalars.isSpacelessScriptLetter(c), j > start, ASCII.isAlphanumeric(s[j - 1]) {
          // Text without spaces runs into a host: without scheme it ends there; with a scheme
          // only when the host so far is a whole domain (`http://example.comだよね`), not a label
          // written in two scripts (`http://exampleこれは.com`). Asked once per host: linear.
          guard mode == .withScheme, !switchChecked else { break }
          switchChecked = true
          if schemelessHost(s[start..<j]) != nil { break }
        }
      } else if let next = Self.innerRunEnd(s, at: j, hostStart: start, mode: mode) {
        j = next
        continue
      } else {
        break
      }
      j += 1
    }
    WorkMeter.scanned(j - start)
    var end = j
    let more = j < s.count && (s[j] == ":" || s[j] == "/" || s[j] == "?" || s[j] == "#")
    if !more {
      while end > start, s[end - 1] == "." || s[end - 1] == "-" { end -= 1 }
    }
    guard end > start, Self.hasPlausibleLabels(s[start..<end].lazy.map(\.value), mode: mode) else { return nil }
    return (end, j)
  }

  /// For a run of bidi controls or picture emoji at `j`: its end when the host goes on after it
  /// (a host character follows, or a `.` and one), else `nil`. So a bidi control inside a host
  /// stays in it, and the link is refused rather than split (`https://exa\u{2066}mple.com` is no
  /// link to mple.com), an emoji inside a label is the label's (`http://android.🌸com`), and
  /// either after the host is the text's. An emoji starting a host without scheme is a pointer
  /// (`👉example.com`), unless the host is an address's domain (`name@🌸example.com`).
  private static func innerRunEnd(_ s: [Unicode.Scalar], at j: Int, hostStart: Int, mode: HostMode) -> Int? {
    func isRunScalar(_ c: Unicode.Scalar) -> Bool {
      TextScalars.isBidiControl(c) || TextScalars.isPictureEmoji(c)
    }
    guard isRunScalar(s[j]) else { return nil }
    if j == hostStart, mode == .schemeless, !TextScalars.isBidiControl(s[j]),
      hostStart == 0 || s[hostStart - 1] != "@"
    {
      return nil
    }
    var k = j + 1
    while k < s.count, k - j <= hostScanLimit, isRunScalar(s[k]) { k += 1 }
    WorkMeter.scanned(k - j)
    func isHostCharacter(_ c: Unicode.Scalar) -> Bool {
      ASCII.isAlphanumeric(c) || c == "-" || TextScalars.isNonASCIIHostCharacter(c)
    }
    guard k < s.count else { return nil }
    if isHostCharacter(s[k]) { return k }
    if s[k] == ".", j > hostStart, k + 1 < s.count, isHostCharacter(s[k + 1]) { return k }
    return nil
  }

  /// The end of `[…]` (after the `]`) when it holds only IPv6 literal characters.
  private func ipv6LiteralEnd(_ s: [Unicode.Scalar], from start: Int) -> Int? {
    var j = start + 1
    while j < s.count, j - start <= 48, Self.isIPv6LiteralCharacter(s[j]) { j += 1 }
    guard j > start + 1, j < s.count, s[j] == "]" else { return nil }
    return j + 1
  }

  /// Non-empty labels of at most 63 characters (the last may be empty: a trailing dot), none
  /// starting or ending with `-` or `_`, an ACE label (`xn--…`) in ASCII only, at most 253
  /// characters in all; a host without scheme needs two labels. `host` gives the characters' code points.
  static func hasPlausibleLabels(_ host: some Collection<UInt32>, mode: HostMode) -> Bool {
    guard host.count <= 253 else { return false }
    let dot: UInt32 = 0x2E
    let hyphen: UInt32 = 0x2D
    let underscore: UInt32 = 0x5F
    var labels = 0
    var length = 0
    var first: UInt32 = 0
    var last: UInt32 = 0
    var asciiCompatible = false
    var ascii = true
    func labelIsPlausible() -> Bool {
      length > 0 && length <= 63 && first != hyphen && first != underscore && last != hyphen
        && last != underscore && (!asciiCompatible || ascii)
    }
    // The first four code points of the label, to tell an ACE label (`xn--`), which must be ASCII.
    var prefix: UInt32 = 0
    for v in host {
      if v == dot {
        guard labelIsPlausible() else { return false }
        labels += 1
        length = 0
      } else {
        if length == 0 {
          first = v
          prefix = 0
          ascii = true
          asciiCompatible = false
        }
        if length < 4 { prefix = prefix << 8 | (v < 0x80 ? v | 0x20 : 0xFF) }
        if length == 3 { asciiCompatible = prefix == 0x786E_2D2D }  // "xn--", case-insensitively
        ascii = ascii && v < 0x80
        last = v
        length += 1
      }
    }
    if length > 0 || labels == 0 {
      guard labelIsPlausible() else { return false }
      labels += 1
    }
    return mode == .schemeless ? labels >= 2 : labels >= 1
  }

  /// What may come right after a host (or its port): the end of the link's authority — `/`, `?`,
  /// `#`, `:`, white space, punctuation other than `-` and `_`, `|`, a bidi control, or a
  /// character that ends links — but not a letter, digit or symbol that would make the host something else
  /// (`example.com_x`, `example.com+`).
  static func endsHost(_ c: Unicode.Scalar) -> Bool {
    if c == "-" || c == "_" { return false }
    if c == "|" || c == "\u{FF5C}" { return true }
    return TextScalars.endsLink(c) || TextScalars.isPunctuation(c) || TextScalars.isWhitespace(c)
      || TextScalars.isControl(c) || TextScalars.isBidiControl(c) || TextScalars.isSpacelessScriptLetter(c)
      || c.properties.isEmojiPresentation
  }

  /// Characters of `user:password` before an `@`: printable ASCII except `@ / [ ] ( ) ? # < > "`
  /// backtick and `\`, or a letter of any script.
  private static func isUserInfoCharacter(_ c: Unicode.Scalar) -> Bool {
    if c.value < 0x80 {
      switch c {
      case "@", "/", "[", "]", "(", ")", "?", "#", "<", ">", "\"", "`", "\\": return false
      default: return c.value > 0x20 && c.value < 0x7F
      }
    }
    return TextScalars.isNonASCIIHostCharacter(c)
  }

  /// Hex digits, `:` and `.` (an embedded IPv4 address).
  private static func isIPv6LiteralCharacter(_ c: Unicode.Scalar) -> Bool {
    c.value < 0x80 && (ASCII.hexValue(UInt8(truncatingIfNeeded: c.value)) != nil || c == ":" || c == ".")
  }
}
