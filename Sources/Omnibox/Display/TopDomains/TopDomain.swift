/// A well-known domain that look-alike hosts imitate, as a ``TopDomainList`` holds it.
///
///     let top = TopDomainList.embedded.similarTopDomain(to: "pаypal.com")  // Cyrillic "а"
///     top?.domain       // "paypal.com"
///     top?.isTopBucket  // true
public struct TopDomain: Sendable, Hashable, CustomStringConvertible {
  /// The domain in its Unicode form, lowercase, without a trailing dot (`paypal.com`, `fóó.com`).
  public let domain: String
  /// Whether the domain is in the list's top bucket (the lines before `###END_TOP_BUCKET###`;
  /// every domain when the list has no marker).
  public let isTopBucket: Bool

  /// Creates an entry; `domain` should be a lowercase Unicode domain, as ``TopDomainList`` makes them.
  public init(domain: String, isTopBucket: Bool) {
    self.domain = domain
    self.isTopBucket = isTopBucket
  }

  /// The domain, e.g. `"paypal.com"`.
  public var description: String { domain }
}
