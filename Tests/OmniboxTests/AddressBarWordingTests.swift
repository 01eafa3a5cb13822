import Omnibox
import Testing

/// Every effect, security indicator and blocking reason has its stable words (the doc-comment
/// examples run from DocCommentExampleTests).
@Suite struct AddressBarWordingTests {
  @Test func effectDescriptions() throws {
    let decision = NavigationPolicy().decide(try URLRecord("javascript:alert(1)"), initiator: .user, isMainFrame: true)
    let lines = [
      AddressBar.Effect.load("https://example.com/"), .stop, .goBack, .goForward, .reload,
      .openExternally("mailto:a@example.com"), .answerNavigation(decision),
    ].map(\.description)
    #expect(
      lines == [
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
