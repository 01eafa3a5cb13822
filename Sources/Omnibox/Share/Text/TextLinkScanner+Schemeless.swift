// Links without a scheme: `example.com/a`, `www.ejemplo.es`, `президент.рф`, `4.4.4.4:8080`,
// `//host/x`, `[2001:db8::1]/x` — and e-mail addresses, found so that their domain is not taken
// for a link. A bare host must end in a suffix the Public Suffix List's ICANN section lists
// (`example.coma`, `node.js`, `image.jpg` are not links), or be an IPv4 address in four decimal
// parts (`1.2.3.400`, `1.2.3` are not).

extension TextLinkScanner {
  /// The longest local part (before `@`) of an e-mail address looked for.
  static let maximumLocalPartLength = 64

  /// For a word starting at `start` that can be neither host nor address, where it ends (the
  /// first character after it no host or local part may hold); `nil` when it may be one.
  ///
  /// A host's first label (at most 63 characters) ends at a `.`, an address's local part (at
  /// most 64) at an `@`: a word with neither that soon is neither, and neither is any word
  /// starting inside it (it reaches the same end), nor does a scheme, `//` or `[` hide in it.
  static func plainWordEnd(_ s: [Unicode.Scalar], at start: Int) -> Int? {
    var k = start
    while k < s.count, k - start <= maximumLocalPartLength {
      let v = s[k].value
      if s[k] == "." || s[k] == "@" { return nil }
      if v <= 0x20 || (v < 0x80 && !isLocalPartCharacter(s[k], first: false)) { return k }
      k += 1
    }
    return k == s.count ? k : nil
  }

  /// At the start of a word: an e-mail address, or a host without scheme with its port and path.
  func schemelessLinkOrAddress(_ s: [Unicode.Scalar], at start: Int) -> Match? {
    var j = start
    while j < s.count, j - start < Self.maximumLocalPartLength, Self.isLocalPartCharacter(s[j], first: j == start) {
      j += 1
    }
    if j < s.count, s[j] == "@" {
      // A name followed by `@` is an address or nothing (`a.ws@…` is no link to a.ws).
      guard let end = addressEnd(s, localStart: start, requiresKnownSuffix: true) else { return nil }
      return Match(start: start, end: end, kind: .email)
    }
    // An emoji starts an address's local part, never a host (`👉example.com`).
    guard !TextScalars.isPictureEmoji(s[start]) else { return nil }
    guard let authority = authority(s, from: start, mode: .schemeless),
      let host = schemelessHost(s[authority.hostStart..<authority.hostEnd])
    else { return nil }
    // `com.example.app://open` is a scheme, not a host.
    if authority.end + 1 < s.count, s[authority.end] == ":", s[authority.end + 1] == "/" { return nil }
    var m = Match(start: start, end: pathEnd(s, after: authority.end), kind: .schemeless)
    m.prefersHTTP = host == .ipv4 || authority.hasOtherPort
    return m
  }

  /// A protocol-relative link (`//example.com/x`, `//localhost:8080`) at `start`, after white
  /// space or punctuation: its host must be `localhost`, an IP literal or have two labels.
  func protocolRelativeLink(_ s: [Unicode.Scalar], at start: Int) -> Match? {
    guard start + 1 < s.count, s[start + 1] == "/" else { return nil }
    guard start == 0 || TextScalars.allowsSchemelessLink(after: s[start - 1]) else { return nil }
    guard let authority = authority(s, from: start + 2, mode: .withScheme) else { return nil }
    let host = s[authority.hostStart..<authority.hostEnd]
    let isLocalhost =
      host.count == 9 && host.lazy.map { ASCII.lowercased($0) }.elementsEqual("localhost".unicodeScalars)
    let kind = authority.isIPv6 ? .ipv6 : schemelessHost(host)
    guard isLocalhost || kind != nil || host.contains(".") else { return nil }
    var m = Match(start: start, end: pathEnd(s, after: authority.end), kind: .schemeless)
    m.prefersHTTP = isLocalhost || kind != .domain || authority.hasOtherPort
    return m
  }

  /// A bracketed IPv6 address without scheme (`[2001:db8::1]:8080/x`) at `start`.
  func bracketedIPv6Link(_ s: [Unicode.Scalar], at start: Int) -> Match? {
    guard start == 0 || TextScalars.allowsSchemelessLink(after: s[start - 1]),
      let authority = authority(s, from: start, mode: .schemeless), authority.isIPv6
    else { return nil }
    let literal = TextScalars.string(s[(authority.hostStart + 1)..<(authority.hostEnd - 1)])
    guard literal.utf8.filter({ $0 == UInt8(ascii: ":") }).count >= 2, (try? IPv6Address(parsing: literal)) != nil
    else {
      return nil
    }
    var m = Match(start: start, end: pathEnd(s, after: authority.end), kind: .schemeless)
    m.prefersHTTP = true
    return m
  }

  /// The end of the address whose local part starts at `localStart` (`name@example.com`):
  /// after its domain, which needs a known suffix unless `requiresKnownSuffix` is false, as
  /// after `mailto:` (`name@127.0.0.1` is no address: an address at an IP literal brackets it).
  func addressEnd(_ s: [Unicode.Scalar], localStart: Int, requiresKnownSuffix: Bool) -> Int? {
    var at = localStart
    while at < s.count, at - localStart < Self.maximumLocalPartLength,
      Self.isLocalPartCharacter(s[at], first: at == localStart)
    {
      at += 1
    }
    guard at > localStart, at < s.count, s[at] == "@", s[at - 1] != ".",
      let domain = authority(s, from: at + 1, mode: requiresKnownSuffix ? .schemeless : .address),
      domain.end == domain.hostEnd, !domain.isIPv6
    else { return nil }
    if requiresKnownSuffix, schemelessHost(s[domain.hostStart..<domain.hostEnd]) != .domain { return nil }
    return domain.end
  }

  /// What a host without scheme is.
  enum SchemelessHost {
    case ipv4, ipv6, domain
  }

  /// `.ipv4` for four decimal parts of at most 255 without leading zeros; `.domain` for a name
  /// whose suffix the Public Suffix List's ICANN section lists and that is not itself a suffix;
  /// `nil` otherwise.
  func schemelessHost(_ host: ArraySlice<Unicode.Scalar>) -> SchemelessHost? {
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    guard let last = labels.last, !last.isEmpty else { return nil }
    if last.allSatisfy({ ASCII.isDigit($0) }) {
      guard labels.count == 4 else { return nil }
      for label in labels {
        guard (1...3).contains(label.count), label.allSatisfy({ ASCII.isDigit($0) }),
          label.count == 1 || label.first != "0"
        else { return nil }
        let value = label.reduce(0) { $0 * 10 + Int($1.value - 0x30) }
        guard value <= 255 else { return nil }
      }
      return .ipv4
    }
    var text = TextScalars.string(host, lowercasingASCII: true)
    if !host.allSatisfy(\.isASCII) {
      guard case .domain(let ascii)? = try? Host(parsing: text) else { return nil }
      text = ascii
    }
    guard let suffix = PublicSuffixList.embedded.publicSuffix(of: text, includingPrivateRules: false),
      suffix.isListed, suffix.section == .icann, suffix.suffix.utf8.count < text.utf8.count
    else { return nil }
    return .domain
  }

  /// The characters of an e-mail address's local part: ASCII letters, digits, `. _ + - %`, `"`
  /// and `'` after the first (`test."foo".bar@example.co.uk`, `e'mail@example.com`), and any
  /// letter, mark, number, symbol or emoji of another script (`현금영수증@example.kr`,
  /// `🌸@example.com`): an address is no link, whatever its local part is written in.
  static func isLocalPartCharacter(_ c: Unicode.Scalar, first: Bool) -> Bool {
    if ASCII.isAlphanumeric(c) { return true }
    switch c {
    case ".", "_", "+", "-", "%": return true
    case "\"", "'": return !first
    default:
      return c.value >= 0x80
        && (TextScalars.isNonASCIIHostCharacter(c) || TextScalars.isPictureEmoji(c))
    }
  }
}
