import Foundation
import Omnibox

/// `omnibox-bench --corpus FILE`: the in-process loops over any file, one input per line, so a
/// figure compares with `ada_bench FILE --copy` (see ../shared/bench/README.md) on the very same
/// inputs. The file is read into memory first; only the loops are timed: one warm-up pass, then
/// `--rounds N` (default 7), and the median is reported with the spread of the rounds.
///
///     corpus-parse: 141.2 ns/input (49772 inputs)
///       median of 7 rounds; spread 138.0–150.3 ns/input (8.7% of the median)
///
/// - corpus-parse: `URLRecord(line)` and its href's length (an owned result, as ada's `--copy`).
/// - corpus-resolve: `Omnibox().resolve(line)` and the URL's length.
///
/// `--versus CMD` interleaves a peer with the rounds: after each timed round, `sh -c CMD` runs
/// once and the figure it prints for the same loop (`corpus-parse: <ns> ns/input`, as
/// `ada_bench` prints it) is read, so each ratio compares two loops timed seconds apart, and
/// their median is a figure a noisy machine moves far less than it moves either loop.
///
///     versus: 0.97× (median of 7 interleaved rounds; spread 0.91–1.06×)
///
/// Naming one loop (`--corpus FILE parse`) runs only that one, e.g. under a profiler.
enum CorpusBenchmark {
  static let loops: Set<String> = ["parse", "resolve"]

  /// What the command line asked for.
  struct Request {
    var path: String
    var loops: Set<String>
    var rounds = 7
    var versus: String?

    /// Reads `FILE [parse] [resolve] [--rounds N] [--versus CMD]`; `nil` when it is not that.
    init?(_ arguments: ArraySlice<String>) {
      guard let path = arguments.first else { return nil }
      self.path = path
      var chosen: Set<String> = []
      var rest = arguments.dropFirst()
      while let word = rest.popFirst() {
        switch word {
        case "--rounds":
          guard let value = rest.popFirst().flatMap({ Int($0) }), value >= 1 else { return nil }
          rounds = value
        case "--versus":
          guard let value = rest.popFirst(), !value.isEmpty else { return nil }
          versus = value
        default:
          guard CorpusBenchmark.loops.contains(word) else { return nil }
          chosen.insert(word)
        }
      }
      loops = chosen.isEmpty ? CorpusBenchmark.loops : chosen
    }
  }

  /// Runs the request's loops; returns false when the file cannot be read or a peer's figure
  /// cannot be read.
  static func run(_ request: Request) -> Bool {
    guard let data = FileManager.default.contents(atPath: request.path) else {
      print("omnibox-bench: cannot read \(request.path)")
      return false
    }
    let lines = self.lines(of: [UInt8](data))
    var checksum = 0
    var ok = true
    if request.loops.contains("parse") {
      let parse = measure(lines, request, loop: "corpus-parse") { line in
        guard let url = try? URLRecord(line) else { return 0 }
        return url.href.utf8.count
      }
      checksum &+= parse.checksum
      ok = ok && parse.peerOK
    }
    if request.loops.contains("resolve") {
      let omnibox = Omnibox()
      let resolve = measure(lines, request, loop: "corpus-resolve") { omnibox.resolve($0).url?.utf8.count ?? 0 }
      checksum &+= resolve.checksum
      ok = ok && resolve.peerOK
    }
    print("checksum: \(checksum)")
    return ok
  }

  /// The file's lines as ada_bench reads them: split at LF, one trailing CR dropped, a last line
  /// without LF kept; invalid UTF-8 repaired.
  static func lines(of bytes: [UInt8]) -> [String] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> String in
      let content = line.last == 0x0D ? line.dropLast() : line[...]
      return String(decoding: content, as: UTF8.self)
    }
    if bytes.last == 0x0A { lines.removeLast() }
    return lines
  }

  /// Times `body` over every input: one warm-up pass, then `request.rounds` timed ones, each
  /// followed by one run of the peer when there is one. Prints the median and spread (and the
  /// ratios to the peer); returns the sum of what `body` returned (so nothing is optimized
  /// away) and whether every peer run printed its figure.
  private static func measure(
    _ inputs: [String], _ request: Request, loop: String, _ body: (String) -> Int
  ) -> (checksum: Int, peerOK: Bool) {
    guard !inputs.isEmpty else { return (0, true) }
    let clock = ContinuousClock()
    var checksum = 0
    var ours: [Double] = []
    var ratios: [Double] = []
    var peerOK = true
    for round in 0...request.rounds {
      var sum = 0
      let start = clock.now
      for input in inputs { sum &+= body(input) }
      let elapsed = clock.now - start
      checksum = sum
      guard round > 0 else { continue }
      let ns =
        (Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
        / Double(inputs.count)
      ours.append(ns)
      guard let versus = request.versus else { continue }
      guard let theirs = peerFigure(versus, loop: loop), theirs > 0 else {
        peerOK = false
        continue
      }
      ratios.append(ns / theirs)
    }
    let figures = Spread(ours)
    print("\(loop): \(Harness.format(figures.median, 1)) ns/input (\(inputs.count) inputs)")
    print(
      "  median of \(ours.count) rounds; spread \(Harness.format(figures.low, 1))–\(Harness.format(figures.high, 1))"
        + " ns/input (\(Harness.format(figures.relativeWidth * 100, 1))% of the median)")
    if request.versus != nil {
      guard peerOK else {
        print("  versus: the peer printed no '\(loop): <ns> ns/input' line")
        return (checksum, false)
      }
      let r = Spread(ratios)
      print(
        "  versus: \(Harness.format(r.median, 2))× (median of \(ratios.count) interleaved rounds;"
          + " spread \(Harness.format(r.low, 2))–\(Harness.format(r.high, 2))×)")
    }
    return (checksum, peerOK)
  }

  /// The `<loop>: <ns> ns/input` figure `command` prints, or nil when it prints none.
  private static func peerFigure(_ command: String, loop: String) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
      guard line.hasPrefix("\(loop): ") else { continue }
      let words = line.dropFirst(loop.count + 2).split(separator: " ")
      if let first = words.first, let value = Double(first) { return value }
    }
    return nil
  }

  /// The median of some figures, their lowest and highest.
  struct Spread {
    let median: Double
    let low: Double
    let high: Double

    init(_ values: [Double]) {
      let sorted = values.sorted()
      let n = sorted.count
      guard n > 0 else {
        (median, low, high) = (0, 0, 0)
        return
      }
      median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
      low = sorted[0]
      high = sorted[n - 1]
    }

    /// (high − low) / median.
    var relativeWidth: Double { median > 0 ? (high - low) / median : 0 }
  }
}
