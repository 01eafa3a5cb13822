#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment variables the tool reads to find the history store (`OMNIBOX_HISTORY`,
/// `XDG_DATA_HOME`, `HOME`): the process's own, or, within ``$overrides``, a test's, so that an
/// in-process test never reaches the person's real store.
enum ToolEnvironment {
  /// Replaces the whole environment for the current task when set (`nil`: the process's).
  @TaskLocal static var overrides: [String: String]?

  /// The value of `name`, `nil` when unset or empty.
  static func value(_ name: String) -> String? {
    let text: String?
    if let overrides {
      text = overrides[name]
    } else {
      text = getenv(name).map { String(cString: $0) }
    }
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
