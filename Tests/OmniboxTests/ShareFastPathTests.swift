import OmniboxTestSupport
import Testing

@testable import Omnibox

/// The oracle of the share normalizer's fast path (``ShareLinkNormalizer/asciiLink(_:)``):
/// wherever it answers, the general path gives the same link and adds no step.
@Suite struct ShareFastPathTests {
  static func inputs() throws -> [String] {
    let share = try ShareCaseTable.load().cases.map(\.input)
    let linkify = try LinkifyFixtures.load().map(\.input)
    let wpt = try WPTURLCase.load("wpt/urltestdata.json").map(\.input)
    let wrappings: [(String, String)] = [("", "."), ("", ")"), ("(", ")"), (" ", " "), ("", "\""), ("", "!?")]
    var decorated: [String] = []
    for input in share {
      for (before, after) in wrappings { decorated.append(before + input + after) }
    }
    return share + linkify + wpt + decorated
  }

  @Test func asciiLinkAgreesWithTheGeneralPath() throws {
    let normalizers = [
      ShareLinkNormalizer(),
      ShareLinkNormalizer(configuration: .init(appSchemes: ["myapp": ["url", "link"]])),
    ]
    var answered = 0
    let inputs = try Self.inputs()
    for normalizer in normalizers {
      for input in inputs {
        guard let fast = normalizer.asciiLink(input) else { continue }
        answered += 1
        var via: [String] = []
        let general = try? normalizer.candidate(in: input, via: &via, isInput: true, fastPath: false)
        #expect(general == fast, "\(input)")
        #expect(via.isEmpty, "\(input): \(via)")
      }
    }
    // The fast path must have answered a good share of these inputs, or this test checks little.
    #expect(answered * 4 >= inputs.count, "the fast path answered \(answered) of \(inputs.count * 2)")
  }
}
