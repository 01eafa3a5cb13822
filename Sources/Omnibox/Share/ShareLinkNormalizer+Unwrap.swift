// Phase 2 of unwrapping: one step through a wrapper — an app's hand-off scheme, another
// browser's scheme, a web redirector, or a loaded ClearURLs redirection.

extension ShareLinkNormalizer {
  /// One unwrapping step on `link`: the step's name and what it produced, or no step when
  /// `link` is not a wrapper (with the parsed URL when it is an http(s) link).
  func unwrapOnce(_ link: String) throws(ShareLinkError) -> (String?, Step?, URLRecord?) {
    let bytes = Array(link.utf8)
    guard let schemeEnd = LinkSyntax.schemeEnd(bytes) else { throw ShareLinkError(.noLink) }
    let scheme = String(decoding: bytes[0..<schemeEnd].lazy.map { ASCII.lowercased($0) }, as: UTF8.self)
    if let parameters = index.appSchemes[scheme] {
      let step = ShareLinkRule.Kind.app.rawValue + ":" + scheme
      return (step, try parameterValue(bytes, from: schemeEnd + 1, names: parameters, step: step), nil)
    }
    if let rule = index.schemeRules[scheme] {
      return (rule.step, try schemeRuleValue(rule, bytes, schemeEnd: schemeEnd), nil)
    }
    guard scheme == "http" || scheme == "https" else { return (nil, nil, nil) }
    let url = try Self.parse(link)
    if let (name, step) = try webStep(url) { return (name, step, nil) }
    return (nil, nil, url)
  }

  /// The step the http(s) `url` unwraps by — a web redirector's, or a loaded ClearURLs
  /// redirection's — with its name; `nil` when it wraps nothing.
  func webStep(_ url: URLRecord) throws(ShareLinkError) -> (String, Step)? {
    for rule in index.webRules(for: url) {
      if let step = try webRuleValue(rule, url) { return (rule.step, step) }
    }
    if let rules = configuration.clearURLsRules, let (provider, captured) = rules.redirection(for: url.href) {
      if let step = try wrappedValue(Array(captured.utf8)[...], isRaw: false) {
        return ("clearurls:" + provider, step)
      }
    }
    return nil
  }

  /// The link a web rule finds in `url`, or `nil` when it holds none.
  private func webRuleValue(_ rule: ShareLinkRule, _ url: URLRecord) throws(ShareLinkError) -> Step? {
    switch rule.pattern {
    case .redirect(_, _, let names):
      guard let query = url.query else { return nil }
      let values = WrapperQuery.values(in: Array(query.utf8), queryStart: 0, names: names, rawTakesRest: false)
      for value in values.sorted(by: { $0.preference < $1.preference }) {
        if let step = try wrappedValue(value.bytes, isRaw: false) { return step }
      }
      return nil
    case .pathEmbedded(_, let prefix, let scheme):
      // The rest of the URL after the prefix, exactly as serialized.
      let rest = String(url.pathname.utf8.dropFirst(prefix.utf8.count)).map { $0 + url.search + url.hash } ?? ""
      if let hidden = WrappedLinkDecoding.hiddenScriptScheme(in: rest.utf8, limit: configuration.maximumDepth) {
        return .refused(ShareLinkError(.disallowedScheme(hidden)))
      }
      return .link(scheme + "://" + rest)
    case .wholeQuery:
      guard let query = url.query, !query.isEmpty else { return nil }
      var value = Array(query.utf8)
      if let fragment = url.fragment { value += [UInt8(ascii: "#")] + Array(fragment.utf8) }
      return try wrappedValue(value[...], isRaw: WrapperQuery.startsWithScheme(value))
    case .urlDefense:
      if url.pathname == "/v2/url" {
        guard let query = url.query else { return nil }
        let values = WrapperQuery.values(in: Array(query.utf8), queryStart: 0, names: ["u"], rawTakesRest: false)
        guard let value = values.first else { return nil }
        return try wrappedValue(URLDefenseDecoding.v2Encoded(value.bytes), isRaw: false)
      }
      let rest = Array((url.pathname + url.search + url.hash).utf8).dropFirst("/v3/__".utf8.count)
      guard let link = URLDefenseDecoding.v3Link(rest) else {
        // Kept whole when it does not decode, unless what it wraps is a script either way.
        if let hidden = WrappedLinkDecoding.hiddenScriptScheme(in: rest, limit: configuration.maximumDepth) {
          return .refused(ShareLinkError(.disallowedScheme(hidden)))
        }
        return nil
      }
      if let hidden = WrappedLinkDecoding.hiddenScriptScheme(in: link.utf8, limit: configuration.maximumDepth) {
        return .refused(ShareLinkError(.disallowedScheme(hidden)))
      }
      return WrapperQuery.startsWithScheme(link.utf8) ? .link(link) : nil
    case .replaceScheme, .quickLink, .afterScheme, .parameter:
      return nil
    }
  }

  /// A wrapped value as a step: refused when it hides a script scheme; the decoded link when
  /// it is one (or a host with a known suffix, `www.example.com/x`); `nil` otherwise.
  func wrappedValue(_ bytes: ArraySlice<UInt8>, isRaw: Bool) throws(ShareLinkError) -> Step? {
    if let hidden = WrappedLinkDecoding.hiddenScriptScheme(in: bytes, limit: configuration.maximumDepth) {
      return .refused(ShareLinkError(.disallowedScheme(hidden)))
    }
    let decoded =
      isRaw
      ? WrappedLinkDecoding.decodeRaw(bytes)
      : try WrappedLinkDecoding.decodeEncoded(bytes, limit: configuration.maximumDepth)
    if WrapperQuery.startsWithScheme(decoded) { return .link(String(decoding: decoded, as: UTF8.self)) }
    return schemelessLink(decoded).map(Step.link)
  }

  /// `bytes` as a link when they are, as a whole, a host with a known suffix and its path
  /// (`www.example.com/x`, `example.com:8080`), scheme added; else `nil`.
  func schemelessLink(_ bytes: [UInt8]) -> String? {
    guard !bytes.isEmpty else { return nil }
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    guard let m = index.scanner.matches(in: scalars, stoppingAfter: { _ in true }).first,
      case .schemeless = m.kind, m.start == 0, m.end == scalars.count
    else { return nil }
    return linkText(m, in: scalars)
  }

  /// The link or text in the parameters of a custom-scheme link, read from the first `?` at or
  /// after `from`.
  private func parameterValue(
    _ bytes: [UInt8], from: Int, names: [String], step: String
  ) throws(ShareLinkError) -> Step {
    var i = from
    while i < bytes.count, bytes[i] != UInt8(ascii: "?"), bytes[i] != UInt8(ascii: "#") { i += 1 }
    guard i < bytes.count, bytes[i] == UInt8(ascii: "?") else { throw ShareLinkError(.emptyWrapper(step)) }
    let values = WrapperQuery.values(in: bytes, queryStart: i + 1, names: names, rawTakesRest: true)
    for value in values.sorted(by: { $0.preference < $1.preference }) {
      if Configuration.textParameters.contains(ASCII.lowercased(value.name)) {
        if let hidden = WrappedLinkDecoding.hiddenScriptScheme(in: value.bytes, limit: configuration.maximumDepth) {
          return .refused(ShareLinkError(.disallowedScheme(hidden)))
        }
        let text =
          value.isRaw
          ? WrappedLinkDecoding.decodeRaw(value.bytes)
          : try WrappedLinkDecoding.decodeEncoded(value.bytes, limit: configuration.maximumDepth)
        if text.contains(where: { $0 != UInt8(ascii: " ") }) { return .text(String(decoding: text, as: UTF8.self)) }
        continue
      }
      if let step = try wrappedValue(value.bytes, isRaw: value.isRaw) { return step }
    }
    throw ShareLinkError(.emptyWrapper(step))
  }

  /// The link a browser-scheme rule wraps.
  private func schemeRuleValue(_ rule: ShareLinkRule, _ bytes: [UInt8], schemeEnd: Int) throws(ShareLinkError) -> Step {
    let rest = bytes[(schemeEnd + 1)...]
    switch rule.pattern {
    case .replaceScheme(_, let replacement):
      // `googlechromes:javascript:…` is no web link: refused like any wrapped script.
      if let hidden = WrappedLinkDecoding.hiddenScriptScheme(
        in: Self.droppingSlashes(rest), limit: configuration.maximumDepth)
      {
        return .refused(ShareLinkError(.disallowedScheme(hidden)))
      }
      return .link(replacement + ":" + String(decoding: rest, as: UTF8.self))
    case .parameter(_, let names):
      return try parameterValue(bytes, from: schemeEnd + 1, names: names, step: rule.step)
    case .afterScheme(_, let names):
      if rest.first == UInt8(ascii: "?") {
        return try parameterValue(bytes, from: schemeEnd + 1, names: names, step: rule.step)
      }
      let value = Self.droppingSlashes(rest)
      guard let step = try wrappedValue(value, isRaw: WrapperQuery.startsWithScheme(value)) else {
        throw ShareLinkError(.emptyWrapper(rule.step))
      }
      return step
    case .quickLink(_, let defaultScheme):
      let value = Self.droppingSlashes(rest)
      guard !value.isEmpty else { throw ShareLinkError(.emptyWrapper(rule.step)) }
      if let repaired = Self.repairedWebScheme(value) { return .link(repaired) }
      if LinkSyntax.leadingScheme(Array(value)) != nil || WrappedLinkDecoding.isEncodedWebURL(Array(value)) {
        if let step = try wrappedValue(value, isRaw: LinkSyntax.leadingScheme(Array(value)) != nil) { return step }
      }
      if let hidden = WrappedLinkDecoding.hiddenScriptScheme(in: value, limit: configuration.maximumDepth) {
        return .refused(ShareLinkError(.disallowedScheme(hidden)))
      }
      return .link(defaultScheme + "://" + String(decoding: value, as: UTF8.self))
    case .redirect, .pathEmbedded, .wholeQuery, .urlDefense:
      throw ShareLinkError(.emptyWrapper(rule.step))
    }
  }

  /// `https//host/…` or `http//host/…` (a share extension that lost the colon) with its colon
  /// back; `nil` for anything else.
  static func repairedWebScheme(_ value: ArraySlice<UInt8>) -> String? {
    for scheme in ["https", "http"] where ASCII.hasPrefixIgnoringCase(value, scheme == "https" ? "https//" : "http//") {
      let rest = value.dropFirst(scheme.utf8.count)
      return scheme + ":" + String(decoding: rest, as: UTF8.self)
    }
    return nil
  }

  /// `bytes` without one leading `//`.
  static func droppingSlashes(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    if bytes.count >= 2, bytes.first == UInt8(ascii: "/"), bytes[bytes.startIndex + 1] == UInt8(ascii: "/") {
      return bytes.dropFirst(2)
    }
    return bytes
  }
}
