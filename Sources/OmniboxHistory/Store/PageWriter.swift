import Omnibox

/// The store's writes of pages, visits, bookmarks and searches, shared by recording and
/// importing; always inside a transaction the caller holds. Every write is idempotent: a visit
/// already there (same page, same moment), a bookmark already in its folder, a search already
/// noted add nothing, and a page's totals count each visit once.
///
/// A page's totals: `visit_count` is the visits listed in `visits` plus `unlisted_visits`, the
/// visits an imported file counted but no longer lists (raised, never added, on a second import).
struct PageWriter {
  let connection: SQLiteConnection

  init(_ connection: SQLiteConnection) { self.connection = connection }

  /// What writing one page did.
  struct Written {
    var pageID: Int64
    var isNewPage: Bool
    var visitsAdded: Int
  }

  /// Writes `page` (whose URL parsed as `url`): upserts the page, adds its new visits, raises its
  /// unlisted totals. `keepsHidden`: an import's hidden flag is kept (a recorded visit unhides).
  func write(_ page: ImportedPage, url: URLRecord, keepsHidden: Bool) throws(SQLiteError) -> Written {
    let upsert = try statement(
      """
      INSERT INTO pages (url, host, title, hidden) VALUES (?1, ?2, ?3, ?4)
      ON CONFLICT (url) DO UPDATE SET
        title = CASE WHEN excluded.title <> '' THEN excluded.title ELSE title END,
        hidden = hidden AND excluded.hidden
      RETURNING id, visit_count = 0 AND unlisted_visits = 0
      """)
    upsert.reset()
    try upsert.bind(url.href, at: 1)
    try upsert.bind(url.hostname, at: 2)
    try upsert.bind(page.title, at: 3)
    try upsert.bind(keepsHidden && page.isHidden, at: 4)
    guard try upsert.step() else {
      throw SQLiteError(code: 1, message: "no page id returned", operation: "write a page")
    }
    let id = upsert.int64(0)
    let wasEmpty = upsert.int64(1) != 0
    while try upsert.step() {}

    let insertVisit = try statement("INSERT OR IGNORE INTO visits (page, time, transition) VALUES (?1, ?2, ?3)")
    var added = 0
    var typedAdded = 0
    var newest: Int64?
    for visit in page.visits {
      try insertVisit.run(.integer(id), .integer(visit.time.microsecondsSince1970), .text(visit.transition.rawValue))
      guard connection.changes > 0 else { continue }
      added += 1
      if visit.transition.isTyped { typedAdded += 1 }
      newest = max(newest ?? .min, visit.time.microsecondsSince1970)
    }
    let listedTyped = page.visits.reduce(0) { $0 + ($1.transition.isTyped ? 1 : 0) }
    let unlisted = max(0, page.visitCount - page.visits.count)
    let unlistedTyped = max(0, page.typedCount - listedTyped)
    let last = [newest, page.lastVisit?.microsecondsSince1970].compactMap { $0 }.max()
    let totals = try statement(
      """
      UPDATE pages SET
        visit_count = visit_count + ?2 + max(unlisted_visits, ?3) - unlisted_visits,
        typed_count = typed_count + ?4 + max(unlisted_typed, ?5) - unlisted_typed,
        unlisted_visits = max(unlisted_visits, ?3),
        unlisted_typed = max(unlisted_typed, ?5),
        last_visit = max(coalesce(last_visit, ?6), coalesce(?6, last_visit)),
        hidden = CASE WHEN ?7 THEN 0 ELSE hidden END
      WHERE id = ?1
      """)
    try totals.run(
      .integer(id), .integer(Int64(added)), .integer(Int64(unlisted)), .integer(Int64(typedAdded)),
      .integer(Int64(unlistedTyped)), last.map { .integer($0) } ?? .null, .integer(typedAdded > 0 ? 1 : 0))
    return Written(pageID: id, isNewPage: wasEmpty && added + unlisted > 0, visitsAdded: added)
  }

  /// Adds `bookmark` (whose URL parsed as `url`) unless it is already in its folder.
  func write(_ bookmark: ImportedBookmark, url: URLRecord) throws(SQLiteError) -> Bool {
    let insert = try statement(
      """
      INSERT INTO bookmarks (url, host, title, folder, added, keyword) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
      ON CONFLICT (url, folder) DO NOTHING
      """)
    let folder = bookmark.folder.map(HistoryStore.cleanTitle).joined(separator: String(HistorySchema.folderSeparator))
    try insert.run(
      .text(url.href), .text(url.hostname), .text(HistoryStore.cleanTitle(bookmark.title)),
      .text(folder), bookmark.added.map { .integer($0.microsecondsSince1970) } ?? .null,
      bookmark.keyword.map { .text($0) } ?? .null)
    return connection.changes > 0
  }

  /// Notes `search` against the page of `url`. Returns `false` when that page is not in the store
  /// or the search is already noted.
  func write(_ search: ImportedSearch, url: URLRecord) throws(SQLiteError) -> Bool {
    let insert = try statement(
      "INSERT OR IGNORE INTO searches (engine, terms, page) SELECT ?1, ?2, id FROM pages WHERE url = ?3")
    try insert.run(.text(search.engine), .text(search.terms), .text(url.href))
    return connection.changes > 0
  }

  /// A statement prepared once per connection and kept (SQLite's persistent preparation).
  private func statement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    try connection.cachedStatement(sql)
  }
}
