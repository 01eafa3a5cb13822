/// How a host should be shown to a person, and why.
///
/// `host` is either the Unicode form (only when ``reason`` is ``DisplayReason/safeUnicode``) or
/// the ASCII form with punycode labels. Never partly both: one unsafe label keeps the whole host
/// in ASCII.
///
///     let f = DisplayFormatter()
///     f.displayHost("xn--bcher-kva.example")  // host "bücher.example", .safeUnicode
///     f.displayHost("xn--80ak6aa92e.com")     // host "xn--80ak6aa92e.com", .wholeScriptConfusable
public struct HostDisplay: Sendable, Hashable, CustomStringConvertible {
  /// The text to show: Unicode when safe, otherwise the lowercase ASCII (punycode) host.
  public let host: String
  /// Whether ``host`` is the Unicode form (it then contains at least one non-ASCII character).
  public let isUnicode: Bool
  /// Why the host is shown this way.
  public let reason: DisplayReason

  /// Creates a decision; `isUnicode` is true exactly when `reason` is ``DisplayReason/safeUnicode``.
  public init(host: String, reason: DisplayReason) {
    self.host = host
    self.reason = reason
    self.isUnicode = reason == .safeUnicode
  }

  /// The host to show, e.g. `"bücher.example"`.
  public var description: String { host }
}
