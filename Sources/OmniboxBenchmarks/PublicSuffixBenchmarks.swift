import Omnibox
import OmniboxTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// PSL: first-use cost of the embedded table and lookup cost per host.
let publicSuffixBenchmarks = BenchmarkSuite(name: "psl") { harness in
  // The very first access in this process: the one-time decode behind `embedded`, cold.
  let clock = ContinuousClock()
  let start = clock.now
  let embedded = PublicSuffixList.embedded
  let firstAccess = clock.now - start
  print(
    Harness.pad("first access to .embedded (cold, once)", 44) + Harness.pad(microseconds(firstAccess), 30, left: true))

  // Rebuilding from the embedded image (what that first access does), best of many runs.
  let decode = harness.measure("decode embedded table (first-use cost)", Array(0..<20)) { _ in
    PublicSuffixList._decodeEmbedded()
  }
  print(Harness.pad("  = first-use cost", 44) + Harness.pad(Harness.format(decode / 1000, 1) + " µs", 30, left: true))
  let stats = embedded._statistics
  print("  table: \(stats.nodes) nodes, \(stats.edges) edges, \(stats.labelBytes) label bytes")

  // For comparison: compiling the .dat text at run time (what a caller loading a newer list pays).
  if let text = try? Fixture.text("psl/public_suffix_list.dat") {
    let compile = harness.measure("compile .dat text at run time", Array(0..<5)) { _ in
      try? PublicSuffixList(parsing: text)
    }
    print(
      Harness.pad("  = runtime compile", 44) + Harness.pad(Harness.format(compile / 1e6, 2) + " ms", 30, left: true))
  }

  // Lookups. Hosts of realistic shapes over ICANN, private, wildcard and unlisted suffixes.
  let asciiSuffixes = [
    "com", "co.uk", "github.io", "de", "b.ck", "kawasaki.jp", "s3.amazonaws.com", "lan", "org", "com.au",
  ]
  let ascii = (0..<1000).map { "www.example\($0).\(asciiSuffixes[$0 % asciiSuffixes.count])" }
  let punycodeSuffixes = ["xn--55qx5d.cn", "xn--fiqs8s", "xn--p1ai", "xn--lesund-hua.no"]
  let punycode = (0..<1000).map { "www.xn--85x722f\($0).\(punycodeSuffixes[$0 % punycodeSuffixes.count])" }
  let unicodeSuffixes = ["公司.cn", "中国", "рф", "ålesund.no"]
  let unicode = (0..<1000).map { "www.食狮\($0).\(unicodeSuffixes[$0 % unicodeSuffixes.count])" }

  harness.measure("registrableDomain, ASCII host", ascii) { embedded.registrableDomain(of: $0) }
  harness.measure("publicSuffix, ASCII host", ascii) { embedded.publicSuffix(of: $0) }
  harness.measure("publicSuffix?.isListed, ASCII host", ascii) { embedded.publicSuffix(of: $0)?.isListed }
  harness.measure("registrableDomain, punycode host", punycode) { embedded.registrableDomain(of: $0) }
  harness.measure("publicSuffix, punycode host", punycode) { embedded.publicSuffix(of: $0) }
  harness.measure("registrableDomain, Unicode host", unicode) { embedded.registrableDomain(of: $0) }
  harness.measure("publicSuffix, Unicode host", unicode) { embedded.publicSuffix(of: $0) }
  // A Unicode label that is not in the table under a suffix with children (jp) costs one UTS #46
  // mapping (ICU) before the walk gives up: the price of matching other spellings.
  let unicodeUnderJP = (0..<1000).map { "www.食狮\($0).jp" }
  harness.measure("publicSuffix, Unicode host, unmatched label", unicodeUnderJP) { embedded.publicSuffix(of: $0) }
}

private func microseconds(_ d: Duration) -> String {
  let ns = Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9
  return Harness.format(ns / 1000, 1) + " µs"
}
