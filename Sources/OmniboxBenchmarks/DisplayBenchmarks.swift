import Omnibox
import OmniboxTestSupport

/// Display: first use of the embedded top-domain table, host display on every path (ASCII, safe
/// and unsafe IDN, look-alikes, with the full 4,989-domain list), URL display, and policy.
let displayBenchmarks = BenchmarkSuite(name: "display") { harness in
  // The very first access in this process (when `display` runs alone): the one-time decode
  // behind `TopDomainList.embedded`, cold.
  let clock = ContinuousClock()
  let start = clock.now
  let embedded = TopDomainList.embedded
  let firstAccess = clock.now - start
  let firstAccessMs = Double(firstAccess.components.seconds) * 1e3 + Double(firstAccess.components.attoseconds) / 1e15
  print(
    Harness.pad("first access to TopDomainList.embedded (once)", 44)
      + Harness.pad(Harness.format(firstAccessMs, 3) + " ms", 30, left: true))
  let decode = harness.measure("decode embedded top-domain table", Array(0..<20)) { _ in
    TopDomainList._decodingEmbeddedImage()
  }
  print(
    Harness.pad("  = first-use cost (target ≤ 2 ms)", 44)
      + Harness.pad(Harness.format(decode / 1e6, 3) + " ms", 30, left: true))
  print("  table: \(embedded.count) domains, \(embedded.domains.filter(\.isTopBucket).count) in the top bucket")
  if let text = try? Fixture.text("top_domains/domains.list") {
    let compile = harness.measure("compile domains.list at run time", Array(0..<3)) { _ in
      try? TopDomainList(parsing: text)
    }
    print(
      Harness.pad("  = runtime compile", 44) + Harness.pad(Harness.format(compile / 1e6, 2) + " ms", 30, left: true))
  }

  let formatter = DisplayFormatter()  // the full embedded list
  let ascii = (0..<1000).map { "www.example\($0).com" }
  // Safe IDNs across scripts, and unsafe ones that fail at different phases.
  let safeWords = ["bücher", "münchen", "例え", "日本語", "한국", "пример", "ελλάδα", "ไทย", "भारत", "مثال"]
  let safeIDN = (0..<1000).compactMap { try? IDNA.domainToASCII("\(safeWords[$0 % safeWords.count])\($0).com") }
  let unsafeWords = ["аррӏе", "gооgle", "göogle", "з4", "a\u{2044}b", "☺"]
  let unsafeIDN = (0..<1000).compactMap { i -> String? in
    let word = unsafeWords[i % unsafeWords.count]
    return try? IDNA.domainToASCII(i % 3 == 0 ? "\(word).com" : "x\(i).\(word).com")
  }
  let lookalikes = embedded.domains.prefix(1000).compactMap { entry -> String? in
    // One letter of each top domain swapped for its Cyrillic twin, as an attacker would.
    let swapped = String(entry.domain.map { $0 == "a" ? "а" : $0 == "o" ? "о" : $0 == "e" ? "е" : $0 })
    return swapped == entry.domain ? nil : try? IDNA.domainToASCII(swapped)
  }
  _ = formatter.displayHost(safeIDN.first ?? "")  // configure the ICU checker first

  harness.measure("displayHost, ASCII host (no ICU)", ascii) { formatter.displayHost($0) }
  let safe = harness.measure("displayHost, safe IDN host, full list", safeIDN) { formatter.displayHost($0) }
  print(Harness.pad("  (target ≤ 5 µs)", 44) + Harness.pad(Harness.format(safe / 1000, 2) + " µs", 30, left: true))
  harness.measure("displayHost, unsafe IDN host, full list", unsafeIDN) { formatter.displayHost($0) }
  harness.measure("displayHost, look-alike of a top domain", lookalikes) { formatter.displayHost($0) }

  let bar = DisplayFormatter(options: .addressBar)
  let asciiURLs = (0..<1000).compactMap { try? URLRecord("https://www.example\($0).com/path/to/page?q=\($0)#top") }
  let encodedURLs = (0..<1000).compactMap {
    try? URLRecord("https://example.com/caf%C3%A9/\($0)?q=%E6%97%A5%E6%9C%AC&x=a%26b")
  }
  let idnURLs = (0..<1000).compactMap { try? URLRecord("https://www.bücher\($0).example/") }
  harness.measure("display URL, ASCII host, address bar", asciiURLs) { bar.display($0) }
  harness.measure("display URL, percent-decoding", encodedURLs) { formatter.display($0) }
  harness.measure("display URL, IDN host, address bar", idnURLs) { bar.display($0) }

  let policy = NavigationPolicy()
  let navigations = (0..<1000).compactMap { i -> URLRecord? in
    let urls = [
      "https://example.com/\(i)", "mailto:a\(i)@example.com", "javascript:void(\(i))",
      "data:text/html,\(i)", "https://apps.apple.com/app/id\(i)", "foo\(i):bar",
    ]
    return try? URLRecord(urls[i % urls.count])
  }
  harness.measure("policy decide", navigations) { policy.decide($0, initiator: .link, isMainFrame: true) }
}
