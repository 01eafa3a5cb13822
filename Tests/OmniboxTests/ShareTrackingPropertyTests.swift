import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Cleaning never breaks a link: on seeded random URLs over the catalog's hosts, names and page
/// words, cleaning keeps the scheme, host, port and fragment, keeps the path (but for whole
/// segments a site's path rule names), and only removes query parameters: what is left is a
/// subsequence of the original's parameters, byte for byte. Cleaning the result changes nothing.
@Suite struct ShareTrackingPropertyTests {
  static let hosts = [
    "example.com", "www.instagram.com", "instagram.com", "twitter.com", "x.com", "www.youtube.com", "youtu.be",
    "www.amazon.de", "www.amazon.com", "smile.amazon.co.jp", "www.google.com", "shopee.sg", "www.meetup.com",
    "unsubscribe.example", "news.example.co.uk", "urldefense.com", "open.spotify.com", "www.bbc.com",
    "xn--bcher-kva.example", "192.168.0.1:8080",
  ]
  static let segments = [
    "", "a", "dp", "B0C1234567", "ref=sr_1_3", "unsubscribe", "emailWebview", "email", "preferences-center",
    "p", "%F0%9F%98%80", "x;y", "ref=nav_logo",
  ]
  static let names = [
    "utm_source", "UTM_Medium", "utm-campaign", "fbclid", "gclid", "igshid", "si", "t", "s", "q", "id", "v",
    "mkt_tok", "ck_subscriber_id", "h_sid", "tag", "awc", "ref", "ref_", "qid", "psc", "th", "sp_atk", "recId",
    "ns_source", "WT.mc_id", "itid", "keep", "utm%5Fsource", "a+b", "", "page", "_hsenc", "mc_eid", "var",
  ]
  static let values = ["", "1", "x%26y", "a+b", "%E2%9C%93", "=", "?", "/"]
  static let fragments = ["", "#", "#top", "#utm_source=x", "#/r?fbclid=1&id=2", "#t=30&si=abc", "#:~:text=a"]

  /// A random URL from the pools above.
  static func randomURL(_ random: inout SeededRandom) -> String {
    let scheme = random.below(2) == 0 ? "http" : "https"
    let host = hosts[random.below(hosts.count)]
    let path = (0..<random.below(4)).map { _ in segments[random.below(segments.count)] }.joined(separator: "/")
    var parameters: [String] = []
    for _ in 0..<random.below(7) {
      let name = names[random.below(names.count)]
      switch random.below(5) {
      case 0: parameters.append(name)
      case 1: parameters.append("")
      default: parameters.append(name + "=" + values[random.below(values.count)])
      }
    }
    let query = parameters.isEmpty && random.below(3) > 0 ? "" : "?" + parameters.joined(separator: "&")
    return "\(scheme)://\(host)/\(path)\(query)\(fragments[random.below(fragments.count)])"
  }

  /// `parameters` of `query`: the non-empty `&`-separated pieces.
  static func parameters(_ query: String?) -> [Substring] { (query ?? "").split(separator: "&") }

  static func isSubsequence<T: Equatable>(_ small: [T], of large: [T]) -> Bool {
    var iterator = large.makeIterator()
    return small.allSatisfy { item in
      while let next = iterator.next() { if next == item { return true } }
      return false
    }
  }

  @Test(arguments: [TrackingCatalog.builtIn, TrackingCatalog.builtInStrict])
  func cleaningOnlyRemovesQueryParameters(_ catalog: TrackingCatalog) {
    var random = SeededRandom(seed: 25)
    var changed = 0
    for _ in 0..<4000 {
      let input = Self.randomURL(&random)
      guard let url = try? URLRecord(input) else { continue }
      let clean = TrackingCleaner.cleaned(url, catalog: catalog)
      #expect(clean.scheme == url.scheme, "\(input)")
      #expect(clean.host == url.host, "\(input)")
      #expect(clean.port == url.port, "\(input)")
      #expect(clean.fragment == url.fragment, "\(input)")
      if clean.pathname != url.pathname {
        let hasPathRules = catalog.rules(for: url.hostname).hasPathRules
        #expect(hasPathRules, "\(input): path changed on a host without path rules")
        // Whole segments go (a path left empty is `/`).
        let kept = clean.pathname.split(separator: "/")
        let original = url.pathname.split(separator: "/")
        #expect(Self.isSubsequence(kept, of: original), "\(input)")
      }
      #expect(
        Self.isSubsequence(Self.parameters(clean.query), of: Self.parameters(url.query)), "\(input) → \(clean.href)")
      #expect(TrackingCleaner.cleaned(clean, catalog: catalog) == clean, "\(input): not idempotent")
      if clean != url { changed += 1 }
    }
    #expect(changed > 1000)
  }
}
