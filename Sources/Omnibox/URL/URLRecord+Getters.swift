// The URL Standard's API getters (https://url.spec.whatwg.org/#api), plus typed accessors for
// the rest of the library. Each getter slices the href by stored offsets.

extension URLRecord {
  /// The serialized URL, e.g. `"https://example.com/a?b#c"`.
  public var href: String { serialization }

  /// The scheme followed by `:`, e.g. `"https:"`.
  public var `protocol`: String { slice(0, parts.schemeEnd + 1) }

  /// The scheme, lowercase and without `:`, e.g. `"https"`.
  public var scheme: String { slice(0, parts.schemeEnd) }

  /// Whether the scheme is special (http, https, ws, wss, ftp, file).
  public var isSpecial: Bool { parts.scheme.isSpecial }

  /// The percent-encoded username, or `""`.
  public var username: String {
    guard parts.hostKind != .none else { return "" }
    return slice(parts.schemeEnd + 3, parts.usernameEnd)
  }

  /// The percent-encoded password, or `""`.
  public var password: String {
    guard parts.hostStart > parts.usernameEnd + 1 else { return "" }
    return slice(parts.usernameEnd + 1, parts.hostStart - 1)
  }

  /// The serialized host with `:port` when the port is not null, e.g. `"example.com:8080"`.
  public var host: String { slice(parts.hostStart, parts.portEnd) }

  /// The serialized host, e.g. `"example.com"`, `"[::1]"`, or `""` when the host is null.
  public var hostname: String { slice(parts.hostStart, parts.hostEnd) }

  /// The port in decimal, or `""` when it is null (default ports are null).
  public var port: String {
    guard parts.portEnd > parts.hostEnd else { return "" }
    return slice(parts.hostEnd + 1, parts.portEnd)
  }

  /// The path: `"/a/b"`, or an opaque path as written (`"x@example.com"` in `mailto:`).
  public var pathname: String { slice(parts.pathStart, parts.pathEnd) }

  /// `"?"` and the query, or `""` when the query is null or empty.
  public var search: String {
    guard parts.queryEnd > parts.pathEnd + 1 else { return "" }
    return slice(parts.pathEnd, parts.queryEnd)
  }

  /// `"#"` and the fragment, or `""` when the fragment is null or empty.
  public var hash: String {
    let end = UInt32(serialization.utf8.count)
    guard end > parts.queryEnd + 1 else { return "" }
    return slice(parts.queryEnd, end)
  }

  /// The query without `?`; `nil` when null (`""` for a URL ending in `?`).
  public var query: String? {
    guard parts.queryEnd > parts.pathEnd else { return nil }
    return slice(parts.pathEnd + 1, parts.queryEnd)
  }

  /// The fragment without `#`; `nil` when null (`""` for a URL ending in `#`).
  public var fragment: String? {
    let end = UInt32(serialization.utf8.count)
    guard end > parts.queryEnd else { return nil }
    return slice(parts.queryEnd + 1, end)
  }

  /// The parsed host, or `nil` when the URL's host is null (`mailto:x`, `foo:/x`).
  public var parsedHost: Host? {
    guard parts.hostKind != .none else { return nil }
    return Host(kind: parts.hostKind, serialization: serialization.utf8.dropFirst(Int(parts.hostStart)).prefix(Int(parts.hostEnd - parts.hostStart)))
  }

  /// The port, or `nil` when null (a scheme's default port is always null).
  public var portNumber: UInt16? { parts.port }

  /// Whether the path is opaque (a single string, as in `mailto:` or `data:` URLs) rather than a list of segments.
  public var hasOpaquePath: Bool { parts.hasOpaquePath }

  /// The href without the fragment: the URL Standard's serializer with "exclude fragment" set.
  public var hrefExcludingFragment: String { slice(0, parts.queryEnd) }

  /// The ASCII serialization of the URL's origin: `"https://example.com:8080"` for http(s),
  /// ws(s) and ftp URLs, the inner URL's origin for `blob:` URLs over http(s), else `"null"`
  /// (an opaque origin). See https://url.spec.whatwg.org/#concept-url-origin
  public var origin: String {
    switch parts.scheme {
    case .http, .https, .ws, .wss, .ftp:
      return slice(0, parts.schemeEnd) + "://" + host
    case .file:
      return "null"
    case .other:
      guard parts.schemeEnd == 4, scheme == "blob",
        let inner = try? URLRecord(pathname),
        inner.parts.scheme == .http || inner.parts.scheme == .https
      else { return "null" }
      return inner.origin
    }
  }
}
