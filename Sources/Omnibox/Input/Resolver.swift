/// The omnibox decision procedure: the rules of ``ResolveRule/table`` (printed by `omnibox
/// rules`, and the one list of them), tried in its order; the first that applies decides.
///
/// The steps live here and in the types they use: cleaning and the one reading of the text
/// (``TypedInput``), keyword shortcuts, explicit schemes (``SchemePrefix``, ``SchemeRule``,
/// ``HostRules/decideTyped(_:)``), file paths (``FilePathInput``) and text without a scheme
/// (``SchemelessInput``, ``HostRules/decide(_:url:endsWithIdeographicStop:)``), then scheme
/// inference (``SchemeInference``) and canonicalization by the URL parser.
///
/// Where Chromium and Firefox disagree, the configuration's ``Omnibox/Profile`` decides; each
/// check of a switch is a bit test on a value fixed at construction.
struct Resolver: Sendable {
  let configuration: Omnibox.Configuration
  private let profile: Omnibox.Profile
  /// The default engine, then the other results-page engines not named like it.
  private let resultsPages: ResultsPageRecognizer
  /// The default engine's name, asked once.
  private let defaultEngineName: String
  /// The default engine's results URL worked out once, when it is a built-in engine.
  private let defaultSearchURL: SearchURLPattern?
  private let hostRules: HostRules
  private let schemeOptions: SchemePrefix.Options
  private let schemeInference: SchemeInference
  private let homes: FilePathInput.Homes

  init(configuration: Omnibox.Configuration) {
    self.configuration = configuration
    profile = configuration.profile
    hostRules = HostRules(configuration: configuration)
    schemeOptions = SchemePrefix.Options(configuration: configuration)
    schemeInference = SchemeInference(
      policy: configuration.schemePolicy, upgradesPort80: profile.isOn(.port80Upgrades))
    homes = FilePathInput.Homes(
      homeDirectory: configuration.homeDirectory, homeBase: configuration.homeBase,
      doubleSlashIsPath: profile.isOn(.doubleSlashIsFilePath))
    var engines: [any SearchEngine] = [configuration.defaultEngine]
    for engine in configuration.resultsPageEngines where engine.name != configuration.defaultEngine.name {
      engines.append(engine)
    }
    resultsPages = ResultsPageRecognizer(engines)
    defaultEngineName = configuration.defaultEngine.name
    defaultSearchURL = SearchURLPattern(configuration.defaultEngine)
  }

  /// The full answer for `text`.
  func resolve(_ text: String) -> Resolution {
    var output = AnswerOutput.inAnswers
    return resolve(text, into: &output)
  }

  /// ``resolve(_:)`` for UTF-8 bytes: read in place when they are valid UTF-8 (no string is made
  /// for a URL answer), otherwise as the string they decode to (invalid sequences as U+FFFD).
  func resolve(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Resolution {
    var output = AnswerOutput.inAnswers
    return resolve(utf8: bytes, into: &output)
  }

  /// ``resolve(utf8:)`` for a caller that prints the URL: it is appended to `out` (nothing for a
  /// refusal), and the answer holds only its kind and reason (``Resolution/Detail/urlAndReason``,
  /// its ``Resolution/url`` `nil`). A URL kept as parsed is written from the parser's memory
  /// (``URLView``), and a search's from the engine's pattern: no string is made for either.
  ///
  /// - Fast path: buys 14.3% of `resolve`'s instructions on 20,000 lines of the bench corpus
  ///   (callgrind at eafc31f: 99.5M with a string per answer, 85.3M writing URLs in place and
  ///   deciding searches on the parser's memory). Oracle:
  ///   `ResolverShortcutTests.appendedURLsAreTheAnswersURLsInOrder`.
  func resolve(utf8 bytes: UnsafeBufferPointer<UInt8>, appendingURLTo out: inout [UInt8]) -> Resolution {
    var output = AnswerOutput(writesURL: true)
    swap(&output.bytes, &out)
    defer { swap(&output.bytes, &out) }
    return resolve(utf8: bytes, into: &output)
  }

  private func resolve(_ text: String, into output: inout AnswerOutput) -> Resolution {
    TypedText.with(text) { resolve($0, into: &output) }
  }

  private func resolve(utf8 bytes: UnsafeBufferPointer<UInt8>, into output: inout AnswerOutput) -> Resolution {
    guard UTF8Validation.isValid(bytes) else {
      return resolve(String(decoding: bytes, as: UTF8.self), into: &output)
    }
    return resolve(TypedText(bytes, of: nil), into: &output)
  }

  private func resolve(_ text: TypedText, into output: inout AnswerOutput) -> Resolution {
    guard text.bytes.count <= configuration.maximumInputLength else { return .refused(.tooLong) }
    let input = TypedInput(text)
    return input.withText(of: text) { cleaned in
      guard !cleaned.bytes.isEmpty else { return .refused(.empty) }

      if let terms = Self.forcedQueryTerms(cleaned.bytes) {
        guard !terms.isEmpty else { return .refused(.empty) }
        return search(cleaned.slice(terms), reason: .forcedQuery, into: &output)
      }
      // Text typed in full-width mode is read folded from here on, its keyword too: `！ａ` is
      // the bang `!a`, as the URL it would otherwise make holds `!a`.
      return readingFolded(input, cleaned) { working, firstWhitespace in
        decideTyped(input, working: working, firstWhitespace: firstWhitespace, query: cleaned, into: &output)
      }
    }
  }

  /// `body` on `text` (as read by `input`) folded when it was typed in full-width mode
  /// (``WidthFolding``), else as it is, with the offset of its first white space.
  private func readingFolded(
    _ input: TypedInput, _ text: TypedText, _ body: (_ working: TypedText, _ firstWhitespace: Int?) -> Resolution
  ) -> Resolution {
    if !input.isASCII, let folded = WidthFolding.foldedIfEntirelyWide(utf8: text.bytes) {
      // Folding changes byte offsets (`　` is three bytes, its fold one): read them again.
      return TypedText.with(folded) { working in body(working, TypedInput.firstWhitespace(in: working.bytes)) }
    }
    return body(text, input.firstWhitespace)
  }

  /// Steps 3–6 of ``ResolveRule/table`` for `working` (cleaned, and folded when it was typed in
  /// full-width mode): a keyword shortcut, else the decision on the text.
  private func decideTyped(
    _ input: TypedInput, working: TypedText, firstWhitespace: Int?, query: TypedText,
    into output: inout AnswerOutput
  ) -> Resolution {
    // Every shortcut needs white space between keyword and terms.
    if let firstWhitespace,
      let shortcut = configuration.keywordShortcuts.match(utf8: working.bytes, firstWhitespace: firstWhitespace)
    {
      return search(working.slice(shortcut.terms).string, engine: shortcut.engine, reason: .keyword, into: &output)
    }
    return decide(
      input, working: working, firstWhitespace: firstWhitespace, query: query, allowViewSource: true, into: &output)
  }

  /// The byte range of the trimmed text after a leading `?` or `？` (U+FF1F, `EF BC 9F`); `nil`
  /// without one.
  private static func forcedQueryTerms(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    let markLength: Int
    if bytes.first == UInt8(ascii: "?") {
      markLength = 1
    } else if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBC, bytes[2] == 0x9F {
      markLength = 3
    } else {
      return nil
    }
    let range = UnicodeWhitespace.trimmedRange(of: UnsafeBufferPointer(rebasing: bytes[markLength...]))
    return (range.lowerBound + markLength)..<(range.upperBound + markLength)
  }

  /// Steps 4–6 of ``ResolveRule/table`` for `text` (already cleaned, as read by `input`); `query`
  /// is what a search would look for.
  private func decide(
    _ input: TypedInput, _ text: TypedText, query: TypedText, allowViewSource: Bool, into output: inout AnswerOutput
  ) -> Resolution {
    readingFolded(input, text) { working, firstWhitespace in
      decide(
        input, working: working, firstWhitespace: firstWhitespace, query: query, allowViewSource: allowViewSource,
        into: &output)
    }
  }

  /// ``decide(_:_:query:allowViewSource:)`` once full-width text is folded; `firstWhitespace` is
  /// the offset of the first white space in `working`.
  private func decide(
    _ input: TypedInput, working: TypedText, firstWhitespace: Int?, query: TypedText, allowViewSource: Bool,
    into output: inout AnswerOutput
  ) -> Resolution {
    let hasWhitespace = firstWhitespace != nil
    switch SchemePrefix.detect(working, options: schemeOptions) {
    case .scheme(let name, let kind, let corrected?):
      return TypedText.with(corrected) { urlText in
        decideExplicitScheme(
          name, kind, urlText, corrected: true, hasWhitespace: hasWhitespace, query: query,
          allowViewSource: allowViewSource, into: &output)
      }
    case .scheme(let name, let kind, nil):
      return decideExplicitScheme(
        name, kind, working, corrected: false, hasWhitespace: hasWhitespace, query: query,
        allowViewSource: allowViewSource, into: &output)
    case .driveLetter:
      guard configuration.allowsFilePaths else { return search(query, reason: .unknownScheme, into: &output) }
      return url(FilePathInput.urlText(forDrivePath: working.string), reason: .filePath, query: query, into: &output)
    case .none:
      break
    }

    if configuration.allowsFilePaths, FilePathInput.mayBePOSIXPath(startingWith: working.bytes.first),
      let fileText = FilePathInput.urlText(forPOSIXPath: working.string, homes: homes)
    {
      return url(fileText, reason: .filePath, query: query, into: &output)
    }

    // `://host`: the scheme left out (both browsers read the rest); `//host`: a network-path
    // reference. The separator is ASCII and holds no white space: offsets move by its length.
    func decideRest(_ schemeless: TypedText, dropped: Int) -> Resolution {
      let whitespace = firstWhitespace.map { $0 - dropped }
      // The host part is read once, up to its end or the first white space, for the check that
      // it holds none and for the split.
      let hostPart = HostPartFacts(schemeless.bytes, firstWhitespace: whitespace)
      return decideSchemeless(
        schemeless, hostPart: hostPart, hasWhitespace: whitespace != nil, query: query,
        endsWithIdeographicStop: input.endsWithIdeographicFullStop, into: &output)
    }
    switch Self.leadingSeparator(working.bytes) {
    case .bytes(let length):
      return decideRest(working.dropping(length), dropped: length)
    case .characters:
      // A combining mark follows the slashes: they are dropped as characters, as typed.
      let text = working.string
      let length = text.hasPrefix("://") ? 3 : text.hasPrefix("//") ? 2 : 0
      return TypedText.with(String(text.dropFirst(length))) { decideRest($0, dropped: length) }
    }
  }

  /// How long a leading `://` or `//` is.
  private enum LeadingSeparator {
    /// This many bytes (0 without a separator).
    case bytes(Int)
    /// A non-ASCII byte follows the slashes: count them as characters of the string.
    case characters
  }

  /// 3 bytes for a leading `://`, 2 for a leading `//`, else 0, counting only slashes that are
  /// whole characters (a combining mark after the last would make it part of another).
  private static func leadingSeparator(_ bytes: UnsafeBufferPointer<UInt8>) -> LeadingSeparator {
    let start = bytes.first == UInt8(ascii: ":") ? 1 : 0
    guard bytes.count >= start + 2, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") else {
      return .bytes(0)
    }
    return bytes.count == start + 2 || bytes[start + 2] < 0x80 ? .bytes(start + 2) : .characters
  }

  // MARK: Step 4: explicit schemes

  private func decideExplicitScheme(
    _ name: String, _ kind: SchemeKind, _ urlText: TypedText, corrected: Bool, hasWhitespace: Bool, query: TypedText,
    allowViewSource: Bool, into output: inout AnswerOutput
  ) -> Resolution {
    // The schemes with rules of their own (``SchemeRule``) are none of the special ones (most
    // URLs typed).
    if !kind.isSpecial, let rule = SchemeRule.rule(for: name) {
      switch rule {
      case .script(let looksForCode):
        if looksForCode, profile.isOn(.scriptNeedsCode), !Self.looksLikeCode(urlText.bytes, after: name) {
          return search(query, reason: .notCode, into: &output)
        }
        guard configuration.allowsScriptURLs else { return .refused(.blockedScheme) }
      case .viewSource:
        return decideViewSource(urlText.string, query: query, allowed: allowViewSource, into: &output)
      case .browserPage:
        if profile.isOn(.aboutToChrome) { return chromeURL(urlText.string, after: name, query: query, into: &output) }
      }
    }
    let bytes = urlText.bytes
    let start = name.utf8.count + 1
    // What follows the scheme's `:`, which the parser need not read again.
    let afterScheme = UnsafeBufferPointer(rebasing: bytes[start...])
    let rest = bytes.count - start
    let hasAuthority =
      bytes.count >= start + 2 && bytes[start] == UInt8(ascii: "/") && bytes[start + 1] == UInt8(ascii: "/")
    // `devtools://`, `mailto:`: a scheme and no address (both browsers search these).
    if rest == 0 || (rest == 2 && hasAuthority) { return search(query, reason: .emptyAddress, into: &output) }
    let isSpecial = kind.isSpecial
    let isKnown = isSpecial || schemeOptions.registeredSchemes.contains(name)
    if !isKnown && (!hasAuthority || profile.isOn(.unknownSchemeIsSearch)) {
      // `site:example.com swift`, `note:milk`: text with a colon, not an address.
      return search(
        query, reason: .unknownScheme,
        alternate: hasWhitespace || name.utf8.count < 2 ? nil : Self.parse(name, kind, afterScheme)?.href,
        into: &output)
    }
    let reason: Resolution.Reason = corrected ? .schemeTypo : .scheme
    let schemeLength = name.utf8.count
    if output.writesURL {
      // Read in the parser's memory: a URL kept as typed is written from there (anything else
      // is read again below, as a record).
      let written = name.withUTF8Bytes { scheme in
        try? URLRecord.withView(scheme: scheme, kind: kind, validUTF8: afterScheme) { url -> Bool in
          guard case .host(.asTyped) = read(url, schemeLength: schemeLength, isSpecial: isSpecial) else { return false }
          output.bytes.append(contentsOf: url.href)
          return true
        }
      }
      if written == true { return AnswerOutput.answer(.url, reason: reason) }
    }
    guard let record = Self.parse(name, kind, afterScheme) else {
      return search(query, reason: hasWhitespace ? .spaces : .invalidURL, into: &output)
    }
    switch record.withView({ read($0, schemeLength: schemeLength, isSpecial: isSpecial) }) {
    case .schemeOnly:
      return search(query, reason: .emptyAddress, into: &output)
    case .host(.asTyped):
      return urlAnswer(record, reason: reason, into: &output)
    case .host(.replaced(let host, let replacedReason)):
      let replaced = Self.replacingHost(of: record, with: host)
      return urlAnswer(replaced, reason: replacedReason == .scheme ? reason : replacedReason, into: &output)
    case .host(.search(let searchReason)):
      return search(query, reason: searchReason, into: &output)
    }
  }

  /// What the rules say of a URL typed with its scheme, read from its parse.
  private enum TypedURLReading {
    /// The scheme and nothing more (`data:`, `http://`): no address.
    case schemeOnly
    /// What the host rules say of its host (a special scheme's other than `file`; any other
    /// URL is kept as typed).
    case host(HostRules.TypedHost)
  }

  /// Reads `url`, typed with a scheme of `schemeLength` bytes (special when `isSpecial`).
  private func read(_ url: URLView, schemeLength: Int, isSpecial: Bool) -> TypedURLReading {
    // The parser drops trailing controls and spaces (`data:\u{0}` is `data:`): nothing after the
    // scheme is still no address, however it was typed.
    if Self.isSchemeOnly(url.href, schemeLength: schemeLength) { return .schemeOnly }
    return .host(isSpecial && url.parts.scheme != .file ? hostRules.decideTyped(url) : .asTyped)
  }

  /// The URL `name` + `:` + `rest`, `name` being a scheme the omnibox read (lowercase, of the
  /// kind `kind`); `nil` when that is no URL.
  private static func parse(_ name: String, _ kind: SchemeKind, _ rest: UnsafeBufferPointer<UInt8>) -> URLRecord? {
    name.withUTF8Bytes { try? URLRecord(scheme: $0, kind: kind, validUTF8: rest) }
  }

  /// Whether `href` is a scheme of `schemeLength` bytes and `:` or `://`, nothing more.
  private static func isSchemeOnly(_ href: UnsafeBufferPointer<UInt8>, schemeLength: Int) -> Bool {
    // Lengths first: an href of a longer URL is turned away without reading its bytes.
    switch href.count - (schemeLength + 1) {
    case 0: return true
    case 2: return href[href.count - 2] == UInt8(ascii: "/") && href[href.count - 1] == UInt8(ascii: "/")
    default: return false
    }
  }

  /// `record` with `host` as its hostname (a repair the host rules asked for).
  private static func replacingHost(of record: URLRecord, with host: String) -> URLRecord {
    var copy = record
    copy.setHostname(host)
    return copy
  }

  /// Whether the text after `javascript:` holds one of `; = ( ) . "`, which words rarely do
  /// (Chromium's test, ``Omnibox/Profile/Switch/scriptNeedsCode``).
  private static func looksLikeCode(_ urlText: UnsafeBufferPointer<UInt8>, after name: String) -> Bool {
    urlText.dropFirst(name.utf8.count + 1).contains { byte in
      switch byte {
      case UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."),
        UInt8(ascii: "\""):
        return true
      default:
        return false
      }
    }
  }

  /// Chromium's `about:` and `chrome:` reading (``Omnibox/Profile/Switch/aboutToChrome``):
  /// `about:blank` and `about:srcdoc` stay (lowercased up to a query or fragment, whose
  /// bytes and escapes are the page's own); anything else becomes
  /// `chrome://host/path?query#fragment`, credentials and port dropped, host `version` when none
  /// was typed (`about:` → `chrome://version/`).
  private func chromeURL(
    _ urlText: String, after name: String, query: TypedText, into output: inout AnswerOutput
  ) -> Resolution {
    let pathEnd =
      urlText.utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? urlText.utf8.endIndex
    let lowered =
      String(decoding: urlText.utf8[..<pathEnd].map { ASCII.lowercased($0) }, as: UTF8.self)
      + String(decoding: urlText.utf8[pathEnd...], as: UTF8.self)
    if name == "about", Self.isAboutBlankOrSrcdoc(lowered) {
      return url(lowered, reason: .scheme, query: query, into: &output)
    }
    var body = Substring(urlText).dropFirst(name.count + 1)
    while body.first == "/" { body = body.dropFirst() }
    let authorityEnd = body.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" || $0 == "\\" } ?? body.endIndex
    let pieces = "http://" + (authorityEnd == body.startIndex ? "version" + body : body)
    guard let parsed = try? URLRecord(pieces), !parsed.hostname.isEmpty else {
      return search(query, reason: .invalidURL, into: &output)
    }
    let chrome = "chrome://" + parsed.hostname + parsed.pathname + parsed.search + parsed.hash
    return url(chrome, reason: .scheme, query: query, into: &output)
  }

  /// `about:blank` or `about:srcdoc` (lowercase), with at most one `/` before a query or fragment.
  private static func isAboutBlankOrSrcdoc(_ lowered: String) -> Bool {
    let path = lowered.utf8.dropFirst("about:".utf8.count).prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
    for page in ["blank", "srcdoc"] where path.starts(with: page.utf8) {
      let extra = path.count - page.utf8.count
      if extra == 0 || (extra == 1 && path.last == UInt8(ascii: "/")) { return true }
    }
    return false
  }

  /// `view-source:X`: X is resolved like typed text and must come out as a URL.
  private func decideViewSource(
    _ urlText: String, query: TypedText, allowed: Bool, into output: inout AnswerOutput
  ) -> Resolution {
    let inner = String(urlText.dropFirst("view-source:".count))
    guard allowed, !inner.isEmpty else { return search(query, reason: .invalidURL, into: &output) }
    // The inner answer keeps its URL, which the outer one is made of.
    var innerOutput = AnswerOutput.inAnswers
    let resolved = TypedText.with(inner) { innerText in
      let input = TypedInput(innerText)
      return input.withText(of: innerText) {
        decide(input, $0, query: innerText, allowViewSource: false, into: &innerOutput)
      }
    }
    switch resolved.kind {
    case .refused: return .refused(resolved.reason)
    case .search: return search(query, reason: .invalidURL, into: &output)
    case .url:
      guard let innerURL = resolved.url, let record = try? URLRecord("view-source:" + innerURL) else {
        return search(query, reason: .invalidURL, into: &output)
      }
      return plainURLAnswer(record, reason: .scheme, into: &output)
    }
  }

  // MARK: Step 6: no scheme

  /// Decides `[userinfo@]host[:port][rest]` by its host, in Chromium's order where the rules
  /// leave it open.
  /// `hostPart`: ``HostPartFacts`` of `text`, `nil` when its host part reaches its first white
  /// space.
  private func decideSchemeless(
    _ text: TypedText, hostPart: HostPartFacts?, hasWhitespace: Bool, query: TypedText, endsWithIdeographicStop: Bool,
    into output: inout AnswerOutput
  ) -> Resolution {
    // Text with white space is only a URL when a rule that holds with white space says so
    // (`example.com/a b`).
    func notURL(_ reason: Resolution.Reason) -> Resolution {
      search(query, reason: hasWhitespace ? .spaces : reason, into: &output)
    }
    // Words before any `/`: a search, whatever they are (`swift webview`, `example.com is down`).
    // This also keeps white space out of the userinfo and host (parts of the host part), where
    // the URL parser would drop tabs.
    guard let hostPart else { return search(query, reason: .spaces, into: &output) }
    guard let input = SchemelessInput(text.bytes, readsBareIPv6: schemeOptions.readsBareIPv6, hostPart: hostPart) else {
      return notURL(.invalidHost)
    }
    if input.hostIsEmpty { return notURL(.invalidHost) }
    if input.port != nil, input.portValue == nil { return notURL(.invalidPort) }

    // One parse: the host kind decides the rule. Without a port, the scheme a public name gets
    // (usually https) and a swap when the rule picks the other; with a port, http and a
    // second parse when needed (see `href`).
    let parseScheme = input.port == nil ? schemeInference.likelyScheme : .http
    if output.writesURL,
      let answer = answerInPlace(
        input, parseScheme: parseScheme, hasWhitespace: hasWhitespace, query: query,
        endsWithIdeographicStop: endsWithIdeographicStop, into: &output)
    {
      return answer
    }
    let parsed = input.withBody { body in try? URLRecord(scheme: parseScheme, validUTF8: body) }
    guard let parsed, parsed.parts.hostKind != .none else {
      return notURL(.invalidHost)
    }
    let decision = parsed.withView {
      hostRules.decide(input, url: $0, endsWithIdeographicStop: endsWithIdeographicStop)
    }
    if Self.searchesForSpaces(decision, hasWhitespace: hasWhitespace) {
      return search(query, reason: .spaces, into: &output)
    }
    let record = decision.replacementHost.map { Self.replacingHost(of: parsed, with: $0) } ?? parsed
    let scheme = schemeInference.scheme(for: decision.hostClass, typedPort: input.portValue)
    guard let answer = url(record, typed: input, scheme: scheme, hostReplaced: decision.replacementHost != nil) else {
      return notURL(.invalidHost)
    }
    switch decision.outcome {
    case .url:
      return urlAnswer(answer, reason: decision.reason, into: &output)
    case .search(let offerAlternate):
      // Worked out only when the answer carries it.
      func alternate() -> String? {
        decision.reason == .email ? (try? URLRecord("mailto:" + text.string))?.href : offerAlternate ? answer.href : nil
      }
      return search(query, reason: decision.reason, alternate: alternate(), into: &output)
    }
  }

  /// Whether text with white space (`hasWhitespace`) is a search for it: unless `decision`
  /// is a URL by a rule that holds with white space (`example.com/a b`).
  private static func searchesForSpaces(_ decision: HostRules.Decision, hasWhitespace: Bool) -> Bool {
    hasWhitespace && !(decision.outcome == .url && decision.holdsWithWhitespace)
  }

  /// ``decideSchemeless(_:hostPart:hasWhitespace:query:endsWithIdeographicStop:into:)`` for an
  /// output that takes URLs, read in the parser's memory: a URL needing no repair and no second
  /// parse is written from there, and a search needs no URL at all. `nil` when the answer
  /// needs the record (no host, a repaired host, a typed port under a scheme that changes),
  /// which is then made as for a full answer.
  private func answerInPlace(
    _ input: SchemelessInput, parseScheme: SchemeKind, hasWhitespace: Bool, query: TypedText,
    endsWithIdeographicStop: Bool, into output: inout AnswerOutput
  ) -> Resolution? {
    enum InPlace {
      case written(Resolution.Reason)
      case search(Resolution.Reason)
    }
    let answered = input.withBody { body in
      try? URLRecord.withView(scheme: parseScheme, validUTF8: body) { url -> InPlace? in
        guard url.parts.hostKind != .none else { return nil }
        let decision = hostRules.decide(input, url: url, endsWithIdeographicStop: endsWithIdeographicStop)
        if Self.searchesForSpaces(decision, hasWhitespace: hasWhitespace) { return .search(.spaces) }
        // The URL the record would be made into (``url(_:typed:scheme:hostReplaced:)``): the
        // parse under its own scheme, or http and https trading places. A search, too, is
        // answered only where that URL can be made (elsewhere the record's answer says why).
        let scheme = schemeInference.scheme(for: decision.hostClass, typedPort: input.portValue)
        guard decision.replacementHost == nil, scheme == url.parts.scheme || portIsGone(input) else { return nil }
        switch decision.outcome {
        case .url: return url.appendHref(as: scheme, to: &output.bytes) ? .written(decision.reason) : nil
        case .search: return url.canTakeScheme(scheme) ? .search(decision.reason) : nil
        }
      }
    }
    switch answered {
    case .written(let reason)?: return AnswerOutput.answer(.url, reason: reason)
    case .search(let reason)?: return search(query, reason: reason, into: &output)
    default: return nil
    }
  }

  /// Whether the parse of `typed` has no port: none was typed, or Chromium's upgrade dropped a
  /// typed 80 (already gone from the http parse).
  private func portIsGone(_ typed: SchemelessInput) -> Bool {
    typed.port == nil || (typed.portValue == 80 && schemeInference.upgradesPort80)
  }

  /// The canonical URL for `record` (parsed with http, or without a port with
  /// ``SchemeInference/likelyScheme``) under `scheme`.
  private func url(
    _ record: consuming URLRecord, typed: SchemelessInput, scheme: SchemeKind, hostReplaced: Bool
  ) -> URLRecord? {
    if scheme == record.parts.scheme { return record }
    // http and https serialize alike except for default ports; with a typed port, parse again.
    if portIsGone(typed), let swapped = record.withSchemeSwapped(to: scheme) { return swapped }
    let name = scheme == .https ? "https" : "http"
    if hostReplaced {
      var copy = record
      copy.setProtocol(name)
      return copy
    }
    return try? URLRecord(name + "://" + typed.urlBody)
  }

  // MARK: Answers

  /// A search for `terms` with the default engine; its results URL is written as a record
  /// (no parse) when the engine has a pattern (to the output, when that takes URLs, and no
  /// string is made of the terms).
  private func search(
    _ terms: TypedText, reason: Resolution.Reason, alternate: @autoclosure () -> String? = nil,
    into output: inout AnswerOutput
  ) -> Resolution {
    if output.writesURL, let pattern = defaultSearchURL {
      pattern.append(forUTF8: terms.bytes, to: &output.bytes)
      return AnswerOutput.answer(.search, reason: reason)
    }
    let query = terms.string
    guard let pattern = defaultSearchURL else {
      // An engine of its own: its URL text, parsed only if someone asks for the destination.
      let text = configuration.defaultEngine.searchURL(for: query)
      guard !output.writesURL else { return output.written(.search, text, reason: reason) }
      return Resolution(
        kind: .search, url: text, query: query, engine: defaultEngineName, alternate: alternate(), reason: reason)
    }
    return Resolution(
      kind: .search, destination: pattern.record(for: query), query: query, engine: defaultEngineName,
      alternate: alternate(), reason: reason)
  }

  /// A search for `terms` with `engine` (a keyword's).
  private func search(
    _ terms: String, engine: any SearchEngine, reason: Resolution.Reason, into output: inout AnswerOutput
  ) -> Resolution {
    let text = engine.searchURL(for: terms)
    guard !output.writesURL else { return output.written(.search, text, reason: reason) }
    return Resolution(kind: .search, url: text, query: terms, engine: engine.name, reason: reason)
  }

  private func url(
    _ urlText: String, reason: Resolution.Reason, query: TypedText, into output: inout AnswerOutput
  ) -> Resolution {
    guard let record = try? URLRecord(urlText) else { return search(query, reason: .invalidURL, into: &output) }
    return plainURLAnswer(record, reason: reason, into: &output)
  }

  /// A URL answer carrying `record`, or its URL written to the output when that takes URLs.
  private func plainURLAnswer(
    _ record: consuming URLRecord, reason: Resolution.Reason, into output: inout AnswerOutput
  ) -> Resolution {
    guard !output.writesURL else { return output.written(.url, record.href, reason: reason) }
    return Resolution(kind: .url, destination: record, reason: reason)
  }

  /// ``plainURLAnswer(_:reason:into:)``, and a known engine's results page also carries its
  /// search terms (in a full answer).
  private func urlAnswer(
    _ record: consuming URLRecord, reason: Resolution.Reason, into output: inout AnswerOutput
  ) -> Resolution {
    if !output.writesURL, let page = resultsPages.terms(in: record) {
      return Resolution(kind: .url, destination: record, query: page.terms, engine: page.engine, reason: reason)
    }
    return plainURLAnswer(record, reason: reason, into: &output)
  }
}
