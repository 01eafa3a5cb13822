/// What ``ShareLinkNormalizer/unwrap(_:)`` found: the one target link, or a refusal.
///
/// Exactly one of ``target`` and ``refusal`` is non-nil. ``via`` lists the unwrapping steps in
/// order, outermost first, even for a refusal (so you can see how far unwrapping got).
///
///     let r = ShareLinkNormalizer().unwrap("see https://www.google.com/url?q=https%3A%2F%2Fexample.com%2F%3Futm_source%3Dx")
///     r.target  // "https://example.com/?utm_source=x"
///     r.clean   // "https://example.com/"
///     r.via     // ["text", "redirect:google"]
///     r.cleanURL?.hostname  // "example.com"
///
/// The links are carried parsed (``targetURL``, ``cleanURL``), as the normalizer checked them;
/// ``target`` and ``clean`` are their hrefs.
public struct ShareLinkResult: Sendable, Hashable {
  /// The canonical target link, parsed, or `nil` when refused.
  public let targetURL: URLRecord?
  /// The target without tracking parameters, parsed (equal to ``targetURL`` when there were
  /// none, or when the configuration does not strip them), or `nil` when refused. It always
  /// passes the same checks as the target, with the target's scheme and host and no
  /// credentials: a cleaning stage that would break that (a loaded `rawRules` pattern cutting a
  /// URL apart) is dropped.
  public let cleanURL: URLRecord?
  /// The unwrapping steps: `"text"`, `"app-scheme:NAME"`, `"browser:NAME"`,
  /// `"redirect:NAME"`, `"clearurls:PROVIDER"`.
  public let via: [String]
  /// Why there is no target, or `nil` when there is one.
  public let refusal: ShareLinkError?

  /// The canonical target link (``targetURL``'s WHATWG href), or `nil` when refused.
  public var target: String? { targetURL?.href }
  /// ``cleanURL``'s href, or `nil` when refused.
  public var clean: String? { cleanURL?.href }

  /// A result; normally you get one from ``ShareLinkNormalizer/unwrap(_:)``.
  public init(targetURL: URLRecord?, cleanURL: URLRecord?, via: [String], refusal: ShareLinkError?) {
    self.targetURL = targetURL
    self.cleanURL = cleanURL
    self.via = via
    self.refusal = refusal
  }

  /// A result from link text, each link parsed (one that is no URL counts as `nil`).
  public init(target: String?, clean: String?, via: [String], refusal: ShareLinkError?) {
    self.init(
      targetURL: target.flatMap { try? URLRecord($0) }, cleanURL: clean.flatMap { try? URLRecord($0) }, via: via,
      refusal: refusal)
  }
}
