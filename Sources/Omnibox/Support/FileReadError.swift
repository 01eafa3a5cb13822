/// Why ``FileReader`` could not return a file's bytes. Callers map it to their own public error
/// (``PublicSuffixListError``, ``ClearURLsRulesError``), which word the message for their file.
enum FileReadError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be opened or read; `reason` is the system's message (`strerror`),
  /// e.g. `"No such file or directory"`.
  case unreadable(path: String, reason: String)
  /// More than the allowed number of bytes; `bytes` is how many had been read when the limit
  /// was crossed (at least the limit plus one).
  case tooLarge(bytes: Int)

  /// What was wrong, in words.
  var description: String {
    switch self {
    case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
    case .tooLarge(let bytes): return "file larger than allowed (\(bytes) bytes read)"
    }
  }
}
