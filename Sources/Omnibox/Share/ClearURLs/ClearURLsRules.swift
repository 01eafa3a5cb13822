// Rules in the ClearURLs catalog format (https://docs.clearurls.xyz/latest/specs/rules/), loaded
// at run time — the catalog is LGPL-3.0 data and is never compiled into the library.
//
// Semantics followed (from the format's description and the ClearURLs add-on): every pattern is
// a case-insensitive regular expression searched anywhere in the URL string. A provider applies
// when its `urlPattern` matches and none of its `exceptions` does. A `redirections` pattern's
// first capture group is the wrapped link. `rules` and `referralMarketing` name query
// parameters to remove (a parameter goes when its whole name matches); `rawRules` are cut out
// of the URL string. `completeProvider` (block the whole site) and `forceRedirection` are not
// used: the normalizer finds links, it does not block requests.
//
// These are the only regular expressions in the share-link code, matched by ICU (uregex) with a
// bound on each match's work (`CompiledPattern.stepLimit`): a pathological pattern that would
// backtrack for ever gives up and counts as not matching. Loaded rules only ever see URLs of at
// most `maximumRegexInputLength` bytes (longer ones skip them), and never the built-in path.

/// A catalog of ClearURLs-format rules, compiled once, to use as
/// ``ShareLinkNormalizer/Configuration/clearURLsRules``.
///
///     let rules = try ClearURLsRules(contentsOfFile: "data.min.json")
///     let n = ShareLinkNormalizer(configuration: .init(clearURLsRules: rules))
///     n.unwrap("https://www.google.com/url?q=https%3A%2F%2Fexample.com").via   // ["redirect:google"]
///
/// Patterns ICU's regular expressions cannot compile are skipped and listed in ``skippedPatterns``.
public struct ClearURLsRules: Sendable {
  /// URLs longer than this many UTF-8 bytes are not matched against loaded patterns.
  public static let maximumRegexInputLength = 4096

  /// One provider as written in a catalog: its name and its pattern strings.
  public struct ProviderDefinition: Sendable, Hashable {
    /// The provider's key in the catalog (`"google"`).
    public var name: String
    /// Which URLs the provider applies to.
    public var urlPattern: String
    /// Query parameter names (patterns) to remove.
    public var rules: [String]
    /// Patterns cut out of the whole URL string.
    public var rawRules: [String]
    /// Referral-marketing parameter names (patterns) to remove.
    public var referralMarketing: [String]
    /// URLs the provider must leave alone.
    public var exceptions: [String]
    /// Patterns whose first capture group is a wrapped link.
    public var redirections: [String]

    /// A provider definition; lists default to empty.
    public init(
      name: String, urlPattern: String, rules: [String] = [], rawRules: [String] = [],
      referralMarketing: [String] = [], exceptions: [String] = [], redirections: [String] = []
    ) {
      self.name = name
      self.urlPattern = urlPattern
      self.rules = rules
      self.rawRules = rawRules
      self.referralMarketing = referralMarketing
      self.exceptions = exceptions
      self.redirections = redirections
    }
  }

  /// A pattern that was not loaded, and why.
  public struct SkippedPattern: Sendable, Hashable {
    /// The provider it belongs to.
    public let provider: String
    /// The pattern as written.
    public let pattern: String
    /// The compiler's message.
    public let reason: String
  }

  /// The providers loaded, in catalog order (a provider whose `urlPattern` does not compile is
  /// left out).
  public var providerNames: [String] { providers.map(\.name) }
  /// Patterns that did not compile.
  public let skippedPatterns: [SkippedPattern]

  let providers: [CompiledProvider]

  /// Compiles `definitions`, skipping patterns that do not compile.
  public init(providers definitions: [ProviderDefinition]) {
    var skipped: [SkippedPattern] = []
    var providers: [CompiledProvider] = []
    for definition in definitions {
      func compile(_ patterns: [String], whole: Bool = false) -> [CompiledPattern] {
        patterns.compactMap { pattern in
          do {
            return try CompiledPattern(pattern)
          } catch {
            skipped.append(SkippedPattern(provider: definition.name, pattern: pattern, reason: "\(error)"))
            return nil
          }
        }
      }
      guard let urlPattern = compile([definition.urlPattern]).first else { continue }
      let parameterRules = compile(definition.rules + definition.referralMarketing)
      // One alternation instead of one match per rule (each rule is known to compile alone).
      let combined =
        parameterRules.isEmpty
        ? nil : try? CompiledPattern(parameterRules.map { "(?:\($0.source))" }.joined(separator: "|"))
      providers.append(
        CompiledProvider(
          name: definition.name, urlPattern: urlPattern,
          parameterRules: combined.map { [$0] } ?? parameterRules,
          rawRules: compile(definition.rawRules), exceptions: compile(definition.exceptions),
          redirections: compile(definition.redirections)))
    }
    self.providers = providers
    self.skippedPatterns = skipped
  }

  // MARK: Matching

  /// The first provider (in catalog order) that applies to `href` and has a redirection
  /// matching it, with that redirection's first capture group as written.
  func redirection(for href: String) -> (provider: String, value: String)? {
    guard href.utf8.count <= Self.maximumRegexInputLength else { return nil }
    let lower = Self.lowercasedBytes(href)
    for provider in providers where !provider.redirections.isEmpty && provider.applies(to: href, lowercased: lower) {
      for redirection in provider.redirections
      where redirection.literal.map({ ClearURLsLiteral.contains(lower, $0) }) ?? true {
        if let value = redirection.firstCapture(in: href), !value.isEmpty { return (provider.name, value) }
      }
    }
    return nil
  }

  /// `url` with the parameters and raw fragments of every applying provider removed.
  ///
  /// A provider's exceptions are only checked once it would change something.
  func cleaning(_ url: URLRecord) -> URLRecord {
    var url = url
    var href = url.href
    var lower = Self.lowercasedBytes(href)
    for provider in providers {
      if url.href != href {
        href = url.href
        lower = Self.lowercasedBytes(href)
      }
      guard href.utf8.count <= Self.maximumRegexInputLength, provider.urlPattern.isFound(in: href, lowercased: lower)
      else { continue }
      let names = Self.parameterNames(of: url)
      let removesParameters = names.contains { provider.removesParameter($0) }
      let rawMatches = provider.rawRules.contains { $0.isFound(in: href) }
      guard removesParameters || rawMatches, !provider.isException(href, lowercased: lower) else { continue }
      if rawMatches {
        var text = href
        for raw in provider.rawRules { text = raw.removingMatches(in: text) }
        if text != href, let reparsed = try? URLRecord(text) { url = reparsed }
      }
      if removesParameters || rawMatches {
        url = TrackingCleaner.removingParameters(from: url) { raw, name in
          !ProtectedParameters.contains(String(decoding: name, as: UTF8.self))
            && provider.removesParameter(String(decoding: raw, as: UTF8.self))
        }
      }
    }
    return url
  }

  /// The raw names of `url`'s query parameters.
  private static func parameterNames(of url: URLRecord) -> [String] {
    guard let query = url.query, !query.isEmpty else { return [] }
    return query.split(separator: "&").map { segment in
      String(segment.firstIndex(of: "=").map { segment[..<$0] } ?? segment)
    }
  }

  static func lowercasedBytes(_ s: String) -> [UInt8] { s.utf8.map { ASCII.lowercased($0) } }
}

/// A provider with compiled patterns.
struct CompiledProvider: Sendable {
  let name: String
  let urlPattern: CompiledPattern
  let parameterRules: [CompiledPattern]
  let rawRules: [CompiledPattern]
  let exceptions: [CompiledPattern]
  let redirections: [CompiledPattern]

  /// Whether the provider applies to `href` (`lowercased` is its ASCII-lowercased bytes).
  func applies(to href: String, lowercased: [UInt8]) -> Bool {
    urlPattern.isFound(in: href, lowercased: lowercased) && !isException(href, lowercased: lowercased)
  }

  /// Whether one of the provider's exceptions matches.
  func isException(_ href: String, lowercased: [UInt8]) -> Bool {
    exceptions.contains { $0.isFound(in: href, lowercased: lowercased) }
  }

  /// Whether a query parameter named `name` (as written) is one to remove.
  func removesParameter(_ name: String) -> Bool {
    parameterRules.contains { $0.wholeMatches(name) }
  }
}

/// One compiled, case-insensitive pattern, matched by ICU's regular expressions (uregex) with a
/// bound on the work of each match: a pathological pattern in a loaded catalog
/// (`(.*)*?imgsrc\.ru`, nested quantifiers that backtrack exponentially) gives up after
/// ``stepLimit`` and counts as not matching, so no URL costs more than a fixed amount of work
/// per pattern. The bound counts the engine's steps, not time: the answer never depends on
/// the machine.
///
/// ICU's syntax is that of the patterns ClearURLs writes for JavaScript (classes, groups,
/// lazy quantifiers, lookahead and lookbehind). The ICU calls are ``ICURegularExpression``'s
/// (Sources/Omnibox/ICU); one value is shared by any number of threads.
struct CompiledPattern: Sendable {
  /// Why a pattern did not compile: ICU's error name (`U_REGEX_RULE_SYNTAX`, …).
  typealias CompileError = ICURegularExpression.CompileError

  /// The most work one match may take, in ICU's time-limit units (about 10,000 steps of the
  /// match engine each): far more than any real rule needs on a URL of
  /// ``ClearURLsRules/maximumRegexInputLength`` bytes, a few milliseconds at most.
  static let stepLimit: Int32 = 50

  private let regex: ICURegularExpression
  /// The pattern as written.
  let source: String
  /// Lowercase text every match contains, when the pattern shows one (see ClearURLsLiteral).
  let literal: [UInt8]?

  init(_ source: String) throws(CompileError) {
    self.regex = try ICURegularExpression(source)
    self.source = source
    self.literal = ClearURLsLiteral.required(in: source)
  }

  /// Whether the pattern matches somewhere in `text` (`lowercased`: its ASCII-lowercased
  /// bytes, for the literal pre-check).
  func isFound(in text: String, lowercased: [UInt8]) -> Bool {
    if let literal, !ClearURLsLiteral.contains(lowercased, literal) { return false }
    return isFound(in: text)
  }

  func isFound(in text: String) -> Bool {
    search(text, from: 0, whole: false) != nil
  }

  func wholeMatches(_ text: String) -> Bool {
    search(text, from: 0, whole: true) != nil
  }

  /// The first capture group of the first match, if any.
  func firstCapture(in text: String) -> String? {
    guard let match = search(text, from: 0, whole: false), let group = match.group else { return nil }
    return String(decoding: Array(text.utf8)[group], as: UTF8.self)
  }

  /// `text` without every match of the pattern (left to right, not overlapping).
  func removingMatches(in text: String) -> String {
    let bytes = Array(text.utf8)
    var kept: [UInt8] = []
    var copied = 0
    var from = 0
    while from <= bytes.count, let match = search(text, from: from, whole: false) {
      kept += bytes[copied..<match.whole.lowerBound]
      copied = match.whole.upperBound
      // An empty match moves on by one scalar, as JavaScript's replace does.
      var next = match.whole.upperBound
      if match.whole.isEmpty {
        next += 1
        while next < bytes.count, bytes[next] & 0xC0 == 0x80 { next += 1 }
      }
      from = next
    }
    guard copied > 0 else { return text }
    kept += bytes[copied...]
    return String(decoding: kept, as: UTF8.self)
  }

  /// The byte ranges of the first match in `text` from byte `from` (of all of it when `whole`),
  /// and of its group 1; `nil` when there is none or the match needs more than ``stepLimit``.
  private func search(_ text: String, from: Int, whole: Bool) -> (whole: Range<Int>, group: Range<Int>?)? {
    WorkMeter.regexInput(text.utf8.count - from)
    return regex.search(text, from: from, whole: whole, stepLimit: Self.stepLimit)
  }
}
