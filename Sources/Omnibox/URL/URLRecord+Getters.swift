// The URL Standard's API attributes (https://url.spec.whatwg.org/#api) and typed accessors for
// the rest of the library. Getters slice the href by stored offsets; setters run the standard's
// setter algorithms (URLRecord+Setters.swift) and, like the standard, leave the URL unchanged
// when the new value is rejected.

extension URLRecord {
  /// The serialized URL, e.g. `"https://example.com/a?b#c"`. To replace the whole URL, use
  /// ``setHref(_:)``, which can fail.
  public var href: String { serialization }

  /// The scheme followed by `:`, e.g. `"https:"`.
  ///
  /// Setting it changes the scheme unless that would switch between special and non-special,
  /// give a `file:` URL credentials or a port, or leave a `file:` URL with an empty host:
  /// `url.protocol = "wss"` turns `https://a/` into `wss://a/`.
  ///
  /// As in the standard, a URL that becomes `file:` keeps its host as it was, so
  /// `https://localhost/x` becomes `file://localhost/x`; parsing that href gives `file:///x`,
  /// because the file host state reads `localhost` as the empty host.
  public var `protocol`: String {
    get { slice(0, parts.schemeEnd + 1) }
    set { setProtocol(newValue) }
  }

  /// The scheme, lowercase and without `:`, e.g. `"https"`.
  public var scheme: String { slice(0, parts.schemeEnd) }

  /// Whether the scheme is special (http, https, ws, wss, ftp, file).
  public var isSpecial: Bool { parts.scheme.isSpecial }

  /// The percent-encoded username, or `""`. Setting it is ignored for URLs without a host, with
  /// the empty host, or with the `file` scheme.
  public var username: String {
    get {
      guard parts.hostKind != .none else { return "" }
      return slice(parts.schemeEnd + 3, parts.usernameEnd)
    }
    set { setUsername(newValue) }
  }

  /// The percent-encoded password, or `""`. Setting it follows the same rule as ``username``.
  public var password: String {
    get {
      guard parts.hostStart > parts.usernameEnd + 1 else { return "" }
      return slice(parts.usernameEnd + 1, parts.hostStart - 1)
    }
    set { setPassword(newValue) }
  }

  /// The serialized host with `:port` when the port is not null, e.g. `"example.com:8080"`.
  /// Setting it parses a host and an optional port (ignored for opaque-path URLs).
  public var host: String {
    get { slice(parts.hostStart, parts.portEnd) }
    set { setHost(newValue) }
  }

  /// The serialized host, e.g. `"example.com"`, `"[::1]"`, or `""` when the host is null.
  /// Setting it parses a host only (a value containing `:` outside brackets is rejected).
  public var hostname: String {
    get { slice(parts.hostStart, parts.hostEnd) }
    set { setHostname(newValue) }
  }

  /// The port in decimal, or `""` when it is null (default ports are null). Setting `""`
  /// removes the port; otherwise the leading digits are read (`"8080abc"` sets 8080).
  public var port: String {
    get {
      guard parts.portEnd > parts.hostEnd else { return "" }
      return slice(parts.hostEnd + 1, parts.portEnd)
    }
    set { setPort(newValue) }
  }

  /// The path: `"/a/b"`, or an opaque path as written (`"x@example.com"` in `mailto:`).
  /// Setting it re-parses the path (`.`/`..` resolved, `?` and `#` percent-encoded); ignored for
  /// opaque paths.
  public var pathname: String {
    get { slice(parts.pathStart, parts.pathEnd) }
    set { setPathname(newValue) }
  }

  /// `"?"` and the query, or `""` when the query is null or empty. Setting `""` removes the
  /// query; otherwise one leading `?` is dropped and the rest percent-encoded.
  ///
  ///     var url = try URLRecord("https://a.example/?utm_source=x#top")
  ///     url.search = ""
  ///     url.href          // "https://a.example/#top"
  public var search: String {
    get {
      guard parts.queryEnd > parts.pathEnd + 1 else { return "" }
      return slice(parts.pathEnd, parts.queryEnd)
    }
    set { setSearch(newValue) }
  }

  /// `"#"` and the fragment, or `""` when the fragment is null or empty. Setting `""` removes
  /// the fragment; otherwise one leading `#` is dropped and the rest percent-encoded.
  public var hash: String {
    get {
      let end = UInt32(serialization.utf8.count)
      guard end > parts.queryEnd + 1 else { return "" }
      return slice(parts.queryEnd, end)
    }
    set { setHash(newValue) }
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
    return Host(kind: parts.hostKind, serialization: hostname)
  }

  /// The port, or `nil` when null (a scheme's default port is always null).
  public var portNumber: UInt16? { parts.port }

  /// Whether the path is opaque (a single string, as in `mailto:` or `data:` URLs) rather than
  /// a list of segments.
  public var hasOpaquePath: Bool { parts.hasOpaquePath }

  /// The href without the fragment: the URL serializer with "exclude fragment" set.
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
