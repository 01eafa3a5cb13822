import Foundation
import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Random links with awkward characters in every component.
enum LinkGenerator {
  static let hosts = [
    "example.com", "www.example.org", "bücher.example", "例え.jp", "пример.рф", "sub.domain.example.co.uk",
    "127.0.0.1", "[2001:db8::1]", "a-b.example", "xn--bcher-kva.example", "host.example:8443", "EXAMPLE.NET",
  ]
  static let pieces = [
    "a", "b c", "%", "%25", "%2F", "?", "&", "=", "+", "#", "ü", "東京", "'", "\"", "<>", "~", "!", "(x)", "[1]",
    "%E2%80%AE", "utm_source=x", "://", ";", ",", "@", "https://inner.example/", "%20", "é", "\\", "{}", "|",
  ]

  static func piece(_ rng: inout SeededRandom) -> String {
    (0..<Int.random(in: 0...3, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
  }

  static func link(_ rng: inout SeededRandom) -> String {
    let scheme = Bool.random(using: &rng) ? "https" : "http"
    var link = scheme + "://" + (hosts.randomElement(using: &rng) ?? "example.com") + "/"
    for _ in 0..<Int.random(in: 0...3, using: &rng) {
      link += piece(&rng).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "#", with: "") + "/"
    }
    if Bool.random(using: &rng) {
      link +=
        "?" + piece(&rng).replacingOccurrences(of: "#", with: "") + "&k="
        + piece(&rng).replacingOccurrences(of: "#", with: "")
    }
    if Bool.random(using: &rng) { link += "#" + piece(&rng) }
    return link
  }
}

@Suite struct ShareLinkPropertyTests {
  static let normalizer = ShareLinkNormalizer(configuration: .init(appSchemes: ["myapp": ["url", "link"]]))

  /// Generated links in canonical form (those the parser and the target checks accept).
  static let links: [String] = {
    var rng = SeededRandom(seed: 0x5EED_0006)
    var out: [String] = []
    while out.count < 600 {
      let raw = LinkGenerator.link(&rng)
      guard let url = try? URLRecord(raw), url.username.isEmpty,
        normalizer.unwrap(url.href).refusal == nil
      else { continue }
      out.append(url.href)
    }
    return out
  }()

  @Test func generatedLinksExist() {
    #expect(Self.links.count == 600)
    #expect(Set(Self.links).count > 500)
  }

  /// unwrap(handoffURL(link)) == link, for both link parameters.
  @Test func handoffRoundTrips() throws {
    for link in Self.links {
      for parameter in ["url", "link"] {
        let handoff = try Self.normalizer.handoffURL(for: link, scheme: "myapp", parameter: parameter)
        let result = Self.normalizer.unwrap(handoff)
        #expect(result.target == link, "\(handoff)")
        #expect(result.via == ["app-scheme:myapp"], "\(handoff)")
      }
    }
  }

  /// What a lone link may lose at its end: trailing punctuation, quotes and closing brackets.
  static func isTrailing(_ rest: Substring) -> Bool {
    !rest.isEmpty && rest.allSatisfy { ".,:;!?*'\")]}".contains($0) }
  }

  /// A plain link comes back unchanged, with no steps — or, when it ends in what a sentence
  /// puts after a link (`.`, `!`, an unpaired `)`…), without that (counted).
  @Test func plainLinksAreFixedPoints() {
    var trimmed = 0
    for link in Self.links {
      let result = Self.normalizer.unwrap(link)
      #expect(result.via == [])
      guard let target = result.target, target != link else {
        #expect(result.target == link)
        continue
      }
      #expect(link.hasPrefix(target) && Self.isTrailing(link.dropFirst(target.count)), "\(link) → \(target)")
      trimmed += 1
    }
    #expect(trimmed == 60)
  }

  /// Every http(s) href of WPT urltestdata.json comes back unchanged — or is refused because
  /// its host is not a DNS name or it carries credentials (counted, so the filter cannot grow silently).
  @Test func wptHrefsAreFixedPoints() throws {
    let cases = try WPTURLCase.load("wpt/urltestdata.json")
    var checked = 0
    var trimmed = 0
    var refusedHosts = 0
    var refusedCredentials = 0
    for c in cases where !c.failure && (c.protocol == "http:" || c.protocol == "https:") {
      guard let href = c.href else { continue }
      let result = Self.normalizer.unwrap(href)
      switch result.refusal?.reason {
      case nil:
        if let target = result.target, target != href, href.hasPrefix(target),
          Self.isTrailing(href.dropFirst(target.count))
        {
          trimmed += 1  // http://example.org/foo/bar? and friends
        } else {
          #expect(result.target == href, "\(href)")
        }
      case .invalidHost?:
        refusedHosts += 1
      case .credentials?:
        #expect(c.username != "" || c.password != "", "\(href)")
        refusedCredentials += 1
      default:
        Issue.record("\(href): \(result.refusal?.description ?? "")")
      }
      checked += 1
    }
    #expect(checked == 247)
    #expect(trimmed == 4)
    // http://!"$&'()*+,-.;=_`{}~/, and empty labels or a label ending in - (http://./,
    // http://../, http://foo.09../, https://xn--/)
    #expect(refusedHosts == 5)
    #expect(refusedCredentials == 31)
  }

  /// Other wrappers round-trip too: Chrome's scheme swap, Firefox's and Google's parameters,
  /// and all of them nested.
  @Test func wrappersRoundTrip() {
    for link in Self.links {
      let encoded = PercentEncoding.encode(link, using: .component)
      var chrome = link
      if link.hasPrefix("https:") {
        chrome = "googlechromes:" + link.dropFirst(6)
      } else if link.hasPrefix("http:") {
        chrome = "googlechrome:" + link.dropFirst(5)
      }
      let firefox = "firefox://open-url?url=" + encoded + "&private=true"
      let google = "https://www.google.com/url?q=" + encoded + "&sa=D"
      let nested =
        "myapp://open?url="
        + PercentEncoding.encode(
          "firefox://open-url?url=" + PercentEncoding.encode(google, using: .component), using: .component)
      for (wrapped, via) in [
        (chrome, ["browser:chrome"]), (firefox, ["browser:firefox"]), (google, ["redirect:google"]),
        (nested, ["app-scheme:myapp", "browser:firefox", "redirect:google"]),
      ] {
        let result = Self.normalizer.unwrap(wrapped)
        #expect(result.target == link, "\(wrapped)")
        #expect(result.via == via, "\(wrapped)")
      }
    }
  }

  /// The target and the clean form are fixed points of unwrap — but for those ending in what a
  /// lone link loses (`https://example.com/?` from a redirector), read alone without it (counted).
  @Test func targetsAreFixedPoints() throws {
    let table = try ShareCaseTable.load()
    var checked = 0
    var endingInTrailing = 0
    func endsInTrailing(_ link: String) -> Bool { link.last.map { Self.isTrailing(Substring(String($0))) } ?? false }
    for c in table.cases where c.refusal == nil {
      let n = ShareLinkNormalizer(configuration: table.configuration(for: c))
      let first = n.unwrap(c.input)
      guard let target = first.target, let clean = first.clean else { continue }
      if n.unwrap(target).target != target || n.unwrap(clean).target != clean {
        #expect(endsInTrailing(target) || endsInTrailing(clean), "\(c.id)")
        endingInTrailing += 1
        continue
      }
      #expect(n.unwrap(target).target == target, "\(c.id)")
      #expect(n.unwrap(target).via == [], "\(c.id)")
      #expect(n.unwrap(clean).target == clean, "\(c.id)")
      #expect(n.unwrap(clean).clean == clean, "\(c.id)")
      #expect(n.unwrap(clean).via == [], "\(c.id)")
      checked += 1
    }
    #expect(checked == 247)
    #expect(endingInTrailing == 3)
  }

  /// Nesting is bounded: up to the maximum depth unwraps, one more is refused, and no result
  /// ever has more steps than the maximum.
  @Test(arguments: [1, 2, 4, 8, 16]) func depthIsBounded(maximumDepth: Int) {
    let n = ShareLinkNormalizer(configuration: .init(maximumDepth: maximumDepth))
    for depth in 0...(maximumDepth + 3) {
      var link = "https://example.com/end"
      for level in 0..<depth {
        switch level % 3 {
        case 0: link = "https://www.google.com/url?q=" + PercentEncoding.encode(link, using: .component)
        case 1: link = "firefox://open-url?url=" + PercentEncoding.encode(link, using: .component)
        default: link = "microsoft-edge:" + link
        }
      }
      let result = n.unwrap(link)
      #expect(result.via.count <= maximumDepth)
      if depth <= maximumDepth {
        #expect(result.target == "https://example.com/end", "depth \(depth)")
        #expect(result.via.count == depth)
      } else {
        #expect(result.refusal?.code == "too-deep", "depth \(depth)")
      }
    }
  }

  /// Self-repeating wrappers stop at the depth limit, whatever their length.
  @Test func repeatedWrappersStop() {
    let n = ShareLinkNormalizer()
    for wrapper in ["ddgQuickLink://", "microsoft-edge:", "googlechromes://googlechromes:"] {
      let result = n.unwrap(String(repeating: wrapper, count: 50_000) + "example.com")
      #expect(result.target == nil)
      #expect(result.via.count <= 8)
    }
  }

  /// Hostile shapes take linear work: 16× the input makes the normalizer look at about 16× as
  /// many bytes and scalars (counted by the code, `WorkMeter`; no clock is read). The bound,
  /// 17×, leaves room for constant terms and still catches n·log n (≈ 21×) and n² (256×).
  /// Wall-clock timings of the same shapes are in `omnibox-bench share-linear`.
  @Test(arguments: HostileShareUnits.all)
  func linearWork(shape: HostileShareUnits.Shape) {
    let n = ShareLinkNormalizer(configuration: .init(appSchemes: HostileShareUnits.appSchemes))
    let units = 4_000
    let small = WorkMeter.measure { _ = n.unwrap(shape.input(units)) }.scanned
    let large = WorkMeter.measure { _ = n.unwrap(shape.input(16 * units)) }.scanned
    // Every unit is looked at, so the meter sees the work it bounds.
    #expect(small >= units * shape.unit.utf8.count, "\(shape): \(small) elements for \(units) units")
    #expect(large <= 17 * small, "\(shape): \(small) elements for \(units) units, \(large) for \(16 * units)")
  }

  @Test func hostileShapesListed() {
    #expect(HostileShareUnits.all.count == 41)
  }

  /// Results are the same from many threads at once.
  @Test func concurrentCallsAgree() async throws {
    let table = try ShareCaseTable.load()
    let n = ShareLinkNormalizer(configuration: .init(appSchemes: table.defaults.appSchemes))
    let inputs = table.cases.filter { $0.config == nil }.map(\.input)
    let expected = inputs.map { n.unwrap($0) }
    let results = await withTaskGroup(of: [ShareLinkResult].self) { group in
      for _ in 0..<8 { group.addTask { inputs.map { n.unwrap($0) } } }
      var all: [[ShareLinkResult]] = []
      for await r in group { all.append(r) }
      return all
    }
    #expect(results.count == 8)
    for r in results { #expect(r == expected) }
  }

  /// Random text built from the characters and words wrappers are made of never traps, and
  /// every result keeps its shape.
  @Test func randomInputsKeepTheResultShape() {
    let alphabet = [
      ":", "/", "//", "?", "#", "&", "=", "%", "%2", "%25", "%3A", "%2F", "+", "<", ">", "(", ")", "[", "]", "\"", "'",
      " ", "\u{3000}", "\u{202E}", "\u{200F}", "、", "。", "「", "」", "こ", "é", "😀", "a", "b.c", ".", "-", "https", "http",
      "https://", "googlechromes:", "firefox://open-url?url=", "myapp://open?url=", "microsoft-edge:",
      "ddgQuickLink://",
      "www.google.com/url?q=", "l.facebook.com/l.php?u=", "javascript:", "example.com", "@", "\t", "\n", "\u{0}",
    ]
    var rng = SeededRandom(seed: 0xF022_0006)
    let n = ShareLinkNormalizer(configuration: .init(appSchemes: ["myapp": []], maximumDepth: 4))
    var accepted = 0
    for _ in 0..<5000 {
      let input = (0..<Int.random(in: 0...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? "" }
        .joined()
      let r = n.unwrap(input)
      #expect((r.target == nil) != (r.refusal == nil), "\(input)")
      #expect((r.target == nil) == (r.clean == nil), "\(input)")
      #expect(r.via.filter { $0 != "text" }.count <= 4, "\(input)")
      if let target = r.target {
        accepted += 1
        #expect(target.hasPrefix("http://") || target.hasPrefix("https://"), "\(input)")
        let again = n.unwrap(target).target ?? ""
        #expect(
          again == target || (target.hasPrefix(again) && Self.isTrailing(target.dropFirst(again.count))), "\(input)")
      }
    }
    #expect(accepted > 100)
  }

  /// Exactly one of target and refusal, and clean only with a target.
  @Test func resultShape() {
    for link in Self.links.prefix(50) + ["", "javascript:x", "hello", "https://exa%20mple.com"] {
      let r = Self.normalizer.unwrap(link)
      #expect((r.target == nil) != (r.refusal == nil))
      #expect((r.target == nil) == (r.clean == nil))
    }
  }
}
