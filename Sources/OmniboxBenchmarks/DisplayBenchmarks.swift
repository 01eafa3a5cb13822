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

  let bar = DisplayFormatter(options: .addressBar)
  let asciiURLs = (0..<1000).compactMap { try? URLRecord("https://www.example\($0).com/path/to/page?q=\($0)#top") }
  let encodedURLs = (0..<1000).compactMap { try? URLRecord("https://example.com/caf%C3%A9/\($0)?q=%E6%97%A5%E6%9C%AC&x=a%26b") }
  let idnURLs = (0..<1000).compactMap { try? URLRecord("https://www.bücher\($0).example/") }
  harness.measure("display URL, ASCII host, address bar", asciiURLs) { bar.display($0) }
  harness.measure("display URL, percent-decoding", encodedURLs) { formatter.display($0) }
  harness.measure("display URL, IDN host, address bar", idnURLs) { bar.display($0) }

  let policy = NavigationPolicy()
  let navigations = (0..<1000).compactMap { i -> URLRecord? in
    let urls = ["https://example.com/\(i)", "mailto:a\(i)@example.com", "javascript:void(\(i))",
      "data:text/html,\(i)", "https://apps.apple.com/app/id\(i)", "foo\(i):bar"]
    return try? URLRecord(urls[i % urls.count])
  }
  harness.measure("policy decide", navigations) { policy.decide($0, initiator: .link, isMainFrame: true) }
}
