import Foundation
import OmniboxTestSupport

/// The `omnibox` tool as a whole process, every command in text and in `--json` mode over the
/// same 200,000 mixed lines (``ResolveInputs``) on standard input: ns/line (wall), the system
/// time, and the JSON/text ratio. Rounds alternate text and JSON runs and the median round is
/// printed, so a noisy machine moves both alike. Needs the release `omnibox` beside this
/// benchmark (`swift build -c release` builds both).
let cliBenchmarks = BenchmarkSuite(name: "cli") { _ in
  let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let binary = directory.appendingPathComponent("omnibox")
  guard FileManager.default.isExecutableFile(atPath: binary.path) else {
    print("  skipped: no omnibox binary at \(binary.path) (swift build -c release)")
    return
  }
  let lines = 200_000
  let input = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-bench-cli-\(getpid()).txt")
  guard (try? Data((ResolveInputs.make(count: lines).joined(separator: "\n") + "\n").utf8).write(to: input)) != nil
  else {
    print("  skipped: cannot write \(input.path)")
    return
  }
  defer { try? FileManager.default.removeItem(at: input) }
  let rounds = 5
  for command in ["resolve", "parse", "search", "terms", "unwrap", "display", "policy"] {
    var text: [CLIRun] = []
    var json: [CLIRun] = []
    for _ in 0..<rounds {
      guard let t = CLIRun(binary, [command, "--quiet"], input),
        let j = CLIRun(binary, [command, "--quiet", "--json"], input)
      else {
        print("  \(command): the binary did not run")
        break
      }
      text.append(t)
      json.append(j)
    }
    guard let t = CLIRun.median(text), let j = CLIRun.median(json) else { continue }
    for (mode, run) in [("text", t), ("--json", j)] {
      print(
        Harness.row("omnibox \(command) \(mode)", count: lines, nsPerInput: run.wall * 1e9 / Double(lines))
          + "  sys " + Harness.format(run.system, 3) + " s")
    }
    print("  json/text: " + Harness.format(j.wall / t.wall, 2) + "× (median of \(rounds) interleaved rounds)")
  }
}

/// One finished run of the binary: its wall time and the system time it used, in seconds.
struct CLIRun {
  let wall: Double
  let system: Double

  /// Runs `binary arguments < input > /dev/null 2> /dev/null`; `nil` if it could not start.
  init?(_ binary: URL, _ arguments: [String], _ input: URL) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    guard let stdin = try? FileHandle(forReadingFrom: input), let null = FileHandle(forWritingAtPath: "/dev/null")
    else { return nil }
    process.standardInput = stdin
    process.standardOutput = null
    process.standardError = null
    let before = Self.childrenSystemTime()
    let clock = ContinuousClock()
    let start = clock.now
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    let elapsed = clock.now - start
    wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    system = Self.childrenSystemTime() - before
  }

  /// The run whose wall time is the median.
  static func median(_ runs: [CLIRun]) -> CLIRun? {
    let sorted = runs.sorted { $0.wall < $1.wall }
    return sorted.isEmpty ? nil : sorted[sorted.count / 2]
  }

  /// System time of every finished child so far.
  private static func childrenSystemTime() -> Double {
    let usage = Harness.resourceUsage(children: true)
    return Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  }
}
