/// The parts of a URL the display reads, as a URL record serializes them (ASCII).
struct DisplayableURL: Sendable, Hashable {
  /// Lowercase scheme, without `:`.
  var scheme: String
  var username: String = ""
  var password: String = ""
  /// The serialized host (`nil`: no host, as in `mailto:x`); IPv6 in brackets.
  var host: String?
  /// Whether the host is a domain (only domains go through the spoof checks and `www.` elision).
  var hostIsDomain: Bool = false
  /// The port, empty when default or absent.
  var port: String = ""
  /// The path (opaque or hierarchical).
  var path: String
  var hasOpaquePath: Bool = false
  /// The query without `?` (`nil`: none).
  var query: String?
  /// The fragment without `#` (`nil`: none).
  var fragment: String?
}

extension DisplayFormatter {
  /// Special schemes with a hierarchical path, whose lone `/` path may be elided.
  static let trailingSlashSchemes: Set<String> = SchemeRegistry.hostedSpecial

  /// Builds the display text of `url` under ``options``.
  func format(_ url: DisplayableURL) -> DisplayResult {
    var hostDisplay: HostDisplay?
    var text = ""
    let isHTTP = url.scheme == "http" || url.scheme == "https"
    if !(options.omitsHTTPScheme && isHTTP && url.host != nil) {
      text += url.scheme + ":"
      if url.host != nil { text += "//" }
    }
    if let host = url.host {
      if !options.omitsCredentials && (!url.username.isEmpty || !url.password.isEmpty) {
        text += decoded(url.username)
        if !url.password.isEmpty { text += ":" + decoded(url.password) }
        text += "@"
      }
      if !host.isEmpty {  // file:/// has the empty host: nothing to decide
        let decision = url.hostIsDomain ? displayHost(host) : HostDisplay(host: host, reason: .ascii)
        hostDisplay = decision
        var shown = decision.host
        if options.omitsWWW && url.hostIsDomain { shown = Self.droppingWWW(shown, asciiHost: host) }
        text += shown
      }
      if !url.port.isEmpty { text += ":" + url.port }
    } else if !url.hasOpaquePath && url.path.hasPrefix("//") {
      // No host but a path that starts with "//": as the URL serializer does, so the path is
      // not read as a host.
      text += "/."
    }
    let elidesPath =
      options.omitsTrailingSlash && url.path == "/" && url.query == nil && url.fragment == nil
      && Self.trailingSlashSchemes.contains(url.scheme)
    if !elidesPath { text += decoded(url.path) }
    if let query = url.query { text += "?" + decoded(query) }
    if let fragment = url.fragment { text += "#" + decoded(fragment) }
    return DisplayResult(text: text, host: hostDisplay)
  }

  private func decoded(_ component: String) -> String {
    options.decodesPercentEncoding ? DisplayPercentDecoding.decode(component) : component
  }

  /// `shown` without a leading `www.` when `www` is a subdomain of a registrable domain
  /// (`www.example.com` → `example.com`, but not `www.com` or `www.co.uk`).
  static func droppingWWW(_ shown: String, asciiHost: String) -> String {
    guard asciiHost.hasPrefix("www."), shown.hasPrefix("www.") else { return shown }
    var bare = asciiHost
    if bare.hasSuffix(".") { bare.removeLast() }
    guard let registrable = PublicSuffixList.embedded.registrableDomain(of: bare),
      bare.utf8.count - registrable.utf8.count >= 4
    else { return shown }
    return String(shown.dropFirst(4))
  }
}
