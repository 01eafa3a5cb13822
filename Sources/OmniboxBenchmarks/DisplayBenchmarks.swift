import Omnibox

let displayBenchmarks = BenchmarkSuite(name: "display") { harness in
  let formatter = DisplayFormatter()
  let ascii = (0..<1000).map { "www.example\($0).com" }
  // Safe IDNs across scripts, and unsafe ones that fail at different phases.
  let safeWords = ["bücher", "münchen", "例え", "日本語", "한국", "пример", "ελλάδα", "ไทย", "भारत", "مثال"]
  let safeIDN = (0..<1000).compactMap { try? IDNA.domainToASCII("\(safeWords[$0 % safeWords.count])\($0).com") }
  let unsafeWords = ["аррӏе", "gооgle", "göogle", "з4", "a\u{2044}b", "☺"]
  let unsafeIDN = (0..<1000).compactMap { i -> String? in
    let word = unsafeWords[i % unsafeWords.count]
    return try? IDNA.domainToASCII(i % 3 == 0 ? "\(word).com" : "x\(i).\(word).com")
  }
  _ = formatter.displayHost(safeIDN.first ?? "")  // configure the ICU checker and skeleton table first

  harness.measure("displayHost, ASCII host (no ICU)", ascii) { formatter.displayHost($0) }
  harness.measure("displayHost, safe IDN host", safeIDN) { formatter.displayHost($0) }
  harness.measure("displayHost, unsafe IDN host", unsafeIDN) { formatter.displayHost($0) }
}
