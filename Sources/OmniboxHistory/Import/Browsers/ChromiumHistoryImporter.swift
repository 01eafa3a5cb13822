import Omnibox

/// Reads Chromium's `History` database (Chrome, Edge, Brave, Vivaldi, Opera): the `urls` rows
/// as pages with their user-visible `visits`, and `keyword_search_terms` as searches.
///
/// Accepted schema versions (the `meta` table's `version` and `last_compatible_version`):
/// `version` at least 15 and `last_compatible_version` at most 70. Both bounds are Chromium's
/// own, from `components/history/core/browser/history_database.cc` (ARAS-Workspace/phantom-browser-core
/// @ 16c8eaf8, a current Chromium tree): `kMinimalVersionNumber = 15` is the oldest file Chromium
/// still migrates, and `kCurrentVersionNumber = 70` the newest it writes; like Chromium, a file
/// from a newer browser is read when its `last_compatible_version` says a version-70 reader may
/// read it. The tables and columns read are checked as well (`urls`, `visits`,
/// `keyword_search_terms`), so a file that fails is refused before the sink sees anything.
///
/// Which visits are imported, per visit (the rule table; `core` is the transition's low byte):
///
/// | visit                                            | result                                   |
/// |--------------------------------------------------|------------------------------------------|
/// | core 3 or 4 (AUTO/MANUAL_SUBFRAME)               | skipped: not user-visible, "subframe"    |
/// | core 10 (KEYWORD_GENERATED)                      | skipped: not user-visible, "keyword-generated" |
/// | CHAIN_END (0x20000000) not set                   | skipped: not user-visible, "redirect source" |
/// | core above 10                                    | skipped: malformed, "visit transition"   |
/// | visit_time 0 or negative                         | skipped: malformed, "visit time"         |
/// | core 0 LINK with CLIENT_ or SERVER_REDIRECT      | `.redirect` (the page was reached by a redirect, not a click on it) |
/// | core 0 LINK, core 6 AUTO_TOPLEVEL                | `.link`                                  |
/// | core 1 TYPED                                     | `.typed` (also when the typed URL redirected here) |
/// | core 2 AUTO_BOOKMARK                             | `.bookmark`                              |
/// | core 5 GENERATED                                 | `.generated`                             |
/// | core 7 FORM_SUBMIT                               | `.form`                                  |
/// | core 8 RELOAD                                    | `.reload`                                |
/// | core 9 KEYWORD                                   | `.keyword`                               |
///
/// The rows are checked in that order; the first that applies decides. Every `urls` row becomes
/// a page (with the file's `visit_count`, `typed_count`, `last_visit_time` and `hidden`), even
/// when none of its visits is user-visible; a row without a URL is skipped as malformed.
/// A keyword search term becomes `ImportedSearch(engine: "chromium-keyword-<keyword_id>")`
/// with the URL of its results page.
///
/// Memory: one query streams the pages in id order joined with their visits; only one page's
/// visits are held at a time.
package struct ChromiumHistoryImporter: HistoryImporter {
  /// The oldest `version` read (Chromium's `kMinimalVersionNumber`).
  package static let oldestVersion: Int64 = 15
  /// The newest version this importer knows (Chromium's `kCurrentVersionNumber`).
  package static let newestVersion: Int64 = 70

  package init() {}

  package func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    let database = try BrowserDatabase(path: path, kind: "a Chromium History database")
    try Self.checkSchema(database)
    var progress = RowProgress(
      total: try database.count("SELECT (SELECT count(*) FROM urls) + (SELECT count(*) FROM visits)")
        + database.count("SELECT count(*) FROM keyword_search_terms"))
    try readPages(database, into: sink, progress: &progress)
    try readSearches(database, into: sink, progress: &progress)
    progress.finish(sink)
  }

  /// Tables, schema version, then columns.
  static func checkSchema(_ database: BrowserDatabase) throws(HistoryImportError) {
    try database.requireTables(["meta", "urls", "visits", "keyword_search_terms"])
    let (version, compatible) = try database.sqlite("read the schema version") {
      () throws(SQLiteError) -> (String?, String?) in
      (
        try database.connection.text("SELECT value FROM meta WHERE key = 'version'"),
        try database.connection.text("SELECT value FROM meta WHERE key = 'last_compatible_version'")
      )
    }
    guard let versionText = version, let written = Int64(versionText) else {
      throw HistoryImportError(.unknownSchema, "\(database.path): the meta table holds no schema version")
    }
    let readable = compatible.flatMap { Int64($0) } ?? written
    guard written >= oldestVersion else {
      throw HistoryImportError(
        .unknownSchema,
        "\(database.path): Chromium history schema version \(written) is older than the oldest known (\(oldestVersion))"
      )
    }
    guard readable <= newestVersion else {
      throw HistoryImportError(
        .unknownSchema,
        "\(database.path): Chromium history schema version \(written) (compatible with \(readable)) is newer than the newest known (\(newestVersion))"
      )
    }
    try database.requireColumns(
      ["id", "url", "title", "visit_count", "typed_count", "last_visit_time", "hidden"], of: "urls")
    try database.requireColumns(["id", "url", "visit_time", "transition"], of: "visits")
    try database.requireColumns(["keyword_id", "url_id", "term"], of: "keyword_search_terms")
  }

  /// Pages in id order, each with its visits in time order.
  private func readPages(
    _ database: BrowserDatabase, into sink: some ImportSink, progress: inout RowProgress
  ) throws(HistoryImportError) {
    try database.readPages(
      """
      SELECT u.id, u.url, u.title, u.visit_count, u.typed_count, u.last_visit_time, u.hidden,
             v.id, v.visit_time, v.transition
      FROM urls u LEFT JOIN visits v ON v.url = u.id
      ORDER BY u.id, v.visit_time, v.id
      """, visitColumn: 7, into: sink, progress: &progress,
      page: { Self.page($0, sink: sink) },
      visit: { rows, page in
        switch Self.visit(time: rows.int64(8), transition: rows.int64(9)) {
        case .success(let visit): page.visits.append(visit)
        case .failure(let skip): sink.skip(skip.reason)
        }
      })
  }

  /// The page of the current `urls` row (visits appended later), or `nil` (skipped) without a URL.
  private static func page(_ rows: SQLiteStatement, sink: some ImportSink) -> ImportedPage? {
    guard let url = rows.optionalText(1), !url.isEmpty else {
      sink.skip(.malformed("url"))
      return nil
    }
    return ImportedPage(
      url: url, title: rows.optionalText(2) ?? "", visitCount: max(rows.int(3), 0), typedCount: max(rows.int(4), 0),
      lastVisit: BrowserEpochs.chromium(rows.int64(5)), isHidden: rows.int64(6) != 0)
  }

  /// Why a visit was left out.
  struct Skip: Error { let reason: ImportSkip }

  /// One `visits` row by the rule table above.
  static func visit(time: Int64, transition: Int64) -> Result<HistoryVisit, Skip> {
    let bits = UInt32(truncatingIfNeeded: transition)
    let core = bits & 0xff
    if core == 3 || core == 4 { return .failure(Skip(reason: .notUserVisible("subframe"))) }
    if core == 10 { return .failure(Skip(reason: .notUserVisible("keyword-generated"))) }
    if bits & chainEnd == 0 { return .failure(Skip(reason: .notUserVisible("redirect source"))) }
    let kind: HistoryVisit.Transition
    switch core {
    case 0: kind = bits & (clientRedirect | serverRedirect) != 0 ? .redirect : .link
    case 1: kind = .typed
    case 2: kind = .bookmark
    case 5: kind = .generated
    case 6: kind = .link
    case 7: kind = .form
    case 8: kind = .reload
    case 9: kind = .keyword
    default: return .failure(Skip(reason: .malformed("visit transition")))
    }
    guard let when = BrowserEpochs.chromium(time) else { return .failure(Skip(reason: .malformed("visit time"))) }
    return .success(HistoryVisit(time: when, transition: kind))
  }

  static let chainEnd: UInt32 = 0x2000_0000
  static let clientRedirect: UInt32 = 0x4000_0000
  static let serverRedirect: UInt32 = 0x8000_0000

  /// Keyword search terms with their results page's URL, in `url_id` order.
  private func readSearches(
    _ database: BrowserDatabase, into sink: some ImportSink, progress: inout RowProgress
  ) throws(HistoryImportError) {
    let rows = try database.sqlite("read the keyword searches") { () throws(SQLiteError) in
      try database.connection.prepare(
        """
        SELECT k.keyword_id, k.term, u.url
        FROM keyword_search_terms k LEFT JOIN urls u ON u.id = k.url_id
        ORDER BY k.url_id, k.keyword_id
        """)
    }
    while try database.sqlite("read the keyword searches", { () throws(SQLiteError) in try rows.step() }) {
      progress.advance(sink)
      guard let url = rows.optionalText(2), !url.isEmpty else {
        sink.skip(.malformed("search url"))
        continue
      }
      guard let term = rows.optionalText(1), !term.isEmpty else {
        sink.skip(.malformed("search term"))
        continue
      }
      try sink.add(ImportedSearch(engine: "chromium-keyword-\(rows.int64(0))", terms: term, url: url))
    }
  }
}
