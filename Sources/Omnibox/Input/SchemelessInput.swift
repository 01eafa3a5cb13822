/// Text typed without a scheme, split the way the omnibox reads it:
/// `[userinfo@]host[:port][rest]`, where `rest` starts at the first `/ ? # \` (or its full-width
/// form) and runs to the end.
///
/// The host part is width-folded (``WidthFolding``) when it holds full-width forms, so `例え。jp`
/// and `ｌｏｃａｌｈｏｓｔ：８０` split correctly; `rest` is kept as typed. The parts are byte ranges
/// of the URL body (``withBody(_:)``), which is the typed bytes themselves (not a copy) unless
/// folding, a full-width delimiter, an unbracketed IPv6 literal or one of the two repairs below
/// changed it:
/// - dots around a host name: leading dots go and trailing ones collapse to one
///   (`..www.google.com..` → `www.google.com.`), unless the host is nothing but dots. Chromium's
///   `FixupHost` does the same; a stray dot is a slip of the finger, not part of a name.
/// - a doubled empty port (`foo.com::/x` → `foo.com/x`), as Chromium's URL segmenter reads it:
///   `::` after a name is no port and no IPv6 address.
/// Nothing here decides URL vs search; ``Resolver`` does. Typed bytes are borrowed: the split
/// lives only as long as they do.
struct SchemelessInput {
  /// What to put after `scheme://` for the URL parser: the text with its host part folded, an
  /// unbracketed IPv6 literal bracketed and a full-width delimiter made ASCII.
  private let body: Body
  /// What came before the last `@` of the host part; `nil` without an `@`.
  let userinfo: Range<Int>?
  /// The host, folded; an IPv6 literal typed without brackets is still without them here.
  let host: Range<Int>
  /// The digits after the host's `:`, if any.
  let port: Range<Int>?
  /// Where `/path?query#fragment` starts (its first delimiter made ASCII); the end of the body
  /// when absent.
  let restStart: Int
  /// The host is an IPv6 literal typed without brackets.
  let needsBrackets: Bool
  /// Userinfo holds a password (`user:pass@`).
  let hasPassword: Bool
  /// Userinfo has a non-empty user name.
  let hasUsername: Bool
  /// The typed port's value, or `nil` when absent or above 65535.
  let portValue: Int?

  /// Splits `text`; `nil` when a bracketed host is not closed or the port is not digits.
  /// `readsBareIPv6` says whether `fe80::1` (no brackets) is an IPv6 host
  /// (``Omnibox/Profile/Switch/bareIPv6``); otherwise such text does not split. `hostPart` is
  /// ``HostPartFacts`` of `text` when the caller has read them; `nil` reads them here.
  /// - Complexity: O(n); ASCII text is only scanned, never copied.
  init?(_ text: UnsafeBufferPointer<UInt8>, readsBareIPv6: Bool = true, hostPart: HostPartFacts? = nil) {
    guard let split = Self.split(text, hostPart ?? HostPartFacts(text), readsBareIPv6: readsBareIPv6) else {
      return nil
    }
    body = split.rebuiltBody.map(Body.rebuilt) ?? .typed(text)
    userinfo = split.layout.userinfo
    host = split.layout.host
    port = split.layout.port
    restStart = split.restStart
    needsBrackets = split.layout.needsBrackets
    hasPassword = split.layout.hasPassword
    hasUsername = split.layout.hasUsername
    portValue = split.layout.portValue
  }

  /// The body: the typed bytes, or a changed copy of them.
  private enum Body {
    case typed(UnsafeBufferPointer<UInt8>)
    case rebuilt([UInt8])
  }

  /// Calls `body` with the URL body's UTF-8 bytes.
  func withBody<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    switch self.body {
    case .typed(let bytes): return body(bytes)
    case .rebuilt(let bytes): return bytes.withUnsafeBufferPointer(body)
    }
  }

  /// The URL body as a string.
  var urlBody: String { withBody { String(decoding: $0, as: UTF8.self) } }

  // MARK: Splitting

  /// The split of the host part, as offsets into the body.
  struct HostPartLayout: Equatable {
    var userinfo: Range<Int>?
    var host: Range<Int>
    var port: Range<Int>?
    var needsBrackets = false
    var hasPassword = false
    var hasUsername = false
    var portValue: Int?
    /// The part of ``host`` to keep: without leading dots and with one trailing dot at most.
    var keptHost: Range<Int>
    /// Bytes after the host that are dropped (the `::` of `foo.com::`).
    var droppedAfterHost = 0

    /// Whether the body differs from the host part as typed.
    var changesBody: Bool { needsBrackets || keptHost != host || droppedAfterHost > 0 }
  }

  private struct Split {
    var layout: HostPartLayout
    var restStart: Int
    /// The body's bytes when they differ from the typed text.
    var rebuiltBody: [UInt8]?
  }

  private static func split(_ bytes: UnsafeBufferPointer<UInt8>, _ scan: HostPartFacts, readsBareIPv6: Bool) -> Split? {
    let hostPartBytes = UnsafeBufferPointer(rebasing: bytes[..<scan.end])
    if scan.isASCII || !WidthFolding.hasFoldable(hostPartBytes) {
      // Nothing to fold (`bücher.de/x`): the body is the text unless a delimiter, brackets or a
      // repair change it.
      guard
        let layout = HostPartLayout(
          hostPartBytes, readsBareIPv6: readsBareIPv6, mayHoldUserinfoOrPort: scan.hasAtSignOrColon)
      else { return nil }
      guard layout.changesBody || scan.fullWidthDelimiter != nil else {
        return Split(layout: layout, restStart: scan.end, rebuiltBody: nil)
      }
      return rebuild(hostPartBytes, layout, bytes, scan)
    }
    let folded = WidthFolding.fold(hostPartBytes)
    return folded.withUnsafeBufferPointer { foldedBytes in
      guard let layout = HostPartLayout(foldedBytes, readsBareIPv6: readsBareIPv6) else { return nil }
      return rebuild(foldedBytes, layout, bytes, scan)
    }
  }

  /// The body for a host part that changed: the userinfo, the kept host (in brackets when an
  /// IPv6 literal was typed without them), the port, the ASCII form of a full-width delimiter,
  /// then the rest as typed.
  private static func rebuild(
    _ hostPart: UnsafeBufferPointer<UInt8>, _ layout: HostPartLayout, _ text: UnsafeBufferPointer<UInt8>,
    _ scan: HostPartFacts
  ) -> Split {
    var layout = layout
    var body: [UInt8] = []
    body.reserveCapacity(hostPart.count + 2 + text.count - scan.end)
    body.append(contentsOf: hostPart[..<layout.host.lowerBound])
    if layout.needsBrackets { body.append(UInt8(ascii: "[")) }
    let hostStart = body.count
    body.append(contentsOf: hostPart[layout.keptHost])
    let hostEnd = body.count
    if layout.needsBrackets { body.append(UInt8(ascii: "]")) }
    let afterHost = (layout.host.upperBound + layout.droppedAfterHost)
    let shift = body.count - afterHost
    body.append(contentsOf: hostPart[afterHost...])
    layout.host = hostStart..<hostEnd
    layout.keptHost = layout.host
    layout.droppedAfterHost = 0
    if let port = layout.port { layout.port = (port.lowerBound + shift)..<(port.upperBound + shift) }
    let restStart = body.count
    if let delimiter = scan.fullWidthDelimiter {
      body.append(delimiter)
      body.append(contentsOf: text[(scan.end + 3)...])
    } else {
      body.append(contentsOf: text[scan.end...])
    }
    return Split(layout: layout, restStart: restStart, rebuiltBody: body)
  }

  // MARK: Facts about the parts

  /// The high bit of each byte of `word` (eight ASCII bytes) that ends the host part: `/ ? # \`.
  @inline(__always)
  static func hostPartEnds(_ word: UInt64) -> UInt64 {
    ASCIIWord.equal(word, UInt8(ascii: "/")) | ASCIIWord.equal(word, UInt8(ascii: "?"))
      | ASCIIWord.equal(word, UInt8(ascii: "#")) | ASCIIWord.equal(word, UInt8(ascii: "\\"))
  }

  /// Whether anything (path, query or fragment) follows the host and port.
  var hasRest: Bool { withBody { restStart < $0.count } }

  /// Whether the host is empty.
  var hostIsEmpty: Bool { host.isEmpty }

  /// The number of dot-separated parts of the typed host, one trailing dot ignored (`1.5` and
  /// `1.5.` have two). Dots are counted as characters: in non-ASCII text a `.` followed by a
  /// combining mark or variation selector is a different character, and no separator.
  var typedHostPartCount: Int {
    withBody { body in
      let typed = UnsafeBufferPointer(rebasing: body[host])
      guard !typed.contains(where: { $0 >= 0x80 }) else {
        var text = Substring(String(decoding: typed, as: UTF8.self))
        if text.hasSuffix(".") { text = text.dropLast() }
        return text.split(separator: ".", omittingEmptySubsequences: false).count
      }
      var end = typed.count
      if end > 0, typed[end - 1] == UInt8(ascii: ".") { end -= 1 }
      var parts = 1
      for i in 0..<end where typed[i] == UInt8(ascii: ".") { parts += 1 }
      return parts
    }
  }

  /// The lengths of the typed path, query and fragment (`-1` when absent).
  private func restParts(_ body: UnsafeBufferPointer<UInt8>) -> (path: Int, query: Int, fragment: Int) {
    var path = 0
    var query = -1
    var fragment = -1
    for byte in body[restStart...] {
      if fragment >= 0 {
        fragment += 1
        continue
      }
      if byte == UInt8(ascii: "#") {
        fragment = 0
        continue
      }
      if query >= 0 {
        query += 1
        continue
      }
      if byte == UInt8(ascii: "?") {
        query = 0
        continue
      }
      path += 1
    }
    return (path, query, fragment)
  }

  /// Whether the typed path ends in `/` (or `\\` when `countingBackslash`): Chromium and Firefox
  /// both treat a trailing slash as a request to navigate; only Chromium a trailing backslash
  /// (``Omnibox/Profile/Switch/trailingBackslashNavigates``).
  func hasTrailingSlash(countingBackslash: Bool) -> Bool {
    withBody { body in
      let pathLength = restParts(body).path
      guard pathLength > 0 else { return false }
      let last = body[restStart + pathLength - 1]
      return last == UInt8(ascii: "/") || (countingBackslash && last == UInt8(ascii: "\\"))
    }
  }

  /// Whether a `/` comes before a later `?` or `#` (Firefox's `isURILike`,
  /// ``Omnibox/Profile/Switch/slashThenQueryIsURL``).
  var hasSlashThenQueryOrFragment: Bool {
    withBody { body in
      guard let slash = body[restStart...].firstIndex(of: UInt8(ascii: "/")) else { return false }
      return body[(slash + 1)...].contains { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
    }
  }

  /// Whether the typed host is three or four dot-separated runs of one to three ASCII digits
  /// (Firefox's `IPv4LikeRegex`, ``Omnibox/Profile/Switch/threePartIPv4``).
  var typedHostIsDottedDecimal: Bool {
    withBody { body in
      var digits = 0
      var dots = 0
      for byte in body[host] {
        if byte == UInt8(ascii: ".") {
          guard digits > 0 else { return false }
          dots += 1
          digits = 0
        } else if ASCII.isDigit(byte) {
          digits += 1
          if digits > 3 { return false }
        } else {
          return false
        }
      }
      return digits > 0 && (dots == 2 || dots == 3)
    }
  }

  /// Chromium's count of non-host components: user name, password, port, path, query, fragment.
  var nonHostComponentCount: Int {
    let parts = withBody { restParts($0) }
    var count = 0
    if hasUsername { count += 1 }
    if hasPassword { count += 1 }
    if port != nil { count += 1 }
    if parts.path > 0 { count += 1 }
    if parts.query > 0 { count += 1 }
    if parts.fragment > 0 { count += 1 }
    return count
  }

}

extension SchemelessInput.HostPartLayout {
  /// Splits a (folded) host part into `[userinfo@]host[:port]`; `nil` when a bracketed host is
  /// not closed or followed by something other than `:port`, when a host with two colons is no
  /// IPv6 literal (or `readsBareIPv6` is off) and no `name::`, or when the port is empty or not
  /// digits.
  ///
  /// `mayHoldUserinfoOrPort: false` says the bytes hold no `@` and no `:` (the usual host part,
  /// `example.com`): then the whole part is the host, as the full reading would find.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, readsBareIPv6: Bool, mayHoldUserinfoOrPort: Bool = true) {
    let count = bytes.count
    guard mayHoldUserinfoOrPort || bytes.first == UInt8(ascii: "[") else {
      host = 0..<count
      keptHost = Self.withoutStrayDots(bytes, host)
      return
    }
    var hostStart = 0
    if let at = bytes.lastIndex(of: UInt8(ascii: "@")) {
      userinfo = 0..<at
      hostStart = at + 1
      hasUsername = at > 0 && bytes[0] != UInt8(ascii: ":")
      if let colon = bytes[..<at].firstIndex(of: UInt8(ascii: ":")) { hasPassword = colon + 1 != at }
    }
    var portStart: Int?
    var isName = true
    if hostStart < count, bytes[hostStart] == UInt8(ascii: "[") {
      guard let close = bytes[hostStart...].firstIndex(of: UInt8(ascii: "]")) else { return nil }
      host = hostStart..<(close + 1)
      isName = false
      if close + 1 != count {
        guard bytes[close + 1] == UInt8(ascii: ":") else { return nil }
        portStart = close + 2
      }
    } else if let colon = bytes[hostStart...].firstIndex(of: UInt8(ascii: ":")) {
      if bytes[(colon + 1)...].contains(UInt8(ascii: ":")) {
        if readsBareIPv6, SchemePrefix.isUnbracketedIPv6(UnsafeBufferPointer(rebasing: bytes[hostStart...])) {
          host = hostStart..<count
          needsBrackets = true
          isName = false
        } else {
          // `foo.com::`: an empty port typed twice, dropped (Chromium reads it so).
          guard colon + 2 == count, colon > hostStart else { return nil }
          host = hostStart..<colon
          droppedAfterHost = 2
        }
      } else {
        host = hostStart..<colon
        portStart = colon + 1
      }
    } else {
      host = hostStart..<count
    }
    keptHost = host
    if isName { keptHost = Self.withoutStrayDots(bytes, host) }
    if let portStart {
      guard portStart < count, bytes[portStart...].allSatisfy({ ASCII.isDigit($0) }) else { return nil }
      port = portStart..<count
      var value = 0
      for byte in bytes[portStart...] {
        value = value * 10 + Int(byte &- UInt8(ascii: "0"))
        if value > 65535 { break }
      }
      portValue = value > 65535 ? nil : value
    }
  }

  /// `host` without leading dots and with trailing dots collapsed to one; unchanged when it is
  /// nothing but dots (Chromium's `FixupHost` leaves such input alone).
  private static func withoutStrayDots(_ bytes: UnsafeBufferPointer<UInt8>, _ host: Range<Int>) -> Range<Int> {
    var start = host.lowerBound
    var end = host.upperBound
    while start < end, bytes[start] == UInt8(ascii: ".") { start += 1 }
    guard start < end else { return host }
    while end - start >= 2, bytes[end - 1] == UInt8(ascii: "."), bytes[end - 2] == UInt8(ascii: ".") { end -= 1 }
    return start..<end
  }
}

/// Where the host part of schemeless text ends (a byte offset), whether it is ASCII, the
/// full-width delimiter that ended it, if one did, and whether it holds an `@` or a `:`.
///
/// Read once per schemeless text, up to the end of its host part or its first white space
/// (``init(_:firstWhitespace:)``): the resolver's check that the host part holds no white space
/// and the split read the same facts.
struct HostPartFacts: Equatable {
  var end: Int
  var isASCII = true
  var fullWidthDelimiter: UInt8?
  /// The host part holds an `@` or a `:` (of userinfo or a port, or an IPv6 literal).
  var hasAtSignOrColon = false

  init(end: Int, isASCII: Bool = true, fullWidthDelimiter: UInt8? = nil, hasAtSignOrColon: Bool = false) {
    self.end = end
    self.isASCII = isASCII
    self.fullWidthDelimiter = fullWidthDelimiter
    self.hasAtSignOrColon = hasAtSignOrColon
  }

  /// The facts of `bytes` (contiguous UTF-8), read up to the end of the host part.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self = Self.read(bytes, before: bytes.count) ?? HostPartFacts(end: bytes.count)
  }

  /// The facts of `bytes`, or `nil` when the host part reaches `firstWhitespace` (the offset of
  /// their first white space, ``TypedInput/firstWhitespace``): then the host part holds white
  /// space and the text is words, whatever else it is (`swift webview`, `example.com is down`).
  /// Only the bytes before `firstWhitespace` are read (the first word, for most searches).
  init?(_ bytes: UnsafeBufferPointer<UInt8>, firstWhitespace: Int?) {
    guard let facts = Self.read(bytes, before: firstWhitespace ?? bytes.count) else { return nil }
    self = facts
  }

  /// One pass over `bytes[..<limit]`; `nil` when no delimiter comes before `limit` and `limit`
  /// is not the end.
  private static func read(_ bytes: UnsafeBufferPointer<UInt8>, before limit: Int) -> HostPartFacts? {
    var facts = HostPartFacts(end: bytes.count)
    // ASCII words a word at a time; from the first word with another byte, byte by byte.
    var start = 0
    while start + 8 <= limit {
      let word = ASCIIWord.load(bytes, at: start)
      if ASCIIWord.nonASCII(word) != 0 { break }
      let stops = SchemelessInput.hostPartEnds(word)
      let atSignsAndColons = ASCIIWord.equal(word, UInt8(ascii: "@")) | ASCIIWord.equal(word, UInt8(ascii: ":"))
      if stops != 0 {
        facts.end = start + ASCIIWord.firstLane(stops)
        // Only the lanes before the first stop are in the host part.
        let inHostPart: UInt64 = (1 << UInt64(8 * ASCIIWord.firstLane(stops))) &- 1
        if atSignsAndColons & inHostPart != 0 { facts.hasAtSignOrColon = true }
        return facts
      }
      if atSignsAndColons != 0 { facts.hasAtSignOrColon = true }
      start += 8
    }
    for i in start..<limit where facts.readsDelimiter(bytes, at: i) { return facts }
    return limit == bytes.count ? facts : nil
  }

  /// Takes in the byte at `i`, not past the end of the host part; `true` when it is a delimiter
  /// that ends it (``end`` is then `i`).
  @inline(__always)
  private mutating func readsDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    let byte = bytes[i]
    if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
      || byte == UInt8(ascii: "\\")
    {
      end = i
      return true
    }
    if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") { hasAtSignOrColon = true }
    if byte >= 0x80 {
      isASCII = false
      if byte == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBC, let ascii = Self.fullWidthDelimiter(bytes[i + 2]) {
        end = i
        fullWidthDelimiter = ascii
        return true
      }
    }
    return false
  }

  /// U+FF0F, U+FF1F, U+FF03 and U+FF3C (full-width `/ ? # \`) are EF BC 8F, 9F, 83 and BC;
  /// returns the ASCII delimiter for the third byte.
  static func fullWidthDelimiter(_ third: UInt8) -> UInt8? {
    switch third {
    case 0x8F: return UInt8(ascii: "/")
    case 0x9F: return UInt8(ascii: "?")
    case 0x83: return UInt8(ascii: "#")
    case 0xBC: return UInt8(ascii: "\\")
    default: return nil
    }
  }
}
