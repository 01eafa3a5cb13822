import Foundation
import Omnibox

/// `resolve` on 100,000 mixed inputs, beside a naive Foundation approach; the wall time of one
/// `omnibox resolve x` process; and the peak memory of a 1,000,000-line batch.
let resolveBenchmarks = BenchmarkSuite(name: "resolve") { harness in
  let inputs = ResolveInputs.make(count: 100_000)
  let omnibox = Omnibox()
  _ = omnibox.resolve("warm.up")  // first use builds the suffix table and opens ICU
  let ours = harness.measure("resolve, 100k mixed inputs", inputs) { omnibox.resolve($0) }
  let naive = harness.measure("naive Foundation (URL(string:) + contains(\".\"))", inputs) { NaiveResolver.resolve($0) }
  print("  naive / ours: \(Harness.format(naive / ours, 1))x  (target: at least 5x)")
  for kind in ResolveInputs.kinds {
    let group = inputs.enumerated().filter { $0.offset % 10 == kind.index }.map(\.element)
    harness.measure("  resolve: \(kind.name)", group) { omnibox.resolve($0) }
  }

  if let tool = ToolProcess.omniboxExecutable() {
    let runs = (0..<20).compactMap { _ in ToolProcess.wallTime(tool, arguments: ["resolve", "x"]) }.sorted()
    if let median = runs.dropFirst(runs.count / 2).first {
      print("  one `omnibox resolve x` process: \(Harness.format(median * 1000, 2)) ms median of \(runs.count) (target < 10 ms)")
    }
    if let peak = ToolProcess.batchPeakMemory(tool, lines: 1_000_000, inputs: inputs) {
      print("  batch of 1,000,000 lines: \(Harness.format(peak.seconds, 2)) s, peak RSS \(Harness.format(peak.mebibytes, 1)) MiB")
    }
  } else {
    print("  (omnibox executable not found beside the benchmark; build it with -c release to time it)")
  }
}

/// What many Swift browsers do: trim, look for a dot and a space, try `URL(string:)`.
enum NaiveResolver {
  static func resolve(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return nil }
    if !trimmed.contains(" "), trimmed.contains(".") || trimmed.contains(":") {
      if let url = URL(string: trimmed), url.scheme != nil, url.host != nil { return url.absoluteString }
      if let url = URL(string: "https://" + trimmed), url.host != nil { return url.absoluteString }
    }
    let encoded = trimmed.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? trimmed
    return "https://www.google.com/search?q=" + encoded
  }
}

/// Runs the built `omnibox` tool as a child process.
enum ToolProcess {
  /// `omnibox` in the benchmark's own build folder.
  static func omniboxExecutable() -> URL? {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let tool = me.deletingLastPathComponent().appendingPathComponent("omnibox")
    return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
  }

  /// Seconds from spawn to exit.
  static func wallTime(_ tool: URL, arguments: [String]) -> Double? {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    let clock = ContinuousClock()
    let start = clock.now
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    let elapsed = clock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// Streams `lines` inputs (cycling through `inputs`) into `omnibox resolve` and reads the
  /// child's peak resident memory from getrusage(RUSAGE_CHILDREN).
  static func batchPeakMemory(_ tool: URL, lines: Int, inputs: [String]) -> (seconds: Double, mebibytes: Double)? {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-bench-\(getpid()).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    var text = ""
    text.reserveCapacity(lines * 24)
    for i in 0..<lines { text += inputs[i % inputs.count]; text += "\n" }
    guard (try? text.write(to: file, atomically: false, encoding: .utf8)) != nil,
      let input = try? FileHandle(forReadingFrom: file)
    else { return nil }
    let process = Process()
    process.executableURL = tool
    process.arguments = ["resolve"]
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let clock = ContinuousClock()
    let start = clock.now
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    let elapsed = clock.now - start
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds, Double(usage.ru_maxrss) / 1024)
  }
}
