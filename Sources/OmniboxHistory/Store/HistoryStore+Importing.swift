extension HistoryStore {
  /// Imports the file at `path`, read as `format`, in batches of one transaction each.
  ///
  /// The importer checks the whole file before writing anything: a file that is not that kind
  /// of file, is damaged, or comes from a schema version it does not know is refused and nothing
  /// is written. Importing the same file twice adds nothing the second time. The loaded
  /// suggestion index is rebuilt afterwards.
  ///
  /// - Parameter progress: called now and then with how far through the file the import is (0...1).
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
    try importer.read(copy?.path ?? path, into: sink)
    let report = try sink.finish()
    if lock.withLock({ index != nil }) {
      do { try reloadSuggestionIndex() } catch { throw HistoryImportError(.storeUnwritable, error.reason) }
    }
    return report
  }
}
