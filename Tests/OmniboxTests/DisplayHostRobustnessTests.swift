import Testing

@testable import Omnibox

/// Hostile and odd host shapes: clear answers, no traps, ASCII stays on the fast path.
@Suite struct DisplayHostRobustnessTests {
  let formatter = DisplayFormatter()

  @Test(arguments: ["", ".", "..", "...", "-", "xn--.", ".xn--", "xn--xn--", "[", "]", "%", "a b"])
  func oddShapesAnswer(_ host: String) {
    let result = formatter.displayHost(host)
    #expect(!result.isUnicode)
  }

  @Test func veryLongHostsAreAnsweredWithoutDecoding() {
    let long = String(repeating: "xn--bcher-kva.", count: 5_000) + "example"
    let result = formatter.displayHost(long)
    #expect(result.reason == .invalidIDN)
    #expect(result.host == long)

    let longUnicode = String(repeating: "bücher.", count: 5_000) + "example"
    #expect(formatter.displayHost(longUnicode).reason == .invalidIDN)

    let longASCII = String(repeating: "a.", count: 100_000) + "example"
    #expect(formatter.displayHost(longASCII).reason == .ascii)
  }

  @Test func manyIDNLabelsWithinTheBoundAreChecked() {
    let host = String(repeating: "xn--bcher-kva.", count: 20) + "example"
    let result = formatter.displayHost(host)
    #expect(result.reason == .safeUnicode)
    #expect(result.host == String(repeating: "bücher.", count: 20) + "example")
  }

  @Test func aLookalikeKeepsTheWholeHostASCII() {
    let result = formatter.displayHost("xn--bcher-kva.xn--80ak6aa92e.com")
    #expect(result.host == "xn--bcher-kva.xn--80ak6aa92e.com")
    #expect(result.reason == .lookalike(of: "apple.com"))
    #expect(!result.isUnicode)
  }

  @Test func anUnsafeLabelStaysASCIIBesideSafeOnes() {
    let result = formatter.displayHost("xn--bcher-kva.xn--80ak6aa92e.de")
    #expect(result.host == "bücher.xn--80ak6aa92e.de")
    #expect(result.reason == .wholeScriptConfusable)
    #expect(result.isUnicode)
  }

  @Test func reasonsHaveStableWords() {
    #expect(DisplayReason.lookalike(of: "paypal.com").description == "lookalike")
    #expect(DisplayReason.lookalike(of: "paypal.com").lookalikeOf == "paypal.com")
    #expect(DisplayReason.invalidHost.description == "invalid-host")
    #expect(DisplayReason.safeUnicode.allowsUnicode)
    #expect(!DisplayReason.ascii.allowsUnicode)
  }

  @Test func concurrentCallsAgree() async {
    let hosts = ["xn--bcher-kva.example", "xn--80ak6aa92e.com", "example.com", "xn--gogle-jua.com", "xn--r8jz45g.jp"]
    let shared = formatter
    let expected = hosts.map { shared.displayHost($0) }
    await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<16 {
        group.addTask {
          for _ in 0..<50 where zip(hosts, expected).contains(where: { shared.displayHost($0) != $1 }) {
            return false
          }
          return true
        }
      }
      for await ok in group { #expect(ok) }
    }
  }
}
