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
// These are the only regular expressions in the share-link code. Swift's `Regex` backtracks,
// so a pathological pattern could take exponential time: loaded rules only ever see URLs of at
// most `maximumRegexInputLength` bytes (longer ones skip them), and never the built-in path.

/// A catalog of ClearURLs-format rules, compiled once, to use as
/// ``ShareLinkNormalizer/Configuration/clearURLsRules``.
///
///     let rules = try ClearURLsRules(contentsOfFile: "data.min.json")
///     let n = ShareLinkNormalizer(configuration: .init(clearURLsRules: rules))
///     n.unwrap("https://www.google.com/url?q=https%3A%2F%2Fexample.com").via   // ["redirect:google"]
///
/// Patterns Swift's `Regex` cannot compile are skipped and listed in ``skippedPatterns``.
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
      let combined = parameterRules.isEmpty ? nil : try? CompiledPattern(parameterRules.map { "(?:\($0.source))" }.joined(separator: "|"))
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
      for redirection in provider.redirections where redirection.literal.map({ ClearURLsLiteral.contains(lower, $0) }) ?? true {
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

/// One compiled, case-insensitive pattern.
///
/// `Regex` is not declared `Sendable`, so the compiled value lives in an immutable box marked
/// `@unchecked Sendable`. That is sound: the box's only stored property is a `let`, a `Regex`
/// is a value that is never mutated after compilation, and the standard library compiles its
/// internal program lazily with an atomic compare-and-swap (swift-experimental-string-processing,
/// `Regex.Program.loweredProgram`), so concurrent matching is safe. The box is also forced to
/// compile here, once, by a match against the empty string.
struct CompiledPattern: Sendable {
  private final class Box: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>
    init(_ regex: Regex<AnyRegexOutput>) { self.regex = regex }
  }

  private let box: Box
  /// The pattern as written.
  let source: String
  /// Lowercase text every match contains, when the pattern shows one (see ClearURLsLiteral).
  let literal: [UInt8]?

  init(_ source: String) throws {
    // Case-insensitive like the add-on's `new RegExp(pattern, "i")`; matched by Unicode scalar
    // rather than by grapheme cluster, which is closer to JavaScript and faster.
    let regex = try Regex(source).ignoresCase().matchingSemantics(.unicodeScalar)
    _ = try? regex.firstMatch(in: "")
    self.box = Box(regex)
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
    WorkMeter.regexInput(text.utf8.count)
    return ((try? box.regex.firstMatch(in: text)) ?? nil) != nil
  }

  func wholeMatches(_ text: String) -> Bool {
    WorkMeter.regexInput(text.utf8.count)
    return ((try? box.regex.wholeMatch(in: text)) ?? nil) != nil
  }

  /// The first capture group of the first match, if any.
  func firstCapture(in text: String) -> String? {
    WorkMeter.regexInput(text.utf8.count)
    guard let match = (try? box.regex.firstMatch(in: text)) ?? nil, match.output.count > 1,
      let captured = match.output[1].substring
    else { return nil }
    return String(captured)
  }

  func removingMatches(in text: String) -> String {
    WorkMeter.regexInput(text.utf8.count)
    return text.replacing(box.regex, with: "")
  }
}
