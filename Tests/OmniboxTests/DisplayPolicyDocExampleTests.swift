import Testing
@testable import Omnibox

/// The examples in the Display and Policy doc comments, checked.
@Suite struct DisplayPolicyDocExampleTests {
  @Test func hostExamples() {
    let f = DisplayFormatter()
    #expect(f.displayHost("xn--bcher-kva.example") == HostDisplay(host: "bücher.example", reason: .safeUnicode))
    #expect(f.displayHost("xn--80ak6aa92e.com") == HostDisplay(host: "xn--80ak6aa92e.com", reason: .wholeScriptConfusable))
    #expect(f.displayHost("xn--mnchen-3ya.de") == HostDisplay(host: "münchen.de", reason: .safeUnicode))
    #expect(f.displayHost("xn--pypal-4ve.com") == HostDisplay(host: "xn--pypal-4ve.com", reason: .mixedScript))
    #expect(f.displayHost("xn--gogle-jua.com") == HostDisplay(host: "xn--gogle-jua.com", reason: .lookalike(of: "google.com")))
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
