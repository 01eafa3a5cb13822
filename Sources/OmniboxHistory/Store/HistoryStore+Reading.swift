import Omnibox

extension HistoryStore {
  /// The suggestion index of the store's pages and bookmarks (each page with its ten newest
  /// visits and its totals), built from the file on the first call and kept current by every
  /// write through this store since. A write by another process shows after
  /// ``reloadSuggestionIndex()``.
  public func suggestionIndex() throws(HistoryStoreError) -> HistoryIndex {
    if let index = lock.withLock({ index }) { return index }
    let built = try buildIndex()
    lock.withLock { index = built }
    return built
  }

  /// Builds the index afresh from the file (another process wrote to it).
  @discardableResult
  public func reloadSuggestionIndex() throws(HistoryStoreError) -> HistoryIndex {
    let built = try buildIndex()
    lock.withLock { index = built }
    return built
  }

  /// Every page and bookmark, in the order of their first arrival: the entries the index is
  /// built from (with each page's ten newest visits), read in one snapshot.
  public func entries() throws(HistoryStoreError) -> [HistoryEntry] {
    var entries: [HistoryEntry] = []
    try forEachEntry(visitsPerPage: .max) { entries.append($0) }
    return entries
  }

  /// The bookmarks, in the order they were added: URL, title and folder path.
  public func bookmarks() throws(HistoryStoreError) -> [Bookmark] {
    try read("read the bookmarks") { () throws(SQLiteError) -> [Bookmark] in
      let rows = try connection.prepare("SELECT url, title, folder, added, keyword FROM bookmarks ORDER BY id")
      var list: [Bookmark] = []
      while try rows.step() {
        guard let url = try? URLRecord(rows.text(0)) else { continue }
        let folder = rows.text(2)
        list.append(
          Bookmark(
            url: url, title: rows.text(1),
            folder: folder.isEmpty
              ? []
              : folder.split(separator: HistorySchema.folderSeparator, omittingEmptySubsequences: false).map(
                String.init),
            added: rows.optionalInt64(3).map(HistoryTime.init(microsecondsSince1970:)), keyword: rows.optionalText(4)))
      }
      return list
    }
  }

  /// A bookmark as the store keeps it.
  public struct Bookmark: Sendable, Hashable {
    public var url: URLRecord
    public var title: String
    /// The folders from the top (`["Bookmarks bar", "Swift"]`); empty for none.
    public var folder: [String]
    public var added: HistoryTime?
    /// The keyword a browser gave it (Firefox's keyword bookmarks), if any.
    public var keyword: String?
  }

  /// How much the store holds.
  public struct Statistics: Sendable, Hashable {
    public var pages = 0, visits = 0, typedVisits = 0, bookmarks = 0, searches = 0
    /// The oldest and newest visit, `nil` when there is none.
    public var firstVisit: HistoryTime?, lastVisit: HistoryTime?
    /// The file's size in bytes (pages in use times page size), and its schema version.
    public var bytes = 0, schemaVersion = 0
  }

  /// Counts what the store holds, in one snapshot.
  public func statistics() throws(HistoryStoreError) -> Statistics {
    try read("count the store") { () throws(SQLiteError) -> Statistics in
      var stats = Statistics()
      let counts = try connection.prepare(
        """
        SELECT (SELECT count(*) FROM pages), (SELECT count(*) FROM visits),
          (SELECT count(*) FROM visits WHERE transition = 'typed'), (SELECT count(*) FROM bookmarks),
          (SELECT count(*) FROM searches), (SELECT min(time) FROM visits), (SELECT max(time) FROM visits)
        """)
      if try counts.step() {
        stats.pages = counts.int(0)
        stats.visits = counts.int(1)
        stats.typedVisits = counts.int(2)
        stats.bookmarks = counts.int(3)
        stats.searches = counts.int(4)
        stats.firstVisit = counts.optionalInt64(5).map(HistoryTime.init(microsecondsSince1970:))
        stats.lastVisit = counts.optionalInt64(6).map(HistoryTime.init(microsecondsSince1970:))
      }
      let pageCount = try connection.integer("PRAGMA page_count") ?? 0
      let pageSize = try connection.integer("PRAGMA page_size") ?? 0
      stats.bytes = Int(pageCount * pageSize)
      stats.schemaVersion = Int(try connection.integer("PRAGMA user_version") ?? 0)
      return stats
    }
  }

  /// Builds a fresh index from the file, in one read snapshot, the entries streamed into it.
  func buildIndex() throws(HistoryStoreError) -> HistoryIndex {
    try read("read the history") { () throws(SQLiteError) -> HistoryIndex in
      let reader = try EntryReader(connection, visitsPerPage: 10)
      let index = HistoryIndex(reader, engines: engines)
      if let error = reader.error { throw error }
      return index
    }
  }

  /// Calls `body` with each page (its `visitsPerPage` newest visits, its totals, whether it is
  /// bookmarked), then each bookmark of a URL with no page, in one read snapshot.
  package func forEachEntry(visitsPerPage: Int, _ body: (HistoryEntry) -> Void) throws(HistoryStoreError) {
    try read("read the history") { () throws(SQLiteError) in
      let reader = try EntryReader(connection, visitsPerPage: visitsPerPage)
      while let entry = reader.next() { body(entry) }
      if let error = reader.error { throw error }
    }
  }

  /// The entries as a plain per-page query reads them: the oracle of ``EntryReader``'s fast path.
  package func entriesReadPageByPage() throws(HistoryStoreError) -> [HistoryEntry] {
    try read("read the history") { () throws(SQLiteError) -> [HistoryEntry] in
      var entries: [HistoryEntry] = []
      let pages = try connection.prepare(
        """
        SELECT id, url, title, visit_count, typed_count, last_visit, hidden,
          EXISTS (SELECT 1 FROM bookmarks WHERE bookmarks.url = pages.url),
          (SELECT title FROM bookmarks WHERE bookmarks.url = pages.url AND title <> '' ORDER BY id LIMIT 1)
        FROM pages ORDER BY id
        """)
      let visits = try connection.prepare("SELECT time, transition FROM visits WHERE page = ? ORDER BY time DESC")
      while try pages.step() {
        visits.reset()
        try visits.bind(pages.int64(0), at: 1)
        var listed: [HistoryVisit] = []
        while try visits.step() {
          if let transition = HistoryVisit.Transition(rawValue: visits.text(1)) {
            listed.append(
              HistoryVisit(time: HistoryTime(microsecondsSince1970: visits.int64(0)), transition: transition))
          }
        }
        guard let url = try? URLRecord(pages.text(1)) else { continue }
        let title = pages.text(2).isEmpty ? (pages.optionalText(8) ?? "") : pages.text(2)
        entries.append(
          HistoryEntry(
            url: url, title: title, visits: listed, visitCount: pages.int(3), typedCount: pages.int(4),
            lastVisit: pages.optionalInt64(5).map(HistoryTime.init(microsecondsSince1970:)),
            isBookmarked: pages.int(7) != 0, isHidden: pages.int(6) != 0))
      }
      let bookmarks = try connection.prepare(
        """
        SELECT url, coalesce((SELECT title FROM bookmarks AS b WHERE b.url = bookmarks.url AND title <> '' ORDER BY id LIMIT 1), '')
        FROM bookmarks WHERE url NOT IN (SELECT url FROM pages) GROUP BY url ORDER BY min(id)
        """)
      while try bookmarks.step() {
        guard let url = try? URLRecord(bookmarks.text(0)) else { continue }
        entries.append(HistoryEntry(url: url, title: bookmarks.text(1), isBookmarked: true))
      }
      return entries
    }
  }
}
