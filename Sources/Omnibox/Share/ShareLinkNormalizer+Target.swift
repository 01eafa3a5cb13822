// Phase 3 of unwrapping: the checks every target passes — and every clean form too.

extension ShareLinkNormalizer {
  /// The canonical target for `link`, after the safety checks.
  func target(_ link: String) throws(ShareLinkError) -> URLRecord {
    let bytes = Array(link.utf8)
    guard let schemeEnd = LinkSyntax.schemeEnd(bytes) else { throw ShareLinkError(.noLink) }
    let scheme = ASCII.lowercased(String(decoding: bytes[0..<schemeEnd], as: UTF8.self))
    guard index.allowedSchemes.contains(scheme) else { throw ShareLinkError(.disallowedScheme(scheme)) }
    return try checkedTarget(try Self.parse(link))
  }

  /// `url` if it passes the target checks: an allowed scheme, a host that is an IP address or a
  /// plausible DNS name (letters, digits, `-`, `_`; no empty label, none starting with `-` or
  /// ending with `-` or `_`), and no credentials.
  func checkedTarget(_ url: URLRecord) throws(ShareLinkError) -> URLRecord {
    guard index.allowedSchemes.contains(url.scheme) else { throw ShareLinkError(.disallowedScheme(url.scheme)) }
    guard let host = url.parsedHost, host != .empty else { throw ShareLinkError(.missingHost) }
    if case .domain(let name) = host, !Self.isDNSName(name) { throw ShareLinkError(.invalidHost(name)) }
    guard url.username.isEmpty, url.password.isEmpty else { throw ShareLinkError(.credentials) }
    return url
  }

  /// Parses with the WHATWG parser; a space in the host (raw, `%20`, or a Unicode space that
  /// UTS #46 maps to one) becomes its own reason.
  static func parse(_ link: String) throws(ShareLinkError) -> URLRecord {
    do throws(URLParseError) {
      return try URLRecord(link)
    } catch {
      switch error.reason {
      case .hostInvalidCodePoint(" "), .domainInvalidCodePoint(" "):
        throw ShareLinkError(.hostHasSpaces)
      case .invalidHost, .hostInvalidCodePoint, .domainInvalidCodePoint:
        if rawHostHasSpace(link) { throw ShareLinkError(.hostHasSpaces) }
        throw ShareLinkError(.invalidURL(error))
      default:
        throw ShareLinkError(.invalidURL(error))
      }
    }
  }

  /// Whether the host part of `link` (between `//` and the next `/ ? # \`, after any `@`)
  /// contains white space or `%20`.
  static func rawHostHasSpace(_ link: String) -> Bool {
    guard let authority = link.firstRange(of: "//") else { return false }
    var host = link[authority.upperBound...].prefix { !"/?#\\".contains($0) }
    if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
    return host.unicodeScalars.contains { $0.properties.isWhitespace } || host.lowercased().contains("%20")
  }

  /// A canonical domain a link may go to: letters, digits, `-`, `_` and `.` (punycode
  /// included), in labels that are not empty (but for a final root dot), do not start with
  /// `-` and do not end with `-` or `_` — the shape links in text are found by.
  static func isDNSName(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { bytes in
      for b in bytes
      where !(ASCII.isAlphanumeric(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") || b == UInt8(ascii: ".")) {
        return false
      }
      return TextLinkScanner.hasPlausibleLabels(bytes.lazy.map(UInt32.init), mode: .address)
    }
  }

  /// Refuses a link holding a control character (C0, DEL, C1) or a bidirectional-text control.
  static func refuseControls(_ link: String) throws(ShareLinkError) {
    // C1 controls are encoded with a lead byte of 0xC2, every bidi control with 0xD8 or 0xE2.
    var copy = link
    let (control, mayHoldMore) = copy.withUTF8 { bytes -> (UInt8?, Bool) in
      var mayHoldMore = false
      for b in bytes {
        if b < 0x20 || b == 0x7F { return (b, false) }
        if b == 0xC2 || b == 0xD8 || b == 0xE2 { mayHoldMore = true }
      }
      return (nil, mayHoldMore)
    }
    if let control { throw ShareLinkError(.controlCharacter(Unicode.Scalar(control))) }
    guard mayHoldMore else { return }
    for s in link.unicodeScalars {
      if TextScalars.isBidiControl(s) { throw ShareLinkError(.bidiControl(s)) }
      if TextScalars.isControl(s) { throw ShareLinkError(.controlCharacter(s)) }
    }
  }
}
