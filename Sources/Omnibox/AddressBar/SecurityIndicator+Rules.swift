/// One row of the security table: what a scheme's pages get, and why.
struct SecurityRule: Sendable {
  /// Lowercase scheme, without `:`.
  let scheme: String
  /// The indicator for the scheme's pages.
  let indicator: SecurityIndicator
  /// The indicator instead when the host is this machine (localhost, 127.0.0.0/8, `::1`).
  let onLoopback: SecurityIndicator?
  /// Where the row comes from.
  let source: String

  init(_ scheme: String, _ indicator: SecurityIndicator, onLoopback: SecurityIndicator? = nil, _ source: String) {
    self.scheme = scheme
    self.indicator = indicator
    self.onLoopback = onLoopback
    self.source = source
  }
}

extension SecurityIndicator {
  /// The indicator by scheme; a scheme not listed is ``notSecure``, `blob:` takes its inner
  /// origin's row. Chromium's `security_state::GetSecurityLevel` is the reference: its
  /// SECURE → ``secure``, HTTP_SHOW_WARNING → ``notSecure``, NONE → ``internal`` or ``file``.
  static let rules: [SecurityRule] = [
    SecurityRule("https", .secure, "Chromium security_state: a cryptographic scheme with a certificate is SECURE"),
    SecurityRule("wss", .secure, "Chromium security_state: IsSchemeCryptographic covers wss"),
    SecurityRule(
      "http", .notSecure, onLoopback: .internal,
      "Chromium security_state: HTTP_SHOW_WARNING (\"Not secure\") unless the origin is potentially trustworthy "
        + "(localhost, 127.0.0.0/8, ::1), which is NONE"),
    SecurityRule("ws", .notSecure, onLoopback: .internal, "as http"),
    SecurityRule("data", .notSecure, "Chromium security_state: data: is no secure context and a spoofing vector"),
    SecurityRule("ftp", .notSecure, "Chromium security_state: ftp: is always non-secure"),
    SecurityRule("file", .file, "Chromium shows a \"File\" chip for file: pages (level NONE)"),
    SecurityRule("about", .internal, "the browser's own pages (Chromium NONE)"),
    SecurityRule("view-source", .internal, "Chromium security_state: view-source is NONE"),
  ]

  /// `rules` by scheme.
  static let rulesByScheme: [String: SecurityRule] = {
    var table: [String: SecurityRule] = [:]
    for rule in rules { table[rule.scheme] = rule }
    return table
  }()

  /// The indicator for a page at `url`: the scheme's row, then ``dangerous`` when `display`
  /// finds that the host imitates a well-known domain.
  ///
  ///     SecurityIndicator(for: try URLRecord("http://127.0.0.1:8000/"))   // .internal
  ///     SecurityIndicator(for: try URLRecord("file:///etc/hosts"))        // .file
  public init(for url: URLRecord, display: DisplayFormatter = DisplayFormatter()) {
    var target = url
    if url.scheme == "blob", let inner = try? URLRecord(url.pathname) { target = inner }
    if case .domain(let name) = target.parsedHost, case .lookalike = display.displayHost(name).reason {
      self = .dangerous
      return
    }
    guard let rule = Self.rulesByScheme[target.scheme] else {
      self = .notSecure
      return
    }
    if let loopback = rule.onLoopback, Self.isLoopback(target.parsedHost) {
      self = loopback
      return
    }
    self = rule.indicator
  }

  /// Whether `host` is this machine: `localhost` and names under `.localhost`, 127.0.0.0/8,
  /// `::1` (the URL Standard's and Chromium's `net::IsLocalhost`).
  static func isLoopback(_ host: Host?) -> Bool {
    switch host {
    case .domain(let name):
      let bare = name.hasSuffix(".") ? String(name.dropLast()) : name
      return bare == "localhost" || bare.hasSuffix(".localhost")
    case .ipv4(let address):
      return address.value >> 24 == 127
    case .ipv6(let address):
      return address.pieces == [0, 0, 0, 0, 0, 0, 0, 1]
    case .opaque, .empty, nil:
      return false
    }
  }
}
