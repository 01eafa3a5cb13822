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
    input.unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }

  /// Whether the UTF-8 bytes of a line hold nothing but white space, read only up to the first
  /// scalar that is not (one byte for most lines), with no string made. White space outside
  /// ASCII (U+0085, U+00A0, U+1680, U+2000–U+205F, U+3000) starts with byte C2, E1, E2 or E3,
  /// so only those ask for the scalar's Unicode properties; invalid UTF-8 is not blank (it
  /// decodes to U+FFFD). `RefusalVoiceTests` checks it against ``isBlank(_:)``.
  @inline(__always)
  static func isBlank(utf8 line: UnsafeBufferPointer<UInt8>) -> Bool {
    // The usual line starts with a byte that is neither white space nor the lead of one.
    guard let first = line.first else { return true }
    if first > 0x20 && first != 0xC2 && first &- 0xE1 >= 3 { return false }
    return scannedIsBlank(line)
  }

  @inline(never)
  private static func scannedIsBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < line.count {
      let byte = line[index]
      if byte == 0x20 || byte &- 0x09 < 5 {
        index += 1
        continue
      }
      guard byte == 0xC2 || byte &- 0xE1 < 3 else { return false }
      var bytes = UnsafeBufferPointer(rebasing: line[index...]).makeIterator()
      var decoder = UTF8()
      guard case .scalarValue(let scalar) = decoder.decode(&bytes), scalar.properties.isWhitespace else { return false }
      index += scalar.utf8.count
    }
    return true
  }
}
