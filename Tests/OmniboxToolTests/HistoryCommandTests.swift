import Foundation
import Omnibox
import OmniboxHistory
import OmniboxTestSupport
import Testing

@testable import OmniboxTool

/// `omnibox history`: add, stats, export and import round-trip; exit statuses; where the store
/// is (`--db`, `OMNIBOX_HISTORY`, `XDG_DATA_HOME`, `HOME`); and, as processes, that nothing is
/// lost to a kill, that a reader sees whole writes, that a full disk or a read-only folder is
/// exit 74 with the store unchanged, and that forgotten or refused URLs leave no bytes behind.
/// Every run names its store in a temporary folder: none reads or writes a real one.
@Suite struct HistoryCommandTests {
  static let fixture = Fixture.root.appendingPathComponent("cli/history.jsonl").path
  static let now = "2026-12-01T12:00:00Z"

  // MARK: - Helpers

  /// A fresh folder under the temporary directory (mode 0755), removed with its contents.
  final class Folder {
    let path: String
    init() throws {
      path = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-history-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      chmod(path, 0o755)
    }
    deinit {
      chmod(path, 0o755)
      try? FileManager.default.removeItem(atPath: path)
    }
    func file(_ name: String) -> String { path + "/" + name }
  }

  /// `omnibox history <arguments>` in-process against no store but the one `--db` names.
  private func history(_ arguments: [String], environment: [String: String] = [:]) -> (Int32, CapturedOutput) {
    run(["history"] + arguments, environment: environment)
  }

  /// What a finished process wrote.
  struct Outcome {
    var status: Int32
    var reason: Process.TerminationReason
    var stdout: [String]
    var stderr: String
  }

  /// Runs the built `omnibox` with `arguments`, the environment changed by `environment` (a nil
  /// value removes the variable), through `wrapper` when given (`/bin/sh -c`, `setpriv`).
  private func tool(
    _ arguments: [String], environment: [String: String?] = [:], wrapper: [String] = [], in folder: Folder? = nil
  ) throws -> Outcome {
    try outcome(of: configured(arguments, environment: environment, wrapper: wrapper), in: folder)
  }

  /// Runs `process` to its end, standard output and error to files.
  private func outcome(of process: Process, in folder: Folder? = nil) throws -> Outcome {
    let outPath = (folder?.path ?? NSTemporaryDirectory()) + "/out-\(UUID().uuidString)"
    let errPath = outPath + ".err"
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    defer {
      try? FileManager.default.removeItem(atPath: outPath)
      try? FileManager.default.removeItem(atPath: errPath)
    }
    let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    let stdout = String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self)
    return Outcome(
      status: process.terminationStatus, reason: process.terminationReason,
      stdout: stdout.split(separator: "\n").map(String.init),
      stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: errPath)), as: UTF8.self))
  }

  private func configured(
    _ arguments: [String], environment: [String: String?] = [:], wrapper: [String] = []
  ) throws -> Process {
    let process = try ToolProcess.process(arguments)
    var env = process.environment ?? [:]
    for (name, value) in environment { env[name] = value }
    process.environment = env
    if let binary = process.executableURL, let first = wrapper.first {
      process.executableURL = URL(fileURLWithPath: first)
      process.arguments = Array(wrapper.dropFirst()) + [binary.path] + arguments
    }
    return process
  }

  /// `history stats --json` of `store`, in-process.
  private func stats(_ store: String) throws -> [String: Any] {
    let (status, output) = history(["stats", "--db", store, "--json"])
    #expect(status == 0, "\(output.stderr)")
    let line = try #require(output.stdout.first)
    return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  /// The bytes of the store's file and of its journal (when there is one).
  private func storeBytes(_ store: String) -> Data {
    var data = Data()
    for path in [store, store + "-wal"] {
      if let bytes = FileManager.default.contents(atPath: path) { data += bytes }
    }
    return data
  }

  private func contains(_ data: Data, _ text: String) -> Bool {
    data.range(of: Data(text.utf8)) != nil
  }

  /// Writes `pages` pages of `visitsEach` visits each as JSON Lines.
  private func writeBigHistory(_ path: String, pages: Int, visitsEach: Int) throws {
    var text = ""
    text.reserveCapacity(pages * 520)
    for page in 0..<pages {
      let visits = (0..<visitsEach).map { v in
        #"{"time":\#(1_764_000_000 + page * 100 + v),"transition":"\#(v == 0 ? "typed" : "link")"}"#
      }
      text +=
        #"{"url":"https://site\#(page % 97).example/page/\#(page)","title":"Page \#(page)","visits":[\#(visits.joined(separator: ","))]}"#
        + "\n"
    }
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// The size of a file, 0 when missing.
  private func size(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
  }

  // MARK: - Round trip

  @Test func addStatsExportImportExportRoundTrips() throws {
    let folder = try Folder()
    let store = folder.file("a/history.sqlite")
    #expect(
      history(["add", "https://swift.org/", "--db", store, "--typed", "--title", "Swift", "--time", Self.now]).0 == 0)
    let again = history(["add", "swift.org", "--db", store, "--typed", "--time", Self.now])
    #expect(again.0 == 0)
    #expect(again.1.stdout == ["already recorded https://swift.org/"])
    let added = history(["add", "example.org/docs", "--db", store, "--time", "1764590400", "--json"])
    #expect(added.1.stdout == [#"{"url":"https://example.org/docs","outcome":"recorded"}"#])
    #expect(history(["import", "jsonl", Self.fixture, "--db", store]).0 == 0)

    let counts = try stats(store)
    #expect(counts["pages"] as? Int == 22)
    #expect(counts["visits"] as? Int == 35)
    #expect(counts["typed_visits"] as? Int == 13)
    #expect(counts["bookmarks"] as? Int == 1)
    #expect(counts["schema_version"] as? Int == 1)
    #expect(counts["path"] as? String == store)
    #expect(counts["first_visit"] as? String == "2025-12-01T12:00:00Z")
    #expect(counts["last_visit"] as? String == "2026-12-01T12:00:00Z")
    #expect((counts["bytes"] as? Int ?? 0) > 0)
    let text = history(["stats", "--db", store]).1.stdout
    #expect(text.first == "path         \(store)")
    #expect(text.contains("typed visits 13"))

    let (status, exported) = history(["export", "--db", store])
    #expect(status == 0)
    #expect(exported.stdout.count == 22)
    #expect(
      exported.stdout.first
        == #"{"url":"https://swift.org/","title":"Swift","visits":[{"time":"2026-12-01T12:00:00Z","transition":"typed"}],"bookmarked":false,"visit_count":1,"typed_count":1}"#
    )
    // Every line reads back as a page.
    for line in exported.stdout { _ = try HistoryEntry(jsonLine: line) }
    let file = folder.file("export.jsonl")
    try (exported.stdout.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
    let other = folder.file("b/history.sqlite")
    let imported = history(["import", "jsonl", file, "--db", other])
    #expect(imported.0 == 0)
    #expect(imported.1.stdout == ["22 pages (22 new), 35 visits new, 1 bookmarks (1 new), 0 searches (0 new)"])
    #expect(history(["export", "--db", other]).1.stdout == exported.stdout)
    #expect(try stats(other)["visits"] as? Int == 35)
    // Twice adds nothing; --json has the counts and the skips.
    let twice = history(["import", "jsonl", file, "--db", other, "--json"])
    #expect(
      twice.1.stdout == [
        #"{"file":"\#(file)","pages_read":22,"pages_added":0,"visits_added":0,"bookmarks_read":1,"bookmarks_added":0,"searches_read":0,"searches_added":0,"skipped":[]}"#
      ])
  }

  @Test func importCountsWhatItSkips() throws {
    let folder = try Folder()
    let file = folder.file("mixed.jsonl")
    try """
    {"url":"https://kept.example/","visits":[{"time":1764590400}]}
    {"url":"javascript:alert(1)","visits":[{"time":1764590400}]}
    not json

    """.write(toFile: file, atomically: true, encoding: .utf8)
    let (status, output) = history(["import", "jsonl", file, "--db", folder.file("h.sqlite"), "--json"])
    #expect(status == 0)
    let line = try #require(output.stdout.first)
    #expect(line.contains(#""pages_read":2,"pages_added":1"#))
    #expect(line.contains(#"{"reason":"a URL the store never keeps (a javascript: URL)","count":1}"#))
    #expect(line.contains(#""reason":"malformed record (line 3: not JSON"#))
  }

  @Test func forgetSaysWhatWent() throws {
    let folder = try Folder()
    let store = folder.file("h.sqlite")
    for (url, time) in [
      ("https://example.com/a", "2026-11-01T00:00:00Z"), ("https://www.example.com/b", "2026-11-02T00:00:00Z"),
      ("https://notexample.com/c", "2026-11-03T00:00:00Z"), ("https://example.org/d", "2026-11-04T00:00:00Z"),
      ("https://example.org/d", "2026-11-05T00:00:00Z"),
    ] {
      #expect(history(["add", url, "--db", store, "--time", time]).0 == 0)
    }
    #expect(history(["forget", "https://example.com/a", "--db", store]).1.stdout == ["forgot 1 pages, 1 visits"])
    #expect(history(["forget", "--host", "EXAMPLE.com.", "--db", store]).1.stdout == ["forgot 1 pages, 1 visits"])
    #expect(try stats(store)["pages"] as? Int == 2)
    let range = history(["forget", "--since", "2026-11-05T00:00:00Z", "--until", "2026-11-06T00:00:00Z", "--db", store])
    #expect(range.1.stdout == ["forgot 0 pages, 1 visits"])
    #expect(
      history(["forget", "--all", "--db", store, "--json"]).1.stdout == [#"{"pages":2,"visits":2,"bookmarks":0}"#])
    #expect(try stats(store)["pages"] as? Int == 0)
  }

  // MARK: - Exit statuses

  @Test func exitStatuses() throws {
    let folder = try Folder()
    let store = folder.file("h.sqlite")
    // 1: a URL refused, by the reason only; a file refused, named.
    for url in ["javascript:alert(1)", "data:text/html,x", "swift webview", "about:blank"] {
      let (status, output) = history(["add", url, "--db", store])
      #expect(status == 1, "\(url)")
      #expect(output.stdout.isEmpty)
      #expect(output.stderr.count == 1 && output.stderr.allSatisfy { $0.hasPrefix("omnibox history add: ") })
      #expect(!output.stderr.joined().contains(url), "the refusal echoes the URL")
    }
    #expect(!FileManager.default.fileExists(atPath: store), "a refused URL created the store")
    #expect(history(["forget", "swift webview", "--db", store]).0 == 1)
    // 74: a file that cannot be read (no store made for it).
    let missing = history(["import", "jsonl", folder.file("missing.jsonl"), "--db", store])
    #expect(missing.0 == 74)
    #expect(missing.1.stderr == ["omnibox: \(folder.file("missing.jsonl")): cannot read it: No such file or directory"])
    #expect(!FileManager.default.fileExists(atPath: store))
    #expect(history(["import", "jsonl", folder.path, "--db", store]).0 == 74)
    let refused = history(["import", "safari", Self.fixture, "--db", store])
    #expect(refused.0 == 1)
    #expect(refused.1.stderr.first?.hasPrefix("omnibox: \(Self.fixture): ") == true)
    // 64: the words.
    for words in [
      [], ["frob"], ["import", "jsonl"], ["import", "opera", Self.fixture], ["add"], ["add", "a.example", "b.example"],
      ["add", "a.example", "--time", "yesterday"], ["forget"], ["forget", "--all", "--host", "a.example"],
      ["forget", "--until", Self.now], ["forget", "--since", "soon"], ["stats", "--title", "x"], ["stats", "extra"],
      ["export", "--all"], ["stats", "--db", ""],
    ] {
      let (status, output) = history(words + (words.contains("--db") ? [] : ["--db", store]))
      #expect(status == 64, "\(words)")
      #expect(output.stderr.first?.hasPrefix("omnibox history: ") == true, "\(words): \(output.stderr)")
    }
    // 74: a store that cannot be opened.
    let notAStore = folder.file("not-a-store")
    try "just text, not SQLite at all, long enough to be a header of one".write(
      toFile: notAStore, atomically: true, encoding: .utf8)
    for words in [["stats"], ["export"], ["add", "https://a.example/"], ["forget", "--all"]] {
      let (status, output) = history(words + ["--db", notAStore])
      #expect(status == 74, "\(words)")
      #expect(
        output.stderr.count == 1 && output.stderr[0].hasPrefix("omnibox history: \(notAStore)"), "\(output.stderr)")
    }
    #expect(history(["stats", "--db", folder.path]).0 == 74)
    // 0 with nothing to do.
    let empty = history(["export", "--db", store])
    #expect(empty.0 == 0 && empty.1.stdout.isEmpty)
  }

  // MARK: - Where the store is

  @Test func locationPrecedence() throws {
    let folder = try Folder()
    func location(_ environment: [String: String]) throws -> String {
      try ToolEnvironment.$overrides.withValue(environment) { () throws(UsageError) -> String in
        try HistoryLocation.path(db: nil)
      }
    }
    #expect(try location(["OMNIBOX_HISTORY": "/a/h.sqlite", "XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/a/h.sqlite")
    #expect(try location(["XDG_DATA_HOME": "/x/", "HOME": "/h"]) == "/x/omnibox/history.sqlite")
    #expect(
      try location(["OMNIBOX_HISTORY": "", "XDG_DATA_HOME": "relative", "HOME": "/h"])
        == "/h/.local/share/omnibox/history.sqlite")
    #expect(throws: UsageError.self) { try location([:]) }
    #expect(history(["stats"], environment: [:]).0 == 64)

    // As processes: each level wins over the ones below it, and creates its store there.
    let db = folder.file("db/h.sqlite")
    let env = folder.file("env/h.sqlite")
    let xdg = folder.file("xdg")
    let home = folder.file("home")
    let all: [String: String?] = ["OMNIBOX_HISTORY": env, "XDG_DATA_HOME": xdg, "HOME": home]
    let cases: [(arguments: [String], environment: [String: String?], expected: String)] = [
      (["--db", db], all, db),
      ([], all, env),
      ([], ["OMNIBOX_HISTORY": nil, "XDG_DATA_HOME": xdg, "HOME": home], xdg + "/omnibox/history.sqlite"),
      (
        [], ["OMNIBOX_HISTORY": nil, "XDG_DATA_HOME": nil, "HOME": home], home + "/.local/share/omnibox/history.sqlite"
      ),
    ]
    for (n, item) in cases.enumerated() {
      let result = try tool(
        ["history", "add", "https://level\(n).example/", "--time", Self.now] + item.arguments,
        environment: item.environment)
      #expect(result.status == 0, "\(item): \(result.stderr)")
      let stats = try tool(["history", "stats", "--json"] + item.arguments, environment: item.environment)
      #expect(stats.stdout.first?.contains(#""path":"\#(item.expected)","schema_version":1,"pages":1,"#) == true)
      var info = stat()
      #expect(stat(item.expected, &info) == 0 && info.st_mode & 0o777 == 0o600, "\(item.expected)")
      // The run closed the file: its journal was folded in and removed.
      #expect(!FileManager.default.fileExists(atPath: item.expected + "-wal"))
    }
    // The store's folder is private.
    var info = stat()
    #expect(stat(home + "/.local/share/omnibox", &info) == 0 && info.st_mode & 0o777 == 0o700)
  }

  // MARK: - suggest reads the store

  @Test func suggestReadsTheStore() throws {
    let folder = try Folder()
    let store = folder.file("h.sqlite")
    #expect(history(["import", "jsonl", Self.fixture, "--db", store]).0 == 0)
    let fromFile = run(["suggest", "--history", Self.fixture, "--now", Self.now, "gi", "sw", "ada"])
    let fromStore = run(["suggest", "--db", store, "--now", Self.now, "gi", "sw", "ada"])
    #expect(fromStore.0 == 0)
    #expect(fromStore.1.stdout == fromFile.1.stdout)
    let fromEnvironment = run(
      ["suggest", "--now", Self.now, "gi", "sw", "ada"], environment: ["OMNIBOX_HISTORY": store])
    #expect(fromEnvironment.1.stdout == fromFile.1.stdout)
    // A store that does not exist is an empty history, and suggest does not create it.
    let missing = folder.file("none/h.sqlite")
    let empty = run(["suggest", "--db", missing, "--now", Self.now, "--providers", "history-url", "gi"])
    #expect(empty.0 == 0 && empty.1.stdout == [""])
    #expect(!FileManager.default.fileExists(atPath: folder.file("none")))
    #expect(run(["suggest", "--history", Self.fixture, "--db", store, "gi"]).0 == 64)
    let broken = folder.file("broken")
    try "not a store, not SQLite either, but long enough to have been one".write(
      toFile: broken, atomically: true, encoding: .utf8)
    let unreadable = run(["suggest", "--db", broken, "gi"])
    #expect(unreadable.0 == 74)
    #expect(unreadable.1.stderr.first?.hasPrefix("omnibox suggest: history store: \(broken)") == true)
  }

  // MARK: - Crashes, readers, full disks, read-only folders (processes)

  /// Killed with SIGKILL once it has begun committing, an import leaves a whole store: every
  /// page in it with all ten of its visits; run again, it completes with everything.
  @Test func nothingLostToAKill() throws {
    _ = try #require(ToolProcess.binary, "omnibox binary not found next to the test runner")
    let folder = try Folder()
    let file = folder.file("big.jsonl")
    try writeBigHistory(file, pages: 10_000, visitsEach: 10)
    let store = folder.file("h.sqlite")
    // The store made first, so that the journal grows only with the import's batches.
    #expect(try tool(["history", "stats", "--db", store], in: folder).status == 0)
    #expect(size(store + "-wal") == 0)
    let process = try configured(["history", "import", "jsonl", file, "--db", store, "--no-progress"])
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    // One batch (importBatchSize pages, 10 visits each) is megabytes of journal: past 2.5 MB the first
    // batch has committed and the next is being written.
    while process.isRunning && size(store + "-wal") < 2_500_000 && Date() < deadline { usleep(500) }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()

    let (pages, complete) = try Self.check(store)
    print("nothingLostToAKill: killed with \(pages) of 10000 pages committed")
    #expect(complete == pages, "\(pages - complete) pages half-written")
    #expect(pages % HistoryStore.importBatchSize == 0, "\(pages) pages: not whole batches")
    let result = try tool(["history", "import", "jsonl", file, "--db", store, "--no-progress"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == [
        "10000 pages (\(10_000 - pages) new), \((10_000 - pages) * 10) visits new, 0 bookmarks (0 new), 0 searches (0 new)"
      ])
    let after = try Self.check(store)
    #expect(after.pages == 10_000 && after.complete == 10_000)
    let counts = try stats(store)
    #expect(counts["visits"] as? Int == 100_000)
  }

  /// Opens `store` read-only: `PRAGMA integrity_check` must say ok; returns the pages, and how
  /// many of them have all ten visits.
  static func check(_ store: String) throws -> (pages: Int, complete: Int) {
    let connection = try SQLiteConnection(path: store, mode: .readOnly(immutable: false))
    #expect(try connection.text("PRAGMA integrity_check") == "ok")
    let pages = Int(try connection.integer("SELECT count(*) FROM pages") ?? -1)
    let complete = Int(
      try connection.integer(
        "SELECT count(*) FROM pages WHERE (SELECT count(*) FROM visits WHERE visits.page = pages.id) = 10") ?? -1)
    return (pages, complete)
  }

  /// While one process imports, others read the store: every read succeeds, and sees whole
  /// batches (ten visits a page), never fewer than the read before.
  @Test func readersSeeWholeWrites() throws {
    _ = try #require(ToolProcess.binary, "omnibox binary not found next to the test runner")
    let folder = try Folder()
    let file = folder.file("big.jsonl")
    try writeBigHistory(file, pages: 10_000, visitsEach: 10)
    let store = folder.file("h.sqlite")
    #expect(try tool(["history", "stats", "--db", store], in: folder).status == 0)
    let importer = try configured(["history", "import", "jsonl", file, "--db", store, "--no-progress"])
    importer.standardInput = FileHandle.nullDevice
    importer.standardOutput = FileHandle.nullDevice
    importer.standardError = FileHandle.nullDevice
    try importer.run()
    var lastPages = 0
    var reads = 0
    var readsWhileWriting = 0
    var sawPartial = false
    repeat {
      let writing = importer.isRunning
      let result = try tool(["history", "stats", "--db", store, "--json"], in: folder)
      #expect(result.status == 0, "\(result.stderr)")
      let object = try JSONSerialization.jsonObject(with: Data((result.stdout.first ?? "{}").utf8)) as? [String: Any]
      let pages = object?["pages"] as? Int ?? -1
      let visits = object?["visits"] as? Int ?? -1
      #expect(visits == pages * 10, "\(pages) pages but \(visits) visits")
      #expect(pages >= lastPages, "\(lastPages) pages, then \(pages)")
      #expect(pages % HistoryStore.importBatchSize == 0)
      if pages > 0 && pages < 10_000 { sawPartial = true }
      lastPages = pages
      reads += 1
      if writing { readsWhileWriting += 1 }
      if reads % 3 == 0 {
        let suggest = try tool(
          ["suggest", "--db", store, "--now", Self.now, "--providers", "history-url", "site1.example"], in: folder)
        #expect(suggest.status == 0, "\(suggest.stderr)")
      }
    } while importer.isRunning
    importer.waitUntilExit()
    #expect(importer.terminationStatus == 0)
    let final = try tool(["history", "stats", "--db", store, "--json"], in: folder)
    #expect(final.stdout.first?.contains(#""pages":10000,"visits":100000,"#) == true)
    #expect(readsWhileWriting > 0)
    // How much the reads overlapped the write, for the log (a fast machine may see none half-way).
    print("readersSeeWholeWrites: \(reads) reads, \(readsWhileWriting) while writing, partial seen: \(sawPartial)")
  }

  /// Under a file-size limit the import stops with exit 74 (the tool ignores SIGXFSZ) and the
  /// store is as it was.
  @Test func fullDiskLeavesTheStoreAsItWas() throws {
    _ = try #require(ToolProcess.binary, "omnibox binary not found next to the test runner")
    let folder = try Folder()
    let store = folder.file("h.sqlite")
    #expect(history(["import", "jsonl", Self.fixture, "--db", store]).0 == 0)
    let before = history(["stats", "--db", store, "--json"]).1.stdout
    let exportBefore = history(["export", "--db", store]).1.stdout
    let file = folder.file("big.jsonl")
    try writeBigHistory(file, pages: 4_000, visitsEach: 10)
    // 128 blocks of 512 bytes: 64 KiB, a little more than the store; one batch needs far more.
    let result = try tool(
      ["history", "import", "jsonl", file, "--db", store, "--no-progress"],
      wrapper: ["/bin/sh", "-c", #"ulimit -f 128 && exec "$0" "$@""#], in: folder)
    #expect(result.reason == .exit, "killed by a signal (SIGXFSZ not ignored?)")
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("omnibox history: the store could not be written"))
    #expect(!result.stderr.contains("example"), "the message names something from the file")
    #expect(try Self.check(store).pages == 20)
    #expect(history(["stats", "--db", store, "--json"]).1.stdout == before)
    #expect(history(["export", "--db", store]).1.stdout == exportBefore)
  }

  /// A store in a folder the user cannot write: exit 74, a clear message, nothing created.
  @Test func readOnlyFolder() throws {
    let binary = try #require(ToolProcess.binary, "omnibox binary not found next to the test runner")
    let folder = try Folder()
    let locked = folder.file("locked")
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
    chmod(locked, 0o555)
    defer { chmod(locked, 0o755) }
    var wrapper: [String] = []
    if getuid() == 0 {
      // Root writes anywhere: run the child as nobody, if it can run the binary at all.
      let setpriv = "/usr/bin/setpriv"
      try #require(FileManager.default.isExecutableFile(atPath: setpriv), "setpriv (util-linux) is missing")
      wrapper = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
      let probe = try tool(["--version"], wrapper: wrapper)
      try #require(probe.status == 0, "nobody cannot run \(binary.path): \(probe.stderr)")
    }
    for (db, words) in [
      (locked + "/h.sqlite", "cannot open \(locked)/h.sqlite for writing: Permission denied"),
      (locked + "/sub/h.sqlite", "cannot create the folder \(locked)/sub: Permission denied"),
    ] {
      let result = try tool(["history", "add", "https://a.example/", "--db", db], wrapper: wrapper)
      #expect(result.status == 74, "\(result.stderr)")
      #expect(result.stderr == "omnibox history: \(words)\n")
      let imported = try tool(["history", "import", "jsonl", Self.fixture, "--db", db], wrapper: wrapper)
      #expect(imported.status == 74)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
  }

  /// Two runs opening one new store at the same moment: both make it (the schema once), neither fails.
  @Test func runsOpeningANewStoreAtOnce() throws {
    _ = try #require(ToolProcess.binary, "omnibox binary not found next to the test runner")
    let folder = try Folder()
    for round in 0..<3 {
      let store = folder.file("new-\(round).sqlite")
      let processes = try (0..<6).map { n in
        let process = try configured(["history", "add", "https://run\(n).example/", "--db", store, "--time", Self.now])
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
      }
      for process in processes { try process.run() }
      for process in processes { process.waitUntilExit() }
      #expect(processes.allSatisfy { $0.terminationStatus == 0 })
      #expect(try stats(store)["pages"] as? Int == 6)
    }
  }

  /// On a terminal (standard error a pty, standard output a file) the import shows its meter,
  /// and `--no-progress` hides it; standard output holds the report alone either way.
  @Test func progressMeterOnATerminalOnly() throws {
    let binary = try #require(ToolProcess.binary, "omnibox binary not found next to the test runner")
    let script = "/usr/bin/script"
    try #require(FileManager.default.isExecutableFile(atPath: script), "script (util-linux) is missing")
    let folder = try Folder()
    let file = folder.file("big.jsonl")
    try writeBigHistory(file, pages: 10_000, visitsEach: 10)
    for (n, quiet) in [false, true].enumerated() {
      let out = folder.file("out-\(n)")
      let command =
        "'\(binary.path)' history import jsonl '\(file)' --db '\(folder.file("h-\(n).sqlite"))'"
        + (quiet ? " --no-progress" : "") + " > '\(out)'"
      // The meter shows from the first update, however fast the import runs here.
      let process = try configured([], environment: ["OMNIBOX_PROGRESS_AFTER": "0"])
      process.executableURL = URL(fileURLWithPath: script)
      process.arguments = ["-qec", command, "/dev/null"]
      let result = try outcome(of: process, in: folder)
      let terminal = result.stdout.joined(separator: "\n")
      #expect(result.status == 0, "\(terminal) \(result.stderr)")
      #expect(terminal.contains("omnibox: importing, ") != quiet, "\(terminal)")
      let report = try String(contentsOfFile: out, encoding: .utf8)
      #expect(report == "10000 pages (10000 new), 100000 visits new, 0 bookmarks (0 new), 0 searches (0 new)\n")
    }
  }

  // MARK: - Private

  @Test func forgottenAndRefusedURLsLeaveNoBytes() throws {
    let folder = try Folder()
    let store = folder.file("h.sqlite")
    let forgotten = [
      "https://example.com/secret-one", "https://www.example.com/secret-two", "https://mail.example.com/inbox-three",
    ]
    let kept = "https://kept.example.org/keep-me"
    for (n, url) in (forgotten + [kept]).enumerated() {
      for day in 1...3 {
        let result = try tool(
          [
            "history", "add", url, "--db", store, "--title", "Title \(n) private", "--time",
            "2026-11-0\(day)T10:00:00Z",
          ])
        #expect(result.status == 0, "\(result.stderr)")
      }
    }
    // Refused URLs never reach the files, and no message repeats them.
    for url in [#"javascript:alert("omniboxsecret")"#, "data:text/html,omniboxsecretdata"] {
      let result = try tool(["history", "add", url, "--db", store])
      #expect(result.status == 1)
      #expect(!result.stderr.contains("omniboxsecret"))
    }
    #expect(!contains(storeBytes(store), "omniboxsecret"))
    #expect(contains(storeBytes(store), "secret-two"), "the check reads the wrong files")

    let forget = try tool(["history", "forget", "--host", "example.com", "--db", store])
    #expect(forget.stdout == ["forgot 3 pages, 9 visits"])
    var bytes = storeBytes(store)
    for text in forgotten + ["secret-one", "secret-two", "inbox-three", "example.com", "Title 0", "Title 2"] {
      #expect(!contains(bytes, text), "\(text) is still in the store's files")
    }
    #expect(contains(bytes, kept))
    #expect(contains(bytes, "Title 3 private"))

    let all = try tool(["history", "forget", "--all", "--db", store])
    #expect(all.stdout == ["forgot 1 pages, 3 visits, 0 bookmarks"])
    bytes = storeBytes(store)
    for text in ["keep-me", "kept.example.org", "https:", "Title 3", "private"] {
      #expect(!contains(bytes, text), "\(text) is still in the store's files")
    }
  }
}
