/// Step 4 of the omnibox decision: does the text start with a scheme the person meant?
///
/// A leading `word:` is a scheme unless it is really something else:
/// - `host:port` (`localhost:8080`, `example.com:80/x`): digits after the colon;
/// - `user:pass@host`: an `@` before any `/ ? # \` or space (Chromium re-reads such input as
///   credentials too);
/// - an unbracketed IPv6 literal (`fe80::1`), when the profile reads them
///   (``Omnibox/Profile/Switch/bareIPv6``);
/// - `name::` followed by `/ ? # \` or the end (`foo.com::/x`): a host with an empty port typed
///   twice, as Chromium's URL segmenter reads it;
/// - a Windows drive letter (`C:\Users`), reported separately as a file path.
/// Registered schemes (`mailto:`, `tel:`) win over `host:port` (`tel:5550100` stays a phone number).
///
/// Common typos of http and https are corrected: `htp://`, `ttps://`, `http//`, `http;//` and
/// `http:://` (Firefox's fixup corrects a similar list; Chromium corrects `http;//` and `http//`).
/// Under ``Omnibox/Profile/Switch/semicolonAfterScheme`` a `;` after a special scheme, `about` or
/// the browser's own scheme is read as `:` (`http;www.google.com/`, `about;help`), as Chromium's
/// `SegmentURL` does.
struct SchemePrefix {
  /// What a profile and configuration change about scheme detection, fixed when the omnibox is made.
  struct Options: Sendable {
    /// Schemes that are URLs even without `//`, and that win over `host:port`.
    var registeredSchemes: Set<String>
    /// Schemes after which `;` stands for `:` (empty when the profile does not read it so).
    var semicolonSchemes: Set<String>
    /// Whether `fe80::1` is an IPv6 address rather than a scheme.
    var readsBareIPv6: Bool

    init(configuration: Omnibox.Configuration) {
      let profile = configuration.profile
      registeredSchemes = configuration.registeredSchemes.union(profile.ownSchemes)
      semicolonSchemes =
        profile.isOn(.semicolonAfterScheme)
        ? SchemeRegistry.semicolonTypo.union(profile.ownSchemes) : []
      readsBareIPv6 = profile.isOn(.bareIPv6)
    }
  }

  enum Detection: Equatable {
    /// No scheme: resolve as a host, path or words.
    case none
    /// A scheme (lowercased, and what kind it is). `corrected` is the text to hand the URL
    /// parser when a typo was corrected (`http//x` → `http://x`); `nil` means the text as typed.
    case scheme(name: String, kind: SchemeKind, corrected: String?)
    /// `C:\…` or `C:/…`: a Windows path.
    case driveLetter
  }

  /// Spellings of http and https that are typos, by lowercased letters packed into an integer
  /// (see ``pack(_:)``), so the check allocates nothing; `true` for https.
  private static let typos: [(packed: UInt64, isHTTPS: Bool)] =
    ["htp", "htpp", "ttp", "hhttp", "htttp", "htt"].map { (pack($0), false) }
    + ["htps", "ttps", "htttps", "httsp", "hhttps", "htpps", "httpss"].map { (pack($0), true) }
  private static let packedHTTP = pack("http")
  private static let packedHTTPS = pack("https")

  /// Up to 8 lowercased ASCII letters as one integer.
  private static func pack(_ letters: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var value: UInt64 = 0
    for byte in letters.prefix(8) { value = value << 8 | UInt64(ASCII.letterFolded(byte)) }
    return value
  }

  /// ``pack(_:)`` of a spelling in the table.
  private static func pack(_ spelling: String) -> UInt64 { spelling.withUTF8Bytes(pack) }

  static func detect(_ text: TypedText, options: Options) -> Detection {
    let bytes = text.bytes
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"; the run is read once, for the
    // http(s) spellings and for any other scheme.
    guard let first = bytes.first, ASCII.isAlpha(first) else { return .none }
    let colon = schemeEnd(bytes)
    if let http = httpPrefix(text, bytes, schemeEnd: colon) { return http }
    guard colon < bytes.count else { return .none }
    guard bytes[colon] == UInt8(ascii: ":") else {
      return bytes[colon] == UInt8(ascii: ";") && !options.semicolonSchemes.isEmpty
        ? semicolonScheme(bytes, colon, options.semicolonSchemes) : .none
    }
    let typedName = UnsafeBufferPointer(rebasing: bytes[..<colon])
    let kind = SchemeKind.classifyIgnoringCase(typedName)
    let name = kind.name ?? lowercasedName(typedName)
    let afterColon = colon + 1
    let next = afterColon < bytes.count ? bytes[afterColon] : nil

    if colon == 1, next == UInt8(ascii: "\\") || next == UInt8(ascii: "/") { return .driveLetter }
    if kind.isSpecial { return .scheme(name: name, kind: kind, corrected: nil) }
    // Registered schemes win over the readings below; other schemes only when none applies.
    let isSomethingElse =
      isPort(bytes, from: afterColon) || hasCredentials(bytes, from: afterColon)
      || isDoubledEmptyPort(bytes, from: afterColon) || (options.readsBareIPv6 && isUnbracketedIPv6(bytes))
    if !isSomethingElse || options.registeredSchemes.contains(name) {
      return .scheme(name: name, kind: kind, corrected: nil)
    }
    return .none
  }

  /// `http;www.example.com`, `about;help`: the `;` read as `:` when the name is one of `schemes`.
  private static func semicolonScheme(
    _ bytes: UnsafeBufferPointer<UInt8>, _ semicolon: Int, _ schemes: Set<String>
  ) -> Detection {
    let name = lowercasedName(UnsafeBufferPointer(rebasing: bytes[..<semicolon]))
    guard schemes.contains(name) else { return .none }
    let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[(semicolon + 1)...]), as: UTF8.self)
    return .scheme(name: name, kind: name.withUTF8Bytes(SchemeKind.classify), corrected: name + ":" + rest)
  }

  /// A second `:` right after the first, then `/ ? # \` or the end: `foo.com::/x`.
  private static func isDoubledEmptyPort(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    guard start < bytes.count, bytes[start] == UInt8(ascii: ":") else { return false }
    return start + 1 == bytes.count || isHostTerminator(bytes[start + 1])
  }

  /// The scheme name, ASCII-lowercased (built in place: names up to 15 bytes need no allocation).
  private static func lowercasedName(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { out in
      for (i, byte) in bytes.enumerated() { out[i] = ASCII.lowercased(byte) }
      return bytes.count
    }
  }

  /// `http://` and `https://` in any case (the scheme, read here once, as the rules below would
  /// read it), and `htp://x`, `http//x`, `http;//x`, `http:://x` and friends, corrected to
  /// `http://x`; `nil` for any other text.
  /// `schemeEnd` is ``schemeEnd(_:)`` of `bytes`, which start with a letter: the spellings are
  /// three to seven letters, so a run that is longer, or holds a digit, `+`, `-` or `.` (which no
  /// spelling below matches), is turned away.
  private static func httpPrefix(
    _ text: TypedText, _ bytes: UnsafeBufferPointer<UInt8>, schemeEnd letters: Int
  ) -> Detection? {
    guard letters >= 3, letters <= 7, letters < bytes.count else { return nil }
    // Every separator below starts with one of these: most text is turned away here.
    let next = bytes[letters]
    guard next == UInt8(ascii: ":") || next == UInt8(ascii: "/") || next == UInt8(ascii: ";") else { return nil }

    // The separator first: most text has none, and then the letters do not matter.
    let separatorLength: Int
    let isStandard: Bool
    if has("://", in: bytes, at: letters) {
      separatorLength = 3
      isStandard = true
    } else if has(":://", in: bytes, at: letters) {
      separatorLength = 4
      isStandard = false
    } else if has("//", in: bytes, at: letters) {
      separatorLength = 2
      isStandard = false
    } else if has(";//", in: bytes, at: letters) {
      separatorLength = 3
      isStandard = false
    } else {
      return nil
    }
    let packed = pack(UnsafeBufferPointer(rebasing: bytes[0..<letters]))
    let isHTTPS: Bool
    let isTypo: Bool
    if packed == packedHTTP || packed == packedHTTPS {
      isHTTPS = packed == packedHTTPS
      isTypo = !isStandard
    } else if let typo = typos.first(where: { $0.packed == packed }) {
      isHTTPS = typo.isHTTPS
      isTypo = true
    } else {
      return nil
    }
    let canonical = isHTTPS ? "https" : "http"
    let kind: SchemeKind = isHTTPS ? .https : .http
    // Nothing to correct: a special scheme, as `detect` reads any other.
    guard isTypo else { return .scheme(name: canonical, kind: kind, corrected: nil) }
    // Dropped by characters, as typed: a combining mark after the separator goes with it.
    let fixed = canonical + "://" + text.string.dropFirst(letters + separatorLength)
    return .scheme(name: canonical, kind: kind, corrected: fixed)
  }

  /// Whether `bytes` hold `separator` (ASCII) at `offset`.
  private static func has(_ separator: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    let count = separator.utf8CodeUnitCount
    guard bytes.count >= offset + count else { return false }
    let s = separator.utf8Start
    for i in 0..<count where bytes[offset + i] != s[i] { return false }
    return true
  }

  /// Digits up to the end or to `/ ? # \`: a port.
  private static func isPort(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var i = start
    while i < bytes.count, ASCII.isDigit(bytes[i]) { i += 1 }
    guard i > start else { return false }
    return i == bytes.count || isHostTerminator(bytes[i])
  }

  /// An `@` before any `/ ? # \` or white space: `user:pass@host`.
  private static func hasCredentials(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var i = start
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "@") { return i > start }
      if isHostTerminator(b) || b <= 0x20 { return false }
      i += 1
    }
    return false
  }

  /// `fe80::1`, `2001:db8::1`: the text up to `/ ? #` is an IPv6 address without brackets.
  static func isUnbracketedIPv6(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var colons = 0
    var end = bytes.count
    for (i, v) in bytes.enumerated() {
      if isHostTerminator(v) {
        end = i
        break
      }
      if v == UInt8(ascii: ":") {
        colons += 1
        continue
      }
      if !ASCII.isHexDigit(v) && v != UInt8(ascii: ".") { return false }
    }
    guard colons >= 2 else { return false }
    // What the host parser does with `[` + candidate + `]`.
    return IPv6Address.parse(UnsafeBufferPointer(rebasing: bytes[..<end])) != nil
  }

  /// Where the run of scheme bytes after the first byte ends: the index of the first byte
  /// from 1 on that is not `ALPHA / DIGIT / "+" / "-" / "."`, or `bytes.count`. Eight bytes at
  /// a time while the text is ASCII (a host typed without a scheme is all scheme bytes up to
  /// its first `/`).
  static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var i = 1
    while i + 8 <= bytes.count {
      let word = ASCIIWord.load(bytes, at: i)
      // Lanes past the first non-ASCII one may be wrong; that lane stops the run anyway.
      let scheme =
        ASCIIWord.alphanumeric(word) | ASCIIWord.inRange(word, UInt8(ascii: "-"), UInt8(ascii: "."))
        | ASCIIWord.equal(word, UInt8(ascii: "+"))
      let stops = ~scheme & 0x8080_8080_8080_8080 | ASCIIWord.nonASCII(word)
      if stops != 0 { return i + ASCIIWord.firstLane(stops) }
      i += 8
    }
    while i < bytes.count, ASCII.isSchemeCodePoint(bytes[i]) { i += 1 }
    return i
  }

  @inline(__always) private static func isHostTerminator(_ b: UInt8) -> Bool {
    b == UInt8(ascii: "/") || b == UInt8(ascii: "?") || b == UInt8(ascii: "#") || b == UInt8(ascii: "\\")
  }
}
