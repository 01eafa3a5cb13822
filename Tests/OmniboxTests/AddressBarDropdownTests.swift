import Omnibox
import OmniboxTestSupport
import Testing

/// A page of a fixture history: how often it was typed and followed as a link, how long ago.
struct DropdownPage: Decodable, Sendable {
  let url: String
  let title: String?
  let typed: Int?
  let links: Int?
  let daysAgo: Int?
  let bookmarked: Bool?

  /// The entry: `typed` typed visits then `links` link visits, an hour apart, ending `daysAgo`
  /// days (default 1) before `now`.
  func entry(now: HistoryTime) throws -> HistoryEntry {
    let end = now.adding(days: -(daysAgo ?? 1))
    let transitions =
      Array(repeating: HistoryVisit.Transition.typed, count: typed ?? 0)
      + Array(repeating: HistoryVisit.Transition.link, count: links ?? 0)
    let visits = transitions.enumerated().map { i, transition in
      HistoryVisit(
        time: HistoryTime(microsecondsSince1970: end.microsecondsSince1970 - Int64(i) * 3_600_000_000),
        transition: transition)
    }
    return HistoryEntry(url: try URLRecord(url), title: title ?? "", visits: visits, isBookmarked: bookmarked ?? false)
  }
}

/// Fixtures/addressbar/dropdown.json (ours): the address bar with its suggestion list.
struct DropdownFile: Decodable, Sendable {
  let configs: [String: AddressBarConfigFixture]
  let histories: [String: [DropdownPage]]
  let situations: [String]
  let sequences: [AddressBarSequence]
}

@Suite struct AddressBarDropdownTests {
  static let file = try? Fixture.decode("addressbar/dropdown.json", as: DropdownFile.self)
  static let sequences = file?.sequences ?? []
  /// The clock every config of the file uses unless it names another.
  static let now = HistoryTime(secondsSince1970: 1_750_000_000)

  @Test func fixtureLoaded() {
    #expect(Self.sequences.count >= 40)
  }

  @Test(arguments: sequences) func sequence(_ s: AddressBarSequence) throws {
    let file = try #require(Self.file)
    var history = HistoryIndex()
    if let name = s.history {
      let pages = try #require(file.histories[name], "unknown history \(name)")
      history = HistoryIndex(try pages.map { try $0.entry(now: Self.now) })
    }
    let problems = try AddressBarFixture.run(s, configs: file.configs, history: history)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// Every sequence pins some state, and every step of a sequence checks its effects.
  @Test(arguments: sequences) func sequencePinsState(_ s: AddressBarSequence) {
    #expect(s.steps.contains { !($0.state ?? [:]).isEmpty })
  }

  /// The situations the issue lists each have sequences, and no sequence names another.
  @Test func everySituationIsCovered() throws {
    let file = try #require(Self.file)
    let situations = Set(file.situations)
    for situation in file.situations {
      #expect(Self.sequences.contains { $0.covers.contains(situation) }, "no sequence covers \(situation)")
    }
    for s in Self.sequences {
      for c in s.covers { #expect(situations.contains(c), "\(s.name): unknown situation \(c)") }
    }
    #expect(Set(Self.sequences.map(\.name)).count == Self.sequences.count, "names repeat")
  }
}
