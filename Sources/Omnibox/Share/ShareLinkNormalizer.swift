// The share-link normalizer: from shared text or a wrapped link to the one target link.
//
// Phases of `unwrap`:
// 1. Candidate: trim; refuse empty or over-long input; a single token starting with a known
//    scheme is the link itself, otherwise the first link in the text is (LinkExtraction).
// 2. Unwrap, at most `maximumDepth` times: by the link's scheme, an app hand-off scheme or
//    another browser's scheme gives the wrapped link (or text, back to phase 1); an http(s) link
//    on a redirector's host and path gives the link in its parameter; loaded ClearURLs
//    redirections come last. Wrapped values are decoded by the rules in WrappedValue.swift.
// 3. Target: parsed and canonicalized by the WHATWG URL parser, then checked: allowed scheme,
//    a host, no spaces or odd characters in the host, no credentials, no bidi controls.
// 4. Clean: the target without tracking parameters.

/// Finds the one link a share extension, another app or a pasted message means, through app
/// hand-off schemes, other browsers' schemes, web redirectors and free text — or refuses, with
/// a reason.
///
///     let n = ShareLinkNormalizer(configuration: .init(appSchemes: ["myapp": ["url"]]))
///     n.unwrap("myapp://open?url=https%3A%2F%2Fwww.google.com%2Furl%3Fq%3Dhttps%253A%252F%252Fexample.com%252F").target
///     // "https://example.com/"  (via ["app-scheme:myapp", "redirect:google"])
///     n.unwrap("googlechromes://example.com/a?b=1").target   // "https://example.com/a?b=1"
///     n.unwrap("これ見て https://example.com/a です").target   // "https://example.com/a"
///     n.unwrap("javascript:alert(1)").refusal?.code          // "disallowed-scheme"
///
/// The normalizer is a `Sendable` value: build it once and call it from any thread.
public struct ShareLinkNormalizer: Sendable {
  /// The configuration it was built with.
  public let configuration: Configuration
  let index: ShareRuleIndex

  /// A normalizer for `configuration` (rules are indexed once, here).
  public init(configuration: Configuration = .init()) {
    self.configuration = configuration
    self.index = ShareRuleIndex(configuration)
  }

  /// The target link that `text` stands for, with its clean form and the unwrapping steps, or
  /// a refusal.
  ///
  /// `text` may be a link, a wrapped link (nested up to ``Configuration/maximumDepth``), or
  /// free text containing one.
  ///
  /// - Complexity: O(n·d) in the UTF-8 length n and the configured depth d: linear.
  public func unwrap(_ text: String) -> ShareLinkResult {
    var via: [String] = []
    do throws(ShareLinkError) {
      let target = try resolve(text, via: &via)
      let clean = cleaned(target)
      return ShareLinkResult(target: target.href, clean: clean.href, via: via, refusal: nil)
    } catch {
      return ShareLinkResult(target: nil, clean: nil, via: via, refusal: error)
    }
  }

  // MARK: Phases

  /// What one unwrapping step produced.
  private enum Step {
    /// A wrapped link.
    case link(String)
    /// Free text that holds the link.
    case text(String)
  }

  private func resolve(_ text: String, via: inout [String]) throws(ShareLinkError) -> URLRecord {
    guard text.utf8.count <= configuration.maximumInputLength else {
      throw ShareLinkError(.tooLong(limit: configuration.maximumInputLength))
    }
    var link = try candidate(in: text, via: &via, isInput: true)
    var depth = 0
    while true {
      WorkMeter.scanned(link.utf8.count)
      try Self.refuseBidiControls(link)
      let (step, next, parsed) = try unwrapOnce(link)
      guard let step, let next else {
        if let parsed { return try checkedTarget(parsed) }
        return try target(link)
      }
      depth += 1
      guard depth <= configuration.maximumDepth else { throw ShareLinkError(.tooDeep(limit: configuration.maximumDepth)) }
      via.append(step)
      switch next {
      case .link(let inner): link = inner
      case .text(let inner): link = try candidate(in: inner, via: &via, isInput: false)
      }
    }
  }

  /// The link in `text`: the text itself when it is one token starting with a known scheme,
  /// else the first link found in it (adding the `"text"` step).
  private func candidate(in text: String, via: inout [String], isInput: Bool) throws(ShareLinkError) -> String {
    WorkMeter.scanned(text.utf8.count)
    if let link = asciiLink(text) { return link }
    let scalars = Self.trimmed(text)
    guard !scalars.isEmpty else { throw ShareLinkError(isInput ? .empty : .noLink) }
    var firstToken: [UInt8] = []
    var hasSpace = false
    for s in scalars {
      if TextScalars.isWhitespace(s) {
        hasSpace = true
        break
      }
      if s.value < 0x80 { firstToken.append(UInt8(truncatingIfNeeded: s.value)) } else { firstToken.append(0x80) }
    }
    if let scheme = LinkSyntax.leadingScheme(firstToken) {
      if LinkSyntax.alwaysRefused.contains(scheme), !index.isKnown(scheme) {
        throw ShareLinkError(.disallowedScheme(scheme))
      }
      if !hasSpace {
        if index.isKnown(scheme) {
          var whole = ""
          whole.unicodeScalars.append(contentsOf: scalars)
          return whole
        }
        // An unknown scheme is refused, unless it is a label glued to a link ("Re:https://…").
        let afterColon = firstToken.firstIndex(of: ASCII.colon).map { $0 + 1 } ?? 0
        guard let found = index.extraction.firstLink(in: Array(scalars[afterColon...])),
          scalars[afterColon...].starts(with: found.unicodeScalars)
        else {
          throw ShareLinkError(.disallowedScheme(scheme))
        }
        via.append("text")
        return found
      }
    }
    guard let found = index.extraction.firstLink(in: scalars) else { throw ShareLinkError(.noLink) }
    via.append("text")
    return found
  }

  /// Fast path of `candidate`: an ASCII text that is a single token (after trimming) starting
  /// with a scheme the normalizer knows is the link itself.
  private func asciiLink(_ text: String) -> String? {
    let utf8 = text.utf8
    var start = utf8.startIndex
    var end = utf8.endIndex
    while start < end, utf8[start] <= ASCII.space || utf8[start] == 0x7F { start = utf8.index(after: start) }
    while end > start {
      let before = utf8.index(before: end)
      guard utf8[before] <= ASCII.space || utf8[before] == 0x7F else { break }
      end = before
    }
    let token = utf8[start..<end]
    guard !token.isEmpty, token.allSatisfy({ $0 > ASCII.space && $0 < 0x7F }) else { return nil }
    let prefix = Array(token.prefix(LinkExtraction.maximumSchemeLength + 1))
    guard let scheme = LinkSyntax.leadingScheme(prefix), index.isKnown(scheme) else { return nil }
    return String(Substring(token))
  }

  /// One unwrapping step on `link`: the step's name and what it produced, or no step when
  /// `link` is not a wrapper (with the parsed URL when it is an http(s) link).
  private func unwrapOnce(_ link: String) throws(ShareLinkError) -> (String?, Step?, URLRecord?) {
    let bytes = Array(link.utf8)
    guard let schemeEnd = LinkSyntax.schemeEnd(bytes) else { throw ShareLinkError(.noLink) }
    let scheme = ASCIICase.lowercased(String(decoding: bytes[0..<schemeEnd], as: UTF8.self))
    if let parameters = index.appSchemes[scheme] {
      let step = ShareLinkRule.Kind.app.rawValue + ":" + scheme
      return (step, try parameterValue(bytes, from: schemeEnd + 1, names: parameters, step: step), nil)
    }
    if let rule = index.schemeRules[scheme] {
      return (rule.step, try schemeRuleValue(rule, bytes, schemeEnd: schemeEnd), nil)
    }
    guard scheme == "http" || scheme == "https" else { return (nil, nil, nil) }
    let url = try Self.parse(link)
    for rule in index.redirectRules(for: url) {
      guard case .redirect(_, _, let names) = rule.pattern, let query = url.query else { continue }
      let values = WrapperQuery.values(in: Array(query.utf8), queryStart: 0, names: names, rawTakesRest: false)
      for value in values.sorted(by: { $0.preference < $1.preference }) {
        let decoded = try WrappedLinkDecoding.decodeEncoded(value.bytes, limit: configuration.maximumDepth)
        if WrapperQuery.startsWithScheme(decoded) { return (rule.step, .link(String(decoding: decoded, as: UTF8.self)), nil) }
      }
    }
    if let rules = configuration.clearURLsRules, let (provider, captured) = rules.redirection(for: url.href) {
      let decoded = try WrappedLinkDecoding.decodeEncoded(captured.utf8, limit: configuration.maximumDepth)
      if WrapperQuery.startsWithScheme(decoded) {
        return ("clearurls:" + provider, .link(String(decoding: decoded, as: UTF8.self)), nil)
      }
    }
    return (nil, nil, url)
  }

  /// The link or text in the parameters of a custom-scheme link, read from the first `?` at or
  /// after `from`.
  private func parameterValue(
    _ bytes: [UInt8], from: Int, names: [String], step: String
  ) throws(ShareLinkError) -> Step {
    var i = from
    while i < bytes.count, bytes[i] != ASCII.questionMark, bytes[i] != ASCII.numberSign { i += 1 }
    guard i < bytes.count, bytes[i] == ASCII.questionMark else { throw ShareLinkError(.emptyWrapper(step)) }
    let values = WrapperQuery.values(in: bytes, queryStart: i + 1, names: names, rawTakesRest: true)
    for value in values.sorted(by: { $0.preference < $1.preference }) {
      if Configuration.textParameters.contains(ASCIICase.lowercased(value.name)) {
        let text =
          value.isRaw
          ? WrappedLinkDecoding.decodeRaw(value.bytes)
          : try WrappedLinkDecoding.decodeEncoded(value.bytes, limit: configuration.maximumDepth)
        if text.contains(where: { $0 != ASCII.space }) { return .text(String(decoding: text, as: UTF8.self)) }
        continue
      }
      let decoded =
        value.isRaw
        ? WrappedLinkDecoding.decodeRaw(value.bytes)
        : try WrappedLinkDecoding.decodeEncoded(value.bytes, limit: configuration.maximumDepth)
      if WrapperQuery.startsWithScheme(decoded) { return .link(String(decoding: decoded, as: UTF8.self)) }
    }
    throw ShareLinkError(.emptyWrapper(step))
  }

  /// The link a browser-scheme rule wraps.
  private func schemeRuleValue(_ rule: ShareLinkRule, _ bytes: [UInt8], schemeEnd: Int) throws(ShareLinkError) -> Step {
    let rest = bytes[(schemeEnd + 1)...]
    switch rule.pattern {
    case .replaceScheme(_, let replacement):
      return .link(replacement + ":" + String(decoding: rest, as: UTF8.self))
    case .parameter(_, let names):
      return try parameterValue(bytes, from: schemeEnd + 1, names: names, step: rule.step)
    case .afterScheme(_, let names):
      if rest.first == ASCII.questionMark {
        return try parameterValue(bytes, from: schemeEnd + 1, names: names, step: rule.step)
      }
      let value = Self.droppingSlashes(rest)
      let decoded =
        WrapperQuery.startsWithScheme(value)
        ? WrappedLinkDecoding.decodeRaw(value)
        : try WrappedLinkDecoding.decodeEncoded(value, limit: configuration.maximumDepth)
      guard WrapperQuery.startsWithScheme(decoded) else { throw ShareLinkError(.emptyWrapper(rule.step)) }
      return .link(String(decoding: decoded, as: UTF8.self))
    case .quickLink(_, let defaultScheme):
      let value = Self.droppingSlashes(rest)
      guard !value.isEmpty else { throw ShareLinkError(.emptyWrapper(rule.step)) }
      if LinkSyntax.leadingScheme(Array(value)) != nil {
        return .link(String(decoding: WrappedLinkDecoding.decodeRaw(value), as: UTF8.self))
      }
      if WrappedLinkDecoding.isEncodedWebURL(Array(value)) {
        let decoded = try WrappedLinkDecoding.decodeEncoded(value, limit: configuration.maximumDepth)
        return .link(String(decoding: decoded, as: UTF8.self))
      }
      return .link(defaultScheme + "://" + String(decoding: value, as: UTF8.self))
    case .redirect:
      throw ShareLinkError(.emptyWrapper(rule.step))
    }
  }

  // MARK: Target

  /// The canonical target for `link`, after the safety checks.
  func target(_ link: String) throws(ShareLinkError) -> URLRecord {
    let bytes = Array(link.utf8)
    guard let schemeEnd = LinkSyntax.schemeEnd(bytes) else { throw ShareLinkError(.noLink) }
    let scheme = ASCIICase.lowercased(String(decoding: bytes[0..<schemeEnd], as: UTF8.self))
    guard index.allowedSchemes.contains(scheme) else { throw ShareLinkError(.disallowedScheme(scheme)) }
    return try checkedTarget(try Self.parse(link))
  }

  /// `url` if it passes the target checks (allowed scheme, a DNS-name host, no credentials).
  func checkedTarget(_ url: URLRecord) throws(ShareLinkError) -> URLRecord {
    guard index.allowedSchemes.contains(url.scheme) else { throw ShareLinkError(.disallowedScheme(url.scheme)) }
    guard let host = url.parsedHost, host != .empty else { throw ShareLinkError(.missingHost) }
    if case .domain(let name) = host, !Self.isDNSName(name) { throw ShareLinkError(.invalidHost(name)) }
    guard url.username.isEmpty, url.password.isEmpty else { throw ShareLinkError(.credentials) }
    return url
  }

  /// The target without tracking parameters (built-in list, then loaded rules).
  func cleaned(_ url: URLRecord) -> URLRecord {
    guard configuration.stripsTrackingParameters else { return url }
    WorkMeter.scanned(url.href.utf8.count)
    let host = url.hostname
    var clean = TrackingParameters.removing(from: url) { _, decoded in TrackingParameters.isTracking(decoded, host: host) }
    if let rules = configuration.clearURLsRules { clean = rules.cleaning(clean) }
    return clean
  }

  // MARK: Helpers

  /// Parses with the WHATWG parser; a space in the host (raw, `%20`, or a Unicode space that
  /// UTS #46 maps to one) becomes its own reason.
  static func parse(_ link: String) throws(ShareLinkError) -> URLRecord {
    do throws(URLParseError) {
      return try URLRecord(link)
    } catch {
      switch error.reason {
      case .hostInvalidCodePoint(" "), .domainInvalidCodePoint(" "):
        throw ShareLinkError(.hostHasSpaces)
      case .invalidHost, .hostInvalidCodePoint, .domainInvalidCodePoint:
        if rawHostHasSpace(link) { throw ShareLinkError(.hostHasSpaces) }
        throw ShareLinkError(.invalidURL(error))
      default:
        throw ShareLinkError(.invalidURL(error))
      }
    }
  }

  /// Whether the host part of `link` (between `//` and the next `/ ? # \`, after any `@`)
  /// contains white space or `%20`.
  static func rawHostHasSpace(_ link: String) -> Bool {
    guard let authority = link.firstRange(of: "//") else { return false }
    var host = link[authority.upperBound...].prefix { !"/?#\\".contains($0) }
    if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
    return host.unicodeScalars.contains { $0.properties.isWhitespace } || host.lowercased().contains("%20")
  }

  /// Letters, digits, `-`, `_` and `.`: what a canonical domain may hold (punycode included).
  static func isDNSName(_ name: String) -> Bool {
    name.utf8.allSatisfy { b in
      ASCII.isAlphanumeric(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") || b == ASCII.period
    }
  }

  /// Refuses a link holding a bidirectional-text control.
  static func refuseBidiControls(_ link: String) throws(ShareLinkError) {
    // Every bidi control is encoded with a lead byte of 0xD8 or 0xE2.
    guard link.utf8.contains(where: { $0 == 0xD8 || $0 == 0xE2 }) else { return }
    for s in link.unicodeScalars where TextScalars.isBidiControl(s) {
      throw ShareLinkError(.bidiControl(s))
    }
  }

  /// `text`'s scalars without leading and trailing white space and controls.
  static func trimmed(_ text: String) -> [Unicode.Scalar] {
    let scalars = Array(text.unicodeScalars)
    func isTrimmed(_ s: Unicode.Scalar) -> Bool { TextScalars.isWhitespace(s) || s.value < 0x20 || s.value == 0x7F }
    var start = 0
    var end = scalars.count
    while start < end, isTrimmed(scalars[start]) { start += 1 }
    while end > start, isTrimmed(scalars[end - 1]) { end -= 1 }
    return Array(scalars[start..<end])
  }

  /// `bytes` without one leading `//`.
  static func droppingSlashes(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    if bytes.count >= 2, bytes.first == ASCII.slash, bytes[bytes.startIndex + 1] == ASCII.slash {
      return bytes.dropFirst(2)
    }
    return bytes
  }
}
