/// What to do with one piece of typed text: load a URL, run a search, or refuse.
///
///     Omnibox().resolve("swift webview")
///     // kind .search, url "https://www.google.com/search?q=swift+webview", reason .spaces
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
  /// The URL to load: the canonical URL for `.url`, the results URL for `.search`, `nil` when refused.
  public let url: String?
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

  public init(
    kind: Kind, url: String?, query: String? = nil, engine: String? = nil, alternate: String? = nil,
    reason: Reason
  ) {
    self.kind = kind
    self.url = url
    self.query = query
    self.engine = engine
    self.alternate = alternate
    self.reason = reason
  }

  public var description: String {
    var parts = [kind.rawValue, reason.rawValue]
    if let url { parts.append(url) }
    if let alternate { parts.append("alternate " + alternate) }
    return parts.joined(separator: " ")
  }

  static func refused(_ reason: Reason) -> Resolution {
    Resolution(kind: .refused, url: nil, reason: reason)
  }
}
