/// What to do with one piece of typed text: load a URL, run a search, or refuse.
///
///     Omnibox().resolve("swift webview")
///     // kind .search, url "https://www.google.com/search?q=swift+webview", reason .spaces
///     Omnibox().resolve("example.com/a").destination?.hostname  // "example.com"
///
/// Every resolution names the rule that decided it (``reason``), so a shell can explain itself.
public struct Resolution: Sendable, Hashable, CustomStringConvertible {
  /// The three possible outcomes.
  public enum Kind: String, Sendable, Hashable {
    /// Load ``Resolution/url``, a canonical WHATWG URL.
    case url
    /// Search for ``Resolution/query``; ``Resolution/url`` is the engine's results URL.
    case search
    /// Do nothing; ``Resolution/reason`` says why.
    case refused
  }

  /// The outcome.
  public let kind: Kind
  /// The URL to load: the canonical URL for `.url`, the results URL for `.search`, `nil` when
  /// refused. ``destination`` is the same URL parsed.
  public let url: String?
  /// ``destination``'s offsets into ``url``, as the resolver's record had them; `nil` when
  /// refused, and for a search whose engine wrote its URL as text (an engine of yours).
  private let destinationParts: URLParts?
  /// The search terms for `.search`; for `.url` answers that are a known engine's results page,
  /// the terms that page shows.
  public let query: String?
  /// The search engine's name (e.g. `"Google"`) whenever ``query`` is set.
  public let engine: String?
  /// The other reasonable reading of ambiguous input, e.g. `http://foo/` for the search `foo`,
  /// `mailto:a@b.com` for the search `a@b.com`; `nil` when the input is unambiguous.
  public let alternate: String?
  /// The rule that decided.
  public let reason: Reason

  /// The URL to load, parsed: the record the resolver built (or, for a search with a built-in
  /// engine, wrote with its offsets known), handed over as it is, so whoever loads, displays
  /// or checks the answer (``AddressBar``, ``NavigationPolicy``, ``DisplayFormatter``) parses
  /// nothing again. `nil` when refused. Only a results URL that an engine of yours wrote as
  /// text is parsed, here, when asked for (its href may then differ from ``url``: the engine's
  /// text need not be canonical).
  ///
  /// - Complexity: O(1), but for an engine of yours (and an answer made with the package's
  /// URL-only detail) O(n) in the URL's length.
  public var destination: URLRecord? {
    guard let url else { return nil }
    guard let parts = destinationParts else { return try? URLRecord(url) }
    return URLRecord(serialization: url, parts: parts)
  }

  /// ``alternate``, parsed (when asked for: few answers have one, fewer are taken up).
  ///
  /// - Complexity: O(n) in the alternate's length.
  public var alternateDestination: URLRecord? { alternate.flatMap { try? URLRecord($0) } }

  /// A resolution carrying a parsed URL (what the resolver makes): ``url`` is its href.
  public init(
    kind: Kind, destination: consuming URLRecord?, query: String? = nil, engine: String? = nil,
    alternate: String? = nil, reason: Reason
  ) {
    self.kind = kind
    self.destinationParts = destination?.parts
    self.url = destination?.serialization
    self.query = query
    self.engine = engine
    self.alternate = alternate
    self.reason = reason
  }

  /// A resolution from URL text: ``destination`` is `url` parsed, when asked for.
  public init(
    kind: Kind, url: String?, query: String? = nil, engine: String? = nil, alternate: String? = nil,
    reason: Reason
  ) {
    self.kind = kind
    self.url = url
    self.destinationParts = nil
    self.query = query
    self.engine = engine
    self.alternate = alternate
    self.reason = reason
  }

  /// Whether the two answers say the same: kind, URL, terms, engine, alternate and reason (the
  /// destination is the URL's parse, so it is compared with it).
  public static func == (lhs: Resolution, rhs: Resolution) -> Bool {
    lhs.kind == rhs.kind && lhs.url == rhs.url && lhs.query == rhs.query && lhs.engine == rhs.engine
      && lhs.alternate == rhs.alternate && lhs.reason == rhs.reason
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(url)
    hasher.combine(query)
    hasher.combine(engine)
    hasher.combine(alternate)
    hasher.combine(reason)
  }

  public var description: String {
    var parts = [kind.rawValue, reason.rawValue]
    if let url { parts.append(url) }
    if let alternate { parts.append("alternate " + alternate) }
    return parts.joined(separator: " ")
  }

  static func refused(_ reason: Reason) -> Resolution {
    Resolution(kind: .refused, destination: nil, reason: reason)
  }
}
