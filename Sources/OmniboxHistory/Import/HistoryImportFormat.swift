/// The files the store imports, each read by its own importer. A browser's database is copied
/// first (with its `-wal` and `-journal` files) and the copy read: the browser may hold it locked
/// or be writing it.
public enum HistoryImportFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Chromium's `History` SQLite file (Chrome, Edge, Brave, Vivaldi, Opera).
  case chromium
  /// Chromium's `Bookmarks` JSON file.
  case chromiumBookmarks = "chromium-bookmarks"
  /// Firefox's `places.sqlite` (history, bookmarks and keywords).
  case firefox
  /// Safari's `History.db`.
  case safari
  /// Safari's `Bookmarks.plist`.
  case safariBookmarks = "safari-bookmarks"
  /// The Netscape bookmark HTML file every browser exports.
  case bookmarksHTML = "bookmarks-html"
  /// The library's own JSON Lines (`omnibox suggest --history`, `omnibox history export`).
  case jsonLines = "jsonl"

  /// The name the command line uses (`chromium`, `bookmarks-html`, `jsonl`, ...).
  public var description: String { rawValue }

  /// Whether the file is a database to copy before reading.
  var isDatabase: Bool { self == .chromium || self == .firefox || self == .safari }

  /// The importer that reads this format.
  var importer: any HistoryImporter {
    switch self {
    case .chromium: ChromiumHistoryImporter()
    case .chromiumBookmarks: ChromiumBookmarksImporter()
    case .firefox: FirefoxPlacesImporter()
    case .safari: SafariHistoryImporter()
    case .safariBookmarks: SafariBookmarksImporter()
    case .bookmarksHTML: NetscapeBookmarksImporter()
    case .jsonLines: JSONLinesImporter()
    }
  }
}
