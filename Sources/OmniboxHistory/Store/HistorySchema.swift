/// The store's schema, one migration per version: the statements that take a file from version
/// `n - 1` to `n` (`PRAGMA user_version`). A file at a version above ``current`` was written by
/// a newer Omnibox and is refused, never downgraded. Times are integer microseconds since
/// 1970-01-01 UTC, the unit of `HistoryTime`.
enum HistorySchema {
  /// The version this build writes.
  static var current: Int64 { Int64(migrations.count) }

  /// `migrations[n - 1]` takes a file from version `n - 1` to `n`.
  ///
  /// Indexes are only those every write needs (a page by URL, a page's visits by time): forgetting
  /// a host or a time range reads the table through (tens of milliseconds for 100,000 pages),
  /// where an index by host or time would slow every one of the millions of visits written.
  /// `visits.from_visit` (the visit this one came from) is no foreign key for the same reason;
  /// ``HistoryStore/forget(_:)`` clears the references it leaves.
  static let migrations: [String] = [
    // 1: pages, visits, bookmarks, searched terms.
    """
    CREATE TABLE pages (
      id INTEGER PRIMARY KEY,
      url TEXT NOT NULL UNIQUE,
      host TEXT NOT NULL,
      title TEXT NOT NULL DEFAULT '',
      visit_count INTEGER NOT NULL DEFAULT 0,
      typed_count INTEGER NOT NULL DEFAULT 0,
      unlisted_visits INTEGER NOT NULL DEFAULT 0,
      unlisted_typed INTEGER NOT NULL DEFAULT 0,
      last_visit INTEGER,
      hidden INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE visits (
      id INTEGER PRIMARY KEY,
      page INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
      time INTEGER NOT NULL,
      transition TEXT NOT NULL,
      from_visit INTEGER,
      UNIQUE (page, time)
    );
    CREATE TABLE bookmarks (
      id INTEGER PRIMARY KEY,
      url TEXT NOT NULL,
      host TEXT NOT NULL,
      title TEXT NOT NULL DEFAULT '',
      folder TEXT NOT NULL DEFAULT '',
      added INTEGER,
      keyword TEXT,
      UNIQUE (url, folder)
    );
    CREATE TABLE searches (
      id INTEGER PRIMARY KEY,
      engine TEXT NOT NULL,
      terms TEXT NOT NULL,
      page INTEGER NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
      UNIQUE (engine, terms, page)
    );
    CREATE INDEX searches_by_page ON searches (page);
    """
  ]

  /// What every connection sets before use: WAL (readers see the last commit while a writer
  /// works), foreign keys, `secure_delete` (deleted rows are overwritten with zeros, so a forgotten
  /// URL's bytes leave the file), and how hard a commit is pushed to disk.
  static func pragmas(synchronous: String) -> String {
    """
    PRAGMA journal_mode = WAL;
    PRAGMA foreign_keys = ON;
    PRAGMA secure_delete = ON;
    PRAGMA synchronous = \(synchronous);
    """
  }

  /// The separator of a bookmark's folder path in the `folder` column (U+001F, which no folder
  /// name holds: names are cleaned of control characters).
  static let folderSeparator: Character = "\u{1F}"
}
