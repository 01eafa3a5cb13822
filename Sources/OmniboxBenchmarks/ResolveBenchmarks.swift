import Foundation
import Omnibox

/// `resolve` on 100,000 mixed inputs, beside a naive Foundation approach; the same inputs under
/// each profile; the wall time of one `omnibox resolve x` process; and the peak memory of a
/// 1,000,000-line batch.
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
  measureProfiles(&harness, inputs)

  if let tool = ToolProcess.omniboxExecutable() {
    let runs = (0..<20).compactMap { _ in ToolProcess.wallTime(tool, arguments: ["resolve", "x"]) }.sorted()
    if let median = runs.dropFirst(runs.count / 2).first {
      print(
        "  one `omnibox resolve x` process: \(Harness.format(median * 1000, 2)) ms median of \(runs.count) (target < 10 ms)"
      )
    }
    if let peak = ToolProcess.batchPeakMemory(tool, lines: 1_000_000, inputs: inputs) {
      print(
        "  batch of 1,000,000 lines: \(Harness.format(peak.seconds, 2)) s, peak RSS \(Harness.format(peak.mebibytes, 1)) MiB"
      )
    }
  } else {
    print("  (omnibox executable not found beside the benchmark; build it with -c release to time it)")
  }
}

/// The mixed inputs under each profile, in three interleaved passes (best of each kept), so that
/// a loaded machine's drift falls on every profile alike; each figure also as a ratio to the
/// default profile's.
private func measureProfiles(_ harness: inout Harness, _ inputs: [String]) {
  let profiles = Omnibox.Profile.presets
  let omniboxes = profiles.map { Omnibox(configuration: Omnibox.Configuration(profile: $0)) }
  for omnibox in omniboxes { _ = omnibox.resolve("warm.up") }
  var best = [Double](repeating: .infinity, count: profiles.count)
  for pass in 1...3 {
    for (i, omnibox) in omniboxes.enumerated() {
      let ns = harness.measure("  --profile \(profiles[i].name), pass \(pass)", inputs) { omnibox.resolve($0) }
      best[i] = min(best[i], ns)
    }
  }
  for (profile, ns) in zip(profiles, best) {
    print(
      Harness.row("resolve --profile \(profile.name)", count: inputs.count, nsPerInput: ns)
        + "  " + Harness.format(ns / best[0], 3) + "x omnibox")
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

/// Runs the built `omnibox` tool as a child process (posix_spawn: no fork of this large
/// process, no Foundation `Process` overhead in the timings).
enum ToolProcess {
  /// `omnibox` in the benchmark's own build folder.
  static func omniboxExecutable() -> String? {
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let tool = me.deletingLastPathComponent().appendingPathComponent("omnibox").path
    return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil
  }

  /// Runs `tool arguments` with stdin from `inputPath` (or /dev/null) and stdout/stderr to
  /// /dev/null; returns the wall time in seconds and the child's peak RSS in MiB.
  ///
  /// The peak is the child's own `VmHWM` from /proc, sampled every 2 ms while it runs. (The
  /// rusage of a posix_spawn child is useless here: glibc spawns with a vfork-style clone, so
  /// the child's ru_maxrss starts out as this large benchmark process's resident size.)
  static func run(
    _ tool: String, arguments: [String], inputPath: String = "/dev/null", samplingMemory: Bool = true
  ) -> (seconds: Double, mebibytes: Double)? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([tool] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawn(&pid, tool, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var peakKiB = 0
    while samplingMemory {
      let done = waitpid(pid, &status, WNOHANG)
      if done == pid { break }
      if done < 0 { return nil }
      peakKiB = max(peakKiB, highWaterMarkKiB(of: pid) ?? 0)
      usleep(2000)
    }
    if !samplingMemory, waitpid(pid, &status, 0) != pid { return nil }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds, Double(peakKiB) / 1024)
  }

  /// `VmHWM` (peak resident set) of a running process, in KiB.
  private static func highWaterMarkKiB(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
    }
    return nil
  }

  /// Wall time of one process, in seconds.
  static func wallTime(_ tool: String, arguments: [String]) -> Double? {
    run(tool, arguments: arguments, samplingMemory: false)?.seconds
  }

  /// Streams `lines` inputs (cycling through `inputs`) into `omnibox resolve`.
  static func batchPeakMemory(_ tool: String, lines: Int, inputs: [String]) -> (seconds: Double, mebibytes: Double)? {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("omnibox-bench-\(getpid()).txt").path
    defer { unlink(path) }
    var text = ""
    text.reserveCapacity(lines * 24)
    for i in 0..<lines {
      text += inputs[i % inputs.count]
      text += "\n"
    }
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else { return nil }
    return run(tool, arguments: ["resolve"], inputPath: path)
  }
}
