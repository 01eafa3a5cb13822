/// A named group of measurements.
struct BenchmarkSuite: Sendable {
  let name: String
  let run: @Sendable (inout Harness) -> Void
}

/// Every suite, in run order. Each lives in its own `*Benchmarks.swift` file.
let benchmarkSuites: [BenchmarkSuite] = [
  idnaBenchmarks,
  publicSuffixBenchmarks,
  resolveBenchmarks,
  searchBenchmarks,
  shareBenchmarks,
  shareLinearityBenchmarks,
  urlBenchmarks,
  displayBenchmarks,
  cliBenchmarks,
  autocompleteBenchmarks,
  addressBarBenchmarks,
  historyBenchmarks,
]
