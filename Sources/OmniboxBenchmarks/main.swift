// omnibox-bench: release-built throughput figures. Run: swift run -c release omnibox-bench [GROUP ...]
// With no GROUP every suite runs; otherwise only suites whose name starts with one of the words.

var harness = Harness()
let selected = Array(CommandLine.arguments.dropFirst())

#if DEBUG
print("warning: debug build; run with -c release for meaningful figures")
#endif

for suite in benchmarkSuites where selected.isEmpty || selected.contains(where: { suite.name.hasPrefix($0) }) {
  print("== \(suite.name)")
  suite.run(&harness)
}
print("peak memory: \(Harness.format(Harness.peakMemoryMiB(), 1)) MiB")
