import Foundation
import Omnibox
import OmniboxTestSupport
import Testing

/// The omnibox decision, driven by our own case table (Fixtures/resolve/cases.json).
@Suite struct ResolverCaseTableTests {
  static let cases: [ResolveCase] = (try? ResolveCase.load()) ?? []

  @Test func tableIsComplete() {
    #expect(Self.cases.count == 455)
    // The cases whose `changed` says why their answer changed.
    #expect(Self.cases.filter { $0.changed != nil }.count == 4)
    let reasons = Set(Self.cases.map(\.reason))
    // too-long needs a 2 MiB input; ResolverPropertyTests.overlongInputIsRefused covers it.
    for reason in Resolution.Reason.allCases where reason != .tooLong {
      #expect(reasons.contains(reason.rawValue), "no case exercises \(reason.rawValue)")
    }
  }

  /// Loading refuses an override value no setting has, and a member it does not know.
  @Test(arguments: [#"{"defaultScheme": "https-always"}"#, #"{"profile": "netscape"}"#, #"{"defaultSchem": "http"}"#])
  func unknownOverrideFailsLoading(_ json: String) {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ResolveCase.Overrides.self, from: Data(json.utf8)) }
    for scheme in ResolveCase.Overrides.defaultSchemes {
      #expect(throws: Never.self) {
        try JSONDecoder().decode(ResolveCase.Overrides.self, from: Data(#"{"defaultScheme": "\#(scheme)"}"#.utf8))
      }
    }
  }

  @Test(arguments: cases)
  func resolves(_ c: ResolveCase) throws {
    let r = try c.omnibox().resolve(c.input)
    #expect(r.kind.rawValue == c.kind, "\(c.input.debugDescription): \(r)")
    #expect(r.reason.rawValue == c.reason, "\(c.input.debugDescription): \(r)")
    #expect(r.url == c.url, "\(c.input.debugDescription)")
    #expect(r.alternate == c.alternate, "\(c.input.debugDescription)")
    #expect(r.query == c.query, "\(c.input.debugDescription)")
    #expect(r.engine == c.engine, "\(c.input.debugDescription)")
  }
}

/// Properties that must hold for any input.
@Suite struct ResolverPropertyTests {
  let omnibox = Omnibox()

  /// Resolving the URL a resolution produced gives that URL back.
  @Test(arguments: ResolverCaseTableTests.cases.filter { $0.config == nil })
  func resolvingAResolvedURLIsStable(_ c: ResolveCase) throws {
    let first = omnibox.resolve(c.input)
    guard let url = first.url else { return }
    let second = omnibox.resolve(url)
    #expect(second.kind == .url, "\(url)")
    #expect(second.url == url)
  }

  @Test func everyRefusalHasAReason() {
    let refusals: Set<Resolution.Reason> = [.empty, .tooLong, .blockedScheme]
    for c in ResolverCaseTableTests.cases where c.kind == "refused" {
      let r = omnibox.resolve(c.input)
      #expect(r.url == nil && refusals.contains(r.reason) && !r.reason.explanation.isEmpty)
    }
  }

  @Test func overlongInputIsRefused() {
    let long = String(repeating: "a", count: (2 << 20) + 1)
    #expect(omnibox.resolve(long).reason == .tooLong)
    let justFits = "example.com/" + String(repeating: "a", count: 1 << 20)
    #expect(omnibox.resolve(justFits).kind == .url)
  }

  /// Every WPT URL test input (hostile URLs of every shape) gets a well-formed answer.
  @Test func wptInputsNeverTrap() throws {
    let inputs = try Fixture.wptCases("wpt/urltestdata.json", as: WPTURLCase.self).map(\.input)
    #expect(inputs.count == 891)
    for input in inputs {
      let r = omnibox.resolve(input)
      #expect((r.kind == .refused) == (r.url == nil), "\(input.debugDescription)")
      if let url = r.url { #expect(URLRecord.canParse(url), "\(input.debugDescription) -> \(url)") }
    }
  }

  /// Random bytes (decoded with repair, as the CLI reads them) never trap and always answer.
  @Test func randomInputNeverTraps() {
    var generator = SeededRandom(seed: 0x0_1B0C)
    let alphabet: [UInt8] =
      Array("ab.:/?#@[]%-_ 1\\\t~!".utf8) + [0x00, 0x7F, 0xC3, 0xA9, 0xE3, 0x80, 0x82, 0xFF, 0xEF, 0xBC, 0x8E]
    for _ in 0..<5_000 {
      let length = Int(generator.next() % 40)
      var bytes: [UInt8] = []
      for _ in 0..<length { bytes.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
      let text = String(decoding: bytes, as: UTF8.self)
      let r = omnibox.resolve(text)
      #expect((r.kind == .refused) == (r.url == nil))
      if r.kind == .search { #expect(r.query != nil && r.engine != nil) }
    }
  }
}

/// The resolver reads text as UTF-8 bytes for speed; these inputs pin the places where the
/// answer depends on characters or scalars rather than bytes (a combining mark or variation
/// selector joins the character before it), and on Unicode white space around and inside.
@Suite struct ResolverByteLevelReadingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let input: String
    let url: String
    let reason: Resolution.Reason
    var testDescription: String { input.debugDescription }
  }

  static let cases: [Case] = [
    // ".\u{FE0F}" is one character, so "1.\u{FE0F}2.3.4" is typed with three parts: a short IPv4.
    Case(input: "1.\u{FE0F}2.3.4", url: "https://www.google.com/search?q=1.%EF%B8%8F2.3.4", reason: .shortIPv4),
    // "!\u{301}" is the first character of the bang and goes with the "!".
    Case(input: "!\u{301}w swift", url: "https://en.wikipedia.org/wiki/Special:Search?search=swift", reason: .keyword),
    Case(input: "swift !\u{301}w", url: "https://en.wikipedia.org/wiki/Special:Search?search=swift", reason: .keyword),
    // "/\u{301}" is not a slash: no network-path reference.
    Case(
      input: "//\u{301}example.com", url: "https://www.google.com/search?q=%2F%2F%CC%81example.com",
      reason: .invalidHost),
    // The typo's separator is dropped by characters, combining mark included.
    Case(input: "http//\u{301}example.com", url: "http://example.com/", reason: .schemeTypo),
    Case(input: "\u{3000}example.com\u{3000}", url: "https://example.com/", reason: .knownSuffix),
    Case(input: "\u{2003}g\u{3000}swift\u{A0}", url: "https://www.google.com/search?q=swift", reason: .keyword),
  ]

  @Test(arguments: cases)
  func resolves(_ c: Case) {
    let r = Omnibox().resolve(c.input)
    #expect(r.url == c.url)
    #expect(r.reason == c.reason)
  }
}
