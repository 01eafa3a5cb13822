import Omnibox
import OmniboxTestSupport
import Testing

/// The browsers' own unit-test tables (Fixtures/browsers/): Chromium's AutocompleteInput and
/// FixupURL cases, Firefox's test_URIFixup_info cases, each scored as the address-bar outcome.
@Suite struct ResolverBrowserTableTests {
  static let tables: [BrowserTable] = BrowserTable.files.compactMap { try? BrowserTable.load($0) }
  static let scoredRows: [BrowserTable.Case] = tables.flatMap(\.scored)

  static func table(of row: BrowserTable.Case) -> BrowserTable? {
    tables.first { $0.file == row.table }
  }

  @Test func tablesAreComplete() {
    #expect(Self.tables.map(\.file) == BrowserTable.files)
    let counts = Self.tables.map { ($0.cases.count, $0.scored.count) }
    #expect(counts.map(\.0) == [187, 111, 170])
    #expect(counts.map(\.1) == [183, 82, 155])
    for table in Self.tables {
      for row in table.cases {
        if let skip = row.skip {
          #expect(!skip.isEmpty && row.expect == nil, "\(row)")
        } else {
          #expect(row.expect != nil, "\(row) has neither an outcome nor a reason to skip it")
        }
        #expect(row.differingSwitches != nil, "\(row) names an unknown switch")
      }
    }
    // Platform rows: Windows and iOS/Android ones are skipped on Linux, the others scored.
    let platformRows = Self.tables.flatMap(\.cases).filter { $0.platform != nil }
    #expect(platformRows.filter { $0.skip != nil }.count == 18)
    #expect(platformRows.filter { $0.skip == nil }.count == 14)
  }

  /// Under its browser's profile, every row matches unless it is a listed known failure.
  @Test(arguments: scoredRows)
  func browserProfileMatchesItsBrowser(_ row: BrowserTable.Case) throws {
    let table = try #require(Self.table(of: row))
    let r = table.omnibox(table.profile).resolve(row.input)
    let expectedToMatch = row.knownFailure?[table.profile.name] == nil
    #expect(row.isMatched(by: r) == expectedToMatch, "\(row): \(r)")
  }

  /// Under the default profile, a row that disagrees with the browser names the switches that
  /// make it disagree: with those set to the browser's values, it matches.
  @Test(arguments: scoredRows)
  func defaultProfileDisagreementsAreAttributed(_ row: BrowserTable.Case) throws {
    let table = try #require(Self.table(of: row))
    let r = table.omnibox(.omnibox).resolve(row.input)
    if row.knownFailure?["omnibox"] != nil {
      #expect(!row.isMatched(by: r), "\(row) is listed as a known failure but matches: \(r)")
      return
    }
    let switches = try #require(row.differingSwitches)
    #expect(row.isMatched(by: r) == switches.isEmpty, "\(row): \(r)")
    guard !switches.isEmpty else { return }
    var profile = Omnibox.Profile.omnibox
    for rule in switches {
      #expect(profile.isOn(rule) != table.profile.isOn(rule), "\(row): \(rule) is the same in both profiles")
      profile = profile.setting(rule, table.profile.isOn(rule))
    }
    let attributed = table.omnibox(profile).resolve(row.input)
    #expect(row.isMatched(by: attributed), "\(row) still disagrees with \(switches) set: \(attributed)")
  }

  /// The issue's figures: `--profile chromium` matches at least 97% of the Chromium rows,
  /// `--profile firefox` at least 95% of the Firefox rows.
  @Test func profilesMatchTheirBrowsers() {
    let chromium = Self.tables.filter { $0.profile == .chromium }
    let firefox = Self.tables.filter { $0.profile == .firefox }
    func rate(_ tables: [BrowserTable], _ profile: Omnibox.Profile) -> Double {
      let matched = tables.map { $0.score(profile).matched.count }.reduce(0, +)
      let scored = tables.map(\.scored.count).reduce(0, +)
      return scored == 0 ? 0 : Double(matched) / Double(scored)
    }
    #expect(chromium.count == 2 && firefox.count == 1)
    #expect(rate(chromium, .chromium) >= 0.97)
    #expect(rate(firefox, .firefox) >= 0.95)
    // The figures in Fixtures/README.md (the rows' own expectations pin each of them).
    #expect(Self.tables.map { $0.score($0.profile).matched.count } == [181, 82, 155])
    #expect(Self.tables.map { $0.score(.omnibox).matched.count } == [174, 67, 135])
    // Every row the default profile gets wrong is attributed (the per-row test checks how).
    for table in Self.tables {
      let missed = table.score(.omnibox).missed
      #expect(missed.allSatisfy { $0.differs != nil || $0.knownFailure?["omnibox"] != nil })
    }
  }
}

/// The rule table itself: one row per switch, and each row's example decided as its labels say.
@Suite struct ProfileSwitchTableTests {
  @Test func tableHasOneRowPerSwitchInOrder() {
    let table = Omnibox.Profile.Switch.table
    #expect(table.count == Omnibox.Profile.Switch.allCases.count)
    #expect(table.count <= 32)  // a profile is 32 bits
    for (index, row) in table.enumerated() {
      #expect(Int(row.rule.rawValue) == index)
      #expect(Omnibox.Profile.Switch.named(row.name) == row.rule)
      #expect(row.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
      #expect(!row.source.isEmpty)
    }
    #expect(Set(table.map(\.name)).count == table.count)
  }

  @Test func presetsFollowTheirColumns() {
    for row in Omnibox.Profile.Switch.table {
      #expect(Omnibox.Profile.omnibox.isOn(row.rule) == row.omnibox)
      #expect(Omnibox.Profile.chromium.isOn(row.rule) == row.chromium)
      #expect(Omnibox.Profile.firefox.isOn(row.rule) == row.firefox)
    }
    #expect(Omnibox.Profile.presets.map(\.name) == ["omnibox", "chromium", "firefox"])
    #expect(Omnibox.Profile.named("chromium") == .chromium && Omnibox.Profile.named("safari") == nil)
    #expect(Omnibox.Profile.chromium.ownSchemes.contains("devtools"))
    #expect(Omnibox.Profile.omnibox.ownSchemes.isEmpty)
  }

  /// Each switch decides its own example: off and on give the outcomes the row names (the first
  /// word of a label is `search`, `refused`, or the URL loaded).
  @Test(arguments: Omnibox.Profile.Switch.allCases)
  func exampleIsDecidedAsLabelled(_ rule: Omnibox.Profile.Switch) {
    let row = rule.row
    for (on, label) in [(false, row.off), (true, row.on)] {
      let profile = Omnibox.Profile.omnibox.setting(rule, on)
      let r = Omnibox(configuration: Omnibox.Configuration(profile: profile)).resolve(row.example)
      let word = label.split(separator: " ").first.map(String.init) ?? ""
      switch word {
      case "search": #expect(r.kind == .search, "\(row.name) \(on ? "on" : "off"): \(r)")
      case "refused": #expect(r.kind == .refused, "\(row.name) \(on ? "on" : "off"): \(r)")
      default: #expect(r.kind == .url && r.url == word, "\(row.name) \(on ? "on" : "off"): \(r)")
      }
    }
  }
}
