import Glibc

/// Where the shell's history store is, decided as the `omnibox` tool decides it (its
/// `HistoryLocation`), so the two share one store:
///
/// 1. `--db FILE`, when given;
/// 2. else `$OMNIBOX_HISTORY`;
/// 3. else `$XDG_DATA_HOME/omnibox/history.sqlite` (an absolute `XDG_DATA_HOME` only);
/// 4. else `$HOME/.local/share/omnibox/history.sqlite`.
///
/// Empty variables count as unset.
enum ShellHistoryLocation {
  /// The store's file name under a data folder.
  static let fileUnderDataHome = "omnibox/history.sqlite"

  /// The store's path, or `nil` when none of the four says (no `HOME`).
  static func path(db: String?) -> String? {
    if let db { return db }
    if let path = environment("OMNIBOX_HISTORY") { return path }
    if let data = environment("XDG_DATA_HOME"), data.hasPrefix("/") { return joined(data, fileUnderDataHome) }
    return environment("HOME").map { joined($0, ".local/share/" + fileUnderDataHome) }
  }

  /// The variable's value; `nil` when unset or empty.
  private static func environment(_ name: String) -> String? {
    guard let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty else { return nil }
    return value
  }

  private static func joined(_ folder: String, _ rest: String) -> String {
    folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
  }
}
