import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

@testable import OmniboxHistory

/// What `Fixtures/history/<browser>/expected.json` says an importer must give.
struct ExpectedImport: Decodable {
  struct Visit: Decodable {
    let time: Int64
    let transition: String
  }
  struct Page: Decodable {
    let url: String
    let title: String
    let visitCount: Int
    let typedCount: Int
    let lastVisit: Int64?
    let hidden: Bool
    let visits: [Visit]
  }
  struct Bookmark: Decodable {
    let url: String
    let title: String
    let folder: [String]
    let added: Int64?
    let keyword: String?
  }
  struct Search: Decodable {
    let engine: String
    let terms: String
    let url: String
  }
  let pages: [Page]
  let bookmarks: [Bookmark]
  let searches: [Search]
  let skips: [String: Int]
}

/// A page as plain values, so that what the importer gave and what the fixture says compare
/// field by field (visits as `transition@microseconds`, in order).
struct PageRecord: Equatable {
  let url: String
  let title: String
  let visitCount: Int
  let typedCount: Int
  let lastVisit: Int64?
  let hidden: Bool
  let visits: [String]

  init(_ page: ImportedPage) {
    url = page.url
    title = page.title
    visitCount = page.visitCount
    typedCount = page.typedCount
    lastVisit = page.lastVisit?.microsecondsSince1970
    hidden = page.isHidden
    visits = page.visits.map { "\($0.transition.rawValue)@\($0.time.microsecondsSince1970)" }
  }

  init(_ page: ExpectedImport.Page) {
    url = page.url
    title = page.title
    visitCount = page.visitCount
    typedCount = page.typedCount
    lastVisit = page.lastVisit
    hidden = page.hidden
    visits = page.visits.map { "\($0.transition)@\($0.time)" }
  }
}

/// A bookmark as plain values.
struct BookmarkRecord: Equatable {
  let url: String
  let title: String
  let folder: [String]
  let added: Int64?
  let keyword: String?

  init(_ bookmark: ImportedBookmark) {
    url = bookmark.url
    title = bookmark.title
    folder = bookmark.folder
    added = bookmark.added?.microsecondsSince1970
    keyword = bookmark.keyword
  }

  init(_ bookmark: ExpectedImport.Bookmark) {
    url = bookmark.url
    title = bookmark.title
    folder = bookmark.folder
    added = bookmark.added
    keyword = bookmark.keyword
  }
}

/// A temporary folder for test databases, removed when the value goes.
final class BrowserFixtureFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Builds `name` from `Fixtures/history/<browser>/schema.sql` and `rows.sql`, then `change`
  /// (SQL run last, to spoil the file for a refusal test).
  func database(_ browser: String, name: String = "fixture.db", change: String = "") throws -> String {
    let path = url.appendingPathComponent(name).path
    let schema = try Fixture.text("history/\(browser)/schema.sql")
    let rows = try Fixture.text("history/\(browser)/rows.sql")
    let connection = try SQLiteConnection(path: path, mode: .readWriteCreate)
    try connection.execute(schema)
    try connection.execute(rows)
    if !change.isEmpty { try connection.execute(change) }
    return path
  }

  /// The first `count` bytes of the file at `path`, as a new file.
  func truncatedCopy(of path: String, keeping count: Int) throws -> String {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(bytes.count > count, "the fixture database is larger than what the copy keeps")
    let copy = url.appendingPathComponent("truncated.db")
    try bytes.prefix(count).write(to: copy)
    return copy.path
  }

  /// A file of `count` random bytes.
  func randomFile(count: Int) throws -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let file = url.appendingPathComponent("random.db")
    try Data(bytes).write(to: file)
    return file.path
  }
}

/// Runs `importer` on `path` and compares what the sink got with `Fixtures/history/<browser>/expected.json`.
func expectImport(_ importer: some HistoryImporter, of path: String, matches browser: String) throws {
  let expected = try Fixture.decode("history/\(browser)/expected.json", as: ExpectedImport.self)
  let sink = CollectingSink()
  try importer.read(path, into: sink)
  let pages = sink.pages.map(PageRecord.init)
  let wanted = expected.pages.map(PageRecord.init)
  #expect(pages.count == wanted.count)
  for (got, want) in zip(pages, wanted) { #expect(got == want) }
  #expect(sink.bookmarks.map(BookmarkRecord.init) == expected.bookmarks.map(BookmarkRecord.init))
  #expect(sink.searches == expected.searches.map { ImportedSearch(engine: $0.engine, terms: $0.terms, url: $0.url) })
  let skips = Dictionary(uniqueKeysWithValues: sink.skipCounts.map { ("\($0.key)", $0.value) })
  #expect(skips == expected.skips)
  #expect(sink.lastProgress == 1)
}

/// Runs `importer` on `path`, which it must refuse with `kind` before handing the sink anything,
/// in words that name no URL or title of the fixtures.
func expectRefusal(
  _ importer: some HistoryImporter, of path: String, as kind: HistoryImportError.Kind,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let sink = CollectingSink()
  do {
    try importer.read(path, into: sink)
    Issue.record("the file was imported, not refused as \(kind)", sourceLocation: sourceLocation)
  } catch {
    #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
    for leak in ["example", "apple", "例え", "xn--"] {
      #expect(!error.reason.contains(leak), "\(error)", sourceLocation: sourceLocation)
    }
  }
  #expect(sink.pages.isEmpty && sink.bookmarks.isEmpty && sink.searches.isEmpty, sourceLocation: sourceLocation)
  #expect(sink.skips.isEmpty, sourceLocation: sourceLocation)
}
