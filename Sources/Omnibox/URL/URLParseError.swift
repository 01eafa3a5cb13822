/// Why the URL parser (or the host parser) refused an input.
///
/// The reasons follow the URL Standard's validation errors that end parsing
/// (https://url.spec.whatwg.org/#validation-error-failure); `description` is a short reason a
/// person can read, e.g. `"invalid port"` or `"forbidden host code point '<'"`.
///
///     do { _ = try URLRecord("https://exa mple.com") } catch { print(error) }
///     // forbidden host code point ' '
public struct URLParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The closed set of reasons a parse fails.
  public enum Reason: Sendable, Hashable {
    /// The input is longer than ``URLRecord/maximumInputLength`` bytes.
    case inputTooLong
    /// No scheme, and no base URL to resolve the input against.
    case missingSchemeNonRelativeURL
    /// No scheme, and the base URL has an opaque path (`mailto:x`), so only `#fragment` resolves.
    case relativeToOpaquePath
    /// A special URL (http, https, ws, wss, ftp) with an empty host, or `:port` with no host.
    case hostMissing
    /// User info (`user@`) followed by an empty host.
    case invalidCredentials
    /// A port containing something other than ASCII digits.
    case invalidPort
    /// A port above 65535.
    case portOutOfRange
    /// A host containing a forbidden host code point (space, `<`, `^`, `|`, ...).
    case hostInvalidCodePoint(Unicode.Scalar)
    /// A domain containing a forbidden domain code point (a C0 control, `%`, DEL, ...).
    case domainInvalidCodePoint(Unicode.Scalar)
    /// UTS #46 processing ("domain to ASCII") refused the domain.
    case invalidHost(IDNAError?)
    /// The host ends in a number but is not a valid IPv4 address.
    case invalidIPv4
    /// A bracketed host that is not a valid IPv6 address.
    case invalidIPv6
    /// A host starting with `[` without the closing `]`.
    case ipv6Unclosed
  }

  /// What was wrong.
  public let reason: Reason

  /// An error for `reason`.
  public init(_ reason: Reason) { self.reason = reason }

  /// A short stable slug of the reason, after the URL Standard's validation error names where
  /// it has one: `input-too-long`, `missing-scheme-non-relative-url`, `relative-to-opaque-path`,
  /// `host-missing`, `invalid-credentials`, `port-invalid`, `port-out-of-range`,
  /// `host-invalid-code-point`, `domain-invalid-code-point`, `domain-to-ascii`, `ipv4-invalid`,
  /// `ipv6-invalid` or `ipv6-unclosed`. ``description`` says it in words.
  public var code: String {
    switch reason {
    case .inputTooLong: return "input-too-long"
    case .missingSchemeNonRelativeURL: return "missing-scheme-non-relative-url"
    case .relativeToOpaquePath: return "relative-to-opaque-path"
    case .hostMissing: return "host-missing"
    case .invalidCredentials: return "invalid-credentials"
    case .invalidPort: return "port-invalid"
    case .portOutOfRange: return "port-out-of-range"
    case .hostInvalidCodePoint: return "host-invalid-code-point"
    case .domainInvalidCodePoint: return "domain-invalid-code-point"
    case .invalidHost: return "domain-to-ascii"
    case .invalidIPv4: return "ipv4-invalid"
    case .invalidIPv6: return "ipv6-invalid"
    case .ipv6Unclosed: return "ipv6-unclosed"
    }
  }

  /// A short reason a person can read, e.g. `"invalid port"`.
  public var description: String {
    switch reason {
    case .inputTooLong: return "input too long (over \(URLRecord.maximumInputLength) bytes)"
    case .missingSchemeNonRelativeURL: return "missing scheme (a relative URL needs a base URL)"
    case .relativeToOpaquePath: return "relative URL against a base with an opaque path"
    case .hostMissing: return "missing host"
    case .invalidCredentials: return "user info without a host"
    case .invalidPort: return "invalid port"
    case .portOutOfRange: return "port out of range"
    case .hostInvalidCodePoint(let scalar): return "forbidden host code point \(Self.quoted(scalar))"
    case .domainInvalidCodePoint(let scalar): return "forbidden domain code point \(Self.quoted(scalar))"
    case .invalidHost(let error):
      if let error { return "invalid domain (\(error.description))" }
      return "invalid domain"
    case .invalidIPv4: return "invalid IPv4 address"
    case .invalidIPv6: return "invalid IPv6 address"
    case .ipv6Unclosed: return "unclosed IPv6 address (missing ']')"
    }
  }

  /// `'<'` for printable characters, `U+0009` for controls and spaces.
  private static func quoted(_ scalar: Unicode.Scalar) -> String {
    if scalar.value > 0x20 && scalar.value != 0x7F { return "'\(scalar)'" }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
