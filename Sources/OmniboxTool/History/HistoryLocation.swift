/// Where the history store is: the one place the tool decides it (`omnibox history`,
/// `omnibox suggest`).
///
/// 1. `--db FILE`, when given;
/// 2. else `$OMNIBOX_HISTORY`;
/// 3. else `$XDG_DATA_HOME/omnibox/history.sqlite`;
/// 4. else `$HOME/.local/share/omnibox/history.sqlite`.
///
/// Empty variables count as unset; an `XDG_DATA_HOME` that is not absolute is ignored, as the
/// XDG Base Directory specification says.
enum HistoryLocation {
  /// The store's file name under a data folder.
  static let fileUnderDataHome = "omnibox/history.sqlite"

  /// The store's path, or a usage error when none of the four says (no `HOME`).
  static func path(db: String?) throws(UsageError) -> String {
    if let db {
      guard !db.isEmpty else { throw UsageError("--db needs a file name") }
      return db
    }
    if let path = ToolEnvironment.value("OMNIBOX_HISTORY") { return path }
    if let data = ToolEnvironment.value("XDG_DATA_HOME"), data.hasPrefix("/") {
      return joined(data, fileUnderDataHome)
    }
    if let home = ToolEnvironment.value("HOME") { return joined(home, ".local/share/" + fileUnderDataHome) }
    throw UsageError("no history store: give --db FILE, or set OMNIBOX_HISTORY or HOME")
  }

  private static func joined(_ folder: String, _ rest: String) -> String {
    folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
  }
}
