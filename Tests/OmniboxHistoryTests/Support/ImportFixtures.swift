import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

@testable import OmniboxHistory

/// The hand-written `expected-*.json` files of `Fixtures/history/bookmarks/`, and what the tests
/// compare them with.
struct ExpectedFileImport: Decodable {
  struct Bookmark: Decodable, Equatable, CustomStringConvertible {
    var url: String
    var title: String
    var folder: [String]
    var added: Int64?
    var keyword: String?

    var description: String {
      "\(url) \"\(title)\" \(folder) added \(added.map(String.init) ?? "nil") kw \(keyword ?? "nil")"
    }
  }

  struct Visit: Decodable, Equatable {
    var time: Int64
    var transition: String
  }

  struct Page: Decodable, Equatable {
    var url: String
    var title: String
    var visits: [Visit]
    var visitCount: Int
    var typedCount: Int
    var lastVisit: Int64?
    var isHidden: Bool
  }

  var bookmarks: [Bookmark]
  var pages: [Page]?
  var skips: [String]

  static func load(_ name: String) throws -> ExpectedFileImport {
    try JSONDecoder().decode(ExpectedFileImport.self, from: Fixture.data("history/bookmarks/" + name))
  }
}

extension ExpectedFileImport.Bookmark {
  init(_ b: ImportedBookmark) {
    self.init(
      url: b.url, title: b.title, folder: b.folder, added: b.added?.microsecondsSince1970, keyword: b.keyword)
  }
}

extension ExpectedFileImport.Page {
  init(_ p: ImportedPage) {
    self.init(
      url: p.url, title: p.title,
      visits: p.visits.map { .init(time: $0.time.microsecondsSince1970, transition: $0.transition.rawValue) },
      visitCount: p.visitCount, typedCount: p.typedCount, lastVisit: p.lastVisit?.microsecondsSince1970,
      isHidden: p.isHidden)
  }
}

/// Paths of fixtures and of files written for one test.
enum ImportFiles {
  /// The path of `Fixtures/history/bookmarks/<name>`.
  static func fixture(_ name: String) -> String {
    Fixture.root.appendingPathComponent("history/bookmarks/" + name).path
  }

  /// Writes `bytes` to a new file in a fresh temporary folder; returns its path.
  static func temporary(_ bytes: some Sequence<UInt8>, name: String = "input") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "omnibox-import-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return file.path
  }

  /// Removes the folder `temporary` made for `path`.
  static func remove(_ path: String) {
    try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
  }
}

/// The kind of the `HistoryImportError` `body` throws, or nil when it throws none.
func importErrorKind(_ body: () throws -> Void) -> HistoryImportError.Kind? {
  do {
    try body()
    return nil
  } catch let error as HistoryImportError {
    return error.kind
  } catch {
    Issue.record("not a HistoryImportError: \(error)")
    return nil
  }
}
