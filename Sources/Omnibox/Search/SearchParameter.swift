/// An extra `name=value` query parameter for a search URL, such as a partner code.
///
/// Name and value are form-encoded when the URL is built, so any text is safe here: it can
/// never end the parameter or start another.
///
///     SearchParameter(name: "channel", value: "fen")  // adds "&channel=fen"
public struct SearchParameter: Sendable, Hashable {
  /// The parameter name, unencoded.
  public var name: String
  /// The parameter value, unencoded.
  public var value: String

  /// A parameter `name=value` (both unencoded).
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// How strictly an engine should filter explicit results.
public enum SafeSearch: String, Sendable, Hashable, CaseIterable {
  /// Filter explicit results.
  case strict
  /// The engine's middle setting (for Google, its default: no parameter is sent).
  case moderate
  /// No filtering.
  case off
}
