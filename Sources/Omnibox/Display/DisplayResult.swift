/// The form of a URL a person should see, and how its host was decided.
///
///     let r = DisplayFormatter(options: .addressBar).display(try URLRecord("https://www.xn--bcher-kva.example/"))
///     r.text        // "bücher.example"
///     r.isHostUnicode  // true
///     r.reason      // .safeUnicode
public struct DisplayResult: Sendable, Hashable, CustomStringConvertible {
  /// The URL as it should be shown.
  public let text: String
  /// The host decision, or `nil` when the URL has no host (`mailto:`, `data:`, `about:blank`).
  public let host: HostDisplay?

  /// Creates a result.
  public init(text: String, host: HostDisplay?) {
    self.text = text
    self.host = host
  }

  /// Whether the host is shown in Unicode.
  public var isHostUnicode: Bool { host?.isUnicode ?? false }

  /// Why the host is shown as it is; ``DisplayReason/noHost`` when there is none.
  public var reason: DisplayReason { host?.reason ?? .noHost }

  /// The top domain the host imitates, if it is a look-alike (e.g. `"paypal.com"`).
  public var lookalikeOf: String? { host?.lookalikeOf }

  /// The text to show.
  public var description: String { text }
}
