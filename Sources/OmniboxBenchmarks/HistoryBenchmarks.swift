import Omnibox
import OmniboxHistory
import OmniboxTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The history store on disk: importing a Chromium `History` file, opening and indexing the
/// store, recording a visit, and keystrokes answered from the store's index beside the same
/// history held in memory. Every figure is the median of interleaved rounds.
///
///     omnibox-bench history                     100,000 pages, 300,000 visits, 5 rounds
///     omnibox-bench history --pages N           another size (3 visits a page)
///     omnibox-bench history --rounds R          another number of rounds
///     omnibox-bench history --open-only STORE   open and index STORE once, print time and peak RSS
///     omnibox-bench history --import-only FILE  import a Chromium History FILE once (for a profiler)
///
/// Targets (issue 23, release build, 100,000 pages): import ≤ 3 s, open and index ≤ 500 ms with
/// peak RSS ≤ 100 MB, a recorded visit ≤ 200 µs, keystrokes from the store no slower than from
/// memory. Printed, never asserted.
let historyBenchmarks = BenchmarkSuite(name: "history") { _ in
  let arguments = Array(CommandLine.arguments.dropFirst())
  if let at = arguments.firstIndex(of: "--import-only"), at + 1 < arguments.count {
    HistoryBenchmark.importOnce(arguments[at + 1])
    return
  }
  if let at = arguments.firstIndex(of: "--open-only"), at + 1 < arguments.count {
    HistoryBenchmark.openOnce(arguments[at + 1])
    return
  }
  let pages = HistoryBenchmark.value(after: "--pages", in: arguments) ?? 100_000
  let rounds = HistoryBenchmark.value(after: "--rounds", in: arguments) ?? 5
  HistoryBenchmark.run(pages: pages, rounds: rounds)
}

enum HistoryBenchmark {
  /// Visits per page in the generated Chromium file.
  static let visitsPerPage = 3

  static func value(after flag: String, in arguments: [String]) -> Int? {
    guard let at = arguments.firstIndex(of: flag), at + 1 < arguments.count, let n = Int(arguments[at + 1]), n > 0
    else { return nil }
    return n
  }

  static func run(pages: Int, rounds: Int) {
    guard let folder = makeFolder() else {
      print("  cannot make a temporary folder")
      return
    }
    defer { if !CommandLine.arguments.contains("--keep") { removeTree(folder) } else { print("  kept \(folder)") } }
    print("  targets at 100000 pages: import ≤ 3 s, open+index ≤ 500 ms, peak RSS ≤ 100 MB, record ≤ 200 µs")
    let history = SyntheticHistory(pages: pages)
    let source = folder + "/History"
    let clock = ContinuousClock()
    do {
      let start = clock.now
      try ChromiumHistoryFile.write(history, visitsPerPage: visitsPerPage, to: source)
      print(
        "history: a Chromium History file of \(pages) pages, \(pages * visitsPerPage) visits, written in "
          + Harness.format(AutocompleteBenchmark.milliseconds(clock.now - start), 0) + " ms")
    } catch {
      print("  cannot write the Chromium file: \(error)")
      return
    }

    // Import: a fresh store each round.
    var importTimes: [Double] = []
    var lastReport = HistoryImportReport()
    for round in 0..<rounds {
      let path = folder + "/import-\(round).sqlite"
      do {
        let store = try HistoryStore(path: path)
        let start = clock.now
        lastReport = try store.importHistory(.chromium, from: source)
        importTimes.append(AutocompleteBenchmark.milliseconds(clock.now - start))
      } catch {
        print("  import failed: \(error)")
        return
      }
      if round > 0 { removeStore(path) }
    }
    let store = folder + "/import-0.sqlite"
    let importMedian = median(importTimes)
    print(
      "  import: " + Harness.format(importMedian, 0) + " ms median of \(rounds) (" + lastReport.description + ")"
        + (pages == 100_000 ? AutocompleteBenchmark.verdict(importMedian <= 3000) : ""))

    // Open and index, each in a process of its own (so its peak memory is its own).
    var openTimes: [Double] = []
    var peaks: [Double] = []
    for _ in 0..<rounds {
      guard let (ms, peak) = openInChild(store) else {
        print("  the --open-only child failed")
        return
      }
      openTimes.append(ms)
      peaks.append(peak)
    }
    let openMedian = median(openTimes)
    let peakMedian = median(peaks)
    print(
      "  open and index: " + Harness.format(openMedian, 1) + " ms, peak RSS " + Harness.format(peakMedian, 1)
        + " MiB (process of its own; medians of \(rounds))"
        + (pages == 100_000 ? AutocompleteBenchmark.verdict(openMedian <= 500 && peakMedian * 1.048576 <= 100) : ""))

    recordVisits(store, pages: pages, rounds: rounds)
    keystrokes(history, folder: folder, rounds: rounds)
  }

  /// `--import-only HISTORY`: import a Chromium file into a fresh store once, print the time.
  static func importOnce(_ source: String) {
    guard let folder = makeFolder() else { return }
    defer { removeTree(folder) }
    let clock = ContinuousClock()
    do {
      let store = try HistoryStore(path: folder + "/import.sqlite")
      let start = clock.now
      let report = try store.importHistory(.chromium, from: source)
      print("import " + Harness.format(AutocompleteBenchmark.milliseconds(clock.now - start), 0) + " ms (\(report))")
    } catch {
      print("import failed: \(error)")
    }
  }

  /// `--open-only STORE`: open, index, print `open-index MS PEAK_MIB`.
  static func openOnce(_ path: String) {
    let clock = ContinuousClock()
    Memory.resetPeak()
    let start = clock.now
    do {
      let store = try HistoryStore(path: path)
      let index = try store.suggestionIndex()
      let ms = AutocompleteBenchmark.milliseconds(clock.now - start)
      blackHole(index.count)
      print("open-index \(ms) \(Memory.peakMiB())")
    } catch {
      print("open-index failed: \(error)")
    }
  }

  /// Recording visits into the imported store: `.full` and `.normal` durability, without and
  /// with the suggestion index loaded (the index kept current costs its share), interleaved.
  static func recordVisits(_ path: String, pages: Int, rounds: Int) {
    let clock = ContinuousClock()
    let perRound = 500
    var results: [String: [Double]] = [:]
    let kinds: [(String, HistoryStore.Durability, Bool)] = [
      ("full", .full, false), ("normal", .normal, false), ("full, index loaded", .full, true),
    ]
    var stores: [String: HistoryStore] = [:]
    for (name, durability, indexed) in kinds {
      guard let store = try? HistoryStore(path: path, durability: durability) else { return }
      if indexed { _ = try? store.suggestionIndex() }
      stores[name] = store
    }
    var serial = 0
    for _ in 0..<rounds {
      for (name, _, _) in kinds {
        guard let store = stores[name] else { continue }
        var samples: [Double] = []
        for _ in 0..<perRound {
          serial += 1
          guard let url = try? URLRecord("https://record-\(serial % (pages / 10 + 1)).example.com/page/\(serial)")
          else {
            continue
          }
          let start = clock.now
          _ = try? store.recordVisit(
            to: url, title: "Page \(serial)", transition: .link,
            at: HistoryTime(microsecondsSince1970: SyntheticHistory.now.microsecondsSince1970 + Int64(serial)))
          samples.append(AutocompleteBenchmark.microseconds(clock.now - start))
        }
        samples.sort()
        results[name, default: []].append(AutocompleteBenchmark.percentile(samples, 0.5))
      }
    }
    for (name, _, _) in kinds {
      let p50 = median(results[name] ?? [])
      print(
        "  record a visit (\(name)): p50 " + Harness.format(p50, 1) + " µs (median of \(rounds) rounds of \(perRound))"
          + (name == "full" ? AutocompleteBenchmark.verdict(p50 <= 200) : ""))
    }
  }

  /// Keystrokes answered from the index of a store holding the synthetic history, beside the
  /// index built from the same history in memory, rounds interleaved.
  static func keystrokes(_ history: SyntheticHistory, folder: String, rounds: Int) {
    let path = folder + "/synthetic.sqlite"
    let storeIndex: HistoryIndex
    do {
      let store = try HistoryStore(path: path, durability: .normal)
      try store.importHistory(using: SyntheticImporter(history: history), from: "", copyingFirst: false, progress: nil)
      storeIndex = try HistoryStore(path: path).suggestionIndex()
    } catch {
      print("  cannot fill the store: \(error)")
      return
    }
    let memoryIndex = HistoryIndex(history.entries())
    let fromStore = Suggester(configuration: .init(), history: storeIndex)
    let fromMemory = Suggester(configuration: .init(), history: memoryIndex)
    let queries = history.queries()
    let keystrokes = queries.flatMap { q in (1...q.count).map { SuggestionInput(String(q.prefix($0))) } }
    _ = AutocompleteBenchmark.keystrokeSamples(fromStore, keystrokes, rounds: 1)
    _ = AutocompleteBenchmark.keystrokeSamples(fromMemory, keystrokes, rounds: 1)
    var store50: [Double] = []
    var memory50: [Double] = []
    var store99: [Double] = []
    var memory99: [Double] = []
    for _ in 0..<rounds {
      var (s, _) = AutocompleteBenchmark.keystrokeSamples(fromStore, keystrokes, rounds: 1)
      var (m, _) = AutocompleteBenchmark.keystrokeSamples(fromMemory, keystrokes, rounds: 1)
      s.sort()
      m.sort()
      store50.append(AutocompleteBenchmark.percentile(s, 0.5))
      memory50.append(AutocompleteBenchmark.percentile(m, 0.5))
      store99.append(AutocompleteBenchmark.percentile(s, 0.99))
      memory99.append(AutocompleteBenchmark.percentile(m, 0.99))
    }
    let ratio = median(store50) / max(median(memory50), 0.001)
    print(
      "  keystrokes (\(keystrokes.count), \(storeIndex.count) pages from the store, \(memoryIndex.count) in memory): "
        + "p50 " + Harness.format(median(store50), 1) + " µs from the store vs " + Harness.format(median(memory50), 1)
        + " µs in memory (" + Harness.format(ratio, 2) + "×), p99 " + Harness.format(median(store99), 1) + " vs "
        + Harness.format(median(memory99), 1) + " µs" + AutocompleteBenchmark.verdict(ratio <= 1.05))
  }

  /// Runs this benchmark with `--open-only STORE` in a child process and reads its line.
  static func openInChild(_ store: String) -> (Double, Double)? {
    guard let line = runSelf(["history", "--open-only", store]) else { return nil }
    let parts = line.split(separator: " ")
    guard parts.count == 3, parts[0] == "open-index", let ms = Double(parts[1]), let peak = Double(parts[2]) else {
      return nil
    }
    return (ms, peak)
  }

  /// The last line starting with `open-index` that this executable prints with `arguments`.
  static func runSelf(_ arguments: [String]) -> String? {
    let command = ([CommandLine.arguments[0]] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
    guard let pipe = popen(command, "r") else { return nil }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&chunk, 1, chunk.count, pipe)
      guard count > 0 else { break }
      output += chunk[..<count]
    }
    guard pclose(pipe) == 0 else { return nil }
    return String(decoding: output, as: UTF8.self).split(separator: "\n").last { $0.hasPrefix("open-index") }.map(
      String.init)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  static func makeFolder() -> String? {
    var template = Array("/tmp/omnibox-history-bench-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { return nil }
    return String(cString: made)
  }

  static func removeStore(_ path: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(path + suffix) }
  }

  static func removeTree(_ folder: String) {
    guard let directory = opendir(folder) else { return }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name != "." && name != ".." { unlink(folder + "/" + name) }
    }
    closedir(directory)
    rmdir(folder)
  }
}

/// Feeds the synthetic history to the store as an import would (pages with their totals, and
/// a bookmark for each bookmarked page).
struct SyntheticImporter: HistoryImporter {
  let history: SyntheticHistory

  func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    for entry in history.entries() {
      try sink.add(
        ImportedPage(
          url: entry.url.href, title: entry.title, visits: entry.visits, visitCount: entry.visitCount,
          typedCount: entry.typedCount, lastVisit: entry.lastVisit))
      if entry.isBookmarked { try sink.add(ImportedBookmark(url: entry.url.href, title: entry.title)) }
    }
  }
}
