// Phase 1 of unwrapping: the link a text stands for.

extension ShareLinkNormalizer {
  /// The link in `text`: the text itself when it is one token starting with a known scheme
  /// (trailing punctuation dropped from a web link), else the link chosen among those found in
  /// it (adding the `"text"` step). `fastPath: false` skips ``asciiLink(_:)``, for its oracle test.
  func candidate(
    in text: String, via: inout [String], isInput: Bool, fastPath: Bool = true
  ) throws(ShareLinkError) -> String {
    WorkMeter.scanned(text.utf8.count)
    if fastPath, let link = asciiLink(text) { return link }
    let scalars = Self.trimmed(text)
    guard !scalars.isEmpty else { throw ShareLinkError(isInput ? .empty : .noLink) }
    var firstToken: [UInt8] = []
    var hasSpace = false
    for s in scalars {
      if TextScalars.isWhitespace(s) {
        hasSpace = true
        break
      }
      firstToken.append(s.value < 0x80 ? UInt8(truncatingIfNeeded: s.value) : 0x80)
    }
    if let scheme = LinkSyntax.leadingScheme(firstToken) {
      if LinkSyntax.alwaysRefused.contains(scheme), !index.isKnown(scheme) {
        throw ShareLinkError(.disallowedScheme(scheme))
      }
      if !hasSpace {
        if index.isKnown(scheme) { return wholeLink(scalars, scheme: scheme) }
        // An unknown scheme is refused, unless it is a label glued to a link ("Re:https://…").
        let afterColon = firstToken.firstIndex(of: UInt8(ascii: ":")).map { $0 + 1 } ?? 0
        let rest = Array(scalars[afterColon...])
        let found = index.scanner.matches(in: rest, noticedBy: TextLinkScanner.maximumSchemeLength) { _ in true }
        guard let glued = found.first, glued.start == 0,
          case .scheme = glued.kind, isUsable(glued)
        else {
          throw ShareLinkError(.disallowedScheme(scheme))
        }
        via.append("text")
        return linkText(glued, in: rest)
      }
    }
    let matches = index.scanner.matches(in: scalars) { m in
      if case .scheme(let s) = m.kind { return index.isWrapper(s) }
      return false
    }
    guard let chosen = chosenLink(matches) else { throw refusal(for: matches) }
    via.append("text")
    return linkText(chosen, in: scalars)
  }

  /// The link among `matches` that the text means: the first hand-off or browser-scheme link,
  /// else the first link with an allowed scheme, else the first link without scheme.
  func chosenLink(_ matches: [TextLinkScanner.Match]) -> TextLinkScanner.Match? {
    var allowed: TextLinkScanner.Match?
    var schemeless: TextLinkScanner.Match?
    for m in matches {
      switch m.kind {
      case .scheme(let scheme):
        if index.isWrapper(scheme) { return m }
        if allowed == nil, index.allowedSchemes.contains(scheme) { allowed = m }
      case .schemeless:
        if schemeless == nil { schemeless = m }
      case .email:
        break
      }
    }
    return allowed ?? schemeless
  }

  /// Whether `m` can be the target's link (or a wrapper of it).
  private func isUsable(_ m: TextLinkScanner.Match) -> Bool {
    switch m.kind {
    case .scheme(let scheme): return index.isKnown(scheme)
    case .schemeless: return true
    case .email: return false
    }
  }

  /// Why text whose links are `matches` has no target: no link at all, an e-mail address, or
  /// a link with a scheme that is not allowed (the first such link decides).
  private func refusal(for matches: [TextLinkScanner.Match]) -> ShareLinkError {
    switch matches.first?.kind {
    case .email?: return ShareLinkError(.emailAddress)
    case .scheme(let scheme)?: return ShareLinkError(.disallowedScheme(scheme))
    case .schemeless?, nil: return ShareLinkError(.noLink)
    }
  }

  /// The link `m` stands for: as written, or with a scheme in front when it has none.
  func linkText(_ m: TextLinkScanner.Match, in scalars: [Unicode.Scalar]) -> String {
    let text = m.text(in: scalars)
    guard case .schemeless = m.kind else { return text }
    let scheme = m.prefersHTTP ? "http:" : "https:"
    return text.hasPrefix("//") ? scheme + text : scheme + "//" + text
  }

  /// A single token starting with the known `scheme`: a wrapper as it is, a web link without
  /// what trails it in a sentence (punctuation, unpaired quotes and closing brackets) and
  /// without what follows a scalar no lone link holds (`http://example.org">`,
  /// `http://example.org</p>`, `http://example.com/a。http://example.org/b`).
  private func wholeLink(_ scalars: [Unicode.Scalar], scheme: String) -> String {
    guard !index.isWrapper(scheme), let colon = scalars.firstIndex(of: ":") else {
      return TextScalars.string(scalars)
    }
    var contentStart = colon + 1
    if contentStart + 1 < scalars.count, scalars[contentStart] == "/", scalars[contentStart + 1] == "/" {
      contentStart += 2
    }
    contentStart = min(contentStart, scalars.count)
    var cut = scalars.count
    var inQuery = false
    for i in contentStart..<scalars.count {
      let s = scalars[i]
      if s == "?" { inQuery = true } else if s == "#" { inQuery = false }
      if Self.endsLoneLink(s) || (s == "`" && !inQuery) {
        cut = i
        break
      }
    }
    let end = index.scanner.tokenEnd(scalars, floor: contentStart, end: cut)
    return TextScalars.string(scalars[..<max(end, contentStart)])
  }

  /// What ends a lone link: `<`, `>`, and the punctuation that ends links in text other than
  /// controls (CJK full stops and brackets, guillemets, …): `https://example.com/a。` and what
  /// follows is a sentence. (A control inside a lone link refuses it instead.) A backtick ends it
  /// too, but not inside the query, where the URL serializer leaves it raw (`?a=`b`): a target
  /// holding one, given alone, must stay whole (the fuzzer's regressions/unwrap/target-with-backtick).
  private static func endsLoneLink(_ s: Unicode.Scalar) -> Bool {
    s == "<" || s == ">" || (s.value >= 0xA0 && TextScalars.endsLink(s))
  }

  /// For a lone token that did not parse as a link (`https://a.com'https://b.com`): the link
  /// found in it read as text, when that is another one.
  func linkInsideToken(_ text: String, notBeing link: String) -> String? {
    let scalars = Self.trimmed(text)
    let matches = index.scanner.matches(in: scalars) { m in
      if case .scheme(let s) = m.kind { return index.isWrapper(s) }
      return false
    }
    guard let chosen = chosenLink(matches) else { return nil }
    let found = linkText(chosen, in: scalars)
    return found == link ? nil : found
  }

  /// Fast path of `candidate`: an ASCII text that is a single token (after trimming) starting
  /// with a scheme the normalizer knows is the link itself — unless it holds `<`, `>` or a
  /// backtick, or is a web link that ends in punctuation, a quote or a closing bracket, which
  /// the general path may cut or trim.
  ///
  /// - Fast path: buys 29.4% of `omnibox unwrap`'s instructions on 20,000 URLs of the bench
  ///   corpus (f23237a: 614.4M without it, 434.0M with it). Oracle:
  ///   `ShareFastPathTests.asciiLinkAgreesWithTheGeneralPath`.
  func asciiLink(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { utf8 -> String? in
      var start = 0
      var end = utf8.count
      while start < end, utf8[start] <= UInt8(ascii: " ") || utf8[start] == 0x7F { start += 1 }
      while end > start, utf8[end - 1] <= UInt8(ascii: " ") || utf8[end - 1] == 0x7F { end -= 1 }
      guard start < end else { return nil }
      for i in start..<end
      where utf8[i] <= UInt8(ascii: " ") || utf8[i] >= 0x7F || utf8[i] == UInt8(ascii: "<")
        || utf8[i] == UInt8(ascii: ">") || utf8[i] == UInt8(ascii: "`")
      {
        return nil
      }
      let token = UnsafeBufferPointer(rebasing: utf8[start..<end])
      let prefix = UnsafeBufferPointer(rebasing: token[0..<min(token.count, TextLinkScanner.maximumSchemeLength + 1)])
      guard let scheme = LinkSyntax.leadingScheme(prefix), index.isKnown(scheme) else { return nil }
      if !index.isWrapper(scheme) {
        guard let last = token.last, !Self.mayBeTrimmed(last) else { return nil }
      }
      return String(decoding: token, as: UTF8.self)
    }
  }

  /// Trailing punctuation, quotes and closing brackets: what may be trimmed from a lone link's end.
  private static func mayBeTrimmed(_ b: UInt8) -> Bool {
    let s = Unicode.Scalar(b)
    switch s {
    case "'", "\"", ")", "]", "}": return true
    default: return TextScalars.isTrailingPunctuation(s)
    }
  }

  /// `text`'s scalars without leading and trailing white space and controls.
  static func trimmed(_ text: String) -> [Unicode.Scalar] {
    func isTrimmed(_ s: Unicode.Scalar) -> Bool { TextScalars.isWhitespace(s) || s.value < 0x20 || s.value == 0x7F }
    let scalars = TextScalars.decode(text)
    var start = 0
    var end = scalars.count
    while start < end, isTrimmed(scalars[start]) { start += 1 }
    while end > start, isTrimmed(scalars[end - 1]) { end -= 1 }
    return start == 0 && end == scalars.count ? scalars : Array(scalars[start..<end])
  }
}
