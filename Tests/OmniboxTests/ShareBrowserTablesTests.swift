import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Brave's and Firefox's own tracking-removal test rows (Fixtures/share/browsers/), run through
/// the cleaner: the built-in catalog for rows that test Brave's lists, the test's own list for
/// rows that test the matching rules (scopes, case, separators). At least 95% of the rows that
/// can run must pass; every listed divergence must still diverge, as listed.
@Suite struct ShareBrowserTablesTests {
  static let brave = try? BrowserTrackingTable.brave()
  static let firefox = try? BrowserTrackingTable.firefox()
  static let divergences = Dictionary(
    uniqueKeysWithValues: ((try? BrowserTrackingDivergence.load()) ?? []).map { ($0.id, $0) })

  /// What Omnibox's cleaner makes of a row's URL, with the row's list.
  static func cleaned(_ row: BrowserTrackingTable.Row, in table: BrowserTrackingTable) -> String? {
    guard let url = try? URLRecord(row.url) else { return nil }
    guard row.list != "built-in" else { return TrackingCleaner.cleaned(url).href }
    let rules = (table.lists[row.list] ?? []).compactMap { rule -> TrackingRule? in
      let sites = (rule.hosts ?? []).map(TrackingRule.Site.host) + (rule.domains ?? []).map(TrackingRule.Site.domain)
      // A scoped rule with no site applies nowhere, as in Brave's IsScopedTracker.
      if sites.isEmpty, rule.hosts != nil || rule.domains != nil { return nil }
      let names = rule.names.map { ASCII.lowercased($0) }
      return sites.isEmpty ? .everywhere(names, source: row.list) : .on(sites, names, source: row.list)
    }
    return TrackingCleaner.cleaned(url, catalog: TrackingCatalog(rules: rules)).href
  }

  /// The pass rate of a table's runnable rows; divergences listed are checked to still diverge.
  static func check(_ table: BrowserTrackingTable?, name: String) -> (passed: Int, runnable: Int, skipped: Int) {
    guard let table else {
      Issue.record("\(name) table did not load")
      return (0, 0, 0)
    }
    var passed = 0
    var runnable = 0
    var diverging = 0
    for row in table.rows where row.skip == nil {
      runnable += 1
      let ours = cleaned(row, in: table)
      if let divergence = divergences[row.id] {
        #expect(ours != row.expected, "\(row.id) no longer diverges: drop it from divergences.json")
        #expect(ours == divergence.ours, "\(row.id) diverges differently: \(ours ?? "nil")")
        diverging += 1
        continue
      }
      if ours == row.expected { passed += 1 } else { Issue.record("\(row.id): \(ours ?? "nil") ≠ \(row.expected)") }
    }
    let skipped = table.rows.count - runnable
    print("\(name): \(passed)/\(runnable) passed, \(skipped) skipped, \(diverging) listed divergences")
    return (passed, runnable, skipped)
  }

  @Test func braveRowsPass() {
    let (passed, runnable, skipped) = Self.check(Self.brave, name: "Brave query_filter")
    // A listed divergence counts as a row we do not pass.
    #expect(runnable >= 20)
    #expect(Double(passed) >= 0.95 * Double(runnable))
    #expect(skipped == Self.brave?.rows.filter { $0.skip != nil }.count)
  }

  @Test func firefoxRowsPass() {
    let (passed, runnable, _) = Self.check(Self.firefox, name: "Firefox query stripping")
    #expect(runnable >= 15)
    #expect(Double(passed) >= 0.95 * Double(runnable))
  }

  /// Every skipped row says why, and every divergence names a row of a table.
  @Test func skipsAndDivergencesAreExplained() {
    let rows = (Self.brave?.rows ?? []) + (Self.firefox?.rows ?? [])
    for row in rows { #expect(row.skip.map { $0.count > 20 } ?? true, "\(row.id)") }
    let ids = Set(rows.map(\.id))
    for (id, divergence) in Self.divergences {
      #expect(ids.contains(id), "\(id)")
      #expect(divergence.reason.count > 20, "\(id)")
    }
  }
}
