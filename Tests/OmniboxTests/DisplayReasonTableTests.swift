import Omnibox
import Testing

/// Every display reason has an explanation and an example (``DisplayReason/examples``) that gets
/// it; the reasons no input can give say why.
@Suite struct DisplayReasonTableTests {
  /// Every reason's slug. The switch has no `default`: a new reason fails to compile here until
  /// it is listed, and then fails the test until it has a row.
  static func slug(_ reason: DisplayReason) -> String {
    switch reason {
    case .ascii, .safeUnicode, .invalidIDN, .invalidHost, .mixedScript, .wholeScriptConfusable, .lookalike,
      .invisibleCharacter, .combiningMark, .dangerousCharacter, .digitLookalike, .mixedNumbers,
      .disallowedCharacter, .deviationCharacter, .tldSpecificCharacter, .spoofCheckUnavailable, .noHost:
      return reason.description
    }
  }

  static let reasonCount = 17

  @Test func everyReasonHasOneRowAndAnExplanation() {
    let slugs = DisplayReason.examples.map { Self.slug($0.reason) }
    #expect(Set(slugs).count == slugs.count)
    #expect(slugs.count == Self.reasonCount)
    #expect(DisplayReason.examples.allSatisfy { !$0.reason.explanation.isEmpty })
    #expect(Set(DisplayReason.examples.map(\.reason.explanation)).count == Self.reasonCount)
  }

  @Test func everyExampleGetsItsReason() throws {
    let formatter = DisplayFormatter()
    for example in DisplayReason.examples {
      if let host = example.host {
        #expect(formatter.displayHost(host).reason == example.reason, "\(example.reason): \(host.debugDescription)")
      } else if let url = example.url {
        #expect(formatter.display(try URLRecord(url)).reason == example.reason, "\(example.reason): \(url)")
      } else {
        #expect(example.note != nil, "\(example.reason): no example and no note")
      }
    }
  }
}
