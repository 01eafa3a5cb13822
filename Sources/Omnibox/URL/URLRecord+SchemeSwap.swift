// Two shortcuts for the omnibox, which parses text typed without a scheme as `https://` + text
// (or `http://` + text) and then, when the host rules pick the other scheme, swaps it.

extension URLRecord {
  /// Parses `scheme` + the body (e.g. `"http://"` + `example.com/a`, valid UTF-8 bytes) exactly
  /// as `URLRecord(scheme + body)` would, without building the joined string: the bytes are
  /// joined in a temporary buffer (on the stack for ordinary lengths).
  ///
  /// - Complexity: O(n) in the joined length, like ``init(_:base:)``.
  init(prefix scheme: StaticString, validUTF8 bodyBytes: UnsafeBufferPointer<UInt8>) throws(URLParseError) {
    let result = scheme.withUTF8Buffer { prefixBytes in
      let count = prefixBytes.count + bodyBytes.count
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { joined in
        _ = UnsafeMutableBufferPointer(rebasing: joined[..<prefixBytes.count]).initialize(fromContentsOf: prefixBytes)
        _ = UnsafeMutableBufferPointer(rebasing: joined[prefixBytes.count...]).initialize(fromContentsOf: bodyBytes)
        return URLParser.parse(bytes: UnsafeBufferPointer(joined), base: nil)
      }
    }
    // A switch moves the record out of the result; `get()` would copy it.
    switch result {
    case .success(let url): self = url
    case .failure(let error): throw error
    }
  }

  /// For an `http:` or `https:` URL without a port, the href with `scheme` (`.http` or
  /// `.https`) as its scheme: the two serialize alike (both special; only their default ports
  /// differ, and there is no port). `nil` for any other URL or scheme. Callers must know that
  /// no port was typed: `http://x:80` has no port, yet `https://x:80` is not `https://x`.
  func href(withSchemeSwappedTo scheme: SchemeKind) -> String? {
    guard parts.port == nil, parts.scheme == .http || parts.scheme == .https, scheme == .http || scheme == .https else {
      return nil
    }
    if scheme == parts.scheme { return serialization }
    return serialization.withUTF8Bytes { bytes -> String? in
      let oldLength = parts.scheme == .https ? 5 : 4
      guard bytes.count > oldLength else { return nil }
      let tail = UnsafeBufferPointer(rebasing: bytes[oldLength...])  // ":" and everything after it
      let name: StaticString = scheme == .https ? "https" : "http"
      let nameLength = name.utf8CodeUnitCount
      return String(unsafeUninitializedCapacity: tail.count + nameLength) { out in
        name.withUTF8Buffer { name in
          _ = UnsafeMutableBufferPointer(rebasing: out[..<nameLength]).initialize(fromContentsOf: name)
        }
        _ = UnsafeMutableBufferPointer(rebasing: out[nameLength...]).initialize(fromContentsOf: tail)
        return tail.count + nameLength
      }
    }
  }
}
