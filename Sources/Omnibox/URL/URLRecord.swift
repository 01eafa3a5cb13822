// The URL record: one serialized href plus integer offsets of its components (see
// URLBuilder.swift for the layout). Getters slice the href; nothing else is stored.

/// A URL parsed and serialized by the WHATWG URL Standard: what browsers do with `new URL()`.
///
///     let url = try URLRecord("HTTPS://Bücher.example:443/a/../b?q=1#top")
///     url.href      // "https://xn--bcher-kva.example/b?q=1#top"
///     url.hostname  // "xn--bcher-kva.example"
///     try URLRecord("../c", base: url).href  // "https://xn--bcher-kva.example/c"
///
/// ✅ `"http://example.com/a b"`, `"mailto:x@example.com"`, `"file:///C:/x"`, `"foo:bar"`
/// ❌ `"http://exa mple.com"` (forbidden host code point), `"https://x:99999"` (port out of
/// range), `"/relative"` without a base (missing scheme).
///
/// The record is a `Sendable` value; equality and hashing compare `href`, which is the URL
/// Standard's URL equivalence (with fragments). See https://url.spec.whatwg.org/#concept-url
public struct URLRecord: Sendable, Hashable, CustomStringConvertible {
  /// Inputs longer than this many UTF-8 bytes are refused with ``URLParseError/Reason/inputTooLong``.
  public static let maximumInputLength = 64 << 20

  /// The href.
  private(set) var serialization: String
  /// Component offsets into `serialization`.
  private(set) var parts: URLParts

  init(serialization: String, parts: URLParts) {
    self.serialization = serialization
    self.parts = parts
  }

  /// Parses `input` with the basic URL parser, resolving it against `base` when given.
  ///
  /// Leading and trailing C0 controls and spaces are trimmed and ASCII tabs and newlines removed
  /// first, as the standard says.
  ///
  /// - Throws: ``URLParseError`` with the reason the input is not a URL.
  /// - Complexity: O(n) in the UTF-8 length of `input` (plus `base`'s length); at most one ICU
  ///   call, and only for a host that is not ASCII.
  public init(_ input: borrowing String, base: borrowing URLRecord? = nil) throws(URLParseError) {
    WorkMeter.scanned(input.utf8.count)
    // A switch moves the record out of the result; `get()` would copy it.
    switch URLParser.parse(input, base: base) {
    case .success(let url): self = url
    case .failure(let error): throw error
    }
  }

  /// Parses UTF-8 bytes: the same URL as ``init(_:base:)`` on `String(decoding: utf8, as:
  /// UTF8.self)`, so an invalid sequence counts as U+FFFD, but ASCII input (the usual case) is
  /// parsed straight from the bytes, with no string made of them.
  ///
  ///     let bytes: [UInt8] = Array("HTTP://Example.COM/a/../b".utf8)
  ///     try bytes.withUnsafeBufferPointer { try URLRecord(utf8: $0).href }  // "http://example.com/b"
  ///
  /// - Throws: ``URLParseError`` with the reason the input is not a URL.
  /// - Complexity: O(n) in the number of bytes (plus `base`'s length).
  public init(utf8: UnsafeBufferPointer<UInt8>, base: borrowing URLRecord? = nil) throws(URLParseError) {
    guard ASCII.isASCII(utf8) else {
      try self.init(String(decoding: utf8, as: UTF8.self), base: base)
      return
    }
    WorkMeter.scanned(utf8.count)
    switch URLParser.parse(bytes: utf8, base: base) {
    case .success(let url): self = url
    case .failure(let error): throw error
    }
  }

  /// Parses UTF-8 bytes as ``init(utf8:base:)`` does and calls `body` once with the href's
  /// bytes, without making a record or a string of them: for a caller that only prints the
  /// href. The bytes are valid only inside `body`.
  ///
  /// - Fast path: buys 27.3% of `omnibox parse`'s instructions on 20,000 ASCII URLs of the bench
  ///   corpus (callgrind at 7976c37: 52.8M with a record and its href string per line, 38.4M
  ///   with this). Oracle: `URLParserShortcutTests.hrefBytesAreTheRecordsHref`.
  /// - Throws: ``URLParseError`` with the reason the input is not a URL; `body` is not called.
  package static func withHref(
    parsing utf8: UnsafeBufferPointer<UInt8>, base: URLRecord?, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) throws(URLParseError) {
    func finish(_ builder: inout URLBuilder) {
      builder.finishHref()
      builder.bytes.withBytes(body)
    }
    guard ASCII.isASCII(utf8) else {
      var text = String(decoding: utf8, as: UTF8.self)
      WorkMeter.scanned(text.utf8.count)
      return try text.withUTF8 { URLParser.parse(bytes: $0, base: base, finish: finish) }.get()
    }
    WorkMeter.scanned(utf8.count)
    try URLParser.parse(bytes: utf8, base: base, finish: finish).get()
  }

  /// Parses bytes known to be valid UTF-8 (those of a string, or checked): the same URL as
  /// ``init(_:base:)`` on their string, parsed straight from the bytes.
  init(validUTF8 bytes: UnsafeBufferPointer<UInt8>) throws(URLParseError) {
    switch URLParser.parse(bytes: bytes, base: nil) {
    case .success(let url): self = url
    case .failure(let error): throw error
    }
  }

  /// Whether `input` parses (against `base`), without keeping the result.
  ///
  ///     URLRecord.canParse("https://a.example")  // true
  ///     URLRecord.canParse("//a.example")        // false: no scheme and no base
  public static func canParse(_ input: String, base: URLRecord? = nil) -> Bool {
    if case .success = URLParser.parse(input, base: base) { return true }
    return false
  }

  /// The href.
  public var description: String { serialization }

  /// Whether the two URLs serialize to the same href (URL equivalence, fragments included).
  public static func == (lhs: URLRecord, rhs: URLRecord) -> Bool { lhs.serialization == rhs.serialization }

  /// Hashes the href.
  public func hash(into hasher: inout Hasher) { hasher.combine(serialization) }

  // MARK: Internal byte access

  /// Appends `serialization`'s UTF-8 bytes in `range` to `out`.
  func appendBytes(_ range: some RangeExpression<Int>, to out: inout ByteBuffer) {
    let utf8 = serialization.utf8
    let copied: Void? = utf8.withContiguousStorageIfAvailable { buffer in
      out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range.relative(to: buffer.indices)]))
    }
    if copied == nil {
      let bytes = Array(utf8)
      bytes.withUnsafeBufferPointer {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range.relative(to: $0.indices)]))
      }
    }
  }

  /// `serialization[start..<end]` (UTF-8 offsets) as a String.
  func slice(_ start: UInt32, _ end: UInt32) -> String {
    guard start < end else { return "" }
    return withBytes(start, end) { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the UTF-8 bytes of `serialization[start..<end]`, without copying them.
  func withBytes<R>(_ start: UInt32, _ end: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    serialization.withUTF8Bytes { buffer in
      let upper = min(Int(end), buffer.count)
      let lower = min(Int(start), upper)
      return body(UnsafeBufferPointer(rebasing: buffer[lower..<upper]))
    }
  }

  /// Calls `body` with the UTF-8 bytes of ``hostname``, without copying them.
  func withHostnameBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    withBytes(parts.hostStart, parts.hostEnd, body)
  }

}

/// The offsets and flags of a ``URLRecord``; see URLBuilder.swift for the layout.
///
/// Ten 32-bit words and nothing else: the port and the three kinds are packed into words of
/// their own, so a record moves (out of the parser, into a result) in whole aligned words,
/// where an optional 16-bit port and three single bytes after it made it move in odd pieces.
struct URLParts: Sendable, Hashable {
  var schemeEnd: UInt32
  var usernameEnd: UInt32
  var hostStart: UInt32
  var hostEnd: UInt32
  var portEnd: UInt32
  var pathStart: UInt32
  var pathEnd: UInt32
  var queryEnd: UInt32
  /// The port, or `noPort`.
  private var portWord: UInt32
  /// The scheme kind (bits 0–7), the host kind (8–15), and whether the path is opaque (bit 16).
  private var kindsWord: UInt32

  private static let noPort: UInt32 = 1 << 16

  init(
    schemeEnd: UInt32, usernameEnd: UInt32, hostStart: UInt32, hostEnd: UInt32, portEnd: UInt32, pathStart: UInt32,
    pathEnd: UInt32, queryEnd: UInt32, port: UInt16?, scheme: SchemeKind, hostKind: HostKind, hasOpaquePath: Bool
  ) {
    self.schemeEnd = schemeEnd
    self.usernameEnd = usernameEnd
    self.hostStart = hostStart
    self.hostEnd = hostEnd
    self.portEnd = portEnd
    self.pathStart = pathStart
    self.pathEnd = pathEnd
    self.queryEnd = queryEnd
    portWord = port.map(UInt32.init) ?? Self.noPort
    kindsWord = UInt32(scheme.rawValue) | UInt32(hostKind.rawValue) << 8 | (hasOpaquePath ? 1 << 16 : 0)
  }

  var port: UInt16? {
    get { portWord == Self.noPort ? nil : UInt16(truncatingIfNeeded: portWord) }
    set { portWord = newValue.map(UInt32.init) ?? Self.noPort }
  }

  var scheme: SchemeKind {
    get { SchemeKind(rawValue: UInt8(truncatingIfNeeded: kindsWord)) ?? .other }
    set { kindsWord = kindsWord & ~0xFF | UInt32(newValue.rawValue) }
  }

  var hostKind: HostKind { HostKind(rawValue: UInt8(truncatingIfNeeded: kindsWord >> 8)) ?? .none }

  var hasOpaquePath: Bool { kindsWord & 1 << 16 != 0 }
}
