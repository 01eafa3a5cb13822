extension HistoryStore {
  /// Imports the file at `path`, read as `format`, in batches of one transaction each.
  ///
  /// The importer checks the whole file before writing anything: a file that is not that kind
  /// of file, is damaged, or comes from a schema version it does not know is refused and nothing
  /// is written. Importing the same file twice adds nothing the second time. The loaded
  /// suggestion index is rebuilt afterwards.
  ///
  /// - Parameters:
  ///   - format: the kind of file (``HistoryImportFormat``).
  ///   - path: the file.
  ///   - progress: called now and then with how far through the file the import is (0...1).
  /// - Returns: what was read, added and skipped (with reasons).
  /// - Throws: ``HistoryImportError`` (`.storeUnwritable` when the store could not write: the
  ///   batches committed before stay, whole).
  @discardableResult
  public func importHistory(
    _ format: HistoryImportFormat, from path: String, progress: ((Double) -> Void)? = nil
  ) throws(HistoryImportError) -> HistoryImportReport {
    try importHistory(using: format.importer, from: path, copyingFirst: format.isDatabase, progress: progress)
  }

  /// Imports with any importer (tests and benchmarks give their own).
  @discardableResult
  package func importHistory(
    using importer: any HistoryImporter, from path: String, copyingFirst: Bool, progress: ((Double) -> Void)?
  ) throws(HistoryImportError) -> HistoryImportReport {
    let copy = copyingFirst ? try SourceCopy(of: path) : nil
    let sink = StoreImportSink(store: self, progress: progress)
    try bulkWriting(true)
    defer { try? bulkWriting(false) }
    try importer.read(copy?.path ?? path, into: sink)
    let report = try sink.finish()
    if lock.withLock({ index != nil }) {
      do { try reloadSuggestionIndex() } catch { throw HistoryImportError(.storeUnwritable, error.reason) }
    }
    return report
  }
}

extension HistoryStore {
  /// The settings of a bulk write (`true`) and back (`false`). While importing, a batch's commit
  /// is not synced on its own (`synchronous = NORMAL`: a killed process still loses nothing
  /// committed; a power cut may take back the last batches, which importing again restores) and
  /// SQLite keeps 64 MiB of pages in memory; the end of the import syncs everything with a
  /// checkpoint.
  fileprivate func bulkWriting(_ on: Bool) throws(HistoryImportError) {
    do {
      try lock.withLock { () throws(SQLiteError) in
        if on {
          try connection.execute("PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536")
        } else {
          try connection.execute("PRAGMA wal_checkpoint(PASSIVE); PRAGMA cache_size = -2000")
          try connection.execute("PRAGMA synchronous = \(durability == .full ? "FULL" : "NORMAL")")
        }
      }
    } catch {
      throw HistoryImportError(.storeUnwritable, "\(path): \(error.message)")
    }
  }
}

extension HistoryStore {
  /// Items an import writes per transaction: an import killed half-way keeps a whole number of
  /// batches.
  package static var importBatchSize: Int { StoreImportSink.batchSize }
}
