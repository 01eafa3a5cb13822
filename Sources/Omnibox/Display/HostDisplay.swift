/// How a host should be shown to a person, and why.
///
/// Each label is shown in Unicode only when it passes the spoof rules; a label that does not is
/// shown as its ASCII (`xn--`) form, and the others may still be shown in Unicode, as Chromium
/// does (`xn--googl-3we.한국`). A host that imitates a top domain is shown wholly in ASCII.
/// ``host`` never holds a control character (C0, DEL, C1) or a bidirectional control: those are
/// percent-escaped, whatever the host.
///
///     let f = DisplayFormatter()
///     f.displayHost("xn--bcher-kva.example").host    // "bücher.example"
///     f.displayHost("xn--bcher-kva.example").reason  // .safeUnicode
///     f.displayHost("xn--80ak6aa92e.com").host       // "xn--80ak6aa92e.com"
///     f.displayHost("xn--80ak6aa92e.com").reason     // .lookalike(of: "apple.com")
public struct HostDisplay: Sendable, Hashable, CustomStringConvertible {
  /// The text to show: labels in Unicode where safe, the others in lowercase ASCII (punycode).
  public let host: String
  /// Whether ``host`` shows at least one label in Unicode (it then holds a non-ASCII character).
  public let isUnicode: Bool
  /// Why the host is shown this way: ``DisplayReason/safeUnicode`` when every IDN label is
  /// shown in Unicode, otherwise why a label (the first one kept in ASCII), or the whole host,
  /// is not.
  public let reason: DisplayReason

  /// Creates a decision; `isUnicode` is true exactly when `reason` is ``DisplayReason/safeUnicode``.
  public init(host: String, reason: DisplayReason) {
    self.init(host: host, reason: reason, isUnicode: reason == .safeUnicode)
  }

  /// Creates a decision that shows some labels in Unicode (`isUnicode`) for `reason`.
  public init(host: String, reason: DisplayReason, isUnicode: Bool) {
    self.host = host
    self.reason = reason
    self.isUnicode = isUnicode
  }

  /// The top domain the host imitates (``DisplayReason/lookalike(of:)``), e.g. `"paypal.com"`.
  public var lookalikeOf: String? { reason.lookalikeOf }

  /// The host to show, e.g. `"bücher.example"`.
  public var description: String { host }
}
