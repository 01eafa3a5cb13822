/// The omnibox decision procedure, one rule after another (see DESIGN.md, "The omnibox decision").
///
/// Phases:
/// 1. clean (``TypedInput``); empty or over-long input is refused;
/// 2. a leading `?` forces a search;
/// 3. a keyword shortcut or bang picks an engine;
/// 4. an explicit scheme (``SchemePrefix``): a URL if the WHATWG parser accepts it, a search for
///    unknown `word:` text, refused for script URLs;
/// 5. file paths (``FilePathInput``);
/// 6. everything else is `[userinfo@]host[:port][/path]` (``SchemelessInput``) and is decided by
///    its host (``decideSchemeless(_:hasWhitespace:query:)``);
/// 7. scheme inference (``SchemeInference``), then canonicalization by the URL parser.
struct Resolver: Sendable {
  let configuration: Omnibox.Configuration
  /// The default engine, then the other results-page engines not named like it.
  private let recognizedEngines: [any SearchEngine]
  private let hostRules: HostRules

  init(configuration: Omnibox.Configuration) {
    self.configuration = configuration
    hostRules = HostRules(configuration: configuration)
    var engines: [any SearchEngine] = [configuration.defaultEngine]
    for engine in configuration.resultsPageEngines where engine.name != configuration.defaultEngine.name {
      engines.append(engine)
    }
    recognizedEngines = engines
  }

  func resolve(_ text: String) -> Resolution {
    guard text.utf8.count <= configuration.maximumInputLength else { return .refused(.tooLong) }
    let input = TypedInput(text)
    let cleaned = input.text
    guard !cleaned.isEmpty else { return .refused(.empty) }

    if let terms = Self.forcedQueryTerms(cleaned) {
      guard !terms.isEmpty else { return .refused(.empty) }
      return search(terms, reason: .forcedQuery)
    }
    // Every shortcut needs white space between keyword and terms.
    if input.hasWhitespace, let shortcut = configuration.keywordShortcuts.match(cleaned) {
      return search(shortcut.terms, engine: shortcut.engine, reason: .keyword)
    }
    return decide(input, query: cleaned, allowViewSource: true)
  }

  /// The trimmed text after a leading `?` or `？` (U+FF1F, `EF BC 9F`); `nil` without one.
  private static func forcedQueryTerms(_ text: String) -> String? {
    text.withUTF8Bytes { bytes -> String? in
      let markLength: Int
      if bytes.first == UInt8(ascii: "?") {
        markLength = 1
      } else if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBC, bytes[2] == 0x9F {
        markLength = 3
      } else {
        return nil
      }
      let rest = UnsafeBufferPointer(rebasing: bytes[markLength...])
      let range = UnicodeWhitespace.trimmedRange(of: rest)
      return String(decoding: UnsafeBufferPointer(rebasing: rest[range]), as: UTF8.self)
    }
  }

  /// Rules 4–8 for `text` (already cleaned); `query` is what a search would look for.
  private func decide(_ input: TypedInput, query: String, allowViewSource: Bool) -> Resolution {
    let working = input.isASCII ? input.text : WidthFolding.foldedIfEntirelyWide(input.text) ?? input.text

    switch SchemePrefix.detect(working, registeredSchemes: configuration.registeredSchemes) {
    case .scheme(let name, let urlText, let corrected):
      return decideExplicitScheme(name, urlText, corrected: corrected, query: query, allowViewSource: allowViewSource)
    case .driveLetter:
      guard configuration.allowsFilePaths else { return search(query, reason: .unknownScheme) }
      return url(FilePathInput.urlText(forDrivePath: working), reason: .filePath, query: query)
    case .none:
      break
    }

    if configuration.allowsFilePaths,
      let fileText = FilePathInput.urlText(forPOSIXPath: working, homeDirectory: configuration.homeDirectory)
    {
      return url(fileText, reason: .filePath, query: query)
    }

    var schemeless = working
    if Self.startsWithTwoSlashes(schemeless) { schemeless = String(schemeless.dropFirst(2)) }  // network-path reference
    return decideSchemeless(schemeless, hasWhitespace: input.hasWhitespace, query: query)
  }

  /// `text.hasPrefix("//")`, on bytes: two slashes that are whole characters (a combining mark
  /// after the second would make it part of a different character).
  private static func startsWithTwoSlashes(_ text: String) -> Bool {
    let slashes = text.withUTF8Bytes { bytes -> Bool? in
      guard bytes.count >= 2, bytes[0] == UInt8(ascii: "/"), bytes[1] == UInt8(ascii: "/") else { return false }
      return bytes.count == 2 || bytes[2] < 0x80 ? true : nil
    }
    return slashes ?? text.hasPrefix("//")
  }

  // MARK: Rule 4: explicit schemes

  private func decideExplicitScheme(
    _ name: String, _ urlText: String, corrected: Bool, query: String, allowViewSource: Bool
  ) -> Resolution {
    if name == "javascript" || name == "vbscript" {
      guard configuration.allowsScriptURLs else { return .refused(.blockedScheme) }
    }
    if name == "view-source" {
      return decideViewSource(urlText, query: query, allowed: allowViewSource)
    }
    let isKnown = SchemePrefix.isSpecial(name) || configuration.registeredSchemes.contains(name)
    let afterColon = urlText.utf8.dropFirst(name.utf8.count + 1)
    let hasAuthority = afterColon.starts(with: "//".utf8)
    if !isKnown && !hasAuthority {
      // `site:example.com swift`, `note:milk`: text with a colon, not an address.
      let hasSpace = UnicodeWhitespace.occurs(in: urlText)
      let alternate = hasSpace || name.utf8.count < 2 ? nil : (try? URLRecord(urlText))?.href
      return search(query, reason: .unknownScheme, alternate: alternate)
    }
    guard let record = try? URLRecord(urlText) else {
      return search(query, reason: UnicodeWhitespace.occurs(in: urlText) ? .spaces : .invalidURL)
    }
    return urlAnswer(record.href, record: record, reason: corrected ? .schemeTypo : .scheme)
  }

  /// `view-source:X`: X is resolved like typed text and must come out as a URL.
  private func decideViewSource(_ urlText: String, query: String, allowed: Bool) -> Resolution {
    let inner = String(urlText.dropFirst("view-source:".count))
    guard allowed, !inner.isEmpty else { return search(query, reason: .invalidURL) }
    let resolved = decide(TypedInput(inner), query: inner, allowViewSource: false)
    switch resolved.kind {
    case .refused: return .refused(resolved.reason)
    case .search: return search(query, reason: .invalidURL)
    case .url:
      guard let innerURL = resolved.url, let record = try? URLRecord("view-source:" + innerURL) else {
        return search(query, reason: .invalidURL)
      }
      return Resolution(kind: .url, url: record.href, reason: .scheme)
    }
  }

  // MARK: Rule 6: no scheme

  /// Decides `[userinfo@]host[:port][rest]` by its host, in Chromium's order where DESIGN.md
  /// leaves it open.
  private func decideSchemeless(_ text: String, hasWhitespace: Bool, query: String) -> Resolution {
    // Text with white space is only a URL when a strong signal says so (`example.com/a b`).
    func notURL(_ reason: Resolution.Reason, alternate: String? = nil) -> Resolution {
      hasWhitespace ? search(query, reason: .spaces) : search(query, reason: reason, alternate: alternate)
    }
    // Words before any `/`: a search, whatever they are (`swift webview`, `example.com is down`).
    if hasWhitespace, SchemelessInput.hostPartHasWhitespace(text) {
      return search(query, reason: .spaces)
    }
    guard let input = SchemelessInput(text) else { return notURL(.invalidHost) }
    // White space in the host part: words, not an address (the URL parser would drop tabs).
    if hasWhitespace, input.hostOrUserinfoHasWhitespace {
      return notURL(.spaces)
    }
    if input.hostIsEmpty { return notURL(.invalidHost) }
    if input.port != nil, input.portValue == nil { return notURL(.invalidPort) }

    // One parse with http: the host kind decides the rule; https is swapped in afterwards.
    guard let record = try? URLRecord(prefix: "http://", body: input.urlBody), record.parts.hostKind != .none else {
      return notURL(.invalidHost)
    }
    let decision = hostRules.decide(input, record: record)
    if hasWhitespace && !(decision.outcome == .url && decision.reason.isStrongURLSignal) {
      return search(query, reason: .spaces)
    }
    let scheme = SchemeInference(policy: configuration.schemePolicy)
      .scheme(for: decision.hostClass, typedPort: input.portValue)
    guard let href = href(record, typed: input, scheme: scheme) else { return notURL(.invalidHost) }
    switch decision.outcome {
    case .url:
      return urlAnswer(href, record: record, reason: decision.reason)
    case .search(let offerAlternate):
      var alternate: String? = offerAlternate ? href : nil
      if decision.reason == .email { alternate = (try? URLRecord("mailto:" + text))?.href }
      return search(query, reason: decision.reason, alternate: alternate)
    }
  }

  /// The canonical URL for `record` (parsed with http) under `scheme`.
  private func href(_ record: URLRecord, typed: SchemelessInput, scheme: String) -> String? {
    if scheme == "http" { return record.href }
    // http and https serialize alike except for default ports; with a typed port, parse again.
    if scheme == "https", typed.port == nil, let https = record.hrefAsHTTPS { return https }
    return (try? URLRecord(scheme + "://" + typed.urlBody))?.href
  }

  // MARK: Answers

  private func search(
    _ terms: String, engine: (any SearchEngine)? = nil, reason: Resolution.Reason, alternate: String? = nil
  ) -> Resolution {
    let engine = engine ?? configuration.defaultEngine
    return Resolution(
      kind: .search, url: engine.searchURL(for: terms), query: terms, engine: engine.name,
      alternate: alternate, reason: reason)
  }

  private func url(_ urlText: String, reason: Resolution.Reason, query: String) -> Resolution {
    guard let record = try? URLRecord(urlText) else { return search(query, reason: .invalidURL) }
    return Resolution(kind: .url, url: record.href, reason: reason)
  }

  /// A URL answer; a known engine's results page also carries its search terms.
  private func urlAnswer(_ href: String, record: URLRecord, reason: Resolution.Reason) -> Resolution {
    for engine in recognizedEngines {
      if let terms = engine.searchTerms(in: record) {
        return Resolution(kind: .url, url: href, query: terms, engine: engine.name, reason: reason)
      }
    }
    return Resolution(kind: .url, url: href, reason: reason)
  }
}
