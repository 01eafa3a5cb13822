// Placeholders until the importers land (removed when they do).
struct ChromiumBookmarksImporter: HistoryImporter {
  func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    throw HistoryImportError(.notThatFile, "not built yet")
  }
}
struct SafariBookmarksImporter: HistoryImporter {
  func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    throw HistoryImportError(.notThatFile, "not built yet")
  }
}
struct NetscapeBookmarksImporter: HistoryImporter {
  func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    throw HistoryImportError(.notThatFile, "not built yet")
  }
}
