/// International domain names: UTS #46 processing through the system ICU, and the URL Standard's
/// "domain to ASCII" / "domain to Unicode" built on it.
///
///     try IDNA.domainToASCII("Bücher.example")             // "xn--bcher-kva.example"
///     IDNA.domainToUnicode("xn--bcher-kva.example").domain  // "bücher.example"
///
/// Processing is always nontransitional, with CheckBidi and CheckJoiners on; ``Options`` holds the
/// three flags the URL Standard varies. All functions are pure and safe to call from any thread.
/// Only input that needs it reaches ICU: "domain to ASCII" only lowercases an all-ASCII domain,
/// and maps and Punycode-encodes by itself a name whose labels are ASCII or letters of the
/// scripts typed most often (Latin-1, Cyrillic, Greek, CJK, kana, Hangul), with ICU's answer.
///
/// Limits: input longer than ``maximumInputLength`` UTF-8 bytes is refused with
/// ``IDNAError/Violations/inputTooLong`` before reaching ICU, except by ``domainToASCII(_:)`` on
/// all-ASCII input, which the URL Standard only lowercases, whatever its length.
///
/// See https://url.spec.whatwg.org/#idna and https://www.unicode.org/reports/tr46/
public enum IDNA {
  /// Inputs longer than this many UTF-8 bytes are refused with ``IDNAError/Violations/inputTooLong``
  /// before reaching ICU. Real domain names are at most 253 bytes; the bound keeps hostile input cheap.
  public static let maximumInputLength = 65_536

  /// UTS #46 processing flags. Processing is always nontransitional, with CheckBidi and
  /// CheckJoiners on; these are the flags the URL Standard varies.
  public struct Options: Sendable, Hashable {
    /// UseSTD3ASCIIRules: only letters, digits and hyphens are allowed in ASCII.
    public var useSTD3ASCIIRules: Bool
    /// CheckHyphens: no hyphen at a label's start or end, nor in positions 3 and 4.
    public var checkHyphens: Bool
    /// VerifyDnsLength: labels of 1–63 bytes, names of 1–253 bytes (ToASCII).
    ///
    /// ToUnicode has no length check; there this flag only decides whether an empty label is
    /// reported (the status IdnaTestV2 calls X4_2, ToUnicode's counterpart of ToASCII's A4_2).
    public var verifyDNSLength: Bool

    /// Creates a set of flags.
    public init(useSTD3ASCIIRules: Bool, checkHyphens: Bool, verifyDNSLength: Bool) {
      self.useSTD3ASCIIRules = useSTD3ASCIIRules
      self.checkHyphens = checkHyphens
      self.verifyDNSLength = verifyDNSLength
    }

    /// The URL Standard's lenient settings (`beStrict` false): all three checks off.
    public static let urlStandard = Options(useSTD3ASCIIRules: false, checkHyphens: false, verifyDNSLength: false)
    /// The URL Standard's strict ("beStrict") settings: STD3 rules and DNS lengths on, hyphens off.
    public static let urlStandardStrict = Options(useSTD3ASCIIRules: true, checkHyphens: false, verifyDNSLength: true)
    /// Every check on, as in registration-time validation (and IdnaTestV2's default flags).
    public static let strict = Options(useSTD3ASCIIRules: true, checkHyphens: true, verifyDNSLength: true)

    /// Violations these options do not check for on ToASCII.
    var ignoredOnToASCII: IDNAError.Violations {
      var v: IDNAError.Violations = []
      if !checkHyphens { v.insert(.hyphenPlacement) }
      if !verifyDNSLength { v.formUnion([.emptyLabel, .labelTooLong, .domainTooLong]) }
      return v
    }

    /// Violations these options do not check for on ToUnicode (which never checks lengths).
    var ignoredOnToUnicode: IDNAError.Violations {
      var v: IDNAError.Violations = [.labelTooLong, .domainTooLong]
      if !checkHyphens { v.insert(.hyphenPlacement) }
      if !verifyDNSLength { v.insert(.emptyLabel) }
      return v
    }
  }

  // MARK: UTS #46

  /// UTS #46 ToASCII (nontransitional), always through ICU, even for ASCII input.
  ///
  ///     try IDNA.toASCII("faß.de", options: .strict)   // "xn--fa-hia.de"
  ///     try IDNA.toASCII("xn--", options: .strict)     // throws: invalid xn-- label; misplaced hyphen
  ///
  /// The empty string is valid unless `options.verifyDNSLength` is on.
  ///
  /// - Throws: ``IDNAError`` naming every rule the input broke under `options`.
  /// - Complexity: O(n) in UTF-8 length; one ICU call.
  public static func toASCII(_ domain: String, options: Options = .urlStandard) throws(IDNAError) -> String {
    var domain = domain
    let result = domain.withUTF8 { toASCII(bytes: $0, options: options) }
    switch result {
    case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
    case .failure(let error): throw error
    }
  }

  /// UTS #46 ToASCII on UTF-8 bytes that may not be valid UTF-8.
  ///
  ///     try IDNA.toASCII(utf8: [0x61, 0xFF])  // throws: invalid UTF-8
  ///
  /// - Throws: ``IDNAError/Violations/invalidUTF8`` for ill-formed input, otherwise as ``toASCII(_:options:)``.
  public static func toASCII(
    utf8 bytes: some Collection<UInt8>, options: Options = .urlStandard
  ) throws(IDNAError) -> String {
    guard bytes.count <= maximumInputLength else { throw IDNAError(.inputTooLong) }
    // Validated here rather than with `String(validating:as:)`, which needs macOS 15 / iOS 18.
    let utf8 = Array(bytes)
    guard utf8.withUnsafeBufferPointer(isValidUTF8) else { throw IDNAError(.invalidUTF8) }
    return try toASCII(String(decoding: utf8, as: UTF8.self), options: options)
  }

  /// UTS #46 ToUnicode (nontransitional), always through ICU.
  ///
  /// ToUnicode never fails: it returns its best output together with the rules broken, if any.
  ///
  ///     IDNA.toUnicode("xn--fa-hia.de").domain          // "faß.de"
  ///     IDNA.toUnicode("xn--a.de").error?.violations     // [.invalidACELabel]
  ///
  /// - Complexity: O(n) in UTF-8 length; one ICU call.
  public static func toUnicode(
    _ domain: String, options: Options = .urlStandard
  ) -> (domain: String, error: IDNAError?) {
    var domain = domain
    return domain.withUTF8 { buffer in
      guard buffer.count <= maximumInputLength else {
        return (String(decoding: buffer, as: UTF8.self), IDNAError(.inputTooLong))
      }
      let r = ICUIDNA.process(buffer, direction: .toUnicode, useSTD3ASCIIRules: options.useSTD3ASCIIRules)
      let violations = r.violations.subtracting(options.ignoredOnToUnicode)
      let error = violations.isEmpty && r.icuStatus == nil ? nil : IDNAError(violations, icuStatus: r.icuStatus)
      return (String(decoding: r.output, as: UTF8.self), error)
    }
  }

  // MARK: URL Standard

  /// The URL Standard's "domain to ASCII" with beStrict false, followed by the host parser's
  /// forbidden-domain-code-point check.
  ///
  /// An all-ASCII domain is only lowercased: it never reaches ICU, whatever its labels, so
  /// `xn--`, `xn--a`, empty labels and 300-byte labels are all valid here (current URL Standard,
  /// whatwg/url#914). Any other domain goes through UTS #46 ToASCII with ``Options/urlStandard``
  /// (computed without ICU, with the same answer, for names in the scripts `IDNAShortcut`
  /// knows). The result is refused when it is empty or contains a forbidden domain code point
  /// (C0 controls, space, `#` `%` `/` `:` `<` `>` `?` `@` `[` `\` `]` `^` `|`, DEL).
  ///
  ///     try IDNA.domainToASCII("EXAMPLE.com")  // "example.com"
  ///     try IDNA.domainToASCII("例え.jp")       // "xn--r8jz45g.jp"
  ///     try IDNA.domainToASCII("a⩴b")          // throws: forbidden domain code point (⩴ maps to "::=")
  ///
  /// - Throws: ``IDNAError`` when UTS #46 processing fails, the result is empty, or it holds a
  ///   forbidden domain code point.
  /// - Complexity: O(n) in UTF-8 length; no allocation for a lowercase ASCII domain; at most one
  ///   ICU call otherwise.
  /// - SeeAlso: https://url.spec.whatwg.org/#concept-domain-to-ascii
  public static func domainToASCII(_ domain: String) throws(IDNAError) -> String {
    var domain = domain
    let unchanged: Bool = domain.withUTF8 { bytes in
      guard !bytes.isEmpty else { return false }
      for byte in bytes where byte >= 0x80 || ASCII.isUpper(byte) || isForbiddenDomainByte(byte) {
        return false
      }
      return true
    }
    if unchanged { return domain }
    let result = domain.withUTF8 { domainToASCII(bytes: $0) }
    switch result {
    case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
    case .failure(let error): throw error
    }
  }

  /// "domain to ASCII" on UTF-8 bytes that may not be valid UTF-8; see ``domainToASCII(_:)``.
  ///
  ///     try IDNA.domainToASCII(utf8: Array("ExAmple.com".utf8))  // "example.com"
  ///     try IDNA.domainToASCII(utf8: [0xC3])                       // throws: invalid UTF-8
  ///
  /// - Throws: ``IDNAError/Violations/invalidUTF8`` for ill-formed input, otherwise as ``domainToASCII(_:)``.
  public static func domainToASCII(utf8 bytes: some Collection<UInt8>) throws(IDNAError) -> String {
    switch bytes.withContiguousBytes({ domainToASCII(bytes: $0) }) {
    case .success(let output): return String(decoding: output, as: UTF8.self)
    case .failure(let error): throw error
    }
  }

  /// The URL Standard's "domain to Unicode": UTS #46 ToUnicode with ``Options/urlStandard``.
  ///
  /// Errors do not stop it; they are returned beside the best-effort result.
  ///
  ///     IDNA.domainToUnicode("xn--r8jz45g.jp").domain  // "例え.jp"
  ///
  /// - SeeAlso: https://url.spec.whatwg.org/#concept-domain-to-unicode
  public static func domainToUnicode(_ domain: String) -> (domain: String, error: IDNAError?) {
    toUnicode(domain, options: .urlStandard)
  }

  /// The ICU version doing the work, e.g. `"72.1"`.
  public static var icuVersion: String { ICUIDNA.icuVersion }

  // MARK: Byte-level entry points for the host parser

  /// "domain to ASCII" (with the forbidden-domain-code-point check) on UTF-8 bytes; see
  /// ``domainToASCII(_:)``. Ill-formed UTF-8 fails with ``IDNAError/Violations/invalidUTF8``.
  static func domainToASCII(bytes: UnsafeBufferPointer<UInt8>) -> Result<[UInt8], IDNAError> {
    var isASCII = true
    for byte in bytes where byte >= 0x80 {
      isASCII = false
      break
    }
    let output: [UInt8]
    if isASCII {
      output = bytes.map { ASCII.lowercased($0) }
    } else {
      guard bytes.count <= maximumInputLength else { return .failure(IDNAError(.inputTooLong)) }
      guard isValidUTF8(bytes) else { return .failure(IDNAError(.invalidUTF8)) }
      // Names in the scripts typed most often need no ICU call (the answer is the same).
      if let shortcut = IDNAShortcut.toASCII(bytes) {
        output = shortcut
      } else {
        switch toASCII(bytes: bytes, options: .urlStandard) {
        case .success(let bytes): output = bytes
        case .failure(let error): return .failure(error)
        }
      }
    }
    if output.isEmpty { return .failure(IDNAError(.emptyResult)) }
    if output.contains(where: isForbiddenDomainByte) { return .failure(IDNAError(.forbiddenCodePoint)) }
    return .success(output)
  }

  /// UTS #46 ToASCII on UTF-8 bytes; see ``toASCII(_:options:)``. The caller guarantees valid UTF-8
  /// (ICU would turn ill-formed sequences into U+FFFD, which is disallowed, so they fail anyway).
  static func toASCII(bytes: UnsafeBufferPointer<UInt8>, options: Options) -> Result<[UInt8], IDNAError> {
    guard bytes.count <= maximumInputLength else { return .failure(IDNAError(.inputTooLong)) }
    let r = ICUIDNA.process(bytes, direction: .toASCII, useSTD3ASCIIRules: options.useSTD3ASCIIRules)
    if let status = r.icuStatus { return .failure(IDNAError(r.violations, icuStatus: status)) }
    let violations = r.violations.subtracting(options.ignoredOnToASCII)
    if !violations.isEmpty { return .failure(IDNAError(violations)) }
    return .success(r.output)
  }

  /// A forbidden domain code point, for the ASCII range (https://url.spec.whatwg.org/#forbidden-domain-code-point):
  /// C0 controls, space, `#` `%` `/` `:` `<` `>` `?` `@` `[` `\` `]` `^` `|` and DEL.
  @inline(__always)
  static func isForbiddenDomainByte(_ byte: UInt8) -> Bool {
    if byte <= 0x20 || byte == 0x7F { return true }
    switch byte {
    case UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "\\"),
      UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "|"):
      return true
    default:
      return false
    }
  }

  /// Whether `bytes` is well-formed UTF-8 (no overlongs, surrogates or values above U+10FFFF).
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    UTF8Validation.isValid(bytes)
  }
}
