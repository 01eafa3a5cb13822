// The parser's output: the href being built as one byte buffer, plus the offsets where each
// component starts and ends (the URL record is these offsets over the serialization).
//
// Layout, with every offset an index into `bytes`:
//
//     https://user:pass@example.com:8080/a/b?q=1#top
//          ^  ^   ^    ^          ^    ^   ^   ^
//          |  |   |    hostStart  |    |   |   queryEnd (the '#', or the end)
//          |  |   usernameEnd     |    |   pathEnd (the '?', or where it would be)
//          |  usernameStart       |    pathStart (== portEnd, or portEnd + 2 after "/.")
//          schemeEnd (the ':')    hostEnd (== portEnd without a port)
//
// Without a host (null host) every authority offset equals schemeEnd + 1.

struct URLBuilder: ~Copyable {
  var bytes: ByteBuffer
  var scheme: SchemeKind = .other
  var schemeEnd = 0
  var usernameEnd = 0
  var hostStart = 0
  var hostEnd = 0
  var portEnd = 0
  var pathStart = 0
  var pathEnd = -1
  var queryEnd = -1
  var port: UInt16? = nil
  var hostKind: HostKind = .none
  var hasOpaquePath = false

  init(capacity: Int) {
    bytes = ByteBuffer(capacity: capacity)
  }

  /// A builder writing into lent scratch memory first (see ``ByteBuffer/init(scratch:)``).
  init(scratch: UnsafeMutableBufferPointer<UInt8>) {
    bytes = ByteBuffer(scratch: scratch)
  }

  var count: Int { bytes.count }

  /// Moves every offset after the scheme to the current end (nothing written after the scheme).
  private mutating func resetAuthority() {
    usernameEnd = count
    hostStart = count
    endHost()
  }

  /// Ends the host at the current end: no port written yet, and the path starts here.
  mutating func endHost() {
    hostEnd = count
    portEnd = count
    pathStart = count
  }

  // MARK: Scheme

  /// Writes the scheme (lowercased) and `:`. `raw` must hold scheme code points only.
  /// Writes a scheme already lowercased and classified (`kind`), then `:`.
  mutating func appendScheme(lowercased name: UnsafeBufferPointer<UInt8>, kind: SchemeKind) {
    bytes.append(contentsOf: name)
    scheme = kind
    schemeEnd = count
    bytes.append(UInt8(ascii: ":"))
    resetAuthority()
  }

  mutating func appendScheme(_ raw: UnsafeBufferPointer<UInt8>) {
    // Scheme code points are alphanumerics, "+", "-" and "."; setting bit 0x20 lowercases the
    // letters and leaves the others as they are.
    let start = count
    bytes.append(raw, settingBits: 0x20)
    scheme = bytes.withBytes { SchemeKind.classify(UnsafeBufferPointer(rebasing: $0[start...])) }
    schemeEnd = count
    bytes.append(UInt8(ascii: ":"))
    resetAuthority()
  }

  // MARK: Authority

  /// Writes `//` (the URL now has a host, empty until ``setHost``).
  mutating func beginAuthority() {
    bytes.append(UInt8(ascii: "/"))
    bytes.append(UInt8(ascii: "/"))
    hostKind = .empty
    resetAuthority()
  }

  /// Writes `username[:password]@` (nothing when both are empty), percent-encoded.
  mutating func appendCredentials(username: UnsafeBufferPointer<UInt8>, password: UnsafeBufferPointer<UInt8>) {
    let start = count
    PercentEncoding.append(username, using: .userinfo, to: &bytes)
    usernameEnd = count
    if !password.isEmpty {
      bytes.append(UInt8(ascii: ":"))
      PercentEncoding.append(password, using: .userinfo, to: &bytes)
    }
    if count > start { bytes.append(UInt8(ascii: "@")) }
    hostStart = count
    endHost()
  }

  /// Runs the host parser on `raw` and writes the host.
  mutating func appendHost(_ raw: UnsafeBufferPointer<UInt8>, isOpaque: Bool) throws(URLParseError) {
    hostStart = count
    hostKind = try HostParser.parse(raw, isOpaque: isOpaque, into: &bytes)
    endHost()
  }

  /// Writes a special URL's host already known to be ASCII, free of `%` and forbidden code
  /// points (the authority scan checked): lowercased, or read as IPv4 when it ends in a number.
  mutating func appendCleanASCIIDomain(_ raw: UnsafeBufferPointer<UInt8>, needsLowercasing: Bool) throws(URLParseError)
  {
    hostStart = count
    hostKind = try HostParser.appendCheckedASCIIDomain(raw, needsLowercasing: needsLowercasing, into: &bytes)
    endHost()
  }

  /// A `file:` host of `localhost` becomes the empty host.
  mutating func emptyLocalhost() {
    guard hostKind == .domain, hostEnd - hostStart == 9 else { return }
    guard bytes.bytes(hostStart..<hostEnd, equal: "localhost") else { return }
    bytes.truncate(to: hostStart)
    hostKind = .empty
    endHost()
  }

  /// Writes `:port` unless `value` is the scheme's default port.
  mutating func appendPort(_ value: UInt16) {
    if value != scheme.defaultPort {
      bytes.append(UInt8(ascii: ":"))
      ASCII.appendDecimal(UInt32(value), to: &bytes)
      port = value
    }
    portEnd = count
    pathStart = count
  }

  // MARK: Copying from a base URL (whose scheme is this URL's scheme)

  /// Writes the base URL's scheme and `:`.
  mutating func copyScheme(from base: URLRecord) {
    base.appendBytes(0...Int(base.parts.schemeEnd), to: &bytes)
    scheme = base.parts.scheme
    schemeEnd = Int(base.parts.schemeEnd)
    resetAuthority()
  }

  /// Copies the base URL's user info, host and port (nothing when its host is null).
  mutating func copyAuthority(from base: URLRecord) {
    let parts = base.parts
    assert(count == schemeEnd + 1 && schemeEnd == Int(parts.schemeEnd))
    base.appendBytes(Int(parts.schemeEnd) + 1..<Int(parts.portEnd), to: &bytes)
    usernameEnd = Int(parts.usernameEnd)
    hostStart = Int(parts.hostStart)
    hostEnd = Int(parts.hostEnd)
    portEnd = Int(parts.portEnd)
    pathStart = count
    port = parts.port
    hostKind = parts.hostKind
  }

  /// Copies the base URL's path (list or opaque).
  mutating func copyPath(from base: URLRecord) {
    base.appendBytes(Int(base.parts.pathStart)..<Int(base.parts.pathEnd), to: &bytes)
    hasOpaquePath = base.parts.hasOpaquePath
  }

  /// Copies the base URL's query (`?` included; nothing when it is null) and ends the path.
  mutating func copyQuery(from base: URLRecord) {
    pathEnd = count
    base.appendBytes(Int(base.parts.pathEnd)..<Int(base.parts.queryEnd), to: &bytes)
  }

  // MARK: Path

  /// Whether the path list is empty.
  var pathIsEmpty: Bool { count == pathStart }

  /// "Shorten a URL's path": drops the last segment, except a lone Windows drive letter of a
  /// `file:` URL. See https://url.spec.whatwg.org/#shorten-a-urls-path
  mutating func shortenPath() {
    let start = pathStart
    guard count > start else { return }
    if scheme == .file, count - start == 3, ASCII.isAlpha(bytes[start + 1]), bytes[start + 2] == UInt8(ascii: ":") {
      return
    }
    var index = count - 1
    while index > start, bytes[index] != UInt8(ascii: "/") { index -= 1 }
    bytes.truncate(to: index)
  }

  /// Makes the path the empty list.
  mutating func clearPath() {
    bytes.truncate(to: pathStart)
  }

  // MARK: Query and fragment

  /// Ends the path and writes `?`.
  mutating func beginQuery() {
    pathEnd = count
    bytes.append(UInt8(ascii: "?"))
  }

  /// Ends the path and query and writes `#`.
  mutating func beginFragment() {
    if pathEnd < 0 { pathEnd = count }
    queryEnd = count
    bytes.append(UInt8(ascii: "#"))
  }

  // MARK: Finishing

  /// The finished URL record.
  mutating func finish() -> URLRecord {
    let parts = finishSerialization()
    return URLRecord(serialization: bytes.makeString(), parts: parts)
  }

  /// ``finishHref()``, and the offsets of the href's components.
  mutating func finishSerialization() -> URLParts {
    finishHref()
    return URLParts(
      schemeEnd: UInt32(schemeEnd), usernameEnd: UInt32(usernameEnd), hostStart: UInt32(hostStart),
      hostEnd: UInt32(hostEnd), portEnd: UInt32(portEnd), pathStart: UInt32(pathStart),
      pathEnd: UInt32(pathEnd), queryEnd: UInt32(queryEnd), port: port, scheme: scheme,
      hostKind: hostKind, hasOpaquePath: hasOpaquePath)
  }

  /// Ends the path and query where they are unended and adds the `/.` a host-less path starting
  /// with an empty segment needs: ``bytes`` is then the href. (A caller that reads only the href
  /// makes no ``URLParts``.)
  @inline(__always)
  mutating func finishHref() {
    if pathEnd < 0 { pathEnd = count }
    if queryEnd < 0 { queryEnd = count }
    // A path starting with an empty segment needs "/." when there is no host, or the
    // serialization would read the segment as an authority.
    if hostKind == .none, !hasOpaquePath, pathEnd - pathStart >= 2, bytes[pathStart] == UInt8(ascii: "/"),
      bytes[pathStart + 1] == UInt8(ascii: "/")
    {
      bytes.insert(UInt8(ascii: "/"), UInt8(ascii: "."), at: pathStart)
      pathStart += 2
      pathEnd += 2
      queryEnd += 2
    }
  }
}

// MARK: Rebuilding an existing URL (setters)

extension URLBuilder {
  /// How much of an existing URL to copy.
  enum Prefix { case authority, path, query }

  /// A builder holding `url`'s scheme and authority, then (per `prefix`) its path and query.
  /// The `/.` a host-less URL may carry before its path is not copied: ``finish()`` re-adds it.
  init(copying url: URLRecord, through prefix: Prefix, extraCapacity: Int) {
    self.init(capacity: url.serialization.utf8.count + extraCapacity)
    copyScheme(from: url)
    copyAuthority(from: url)
    guard prefix != .authority else { return }
    copyPath(from: url)
    guard prefix != .path else { return }
    copyQuery(from: url)
  }

  /// Writes already-serialized bytes.
  mutating func appendRaw(_ text: some StringProtocol) {
    bytes.append(contentsOf: text)
  }

  /// Ends the path and writes `?` and an already-serialized query; nothing when it is `nil`.
  mutating func appendRawQuery(_ query: String?) {
    guard let query else { return }
    beginQuery()
    appendRaw(query)
  }

  /// Ends the path and query and writes `#` and an already-serialized fragment; nothing when it
  /// is `nil`.
  mutating func appendRawFragment(_ fragment: String?) {
    guard let fragment else { return }
    beginFragment()
    appendRaw(fragment)
  }
}
