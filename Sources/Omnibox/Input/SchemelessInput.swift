/// Text typed without a scheme, split the way the omnibox reads it:
/// `[userinfo@]host[:port][rest]`, where `rest` starts at the first `/ ? # \` (or its full-width
/// form) and runs to the end.
///
/// The host part is width-folded (``WidthFolding``) when it is not ASCII, so `例え。jp` and
/// `ｌｏｃａｌｈｏｓｔ：８０` split correctly; `rest` is kept as typed. ASCII input is only sliced,
/// never copied. Nothing here decides URL vs search; ``Resolver`` does.
struct SchemelessInput {
  /// What came before the last `@` of the host part; `nil` without an `@`.
  let userinfo: Substring?
  /// The host, folded; an IPv6 literal typed without brackets is still without them here.
  let host: Substring
  /// The digits after the host's `:`, if any (validated separately).
  let port: Substring?
  /// `/path?query#fragment` as typed, its first delimiter made ASCII; empty when absent.
  let rest: Substring
  /// The host is an IPv6 literal typed without brackets.
  let needsBrackets: Bool
  /// What to put after `scheme://` for the URL parser.
  let urlBody: String

  /// Splits `text`; `nil` when a bracketed host is not closed or the port is not digits.
  init?(_ text: String) {
    let scan = Self.scanHostPart(text)
    let utf8 = text.utf8
    let end = utf8.index(utf8.startIndex, offsetBy: scan.end)
    let restStart = utf8.index(end, offsetBy: scan.fullWidthDelimiter == nil ? 0 : 3)
    let hostPartIsASCII = scan.isASCII
    let fullWidthDelimiter = scan.fullWidthDelimiter
    if let fullWidthDelimiter {
      rest = Substring(String(decoding: [fullWidthDelimiter], as: UTF8.self) + text[restStart...])
    } else {
      rest = text[restStart...]
    }
    let hostPart = hostPartIsASCII ? text[..<end] : Substring(WidthFolding.fold(text[..<end]))

    var hostPort = hostPart
    if let at = hostPart.utf8.lastIndex(of: UInt8(ascii: "@")) {
      userinfo = hostPart[..<at]
      hostPort = hostPart[hostPart.utf8.index(after: at)...]
    } else {
      userinfo = nil
    }

    var portText: Substring?
    var needsBrackets = false
    if hostPort.utf8.first == UInt8(ascii: "[") {
      guard let close = hostPort.utf8.firstIndex(of: UInt8(ascii: "]")) else { return nil }
      let afterClose = hostPort.utf8.index(after: close)
      host = hostPort[..<afterClose]
      if afterClose != hostPort.endIndex {
        guard hostPort.utf8[afterClose] == UInt8(ascii: ":") else { return nil }
        portText = hostPort[hostPort.utf8.index(after: afterClose)...]
      }
    } else if let colon = hostPort.utf8.firstIndex(of: UInt8(ascii: ":")) {
      let afterColon = hostPort.utf8.index(after: colon)
      if hostPort[afterColon...].utf8.contains(UInt8(ascii: ":")) {
        guard SchemePrefix.isUnbracketedIPv6(hostPort) else { return nil }
        host = hostPort
        needsBrackets = true
      } else {
        host = hostPort[..<colon]
        portText = hostPort[afterColon...]
      }
    } else {
      host = hostPort
    }
    if let portText, portText.isEmpty || !portText.utf8.allSatisfy({ $0 &- 0x30 < 10 }) { return nil }
    port = portText
    self.needsBrackets = needsBrackets

    if hostPartIsASCII && fullWidthDelimiter == nil && !needsBrackets {
      urlBody = text
    } else {
      var body = ""
      if let userinfo { body += userinfo + "@" }
      body += needsBrackets ? "[" + host + "]" : String(host)
      if let portText { body += ":" + portText }
      urlBody = body + rest
    }
  }

  /// The text before the first `/ ? # \` (or full-width form): where a host would be.
  static func hostPart(of text: String) -> Substring {
    let end = scanHostPart(text).end
    return text[..<text.utf8.index(text.utf8.startIndex, offsetBy: end)]
  }

  /// Where the host part ends (a byte offset), whether it is ASCII, and the full-width
  /// delimiter that ended it, if one did. One pass over contiguous UTF-8.
  private static func scanHostPart(_ text: String) -> (end: Int, isASCII: Bool, fullWidthDelimiter: UInt8?) {
    var copy = text
    return copy.withUTF8 { bytes in
      var isASCII = true
      for (i, byte) in bytes.enumerated() {
        if byte == 0x2F || byte == 0x3F || byte == 0x23 || byte == 0x5C { return (i, isASCII, nil) }  // / ? # \
        if byte >= 0x80 {
          isASCII = false
          if byte == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBC, let ascii = fullWidthDelimiter(bytes[i + 2]) {
            return (i, false, ascii)
          }
        }
      }
      return (bytes.count, isASCII, nil)
    }
  }

  /// U+FF0F, U+FF1F, U+FF03 and U+FF3C (full-width `/ ? # \`) are EF BC 8F, 9F, 83 and BC;
  /// returns the ASCII delimiter for the third byte.
  private static func fullWidthDelimiter(_ third: UInt8) -> UInt8? {
    switch third {
    case 0x8F: return UInt8(ascii: "/")
    case 0x9F: return UInt8(ascii: "?")
    case 0x83: return UInt8(ascii: "#")
    case 0xBC: return UInt8(ascii: "\\")
    default: return nil
    }
  }

  /// Whether userinfo holds a password (`user:pass@`).
  var hasPassword: Bool {
    guard let userinfo, let colon = userinfo.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
    return userinfo.utf8.index(after: colon) != userinfo.endIndex
  }

  /// Whether userinfo has a non-empty user name.
  var hasUsername: Bool {
    guard let userinfo, let first = userinfo.utf8.first else { return false }
    return first != UInt8(ascii: ":")
  }

  /// The typed port's value, or `nil` when absent or above 65535.
  var portValue: Int? {
    guard let port else { return nil }
    var value = 0
    for byte in port.utf8 {
      value = value * 10 + Int(byte &- 0x30)
      if value > 65535 { return nil }
    }
    return value
  }

  /// The lengths of the typed path, query and fragment (`-1` when absent).
  private var restParts: (path: Int, query: Int, fragment: Int) {
    var path = 0, query = -1, fragment = -1
    for byte in rest.utf8 {
      if fragment >= 0 { fragment += 1; continue }
      if byte == UInt8(ascii: "#") { fragment = 0; continue }
      if query >= 0 { query += 1; continue }
      if byte == UInt8(ascii: "?") { query = 0; continue }
      path += 1
    }
    return (path, query, fragment)
  }

  /// Whether the typed path ends in `/` or `\` (Chromium treats that as a request to navigate).
  var hasTrailingSlash: Bool {
    let pathLength = restParts.path
    guard pathLength > 0 else { return false }
    let last = rest.utf8[rest.utf8.index(rest.startIndex, offsetBy: pathLength - 1)]
    return last == UInt8(ascii: "/") || last == UInt8(ascii: "\\")
  }

  /// Chromium's count of non-host components: user name, password, port, path, query, fragment.
  var nonHostComponentCount: Int {
    let parts = restParts
    var count = 0
    if hasUsername { count += 1 }
    if hasPassword { count += 1 }
    if port != nil { count += 1 }
    if parts.path > 0 { count += 1 }
    if parts.query > 0 { count += 1 }
    if parts.fragment > 0 { count += 1 }
    return count
  }
}
