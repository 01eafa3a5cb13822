import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

@testable import OmniboxHistory

@Suite struct ChromiumBookmarksImporterTests {
  private func read(_ text: String) throws(HistoryImportError) -> CollectingSink {
    let sink = CollectingSink()
    try ChromiumBookmarksImporter().read(bytes: Array(text.utf8), into: sink)
    return sink
  }

  @Test func theFixtureGivesTheExpectedBookmarks() throws {
    let expected = try ExpectedFileImport.load("expected-chromium.json")
    let sink = CollectingSink()
    try ChromiumBookmarksImporter().read(ImportFiles.fixture("chromium-Bookmarks.json"), into: sink)
    #expect(sink.bookmarks.map(ExpectedFileImport.Bookmark.init) == expected.bookmarks)
    #expect(sink.skips.map(\.description) == expected.skips)
    #expect(sink.pages.isEmpty && sink.searches.isEmpty)
    #expect(sink.lastProgress == 1)
  }

  @Test func onlyVersionOneIsRead() {
    #expect(importErrorKind { _ = try read(#"{"roots": {}, "version": 2}"#) } == .unknownSchema)
    #expect(importErrorKind { _ = try read(#"{"roots": {}, "version": "1"}"#) } == .unknownSchema)
    #expect(importErrorKind { _ = try read(#"{"roots": {}}"#) } == .unknownSchema)
    #expect(importErrorKind { _ = try read(#"{"roots": {}, "version": 1}"#) } == nil)
  }

  @Test func otherFilesAreRefused() {
    #expect(importErrorKind { _ = try read("") } == .notThatFile)
    #expect(importErrorKind { _ = try read("[]") } == .notThatFile)
    #expect(importErrorKind { _ = try read(#"{"version": 1}"#) } == .notThatFile)
    #expect(importErrorKind { _ = try read(#"{"roots": [], "version": 1}"#) } == .notThatFile)
    #expect(importErrorKind { _ = try read("<!DOCTYPE NETSCAPE-Bookmark-file-1>") } == .notThatFile)
    #expect(importErrorKind { _ = try read(#"{"roots": {"bookmark_bar": {"#) } == .corrupt)
    var random = SeededRandom(seed: 7)
    var bytes = (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    bytes[0] = 0x00
    #expect(
      importErrorKind { try ChromiumBookmarksImporter().read(bytes: bytes, into: CollectingSink()) } == .notThatFile)
    bytes[0] = UInt8(ascii: "{")
    #expect(importErrorKind { try ChromiumBookmarksImporter().read(bytes: bytes, into: CollectingSink()) } == .corrupt)
  }

  @Test func wrongTypesAreSkipsNotErrors() throws {
    let sink = try read(
      #"""
      {"version": 1, "roots": {
        "bookmark_bar": "not an object",
        "other": {"name": 5, "type": "folder", "children": [
          7,
          {"type": 3, "url": "https://a.example/"},
          {"type": "url", "url": 42, "name": "n"},
          {"type": "url", "url": "", "name": "empty"},
          {"type": "url", "url": "https://b.example/", "name": ["x"], "date_added": "soon"},
          {"type": "url", "url": "https://c.example/", "date_added": 13380000000000000},
          {"type": "folder", "name": "F", "children": "none"},
          {"type": "folder", "name": "G"}
        ]},
        "synced": {"children": [{"type": "url", "url": "https://d.example/", "date_added": "-5"}]}
      }}
      """#)
    #expect(
      sink.bookmarks == [
        ImportedBookmark(url: "https://b.example/", title: "", folder: ["Other bookmarks"]),
        ImportedBookmark(
          url: "https://c.example/", folder: ["Other bookmarks"],
          added: HistoryTime(microsecondsSince1970: 1_735_526_400_000_000)),
        ImportedBookmark(url: "https://d.example/", folder: ["Mobile bookmarks"]),
      ])
    #expect(
      sink.skips == [
        .malformed("root \"bookmark_bar\" is not an object"), .malformed("bookmark node is not an object"),
        .malformed("bookmark node without a \"type\" string"), .malformed("url node without a \"url\" string"),
        .malformed("url node without a \"url\" string"), .malformed("folder \"children\" is not an array"),
      ])
  }

  @Test func deepNestingIsRefusedWithoutACrash() {
    let depth = 10_000
    var text = #"{"version": 1, "roots": {"bookmark_bar": "#
    text += String(repeating: #"{"type": "folder", "name": "f", "children": ["#, count: depth)
    text += String(repeating: "]}", count: depth) + "}}"
    #expect(importErrorKind { _ = try read(text) } == .tooLarge)
    let bare = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(importErrorKind { _ = try read(bare) } == .tooLarge)
  }

  @Test func foldersNestedWithinTheLimitAreRead() throws {
    let depth = 400
    var text = #"{"version": 1, "roots": {"bookmark_bar": {"name": "Bar", "children": ["#
    text += String(repeating: #"{"type": "folder", "name": "f", "children": ["#, count: depth)
    text += #"{"type": "url", "url": "https://deep.example/", "name": "deep"}"#
    text += String(repeating: "]}", count: depth) + "]}}}"
    let sink = try read(text)
    #expect(sink.bookmarks.count == 1)
    #expect(sink.bookmarks.first?.folder.count == depth + 1)
  }

  @Test func missingAndUnreadableFilesAreIOErrors() throws {
    let missing = importErrorKind {
      try ChromiumBookmarksImporter().read("/nonexistent/omnibox/Bookmarks", into: CollectingSink())
    }
    #expect(missing == .unreadable)
    let folder = FileManager.default.temporaryDirectory.path
    #expect(importErrorKind { try ChromiumBookmarksImporter().read(folder, into: CollectingSink()) } == .unreadable)
  }
}
