/// What an import did: what it read, what it added (a second import of the same file adds
/// nothing), and what it left out, counted by reason.
public struct HistoryImportReport: Sendable, Hashable, CustomStringConvertible {
  /// Pages read from the file, and pages new to the store.
  public var pagesRead = 0, pagesAdded = 0
  /// Visits new to the store.
  public var visitsAdded = 0
  /// Bookmarks read, and bookmarks new to the store (new URL, or new folder for a URL).
  public var bookmarksRead = 0, bookmarksAdded = 0
  /// Searched terms read, and new to the store.
  public var searchesRead = 0, searchesAdded = 0
  /// Items left out, with the reason, most frequent first.
  public var skipped: [Skip] = []

  /// Items left out for one reason.
  public struct Skip: Sendable, Hashable {
    public var reason: String
    public var count: Int
  }

  public init() {}

  /// One line: `12 pages (10 new), 30 visits new, 3 bookmarks (3 new), 0 searches; skipped: 2 not a URL`.
  public var description: String {
    var text =
      "\(pagesRead) pages (\(pagesAdded) new), \(visitsAdded) visits new, \(bookmarksRead) bookmarks (\(bookmarksAdded) new), "
      + "\(searchesRead) searches (\(searchesAdded) new)"
    if !skipped.isEmpty {
      text += "; skipped: " + skipped.map { "\($0.count) \($0.reason)" }.joined(separator: ", ")
    }
    return text
  }
}
