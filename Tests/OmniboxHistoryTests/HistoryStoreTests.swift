import Foundation
import Omnibox
import Testing

@testable import OmniboxHistory

@Suite struct HistoryStoreTests {
  static let day: Int64 = 86_400
  static let now = HistoryTime(secondsSince1970: 1_764_590_400)  // 2025-12-01T12:00:00Z

  func url(_ text: String) throws -> URLRecord { try URLRecord(text) }

  @Test func aNewStoreIsCreatedPrivatelyWithItsSchemaAndJournal() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("deep/er/history.sqlite")
    let store = try HistoryStore(path: path)
    #expect(try store.statistics().schemaVersion == Int(HistorySchema.current))
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600, "history is the person's alone")
    #expect(stat(folder.file("deep"), &info) == 0 && info.st_mode & 0o777 == 0o700)
    let db = try SQLiteConnection(path: path, mode: .readOnly(immutable: false))
    #expect(try db.text("PRAGMA journal_mode") == "wal")
    #expect(
      try db.columns(of: "pages").isSuperset(of: ["url", "title", "visit_count", "typed_count", "last_visit", "hidden"])
    )
    #expect(try db.columns(of: "visits").isSuperset(of: ["page", "time", "transition", "from_visit"]))
    #expect(try db.columns(of: "bookmarks").isSuperset(of: ["url", "title", "folder", "added"]))
    #expect(try db.columns(of: "searches").isSuperset(of: ["engine", "terms", "page"]))
  }

  @Test func visitsAreRecordedWithTheirTotalsAndTheIndexFollows() throws {
    let folder = try TemporaryFolder()
    let store = try HistoryStore(path: folder.file("h.sqlite"))
    let swift = try url("https://swift.org/")
    #expect(try store.suggestionIndex().count == 0)
    #expect(try store.recordVisit(to: swift, title: "Swift", transition: .typed, at: Self.now) == .recorded)
    #expect(try store.recordVisit(to: swift, transition: .link, at: Self.now.adding(days: -1)) == .recorded)
    #expect(try store.recordVisit(to: swift, transition: .link, at: Self.now) == .alreadyRecorded)
    let entries = try store.entries()
    #expect(entries.count == 1)
    let entry = try #require(entries.first)
    #expect(entry.title == "Swift")
    #expect(entry.visitCount == 2 && entry.typedCount == 1 && entry.lastVisit == Self.now)
    #expect(entry.visits.map(\.transition) == [.typed, .link])
    #expect(try store.suggestionIndex().entry(for: swift)?.visitCount == 2, "the loaded index is kept current")
    #expect(try store.setTitle("Swift.org", for: swift))
    #expect(try store.suggestionIndex().entry(for: swift)?.title == "Swift.org")
    #expect(try store.statistics().visits == 2)
  }

  @Test(arguments: [
    ("javascript:alert(1)", "a javascript: URL"),
    ("data:text/html,<b>x</b>", "a data: URL"),
    ("about:blank", "a page the browser makes itself (about:)"),
    ("mailto:someone@example.com", "the navigation policy would not load it"),
  ])
  func urlsTheStoreNeverKeepsAreRefused(text: String, reason: String) throws {
    let folder = try TemporaryFolder()
    let store = try HistoryStore(path: folder.file("h.sqlite"))
    let outcome = try store.recordVisit(to: url(text), transition: .typed, at: Self.now)
    guard case .notKept(let why) = outcome else {
      Issue.record("\(text) was kept")
      return
    }
    #expect(why.hasPrefix(reason))
    #expect(try store.addBookmark(url(text)) == false)
    #expect(try store.statistics().pages == 0 && store.statistics().bookmarks == 0)
  }

  @Test func aPrivateVisitIsNeverWritten() throws {
    let folder = try TemporaryFolder()
    let store = try HistoryStore(path: folder.file("h.sqlite"))
    let secret = "https://private-browsing.example/secret-page"
    #expect(
      try store.recordVisit(to: url(secret), transition: .typed, at: Self.now, isPrivate: true)
        == .notKept("private browsing"))
    #expect(try store.statistics().pages == 0)
    let bytes = folder.bytes("h.sqlite") + folder.bytes("h.sqlite-wal")
    #expect(bytes.range(of: Data("private-browsing".utf8)) == nil)
  }

  @Test func bookmarksAreKeptPerFolderAndMarkTheirPages() throws {
    let folder = try TemporaryFolder()
    let store = try HistoryStore(path: folder.file("h.sqlite"))
    let docs = try url("https://docs.swift.org/")
    #expect(try store.addBookmark(docs, title: "Docs", folder: ["Bar", "Swift"], at: Self.now))
    #expect(try store.addBookmark(docs, title: "Docs", folder: ["Bar", "Swift"]) == false, "already there")
    #expect(try store.addBookmark(docs, title: "Docs", folder: ["Other"]))
    let marks = try store.bookmarks()
    #expect(marks.map(\.folder) == [["Bar", "Swift"], ["Other"]])
    #expect(marks.first?.added == Self.now)
    let entry = try #require(try store.entries().first)
    #expect(entry.isBookmarked && entry.visitCount == 0 && entry.title == "Docs")
    #expect(try store.removeBookmark(docs) == 2)
    #expect(try store.entries().isEmpty)
  }

  @Test func importingTheSameFileTwiceAddsNothing() throws {
    let folder = try TemporaryFolder()
    let lines = [
      #"{"url":"https://a.example/","title":"A","visits":[{"time":1764590000,"transition":"typed"},{"time":1764500000}],"visit_count":5,"typed_count":2}"#,
      #"{"url":"https://b.example/","visits":[{"time":1764590000}],"bookmarked":true}"#,
      #"{"url":"javascript:alert(1)","visits":[{"time":1764590000}]}"#,
      #"not json"#,
      "",
    ]
    let file = try folder.write(lines.joined(separator: "\n"), to: "h.jsonl")
    let store = try HistoryStore(path: folder.file("h.sqlite"))
    let first = try store.importHistory(.jsonLines, from: file)
    #expect(first.pagesRead == 3 && first.pagesAdded == 2 && first.visitsAdded == 3 && first.bookmarksAdded == 1)
    #expect(first.skipped.map(\.count).reduce(0, +) == 2)
    #expect(first.skipped.contains { $0.reason.contains("line 4") })
    let before = try store.entries()
    let second = try store.importHistory(.jsonLines, from: file)
    #expect(second.pagesAdded == 0 && second.visitsAdded == 0 && second.bookmarksAdded == 0)
    #expect(try store.entries() == before)
    let a = try #require(before.first { $0.url.href == "https://a.example/" })
    #expect(a.visitCount == 5 && a.typedCount == 2, "the file's totals, counted once")
    // A visit recorded after the import adds to the totals.
    try store.recordVisit(to: a.url, transition: .typed, at: Self.now)
    let after = try #require(try store.entries().first { $0.url == a.url })
    #expect(after.visitCount == 6 && after.typedCount == 3)
  }

  @Test func aFileFromANewerOmniboxOrAnotherProgramIsRefused() throws {
    let folder = try TemporaryFolder()
    do {
      let db = try SQLiteConnection(path: folder.file("newer.sqlite"), mode: .readWriteCreate)
      try db.execute("CREATE TABLE pages (id INTEGER); PRAGMA user_version = 99")
      let other = try SQLiteConnection(path: folder.file("other.sqlite"), mode: .readWriteCreate)
      try other.execute("CREATE TABLE stuff (id INTEGER)")
    }
    #expect { try HistoryStore(path: folder.file("newer.sqlite")) } throws: {
      ($0 as? HistoryStoreError)?.kind == .newerSchema
    }
    #expect { try HistoryStore(path: folder.file("other.sqlite")) } throws: {
      ($0 as? HistoryStoreError)?.kind == .corrupt
    }
    try folder.write(String(repeating: "not a database ", count: 1000), to: "text.sqlite")
    #expect { try HistoryStore(path: folder.file("text.sqlite")) } throws: {
      ($0 as? HistoryStoreError)?.kind == .corrupt
    }
  }

  @Test func forgettingATimeRangeRecountsAndDropsEmptiedPages() throws {
    let folder = try TemporaryFolder()
    let store = try HistoryStore(path: folder.file("h.sqlite"))
    let a = try url("https://a.example/")
    let b = try url("https://b.example/")
    try store.recordVisit(to: a, transition: .typed, at: Self.now.adding(days: -10))
    try store.recordVisit(to: a, transition: .link, at: Self.now.adding(days: -1))
    try store.recordVisit(to: b, transition: .link, at: Self.now.adding(days: -1))
    _ = try store.suggestionIndex()
    let report = try store.forget(.timeRange(since: Self.now.adding(days: -2), until: nil))
    #expect(report.visits == 2 && report.pages == 1 && report.isWiped)
    let entries = try store.entries()
    #expect(entries.map(\.url) == [a])
    #expect(entries.first?.visitCount == 1 && entries.first?.lastVisit == Self.now.adding(days: -10))
    #expect(try store.suggestionIndex().entry(for: b) == nil, "the index forgets too")
  }

  /// The person's right to forget: after `forget`, no byte string of a forgotten URL is left in
  /// the file or its journal, while what was kept is still there.
  @Test func forgottenURLsLeaveNoBytesInTheFileOrItsJournal() throws {
    let folder = try TemporaryFolder()
    let store = try HistoryStore(path: folder.file("h.sqlite"))
    // Enough rows for several B-tree pages, so deletions rebalance pages.
    for n in 0..<400 {
      try store.recordVisit(
        to: url("https://kept-\(n).example.org/page"), title: "Kept \(n)", transition: .link,
        at: Self.now.adding(days: -n))
    }
    let forgotten = [
      "https://example.com/secret-one", "https://www.example.com/secret-two?q=1",
      "https://deep.sub.example.com/secret-three",
    ]
    for (n, text) in forgotten.enumerated() {
      try store.recordVisit(
        to: url(text), title: "Forgotten title \(n)", transition: .typed, at: Self.now.adding(days: -n))
    }
    try store.recordVisit(to: url("https://notexample.com/kept-neighbour"), transition: .link, at: Self.now)
    let report = try store.forget(.host("Example.COM"))
    #expect(report.pages == 3 && report.isWiped)
    let bytes = folder.bytes("h.sqlite") + folder.bytes("h.sqlite-wal")
    for text in forgotten + ["secret-one", "secret-two", "secret-three", "Forgotten title"] {
      #expect(bytes.range(of: Data(text.utf8)) == nil, "\(text) is still in the file")
    }
    #expect(bytes.range(of: Data("notexample.com/kept-neighbour".utf8)) != nil, "a kept page stays")
    #expect(bytes.range(of: Data("kept-399.example.org".utf8)) != nil)

    let all = try store.forget(.everything)
    #expect(all.pages == 401 && all.isWiped)
    let after = folder.bytes("h.sqlite") + folder.bytes("h.sqlite-wal")
    for text in ["kept-0.example.org", "kept-399", "notexample", "Kept 1"] {
      #expect(after.range(of: Data(text.utf8)) == nil, "\(text) survived forget everything")
    }
  }

  /// Two stores on one file, as two processes would be: the reader sees whole batches only.
  @Test func aReaderSeesOnlyWholeCommitsWhileAnImportWrites() async throws {
    let folder = try TemporaryFolder()
    var lines: [String] = []
    for n in 0..<6000 {
      let visits = (0..<5).map { #"{"time":\#(1_764_000_000 + $0 * 1000 + n)}"# }.joined(separator: ",")
      lines.append(#"{"url":"https://site-\#(n).example/","visits":[\#(visits)]}"#)
    }
    let file = try folder.write(lines.joined(separator: "\n"), to: "h.jsonl")
    let path = folder.file("h.sqlite")
    let writer = try HistoryStore(path: path, durability: .normal)
    let reader = try HistoryStore(path: path)
    let importing = Task.detached { try writer.importHistory(.jsonLines, from: file) }
    var seen: [Int] = []
    while seen.last != 6000 {
      let stats = try reader.statistics()
      #expect(stats.visits == stats.pages * 5, "a page is never half-written")
      #expect(stats.pages % StoreImportSink.batchSize == 0 || stats.pages == 6000, "whole batches only")
      if seen.last != stats.pages { seen.append(stats.pages) }
      if seen.count > 10_000 { break }
      try await Task.sleep(nanoseconds: 1_000_000)
    }
    let report = try await importing.value
    #expect(report.pagesAdded == 6000 && report.visitsAdded == 30_000)
    #expect(seen == seen.sorted())
  }

  @Test func oneStoreIsSafeFromManyThreads() async throws {
    let folder = try TemporaryFolder()
    let store = try HistoryStore(path: folder.file("h.sqlite"), durability: .normal)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for worker in 0..<4 {
        group.addTask {
          for n in 0..<50 {
            try store.recordVisit(
              to: try URLRecord("https://w\(worker).example/\(n)"), transition: .link, at: Self.now.adding(days: -n))
            _ = try store.suggestionIndex().count
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(try store.statistics().pages == 200)
    #expect(try store.suggestionIndex().count == 200)
  }

  /// The oracle of `EntryReader`'s fast path: the entries it reads equal those of a plain
  /// per-page query, with dense page ids and with sparse ones (most pages forgotten).
  @Test(arguments: [false, true])
  func theIndexIsBuiltFromWhatEntriesReads(sparse: Bool) throws {
    let folder = try TemporaryFolder()
    let store = try HistoryStore(path: folder.file("h.sqlite"), durability: .normal)
    let pages = sparse ? 1500 : 300
    for n in 0..<pages {
      let url = try url("https://site\(n % 7).example/page/\(n)")
      for k in 0..<(1 + n % 13) {
        try store.recordVisit(
          to: url, title: n % 5 == 0 ? nil : "Page \(n)", transition: k % 3 == 0 ? .typed : .link,
          at: Self.now.adding(days: -(k * 3 + n % 4)))
      }
      if n % 11 == 0 { try store.addBookmark(url, title: n % 2 == 0 ? "" : "Mark \(n)", folder: ["F\(n % 3)"]) }
    }
    try store.addBookmark(url("https://only-a-bookmark.example/"), title: "Only")
    if sparse {
      for n in 0..<pages where n % 100 != 99 { try store.forget(.url(url("https://site\(n % 7).example/page/\(n)"))) }
    }
    let plain = try store.entriesReadPageByPage()
    #expect(try store.entries() == plain)
    // Kept pages, forgotten ones whose bookmarks stay, and the bookmark without a page.
    let kept = (0..<pages).filter { !sparse || $0 % 100 == 99 }.count
    let bookmarkedForgotten = (0..<pages).filter { sparse && $0 % 100 != 99 && $0 % 11 == 0 }.count
    #expect(plain.count == kept + bookmarkedForgotten + 1)
    var trimmed: [HistoryEntry] = []
    try store.forEachEntry(visitsPerPage: 10) { trimmed.append($0) }
    #expect(trimmed.map(\.url) == plain.map(\.url))
    #expect(
      zip(trimmed, plain).allSatisfy { $0.visits == Array($1.visits.prefix(10)) && $0.visitCount == $1.visitCount })
    #expect(try store.suggestionIndex().count == plain.count)
  }
}
