/// Why the share-link normalizer refused a shared text or link, or a hand-off request.
///
/// The reasons form a closed set; ``code`` is a short stable name for scripts and tests
/// (`"disallowed-scheme"`), ``description`` a sentence a person can read.
///
///     ShareLinkNormalizer().unwrap("javascript:alert(1)").refusal?.description
///     // "disallowed scheme 'javascript'"
public struct ShareLinkError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The closed set of reasons.
  public enum Reason: Sendable, Hashable {
    /// The input is empty or only white space.
    case empty
    /// The input is longer than the configured maximum (the associated value, in UTF-8 bytes).
    case tooLong(limit: Int)
    /// No link was found in the text (or a text parameter).
    case noLink
    /// The link (or a wrapped link) has a scheme that is not an allowed target, such as
    /// `javascript`, `data`, `file` or an unknown app scheme.
    case disallowedScheme(String)
    /// More nested wrappers than the configured maximum depth.
    case tooDeep(limit: Int)
    /// The target is not a URL the WHATWG parser accepts.
    case invalidURL(URLParseError)
    /// The target has no host (or an empty one).
    case missingHost
    /// The target's host contains a space (raw, percent-encoded, or ideographic).
    case hostHasSpaces
    /// The target's domain contains characters a DNS name cannot have (`a.example&x=1`).
    case invalidHost(String)
    /// The target carries a user name or password (`https://bank.example@evil.example/`).
    case credentials
    /// The link contains a bidirectional-text control (U+202E and friends) that can disguise
    /// what it says.
    case bidiControl(Unicode.Scalar)
    /// The link holds a control character (NUL, another C0 control, DEL or a C1 control),
    /// which the URL parser would silently drop or encode.
    case controlCharacter(Unicode.Scalar)
    /// The text holds an e-mail address (`name@example.com`) and no link: an address is not a
    /// page to open.
    case emailAddress
    /// A recognised wrapper (named by its `via` step) that carries no link.
    case emptyWrapper(String)
    /// A hand-off request with a scheme or parameter that cannot round-trip; the string says why.
    case invalidHandoff(String)
  }

  /// What was wrong.
  public let reason: Reason

  /// An error for `reason`.
  public init(_ reason: Reason) { self.reason = reason }

  /// A short stable name of the reason: `empty`, `too-long`, `no-link`, `disallowed-scheme`,
  /// `too-deep`, `invalid-url`, `missing-host`, `host-has-spaces`, `invalid-host`,
  /// `credentials`, `bidi-control`, `control-character`, `email-address`, `empty-wrapper` or
  /// `invalid-handoff`.
  public var code: String {
    switch reason {
    case .empty: return "empty"
    case .tooLong: return "too-long"
    case .noLink: return "no-link"
    case .disallowedScheme: return "disallowed-scheme"
    case .tooDeep: return "too-deep"
    case .invalidURL: return "invalid-url"
    case .missingHost: return "missing-host"
    case .hostHasSpaces: return "host-has-spaces"
    case .invalidHost: return "invalid-host"
    case .credentials: return "credentials"
    case .bidiControl: return "bidi-control"
    case .controlCharacter: return "control-character"
    case .emailAddress: return "email-address"
    case .emptyWrapper: return "empty-wrapper"
    case .invalidHandoff: return "invalid-handoff"
    }
  }

  /// What was wrong, in words.
  public var description: String {
    switch reason {
    case .empty: return "empty input"
    case .tooLong(let limit): return "input longer than \(limit) bytes"
    case .noLink: return "no link found"
    case .disallowedScheme(let scheme): return "disallowed scheme '\(scheme)'"
    case .tooDeep(let limit): return "more than \(limit) nested wrappers"
    case .invalidURL(let error): return "invalid URL: \(error.description)"
    case .missingHost: return "link has no host"
    case .hostHasSpaces: return "host contains spaces"
    case .invalidHost(let host): return "host '\(host)' is not a valid domain name"
    case .credentials: return "link carries a user name or password"
    case .bidiControl(let scalar): return "bidirectional control \(Self.codePoint(scalar)) in link"
    case .controlCharacter(let scalar): return "control character \(Self.codePoint(scalar)) in link"
    case .emailAddress: return "an e-mail address, not a link"
    case .emptyWrapper(let step): return "\(step) carries no link"
    case .invalidHandoff(let why): return "cannot build hand-off URL: \(why)"
    }
  }

  /// `U+202E`.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension ShareLinkError.Reason {
  /// Whether the link did not parse as a URL with a usable host (an invalid URL or host, no
  /// host, spaces in it): a lone token refused so is read as text instead.
  var isUnparsable: Bool {
    switch self {
    case .invalidURL, .invalidHost, .missingHost, .hostHasSpaces: return true
    default: return false
    }
  }
}
