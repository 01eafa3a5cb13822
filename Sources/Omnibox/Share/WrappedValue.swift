// Taking a wrapped link out of a wrapper's query, and decoding it.
//
// The decoding rules:
// - An *encoded* value (`url=https%3A%2F%2Fexample.com%2F%3Fa%3D1`) ends at the next `&` (or
//   `#`) and is percent-decoded exactly once; it is decoded again only while the result is itself
//   an encoded http(s) URL (`https%3A…`), which undoes double encoding. `+` stays `+`: it is not
//   a space inside a wrapped URL.
// - A *raw* value (the link written as is after `url=`, recognised by its literal `scheme:`)
//   cannot know which `&` and `#` are its own, so in a custom-scheme wrapper the rest of the
//   string belongs to it (`myapp://open?link=https://a.example/?x=1&y=2#f`). Such a value is
//   decoded once only when it is a URL escaped as a whole — Foundation's `.urlQueryAllowed`
//   leaves `:/?&=` alone but writes `%` as `%25` and `#` as `%23` (MinBrowser's `?url=`) — that
//   is, when it has no literal `#` and every `%` starts `%25XX`, `%23`, `%5B` or `%5D`. Any
//   other escape shows that it is already a URL (MinBrowser's `?link=`), and it is kept as is.
// - In a web redirector, a raw value ends at `&` like any query value (the redirector's own
//   parameters follow it), and is decoded once.

/// A parameter value found in a wrapper.
struct WrappedValue {
  /// The value's bytes as written.
  var bytes: ArraySlice<UInt8>
  /// Whether the value is a link written as is (it starts with `scheme:`).
  var isRaw: Bool
  /// The position of the parameter's name in the rule's list (lower is preferred).
  var preference: Int
  /// The parameter's name as the rule spells it.
  var name: String
}

enum WrapperQuery {
  /// The values of the parameters named in `names` (ASCII case-insensitive), in order of
  /// appearance, read from the query that starts at `queryStart` in `bytes` and ends at the
  /// first `#`. With `rawTakesRest`, a raw link value takes everything after its `=`,
  /// fragment included, and scanning stops there.
  static func values(
    in bytes: [UInt8], queryStart: Int, names: [String], rawTakesRest: Bool
  ) -> [WrappedValue] {
    var found: [WrappedValue] = []
    var i = queryStart
    let end = bytes.count
    WorkMeter.scanned(end - queryStart)
    while i <= end {
      var j = i
      while j < end, bytes[j] != UInt8(ascii: "&"), bytes[j] != UInt8(ascii: "#") { j += 1 }
      let pair = bytes[i..<j]
      if let eq = pair.firstIndex(of: UInt8(ascii: "=")) {
        let name = PercentEncoding.decode(pair[pair.startIndex..<eq])
        if let preference = names.firstIndex(where: { ASCII.equalIgnoringCase($0.utf8, name) }) {
          let valueStart = eq + 1
          let raw = startsWithScheme(bytes[valueStart..<j])
          if raw && rawTakesRest {
            found.append(
              WrappedValue(bytes: bytes[valueStart..<end], isRaw: true, preference: preference, name: names[preference])
            )
            return found
          }
          found.append(
            WrappedValue(bytes: bytes[valueStart..<j], isRaw: raw, preference: preference, name: names[preference]))
        }
      }
      if j >= end || bytes[j] == UInt8(ascii: "#") { break }
      i = j + 1
    }
    return found
  }

  /// Whether `bytes` starts with a URL scheme and `:` (`https:`, `javascript:`), i.e. is a link
  /// written as is.
  static func startsWithScheme(_ bytes: some Collection<UInt8>) -> Bool {
    guard let first = bytes.first, ASCII.isAlpha(first) else { return false }
    for b in bytes.dropFirst() {
      if b == UInt8(ascii: ":") { return true }
      if !ASCII.isSchemeCodePoint(b) { return false }
    }
    return false
  }
}

enum WrappedLinkDecoding {
  /// Decodes an encoded value: once, and again while the result is an encoded http(s) URL.
  ///
  /// - Throws: `tooDeep` when still encoded after `limit` extra rounds.
  static func decodeEncoded(_ bytes: some Collection<UInt8>, limit: Int) throws(ShareLinkError) -> [UInt8] {
    var decoded = PercentEncoding.decode(bytes)
    var rounds = 0
    while isEncodedWebURL(decoded) {
      rounds += 1
      if rounds > limit { throw ShareLinkError(.tooDeep(limit: limit)) }
      WorkMeter.scanned(decoded.count)
      decoded = PercentEncoding.decode(decoded)
    }
    return decoded
  }

  /// Decodes a raw value once if it is a URL escaped as a whole, or a scheme followed by an
  /// encoded `//` (`https:%2F%2Fexample.com%2Fa`, as Yandex writes it); otherwise returns it as is.
  static func decodeRaw(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    isEscapedAsAWhole(bytes) || hasEncodedAuthority(bytes) ? PercentEncoding.decode(bytes) : Array(bytes)
  }

  /// `scheme:%2F%2F…`, in any case.
  static func hasEncodedAuthority(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let end = LinkSyntax.schemeEnd(bytes) else { return false }
    return ASCII.hasPrefixIgnoringCase(bytes.dropFirst(end + 1), "%2f%2f")
  }

  /// Schemes a wrapped value is refused for even when they are hidden under layers of
  /// percent-encoding (`javascript%253Aalert(1)`): a wrapper that decodes to one of them is an
  /// attack, not a link to its own page. Not only the script class: data and file too (see
  /// ``SchemeRegistry/hiddenInWrappedValue``).
  static let scriptSchemes: Set<String> = SchemeRegistry.hiddenInWrappedValue

  /// The script scheme that `bytes` becomes after at most `limit` rounds of percent-decoding,
  /// if any — read as the URL parser would, past leading controls and spaces and ignoring tabs
  /// and newlines (`java%09script:`).
  static func hiddenScriptScheme(in bytes: some Collection<UInt8>, limit: Int) -> String? {
    var current = Array(bytes)
    var round = 0
    while true {
      switch scriptScheme(current) {
      case .found(let scheme): return scheme
      case .never: return nil
      case .undecided: break
      }
      guard round < limit else { return nil }
      let next = PercentEncoding.decode(current)
      if next == current { return nil }
      current = next
      round += 1
    }
  }

  /// What the start of a value says about a script scheme.
  private enum SchemeStart {
    case found(String)
    /// No decoding can make it one (`https:`, `www.`, `example`).
    case never
    /// A `%` comes before the end of the scheme: decoding may tell.
    case undecided
  }

  /// The script scheme `bytes` starts with, as the URL parser reads a scheme (past leading
  /// controls and spaces, tabs and newlines ignored).
  private static func scriptScheme(_ bytes: [UInt8]) -> SchemeStart {
    var i = 0
    while i < bytes.count, bytes[i] <= UInt8(ascii: " ") { i += 1 }
    var name: [UInt8] = []
    while i < bytes.count, name.count <= 10 {
      let b = bytes[i]
      i += 1
      if b == 0x09 || b == 0x0A || b == 0x0D { continue }
      if b == UInt8(ascii: "%") { return .undecided }
      if b == UInt8(ascii: ":") {
        let scheme = String(decoding: name, as: UTF8.self)
        return scriptSchemes.contains(scheme) ? .found(scheme) : .never
      }
      guard ASCII.isAlpha(b) else { return .never }
      name.append(ASCII.lowercased(b))
    }
    return .never
  }

  /// `http%3A…` or `https%3A…` in any case, also with the `%` itself encoded any number of
  /// times (`https%253A…`): an http(s) URL that is still percent-encoded.
  static func isEncodedWebURL(_ bytes: [UInt8]) -> Bool {
    var i: Int
    if ASCII.hasPrefixIgnoringCase(bytes, "https%") {
      i = 6
    } else if ASCII.hasPrefixIgnoringCase(bytes, "http%") {
      i = 5
    } else {
      return false
    }
    while i + 1 < bytes.count, bytes[i] == UInt8(ascii: "2"), bytes[i + 1] == UInt8(ascii: "5") { i += 2 }
    return i + 1 < bytes.count && bytes[i] == UInt8(ascii: "3") && ASCII.lowercased(bytes[i + 1]) == UInt8(ascii: "a")
  }

  /// No literal `#`, at least one escape, and every `%` starts `%25XX`, `%23`, `%5B` or `%5D`:
  /// the signature of a whole URL passed through a query-allowed percent-encoder.
  static func isEscapedAsAWhole(_ bytes: ArraySlice<UInt8>) -> Bool {
    var sawEscape = false
    var i = bytes.startIndex
    while i < bytes.endIndex {
      let b = bytes[i]
      if b == UInt8(ascii: "#") { return false }
      if b == UInt8(ascii: "%") {
        guard i + 2 < bytes.endIndex else { return false }
        let hi = ASCII.lowercased(bytes[i + 1])
        let lo = ASCII.lowercased(bytes[i + 2])
        switch (hi, lo) {
        case (UInt8(ascii: "2"), UInt8(ascii: "5")):
          guard i + 4 < bytes.endIndex, ASCII.hexValue(bytes[i + 3]) != nil, ASCII.hexValue(bytes[i + 4]) != nil else {
            return false
          }
        case (UInt8(ascii: "2"), UInt8(ascii: "3")), (UInt8(ascii: "5"), UInt8(ascii: "b")),
          (UInt8(ascii: "5"), UInt8(ascii: "d")):
          break
        default:
          return false
        }
        sawEscape = true
        i += 3
        continue
      }
      i += 1
    }
    return sawEscape
  }
}
