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
  /// The URL to load, parsed: the canonical URL for `.url`, the results URL for `.search`,
  /// `nil` when refused. The resolver hands over the record it built, so whoever loads,
  /// displays or checks the answer (``AddressBar``, ``NavigationPolicy``) reads its scheme and
  /// host without parsing ``url`` again.
  public let destination: URLRecord?
  /// A search engine's results URL as the engine wrote it, kept only when that text is not its
  /// own canonical href (an engine of yours may write `HTTPS://Example.com/?q=x`) or not a URL
  /// at all; `nil` otherwise, and ``url`` is ``destination``'s href.
  private let engineURLText: String?
  /// The URL to load as text: ``destination``'s href (or, for an engine of yours whose results
  /// URL is not canonical, the engine's own text); `nil` when refused.
  public var url: String? { engineURLText ?? destination?.href }
  /// The search terms for `.search`; for `.url` answers that are a known engine's results page,
  /// the terms that page shows.
  public let query: String?
  /// The search engine's name (e.g. `"Google"`) whenever ``query`` is set.
  public let engine: String?
  /// The other reasonable reading of ambiguous input, parsed: `http://foo/` for the search
  /// `foo`, `mailto:a@b.com` for the search `a@b.com`; `nil` when the input is unambiguous.
  public let alternateDestination: URLRecord?
  /// ``alternateDestination``'s href.
  public var alternate: String? { alternateDestination?.href }
  /// The rule that decided.
  public let reason: Reason

  /// A resolution carrying parsed URLs (what the resolver makes).
  public init(
    kind: Kind, destination: URLRecord?, query: String? = nil, engine: String? = nil,
    alternate: URLRecord? = nil, reason: Reason
  ) {
    self.kind = kind
    self.destination = destination
    self.engineURLText = nil
    self.query = query
    self.engine = engine
    self.alternateDestination = alternate
    self.reason = reason
  }

  /// A resolution from URL text: `url` is parsed once into ``destination`` and kept as given
  /// for ``url`` when it is not canonical; an `alternate` that is not a URL is dropped.
  public init(
    kind: Kind, url: String?, query: String? = nil, engine: String? = nil, alternate: String? = nil,
    reason: Reason
  ) {
    let destination = url.flatMap { try? URLRecord($0) }
    self.kind = kind
    self.destination = destination
    self.engineURLText = destination?.href == url ? nil : url
    self.query = query
    self.engine = engine
    self.alternateDestination = alternate.flatMap { try? URLRecord($0) }
    self.reason = reason
  }

  /// A search whose results URL an engine wrote as `text`: parsed once, the text kept when it
  /// is not canonical.
  init(searchURLText text: String, query: String?, engine: String?, alternate: URLRecord? = nil, reason: Reason) {
    let destination = try? URLRecord(text)
    self.kind = .search
    self.destination = destination
    self.engineURLText = destination?.href == text ? nil : text
    self.query = query
    self.engine = engine
    self.alternateDestination = alternate
    self.reason = reason
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
