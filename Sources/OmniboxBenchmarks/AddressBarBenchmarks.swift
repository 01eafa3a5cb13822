import Omnibox

/// The address bar with its suggestion list on a synthetic history (``SyntheticHistory``): what
/// a keystroke costs through `AddressBar.send` (the list built, selected, the field completed),
/// what Down costs, and what a commit costs (a visit recorded in the bar's own index). The
/// first commit after the bar got its index copies the index when the caller still holds it
/// (as a store that caches its index does); the figure shows that copy apart.
///
///     omnibox-bench address-bar                   100,000 pages
///     omnibox-bench address-bar --pages 10000     another size
///
/// Issue 24 sets no target; the keystroke figures compare with `autocomplete`'s (the
/// suggester alone). Printed, never asserted.
let addressBarBenchmarks = BenchmarkSuite(name: "address-bar") { _ in
  let arguments = Array(CommandLine.arguments.dropFirst())
  var pages = 100_000
  if let at = arguments.firstIndex(of: "--pages"), at + 1 < arguments.count, let n = Int(arguments[at + 1]), n > 0 {
    pages = n
  }
  AddressBarBenchmark.run(pages: pages)
}

enum AddressBarBenchmark {
  static func run(pages: Int) {
    let clock = ContinuousClock()
    let history = SyntheticHistory(pages: pages)
    let index = HistoryIndex(history.entries())
    var configuration = AddressBar.Configuration()
    configuration.clock = { SyntheticHistory.now }
    var bar = AddressBar(configuration: configuration, history: index)
    let queries = history.queries()
    print("address-bar \(pages) pages (\(index.count) indexed), \(queries.count) queries typed a letter at a time")

    // One warm-up pass, then three timed ones.
    var keystrokes: [Double] = []
    var downs: [Double] = []
    for round in 0..<4 {
      for query in queries {
        bar.send(.focused)
        for length in 1...Swift.max(query.count, 1) {
          let edit = AddressBar.FieldEdit(String(query.prefix(length)))
          let start = clock.now
          blackHole(bar.send(.fieldChanged(edit)))
          if round > 0 { keystrokes.append(AutocompleteBenchmark.microseconds(clock.now - start)) }
        }
        let start = clock.now
        blackHole(bar.send(.keyPressed(.down)))
        if round > 0 { downs.append(AutocompleteBenchmark.microseconds(clock.now - start)) }
        bar.send(.escaped)
        bar.send(.escaped)
        bar.send(.blurred)
      }
    }
    keystrokes.sort()
    downs.sort()
    print(
      "  keystroke (send .fieldChanged): p50 " + Harness.format(AutocompleteBenchmark.percentile(keystrokes, 0.5), 1)
        + " µs, p99 " + Harness.format(AutocompleteBenchmark.percentile(keystrokes, 0.99), 1) + " µs over "
        + "\(keystrokes.count); Down: p50 " + Harness.format(AutocompleteBenchmark.percentile(downs, 0.5), 1) + " µs")

    // Commits: the first copies the index the benchmark still holds; then 200 more.
    var first = 0.0
    var commits: [Double] = []
    for i in 0...200 {
      let url = "https://commit\(i % 50).example/page/\(i)"
      let start = clock.now
      blackHole(bar.send(.navigationCommitted(url: url)))
      let us = AutocompleteBenchmark.microseconds(clock.now - start)
      if i == 0 { first = us } else { commits.append(us) }
    }
    commits.sort()
    blackHole(index.count)
    print(
      "  commit (a visit recorded in the bar's index): first " + Harness.format(first / 1000, 1)
        + " ms (the shared index copied), then p50 " + Harness.format(AutocompleteBenchmark.percentile(commits, 0.5), 1)
        + " µs, p99 " + Harness.format(AutocompleteBenchmark.percentile(commits, 0.99), 1) + " µs")
  }
}
