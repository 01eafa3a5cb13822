import Foundation
import OmniboxTestSupport
import Testing

@testable import Omnibox

/// ClearURLs-format rules loaded at run time from the fixture copy (LGPL-3.0 data, never
/// compiled in): they unwrap and clean at least what they define for Google, Facebook and
/// YouTube, alone and next to the built-in rules. Expectations come from the catalog's own
/// patterns (quoted in the comments).
@Suite struct ShareClearURLsTests {
  static let catalog: ClearURLsRules? = {
    guard let text = try? Fixture.text("clearurls/data.min.json") else { return nil }
    return try? ClearURLsRules(parsing: text)
  }()

  /// Only the loaded rules (no built-in rules), so every redirect below is the catalog's.
  static let loadedOnly = ShareLinkNormalizer(configuration: .init(rules: [], clearURLsRules: catalog))
  static let both = ShareLinkNormalizer(configuration: .init(clearURLsRules: catalog))

  @Test func catalogLoads() throws {
    let catalog = try #require(Self.catalog)
    #expect(catalog.providerNames.count == 205)
    for name in ["google", "facebook", "youtube", "globalRules"] { #expect(catalog.providerNames.contains(name)) }
    #expect(catalog.skippedPatterns.isEmpty, "\(catalog.skippedPatterns)")
  }

  @Test func loadsFromAFile() throws {
    let rules = try ClearURLsRules(contentsOfFile: Fixture.root.appendingPathComponent("clearurls/data.min.json").path)
    #expect(rules.providerNames == Self.catalog?.providerNames)
  }

  // google: "^https?:\/\/(?:[a-z0-9-]+\.)*?google(?:\.[a-z]{2,}){1,}\/url\?.*?(?:url|q)=(https?[^&]+)"
  // facebook: "^https?:\/\/l[a-z]?\.facebook\.com/l\.php\?.*?u=(https?%3A%2F%2F[^&]*)"
  // youtube: "^https?:\/\/(?:[a-z0-9-]+\.)*?youtube\.com\/redirect?.*?q=([^&]*)"
  @Test(arguments: [
    ("https://www.google.com/url?sa=t&q=&url=https%3A%2F%2Fexample.com%2Fa&usg=x", "https://example.com/a", "google"),
    ("https://www.google.de/url?q=https://example.de/&sa=D", "https://example.de/", "google"),
    ("https://l.facebook.com/l.php?u=https%3A%2F%2Fexample.com%2F&h=AT0", "https://example.com/", "facebook"),
    ("https://lm.facebook.com/l.php?h=AT0&u=http%3A%2F%2Fexample.org%2Fx", "http://example.org/x", "facebook"),
    (
      "https://www.youtube.com/redirect?event=video_description&q=https%3A%2F%2Fexample.com%2Fmerch&v=x",
      "https://example.com/merch", "youtube"
    ),
    ("https://getpocket.com/redirect?url=https%3A%2F%2Fexample.com%2F", "https://example.com/", "getpocket.com"),
    ("https://vk.com/away.php?to=https%3A%2F%2Fexample.ru%2F", "https://example.ru/", "vk.com"),
  ])
  func loadedRedirectionsUnwrap(input: String, target: String, provider: String) {
    let loaded = Self.loadedOnly.unwrap(input)
    #expect(loaded.target == target)
    #expect(loaded.via == ["clearurls:" + provider])
  }

  @Test func builtInRulesComeFirst() {
    let r = Self.both.unwrap("https://www.google.com/url?q=https%3A%2F%2Fexample.com%2F")
    #expect(r.via == ["redirect:google"])
    let pocket = Self.both.unwrap("https://getpocket.com/redirect?url=https%3A%2F%2Fexample.com%2F")
    #expect(pocket.via == ["clearurls:getpocket.com"])
  }

  /// Loaded patterns are the catalog's: its Google pattern also takes `google.com.<anything>`,
  /// which the built-in exact-host rule does not.
  @Test func loadedPatternsKeepTheirOwnHostRules() {
    let lookalike = "https://www.google.com.evil.example/url?q=https%3A%2F%2Fexample.com%2F"
    #expect(Self.loadedOnly.unwrap(lookalike).via == ["clearurls:google"])
    #expect(ShareLinkNormalizer().unwrap(lookalike).via == [])
  }

  // google rules include "ved", "ei", "oq", "sourceid"; youtube "feature", "si", "pp";
  // facebook "__tn__", "mibextid"; globalRules "(?:%3F)?utm(?:_[a-z_]*)?", "(?:%3F)?spm".
  @Test(arguments: [
    (
      "https://www.google.com/search?q=swift&ei=abc&ved=xyz&oq=swift&sourceid=chrome",
      "https://www.google.com/search?q=swift"
    ),
    ("https://www.youtube.com/watch?v=abc&feature=share&pp=ygU&si=x", "https://www.youtube.com/watch?v=abc"),
    (
      "https://www.facebook.com/story.php?story_fbid=1&id=2&__tn__=R&mibextid=abc",
      "https://www.facebook.com/story.php?story_fbid=1&id=2"
    ),
    ("https://example.com/?utm_source=x&spm=1&keep=2", "https://example.com/?keep=2"),
    ("https://example.com/a?keep=1#f", "https://example.com/a?keep=1#f"),
  ])
  func loadedRulesClean(input: String, clean: String) {
    let r = Self.both.unwrap(input)
    #expect(r.target == (try? URLRecord(input))?.href)
    #expect(r.clean == clean)
  }

  @Test func unwrapsThenCleansWithLoadedRules() {
    let r = Self.loadedOnly.unwrap(
      "https://www.google.com/url?q=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dabc%26feature%3Dshare%26si%3Dx")
    #expect(r.target == "https://www.youtube.com/watch?v=abc&feature=share&si=x")
    #expect(r.clean == "https://www.youtube.com/watch?v=abc")
    #expect(r.via == ["clearurls:google"])
  }

  /// URLs over the length bound never reach a loaded pattern (the guard against catastrophic
  /// backtracking); the built-in rules still apply.
  @Test func longURLsSkipLoadedPatterns() {
    let long = "https://www.google.com/url?q=https%3A%2F%2Fexample.com%2F&pad=" + String(repeating: "a", count: 5000)
    #expect(Self.loadedOnly.unwrap(long).via == [])
    #expect(Self.both.unwrap(long).via == ["redirect:google"])
    // A pattern that backtracks exponentially never sees the long URL: no byte reaches a loaded
    // pattern (counted by the code, `WorkMeter`), while a short URL does reach them.
    let evil = ClearURLsRules(providers: [.init(name: "evil", urlPattern: "^(a+)+$", redirections: ["^(a|aa)+$"])])
    let n = ShareLinkNormalizer(configuration: .init(clearURLsRules: evil))
    // Over the bound the link is answered by the built-in rules alone (this call would not
    // return if the catastrophic patterns ran on it).
    let overBound = "https://a.example/?" + String(repeating: "a", count: 6000) + "x"
    var result: ShareLinkResult?
    let longWork = WorkMeter.measure { result = n.unwrap(overBound) }
    #expect(result?.target == overBound)
    #expect(result?.via == [])
    #expect(longWork.regexInput == 0)
    #expect(longWork.scanned > 6000)
    let shortWork = WorkMeter.measure { _ = n.unwrap("https://a.example/?aaaa!") }
    #expect(shortWork.regexInput > 0)
  }

  @Test func patternsThatDoNotCompileAreListed() throws {
    let rules = try ClearURLsRules(
      parsing: #"""
        {"providers": {
          "ok": {"urlPattern": "^https?://x\\.example", "rules": ["[z-a]", "keep_out"], "completeProvider": true},
          "bad": {"urlPattern": "(", "rules": ["a"]}
        }}
        """#)
    #expect(rules.providerNames == ["ok"])
    #expect(rules.skippedPatterns.map(\.pattern) == ["[z-a]", "("])
    #expect(rules.skippedPatterns.allSatisfy { $0.reason.contains("U_REGEX_") }, "\(rules.skippedPatterns)")
    #expect(rules.skippedPatterns.map(\.provider) == ["ok", "bad"])
    let n = ShareLinkNormalizer(configuration: .init(clearURLsRules: rules))
    #expect(n.unwrap("https://x.example/?keep_out=1&b=2").clean == "https://x.example/?b=2")
  }

  /// A pattern that backtracks exponentially (nested quantifiers, as in the fuzzer's
  /// Fixtures/fuzz/regressions/clearurls-load/nested-quantifier) gives up at the step limit and
  /// counts as not matching, where a backtracking engine would run for ever; what ClearURLs
  /// writes for JavaScript (lookbehind, lazy quantifiers, escaped slashes) compiles.
  @Test func pathologicalPatternsGiveUp() throws {
    let nested = try CompiledPattern("^(a*)*b")
    #expect(!nested.isFound(in: String(repeating: "a", count: 64)))
    #expect(nested.isFound(in: String(repeating: "a", count: 64) + "b"))
    let catalogShape = try CompiledPattern(#"^https?:\/\/(?:[a-z0-9-]+\.)(.*)*?imgsrc\.ru"#)
    #expect(!catalogShape.isFound(in: "https://www.example.com/" + String(repeating: "a", count: 64)))
    #expect(catalogShape.isFound(in: "https://www.IMGSRC.ru/"))
    #expect(try CompiledPattern("(?<=a)b").isFound(in: "ab"))
    #expect(try CompiledPattern("u=(.*?)&").firstCapture(in: "https://x/?u=é%20&v") == "é%20")
    #expect(try CompiledPattern("/ref=[^/?]*").removingMatches(in: "https://a/dp/1/ref=x?y") == "https://a/dp/1?y")
  }

  @Test(arguments: [
    ("{}", "ClearURLs catalog: no \"providers\" object"),
    ("[1,", "ClearURLs catalog: JSON: unexpected end of text at byte 3"),
    (#"{"providers": {"x": 1}}"#, "ClearURLs catalog: provider \"x\" is not an object"),
    (#"{"providers": {"x": {}}}"#, "ClearURLs catalog: provider \"x\" has no string \"urlPattern\""),
    (
      #"{"providers": {"x": {"urlPattern": "a", "rules": "b"}}}"#,
      "ClearURLs catalog: provider \"x\": \"rules\" is not an array"
    ),
    (
      #"{"providers": {"x": {"urlPattern": "a", "redirections": [1]}}}"#,
      "ClearURLs catalog: provider \"x\": \"redirections\" holds a non-string"
    ),
  ])
  func malformedCatalogs(json: String, message: String) {
    #expect(throws: ClearURLsRulesError.self) { try ClearURLsRules(parsing: json) }
    do { _ = try ClearURLsRules(parsing: json) } catch { #expect(error.description == message) }
  }

  @Test func unreadableFile() {
    do {
      _ = try ClearURLsRules(contentsOfFile: "/nonexistent/omnibox-rules.json")
      Issue.record("loaded a file that does not exist")
    } catch {
      #expect(error == .unreadableFile(path: "/nonexistent/omnibox-rules.json", reason: "No such file or directory"))
    }
  }
}
