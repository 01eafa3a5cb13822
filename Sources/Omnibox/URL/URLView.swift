// A parsed URL still in the parser's memory: what the omnibox reads of a URL before it decides
// whether to keep it (a record, with its string) or only print it.

/// A URL's href bytes and component offsets, borrowed for one call: a ``URLRecord`` without
/// the string. Made by ``URLRecord/withView(scheme:validUTF8:_:)`` from the parser's scratch
/// memory (no string is made), or by ``URLRecord/withView(_:)`` from a record.
struct URLView {
  /// The href (valid UTF-8).
  let href: UnsafeBufferPointer<UInt8>
  /// Component offsets into ``href``.
  let parts: URLParts

  /// Calls `body` with the bytes of the hostname.
  func withHostnameBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let upper = min(Int(parts.hostEnd), href.count)
    let lower = min(Int(parts.hostStart), upper)
    return body(UnsafeBufferPointer(rebasing: href[lower..<upper]))
  }

  /// Whether the href can be written with `scheme` as its scheme by ``appendHref(as:to:)``:
  /// `scheme` is its own, or the URL is `http:` or `https:` without a port and `scheme` the
  /// other (the two serialize alike but for default ports). Callers must know that no port was
  /// typed: `http://x:80` has no port, yet `https://x:80` is not `https://x`.
  func canTakeScheme(_ scheme: SchemeKind) -> Bool {
    if scheme == parts.scheme { return true }
    guard let tail = URLRecord.tailAfterScheme(of: parts, swappedTo: scheme) else { return false }
    return tail < href.count
  }

  /// The href with `scheme` as its scheme, appended to `out`, when ``canTakeScheme(_:)`` says
  /// it can be; `false`, and nothing appended, otherwise.
  func appendHref(as scheme: SchemeKind, to out: inout [UInt8]) -> Bool {
    guard canTakeScheme(scheme) else { return false }
    guard scheme != parts.scheme, let tail = URLRecord.tailAfterScheme(of: parts, swappedTo: scheme) else {
      out.append(contentsOf: href)
      return true
    }
    let name: StaticString = scheme == .https ? "https" : "http"
    name.withUTF8Buffer { out.append(contentsOf: $0) }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: href[tail...]))
    return true
  }
}

extension URLRecord {
  /// Calls `body` with this record as a view (its string's bytes, not copied).
  func withView<R>(_ body: (URLView) -> R) -> R {
    serialization.withUTF8Bytes { body(URLView(href: $0, parts: parts)) }
  }

  /// Parses `scheme` (`.http` or `.https`) + `:` + `rest` as ``init(scheme:validUTF8:)`` does
  /// and calls `body` once with the URL as a view of the parser's memory: no record and no
  /// string are made.
  ///
  /// - Throws: ``URLParseError`` with the reason it is not a URL; `body` is not called.
  static func withView<R>(
    scheme: SchemeKind, validUTF8 rest: UnsafeBufferPointer<UInt8>, _ body: (URLView) -> R
  ) throws(URLParseError) -> R {
    let name: StaticString = scheme == .https ? "https" : "http"
    return try name.withUTF8Buffer { name in
      viewing(scheme: name, kind: scheme == .https ? .https : .http, rest: rest, body)
    }.get()
  }

  /// ``withView(scheme:validUTF8:_:)`` for any lowercase scheme `scheme` of the kind `kind`
  /// (see ``init(scheme:kind:validUTF8:)``).
  static func withView<R>(
    scheme: UnsafeBufferPointer<UInt8>, kind: SchemeKind, validUTF8 rest: UnsafeBufferPointer<UInt8>,
    _ body: (URLView) -> R
  ) throws(URLParseError) -> R {
    try viewing(scheme: scheme, kind: kind, rest: rest, body).get()
  }

  private static func viewing<R>(
    scheme: UnsafeBufferPointer<UInt8>, kind: SchemeKind, rest: UnsafeBufferPointer<UInt8>, _ body: (URLView) -> R
  ) -> Result<R, URLParseError> {
    URLParser.parse(scheme: scheme, kind: kind, rest: rest) { builder in
      let parts = builder.finishSerialization()
      return builder.bytes.withBytes { body(URLView(href: $0, parts: parts)) }
    }
  }
}
