/// Why a suggestion response could not be read.
///
///     try SearchSuggestions(parsing: "<html>")  // throws .invalidJSON(…)
///     try SearchSuggestions(parsing: "[1, 2]")  // throws .unexpectedShape("element 0 is not a string or an object")
public enum SuggestionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The body is not JSON (after removing a `)]}'` line).
  case invalidJSON(JSONError)
  /// The JSON is not one of the known suggestion formats; the text says what was found.
  case unexpectedShape(String)
  /// The response's charset is neither UTF-8 nor windows-1252/ISO-8859-1.
  case unsupportedCharset(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidJSON(let e): return "suggestions: \(e.description)"
    case .unexpectedShape(let what): return "suggestions: unexpected shape: \(what)"
    case .unsupportedCharset(let label): return "suggestions: unsupported charset '\(label)'"
    }
  }
}
