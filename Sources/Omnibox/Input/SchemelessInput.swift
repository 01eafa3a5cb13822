/// Text typed without a scheme, split the way the omnibox reads it:
/// `[userinfo@]host[:port][rest]`, where `rest` starts at the first `/ ? # \` (or its full-width
/// form) and runs to the end.
///
/// The host part is width-folded (``WidthFolding``) so `例え。jp` and `ｌｏｃａｌｈｏｓｔ：８０` split
/// correctly; `rest` is kept as typed. Nothing here decides URL vs search; ``Resolver`` does.
struct SchemelessInput {
  /// What came before the last `@` of the host part, as typed; `nil` without an `@`.
  var userinfo: Substring?
  /// The host, folded; IPv6 literals keep (or get) their brackets.
  var host: String
  /// The digits after the host's `:`, if any (validated separately).
  var port: Substring?
  /// `/path?query#fragment` as typed, its first delimiter made ASCII; empty when absent.
  var rest: String
  /// Whether the host part (userinfo included) contains white space.
  var hostPartHasWhitespace: Bool
  /// The host was an IPv6 literal typed without brackets.
  var addedBrackets: Bool

  /// Whether userinfo holds a password (`user:pass@`).
  var hasPassword: Bool {
    guard let userinfo, let colon = userinfo.firstIndex(of: ":") else { return false }
    return userinfo.index(after: colon) < userinfo.endIndex
  }

  /// Whether userinfo has a non-empty user name.
  var hasUsername: Bool {
    guard let userinfo else { return false }
    return !(userinfo.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").isEmpty
  }

  /// The path part of `rest` (before `?` and `#`).
  var path: Substring { rest.prefix { $0 != "?" && $0 != "#" } }

  /// Whether the typed path ends in `/` or `\` (Chromium treats that as a request to navigate).
  var hasTrailingSlash: Bool {
    guard let last = path.last else { return false }
    return last == "/" || last == "\\"
  }

  /// Chromium's count of non-host components: user name, password, port, path, query, fragment.
  var nonHostComponentCount: Int {
    var count = 0
    if hasUsername { count += 1 }
    if hasPassword { count += 1 }
    if port != nil { count += 1 }
    if !path.isEmpty { count += 1 }
    if let q = rest.firstIndex(of: "?") {
      let query = rest[rest.index(after: q)...].prefix { $0 != "#" }
      if !query.isEmpty { count += 1 }
    }
    if let h = rest.firstIndex(of: "#"), rest.index(after: h) < rest.endIndex { count += 1 }
    return count
  }

  /// Splits `text`; `nil` when the bracketed host is malformed or the port is not digits.
  init?(_ text: String) {
    var hostPart = String.UnicodeScalarView()
    var rest = String.UnicodeScalarView()
    var inRest = false
    var whitespace = false
    for scalar in text.unicodeScalars {
      if inRest { rest.append(scalar); continue }
      if let delimiter = Self.delimiter(scalar) {
        inRest = true
        rest.append(delimiter)
        continue
      }
      if scalar.properties.isWhitespace { whitespace = true }
      hostPart.append(scalar)
    }
    self.rest = String(rest)
    self.hostPartHasWhitespace = whitespace
    self.addedBrackets = false

    var hostPort = Substring(String(hostPart))
    if let at = hostPort.lastIndex(where: { $0 == "@" || $0 == "＠" }) {
      userinfo = hostPort[..<at]
      hostPort = hostPort[hostPort.index(after: at)...]
    } else {
      userinfo = nil
    }
    let folded = WidthFolding.fold(hostPort)
    port = nil
    if folded.hasPrefix("[") {
      guard let close = folded.firstIndex(of: "]") else { return nil }
      host = String(folded[...close])
      let after = folded[folded.index(after: close)...]
      if !after.isEmpty {
        guard after.first == ":" else { return nil }
        port = after.dropFirst()
      }
    } else if folded.filter({ $0 == ":" }).count >= 2 {
      guard SchemePrefix.isUnbracketedIPv6(folded) else { return nil }
      host = "[" + folded + "]"
      addedBrackets = true
    } else if let colon = folded.firstIndex(of: ":") {
      host = String(folded[..<colon])
      port = folded[folded.index(after: colon)...]
    } else {
      host = folded
    }
    if let port, port.isEmpty || !port.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return nil }
  }

  /// `/ ? # \` and their full-width forms end the host part; returns the ASCII delimiter.
  private static func delimiter(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x2F, 0x3F, 0x23, 0x5C: return scalar
    case 0xFF0F, 0xFF1F, 0xFF03, 0xFF3C: return Unicode.Scalar(scalar.value - 0xFEE0)
    default: return nil
    }
  }

  /// The port's value, or `nil` when absent or above 65535.
  var portValue: Int? {
    guard let port else { return nil }
    var value = 0
    for byte in port.utf8 {
      value = value * 10 + Int(byte - 0x30)
      if value > 65535 { return nil }
    }
    return value
  }

  /// `userinfo@host:port/rest`, ready for `scheme://` in front.
  var authorityAndRest: String {
    var s = ""
    if let userinfo { s += userinfo + "@" }
    s += host
    if let port { s += ":" + port }
    return s + rest
  }
}
