import Omnibox
import OmniboxHistory

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of `omnibox history SUBCOMMAND` against the store at ``storePath``: opens the store
/// (only once what was asked is known to be possible: a refused URL or a missing file never
/// creates one), does the work, prints the answer and returns the exit status. Messages name the
/// store's file or the given file, never a URL or title.
struct HistoryRun {
  let storePath: String
  let isJSON: Bool

  /// Opens the store, or prints why not (exit 74).
  private func openStore<Sink: OutputSink>(_ streams: inout OutputStreams<Sink>) -> HistoryStore? {
    do throws(HistoryStoreError) {
      return try HistoryStore(path: storePath)
    } catch {
      storeFailed(error, &streams)
      return nil
    }
  }

  /// A store that could not be opened, read or written: one line on stderr (the store's reason
  /// names its file and the operation, never what it holds).
  private func storeFailed<Sink: OutputSink>(_ error: HistoryStoreError, _ streams: inout OutputStreams<Sink>) {
    streams.err("omnibox history: \(error.reason)")
  }

  // MARK: - import

  func importFile<Sink: OutputSink>(
    _ format: HistoryImportFormat, path: String, meter: ImportProgressMeter?, _ streams: inout OutputStreams<Sink>
  ) -> Int32 {
    // A file that cannot be read is said so before a store is created for it (non-blocking: a
    // FIFO with no writer yet must not hang the check).
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      streams.err("omnibox: \(path): cannot read it: \(String(cString: strerror(errno)))")
      return Invocation.exitIOError
    }
    close(fd)
    guard let store = openStore(&streams) else { return Invocation.exitIOError }
    let report: HistoryImportReport
    do throws(HistoryImportError) {
      report = try store.importHistory(format, from: path, progress: meter.map { meter in { meter.update($0) } })
      meter?.clear()
    } catch {
      meter?.clear()
      return importFailed(error, path: path, &streams)
    }
    guard isJSON else {
      streams.out(report.description)
      return Invocation.exitOK
    }
    var json = JSONLine()
    json["file"] = path
    json["pages_read"] = report.pagesRead
    json["pages_added"] = report.pagesAdded
    json["visits_added"] = report.visitsAdded
    json["bookmarks_read"] = report.bookmarksRead
    json["bookmarks_added"] = report.bookmarksAdded
    json["searches_read"] = report.searchesRead
    json["searches_added"] = report.searchesAdded
    json.setObjects("skipped", report.skipped) { object, skip in
      object["reason"] = skip.reason
      object["count"] = skip.count
    }
    streams.out(json.text)
    return Invocation.exitOK
  }

  /// A refused file (exit 1), an unreadable one or a store that stopped writing (exit 74).
  private func importFailed<Sink: OutputSink>(
    _ error: HistoryImportError, path: String, _ streams: inout OutputStreams<Sink>
  ) -> Int32 {
    switch error.kind {
    case .storeUnwritable:
      streams.err(
        "omnibox history: the store could not be written, the import stopped (what it wrote before stays, whole): "
          + error.reason)
      return Invocation.exitIOError
    case .unreadable:
      streams.err("omnibox: \(path): \(Self.withoutPath(error.reason, path))")
      return Invocation.exitIOError
    case .notThatFile, .corrupt, .unknownSchema, .tooLarge:
      streams.err("omnibox: \(path): \(Self.withoutPath(error.reason, path))")
      return Invocation.exitRefused
    }
  }

  /// `reason` without the `PATH: ` it may start with (the message names the file once).
  private static func withoutPath(_ reason: String, _ path: String) -> String {
    reason.hasPrefix(path + ": ") ? String(reason.dropFirst(path.count + 2)) : reason
  }

  // MARK: - add

  func add<Sink: OutputSink>(
    _ text: String, title: String?, transition: HistoryVisit.Transition, time: HistoryTime,
    _ streams: inout OutputStreams<Sink>
  ) -> Int32 {
    let url: URLRecord
    switch HistoryURLInput.keptURL(text) {
    case .success(let found): url = found
    case .failure(let refusal):
      streams.err("omnibox history add: \(refusal.message)")
      return Invocation.exitRefused
    }
    guard let store = openStore(&streams) else { return Invocation.exitIOError }
    let outcome: HistoryStore.VisitOutcome
    do throws(HistoryStoreError) {
      outcome = try store.recordVisit(to: url, title: title, transition: transition, at: time)
    } catch {
      storeFailed(error, &streams)
      return Invocation.exitIOError
    }
    let word: String
    switch outcome {
    case .recorded: word = "recorded"
    case .alreadyRecorded: word = "already recorded"
    case .notKept(let reason):
      streams.err("omnibox history add: not kept: \(reason)")
      return Invocation.exitRefused
    }
    guard isJSON else {
      streams.out(word + " " + url.href)
      return Invocation.exitOK
    }
    var json = JSONLine()
    json["url"] = url.href
    json["outcome"] = word.replacingSpaces()
    streams.out(json.text)
    return Invocation.exitOK
  }

  // MARK: - forget

  func forget<Sink: OutputSink>(_ given: HistoryCommand.Forget, _ streams: inout OutputStreams<Sink>) -> Int32 {
    let scope: HistoryStore.ForgetScope
    switch given {
    case .url(let text):
      switch HistoryURLInput.url(text) {
      case .success(let url): scope = .url(url)
      case .failure(let refusal):
        streams.err("omnibox history forget: \(refusal.message)")
        return Invocation.exitRefused
      }
    case .host(let host): scope = .host(host)
    case .timeRange(let since, let until): scope = .timeRange(since: since, until: until)
    case .everything: scope = .everything
    }
    guard let store = openStore(&streams) else { return Invocation.exitIOError }
    let report: HistoryStore.ForgetReport
    do throws(HistoryStoreError) {
      report = try store.forget(scope)
    } catch {
      storeFailed(error, &streams)
      return Invocation.exitIOError
    }
    if !report.isWiped {
      streams.err(
        "omnibox history: \(storePath): another program is reading the store; the forgotten rows' old copies "
          + "leave its journal at the next checkpoint")
    }
    guard isJSON else {
      var text = "forgot \(report.pages) pages, \(report.visits) visits"
      if scope == .everything { text += ", \(report.bookmarks) bookmarks" }
      streams.out(text)
      return Invocation.exitOK
    }
    var json = JSONLine()
    json["pages"] = report.pages
    json["visits"] = report.visits
    json["bookmarks"] = report.bookmarks
    streams.out(json.text)
    return Invocation.exitOK
  }

  // MARK: - stats

  func stats<Sink: OutputSink>(_ streams: inout OutputStreams<Sink>) -> Int32 {
    guard let store = openStore(&streams) else { return Invocation.exitIOError }
    let stats: HistoryStore.Statistics
    do throws(HistoryStoreError) {
      stats = try store.statistics()
    } catch {
      storeFailed(error, &streams)
      return Invocation.exitIOError
    }
    guard isJSON else {
      let rows: [(String, String)] = [
        ("path", storePath), ("schema", String(stats.schemaVersion)), ("pages", String(stats.pages)),
        ("visits", String(stats.visits)), ("typed visits", String(stats.typedVisits)),
        ("bookmarks", String(stats.bookmarks)), ("searches", String(stats.searches)),
        ("first visit", stats.firstVisit?.description ?? "none"),
        ("last visit", stats.lastVisit?.description ?? "none"),
        ("bytes", String(stats.bytes)),
      ]
      for (label, value) in rows { streams.out(label + String(repeating: " ", count: 13 - label.count) + value) }
      return Invocation.exitOK
    }
    var json = JSONLine()
    json["path"] = storePath
    json["schema_version"] = stats.schemaVersion
    json["pages"] = stats.pages
    json["visits"] = stats.visits
    json["typed_visits"] = stats.typedVisits
    json["bookmarks"] = stats.bookmarks
    json["searches"] = stats.searches
    if let first = stats.firstVisit { json["first_visit"] = first.description } else { json.setNull("first_visit") }
    if let last = stats.lastVisit { json["last_visit"] = last.description } else { json.setNull("last_visit") }
    json["bytes"] = stats.bytes
    streams.out(json.text)
    return Invocation.exitOK
  }

  // MARK: - export

  func export<Sink: OutputSink>(_ streams: inout OutputStreams<Sink>) -> Int32 {
    guard let store = openStore(&streams) else { return Invocation.exitIOError }
    let entries: [HistoryEntry]
    do throws(HistoryStoreError) {
      entries = try store.entries()
    } catch {
      storeFailed(error, &streams)
      return Invocation.exitIOError
    }
    for entry in entries where streams.failure == nil {
      streams.answers.writeJSON { HistoryExportLine.write(entry, to: &$0) }
      streams.flushIfFull()
    }
    return Invocation.exitOK
  }
}

extension String {
  /// `already recorded` → `already-recorded` (a JSON slug).
  fileprivate func replacingSpaces() -> String {
    String(map { $0 == " " ? "-" : $0 })
  }
}
