// Shortcuts for the omnibox, which parses text typed after a scheme it has already read, text
// typed without a scheme as `https:` + text (or `http:` + text), and then, when the host rules
// pick the other scheme, swaps it.

extension URLRecord {
  /// Parses `scheme` + `:` + `rest` (valid UTF-8) exactly as `URLRecord(scheme + ":" + rest)`
  /// would, without building the joined string or reading the scheme again. `scheme` must be a
  /// lowercase scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`). For a special scheme the
  /// slashes may be left out: `https` + `example.com/a` is `https://example.com/a`. `kind`, when
  /// given, is what ``SchemeKind/classify(_:)`` says of `scheme`.
  ///
  /// - Complexity: O(n) in the joined length, like ``init(_:base:)``.
  init(
    scheme: UnsafeBufferPointer<UInt8>, kind: SchemeKind? = nil, validUTF8 rest: UnsafeBufferPointer<UInt8>
  ) throws(URLParseError) {
    switch URLParser.parse(scheme: scheme, kind: kind ?? SchemeKind.classify(scheme), rest: rest) {
    case .success(let url): self = url
    case .failure(let error): throw error
    }
  }

  /// ``init(scheme:validUTF8:)`` for `http` or `https` (the schemes text typed without one gets).
  init(scheme: SchemeKind, validUTF8 rest: UnsafeBufferPointer<UInt8>) throws(URLParseError) {
    let name: StaticString = scheme == .https ? "https" : "http"
    let result = name.withUTF8Buffer { name in
      URLParser.parse(scheme: name, kind: scheme == .https ? .https : .http, rest: rest)
    }
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
    guard let tailStart = Self.tailAfterScheme(of: parts, swappedTo: scheme) else { return nil }
    if scheme == parts.scheme { return serialization }
    return serialization.withUTF8Bytes { bytes -> String? in
      guard bytes.count > tailStart else { return nil }
      let tail = UnsafeBufferPointer(rebasing: bytes[tailStart...])  // ":" and everything after it
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

  /// Where the `:` after the scheme is in the href of a URL with `parts`, when the href with
  /// `scheme` in place of its own is that `:` and all after it behind the new name: an `http:`
  /// or `https:` URL without a port, and `scheme` `.http` or `.https`. `nil` otherwise.
  static func tailAfterScheme(of parts: URLParts, swappedTo scheme: SchemeKind) -> Int? {
    guard parts.port == nil, parts.scheme == .http || parts.scheme == .https, scheme == .http || scheme == .https else {
      return nil
    }
    return parts.scheme == .https ? 5 : 4
  }
}

extension URLRecord {
  /// - Fast path (with ``href(withSchemeSwappedTo:)``): buys 4.0% of `omnibox resolve`'s
  ///   instructions on 20,000 lines of the bench corpus (f23237a: 108.2M parsing again, 103.9M
  ///   swapping). Oracle: `ResolverShortcutTests.schemeSwapAgreesWithParsingAgain`.
  ///
  /// ``href(withSchemeSwappedTo:)`` as a record: the swapped href with every offset moved by
  /// the difference in the schemes' lengths, so nothing is parsed again. `nil` where
  /// ``href(withSchemeSwappedTo:)`` is.
  func withSchemeSwapped(to scheme: SchemeKind) -> URLRecord? {
    guard let href = href(withSchemeSwappedTo: scheme) else { return nil }
    if scheme == parts.scheme { return self }
    // https is one byte longer than http.
    let grows = scheme == .https
    func moved(_ offset: UInt32) -> UInt32 { grows ? offset + 1 : offset - 1 }
    var swapped = parts
    swapped.scheme = scheme
    swapped.schemeEnd = moved(parts.schemeEnd)
    swapped.usernameEnd = moved(parts.usernameEnd)
    swapped.hostStart = moved(parts.hostStart)
    swapped.hostEnd = moved(parts.hostEnd)
    swapped.portEnd = moved(parts.portEnd)
    swapped.pathStart = moved(parts.pathStart)
    swapped.pathEnd = moved(parts.pathEnd)
    swapped.queryEnd = moved(parts.queryEnd)
    return URLRecord(serialization: href, parts: swapped)
  }
}
