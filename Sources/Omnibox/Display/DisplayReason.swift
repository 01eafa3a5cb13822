/// Why a host is shown the way it is: in Unicode, or as its ASCII (punycode) form.
///
/// A closed set. `description` is the stable machine-readable word the CLI prints
/// (`omnibox display --json` → `"reason"`), e.g. `"mixed-script"` or `"lookalike"` (the
/// imitated domain goes in `"lookalike_of"`).
///
///     DisplayFormatter().displayHost("xn--e1awd7f.com").reason     // .wholeScriptConfusable (Cyrillic "ерс")
///     DisplayFormatter().displayHost("xn--80ak6aa92e.com").reason  // .lookalike(of: "apple.com")
public enum DisplayReason: Sendable, Hashable, CustomStringConvertible {
  /// The host is ASCII with no `xn--` label (or an IP address): shown as is; ICU never ran.
  case ascii
  /// Every IDN label passed every check: shown in Unicode.
  case safeUnicode
  /// An `xn--` label does not decode to a valid IDN (bad punycode, UTS #46 or bidi violation,
  /// `--` in its 3rd and 4th positions, a leading or trailing hyphen, a character no host may
  /// hold such as `:` or `/`), or a Unicode host could not be converted to ASCII.
  case invalidIDN
  /// The host holds a control character (C0, DEL, C1) or a bidirectional control, which no host
  /// may hold: it is shown with those characters percent-escaped, never in Unicode.
  case invalidHost
  /// A label mixes scripts beyond one script plus the Latin + Han/Kana, Han/Bopomofo and
  /// Han/Hangul combinations (UTS #39 "highly restrictive"), or mixes non-ASCII Latin letters
  /// with another script.
  case mixedScript
  /// A label is written only with letters of one script that look like Latin letters
  /// (e.g. all-Cyrillic `аррӏе`), and the top-level domain is not in or for that script.
  case wholeScriptConfusable
  /// The host's confusable skeleton equals that of a top domain (``TopDomainList``) it is not,
  /// nor a subdomain of; the associated value is that domain. The whole host is shown in ASCII.
  case lookalike(of: String)
  /// A label holds a character that displays as nothing (zero-width joiners, Hangul fillers,
  /// variation selectors, braille blank, repeated combining marks).
  case invisibleCharacter
  /// A combining mark sits on an ASCII letter or hides in another character (`i` + dot above).
  case combiningMark
  /// A label holds a look-alike of URL syntax (slashes, dots, colons, hyphens, quotes) or a
  /// Kana/CJK character in a position where it reads as Latin or punctuation.
  case dangerousCharacter
  /// A label consists only of digits and characters that look like digits (`з` for 3, `θ` for 0).
  case digitLookalike
  /// A label mixes digits from different numbering systems.
  case mixedNumbers
  /// A label holds a character outside the identifier set browsers allow in domain names
  /// (UTS #39 Recommended + Inclusion, minus rarely used look-alikes).
  case disallowedCharacter
  /// A label holds a zero-width joiner or non-joiner (ZWJ, ZWNJ), which IDNA 2003 drops and
  /// IDNA 2008 keeps, and which cannot be seen. (`ß` and `ς`, the other two deviation
  /// characters, are shown as current Chromium shows them, subject to the other rules.)
  case deviationCharacter
  /// A label holds a letter allowed only under one country's domain (`þ`/`ð` outside `.is`,
  /// `ə` outside `.az`, `l·l` outside `.cat`).
  case tldSpecificCharacter
  /// ICU's spoof checker could not be opened or failed; every IDN is shown as punycode.
  case spoofCheckUnavailable
  /// The URL has no host (`mailto:`, `data:`, `about:blank`): nothing to decide.
  case noHost

  /// The stable reason word, e.g. `"whole-script-confusable"`, `"lookalike"`.
  public var description: String {
    switch self {
    case .ascii: "ascii"
    case .safeUnicode: "safe-unicode"
    case .invalidIDN: "invalid-idn"
    case .invalidHost: "invalid-host"
    case .mixedScript: "mixed-script"
    case .wholeScriptConfusable: "whole-script-confusable"
    case .lookalike: "lookalike"
    case .invisibleCharacter: "invisible-character"
    case .combiningMark: "combining-mark"
    case .dangerousCharacter: "dangerous-character"
    case .digitLookalike: "digit-lookalike"
    case .mixedNumbers: "mixed-numbers"
    case .disallowedCharacter: "disallowed-character"
    case .deviationCharacter: "deviation-character"
    case .tldSpecificCharacter: "tld-specific-character"
    case .spoofCheckUnavailable: "spoof-check-unavailable"
    case .noHost: "no-host"
    }
  }

  /// A sentence a person can read, as ``Resolution/Reason/explanation`` is for a resolution.
  public var explanation: String {
    switch self {
    case .ascii: "an ASCII host, shown as it is"
    case .safeUnicode: "every label passed every check: shown in Unicode"
    case .invalidIDN: "an xn-- label or a Unicode host that is no valid IDN"
    case .invalidHost: "a control character no host may hold, shown escaped"
    case .mixedScript: "a label mixes scripts"
    case .wholeScriptConfusable: "a label of one script made only of letters that look Latin"
    case .lookalike: "looks like a top domain it is not"
    case .invisibleCharacter: "a character that displays as nothing"
    case .combiningMark: "a combining mark on an ASCII letter or hidden in another character"
    case .dangerousCharacter: "a look-alike of URL syntax or of Latin letters"
    case .digitLookalike: "digits and characters that look like digits"
    case .mixedNumbers: "digits from different numbering systems"
    case .disallowedCharacter: "a character browsers do not allow in domain names"
    case .deviationCharacter: "a zero-width joiner or non-joiner, which cannot be seen"
    case .tldSpecificCharacter: "a letter allowed only under one country's domain"
    case .spoofCheckUnavailable: "the spoof checker is unavailable: every IDN is shown as punycode"
    case .noHost: "the URL has no host"
    }
  }

  /// One reason with an input that gets it: a host for ``DisplayFormatter/displayHost(_:)``, or
  /// a URL without a host for ``DisplayFormatter/display(_:)``; `nil` when no input can (the
  /// note says why). Tests run every example.
  package struct Example: Sendable {
    package let reason: DisplayReason
    package let host: String?
    package let url: String?
    package let note: String?
  }

  /// Every reason, each with an example, in declaration order.
  package static let examples: [Example] = [
    Example(reason: .ascii, host: "example.com", url: nil, note: nil),
    Example(reason: .safeUnicode, host: "b\u{FC}cher.example", url: nil, note: nil),
    Example(reason: .invalidIDN, host: "apple.com\u{2024}evil.com", url: nil, note: "one-dot leader"),
    Example(reason: .invalidHost, host: "a\u{1B}[31mb.com", url: nil, note: "a terminal escape"),
    Example(reason: .mixedScript, host: "a\u{585}.com", url: nil, note: "Latin and Armenian"),
    Example(
      reason: .wholeScriptConfusable, host: "\u{430}\u{440}\u{440}\u{4CF}\u{435}.de", url: nil, note: "all Cyrillic"),
    Example(reason: .lookalike(of: "youtube.com"), host: "youtu\u{DF}e.com", url: nil, note: nil),
    Example(reason: .invisibleCharacter, host: "\u{E9}\u{301}.com", url: nil, note: "one accent twice"),
    Example(reason: .combiningMark, host: "\u{4E2D}\u{301}.com", url: nil, note: nil),
    Example(reason: .dangerousCharacter, host: "a\u{B7}b.cat", url: nil, note: "a middle dot not between two l"),
    Example(reason: .digitLookalike, host: "\u{437}4.com", url: nil, note: "Cyrillic з reads as 3"),
    Example(
      reason: .mixedNumbers, host: "\u{645}\u{648}\u{642}\u{639}\u{6F1}1.com", url: nil,
      note: "Persian and ASCII digits"),
    Example(reason: .disallowedCharacter, host: "\u{1E03}ank.com", url: nil, note: nil),
    Example(
      reason: .deviationCharacter, host: "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}.ir", url: nil,
      note: "a ZWNJ"),
    Example(reason: .tldSpecificCharacter, host: "\u{FE}ingvellir.com", url: nil, note: "thorn outside .is"),
    Example(
      reason: .spoofCheckUnavailable, host: nil, url: nil,
      note: "only when ICU's spoof checker cannot be opened"),
    Example(reason: .noHost, host: nil, url: "mailto:someone@example.com", note: nil),
  ]

  /// Whether this reason lets the host be shown in Unicode (only ``safeUnicode``).
  public var allowsUnicode: Bool { self == .safeUnicode }

  /// The top domain a ``lookalike(of:)`` host imitates, `nil` for every other reason.
  public var lookalikeOf: String? {
    if case .lookalike(let domain) = self { return domain }
    return nil
  }
}
