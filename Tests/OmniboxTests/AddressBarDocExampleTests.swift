import Testing
import Omnibox

/// The examples in the AddressBar doc comments and article say what the code does.
@Suite struct AddressBarDocExampleTests {
  @Test func typeDocExample() {
    var bar = AddressBar()
    #expect(bar.send(.focused) == [])
    #expect(bar.send(.edited("swift webview")) == [])
    #expect(bar.send(.submitted).map(\.description) == ["load https://www.google.com/search?q=swift+webview"])
    bar.send(.navigationCommitted(url: "https://www.google.com/search?q=swift+webview"))
    #expect(bar.state.field == "swift webview")
    #expect(bar.state.security == .secure)
    #expect(bar.state.alternate == nil)
  }

  @Test func sendDocExample() {
    var bar = AddressBar()
    bar.send(.edited("example.com"))
    #expect(bar.send(.submitted) == [.load("https://example.com/")])
    #expect(bar.send(.escaped) == [])
  }

  @Test func stateDocExample() {
    var bar = AddressBar()
    bar.send(.navigationCommitted(url: "https://www.example.com/"))
    #expect(bar.state.field == "example.com")
    #expect(bar.state.url == "https://www.example.com/")
    #expect(bar.state.security == .secure)
  }

  @Test func configurationDocExample() {
    var bar = AddressBar(configuration: .init(appSchemes: ["myapp"]))
    #expect(bar.send(.launched("myapp://open?url=https%3A%2F%2Fexample.com%2F")) == [.load("https://example.com/")])
  }

  @Test func refusalDocExample() {
    var bar = AddressBar()
    bar.send(.edited("javascript:alert(1)"))
    #expect(bar.send(.submitted).map(\.description) == ["refuse blocked-scheme"])
    #expect(bar.state.refusal?.message == "script URLs are not allowed")
  }

  @Test func fieldTextDocExample() {
    let bar = AddressBar()
    #expect(bar.fieldText(for: "https://www.google.com/search?q=swift+webview") == "swift webview")
    #expect(bar.fieldText(for: "https://www.bing.com/search?q=swift") == "bing.com/search?q=swift")
    #expect(bar.fieldText(for: "https://www.xn--bcher-kva.example/") == "bücher.example")
  }

  @Test func securityDocExamples() throws {
    #expect(SecurityIndicator(for: try URLRecord("https://example.com/")) == .secure)
    #expect(SecurityIndicator(for: try URLRecord("http://example.com/")) == .notSecure)
    #expect(SecurityIndicator(for: try URLRecord("https://xn--gogle-jua.com/")) == .dangerous)
    #expect(SecurityIndicator(for: try URLRecord("http://127.0.0.1:8000/")) == .internal)
    #expect(SecurityIndicator(for: try URLRecord("file:///etc/hosts")) == .file)
  }

  @Test func effectDescriptions() throws {
    let decision = NavigationPolicy().decide(try URLRecord("javascript:alert(1)"), initiator: .user, isMainFrame: true)
    let lines = [
      AddressBar.Effect.load("https://example.com/"), .stop, .goBack, .goForward, .reload,
      .openExternally("mailto:a@example.com"), .answerNavigation(decision),
    ].map(\.description)
    #expect(lines == [
      "load https://example.com/", "stop", "back", "forward", "reload", "external mailto:a@example.com",
      "answer block (typed-javascript)",
    ])
  }

  /// Every security indicator has a stable word, and every blocking policy reason a sentence.
  @Test func everyIndicatorAndBlockReasonIsWorded() throws {
    #expect(SecurityIndicator.allCases.map(\.description) == ["secure", "not-secure", "file", "internal", "dangerous"])
    let blocking: [PolicyReason] = [
      .aboutPage, .topLevelData, .fileFromWeb, .javascriptFromPage, .typedJavascript, .scriptScheme, .handoffRefused,
      .scriptInSubframe, .unsupportedScheme, .unknownScheme, .schemeRule, .hostRule,
    ]
    for reason in blocking {
      let message = AddressBar.Refusal(input: "x", cause: .blocked(reason)).message
      #expect(!message.hasPrefix("blocked ("), "no sentence for \(reason)")
    }
  }
}
