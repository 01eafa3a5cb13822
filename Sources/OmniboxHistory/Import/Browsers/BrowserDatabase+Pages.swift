extension BrowserDatabase {
  /// Reads the rows of `sql` — each a page's columns, then one of its visits' (LEFT JOINed:
  /// NULL in `visitColumn` for a page with none), pages in id order (column 0), a page's visits
  /// in time order — and hands the sink each page once all its visits are in (totals from them).
  ///
  /// - Parameters:
  ///   - page: the page of the row that starts a page, or `nil` (it counts its own skip).
  ///   - visit: adds the row's visit to the page, or counts why not.
  func readPages(
    _ sql: String, visitColumn: Int32, into sink: some ImportSink, progress: inout RowProgress,
    page: (SQLiteStatement) -> ImportedPage?, visit: (SQLiteStatement, inout ImportedPage) -> Void
  ) throws(HistoryImportError) {
    let rows = try sqlite("read the pages") { () throws(SQLiteError) in try connection.prepare(sql) }
    var current: ImportedPage?
    var currentID: Int64?
    while try sqlite("read the pages", { () throws(SQLiteError) in try rows.step() }) {
      let id = rows.int64(0)
      if id != currentID {
        if let finished = current { try sink.add(finished.withTotalsFromVisits()) }
        progress.advance(sink)
        currentID = id
        current = page(rows)
      }
      guard !rows.isNull(visitColumn) else { continue }
      progress.advance(sink)
      guard var filling = current else { continue }
      current = nil
      visit(rows, &filling)
      current = filling
    }
    if let finished = current { try sink.add(finished.withTotalsFromVisits()) }
  }
}
