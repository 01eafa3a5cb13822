extension DisplayFormatter {
  /// The form of `host` a person should see: Unicode when every IDN label is safe, else ASCII.
  ///
  /// `host` may be ASCII (with or without `xn--` labels, as a URL record holds it) or Unicode
  /// (which is first converted with the URL Standard's "domain to ASCII"). An ASCII host with no
  /// `xn--` label, or an IP address, is returned lowercased with reason ``DisplayReason/ascii``
  /// and never reaches ICU. One unsafe label keeps the whole host in ASCII; the reason is that
  /// of the first unsafe label, or ``DisplayReason/lookalike(of:)`` for the whole host.
  ///
  ///     displayHost("xn--mnchen-3ya.de")   // "münchen.de", .safeUnicode
  ///     displayHost("xn--pypal-4ve.com")   // "xn--pypal-4ve.com", .mixedScript (Cyrillic "а")
  ///     displayHost("xn--gogle-jua.com")   // "xn--gogle-jua.com", .lookalike(of: "google.com") ("göogle")
  ///
  /// - Complexity: O(n) in the host's length; ASCII hosts make no ICU call, IDN hosts a few
  ///   (ToUnicode, a round-trip ToASCII, one spoof check per IDN label, one skeleton).
  public func displayHost(_ host: String) -> HostDisplay {
    HostSpoofCheck.decide(host)
  }
}

/// The host-level algorithm behind ``DisplayFormatter/displayHost(_:)``.
enum HostSpoofCheck {
  /// Hosts longer than this many UTF-8 bytes are not decoded (DNS names are at most 253).
  static let maximumLength = 1024

  static func decide(_ input: String) -> HostDisplay {
    // One pass over the bytes: non-ASCII? uppercase? an `xn--` label (any case)?
    var isASCII = true
    var hasUppercase = false
    var hasACELabel = false
    var recent: UInt32 = 0x2E  // the last four bytes, lowercased; starts as if after a dot
    var sinceDot = 0
    for byte in input.utf8 {
      if byte >= 0x80 { isASCII = false; break }
      let lower = byte &- 0x41 < 26 ? byte | 0x20 : byte
      if lower != byte { hasUppercase = true }
      sinceDot = byte == UInt8(ascii: ".") ? 0 : sinceDot + 1
      recent = recent << 8 | UInt32(lower)
      // "xn--" just completed at the start of a label.
      if sinceDot == 4 && recent == 0x786E_2D2D { hasACELabel = true }
    }
    if isASCII {
      let host =
        hasUppercase ? String(decoding: input.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self) : input
      guard hasACELabel else { return HostDisplay(host: host, reason: .ascii) }
      guard host.utf8.count <= maximumLength else { return HostDisplay(host: host, reason: .invalidIDN) }
      return decideIDN(ascii: host)
    }
    // A Unicode host (not from a URL record): canonicalize it first.
    // "domain to ASCII" also refuses results holding forbidden domain code points (`／` → `/`).
    guard input.utf8.count <= maximumLength, let ascii = try? IDNA.domainToASCII(input) else {
      return HostDisplay(host: PercentEncoding.encode(input, using: .c0Control), reason: .invalidIDN)
    }
    if !containsACELabel(Array(ascii.utf8)) { return HostDisplay(host: ascii, reason: .ascii) }
    return decideIDN(ascii: ascii)
  }

  /// Whether some label of lowercase ASCII `host` starts with `xn--`.
  static func containsACELabel(_ host: [UInt8]) -> Bool {
    var labelStart = 0
    for i in 0...host.count {
      if i == host.count || host[i] == UInt8(ascii: ".") {
        if i - labelStart >= 4, host[labelStart] == UInt8(ascii: "x"), host[labelStart + 1] == UInt8(ascii: "n"),
          host[labelStart + 2] == UInt8(ascii: "-"), host[labelStart + 3] == UInt8(ascii: "-")
        {
          return true
        }
        labelStart = i + 1
      }
    }
    return false
  }

  /// The IDN path: `ascii` is lowercase ASCII with at least one `xn--` label.
  private static func decideIDN(ascii: String) -> HostDisplay {
    let (unicode, error) = IDNA.domainToUnicode(ascii)
    guard error == nil else { return HostDisplay(host: ascii, reason: .invalidIDN) }
    // The Unicode shown must name exactly this host: it has to convert back to the same ASCII.
    guard (try? IDNA.domainToASCII(unicode)) == ascii else { return HostDisplay(host: ascii, reason: .invalidIDN) }
    guard ICUSpoofChecker.shared.isAvailable else { return HostDisplay(host: ascii, reason: .spoofCheckUnavailable) }

    let asciiLabels = ascii.split(separator: ".", omittingEmptySubsequences: false)
    let unicodeLabels = unicode.split(separator: ".", omittingEmptySubsequences: false)
    guard asciiLabels.count == unicodeLabels.count else { return HostDisplay(host: ascii, reason: .invalidIDN) }

    // The top-level domain: the last label, or the one before a trailing dot. A single-label
    // host has none (it cannot vouch for its own script).
    var last = asciiLabels.count - 1
    if last > 0 && asciiLabels[last].isEmpty { last -= 1 }
    let hasTLD = last > 0
    let tld = hasTLD ? asciiLabels[last] : ""
    let tldUnicode = hasTLD ? unicodeLabels[last] : ""

    for (asciiLabel, unicodeLabel) in zip(asciiLabels, unicodeLabels) where asciiLabel.hasPrefix("xn--") {
      // An xn-- label must decode to something non-ASCII, or it would display as another name.
      guard unicodeLabel.utf8.contains(where: { $0 >= 0x80 }) else {
        return HostDisplay(host: ascii, reason: .invalidIDN)
      }
      if let reason = LabelSpoofRules.violation(in: String(unicodeLabel), tld: tld, tldUnicode: tldUnicode) {
        return HostDisplay(host: ascii, reason: reason)
      }
    }
    let bareHost = unicode.hasSuffix(".") ? String(unicode.dropLast()) : unicode
    if let domain = LookalikeDetector.imitatedDomain(by: bareHost) {
      return HostDisplay(host: ascii, reason: .lookalike(of: domain))
    }
    return HostDisplay(host: unicode, reason: .safeUnicode)
  }
}
