/// The public suffix of a host, and the rule of the Public Suffix List that decided it.
///
///     PublicSuffixList.embedded.publicSuffix(of: "www.example.co.uk")
///     // suffix "co.uk", section .icann, rule .normal, isListed true
///     PublicSuffixList.embedded.publicSuffix(of: "printer.lan")
///     // suffix "lan", section .implicit, rule .implicitWildcard, isListed false
///
/// See https://publicsuffix.org/list/ (the "Algorithm" section).
public struct PublicSuffixMatch: Sendable, Hashable {
  /// Which part of the list the prevailing rule came from.
  public enum Section: Sendable, Hashable {
    /// The ICANN section: suffixes operated under ICANN policy (`com`, `co.uk`, `公司.cn`).
    case icann
    /// The private section: suffixes that companies offer for subdomains (`github.io`, `blogspot.com`).
    case `private`
    /// No rule of the list matched; the implicit `*` rule made the last label the suffix.
    case implicit
  }

  /// The shape of the prevailing rule.
  public enum RuleKind: Sendable, Hashable {
    /// A listed name such as `co.uk`: the suffix is exactly the rule.
    case normal
    /// A listed wildcard such as `*.ck`: the suffix is the rule with `*` replaced by the host's label.
    case wildcard
    /// A listed exception such as `!www.ck`: the suffix is the rule minus its first label (`ck`).
    case exception
    /// The implicit `*` rule for names the list does not mention: the suffix is the last label.
    case implicitWildcard
  }

  /// The public suffix in the input's form: the same bytes as the end of the host, so Unicode
  /// stays Unicode, `xn--` stays `xn--`, case and a trailing dot are kept (`"Example.CO.UK."` → `"CO.UK."`).
  public let suffix: String
  /// Where the prevailing rule came from; ``Section/implicit`` when no listed rule matched.
  public let section: Section
  /// The kind of the prevailing rule.
  public let rule: RuleKind

  /// A rule of the list matched (the suffix is not just the implicit `*` default).
  ///
  /// This is the omnibox's "is the last part of this host a known public suffix" question.
  public var isListed: Bool { rule != .implicitWildcard }

  /// Creates a match; normally you get one from ``PublicSuffixList/publicSuffix(of:includingPrivateRules:)``.
  public init(suffix: String, section: Section, rule: RuleKind) {
    self.suffix = suffix
    self.section = section
    self.rule = rule
  }
}
