import Omnibox

/// Reads Safari's `History.db` (macOS 10.10 and later, iOS 8 and later): `history_items` as
/// pages with their `history_visits`; Safari keeps titles on visits, and a page's title is its
/// newest visit's non-empty one.
///
/// Accepted schema versions (`PRAGMA user_version`): 1 through 16. Safari is closed source; the
/// range comes from public descriptions of the file: the tables and columns from forensic write-ups
/// (<https://dotink.co/posts/histools/>, macOS Catalina), and the version from a public
/// decompilation of SafariShared's `WBSHistorySQLiteSchema`, which keeps the schema version in
/// `user_version` (not in the `metadata` table, which holds other keys), creates new files at 16
/// and migrates 1 through 15 up to it. A file at 0 was never initialised by Safari. The tables
/// and columns read are checked as well, so a file that fails is refused before the sink sees
/// anything.
///
/// Visits (the rule table, checked in this order):
///
/// | visit                                   | result                                        |
/// |-----------------------------------------|-----------------------------------------------|
/// | `redirect_destination` set              | skipped: not user-visible, "redirect source"  |
/// | `load_successful` = 0                   | skipped: not user-visible, "failed load"      |
/// | `visit_time` NULL or not finite         | skipped: malformed, "visit time"              |
/// | `redirect_source` set                   | `.redirect`                                   |
/// | `http_non_get` = 1                      | `.form` (a POST or other non-GET request)     |
/// | otherwise                               | `.link` (Safari does not record how a visit began) |
///
/// `visit_time` is seconds since 2001-01-01 UTC (a REAL: fractions and negative values kept,
/// rounded to the microsecond). Every `history_items` row with a URL becomes a page with the
/// file's `visit_count`; its last visit is its newest imported one. Safari keeps no typed count
/// and no hidden flag.
///
/// Memory: one query streams the items in id order joined with their visits in time order; only
/// one page's visits are held at a time.
package struct SafariHistoryImporter: HistoryImporter {
  /// The oldest `user_version` read.
  package static let oldestVersion: Int64 = 1
  /// The newest `user_version` this importer knows.
  package static let newestVersion: Int64 = 16

  package init() {}

  package func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    let database = try BrowserDatabase(path: path, kind: "a Safari History database")
    try Self.checkSchema(database)
    var progress = RowProgress(
      total: try database.count("SELECT (SELECT count(*) FROM history_items) + (SELECT count(*) FROM history_visits)"))
    try readPages(database, into: sink, progress: &progress)
    progress.finish(sink)
  }

  /// Tables, schema version, then columns.
  static func checkSchema(_ database: BrowserDatabase) throws(HistoryImportError) {
    try database.requireTables(["history_items", "history_visits"])
    let version = try database.userVersion()
    guard version >= oldestVersion else {
      throw HistoryImportError(
        .unknownSchema,
        "\(database.path): Safari history schema version \(version) is older than the oldest known (\(oldestVersion))")
    }
    guard version <= newestVersion else {
      throw HistoryImportError(
        .unknownSchema,
        "\(database.path): Safari history schema version \(version) is newer than the newest known (\(newestVersion))")
    }
    try database.requireColumns(["id", "url", "visit_count"], of: "history_items")
    try database.requireColumns(
      [
        "id", "history_item", "visit_time", "title", "load_successful", "http_non_get", "redirect_source",
        "redirect_destination",
      ], of: "history_visits")
  }

  /// Pages in id order, each with its visits in time order.
  private func readPages(
    _ database: BrowserDatabase, into sink: some ImportSink, progress: inout RowProgress
  ) throws(HistoryImportError) {
    try database.readPages(
      """
      SELECT i.id, i.url, i.visit_count,
             v.id, v.visit_time, v.title, v.load_successful, v.http_non_get, v.redirect_source,
             v.redirect_destination
      FROM history_items i LEFT JOIN history_visits v ON v.history_item = i.id
      ORDER BY i.id, v.visit_time, v.id
      """, visitColumn: 3, into: sink, progress: &progress,
      page: { Self.page($0, sink: sink) },
      visit: { rows, page in
        // Visits come oldest first, so the last non-empty title seen is the newest.
        if let title = rows.optionalText(5), !title.isEmpty { page.title = title }
        switch Self.visit(rows) {
        case .success(let visit): page.visits.append(visit)
        case .failure(let skip): sink.skip(skip.reason)
        }
      })
  }

  /// The page of the current `history_items` row (title and visits filled in later), or `nil`
  /// (skipped) without a URL.
  private static func page(_ rows: SQLiteStatement, sink: some ImportSink) -> ImportedPage? {
    guard let url = rows.optionalText(1), !url.isEmpty else {
      sink.skip(.malformed("url"))
      return nil
    }
    return ImportedPage(url: url, visitCount: max(rows.int(2), 0))
  }

  /// Why a visit was left out.
  struct Skip: Error { let reason: ImportSkip }

  /// One `history_visits` row (columns 4...9 of the page query) by the rule table above.
  private static func visit(_ rows: SQLiteStatement) -> Result<HistoryVisit, Skip> {
    visit(
      time: rows.isNull(4) ? nil : rows.double(4), loadSuccessful: rows.isNull(6) || rows.int64(6) != 0,
      nonGET: rows.int64(7) != 0, redirectSource: !rows.isNull(8), redirectDestination: !rows.isNull(9))
  }

  /// One visit by the rule table above.
  static func visit(
    time: Double?, loadSuccessful: Bool, nonGET: Bool, redirectSource: Bool, redirectDestination: Bool
  ) -> Result<HistoryVisit, Skip> {
    if redirectDestination { return .failure(Skip(reason: .notUserVisible("redirect source"))) }
    if !loadSuccessful { return .failure(Skip(reason: .notUserVisible("failed load"))) }
    guard let when = time.flatMap(BrowserEpochs.cocoa) else { return .failure(Skip(reason: .malformed("visit time"))) }
    let kind: HistoryVisit.Transition = redirectSource ? .redirect : nonGET ? .form : .link
    return .success(HistoryVisit(time: when, transition: kind))
  }
}
