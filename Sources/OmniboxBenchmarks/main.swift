// omnibox-bench: release-built throughput figures. Run: swift run -c release omnibox-bench [GROUP ...]
// With no GROUP every suite runs; otherwise only suites whose name starts with one of the words.
// `omnibox-bench --corpus FILE` instead times the parse and resolve loops over FILE's lines
// (see CorpusBenchmark.swift).
#if canImport(Glibc)
  import Glibc
#endif

var harness = Harness()
let selected = Array(CommandLine.arguments.dropFirst())

#if DEBUG
  print("warning: debug build; run with -c release for meaningful figures")
#endif

if selected.first == "--help" || selected.first == "-h" {
  print(
    """
    usage: omnibox-bench [GROUP ...]
           omnibox-bench --corpus FILE [parse] [resolve] [--rounds N] [--versus CMD]
           omnibox-bench autocomplete [--pages N | --scaling] [--slowest] [--build-only]
                                      [--skip PROVIDER,...]
           omnibox-bench history [--pages N] [--rounds R] [--open-only STORE]

    Release-built throughput figures (swift run -c release omnibox-bench). With no GROUP every
    suite runs; otherwise only the suites whose name starts with one of the words. --corpus times
    the parse and resolve loops over FILE's lines: the median of N rounds (default 7) and their
    spread; --versus runs CMD after each round and prints the median of the per-round ratios to
    the figure it prints for the same loop (ada_bench's "corpus-parse: <ns> ns/input"). autocomplete builds a synthetic history of
    N pages (default 100000; --scaling: 10000, 100000 and 300000) and times each keystroke.
    history writes a Chromium History file of N pages (3 visits each) and times its import,
    opening and indexing the store, recording a visit and keystrokes from the store's index.

    suites:
    """)
  for suite in benchmarkSuites { print("  \(suite.name)") }
  exit(0)
}

if selected.first == "--corpus" {
  guard let request = CorpusBenchmark.Request(selected.dropFirst()) else {
    print("usage: omnibox-bench --corpus FILE [parse] [resolve] [--rounds N] [--versus CMD]")
    exit(64)
  }
  exit(CorpusBenchmark.run(request) ? 0 : 66)
}

for suite in benchmarkSuites where selected.isEmpty || selected.contains(where: { suite.name.hasPrefix($0) }) {
  print("== \(suite.name)")
  suite.run(&harness)
}
print("peak memory: \(Harness.format(Harness.peakMemoryMiB(), 1)) MiB")
