import Omnibox

let idnaBenchmarks = BenchmarkSuite(name: "idna") { harness in
  let ascii = (0..<1000).map { "Www.Example\($0).COM" }
  let unicode = (0..<1000).map { "bücher\($0).example" }
  harness.measure("domainToASCII, ASCII host", ascii) { try? IDNA.domainToASCII($0) }
  harness.measure("domainToASCII, non-ASCII host", unicode) { try? IDNA.domainToASCII($0) }
}
