import Testing
@testable import Omnibox

/// The examples in the Display and Policy doc comments, checked.
@Suite struct DisplayPolicyDocExampleTests {
  @Test func hostExamples() {
    let f = DisplayFormatter()
    #expect(f.displayHost("xn--bcher-kva.example") == HostDisplay(host: "bücher.example", reason: .safeUnicode))
    #expect(f.displayHost("xn--80ak6aa92e.com") == HostDisplay(host: "xn--80ak6aa92e.com", reason: .lookalike(of: "apple.com")))
    #expect(f.displayHost("xn--80ak6aa92e.com").lookalikeOf == "apple.com")
    #expect(f.displayHost("xn--mnchen-3ya.de") == HostDisplay(host: "münchen.de", reason: .safeUnicode))
    #expect(f.displayHost("xn--pypal-4ve.com") == HostDisplay(host: "xn--pypal-4ve.com", reason: .lookalike(of: "paypal.com")))
    #expect(f.displayHost("xn--gogle-jua.com") == HostDisplay(host: "xn--gogle-jua.com", reason: .lookalike(of: "google.com")))
    #expect(
      f.displayHost("xn--googl-3we.xn--3e0b707e")
        == HostDisplay(host: "xn--googl-3we.한국", reason: .mixedScript, isUnicode: true))
    #expect(f.displayHost("a\u{7F}b.com") == HostDisplay(host: "a%7Fb.com", reason: .invalidHost))
    #expect(HostEscaping.escapingControls("a\u{1B}[31mb.com") == "a%1B[31mb.com")
    #expect(HostEscaping.escapingControls("a\u{202E}b") == "a%E2%80%AEb")
  }

  @Test func topDomainAndSkeletonExamples() throws {
    let mine = try TopDomainList(domains: ["mybank.example", "mybank.co.uk"])
    let formatter = DisplayFormatter(topDomains: .embedded.adding(mine))
    #expect(formatter.displayHost("xn--mybnk-ora.example").lookalikeOf == "mybank.example")
    #expect(try TopDomainList(domains: ["example.com", "пример.рф"]).count == 2)
    #expect(TopDomainList.embedded.adding(try TopDomainList(domains: ["mybank.example"])).count == 4990)
    #expect(TopDomainList.embedded.similarTopDomain(to: "gооgle.com")?.domain == "google.com")
    #expect(TopDomainList.embedded.similarTopDomain(to: "mail.google.com") == nil)
    let top = TopDomainList.embedded.similarTopDomain(to: "pаypal.com")
    #expect(top?.domain == "paypal.com" && top?.isTopBucket == true)
    #expect(TopDomainList.skeletons(of: "paypal.com") == ["paypal.corn"])
    #expect(TopDomainList.embedded.domain(matchingSkeleton: "google.corn")?.domain == "google.com")
    #expect(SkeletonGenerator.skeletons(of: "ҏаураӏ.com") == ["paypai.corn", "paypal.corn"])
    #expect(SkeletonGenerator.skeletons(of: "łest.net") == ["lest.net", "l\u{338}est.net", "test.net"])
    #expect(AlternativeReadings.variants(of: Array("œx".unicodeScalars), readings: [0x153: ["ce", "oe"]]) == ["cex", "oex", "œx"])
    #expect(SkeletonGenerator.removingDiacritics(Array("éxample.com".unicodeScalars)) == Array("example.com".unicodeScalars))
    #expect(UnicodeProperty.canonicalDecomposition(of: "ǖ") == ["u", "\u{308}", "\u{304}"])
    #expect(LabelSpoofRules.violation(in: "аррӏе", tld: "com", tldUnicode: "com") == .wholeScriptConfusable)
    #expect(LabelSpoofRules.violation(in: "straße", tld: "de", tldUnicode: "de") == nil)
    #expect(
      TopDomainListError.invalidDomain(line: 3, domain: "localhost", problem: .singleLabel).description
        == #"top-domain list line 3: "localhost": a single label (a top domain needs two or more)"#)
  }

  @Test func urlExamples() throws {
    let bar = DisplayFormatter(options: .addressBar)
    let r = bar.display(try URLRecord("https://www.xn--bcher-kva.example/"))
    #expect(r.text == "bücher.example" && r.isHostUnicode && r.reason == .safeUnicode)
    #expect(bar.display(try URLRecord("https://www.bücher.example/")).text == "bücher.example")
    #expect(bar.display(try URLRecord("https://аррӏе.com/")).text == "xn--80ak6aa92e.com")
    #expect(DisplayFormatter().display(try URLRecord("https://a.example/caf%C3%A9?q=a%26b")).text == "https://a.example/café?q=a%26b")
    #expect(DisplayPercentDecoding.decode("/caf%C3%A9/a%2Fb%20c") == "/café/a%2Fb%20c")
  }

  @Test func policyExamples() throws {
    let policy = NavigationPolicy()
    #expect(policy.decide(try URLRecord("https://example.com/"), initiator: .link, isMainFrame: true) == PolicyDecision(.load, .web))
    #expect(policy.decide(try URLRecord("mailto:a@example.com"), initiator: .link, isMainFrame: true) == PolicyDecision(.external, .email))
    #expect(
      policy.decide(try URLRecord("javascript:alert(1)"), initiator: .script, isMainFrame: false)
        == PolicyDecision(.block, .javascriptFromPage))
    #expect(PolicyDecision(.block, .javascriptFromPage).description == "block (javascript-from-page)")
    let ads = NavigationPolicy.HostRule("ads.example", .block)
    #expect(ads.matches("ads.example") && ads.matches("x.ads.example") && !ads.matches("notads.example"))
  }
}
