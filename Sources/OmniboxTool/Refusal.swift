import Omnibox

/// Why a command refused an input, in the one voice every command speaks: ``reason``, a stable
/// kebab-case slug (JSON `"reason"`, for scripts), and ``explanation``, a sentence (standard
/// error and JSON `"explanation"`, for people).
///
///     omnibox: <input>: <explanation> (<reason>)          # standard error, text mode
///     {"input":…,"reason":"<reason>","explanation":"<explanation>"}   # --json
///
/// Every command's slugs and sentences are listed by `omnibox <command> --help` and in the
/// CommandLineTool article; `RefusalVoiceTests` checks both against what the commands print.
struct Refusal: Equatable, Sendable {
  /// The stable slug, e.g. `"empty"` or `"invalid-url"`.
  let reason: String
  /// The sentence, e.g. `"empty input"`.
  let explanation: String

  /// The input is empty or only white space: the same answer in every command.
  static let empty = Refusal(reason: "empty", explanation: "empty input")

  /// The input is not a URL the WHATWG parser accepts (`display`, `policy`); the sentence says
  /// what the parser found.
  static func invalidURL(_ error: URLParseError) -> Refusal {
    Refusal(reason: "invalid-url", explanation: "invalid URL: \(error.description)")
  }

  /// What standard error shows after `omnibox: <input>: `.
  var message: String { "\(explanation) (\(reason))" }

  /// Whether `input` holds nothing but white space (or nothing at all).
  static func isBlank(_ input: String) -> Bool {
    input.unicodeScalars.allSatisfy(UnicodeWhitespace.contains)
  }

  /// Whether the UTF-8 bytes of a line hold nothing but white space: one byte read for the usual
  /// line, which starts with neither white space nor the lead byte of one (C2, E1, E2, E3); the
  /// rest is the library's ``UnicodeWhitespace/isBlank(utf8:)``. `BlankLineTests` checks it
  /// against the standard library's White_Space property.
  @inline(__always)
  static func isBlank(utf8 line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = line.first else { return true }
    if first > 0x20 && first != 0xC2 && first &- 0xE1 >= 3 { return false }
    return UnicodeWhitespace.isBlank(utf8: line)
  }
}
