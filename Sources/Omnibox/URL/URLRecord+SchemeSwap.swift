// Two shortcuts for the omnibox, which parses text typed without a scheme as `http://` + text
// and then, for most hosts, answers with https.

extension URLRecord {
  /// Parses `scheme` + `body` (e.g. `"http://"` + `"example.com/a"`) exactly as
  /// `URLRecord(scheme + body)` would, without building the joined string: the bytes are joined
  /// in a temporary buffer (on the stack for ordinary lengths).
  ///
  /// - Complexity: O(n) in the joined length, like ``init(_:base:)``.
  init(prefix scheme: StaticString, body: String) throws(URLParseError) {
    let result = body.withUTF8Bytes { bodyBytes in
      scheme.withUTF8Buffer { prefixBytes in
        let count = prefixBytes.count + bodyBytes.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { joined in
          _ = UnsafeMutableBufferPointer(rebasing: joined[..<prefixBytes.count]).initialize(fromContentsOf: prefixBytes)
          _ = UnsafeMutableBufferPointer(rebasing: joined[prefixBytes.count...]).initialize(fromContentsOf: bodyBytes)
          return URLParser.parse(bytes: UnsafeBufferPointer(joined), base: nil)
        }
      }
    }
    // A switch moves the record out of the result; `get()` would copy it.
    switch result {
    case .success(let url): self = url
    case .failure(let error): throw error
    }
  }

  /// For an `http:` URL without a port, the href with `https` as its scheme: the two serialize
  /// alike (both special; only their default ports differ, and there is no port). `nil` for any
  /// other URL. Callers must know that no port was typed: `http://x:80` has no port, yet
  /// `https://x:80` is not `https://x`.
  var hrefAsHTTPS: String? {
    guard parts.scheme == .http, parts.port == nil else { return nil }
    return serialization.withUTF8Bytes { bytes -> String? in
      guard bytes.count > 4 else { return nil }
      let tail = UnsafeBufferPointer(rebasing: bytes[4...])  // ":" and everything after it
      let https: StaticString = "https"
      return String(unsafeUninitializedCapacity: tail.count + https.utf8CodeUnitCount) { out in
        let schemeEnd = https.utf8CodeUnitCount
        https.withUTF8Buffer { scheme in
          _ = UnsafeMutableBufferPointer(rebasing: out[..<schemeEnd]).initialize(fromContentsOf: scheme)
        }
        _ = UnsafeMutableBufferPointer(rebasing: out[schemeEnd...]).initialize(fromContentsOf: tail)
        return tail.count + https.utf8CodeUnitCount
      }
    }
  }
}
