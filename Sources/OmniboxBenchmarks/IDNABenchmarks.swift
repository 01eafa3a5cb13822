import Omnibox

let idnaBenchmarks = BenchmarkSuite(name: "idna") { harness in
  let ascii = (0..<1000).map { "Www.Example\($0).COM" }
  let lowercase = (0..<1000).map { "www.example\($0).com" }
  let unicode = (0..<1000).map { "bücher\($0).example" }
  let punycode = (0..<1000).map { "xn--bcher-kva\($0).example" }
  harness.measure("domainToASCII, ASCII host (mixed case)", ascii) { try? IDNA.domainToASCII($0) }
  harness.measure("domainToASCII, ASCII host (lowercase)", lowercase) { try? IDNA.domainToASCII($0) }
  harness.measure("domainToASCII, non-ASCII host", unicode) { try? IDNA.domainToASCII($0) }
  harness.measure("domainToUnicode, punycode host", punycode) { IDNA.domainToUnicode($0) }
}
