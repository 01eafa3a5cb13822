import Foundation
import Omnibox

/// `omnibox-bench --corpus FILE`: the in-process loops over any file, one input per line, so a
/// figure compares with `ada_bench FILE --copy` (see ../shared/bench/README.md) on the very same
/// inputs. The file is read into memory first; only the loops are timed: one warm-up pass, then
/// seven, and the median is reported.
///
///     corpus-parse: 141.2 ns/input (49772 inputs)
///     corpus-resolve: 455.0 ns/input (49772 inputs)
///
/// - corpus-parse: `URLRecord(line)` and its href's length (an owned result, as ada's `--copy`).
/// - corpus-resolve: `Omnibox().resolve(line)` and the URL's length.
///
/// Naming one loop (`--corpus FILE parse`) runs only that one, e.g. under a profiler.
enum CorpusBenchmark {
  static let passes = 7
  static let loops: Set<String> = ["parse", "resolve"]

  /// Runs the `loops` over `path`; returns false when the file cannot be read.
  static func run(path: String, loops: Set<String>) -> Bool {
    guard let data = FileManager.default.contents(atPath: path) else {
      print("omnibox-bench: cannot read \(path)")
      return false
    }
    let lines = self.lines(of: [UInt8](data))
    var checksum = 0
    if loops.contains("parse") {
      let parse = medianNanoseconds(lines) { line in
        guard let url = try? URLRecord(line) else { return 0 }
        return url.href.utf8.count
      }
      checksum &+= parse.checksum
      print(row("corpus-parse", parse.nanoseconds, lines.count))
    }
    if loops.contains("resolve") {
      let omnibox = Omnibox()
      let resolve = medianNanoseconds(lines) { omnibox.resolve($0).url?.utf8.count ?? 0 }
      checksum &+= resolve.checksum
      print(row("corpus-resolve", resolve.nanoseconds, lines.count))
    }
    print("checksum: \(checksum)")
    return true
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

  /// The median over ``passes`` timed passes (after one warm-up) of `body` over every input, in
  /// ns per input, with the sum of what `body` returned (so nothing is optimized away).
  static func medianNanoseconds(_ inputs: [String], _ body: (String) -> Int) -> (nanoseconds: Double, checksum: Int) {
    guard !inputs.isEmpty else { return (0, 0) }
    let clock = ContinuousClock()
    var checksum = 0
    var perInput: [Double] = []
    for pass in 0...passes {
      var sum = 0
      let start = clock.now
      for input in inputs { sum &+= body(input) }
      let elapsed = clock.now - start
      checksum = sum
      guard pass > 0 else { continue }
      let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      perInput.append(ns / Double(inputs.count))
    }
    perInput.sort()
    return (perInput[perInput.count / 2], checksum)
  }

  private static func row(_ name: String, _ nanoseconds: Double, _ count: Int) -> String {
    "\(name): \(Harness.format(nanoseconds, 1)) ns/input (\(count) inputs)"
  }
}
