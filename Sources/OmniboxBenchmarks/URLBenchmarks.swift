import Foundation
import Omnibox
import OmniboxTestSupport

// URL parsing throughput, Omnibox's WHATWG parser (URLRecord) side by side with Foundation's
// URL(string:) on the same inputs, per group:
// - realistic: a few thousand generated http(s) URLs (paths, queries, fragments, ports, user
//   info, some IDN and IP hosts, percent-encoding, long query strings);
// - ascii: the ASCII subset of the realistic list (never reaches ICU);
// - WPT: every urltestdata.json input, with its base (relative inputs resolved);
// - IDNA hosts, IPv4/IPv6 hosts, percent-encoding-heavy: focused lists.
// Foundation's URL(string:) is RFC 3986 parsing, not WHATWG: it is the yardstick, not a reference.

let urlBenchmarks = BenchmarkSuite(name: "url") { harness in
  var generator = URLGenerator(seed: 0x0B1B_0C5E)
  let realistic = (0..<4000).map { _ in generator.realisticURL() }
  let ascii = realistic.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
  let idna = (0..<1000).map { _ in generator.idnURL() }
  let ip = (0..<1000).map { _ in generator.ipURL() }
  let percent = (0..<1000).map { _ in generator.percentHeavyURL() }
  let wpt = ((try? WPTURLCase.load("wpt/urltestdata.json")) ?? []).map { c -> (String, URLRecord?, URL?) in
    (c.input, c.base.flatMap { try? URLRecord($0) }, c.base.flatMap { URL(string: $0) })
  }

  func compare(_ group: String, _ inputs: [String]) {
    let ours = harness.measure("\(group): Omnibox URLRecord", inputs) { try? URLRecord($0) }
    let theirs = harness.measure("\(group): Foundation URL(string:)", inputs) { URL(string: $0) }
    printRatio(group, ours, theirs)
  }

  compare("realistic (\(realistic.count) URLs)", realistic)
  compare("realistic, ASCII only", ascii)
  let ours = harness.measure("WPT urltestdata: Omnibox URLRecord", wpt) { try? URLRecord($0.0, base: $0.1) }
  let theirs = harness.measure("WPT urltestdata: Foundation URL(string:)", wpt) { URL(string: $0.0, relativeTo: $0.2) }
  printRatio("WPT urltestdata", ours, theirs)
  compare("IDNA hosts", idna)
  compare("IPv4/IPv6 hosts", ip)
  compare("percent-encoding heavy", percent)

  let parsed = realistic.compactMap { try? URLRecord($0) }
  harness.measure("getters (host+pathname+search) on parsed URLs", parsed) {
    $0.hostname.utf8.count + $0.pathname.utf8.count + $0.search.utf8.count
  }
  let failures = realistic.count - parsed.count
  print(
    "realistic URLs refused by Omnibox: \(failures); by Foundation: \(realistic.filter { URL(string: $0) == nil }.count)"
  )
}

private func printRatio(_ group: String, _ ours: Double, _ theirs: Double) {
  let ratio = ours > 0 ? theirs / ours : 0
  print(
    Harness.pad("  → \(group): Foundation / Omnibox", 56) + Harness.format(ratio, 2) + "x"
      + (ratio >= 1 ? " (Omnibox faster)" : " (Foundation faster)"))
}

/// Deterministic URL lists (``SeededRandom``), so every run measures the same inputs.
struct URLGenerator {
  private var random: SeededRandom

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  mutating func below(_ n: Int) -> Int { random.below(n) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  mutating func pick<T>(_ list: [T]) -> T { list[below(list.count)] }

  static let words = [
    "news", "blog", "api", "v2", "search", "products", "item", "users", "profile", "images",
    "static", "assets", "docs", "guide", "2024", "article", "category", "shoes", "index.html", "page",
    "watch", "results", "login", "settings", "en-US", "cart", "checkout", "help", "faq", "download",
  ]
  static let hosts = [
    "www.example.com", "news.ycombinator.com", "api.github.com", "en.wikipedia.org",
    "www.google.com", "mail.google.com", "www.youtube.com", "m.facebook.com", "twitter.com", "www.amazon.co.uk",
    "shop.example.org", "cdn.jsdelivr.net", "static.example.net", "developer.apple.com", "www.bbc.co.uk",
    "docs.swift.org", "forums.swift.org", "stackoverflow.com", "login.microsoftonline.com", "a.b.c.example.io",
  ]
  static let idnHosts = [
    "bücher.de", "münchen.de", "例え.jp", "пример.рф", "παράδειγμα.ελ", "español.example",
    "日本語.jp", "한국.kr", "faß.de", "ليبيا.ly", "xn--bcher-kva.de", "Straße.example", "ÉCOLE.fr", "中文.cn",
  ]
  static let keys = [
    "q", "id", "page", "sort", "lang", "ref", "utm_source", "utm_medium", "utm_campaign", "session",
    "token", "fbclid", "gclid", "v", "t", "s", "filter", "limit", "offset", "format",
  ]

  mutating func word() -> String { pick(Self.words) }

  mutating func path(_ maxSegments: Int) -> String {
    (0..<below(maxSegments + 1)).map { _ in "/" + word() }.joined() + (chance(30) ? "/" : "")
  }

  mutating func token(_ length: Int) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    return String((0..<length).map { _ in pick(alphabet) })
  }

  mutating func query(_ maxPairs: Int) -> String {
    "?"
      + (1...max(1, below(maxPairs) + 1)).map { _ -> String in
        let value = chance(15) ? token(40 + below(160)) : word()
        return pick(Self.keys) + "=" + value
      }.joined(separator: "&")
  }

  mutating func ipv4() -> String { (0..<4).map { _ in String(below(256)) }.joined(separator: ".") }

  mutating func ipv6() -> String {
    switch below(4) {
    case 0: return "[::1]"
    case 1: return "[2001:db8::\(String(below(65536), radix: 16))]"
    case 2: return "[fe80::1:\(String(below(65536), radix: 16)):0:\(below(10))]"
    default: return "[::ffff:\(ipv4())]"
    }
  }

  mutating func realisticURL() -> String {
    let roll = below(100)
    let scheme = roll < 68 ? "https" : roll < 93 ? "http" : roll < 96 ? "wss" : roll < 98 ? "ftp" : "HTTPS"
    var host: String
    let kind = below(100)
    if kind < 5 {
      host = pick(Self.idnHosts)
    } else if kind < 8 {
      host = ipv4()
    } else if kind < 10 {
      host = ipv6()
    } else {
      host = pick(Self.hosts)
      if chance(3) { host = host.uppercased() }
    }
    var url = scheme + "://"
    if chance(3) { url += chance(50) ? "user:secret@" : "me@" }
    url += host
    if chance(10) { url += ":" + String(pick([8080, 8443, 3000, 443, 80, 5000, 1234])) }
    url += path(6)
    if chance(5) { url += "/caf\u{E9} menu/a b" }
    if chance(5) { url += "/a%20b/%7Euser/./x/../y" }
    if chance(50) { url += query(8) }
    if chance(15) { url += "#" + (chance(50) ? word() : "section-\(below(20))") }
    return url
  }

  mutating func idnURL() -> String {
    "https://" + (chance(30) ? "www." : "") + pick(Self.idnHosts) + path(3) + (chance(30) ? query(3) : "")
  }

  mutating func ipURL() -> String {
    (chance(50) ? "http://" : "https://") + (chance(60) ? ipv4() : ipv6())
      + (chance(30) ? ":" + String(1024 + below(60000)) : "") + path(3)
  }

  mutating func percentHeavyURL() -> String {
    let pieces = [
      "a b", "%20", "caf\u{E9}", "%E2%82%AC", "\u{1F600}", "<tag>", "\"quoted\"", "%7B%7D", "{}", "|", "`", "^",
      "naïve",
    ]
    var url = "https://" + pick(Self.hosts)
    for _ in 0..<(2 + below(5)) { url += "/" + pick(pieces) + word() }
    url +=
      "?" + (0..<(2 + below(6))).map { _ in pick(Self.keys) + "=" + pick(pieces) + pick(pieces) }.joined(separator: "&")
    if chance(50) { url += "#" + pick(pieces) + " " + pick(pieces) }
    return url
  }
}
