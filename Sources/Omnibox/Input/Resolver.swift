/// The omnibox decision procedure: the rules of ``ResolveRule/table`` (printed by `omnibox
/// rules`, and the one list of them), tried in its order; the first that applies decides.
///
/// The steps live here and in the types they use: cleaning and the one reading of the text
/// (``TypedInput``), keyword shortcuts, explicit schemes (``SchemePrefix``, ``SchemeRule``,
/// ``HostRules/decideTyped(_:)``), file paths (``FilePathInput``) and text without a scheme
/// (``SchemelessInput``, ``HostRules/decide(_:record:endsWithIdeographicStop:)``), then scheme
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
  /// Whether answers carry only their kind, URL (as text) and reason
  /// (``Resolution/Detail/urlAndReason``).
  private var answersOnlyURL = false

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

  /// This resolver, its answers made with `detail` (a search's terms, a results page's
  /// terms and engine, and alternates left out for ``Resolution/Detail/urlAndReason``).
  func answering(_ detail: Resolution.Detail) -> Resolver {
    var copy = self
    copy.answersOnlyURL = detail == .urlAndReason
    return copy
  }

  func resolve(_ text: String) -> Resolution {
    TypedText.with(text) { resolve($0) }
  }

  /// ``resolve(_:)`` for UTF-8 bytes: read in place when they are valid UTF-8 (no string is made
  /// for a URL answer), otherwise as the string they decode to (invalid sequences as U+FFFD).
  func resolve(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Resolution {
    guard UTF8Validation.isValid(bytes) else {
      return resolve(String(decoding: bytes, as: UTF8.self))
    }
    return resolve(TypedText(bytes, of: nil))
  }

  private func resolve(_ text: TypedText) -> Resolution {
    guard text.bytes.count <= configuration.maximumInputLength else { return .refused(.tooLong) }
    let input = TypedInput(text)
    return input.withText(of: text) { cleaned in
      guard !cleaned.bytes.isEmpty else { return .refused(.empty) }

      if let terms = Self.forcedQueryTerms(cleaned.bytes) {
        guard !terms.isEmpty else { return .refused(.empty) }
        return search(cleaned.slice(terms), reason: .forcedQuery)
      }
      // Text typed in full-width mode is read folded from here on, its keyword too: `！ａ` is
      // the bang `!a`, as the URL it would otherwise make holds `!a`.
      return readingFolded(input, cleaned) { working, firstWhitespace in
        decideTyped(input, working: working, firstWhitespace: firstWhitespace, query: cleaned)
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
    _ input: TypedInput, working: TypedText, firstWhitespace: Int?, query: TypedText
  ) -> Resolution {
    // Every shortcut needs white space between keyword and terms.
    if let firstWhitespace,
      let shortcut = configuration.keywordShortcuts.match(utf8: working.bytes, firstWhitespace: firstWhitespace)
    {
      return search(working.slice(shortcut.terms).string, engine: shortcut.engine, reason: .keyword)
    }
    return decide(
      input, working: working, firstWhitespace: firstWhitespace, query: query, allowViewSource: true)
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
  private func decide(_ input: TypedInput, _ text: TypedText, query: TypedText, allowViewSource: Bool) -> Resolution {
    readingFolded(input, text) { working, firstWhitespace in
      decide(input, working: working, firstWhitespace: firstWhitespace, query: query, allowViewSource: allowViewSource)
    }
  }

  /// ``decide(_:_:query:allowViewSource:)`` once full-width text is folded; `firstWhitespace` is
  /// the offset of the first white space in `working`.
  private func decide(
    _ input: TypedInput, working: TypedText, firstWhitespace: Int?, query: TypedText, allowViewSource: Bool
  ) -> Resolution {
    let hasWhitespace = firstWhitespace != nil
    switch SchemePrefix.detect(working, options: schemeOptions) {
    case .scheme(let name, let kind, let corrected?):
      return TypedText.with(corrected) { urlText in
        decideExplicitScheme(
          name, kind, urlText, corrected: true, hasWhitespace: hasWhitespace, query: query,
          allowViewSource: allowViewSource)
      }
    case .scheme(let name, let kind, nil):
      return decideExplicitScheme(
        name, kind, working, corrected: false, hasWhitespace: hasWhitespace, query: query,
        allowViewSource: allowViewSource)
    case .driveLetter:
      guard configuration.allowsFilePaths else { return search(query, reason: .unknownScheme) }
      return url(FilePathInput.urlText(forDrivePath: working.string), reason: .filePath, query: query)
    case .none:
      break
    }

    if configuration.allowsFilePaths, FilePathInput.mayBePOSIXPath(startingWith: working.bytes.first),
      let fileText = FilePathInput.urlText(forPOSIXPath: working.string, homes: homes)
    {
      return url(fileText, reason: .filePath, query: query)
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
        endsWithIdeographicStop: input.endsWithIdeographicFullStop)
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
    allowViewSource: Bool
  ) -> Resolution {
    // The schemes with rules of their own (``SchemeRule``) are none of the special ones (most
    // URLs typed).
    if !kind.isSpecial, let rule = SchemeRule.rule(for: name) {
      switch rule {
      case .script(let looksForCode):
        if looksForCode, profile.isOn(.scriptNeedsCode), !Self.looksLikeCode(urlText.bytes, after: name) {
          return search(query, reason: .notCode)
        }
        guard configuration.allowsScriptURLs else { return .refused(.blockedScheme) }
      case .viewSource:
        return decideViewSource(urlText.string, query: query, allowed: allowViewSource)
      case .browserPage:
        if profile.isOn(.aboutToChrome) { return chromeURL(urlText.string, after: name, query: query) }
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
    if rest == 0 || (rest == 2 && hasAuthority) { return search(query, reason: .emptyAddress) }
    let isSpecial = kind.isSpecial
    let isKnown = isSpecial || schemeOptions.registeredSchemes.contains(name)
    if !isKnown && (!hasAuthority || profile.isOn(.unknownSchemeIsSearch)) {
      // `site:example.com swift`, `note:milk`: text with a colon, not an address.
      return search(
        query, reason: .unknownScheme,
        alternate: hasWhitespace || name.utf8.count < 2 ? nil : Self.parse(name, kind, afterScheme)?.href)
    }
    guard let record = Self.parse(name, kind, afterScheme) else {
      return search(query, reason: hasWhitespace ? .spaces : .invalidURL)
    }
    // The parser drops trailing controls and spaces (`data:\u{0}` is `data:`): nothing after the
    // scheme is still no address, however it was typed.
    if Self.isSchemeOnly(record.href, schemeLength: name.utf8.count) { return search(query, reason: .emptyAddress) }
    let reason: Resolution.Reason = corrected ? .schemeTypo : .scheme
    if isSpecial && record.parts.scheme != .file {
      switch hostRules.decideTyped(record) {
      case .asTyped:
        break
      case .replaced(let host, let replacedReason):
        let replaced = Self.replacingHost(of: record, with: host)
        return urlAnswer(replaced, reason: replacedReason == .scheme ? reason : replacedReason)
      case .search(let searchReason):
        return search(query, reason: searchReason)
      }
    }
    return urlAnswer(record, reason: reason)
  }

  /// The URL `name` + `:` + `rest`, `name` being a scheme the omnibox read (lowercase, of the
  /// kind `kind`); `nil` when that is no URL.
  private static func parse(_ name: String, _ kind: SchemeKind, _ rest: UnsafeBufferPointer<UInt8>) -> URLRecord? {
    name.withUTF8Bytes { try? URLRecord(scheme: $0, kind: kind, validUTF8: rest) }
  }

  /// Whether `href` is a scheme of `schemeLength` bytes and `:` or `://`, nothing more.
  private static func isSchemeOnly(_ href: String, schemeLength: Int) -> Bool {
    // Lengths first: an href of a longer URL is turned away without reading its bytes.
    switch href.utf8.count - (schemeLength + 1) {
    case 0: return true
    case 2: return href.utf8.suffix(2).elementsEqual("//".utf8)
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
  private func chromeURL(_ urlText: String, after name: String, query: TypedText) -> Resolution {
    let pathEnd =
      urlText.utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? urlText.utf8.endIndex
    let lowered =
      String(decoding: urlText.utf8[..<pathEnd].map { ASCII.lowercased($0) }, as: UTF8.self)
      + String(decoding: urlText.utf8[pathEnd...], as: UTF8.self)
    if name == "about", Self.isAboutBlankOrSrcdoc(lowered) {
      return url(lowered, reason: .scheme, query: query)
    }
    var body = Substring(urlText).dropFirst(name.count + 1)
    while body.first == "/" { body = body.dropFirst() }
    let authorityEnd = body.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" || $0 == "\\" } ?? body.endIndex
    let pieces = "http://" + (authorityEnd == body.startIndex ? "version" + body : body)
    guard let parsed = try? URLRecord(pieces), !parsed.hostname.isEmpty else {
      return search(query, reason: .invalidURL)
    }
    let chrome = "chrome://" + parsed.hostname + parsed.pathname + parsed.search + parsed.hash
    return url(chrome, reason: .scheme, query: query)
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
  private func decideViewSource(_ urlText: String, query: TypedText, allowed: Bool) -> Resolution {
    let inner = String(urlText.dropFirst("view-source:".count))
    guard allowed, !inner.isEmpty else { return search(query, reason: .invalidURL) }
    let resolved = TypedText.with(inner) { innerText in
      let input = TypedInput(innerText)
      return input.withText(of: innerText) { decide(input, $0, query: innerText, allowViewSource: false) }
    }
    switch resolved.kind {
    case .refused: return .refused(resolved.reason)
    case .search: return search(query, reason: .invalidURL)
    case .url:
      guard let innerURL = resolved.url, let record = try? URLRecord("view-source:" + innerURL) else {
        return search(query, reason: .invalidURL)
      }
      return Resolution(kind: .url, destination: record, reason: .scheme)
    }
  }

  // MARK: Step 6: no scheme

  /// Decides `[userinfo@]host[:port][rest]` by its host, in Chromium's order where the rules
  /// leave it open.
  /// `hostPart`: ``HostPartFacts`` of `text`, `nil` when its host part reaches its first white
  /// space.
  private func decideSchemeless(
    _ text: TypedText, hostPart: HostPartFacts?, hasWhitespace: Bool, query: TypedText, endsWithIdeographicStop: Bool
  ) -> Resolution {
    // Text with white space is only a URL when a rule that holds with white space says so
    // (`example.com/a b`).
    func notURL(_ reason: Resolution.Reason, alternate: String? = nil) -> Resolution {
      hasWhitespace ? search(query, reason: .spaces) : search(query, reason: reason, alternate: alternate)
    }
    // Words before any `/`: a search, whatever they are (`swift webview`, `example.com is down`).
    // This also keeps white space out of the userinfo and host (parts of the host part), where
    // the URL parser would drop tabs.
    guard let hostPart else { return search(query, reason: .spaces) }
    guard let input = SchemelessInput(text.bytes, readsBareIPv6: schemeOptions.readsBareIPv6, hostPart: hostPart) else {
      return notURL(.invalidHost)
    }
    if input.hostIsEmpty { return notURL(.invalidHost) }
    if input.port != nil, input.portValue == nil { return notURL(.invalidPort) }

    // One parse: the host kind decides the rule. Without a port, the scheme a public name gets
    // (usually https) and a swap when the rule picks the other; with a port, http and a
    // second parse when needed (see `href`).
    let parseScheme = input.port == nil ? schemeInference.likelyScheme : .http
    let parsed = input.withBody { body in try? URLRecord(scheme: parseScheme, validUTF8: body) }
    guard let parsed, parsed.parts.hostKind != .none else {
      return notURL(.invalidHost)
    }
    let decision = hostRules.decide(input, record: parsed, endsWithIdeographicStop: endsWithIdeographicStop)
    if hasWhitespace && !(decision.outcome == .url && decision.holdsWithWhitespace) {
      return search(query, reason: .spaces)
    }
    let record = decision.replacementHost.map { Self.replacingHost(of: parsed, with: $0) } ?? parsed
    let scheme = schemeInference.scheme(for: decision.hostClass, typedPort: input.portValue)
    guard let answer = url(record, typed: input, scheme: scheme, hostReplaced: decision.replacementHost != nil) else {
      return notURL(.invalidHost)
    }
    switch decision.outcome {
    case .url:
      return urlAnswer(answer, reason: decision.reason)
    case .search(let offerAlternate):
      // Worked out only when the answer carries it.
      func alternate() -> String? {
        decision.reason == .email ? (try? URLRecord("mailto:" + text.string))?.href : offerAlternate ? answer.href : nil
      }
      return search(query, reason: decision.reason, alternate: alternate())
    }
  }

  /// The canonical URL for `record` (parsed with http, or without a port with
  /// ``SchemeInference/likelyScheme``) under `scheme`.
  private func url(
    _ record: consuming URLRecord, typed: SchemelessInput, scheme: SchemeKind, hostReplaced: Bool
  ) -> URLRecord? {
    if scheme == record.parts.scheme { return record }
    // http and https serialize alike except for default ports; with a typed port, parse again
    // (a port 80 that Chromium's upgrade drops is already gone from the http parse).
    let portIsGone = typed.port == nil || (typed.portValue == 80 && schemeInference.upgradesPort80)
    if portIsGone, let swapped = record.withSchemeSwapped(to: scheme) { return swapped }
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
  /// (no parse) when the engine has a pattern (with ``answersOnlyURL``, as text only, and no
  /// string is made of the terms).
  private func search(
    _ terms: TypedText, reason: Resolution.Reason, alternate: @autoclosure () -> String? = nil
  ) -> Resolution {
    if answersOnlyURL, let pattern = defaultSearchURL {
      return Resolution(kind: .search, url: pattern.url(forUTF8: terms.bytes), reason: reason)
    }
    let query = terms.string
    guard let pattern = defaultSearchURL else {
      // An engine of its own: its URL text, parsed only if someone asks for the destination.
      let text = configuration.defaultEngine.searchURL(for: query)
      guard !answersOnlyURL else { return Resolution(kind: .search, url: text, reason: reason) }
      return Resolution(
        kind: .search, url: text, query: query, engine: defaultEngineName, alternate: alternate(), reason: reason)
    }
    return Resolution(
      kind: .search, destination: pattern.record(for: query), query: query, engine: defaultEngineName,
      alternate: alternate(), reason: reason)
  }

  /// A search for `terms` with `engine` (a keyword's).
  private func search(_ terms: String, engine: any SearchEngine, reason: Resolution.Reason) -> Resolution {
    let text = engine.searchURL(for: terms)
    guard !answersOnlyURL else { return Resolution(kind: .search, url: text, reason: reason) }
    return Resolution(kind: .search, url: text, query: terms, engine: engine.name, reason: reason)
  }

  private func url(_ urlText: String, reason: Resolution.Reason, query: TypedText) -> Resolution {
    guard let record = try? URLRecord(urlText) else { return search(query, reason: .invalidURL) }
    return Resolution(kind: .url, destination: record, reason: reason)
  }

  /// A URL answer carrying `record`; a known engine's results page also carries its search
  /// terms. With ``answersOnlyURL`` only the href is kept (what a command printing URLs reads).
  private func urlAnswer(_ record: consuming URLRecord, reason: Resolution.Reason) -> Resolution {
    guard !answersOnlyURL else { return Resolution(kind: .url, url: record.href, reason: reason) }
    if let page = resultsPages.terms(in: record) {
      return Resolution(kind: .url, destination: record, query: page.terms, engine: page.engine, reason: reason)
    }
    return Resolution(kind: .url, destination: record, reason: reason)
  }
}
