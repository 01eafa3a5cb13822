extension DisplayFormatter {
  /// The form of `host` a person should see: each IDN label in Unicode when it is safe, else in
  /// ASCII; the whole host in ASCII when it imitates one of ``topDomains``.
  ///
  /// `host` may be ASCII (with or without `xn--` labels, as a URL record holds it) or Unicode
  /// (which is first converted with the URL Standard's "domain to ASCII"). An ASCII host with no
  /// `xn--` label, or an IP address, is returned lowercased with reason ``DisplayReason/ascii``
  /// and never reaches ICU. A host holding a control character or a bidirectional control is
  /// returned percent-escaped with reason ``DisplayReason/invalidHost``: the result never holds
  /// one.
  ///
  ///     let f = DisplayFormatter()
  ///     f.displayHost("xn--mnchen-3ya.de").host           // "münchen.de" (.safeUnicode)
  ///     f.displayHost("xn--pypal-4ve.com").reason         // .lookalike(of: "paypal.com")
  ///     f.displayHost("xn--googl-3we.xn--3e0b707e").host  // "xn--googl-3we.한국" (.mixedScript: Cyrillic "е")
  ///     f.displayHost("a\u{7F}b.com").host                // "a%7Fb.com" (.invalidHost)
  ///
  /// - Complexity: O(n) in the host's length; ASCII hosts make no ICU call, IDN hosts a few
  ///   (ToUnicode, one spoof check per IDN label, one skeleton per reading of the host).
  public func displayHost(_ host: String) -> HostDisplay {
    HostSpoofCheck.decide(host, topDomains: topDomains)
  }
}

/// The host-level algorithm behind ``DisplayFormatter/displayHost(_:)``: Chromium's
/// `IDNToUnicodeWithAdjustments` (each label on its own, then the top-domain check).
///
/// No branch lets a control or bidirectional control out: ASCII hosts holding one are
/// percent-escaped, Unicode hosts holding one are percent-escaped before IDNA sees them, the
/// ASCII results of IDNA hold none, and a Unicode result is escaped once more on its way out.
enum HostSpoofCheck {
  /// Hosts longer than this many UTF-8 bytes are not decoded (DNS names are at most 253).
  static let maximumLength = 1024

  static func decide(_ input: String, topDomains: TopDomainList) -> HostDisplay {
    // One pass over the bytes: non-ASCII? uppercase? a control? an `xn--` label (any case)?
    var isASCII = true
    var hasUppercase = false
    var hasControl = false
    var hasACELabel = false
    var recent: UInt32 = 0x2E  // the last four bytes, lowercased; starts as if after a dot
    var sinceDot = 0
    for byte in input.utf8 {
      if byte &- 0x20 >= 0x5F {  // outside printable ASCII: a control, DEL, or not ASCII at all
        if byte >= 0x80 {
          isASCII = false
          break
        }
        hasControl = true
      }
      let lower = ASCII.lowercased(byte)
      if lower != byte { hasUppercase = true }
      sinceDot = byte == UInt8(ascii: ".") ? 0 : sinceDot + 1
      recent = recent << 8 | UInt32(lower)
      // "xn--" just completed at the start of a label.
      if sinceDot == 4 && recent == 0x786E_2D2D { hasACELabel = true }
    }
    if isASCII {
      let host =
        hasUppercase ? String(decoding: input.utf8.map { ASCII.lowercased($0) }, as: UTF8.self) : input
      if hasControl { return HostDisplay(host: PercentEncoding.encode(host, using: .c0Control), reason: .invalidHost) }
      guard hasACELabel else { return HostDisplay(host: host, reason: .ascii) }
      guard host.utf8.count <= maximumLength else { return HostDisplay(host: host, reason: .invalidIDN) }
      return decideIDN(ascii: host, topDomains: topDomains)
    }
    // A Unicode host (not from a URL record): canonicalize it first.
    let escaped = { PercentEncoding.encode(input, using: .c0Control) }
    if input.unicodeScalars.contains(where: HostEscaping.isEscaped) {
      return HostDisplay(host: escaped(), reason: .invalidHost)
    }
    // "domain to ASCII" also refuses results holding forbidden domain code points (`／` → `/`).
    guard input.utf8.count <= maximumLength, let ascii = try? IDNA.domainToASCII(input) else {
      return HostDisplay(host: escaped(), reason: .invalidIDN)
    }
    if !containsACELabel(Array(ascii.utf8)) { return HostDisplay(host: ascii, reason: .ascii) }
    return decideIDN(ascii: ascii, topDomains: topDomains)
  }

  /// Whether some label of lowercase ASCII `host` starts with `xn--`.
  static func containsACELabel(_ host: [UInt8]) -> Bool {
    var labelStart = 0
    for i in 0...host.count {
      if i == host.count || host[i] == UInt8(ascii: ".") {
        if isACELabel(host[labelStart..<i]) { return true }
        labelStart = i + 1
      }
    }
    return false
  }

  static func isACELabel(_ label: some Collection<UInt8>) -> Bool {
    var bytes = label.makeIterator()
    return bytes.next() == UInt8(ascii: "x") && bytes.next() == UInt8(ascii: "n") && bytes.next() == UInt8(ascii: "-")
      && bytes.next() == UInt8(ascii: "-")
  }

  /// The IDN path: `ascii` is lowercase ASCII with at least one `xn--` label.
  private static func decideIDN(ascii: String, topDomains: TopDomainList) -> HostDisplay {
    guard ICUSpoofChecker.shared.isAvailable else { return HostDisplay(host: ascii, reason: .spoofCheckUnavailable) }
    let labels = Self.labels(of: ascii)
    let isACE = labels.map { isACELabel($0.utf8) }
    guard let decoded = decodedLabels(ascii: ascii, labels: labels, isACE: isACE) else {
      return HostDisplay(host: ascii, reason: .invalidIDN)
    }

    // The top-level domain: the last label, or the one before a trailing dot. A single-label
    // host has none (it cannot vouch for its own script).
    var last = labels.count - 1
    if last > 0 && labels[last].isEmpty { last -= 1 }
    let tld = last > 0 ? labels[last] : ""
    let tldUnicode: Substring = last > 0 ? decoded[last].map { Substring($0) } ?? labels[last] : ""

    var shown: [Substring] = []
    var fullyDecoded: [Substring] = []
    var firstFailure: DisplayReason?
    var anyUnicode = false
    var anyDecoded = false
    for (i, label) in labels.enumerated() {
      guard isACE[i] else {
        shown.append(label)
        fullyDecoded.append(label)
        continue
      }
      var failure: DisplayReason?
      if let unicode = decoded[i], isDisplayableIDN(unicode) {
        anyDecoded = true
        fullyDecoded.append(Substring(unicode))
        failure = LabelSpoofRules.violation(in: unicode, tld: tld, tldUnicode: tldUnicode)
        if failure == nil {
          shown.append(Substring(unicode))
          anyUnicode = true
        }
      } else {
        failure = .invalidIDN
        fullyDecoded.append(label)
      }
      if let failure {
        shown.append(label)
        if firstFailure == nil { firstFailure = failure }
      }
    }
    // Look-alikes of a top domain, on the host with every valid label decoded (what Chromium's
    // "unsafe" conversion compares), so the imitated domain is named whatever the label rules said.
    if anyDecoded, let top = topDomains.similarTopDomain(to: fullyDecoded.joined(separator: ".")) {
      return HostDisplay(host: ascii, reason: .lookalike(of: top.domain))
    }
    guard anyUnicode else { return HostDisplay(host: ascii, reason: firstFailure ?? .invalidIDN) }
    let text = shown.joined(separator: ".")
    // ToUnicode never yields a control (UTS #46 disallows them): this only guards that promise.
    if let escaped = HostEscaping.escapingControlsIfAny(text) {
      return HostDisplay(host: escaped, reason: .invalidHost)
    }
    return HostDisplay(host: text, reason: firstFailure ?? .safeUnicode, isUnicode: true)
  }

  /// Each label's Unicode form (`nil` for a label that is not `xn--` or does not decode), or
  /// `nil` when every `xn--` label decodes alone but the host as a whole breaks a rule (the
  /// bidi rule across labels).
  private static func decodedLabels(ascii: String, labels: [Substring], isACE: [Bool]) -> [String?]? {
    let (whole, error) = IDNA.domainToUnicode(ascii)
    if error == nil {
      let unicodeLabels = Self.labels(of: whole)
      guard unicodeLabels.count == labels.count else { return nil }
      return zip(unicodeLabels, isACE).map { $1 ? String($0) : nil }
    }
    var decoded: [String?] = []
    var allDecode = true
    for (label, ace) in zip(labels, isACE) {
      guard ace else {
        decoded.append(nil)
        continue
      }
      let (unicode, labelError) = IDNA.domainToUnicode(String(label))
      decoded.append(labelError == nil ? unicode : nil)
      if labelError != nil { allDecode = false }
    }
    return allDecode ? nil : decoded
  }

  /// The labels of `host`, split at each `.` (empty labels kept), without grapheme breaking.
  static func labels(of host: String) -> [Substring] {
    var labels: [Substring] = []
    let utf8 = host.utf8
    var start = utf8.startIndex
    var i = start
    while i < utf8.endIndex {
      let next = utf8.index(after: i)
      if utf8[i] == UInt8(ascii: ".") {
        labels.append(host[start..<i])
        start = next
      }
      i = next
    }
    labels.append(host[start...])
    return labels
  }

  /// Whether a decoded `xn--` label may be shown at all: it must hold a non-ASCII character (or
  /// it would display as another name), no forbidden domain code point (`ќ0:` from `xn--0:-yoc`:
  /// UTS #46 lets ASCII punctuation through, but no host holds a `:`, so the Unicode form would
  /// not convert back), and keep the hyphen rules ICU applies to display labels (no `--` in the
  /// 3rd and 4th positions, no leading or trailing `-`).
  private static func isDisplayableIDN(_ unicode: String) -> Bool {
    var hasNonASCII = false
    for byte in unicode.utf8 {
      if byte >= 0x80 { hasNonASCII = true } else if IDNA.isForbiddenDomainByte(byte) { return false }
    }
    guard hasNonASCII else { return false }
    var scalars = unicode.unicodeScalars.makeIterator()
    let first = scalars.next()
    _ = scalars.next()
    if first == "-" || unicode.unicodeScalars.last == "-" { return false }
    if scalars.next() == "-" && scalars.next() == "-" { return false }
    return true
  }
}
