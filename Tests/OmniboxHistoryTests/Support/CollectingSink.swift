import Omnibox

@testable import OmniboxHistory

/// An import sink that keeps every item and skip, in order, for tests to compare with a fixture.
final class CollectingSink: ImportSink {
  var pages: [ImportedPage] = []
  var bookmarks: [ImportedBookmark] = []
  var searches: [ImportedSearch] = []
  var skips: [ImportSkip] = []
  var lastProgress = 0.0

  func add(_ page: ImportedPage) throws(HistoryImportError) { pages.append(page) }
  func add(_ bookmark: ImportedBookmark) throws(HistoryImportError) { bookmarks.append(bookmark) }
  func add(_ search: ImportedSearch) throws(HistoryImportError) { searches.append(search) }
  func skip(_ reason: ImportSkip) { skips.append(reason) }
  func progress(_ fraction: Double) { lastProgress = fraction }

  /// Skips counted by reason.
  var skipCounts: [ImportSkip: Int] { skips.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
}
