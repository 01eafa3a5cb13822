import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Look-alikes made the way phishing permutation tools make them, from every top-bucket domain of
/// the embedded list, must stay in punycode naming the domain; real IDNs must not.
@Suite struct DisplayLookalikeGenerationTests {
  /// For each ASCII letter and digit: the non-ASCII characters whose ICU (UTS #39) skeleton is the
  /// skeleton of that character, and that a host can hold as themselves (IDNA keeps them).
  static let confusables: [Unicode.Scalar: [Unicode.Scalar]] = {
    let blocks: [ClosedRange<UInt32>] = [
      0x00C0...0x024F, 0x0250...0x02AF, 0x0370...0x03FF, 0x0400...0x052F, 0x0530...0x058F,
    ]
    var byTarget: [String: Unicode.Scalar] = [:]
    for c in "abcdefghijklmnopqrstuvwxyz0123456789".unicodeScalars {
      if let skeleton = ICUSpoofChecker.shared.skeleton(String(c)) { byTarget[skeleton] = c }
    }
    var map: [Unicode.Scalar: [Unicode.Scalar]] = [:]
    for block in blocks {
      for value in block {
        guard let c = Unicode.Scalar(value), let skeleton = ICUSpoofChecker.shared.skeleton(String(c)),
          let target = byTarget[skeleton]
        else { continue }
        let label = "a" + String(c) + "a"
        guard let ascii = try? IDNA.domainToASCII(label), IDNA.domainToUnicode(ascii).domain == label else { continue }
        map[target, default: []].append(c)
      }
    }
    return map
  }()

  /// Accented forms of each letter (NFD letter + mark): what a diacritic-free skeleton folds.
  static let accented: [Unicode.Scalar: [Unicode.Scalar]] = {
    var map: [Unicode.Scalar: [Unicode.Scalar]] = [:]
    for value in UInt32(0x00C0)...0x017F {
      guard let c = Unicode.Scalar(value), String(c).lowercased() == String(c),
        let parts = UnicodeProperty.canonicalDecomposition(of: c), let base = parts.first, base.isASCII
      else { continue }
      map[base, default: []].append(c)
    }
    return map
  }()

  static let topBucket = TopDomainList.embedded.domains.filter(\.isTopBucket).map(\.domain)

  /// The domain a look-alike of `domain` is expected to name: the first listed domain with its
  /// skeleton (Chromium's table keeps one domain per skeleton).
  static func expectedTarget(_ domain: String) -> String? {
    SkeletonGenerator.skeletons(of: domain).first.flatMap {
      TopDomainList.embedded.domain(matchingSkeleton: $0)?.domain
    }
  }

  /// `domain` with a letter of its first label (of any label, if the first has none) replaced from
  /// each of the first `count` pools, at positions and with characters picked by `random`;
  /// `nil` when no letter can be replaced.
  static func spoof(
    _ domain: String, count: Int, pools: [[Unicode.Scalar: [Unicode.Scalar]]], random: inout SeededRandom
  ) -> String? {
    var scalars = Array(domain.unicodeScalars)
    let firstLabelEnd = scalars.firstIndex(of: ".") ?? scalars.count
    var replaced = 0
    for pool in pools.prefix(count) {
      var positions = (0..<firstLabelEnd).filter { scalars[$0].isASCII && pool[scalars[$0]] != nil }
      if positions.isEmpty { positions = scalars.indices.filter { scalars[$0].isASCII && pool[scalars[$0]] != nil } }
      guard !positions.isEmpty else { continue }
      let position = positions[random.below(positions.count)]
      guard let choices = pool[scalars[position]] else { continue }
      scalars[position] = choices[random.below(choices.count)]
      replaced += 1
    }
    guard replaced > 0 else { return nil }
    return String(String.UnicodeScalarView(scalars))
  }

  @Test func confusableTablesAreBuiltFromICU() {
    #expect(Self.topBucket.count == 489)
    // Letters ICU knows look-alikes for in Latin, IPA, Greek, Cyrillic and Armenian.
    #expect(Self.confusables.count >= 20)
    #expect(Self.confusables["a"]?.contains("а") == true)  // Cyrillic а
    #expect(Self.confusables["o"]?.contains("ο") == true)  // Greek ο
    #expect(Self.accented["e"]?.contains("é") == true)
  }

  /// One letter swapped for an ICU confusable, for every top-bucket domain.
  @Test func oneConfusableLetterIsCaught() {
    var random = SeededRandom(seed: 10)
    var checked = 0
    for domain in Self.topBucket {
      guard let spoof = Self.spoof(domain, count: 1, pools: [Self.confusables], random: &random) else { continue }
      checked += 1
      let result = DisplayFormatter().displayHost(spoof)
      #expect(result.lookalikeOf == Self.expectedTarget(domain), "\(spoof) for \(domain)")
      #expect(!result.isUnicode && result.host.unicodeScalars.allSatisfy { $0.isASCII }, "\(spoof)")
    }
    #expect(checked == 489)
  }

  /// The confusables in Latin, Greek and Cyrillic: accents are folded away only in hosts written
  /// in those scripts (Chromium's diacritic-free skeleton; other mixtures are refused by the
  /// script-mixing rules already, without naming a domain).
  static let lgcConfusables: [Unicode.Scalar: [Unicode.Scalar]] = confusables.mapValues { choices in
    choices.filter { c in
      let script = UnicodeProperty.script(of: c)
      return script == UnicodeProperty.Script.latin || script == UnicodeProperty.Script.greek
        || script == UnicodeProperty.Script.cyrillic
    }
  }.filter { !$0.value.isEmpty }

  /// A confusable letter and an accented one, as in amạźon.in or alłeġro.pl.
  @Test func aConfusableAndAnAccentAreCaught() {
    var random = SeededRandom(seed: 11)
    var checked = 0
    for domain in Self.topBucket {
      guard let spoof = Self.spoof(domain, count: 2, pools: [Self.accented, Self.lgcConfusables], random: &random)
      else { continue }
      checked += 1
      let result = DisplayFormatter().displayHost(spoof)
      #expect(result.lookalikeOf == Self.expectedTarget(domain), "\(spoof) for \(domain)")
      #expect(!result.isUnicode, "\(spoof)")
    }
    #expect(checked == 489)
  }

  /// The examples from the issue: permutation-tool look-alikes and the CJK and Cyrillic ones.
  @Test(arguments: [
    ("ҏаураӏ.com", "paypal.com"), ("丆witter.com", "twitter.com"), ("乂box.com", "xbox.com"),
    ("amạźon.in", "amazon.in"), ("alłeġro.pl", "allegro.pl"), ("gооgle.com", "google.com"),
  ])
  func issueExamples(_ host: String, _ domain: String) {
    let result = DisplayFormatter().displayHost(host)
    #expect(result.lookalikeOf == domain)
    #expect(!result.isUnicode)
  }

  static let realIDNs: [String] = ((try? Fixture.text("display/real-idns.txt")) ?? "")
    .split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }

  @Test func realIDNListLoaded() {
    #expect(Self.realIDNs.count == 62)
  }

  /// Real names in many scripts are shown in Unicode, typed in Unicode or in punycode.
  @Test(arguments: realIDNs) func realIDNsAreShownInUnicode(_ host: String) throws {
    let formatter = DisplayFormatter()
    let result = formatter.displayHost(host)
    #expect(result.host == host)
    #expect(result.reason == .safeUnicode)
    #expect(formatter.displayHost(try IDNA.domainToASCII(host)).host == host)
  }
}
