// The URL Standard's setter algorithms (https://url.spec.whatwg.org/#urlutils-members) for
// `href`, `protocol`, `username`, `password`, `host`, `hostname`, `port`, `pathname`, `search`
// and `hash`.
//
// Each setter either rejects the value (the URL stays as it was, as in the standard) or rebuilds
// the href: the untouched components are copied as they are (they are already serialized), the
// new one is run through the same parser states the basic URL parser uses, with the standard's
// "state override" behaviour (e.g. `?` and `#` are encoded in a new pathname instead of
// starting a query). Every setter is O(n) in the URL's length plus the value's.

extension URLRecord {
  /// Replaces the whole URL by parsing `value` (the `href` setter).
  ///
  /// - Throws: ``URLParseError`` when `value` is not a URL; the URL is then unchanged.
  public mutating func setHref(_ value: String) throws(URLParseError) {
    self = try URLRecord(value)
  }

  /// The components as serialized strings, for rebuilding.
  private struct Pieces {
    var scheme: String
    var username: String
    var password: String
    var hostKind: HostKind
    var host: String
    var port: UInt16?
    var path: String
    var hasOpaquePath: Bool
    var query: String?
    var fragment: String?
  }

  private var pieces: Pieces {
    Pieces(
      scheme: scheme, username: username, password: password, hostKind: parts.hostKind, host: hostname,
      port: parts.port, path: pathname, hasOpaquePath: parts.hasOpaquePath, query: query, fragment: fragment)
  }

  /// Writes already-serialized pieces back into a record.
  private static func assemble(_ p: Pieces) -> URLRecord {
    var b = URLBuilder(capacity: p.scheme.utf8.count + p.host.utf8.count + p.path.utf8.count + 32)
    var scheme = p.scheme
    scheme.withUTF8 { b.appendScheme($0) }
    if p.hostKind != .none {
      b.beginAuthority()
      let start = b.count
      b.appendRaw(p.username)
      b.usernameEnd = b.count
      if !p.password.isEmpty {
        b.bytes.append(UInt8(ascii: ":"))
        b.appendRaw(p.password)
      }
      if b.count > start { b.bytes.append(UInt8(ascii: "@")) }
      b.hostStart = b.count
      b.appendRaw(p.host)
      b.hostKind = p.hostKind
      b.endHost()
      if let port = p.port { b.appendPort(port) }
    }
    b.appendRaw(p.path)
    b.hasOpaquePath = p.hasOpaquePath
    b.appendRawQuery(p.query)
    b.appendRawFragment(p.fragment)
    return b.finish()
  }

  /// `value`'s UTF-8 without ASCII tabs and newlines, as the basic URL parser reads it.
  private static func withoutTabsAndNewlines(_ value: some Sequence<UInt8>) -> [UInt8] {
    value.filter { !ASCII.isTabOrNewline($0) }
  }

  /// Runs `body` with a parser over `input` whose output starts as `makeBuilder()`, then `tail`
  /// on the output; returns the finished record, or `nil` when `body` fails.
  private static func parsing(
    _ input: [UInt8], into makeBuilder: () -> URLBuilder,
    _ body: (inout URLParser) throws(URLParseError) -> Void, tail: (inout URLBuilder) -> Void = { _ in }
  ) -> URLRecord? {
    input.withUnsafeBufferPointer { buffer -> URLRecord? in
      var parser = URLParser(input: buffer, out: makeBuilder())
      do throws(URLParseError) { try body(&parser) } catch { return nil }
      tail(&parser.out)
      return parser.out.finish()
    }
  }

  /// Whether the URL "includes credentials".
  private var includesCredentials: Bool { parts.hostKind != .none && parts.hostStart > parts.schemeEnd + 3 }

  /// "Cannot have a username/password/port": a null or empty host, or the `file` scheme.
  private var cannotHaveCredentialsOrPort: Bool {
    parts.hostKind == .none || parts.hostKind == .empty || parts.scheme == .file
  }

  // MARK: protocol

  mutating func setProtocol(_ value: String) {
    // Scheme start state and scheme state with a state override, on value + ":".
    let input = Self.withoutTabsAndNewlines(value.utf8)
    guard let first = input.first, ASCII.isAlpha(first) else { return }
    var end = 1
    while end < input.count, ASCII.isSchemeCodePoint(input[end]) { end += 1 }
    guard end == input.count || input[end] == UInt8(ascii: ":") else { return }
    let newScheme = input[0..<end].map(ASCII.lowercased)
    let kind = newScheme.withUnsafeBufferPointer { SchemeKind.classify($0) }
    if parts.scheme.isSpecial != kind.isSpecial { return }
    if kind == .file && (includesCredentials || parts.port != nil) { return }
    if parts.scheme == .file && parts.hostKind == .empty { return }
    var p = pieces
    p.scheme = String(decoding: newScheme, as: UTF8.self)
    if p.port != nil, p.port == kind.defaultPort { p.port = nil }
    self = Self.assemble(p)
  }

  // MARK: username and password

  mutating func setUsername(_ value: String) {
    guard !cannotHaveCredentialsOrPort else { return }
    var p = pieces
    p.username = PercentEncoding.encode(value, using: .userinfo)
    self = Self.assemble(p)
  }

  mutating func setPassword(_ value: String) {
    guard !cannotHaveCredentialsOrPort else { return }
    var p = pieces
    p.password = PercentEncoding.encode(value, using: .userinfo)
    self = Self.assemble(p)
  }

  // MARK: host and hostname

  mutating func setHost(_ value: String) { setHost(value, hostnameOnly: false) }

  mutating func setHostname(_ value: String) { setHost(value, hostnameOnly: true) }

  /// Host state (or hostname state, or file host state) with a state override, then port state.
  private mutating func setHost(_ value: String, hostnameOnly: Bool) {
    guard !parts.hasOpaquePath else { return }
    let input = Self.withoutTabsAndNewlines(value.utf8)
    let special = parts.scheme.isSpecial
    var p = pieces

    if parts.scheme == .file {
      var end = 0
      while end < input.count {
        let c = input[end]
        if c == UInt8(ascii: "/") || c == UInt8(ascii: "\\") || c == UInt8(ascii: "?") || c == UInt8(ascii: "#") {
          break
        }
        end += 1
      }
      if end == 0 {
        p.hostKind = .empty
        p.host = ""
      } else {
        guard let (kind, host) = Self.parseHost(input[0..<end], isOpaque: false) else { return }
        if kind == .domain && host == "localhost" {
          p.hostKind = .empty
          p.host = ""
        } else {
          p.hostKind = kind
          p.host = host
        }
      }
      self = Self.assemble(p)
      return
    }

    var end = 0
    var colon = -1
    var insideBrackets = false
    while end < input.count {
      let c = input[end]
      if c == UInt8(ascii: ":") && !insideBrackets {
        colon = end
        break
      }
      if c == UInt8(ascii: "/") || c == UInt8(ascii: "?") || c == UInt8(ascii: "#")
        || (special && c == UInt8(ascii: "\\"))
      {
        break
      }
      if c == UInt8(ascii: "[") { insideBrackets = true }
      if c == UInt8(ascii: "]") { insideBrackets = false }
      end += 1
    }
    if colon >= 0 {
      guard colon > 0, !hostnameOnly else { return }
    } else {
      if end == 0 && special { return }
      if end == 0 && (includesCredentials || parts.port != nil) { return }
    }
    guard let (kind, host) = Self.parseHost(input[0..<end], isOpaque: !special) else { return }
    p.hostKind = kind
    p.host = host
    if colon >= 0 {
      // Port state with a state override: the leading digits, if any.
      var index = colon + 1
      var port: UInt32 = 0
      while index < input.count, ASCII.isDigit(input[index]) {
        port = min(port &* 10 &+ UInt32(input[index] &- UInt8(ascii: "0")), 1 << 20)
        index += 1
      }
      if index > colon + 1 {
        if port <= 65535 {
          p.port = UInt16(port) == parts.scheme.defaultPort ? nil : UInt16(port)
        }
        // A port out of range fails the port state, but the host is already set.
      }
    }
    self = Self.assemble(p)
  }

  /// The host parser on setter input: `(kind, serialization)`, or `nil` on failure.
  private static func parseHost(_ bytes: ArraySlice<UInt8>, isOpaque: Bool) -> (HostKind, String)? {
    bytes.withUnsafeBufferPointer { buffer in
      var out = ByteBuffer(capacity: buffer.count + 2)
      do throws(URLParseError) {
        let kind = try HostParser.parse(buffer, isOpaque: isOpaque, into: &out)
        return (kind, out.makeString())
      } catch {
        return nil
      }
    }
  }

  // MARK: port

  mutating func setPort(_ value: String) {
    guard !cannotHaveCredentialsOrPort else { return }
    var p = pieces
    if value.isEmpty {
      p.port = nil
      self = Self.assemble(p)
      return
    }
    let input = Self.withoutTabsAndNewlines(value.utf8)
    var index = 0
    var port: UInt32 = 0
    while index < input.count, ASCII.isDigit(input[index]) {
      port = min(port &* 10 &+ UInt32(input[index] &- UInt8(ascii: "0")), 1 << 20)
      index += 1
    }
    guard index > 0, port <= 65535 else { return }
    p.port = UInt16(port) == parts.scheme.defaultPort ? nil : UInt16(port)
    self = Self.assemble(p)
  }

  // MARK: pathname

  mutating func setPathname(_ value: String) {
    guard !parts.hasOpaquePath else { return }
    let input = Self.withoutTabsAndNewlines(value.utf8)
    let hostIsNull = parts.hostKind == .none
    let (query, fragment) = (self.query, self.fragment)
    let result = Self.parsing(
      input, into: { URLBuilder(copying: self, through: .authority, extraCapacity: input.count * 3) },
      { (parser) throws(URLParseError) in
        // Path start state with a state override.
        let c = parser.at(0)
        if parser.isSpecial {
          parser.pathState(parser.isSlash(c) ? 1 : 0, stopsAtQuery: false)
        } else if let c {
          parser.pathState(c == UInt8(ascii: "/") ? 1 : 0, stopsAtQuery: false)
        } else if hostIsNull {
          parser.out.bytes.append(UInt8(ascii: "/"))
        }
      },
      tail: { out in
        out.appendRawQuery(query)
        out.appendRawFragment(fragment)
      })
    if let result { self = result }
  }

  // MARK: search and hash

  mutating func setSearch(_ value: String) {
    if value.isEmpty {
      var p = pieces
      p.query = nil
      self = Self.assemble(p)
      return
    }
    let input = Self.withoutTabsAndNewlines(value.utf8.dropFirst(value.utf8.first == UInt8(ascii: "?") ? 1 : 0))
    let fragment = self.fragment
    let result = Self.parsing(
      input, into: { URLBuilder(copying: self, through: .path, extraCapacity: input.count * 3) },
      { (parser) throws(URLParseError) in parser.queryState(0, stopsAtFragment: false) },
      tail: { out in out.appendRawFragment(fragment) })
    if let result { self = result }
  }

  mutating func setHash(_ value: String) {
    if value.isEmpty {
      var p = pieces
      p.fragment = nil
      self = Self.assemble(p)
      return
    }
    let input = Self.withoutTabsAndNewlines(value.utf8.dropFirst(value.utf8.first == UInt8(ascii: "#") ? 1 : 0))
    let result = Self.parsing(
      input, into: { URLBuilder(copying: self, through: .query, extraCapacity: input.count * 3) },
      { (parser) throws(URLParseError) in parser.fragmentState(0) })
    if let result { self = result }
  }
}
