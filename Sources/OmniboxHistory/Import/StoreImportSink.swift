import Omnibox

/// The sink an import into the store writes through: it parses each URL, leaves out what the
/// store never keeps (``StoragePolicy``), and writes in batches of ``batchSize`` items, one
/// transaction each, so that an import killed half-way keeps every batch it committed, whole.
final class StoreImportSink: ImportSink {
  /// Items written per transaction.
  static let batchSize = 2500

  private enum Item {
    case page(ImportedPage, URLRecord)
    case bookmark(ImportedBookmark, URLRecord)
    case search(ImportedSearch, URLRecord)
  }

  private let store: HistoryStore
  private let onProgress: ((Double) -> Void)?
  private var pending: [Item] = []
  private var skips: [String: Int] = [:]
  private(set) var report = HistoryImportReport()

  init(store: HistoryStore, progress: ((Double) -> Void)?) {
    self.store = store
    onProgress = progress
    pending.reserveCapacity(Self.batchSize)
  }

  func add(_ page: ImportedPage) throws(HistoryImportError) {
    report.pagesRead += 1
    guard let url = vetted(page.url) else { return }
    try append(.page(page, url))
  }

  func add(_ bookmark: ImportedBookmark) throws(HistoryImportError) {
    report.bookmarksRead += 1
    guard let url = vetted(bookmark.url) else { return }
    try append(.bookmark(bookmark, url))
  }

  func add(_ search: ImportedSearch) throws(HistoryImportError) {
    report.searchesRead += 1
    guard let url = vetted(search.url) else { return }
    try append(.search(search, url))
  }

  func skip(_ reason: ImportSkip) { skips[reason.description, default: 0] += 1 }

  func progress(_ fraction: Double) { onProgress?(fraction) }

  /// Writes what is pending and returns the report.
  func finish() throws(HistoryImportError) -> HistoryImportReport {
    try flush()
    report.skipped = skips.map { HistoryImportReport.Skip(reason: $0.key, count: $0.value) }
      .sorted { ($0.count, $1.reason) > ($1.count, $0.reason) }
    return report
  }

  /// The parsed URL, or `nil` (counted as a skip) when it does not parse or is never kept.
  private func vetted(_ text: String) -> URLRecord? {
    guard let url = try? URLRecord(text) else {
      skip(.notAURL)
      return nil
    }
    if let refusal = StoragePolicy.refusal(for: url) {
      skip(.refusedURL(refusal.reason))
      return nil
    }
    return url
  }

  private func append(_ item: Item) throws(HistoryImportError) {
    pending.append(item)
    if pending.count >= Self.batchSize { try flush() }
  }

  /// Writes the pending items in one transaction.
  private func flush() throws(HistoryImportError) {
    guard !pending.isEmpty else { return }
    let items = pending
    pending.removeAll(keepingCapacity: true)
    do {
      let added = try store.write("import a batch") { () throws(SQLiteError) -> HistoryImportReport in
        let writer = PageWriter(store.connection)
        var added = HistoryImportReport()
        for item in items {
          switch item {
          case .page(let page, let url):
            let written = try writer.write(page, url: url, keepsHidden: true)
            added.pagesAdded += written.isNewPage ? 1 : 0
            added.visitsAdded += written.visitsAdded
          case .bookmark(let bookmark, let url):
            added.bookmarksAdded += try writer.write(bookmark, url: url) ? 1 : 0
          case .search(let search, let url):
            added.searchesAdded += try writer.write(search, url: url) ? 1 : 0
          }
        }
        return added
      }
      report.pagesAdded += added.pagesAdded
      report.visitsAdded += added.visitsAdded
      report.bookmarksAdded += added.bookmarksAdded
      report.searchesAdded += added.searchesAdded
    } catch {
      throw HistoryImportError(.storeUnwritable, error.reason)
    }
  }
}
