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

  /// Whether this reason lets the host be shown in Unicode (only ``safeUnicode``).
  public var allowsUnicode: Bool { self == .safeUnicode }

  /// The top domain a ``lookalike(of:)`` host imitates, `nil` for every other reason.
  public var lookalikeOf: String? {
    if case .lookalike(let domain) = self { return domain }
    return nil
  }
}
