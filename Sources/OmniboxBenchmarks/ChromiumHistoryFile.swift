import Omnibox
import OmniboxHistory
import OmniboxTestSupport

/// Writes a synthetic history as a Chromium `History` file: Chromium's own schema
/// (`Fixtures/history/chromium/schema.sql`), `visitsPerPage` visits a page (typed ones first as
/// the history says, chain start and end set), times in microseconds since 1601.
enum ChromiumHistoryFile {
  static let epochOffset: Int64 = 11_644_473_600_000_000

  static func write(_ history: SyntheticHistory, visitsPerPage: Int, to path: String) throws {
    let db = try SQLiteConnection(path: path, mode: .readWriteCreate)
    try db.execute(try Fixture.text("history/chromium/schema.sql"))
    try db.execute("BEGIN")
    let url = try db.prepare(
      "INSERT INTO urls (id, url, title, visit_count, typed_count, last_visit_time, hidden) VALUES (?, ?, ?, ?, ?, ?, 0)"
    )
    let visit = try db.prepare(
      "INSERT INTO visits (url, visit_time, from_visit, transition, segment_id, visit_duration) VALUES (?, ?, 0, ?, 0, 0)"
    )
    var id: Int64 = 0
    for entry in history.entries() {
      id += 1
      let last = (entry.lastVisit ?? SyntheticHistory.now).microsecondsSince1970
      try url.run(
        .integer(id), .text(entry.url.href), .text(entry.title), .integer(Int64(max(entry.visitCount, visitsPerPage))),
        .integer(Int64(entry.typedCount)), .integer(last + epochOffset))
      for k in 0..<visitsPerPage {
        let core: Int64 = k < entry.typedCount ? 1 : 0
        let time =
          (k < entry.visits.count ? entry.visits[k].time.microsecondsSince1970 : last - Int64(k) * 3_600_000_000)
        try visit.run(.integer(id), .integer(time + epochOffset), .integer(core | 0x3000_0000))
      }
    }
    try db.execute("COMMIT")
  }
}
