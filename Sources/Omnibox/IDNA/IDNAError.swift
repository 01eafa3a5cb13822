/// Why UTS #46 processing refused a domain name.
///
/// The violations mirror the UTS #46 validity criteria that ICU reports; `description` names them
/// in words, e.g. `"disallowed code point; bidi rule"`.
public struct IDNAError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The set of UTS #46 rules a domain broke.
  public struct Violations: OptionSet, Sendable, Hashable {
    /// The violation bits.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A label is empty (`a..b`); only reported when DNS length checks are on.
    public static let emptyLabel = Violations(rawValue: 1 << 0)
    /// A label is longer than 63 bytes; only reported when DNS length checks are on.
    public static let labelTooLong = Violations(rawValue: 1 << 1)
    /// The name is longer than 253 bytes; only reported when DNS length checks are on.
    public static let domainTooLong = Violations(rawValue: 1 << 2)
    /// A hyphen at the start or end of a label, or in positions 3 and 4 (CheckHyphens).
    public static let hyphenPlacement = Violations(rawValue: 1 << 3)
    /// A label starts with a combining mark.
    public static let leadingCombiningMark = Violations(rawValue: 1 << 4)
    /// A code point that UTS #46 disallows (or one STD3 rules forbid).
    public static let disallowedCodePoint = Violations(rawValue: 1 << 5)
    /// An `xn--` label whose Punycode does not decode.
    public static let invalidPunycode = Violations(rawValue: 1 << 6)
    /// A label that decodes to something containing a dot.
    public static let labelHasDot = Violations(rawValue: 1 << 7)
    /// An `xn--` label whose decoded form is not a valid, normalized U-label.
    public static let invalidACELabel = Violations(rawValue: 1 << 8)
    /// The RFC 5893 bidi rule (CheckBidi).
    public static let bidiRule = Violations(rawValue: 1 << 9)
    /// A ZERO WIDTH (NON-)JOINER in a context RFC 5892 does not allow (CheckJoiners).
    public static let joinerContext = Violations(rawValue: 1 << 10)
    /// A code point the URL Standard forbids in domains (space, `%`, `<`, controls, ...).
    public static let forbiddenCodePoint = Violations(rawValue: 1 << 11)
    /// Processing produced the empty string.
    public static let emptyResult = Violations(rawValue: 1 << 12)
    /// The input is longer than ``IDNA/maximumInputLength``.
    public static let inputTooLong = Violations(rawValue: 1 << 13)
    /// ICU itself failed (memory, or an unexpected status); see ``IDNAError/icuStatus``.
    public static let processingFailure = Violations(rawValue: 1 << 14)
    /// The input bytes are not well-formed UTF-8 (byte-level entry points only).
    public static let invalidUTF8 = Violations(rawValue: 1 << 15)

    static let names: [(Violations, String)] = [
      (.emptyLabel, "empty label"), (.labelTooLong, "label longer than 63 bytes"),
      (.domainTooLong, "domain longer than 253 bytes"), (.hyphenPlacement, "misplaced hyphen"),
      (.leadingCombiningMark, "label starts with a combining mark"),
      (.disallowedCodePoint, "disallowed code point"), (.invalidPunycode, "invalid punycode"),
      (.labelHasDot, "label decodes to a dot"), (.invalidACELabel, "invalid xn-- label"),
      (.bidiRule, "bidi rule violated"), (.joinerContext, "zero-width joiner out of context"),
      (.forbiddenCodePoint, "forbidden domain code point"), (.emptyResult, "empty domain"),
      (.inputTooLong, "input too long"), (.processingFailure, "ICU processing failed"),
      (.invalidUTF8, "invalid UTF-8"),
    ]
  }

  /// The rules the domain broke (never empty).
  public let violations: Violations
  /// The ICU status name when ICU itself failed (e.g. `U_MEMORY_ALLOCATION_ERROR`), else `nil`.
  public let icuStatus: String?

  /// Creates an error for `violations` (and the ICU status name when ICU itself failed).
  public init(_ violations: Violations, icuStatus: String? = nil) {
    self.violations = violations
    self.icuStatus = icuStatus
  }

  /// The broken rules in words, separated by `"; "`, e.g. `"invalid punycode; misplaced hyphen"`.
  public var description: String {
    var parts: [String] = []
    for (flag, name) in Violations.names where violations.contains(flag) { parts.append(name) }
    if let icuStatus { parts.append(icuStatus) }
    return parts.isEmpty ? "invalid domain" : parts.joined(separator: "; ")
  }
}
