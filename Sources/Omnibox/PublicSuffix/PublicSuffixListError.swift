/// Why a Public Suffix List could not be loaded or compiled.
///
/// `description` says what was wrong and where, e.g.
/// `"public suffix list line 12: rule \"a..b\": empty label"`.
public enum PublicSuffixListError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with a single rule.
  public enum RuleProblem: Sendable, Hashable {
    /// A label is empty (`a..b`, `.com`, `com.`).
    case emptyLabel
    /// `*` is allowed only as a whole leftmost label of a non-exception rule (`*.ck`).
    case misplacedWildcard
    /// `!` must start an exception rule of at least two labels (`!www.ck`).
    case invalidException
    /// A label is longer than 255 UTF-8 bytes.
    case labelTooLong
    /// A C0 control, DEL, or a forbidden domain code point (`/`, `:`, `%`, `@`, ...).
    case invalidCharacter
  }

  /// The file could not be opened or read; `reason` is the system's message (`strerror`).
  case unreadableFile(path: String, reason: String)
  /// The text is larger than ``PublicSuffixList/maximumListSize`` bytes.
  case tooLarge(bytes: Int)
  /// Line `line` is not valid UTF-8.
  case invalidUTF8(line: Int)
  /// Line `line` holds a rule the list format does not allow.
  case invalidRule(line: Int, rule: String, problem: RuleProblem)
  /// A `===BEGIN …===` / `===END …===` section marker on line `line` does not pair up
  /// (nested, mismatched, or never closed: `line` is then the last line).
  case unbalancedSection(line: Int)
  /// The text holds no rule at all (an empty or wrong file).
  case noRules

  /// What was wrong, in words.
  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason):
      return "cannot read public suffix list \(path): \(reason)"
    case .tooLarge(let bytes):
      return "public suffix list of \(bytes) bytes is larger than the \(PublicSuffixList.maximumListSize)-byte limit"
    case .invalidUTF8(let line):
      return "public suffix list line \(line): invalid UTF-8"
    case .invalidRule(let line, let rule, let problem):
      let what: String
      switch problem {
      case .emptyLabel: what = "empty label"
      case .misplacedWildcard: what = "'*' must be the whole leftmost label"
      case .invalidException: what = "'!' must start a rule of two or more labels"
      case .labelTooLong: what = "label longer than 255 bytes"
      case .invalidCharacter: what = "character not allowed in a domain name"
      }
      return "public suffix list line \(line): rule \(rule.debugDescription): \(what)"
    case .unbalancedSection(let line):
      return "public suffix list line \(line): unbalanced ===BEGIN/END=== section marker"
    case .noRules:
      return "public suffix list holds no rules"
    }
  }
}

extension PublicSuffixListError {
  /// The list's own words for a failed file read.
  init(_ error: FileReadError) {
    switch error {
    case .unreadable(let path, let reason): self = .unreadableFile(path: path, reason: reason)
    case .tooLarge(let bytes): self = .tooLarge(bytes: bytes)
    }
  }
}
