import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

@testable import OmniboxHistory

@Suite struct JSONLinesImporterTests {
  @Test func theFixtureGivesTheExpectedPagesBookmarksAndSkips() throws {
    let expected = try ExpectedFileImport.load("expected-jsonl.json")
    let sink = CollectingSink()
    try JSONLinesImporter().read(ImportFiles.fixture("history.jsonl"), into: sink)
    #expect(sink.pages.map(ExpectedFileImport.Page.init) == expected.pages)
    #expect(sink.bookmarks.map(ExpectedFileImport.Bookmark.init) == expected.bookmarks)
    #expect(sink.skips.map(\.description) == expected.skips)
    #expect(sink.lastProgress == 1)
  }

  @Test func reasonsNeverQuoteTheLine() throws {
    let sink = CollectingSink()
    try JSONLinesImporter().read(ImportFiles.fixture("history.jsonl"), into: sink)
    for skip in sink.skips.map(\.description) {
      for secret in ["secret.example", "exa mple", "yesterday", "teleport", "no url", "not json at all", "example.com"]
      {
        #expect(!skip.contains(secret), "\(skip)")
      }
    }
  }

  @Test func bytesInMemoryReadAsTheFileDoes() throws {
    let bytes = [UInt8](try Fixture.data("history/bookmarks/history.jsonl"))
    let fromFile = CollectingSink()
    try JSONLinesImporter().read(ImportFiles.fixture("history.jsonl"), into: fromFile)
    let fromBytes = CollectingSink()
    try JSONLinesImporter().read(bytes: bytes, into: fromBytes)
    #expect(fromBytes.pages == fromFile.pages)
    #expect(fromBytes.bookmarks == fromFile.bookmarks)
    #expect(fromBytes.skips == fromFile.skips)
  }

  @Test func aFileThatIsNotJSONLinesIsRefused() {
    for text in [
      "not json\n{\"url\": \"https://a.example/\"}", "\n\n[1]\n", "bplist00", "<!DOCTYPE NETSCAPE-Bookmark-file-1>",
    ] {
      let kind = importErrorKind { try JSONLinesImporter().read(bytes: Array(text.utf8), into: CollectingSink()) }
      #expect(kind == .notThatFile, "\(text)")
    }
    let empty = importErrorKind { try JSONLinesImporter().read(bytes: [], into: CollectingSink()) }
    #expect(empty == nil)
    let missing = importErrorKind { try JSONLinesImporter().read("/nonexistent/history.jsonl", into: CollectingSink()) }
    #expect(missing == .unreadable)
  }

  @Test func megabyteLinesAcrossChunksAreRead() throws {
    let title = String(repeating: "ü", count: 1_500_000)  // 3 MB of UTF-8, split across many chunks
    var text = "{\"url\": \"https://a.example/\"}\r\n"
    text += "{\"url\": \"https://big.example/\", \"title\": \"\(title)\"}\n"
    text += "{\"url\": \"https://b.example/\", \"bookmarked\": true}"
    let path = try ImportFiles.temporary(Array(text.utf8))
    defer { ImportFiles.remove(path) }
    let sink = CollectingSink()
    try JSONLinesImporter().read(path, into: sink)
    #expect(sink.pages.map(\.url) == ["https://a.example/", "https://big.example/", "https://b.example/"])
    #expect(sink.pages[1].title == title)
    #expect(sink.bookmarks.map(\.url) == ["https://b.example/"])
    #expect(sink.skips.isEmpty)
  }

  @Test func aLineOverTheLimitIsSkippedWithoutBeingHeld() throws {
    var bytes = Array("{\"url\": \"https://a.example/\"}\n{\"url\": \"https://b.example/\", \"title\": \"".utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "x"), count: JSONLinesImporter.maximumLineLength)
    bytes += Array("\"}\n{\"url\": \"https://c.example/\"}\n".utf8)
    let path = try ImportFiles.temporary(bytes)
    defer { ImportFiles.remove(path) }
    let sink = CollectingSink()
    try JSONLinesImporter().read(path, into: sink)
    #expect(sink.pages.map(\.url) == ["https://a.example/", "https://c.example/"])
    #expect(sink.skips == [.malformed("line 2: longer than \(JSONLinesImporter.maximumLineLength) bytes")])
  }

  @Test func invalidUTF8AndDeepJSONAreSkips() throws {
    var bytes = Array("{\"url\": \"https://a.example/\"}\n".utf8)
    bytes += [0x7B, 0xF0, 0x9F, 0x98, 0x22, 0x7D, 0x0A]  // a truncated 4-byte sequence
    bytes += [0xC0, 0xAF, 0x0A]
    bytes += Array((String(repeating: "[", count: 10_000) + "\n").utf8)
    bytes += Array((String(repeating: "{\"a\":", count: 10_000) + "\n").utf8)
    let sink = CollectingSink()
    try JSONLinesImporter().read(bytes: bytes, into: sink)
    #expect(sink.pages.count == 1)
    #expect(
      sink.skips == [
        .malformed("line 2: invalid UTF-8"), .malformed("line 3: invalid UTF-8"), .malformed("line 4: not JSON"),
        .malformed("line 5: not JSON"),
      ])
  }
}
