import Omnibox

/// Reads Firefox's `places.sqlite`: `moz_places` as pages with their `moz_historyvisits`, and
/// `moz_bookmarks` (with their folder path and `moz_keywords` keyword) as bookmarks.
///
/// Accepted schema versions (`PRAGMA user_version`): 52 through 86. Both bounds are Firefox's
/// own, from `toolkit/components/places/Database.cpp` (xdm2211/iceweasel @ fa75ef5e, a current
/// mozilla-central tree): `Database::InitSchema` refuses files older than 52 ("older than Firefox
/// 68 ESR ... not supported anymore") and migrates up to 86, the newest `MigrateV86Up`. The
/// tables and columns read are checked as well, so a file that fails is refused before the
/// sink sees anything.
///
/// Visits by `visit_type` (the rule table):
///
/// | visit_type                         | result                                        |
/// |------------------------------------|-----------------------------------------------|
/// | 1 LINK                             | `.link`                                       |
/// | 2 TYPED                            | `.typed`                                      |
/// | 3 BOOKMARK                         | `.bookmark`                                   |
/// | 4 EMBED                            | skipped: not user-visible, "embed"            |
/// | 5 REDIRECT_PERMANENT, 6 _TEMPORARY | `.redirect`                                   |
/// | 7 DOWNLOAD                         | skipped: not user-visible, "download"         |
/// | 8 FRAMED_LINK                      | skipped: not user-visible, "subframe" (a link followed inside a frame; Firefox's history leaves it out like Chromium's MANUAL_SUBFRAME) |
/// | 9 RELOAD                           | `.reload`                                     |
/// | anything else                      | skipped: malformed, "visit type"              |
/// | visit_date 0, negative or NULL     | skipped: malformed, "visit time"              |
///
/// Every `moz_places` row with a URL becomes a page (the file's `visit_count`, `hidden`, and
/// `last_visit_date`; `typed` is a flag in Places, so it gives a typed count of at least 1).
/// Bookmarks are `moz_bookmarks` rows of type 1 whose `fk` names a place; their folder path runs
/// from the top-level root down, the roots named by their fixed GUIDs ("Bookmarks Menu",
/// "Bookmarks Toolbar", "Other Bookmarks", "Mobile Bookmarks"); entries under the tags root
/// are tags, not bookmarks, and are skipped ("tag"). Folder chains deeper than 256 or broken
/// are skipped as malformed.
///
/// Memory: pages stream in id order joined with their visits (one page's visits at a time);
/// the folder table (folders only, not bookmarks) is held while bookmarks stream.
package struct FirefoxPlacesImporter: HistoryImporter {
  /// The oldest `user_version` read (Firefox 68 ESR's schema).
  package static let oldestVersion: Int64 = 52
  /// The newest `user_version` this importer knows.
  package static let newestVersion: Int64 = 86

  package init() {}

  package func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    let database = try BrowserDatabase(path: path, kind: "a Firefox places database")
    try Self.checkSchema(database)
    var progress = RowProgress(
      total: try database.count(
        "SELECT (SELECT count(*) FROM moz_places) + (SELECT count(*) FROM moz_historyvisits)"
          + " + (SELECT count(*) FROM moz_bookmarks WHERE type = 1)"))
    try readPages(database, into: sink, progress: &progress)
    try readBookmarks(database, into: sink, progress: &progress)
    progress.finish(sink)
  }

  /// Tables, schema version, then columns.
  static func checkSchema(_ database: BrowserDatabase) throws(HistoryImportError) {
    try database.requireTables(["moz_places", "moz_historyvisits", "moz_bookmarks", "moz_keywords"])
    let version = try database.userVersion()
    guard version >= oldestVersion else {
      throw HistoryImportError(
        .unknownSchema,
        "\(database.path): Firefox places schema version \(version) is older than the oldest known (\(oldestVersion))")
    }
    guard version <= newestVersion else {
      throw HistoryImportError(
        .unknownSchema,
        "\(database.path): Firefox places schema version \(version) is newer than the newest known (\(newestVersion))")
    }
    try database.requireColumns(
      ["id", "url", "title", "visit_count", "hidden", "typed", "last_visit_date"], of: "moz_places")
    try database.requireColumns(["id", "place_id", "visit_date", "visit_type"], of: "moz_historyvisits")
    try database.requireColumns(["id", "type", "fk", "parent", "title", "dateAdded", "guid"], of: "moz_bookmarks")
    try database.requireColumns(["id", "keyword", "place_id"], of: "moz_keywords")
  }

  /// Pages in id order, each with its visits in time order.
  private func readPages(
    _ database: BrowserDatabase, into sink: some ImportSink, progress: inout RowProgress
  ) throws(HistoryImportError) {
    try database.readPages(
      """
      SELECT p.id, p.url, p.title, p.visit_count, p.typed, p.last_visit_date, p.hidden,
             v.id, v.visit_date, v.visit_type
      FROM moz_places p LEFT JOIN moz_historyvisits v ON v.place_id = p.id
      ORDER BY p.id, v.visit_date, v.id
      """, visitColumn: 7, into: sink, progress: &progress,
      page: { Self.page($0, sink: sink) },
      visit: { rows, page in
        switch Self.visit(time: rows.optionalInt64(8), type: rows.int64(9)) {
        case .success(let visit): page.visits.append(visit)
        case .failure(let skip): sink.skip(skip.reason)
        }
      })
  }

  /// The page of the current `moz_places` row, or `nil` (skipped) without a URL.
  private static func page(_ rows: SQLiteStatement, sink: some ImportSink) -> ImportedPage? {
    guard let url = rows.optionalText(1), !url.isEmpty else {
      sink.skip(.malformed("url"))
      return nil
    }
    return ImportedPage(
      url: url, title: rows.optionalText(2) ?? "", visitCount: max(rows.int(3), 0),
      typedCount: rows.int64(4) != 0 ? 1 : 0, lastVisit: rows.optionalInt64(5).flatMap(BrowserEpochs.prTime),
      isHidden: rows.int64(6) != 0)
  }

  /// Why a visit or bookmark was left out.
  struct Skip: Error { let reason: ImportSkip }

  /// One `moz_historyvisits` row by the rule table above.
  static func visit(time: Int64?, type: Int64) -> Result<HistoryVisit, Skip> {
    let kind: HistoryVisit.Transition
    switch type {
    case 1: kind = .link
    case 2: kind = .typed
    case 3: kind = .bookmark
    case 4: return .failure(Skip(reason: .notUserVisible("embed")))
    case 5, 6: kind = .redirect
    case 7: return .failure(Skip(reason: .notUserVisible("download")))
    case 8: return .failure(Skip(reason: .notUserVisible("subframe")))
    case 9: kind = .reload
    default: return .failure(Skip(reason: .malformed("visit type")))
    }
    guard let when = time.flatMap(BrowserEpochs.prTime) else { return .failure(Skip(reason: .malformed("visit time"))) }
    return .success(HistoryVisit(time: when, transition: kind))
  }

  /// A folder: its parent and the name it shows.
  struct Folder {
    let parent: Int64
    let name: String
    let isTags: Bool
    let isRoot: Bool
  }

  /// The fixed GUIDs of Places' roots and the names the bookmark path gives them.
  static let rootNames: [String: String] = [
    "menu________": "Bookmarks Menu", "toolbar_____": "Bookmarks Toolbar", "unfiled_____": "Other Bookmarks",
    "mobile______": "Mobile Bookmarks",
  ]
  static let rootGUID = "root________"
  static let tagsGUID = "tags________"
  /// The deepest folder chain followed.
  static let maximumDepth = 256

  /// Bookmarks in id order with their folder path and keyword.
  private func readBookmarks(
    _ database: BrowserDatabase, into sink: some ImportSink, progress: inout RowProgress
  ) throws(HistoryImportError) {
    let folders = try Self.folders(database)
    let rows = try database.sqlite("read the bookmarks") { () throws(SQLiteError) in
      try database.connection.prepare(
        """
        SELECT b.parent, b.title, b.dateAdded, p.url,
               (SELECT k.keyword FROM moz_keywords k WHERE k.place_id = b.fk ORDER BY k.id LIMIT 1)
        FROM moz_bookmarks b LEFT JOIN moz_places p ON p.id = b.fk
        WHERE b.type = 1
        ORDER BY b.id
        """)
    }
    while try database.sqlite("read the bookmarks", { () throws(SQLiteError) in try rows.step() }) {
      progress.advance(sink)
      guard let url = rows.optionalText(3), !url.isEmpty else {
        sink.skip(.malformed("bookmark url"))
        continue
      }
      switch Self.path(from: rows.int64(0), in: folders) {
      case .failure(let skip): sink.skip(skip.reason)
      case .success(let folder):
        let keyword = rows.optionalText(4).flatMap { $0.isEmpty ? nil : $0 }
        try sink.add(
          ImportedBookmark(
            url: url, title: rows.optionalText(1) ?? "", folder: folder,
            added: rows.optionalInt64(2).flatMap(BrowserEpochs.prTime), keyword: keyword))
      }
    }
  }

  /// Every folder (type 2) by id, the root marked (a path ends below it).
  private static func folders(_ database: BrowserDatabase) throws(HistoryImportError) -> [Int64: Folder] {
    try database.sqlite("read the bookmark folders") { () throws(SQLiteError) in
      let rows = try database.connection.prepare("SELECT id, parent, title, guid FROM moz_bookmarks WHERE type = 2")
      var folders: [Int64: Folder] = [:]
      while try rows.step() {
        let guid = rows.optionalText(3) ?? ""
        let name = rootNames[guid] ?? rows.optionalText(2) ?? ""
        folders[rows.int64(0)] = Folder(
          parent: rows.int64(1), name: name, isTags: guid == tagsGUID, isRoot: guid == rootGUID)
      }
      return folders
    }
  }

  /// The folder names from the top down to `parent`, or a skip: under the tags root, or a
  /// chain that is broken (a parent that is no folder and not the root) or too deep.
  static func path(from parent: Int64, in folders: [Int64: Folder]) -> Result<[String], Skip> {
    var names: [String] = []
    var next = parent
    while let folder = folders[next] {
      if folder.isRoot { return .success(names.reversed()) }
      if folder.isTags { return .failure(Skip(reason: .notUserVisible("tag"))) }
      guard names.count < maximumDepth else { break }
      names.append(folder.name)
      next = folder.parent
    }
    return .failure(Skip(reason: .malformed("bookmark folder chain")))
  }
}
