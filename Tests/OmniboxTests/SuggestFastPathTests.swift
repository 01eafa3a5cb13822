import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Oracles of the suggestion fast paths: each compares the shortcut with the general code on the
/// same inputs.
@Suite struct SuggestFastPathTests {
  /// History-quick scoring stops early once no later candidate can reach the rows kept; scoring
  /// every candidate must give the same best rows, in the same order, with the same scores.
  @Test func prunedScoringKeepsTheBestRows() {
    var rng = SeededRandom(seed: 0x5C0_12ED)
    var compared = 0
    for _ in 0..<120 {
      let entries = SuggestPropertyTests.history(&rng, hostile: false)
      let index = HistoryIndex(entries)
      for _ in 0..<4 {
        let text = SuggestPropertyTests.typed(&rng, from: entries)
        let context = SuggestionContext(
          input: SuggestionInput(text), now: SuggestPropertyTests.now, configuration: Suggester.Configuration(),
          history: index, openTabs: [], response: nil)
        for keep in [1, 3, 4] {
          let pruned = HistoryQuickSource.scoredMatches(in: context, keep: keep).prefix(keep)
          let full = HistoryQuickSource.scoredMatches(in: context).prefix(keep)
          #expect(pruned.map(\.page) == full.map(\.page), "\(text) keep \(keep)")
          #expect(pruned.map(\.score.rawScore) == full.map(\.score.rawScore), "\(text) keep \(keep)")
          compared += 1
        }
      }
    }
    #expect(compared == 120 * 4 * 3)
  }
}
