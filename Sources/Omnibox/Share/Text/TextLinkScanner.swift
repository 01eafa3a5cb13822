// Finding links in free text ("Mira www.ejemplo.es/foo, es genial", "これ見て https://example.com/a です").
//
// One pass from left to right. At each position one of four kinds of link may start:
// 1. A scheme link, noticed at its `:`: the letters before it (at most `maximumSchemeLength`,
//    after a character that is not a letter, digit or `_`) name a scheme the normalizer knows.
//    Web schemes need `//` and a plausible host (TextLinkScanner+Authority.swift); hand-off
//    schemes need `//` or `?`; `mailto:` needs an address. A link opened right after `<` (or
//    `<URL:`) runs to the matching `>`, white space removed (RFC 3986, appendix C).
// 2. A protocol-relative `//host` link, after white space or punctuation.
// 3. A bracketed IPv6 literal `[2001:db8::1]:8080/x`.
// 4. At the start of a word: an e-mail address (`name@example.com`), reported so that its domain
//    is not taken for a link, or a host without scheme whose last label is a suffix the Public
//    Suffix List knows, or an IPv4 address (TextLinkScanner+Schemeless.swift).
// A host ends only where its characters end (a label with a character no host holds is no host,
// never a shorter one), losing trailing dots and hyphens. After the host, the path runs to white
// space or other ending punctuation, keeps balanced brackets, dashes and quotes inside it, and
// loses trailing `. , : ; ! ? *`, dashes, bidi and C1 controls and unpaired quotes
// (TextLinkScanner+Path.swift). Bidi controls next to a link are boundaries; inside a host or
// path they stay, and the link is refused.
// A found link is skipped whole, and every attempt looks at a bounded stretch or at a stretch no
// other attempt looks at again: linear in the text's length.

/// Finds the links in text.
struct TextLinkScanner: Sendable {
  /// The longest scheme name looked for.
  static let maximumSchemeLength = 40

  /// What must follow `scheme:` for it to start a link in text.
  enum Start: Sendable {
    /// `//` and a host (web schemes).
    case authority
    /// `//` or `?` (hand-off schemes, parameter wrappers). Words such as "opera:" or "brave:"
    /// are ordinary in prose, so these schemes need more than a colon.
    case authorityOrQuery
    /// Anything but white space (`microsoft-edge:https://…`).
    case anything
    /// An e-mail address (`mailto:`).
    case address
  }

  /// One link found: scalar offsets, kind, and what the normalizer needs to know about it.
  struct Match: Sendable {
    /// Where it starts and ends in the scalars.
    var start: Int
    var end: Int
    /// Its kind.
    var kind: TextLink.Kind
    /// The link's text when it is not the scalars between `start` and `end` (`<…>` links,
    /// whose white space is dropped).
    var rewritten: String?
    /// For a link without scheme: whether `http` is the scheme to assume (IP literals,
    /// `localhost`, hosts without a listed suffix, ports other than 443), as the omnibox does.
    var prefersHTTP = false

    /// The link as text.
    func text(in scalars: [Unicode.Scalar]) -> String {
      rewritten ?? TextScalars.string(scalars[start..<end])
    }
  }

  /// The schemes that start a link in text (lowercase), with what must follow them.
  let schemes: [String: Start]

  /// The links in `scalars`, in order. With `stop`, scanning ends after the first link for
  /// which it returns true; with `noticedBy`, it ends at that position (a link with a scheme
  /// is noticed at its `:`, others where they start).
  func matches(
    in scalars: [Unicode.Scalar], noticedBy last: Int = .max, stoppingAfter stop: (Match) -> Bool = { _ in false }
  ) -> [Match] {
    var found: [Match] = []
    var i = 0
    var floor = 0  // no link starts inside the previous one
    while i < scalars.count, i <= last {
      WorkMeter.scanned(1)
      // Inside a word nothing starts: skip ASCII letters and digits that follow one.
      if i > 0, ASCII.isAlphanumeric(scalars[i]), ASCII.isAlphanumeric(scalars[i - 1]) {
        i += 1
        continue
      }
      // A word that can be neither host nor address (no `.` or `@` soon enough) is skipped whole.
      if startsWord(scalars, i), let end = Self.plainWordEnd(scalars, at: i) {
        i = end
        continue
      }
      guard let m = match(in: scalars, at: i, floor: floor) else {
        i += 1
        continue
      }
      found.append(m)
      if stop(m) { break }
      floor = m.end
      i = max(m.end, i + 1)
    }
    return found
  }

  /// A link noticed at `i`, if one is there.
  private func match(in s: [Unicode.Scalar], at i: Int, floor: Int) -> Match? {
    switch s[i] {
    case ":": return schemeLink(s, colon: i, floor: floor)
    case "/": return protocolRelativeLink(s, at: i)
    case "[": return bracketedIPv6Link(s, at: i)
    default: return startsWord(s, i) ? schemelessLinkOrAddress(s, at: i) : nil
    }
  }

  // MARK: Scheme links

  /// A link whose known scheme ends at `colon`, if one does.
  private func schemeLink(_ s: [Unicode.Scalar], colon: Int, floor: Int) -> Match? {
    var first = colon
    while first > floor, colon - first < Self.maximumSchemeLength, TextScalars.isSchemeCharacter(s[first - 1]) {
      first -= 1
    }
    WorkMeter.scanned(colon - first)
    var start = first
    while start < colon {
      defer { start += 1 }
      guard start == 0 || TextScalars.allowsSchemeLink(after: s[start - 1]), ASCII.isAlpha(s[start]) else {
        continue
      }
      WorkMeter.scanned(colon - start)
      let name = TextScalars.string(s[start..<colon], lowercasingASCII: true)
      guard let needed = schemes[name] else { continue }
      if let m = schemeLink(s, start: start, colon: colon, scheme: name, needs: needed) { return m }
    }
    return nil
  }

  /// The link with scheme `scheme` from `start` (its `:` at `colon`), if what follows fits.
  private func schemeLink(
    _ s: [Unicode.Scalar], start: Int, colon: Int, scheme: String, needs: Start
  ) -> Match? {
    let after = colon + 1
    let slashes = after + 1 < s.count && s[after] == "/" && s[after + 1] == "/"
    let kind = TextLink.Kind.scheme(scheme)
    if let (text, close) = angleBracketed(s, start: start) {
      return Match(start: start, end: close, kind: kind, rewritten: text)
    }
    switch needs {
    case .authority:
      guard slashes, let authority = authority(s, from: after + 2, mode: .withScheme) else { return nil }
      return Match(start: start, end: pathEnd(s, after: authority.end), kind: kind)
    case .authorityOrQuery, .anything:
      if needs == .authorityOrQuery {
        guard slashes || (after < s.count && s[after] == "?") else { return nil }
      }
      let end = linkEnd(s, contentStart: after, floor: after)
      guard end > (slashes ? after + 2 : after) else { return nil }
      return Match(start: start, end: end, kind: kind)
    case .address:
      guard let address = addressEnd(s, localStart: after, requiresKnownSuffix: false) else { return nil }
      let end = address < s.count && s[address] == "?" ? linkEnd(s, contentStart: address, floor: address) : address
      return Match(start: start, end: end, kind: kind)
    }
  }

  /// For a link right after `<` or `<URL:`: the text up to the next `>` with white space
  /// removed, and the position of that `>`; `nil` when there is no such `>` before another `<`.
  private func angleBracketed(_ s: [Unicode.Scalar], start: Int) -> (String, Int)? {
    var opener = start - 1
    if opener >= 4, ASCII.lowercased(s[opener - 3]) == "u", ASCII.lowercased(s[opener - 2]) == "r",
      ASCII.lowercased(s[opener - 1]) == "l", s[opener] == ":"
    {
      opener -= 4
    }
    guard opener >= 0, s[opener] == "<" else { return nil }
    var i = start
    while i < s.count {
      WorkMeter.scanned(1)
      let c = s[i]
      if c == ">" {
        let text = TextScalars.string(s[start..<i].lazy.filter { !TextScalars.isWhitespace($0) })
        return text.isEmpty ? nil : (text, i)
      }
      if c == "<" { return nil }
      i += 1
    }
    return nil
  }

  // MARK: Helpers

  /// Whether a word (where a link without scheme or an address may start) begins at `i`: a host
  /// character or an emoji after a boundary, or an ASCII letter or digit right after Han, kana or Hangul
  /// (`これはexample.comです`).
  private func startsWord(_ s: [Unicode.Scalar], _ i: Int) -> Bool {
    let c = s[i]
    let ascii = ASCII.isAlphanumeric(c)
    // An emoji may start an address's local part (`🌸@example.com`), never a host.
    guard ascii || TextScalars.isNonASCIIHostCharacter(c) || TextScalars.isPictureEmoji(c)
    else { return false }
    guard i > 0 else { return true }
    let before = s[i - 1]
    return TextScalars.allowsSchemelessLink(after: before) || (ascii && TextScalars.isSpacelessScriptLetter(before))
  }
}
