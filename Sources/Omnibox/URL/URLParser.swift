// The basic URL parser of the WHATWG URL Standard (https://url.spec.whatwg.org/#url-parsing),
// over UTF-8 bytes, in one forward pass that writes the serialization as it goes.
//
// Phases:
// 1. Preprocess (`parse(bytes:base:)`): refuse input over the length limit, trim leading and
//    trailing C0 controls and spaces, and remove ASCII tabs and newlines. That last step costs
//    no pass of its own: the input is parsed in place as it is, and only when that parse fails
//    or had to percent-encode a tab or newline (every state encodes C0 controls, or refuses
//    them in a host or port) is it parsed again with them removed.
// 2. Scheme (`parseURL`): `alpha *(alnum / + / - / .) ":"`, lowercased into the output. Without
//    one, the "no scheme" state resolves against the base URL.
// 3. Dispatch (`afterScheme`): file URLs, special URLs (authority after any run of slashes,
//    or relative to a base of the same scheme), and non-special URLs (authority, path, or opaque
//    path). Each spec state is a method; a state that consumes a whole component scans it once
//    and writes it percent-encoded in one go.
// 4. Authority, host and port: URLParser+Authority.swift. Paths, queries and fragments:
//    URLParser+Path.swift. File URLs: URLParser+File.swift.
//
// Every component is percent-encoded as it is written, so the output is always ASCII.

struct URLParser: ~Copyable {
  /// The preprocessed input.
  let input: UnsafeBufferPointer<UInt8>
  /// The URL being written.
  var out: URLBuilder

  /// The byte at `index`, or `nil` past the end (the spec's EOF code point).
  @inline(__always)
  func at(_ index: Int) -> UInt8? { index < input.count ? input[index] : nil }

  /// Whether the URL being written has a special scheme.
  var isSpecial: Bool { out.scheme.isSpecial }

  /// Whether `c` ends a path segment: `/`, or `\` in a special URL.
  @inline(__always)
  func isSlash(_ c: UInt8?) -> Bool { c == UInt8(ascii: "/") || (c == UInt8(ascii: "\\") && isSpecial) }

  // MARK: Entry points

  @inline(__always)
  static func parse(_ input: String, base: URLRecord?) -> Result<URLRecord, URLParseError> {
    if let result = input.utf8.withContiguousStorageIfAvailable({ parse(bytes: $0, base: base) }) {
      return result
    }
    var input = input  // a bridged or otherwise non-contiguous string: make it native first
    return input.withUTF8 { parse(bytes: $0, base: base) }
  }

  /// Phase 1: preprocessing, then the state machine.
  @inline(__always)
  static func parse(bytes raw: UnsafeBufferPointer<UInt8>, base: URLRecord?) -> Result<URLRecord, URLParseError> {
    parse(bytes: raw, base: base) { $0.finish() }
  }

  /// Phase 1, then the state machine, ending with `finish` on the written URL: called once,
  /// for the parse that counts (the one without tabs and newlines, when the input had any).
  @inline(__always)
  static func parse<R>(
    bytes raw: UnsafeBufferPointer<UInt8>, base: URLRecord?, finish: (inout URLBuilder) -> R
  ) -> Result<R, URLParseError> {
    guard raw.count <= URLRecord.maximumInputLength else { return .failure(URLParseError(.inputTooLong)) }
    var start = 0
    var end = raw.count
    while start < end, raw[start] <= UInt8(ascii: " ") { start += 1 }
    while end > start, raw[end - 1] <= UInt8(ascii: " ") { end -= 1 }
    let trimmed = UnsafeBufferPointer(rebasing: raw[start..<end])
    return run(trimmed, base: base, finish: finish)
  }

  /// `scheme` (lowercase scheme code points of the kind `kind`) + `:` + `rest`, parsed as
  /// ``parse(bytes:base:)`` parses the joined bytes (without a base), without joining them or
  /// reading the scheme again: the rest is trimmed only at its end, since the joined text
  /// starts with the scheme, and its tabs and newlines are removed as usual. So
  /// `https` + `example.com/a` is `https:example.com/a`, which for a special scheme is
  /// `https://example.com/a`.
  static func parse(
    scheme: UnsafeBufferPointer<UInt8>, kind: SchemeKind, rest raw: UnsafeBufferPointer<UInt8>
  ) -> Result<URLRecord, URLParseError> {
    parse(scheme: scheme, kind: kind, rest: raw) { $0.finish() }
  }

  /// ``parse(scheme:kind:rest:)`` ending with `finish` on the written URL (called once, for the
  /// parse that counts) rather than making a record.
  static func parse<R>(
    scheme: UnsafeBufferPointer<UInt8>, kind: SchemeKind, rest raw: UnsafeBufferPointer<UInt8>,
    finish: (inout URLBuilder) -> R
  ) -> Result<R, URLParseError> {
    guard scheme.count + 1 + raw.count <= URLRecord.maximumInputLength else {
      return .failure(URLParseError(.inputTooLong))
    }
    var end = raw.count
    while end > 0, raw[end - 1] <= UInt8(ascii: " ") { end -= 1 }
    let trimmed = UnsafeBufferPointer(rebasing: raw[..<end])
    let known = KnownScheme(name: scheme, kind: kind)
    return run(trimmed, base: nil, scheme: known, finish: finish)
  }

  /// A scheme already read (lowercase) and classified, which the input follows (after its `:`).
  private struct KnownScheme {
    let name: UnsafeBufferPointer<UInt8>
    let kind: SchemeKind
  }

  /// The state machine, writing into scratch memory on the stack (for ordinary lengths), then
  /// `finish` on what it wrote: the parse itself allocates nothing. With `scheme`, the input is
  /// what follows that scheme's `:`.
  ///
  /// When the parse percent-encoded a tab or newline, or failed on input that holds one, its
  /// result does not count: `finish` is not called, and the input is parsed again without them.
  @inline(__always)
  private static func run<R>(
    _ input: UnsafeBufferPointer<UInt8>, base: URLRecord?, scheme: KnownScheme? = nil,
    finish: (inout URLBuilder) -> R
  ) -> Result<R, URLParseError> {
    let baseLength = base?.serialization.utf8.count ?? 0
    let schemeLength = scheme.map { $0.name.count + 1 } ?? 0
    let counted = withUnsafeTemporaryAllocation(
      of: UInt8.self, capacity: input.count + baseLength + schemeLength + 16
    ) { scratch -> Result<R, URLParseError>? in
      // The base is passed to the states that use it rather than stored in the parser: storing
      // it would cost a generic copy of the optional record on every parse.
      var parser = URLParser(input: input, out: URLBuilder(scratch: scratch))
      do throws(URLParseError) {
        if let scheme {
          parser.out.appendScheme(lowercased: scheme.name, kind: scheme.kind)
          try parser.afterScheme(0, base: base)
        } else {
          try parser.parseURL(base: base)
        }
      } catch {
        return ASCII.containsTabOrNewline(input) ? nil : .failure(error)
      }
      guard !parser.out.bytes.encodedTabOrNewline else { return nil }
      return .success(finish(&parser.out))
    }
    return counted ?? runWithoutTabsAndNewlines(input, base: base, scheme: scheme, finish: finish)
  }

  /// ``run(_:base:scheme:finish:)`` on `input` without its tabs and newlines, whose result
  /// always counts. Kept out of line: few inputs hold one.
  @inline(never)
  private static func runWithoutTabsAndNewlines<R>(
    _ input: UnsafeBufferPointer<UInt8>, base: URLRecord?, scheme: KnownScheme?, finish: (inout URLBuilder) -> R
  ) -> Result<R, URLParseError> {
    var cleaned: [UInt8] = []
    cleaned.reserveCapacity(input.count)
    for byte in input where !ASCII.isTabOrNewline(byte) { cleaned.append(byte) }
    return cleaned.withUnsafeBufferPointer { run($0, base: base, scheme: scheme, finish: finish) }
  }

  // MARK: Phase 2: scheme

  /// Scheme start state and scheme state.
  mutating func parseURL(base: URLRecord?) throws(URLParseError) {
    if let kind = Self.webScheme(input) {
      let name: StaticString = kind == .https ? "https" : "http"
      name.withUTF8Buffer { out.appendScheme(lowercased: $0, kind: kind) }
      try afterScheme(name.utf8CodeUnitCount + 1, base: base)
      return
    }
    let count = input.count
    if count > 0, ASCII.isAlpha(input[0]) {
      let index = URLByteTable.flags.withUnsafeBufferPointer { table in
        var index = 1
        while index < count, table[Int(input[index])] & URLByteTable.schemeCodePoint != 0 { index += 1 }
        return index
      }
      if index < count, input[index] == UInt8(ascii: ":") {
        out.appendScheme(UnsafeBufferPointer(rebasing: input[0..<index]))
        try afterScheme(index + 1, base: base)
        return
      }
    }
    try noScheme(base: base)
  }

  /// `.https` or `.http` when the input starts with `https:` or `http:` in any case (and is at
  /// least eight bytes long), else `nil`: the scheme state's answer for most URLs, from one
  /// word instead of a scan, a copy and a classification.
  ///
  /// - Fast path: buys 5.0% of `corpus-parse`'s instructions on the bench corpus's 49,772 ASCII
  ///   URLs (callgrind at e260d13: 75.6M of 760.1M in the scheme scan, copy and classification,
  ///   37.7M with it). Oracle: `URLParserShortcutTests.webSchemesReadInOneWordAreTheSchemeState`.
  @inline(__always)
  static func webScheme(_ input: UnsafeBufferPointer<UInt8>) -> SchemeKind? {
    guard input.count >= 8 else { return nil }
    let word = ASCIIWord.load(input, at: 0)
    // Setting 0x20 lowercases exactly the capitals and leaves the small letters; no other byte
    // becomes one of `h`, `t`, `p`, `s`. The `:` lane is compared as it is.
    if (word | 0x20_2020_2020) & 0xFFFF_FFFF_FFFF == 0x3A73_7074_7468 { return .https }  // "https:"
    if (word | 0x2020_2020) & 0xFF_FFFF_FFFF == 0x3A_7074_7468 { return .http }  // "http:"
    return nil
  }

  // MARK: Phase 3: dispatch

  /// The scheme state's steps once `:` is found.
  mutating func afterScheme(_ index: Int, base: URLRecord?) throws(URLParseError) {
    let scheme = out.scheme
    if scheme == .file {
      try fileState(index, base: base?.parts.scheme == .file ? base : nil)
    } else if scheme.isSpecial {
      if let base, base.parts.scheme == scheme {
        // Special relative or authority state.
        if at(index) == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "/") {
          try authority(afterSlashesFrom: index + 2)
        } else {
          try relativeState(index, base: base)
        }
      } else {
        // Special authority slashes state, then special authority ignore slashes state.
        try authority(afterSlashesFrom: index)
      }
    } else if at(index) == UInt8(ascii: "/") {
      // Path or authority state.
      if at(index + 1) == UInt8(ascii: "/") {
        try authority(from: index + 2)
      } else {
        pathState(index + 1)
      }
    } else {
      opaquePathState(index)
    }
  }

  /// No scheme state: resolve against the base URL.
  mutating func noScheme(base: URLRecord?) throws(URLParseError) {
    guard let base else { throw URLParseError(.missingSchemeNonRelativeURL) }
    if base.parts.hasOpaquePath {
      guard at(0) == UInt8(ascii: "#") else { throw URLParseError(.relativeToOpaquePath) }
      out.copyScheme(from: base)
      out.copyPath(from: base)
      out.copyQuery(from: base)
      fragmentState(1)
      return
    }
    out.copyScheme(from: base)
    if base.parts.scheme == .file {
      try fileState(0, base: base)
    } else {
      try relativeState(0, base: base)
    }
  }

  /// Relative state (and relative slash state): the URL's scheme is the base's.
  mutating func relativeState(_ index: Int, base: URLRecord) throws(URLParseError) {
    let c = at(index)
    if isSlash(c) {
      // Relative slash state.
      let next = at(index + 1)
      if isSpecial, next == UInt8(ascii: "/") || next == UInt8(ascii: "\\") {
        try authority(afterSlashesFrom: index + 2)
      } else if next == UInt8(ascii: "/") {
        try authority(from: index + 2)
      } else {
        out.copyAuthority(from: base)
        pathState(index + 1)
      }
      return
    }
    if !continuesBase(base, at: index, with: c) {
      out.shortenPath()
      pathState(index)
    }
  }

  /// The shared tail of the relative and file states when the input does not start with a
  /// slash: the base's authority and path are copied, then the end of input keeps the base's
  /// query, `?` starts a new query and `#` keeps the base's query before a new fragment.
  /// Returns `false` when `c` starts a path instead; the caller trims the copied path its way.
  mutating func continuesBase(_ base: URLRecord, at index: Int, with c: UInt8?) -> Bool {
    out.copyAuthority(from: base)
    out.copyPath(from: base)
    switch c {
    case nil:
      out.copyQuery(from: base)
    case UInt8(ascii: "?")?:
      queryState(index + 1)
    case UInt8(ascii: "#")?:
      out.copyQuery(from: base)
      fragmentState(index + 1)
    default:
      return false
    }
    return true
  }
}
