import Omnibox
import OmniboxTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A made-up browsing history, the same for the same seed and size: `pages` pages on about
/// `pages / 20` hosts, visit counts following a power law (P(visits ≥ k) ≈ 1/k, capped at 400:
/// two pages in three have one or two visits, a few have hundreds), 90 days of visits before
/// ``now``, about 10% of pages typed at least once, 5% bookmarked and 3% search results pages.
///
/// Words are pseudo-words made from syllables (nothing needs installing), mixed with a few
/// real ones (`swift`, `webview`, `github`…) so that the benchmark's queries find pages; the
/// busiest hosts are real names (`github.com`, `en.wikipedia.org`…).
struct SyntheticHistory {
  /// The moment the history ends and recency is measured from (2026-12-01T00:00:00Z).
  static let now = HistoryTime(secondsSince1970: 1_796_083_200)

  /// Pages generated.
  let pages: Int
  /// The generator's state after the vocabulary and hosts were drawn.
  let seed: SeededRandom
  let hosts: [String]
  /// The vocabulary, most frequent first.
  let words: [String]

  static let realWords = [
    "swift", "webview", "github", "tutorial", "news", "weather", "recipe", "python", "docs", "maps", "mail",
    "video", "music", "login", "account", "search", "review", "guide", "release", "notes", "issue", "pull",
    "request", "example", "page", "package", "linux", "kernel", "rust", "apple", "developer", "forum",
  ]
  static let realHosts = [
    "github.com", "en.wikipedia.org", "www.youtube.com", "stackoverflow.com", "www.reddit.com", "swift.org",
    "news.ycombinator.com", "example.com", "developer.apple.com", "docs.python.org", "mail.example.org",
    "www.example.net",
  ]
  static let topLevelDomains = ["com", "com", "com", "org", "net", "io", "dev", "de", "co.uk", "fr", "jp"]
  static let onsets = [
    "b", "c", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "z", "st", "tr", "pl",
  ]
  static let vowels = ["a", "e", "i", "o", "u", "ai", "ou", "ee"]
  static let codas = ["", "", "", "n", "r", "s", "t", "l", "ck", "x"]

  init(pages: Int, seed: UInt64 = 0x0A17_0C0E) {
    var rng = SeededRandom(seed: seed)
    // Vocabulary: the real words among the most frequent, then pseudo-words.
    var seen = Set<String>()
    var words: [String] = []
    let vocabularySize = max(2_000, min(40_000, pages / 4))
    var real = Self.realWords.makeIterator()
    while words.count < vocabularySize {
      let word: String
      if words.count % 7 == 3, let next = real.next() {
        word = next
      } else {
        word = (0...(rng.below(3))).map { _ in
          Self.onsets[rng.below(Self.onsets.count)] + Self.vowels[rng.below(Self.vowels.count)]
            + Self.codas[rng.below(Self.codas.count)]
        }.joined()
      }
      if seen.insert(word).inserted { words.append(word) }
    }
    // Hosts: the real ones busiest, then pseudo-word hosts.
    var hosts = Self.realHosts
    var hostSet = Set(hosts)
    let hostCount = max(hosts.count + 1, pages / 20)
    while hosts.count < hostCount {
      let name = words[Self.zipf(&rng, words.count)] + (rng.below(3) == 0 ? "-" + words[rng.below(words.count)] : "")
      let host =
        (rng.below(4) == 0 ? "www." : "") + name + "." + Self.topLevelDomains[rng.below(Self.topLevelDomains.count)]
      if hostSet.insert(host).inserted { hosts.append(host) }
    }
    self.words = words
    self.hosts = hosts

    self.pages = pages
    self.seed = rng
  }

  /// The pages, generated one at a time as they are read (the whole history is never held: a
  /// store hands its rows to the index the same way).
  func entries() -> Entries { Entries(history: self, rng: seed) }

  /// Every entry, held (for the tests and the one-off figures that need them all).
  var allEntries: [HistoryEntry] { Array(entries()) }

  /// The generator of ``entries()``.
  struct Entries: Sequence, IteratorProtocol {
    let history: SyntheticHistory
    var rng: SeededRandom
    var produced = 0
    /// FNV-1a hashes of the URLs made so far (a repeat is drawn again; a set of hashes, not of
    /// the URLs, so the generator does not hold the history the index is being built from).
    var urls = Set<UInt64>()
    static let engines: [(prefix: String, parameter: String)] = [
      ("https://www.google.com/search?q=", "&client=firefox-b-d"), ("https://www.bing.com/search?q=", "&form=QBLH"),
      ("https://duckduckgo.com/?q=", "&ia=web"),
    ]
    static let span = Int64(90 * 86_400) * 1_000_000

    var underestimatedCount: Int { history.pages - produced }

    mutating func next() -> HistoryEntry? {
      let words = history.words
      let hosts = history.hosts
      while produced < history.pages {
        let n = produced
        var href: String
        var title: String
        if n % 33 == 7 {
          // A search results page (3%).
          let terms = (0...rng.below(3)).map { _ in words[SyntheticHistory.zipf(&rng, words.count)] }
          let engine = Self.engines[rng.below(Self.engines.count)]
          href = engine.prefix + terms.joined(separator: "+") + engine.parameter
          title = terms.joined(separator: " ") + " - Search"
        } else {
          let host = hosts[SyntheticHistory.zipf(&rng, hosts.count)]
          let segments = 1 + rng.below(4)
          href = "https://" + host + "/"
          href += (0..<segments).map { _ in
            let word = words[SyntheticHistory.zipf(&rng, words.count)]
            return rng.below(5) == 0 ? word + "-" + words[rng.below(words.count)] : word
          }.joined(separator: "/")
          if rng.below(8) == 0 { href += "?id=\(rng.below(100_000))&q=" + words[rng.below(words.count)] }
          let titleWords = (0..<(2 + rng.below(7))).map { _ in words[SyntheticHistory.zipf(&rng, words.count)] }
          title = titleWords.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
          if rng.below(3) == 0 { title += " - " + host }
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in href.utf8 { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
        guard urls.insert(hash).inserted, let url = try? URLRecord(href) else { continue }
        produced += 1
        // Visits: P(visits ≥ k) ≈ 1/k.
        let u = Double(rng.next() >> 11 | 1) / Double(1 << 53)
        let visits = Swift.min(400, Swift.max(1, Int(1 / u)))
        let typedPage = rng.below(10) == 0
        let typed = typedPage ? 1 + rng.below(Swift.max(1, visits / 2 + 1)) : 0
        var times: [Int64] = (0..<Swift.min(visits, 10)).map { _ in
          // More recent visits are likelier: the square of a uniform draw skews toward now.
          let x = Double(rng.next() >> 11) / Double(1 << 53)
          return SyntheticHistory.now.microsecondsSince1970 - Int64(x * x * Double(Self.span))
        }
        times.sort(by: >)
        let detailed = times.enumerated().map { i, t in
          HistoryVisit(time: HistoryTime(microsecondsSince1970: t), transition: i < typed ? .typed : .link)
        }
        return HistoryEntry(
          url: url, title: title, visits: detailed, visitCount: visits, typedCount: typed,
          lastVisit: detailed.first?.time, isBookmarked: rng.below(20) == 0)
      }
      return nil
    }
  }

  /// An index in `0..<count` drawn with probability about proportional to 1/(rank+1).
  static func zipf(_ rng: inout SeededRandom, _ count: Int) -> Int {
    // Inverse of the harmonic CDF, approximated by exp(u·ln(count+1)) − 1.
    let u = Double(rng.next() >> 11) / Double(1 << 53)
    let r = Int(exp(u * log(Double(count + 1)))) - 1
    return min(max(r, 0), count - 1)
  }

  /// 50 queries typed a letter at a time: host prefixes, URL-ish text, title words (one and
  /// several), single letters, searches seen before, and ones that match nothing.
  func queries() -> [String] {
    var out = [
      "gith", "github.com/swift", "https://github.com/ap", "stacko", "wiki", "en.wikipedia.org/wiki/sw", "youtu",
      "redd", "swift.org", "news.yc", "example.com/pa", "http://ex", "www.ex", "developer.apple.com/doc",
      "swift webvi", "swift tutorial", "python docs", "weather", "release notes", "pull request",
      "a", "s", "g", "w", "x", "q", "m", "zzqxv", "swift is", "how to swift",
    ]
    // Words and hosts of the history itself: frequent, middling and rare.
    for rank in [3, 20, 150, 900, 1_800] where rank < words.count { out.append(words[rank]) }
    for (a, b) in [(1, 4), (10, 60), (200, 2), (5, 700)] where max(a, b) < words.count {
      out.append(words[a] + " " + words[b])
    }
    for rank in [12, 30, 100, 400, 1_000, 200] {
      let name = hosts[min(rank, hosts.count - 1)]
      let host = name.hasPrefix("www.") ? String(name.dropFirst(4)) : name
      out.append(rank == 200 ? host + "/" + words[0] : String(host.prefix(6)))
    }
    for rank in [2, 8, 40, 300, 2_000] where rank < words.count {
      out.append(String(words[rank].prefix(3)) + " " + String(words[rank + 1].prefix(2)))
    }
    return Array(out.prefix(50))
  }
}
