// TEMPORARY: until URLRecord (issue 3) is on main, the policy reads the few parts it needs
// (scheme, host, about: page) with this small reader. It is not a URL parser and goes away as
// soon as `decide(_ url: URLRecord, …)` can be written.

extension NavigationTarget {
  /// Reads the scheme, the host of a `scheme://host` URL and the path of an opaque URL.
  /// `nil` when `url` does not start with a scheme.
  init?(reading url: String) {
    let bytes = Array(url.utf8)
    var i = 0
    while i < bytes.count, bytes[i] <= 0x20 { i += 1 }
    let schemeStart = i
    func isSchemeByte(_ b: UInt8, first: Bool) -> Bool {
      let letter = (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A
      if first { return letter }
      return letter || (b >= 0x30 && b <= 0x39) || b == 0x2B || b == 0x2D || b == 0x2E
    }
    while i < bytes.count, isSchemeByte(bytes[i], first: i == schemeStart) { i += 1 }
    guard i > schemeStart, i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
    let scheme = String(decoding: bytes[schemeStart..<i].map { $0 | 0x20 }, as: UTF8.self)
    i += 1
    func isDelimiter(_ b: UInt8) -> Bool { b == 0x2F || b == 0x3F || b == 0x23 || b == 0x5C }
    var host: String?
    if i + 1 < bytes.count, bytes[i] == 0x2F, bytes[i + 1] == 0x2F {
      var end = i + 2
      while end < bytes.count, !isDelimiter(bytes[end]) { end += 1 }
      var authority = Array(bytes[(i + 2)..<end])
      if let at = authority.lastIndex(of: UInt8(ascii: "@")) { authority.removeSubrange(...at) }
      if let colon = authority.lastIndex(of: UInt8(ascii: ":")), !authority.contains(UInt8(ascii: "]")) {
        authority.removeSubrange(colon...)
      }
      if authority.last == UInt8(ascii: ".") { authority.removeLast() }
      host = String(decoding: authority.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
      i = end
    }
    var end = i
    while end < bytes.count, bytes[end] != 0x3F, bytes[end] != 0x23 { end += 1 }
    self.init(scheme: scheme, host: host, path: String(decoding: bytes[i..<end], as: UTF8.self))
  }
}
