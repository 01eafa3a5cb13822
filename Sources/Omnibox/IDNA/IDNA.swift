/// International domain names: UTS #46 processing through the system ICU, and the URL Standard's
/// "domain to ASCII" / "domain to Unicode" built on it.
///
///     try IDNA.domainToASCII("Bücher.example")   // "xn--bcher-kva.example"
///     IDNA.domainToUnicode("xn--bcher-kva.example").domain  // "bücher.example"
///
/// All functions are pure and safe to call from any thread. Only input that needs it reaches ICU.
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
    /// VerifyDnsLength: labels of 1–63 bytes, names of at most 253 bytes (ToASCII only).
    public var verifyDNSLength: Bool

    public init(useSTD3ASCIIRules: Bool, checkHyphens: Bool, verifyDNSLength: Bool) {
      self.useSTD3ASCIIRules = useSTD3ASCIIRules
      self.checkHyphens = checkHyphens
      self.verifyDNSLength = verifyDNSLength
    }

    /// The URL Standard's lenient settings: all three checks off.
    public static let urlStandard = Options(useSTD3ASCIIRules: false, checkHyphens: false, verifyDNSLength: false)
    /// The URL Standard's strict ("beStrict") settings: STD3 rules and DNS lengths on, hyphens off.
    public static let urlStandardStrict = Options(useSTD3ASCIIRules: true, checkHyphens: false, verifyDNSLength: true)
    /// Every check on, as in registration-time validation (and IdnaTestV2's default flags).
    public static let strict = Options(useSTD3ASCIIRules: true, checkHyphens: true, verifyDNSLength: true)

    /// Violations these options do not check for.
    var ignored: IDNAError.Violations {
      var v: IDNAError.Violations = []
      if !checkHyphens { v.insert(.hyphenPlacement) }
      if !verifyDNSLength { v.formUnion([.emptyLabel, .labelTooLong, .domainTooLong]) }
      return v
    }
  }

  /// UTS #46 ToASCII (nontransitional), always through ICU.
  ///
  ///     try IDNA.toASCII("faß.de", options: .strict)  // "xn--fa-hia.de"
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

  /// UTS #46 ToUnicode (nontransitional), always through ICU.
  ///
  /// ToUnicode never fails: it returns its best output together with the rules broken, if any.
  public static func toUnicode(
    _ domain: String, options: Options = .urlStandard
  ) -> (domain: String, error: IDNAError?) {
    var domain = domain
    return domain.withUTF8 { buffer in
      guard buffer.count <= maximumInputLength else {
        return (String(decoding: buffer, as: UTF8.self), IDNAError(.inputTooLong))
      }
      let r = ICUIDNA.process(buffer, direction: .toUnicode, useSTD3ASCIIRules: options.useSTD3ASCIIRules)
      let violations = r.violations.subtracting(options.ignored.subtracting(.emptyLabel))
      let error = violations.isEmpty && r.icuStatus == nil ? nil : IDNAError(violations, icuStatus: r.icuStatus)
      return (String(decoding: r.output, as: UTF8.self), error)
    }
  }

  /// The URL Standard's "domain to ASCII" with beStrict false.
  ///
  /// An all-ASCII domain is only lowercased (it never reaches ICU, whatever its labels); any other
  /// domain goes through UTS #46 ToASCII with ``Options/urlStandard``. The empty result is refused.
  /// The forbidden-domain-code-point check is the host parser's next step, not part of this one.
  ///
  ///     try IDNA.domainToASCII("EXAMPLE.com")  // "example.com"
  ///     try IDNA.domainToASCII("例え.jp")       // "xn--r8jz45g.jp"
  ///
  /// - Throws: ``IDNAError`` when UTS #46 processing fails or yields the empty string.
  public static func domainToASCII(_ domain: String) throws(IDNAError) -> String {
    var domain = domain
    let result = domain.withUTF8 { domainToASCII(bytes: $0) }
    switch result {
    case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
    case .failure(let error): throw error
    }
  }

  /// The URL Standard's "domain to Unicode": UTS #46 ToUnicode with the URL Standard's flags.
  /// Errors do not stop it; they are returned beside the best-effort result.
  public static func domainToUnicode(_ domain: String) -> (domain: String, error: IDNAError?) {
    toUnicode(domain, options: .urlStandard)
  }

  /// The ICU version doing the work, e.g. `"72.1"`.
  public static var icuVersion: String { ICUIDNA.icuVersion }

  // MARK: Byte-level entry points for the host parser

  /// "domain to ASCII" on UTF-8 bytes; see ``domainToASCII(_:)``.
  static func domainToASCII(bytes: UnsafeBufferPointer<UInt8>) -> Result<[UInt8], IDNAError> {
    var isASCII = true
    for byte in bytes where byte >= 0x80 { isASCII = false; break }
    if isASCII {
      if bytes.isEmpty { return .failure(IDNAError(.emptyResult)) }
      return .success(bytes.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 })
    }
    return toASCII(bytes: bytes, options: .urlStandard)
  }

  /// UTS #46 ToASCII on UTF-8 bytes; see ``toASCII(_:options:)``.
  static func toASCII(bytes: UnsafeBufferPointer<UInt8>, options: Options) -> Result<[UInt8], IDNAError> {
    guard bytes.count <= maximumInputLength else { return .failure(IDNAError(.inputTooLong)) }
    let r = ICUIDNA.process(bytes, direction: .toASCII, useSTD3ASCIIRules: options.useSTD3ASCIIRules)
    if let status = r.icuStatus { return .failure(IDNAError(r.violations, icuStatus: status)) }
    let violations = r.violations.subtracting(options.ignored)
    if !violations.isEmpty { return .failure(IDNAError(violations)) }
    if r.output.isEmpty { return .failure(IDNAError(.emptyResult)) }
    return .success(r.output)
  }
}
