/// What ``ShareLinkNormalizer/unwrap(_:)`` found: the one target link, or a refusal.
///
/// Exactly one of ``target`` and ``refusal`` is non-nil. ``via`` lists the unwrapping steps in
/// order, outermost first, even for a refusal (so you can see how far unwrapping got).
///
///     let r = ShareLinkNormalizer().unwrap("see https://www.google.com/url?q=https%3A%2F%2Fexample.com%2F%3Futm_source%3Dx")
///     r.target  // "https://example.com/?utm_source=x"
///     r.clean   // "https://example.com/"
///     r.via     // ["text", "redirect:google"]
public struct ShareLinkResult: Sendable, Hashable {
  /// The canonical target link (WHATWG href), or `nil` when refused.
  public let target: String?
  /// The target without tracking parameters (equal to ``target`` when there were none, or when
  /// the configuration does not strip them), or `nil` when refused. It always passes the same
  /// checks as the target, with the target's scheme and host and no credentials: a cleaning
  /// stage that would break that (a loaded `rawRules` pattern cutting a URL apart) is dropped.
  public let clean: String?
  /// The unwrapping steps: `"text"`, `"app-scheme:NAME"`, `"browser:NAME"`,
  /// `"redirect:NAME"`, `"clearurls:PROVIDER"`.
  public let via: [String]
  /// Why there is no target, or `nil` when there is one.
  public let refusal: ShareLinkError?

  /// A result; normally you get one from ``ShareLinkNormalizer/unwrap(_:)``.
  public init(target: String?, clean: String?, via: [String], refusal: ShareLinkError?) {
    self.target = target
    self.clean = clean
    self.via = via
    self.refusal = refusal
  }
}
