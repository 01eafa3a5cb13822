import Foundation
import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Firefox's autofill tests (`browser/components/urlbar/tests/unit/test_autofill_*.js`): every
/// case of `Fixtures/browsers/firefox-autofill.json` under the ``SuggestionProfile/firefox``
/// profile. A case is the Places history it builds, the text typed and the preferences in
/// force; we compare what the field is filled with, the URL it completes to, and the heuristic
/// (default) row.
@Suite struct SuggestFirefoxAutofillTableTests {
  typealias Object = SuggestTable.Object
  // Read once, never written: JSON objects are not Sendable, the values never change.
  nonisolated(unsafe) static let cases = SuggestTable.cases("firefox-autofill.json")

  /// Cases we answer differently from Firefox, with why.
  static let knownDifferences: [String: String] = [
    "viewSourceAsPrefix/view-source:h": notSuggested,
    "viewSourceAsPrefix/view-source:ht": notSuggested,
    "viewSourceAsPrefix/view-source:http": notSuggested,
    "dataAsPrefix/data:t": notSuggested,
    "dataAsPrefix/data:te": notSuggested,
    "dataAsPrefix/data:text": notSuggested,
    "viewSourceAsPrefix/VIEW-SOURCE:http": notSuggested,
    "dataAsPrefix/DATA:text": notSuggested,
    "add_task (anonymous)/1 ex":
      "equally frecent origins: Firefox takes the one inserted last; ours takes https, then www., so that the list never "
      + "depends on the order history was handed in",
  ]
  static let notSuggested =
    "view-source: and data: pages are never suggested from history or bookmarks (safe by construction)"

  @Test func tableIsComplete() {
    #expect(Self.cases.count == 158)
    #expect(Self.cases.filter { $0["skip"] != nil }.count == 2)
  }

  static func suggester(for c: Object) -> Suggester {
    var byURL: [String: HistoryEntry] = [:]
    var order: [String] = []
    for v in (c["visits"] as? [Object]) ?? [] {
      guard let text = v["uri"] as? String, let url = try? URLRecord(text) else { continue }
      var entry = byURL[url.href] ?? HistoryEntry(url: url, title: (v["title"] as? String) ?? "test visit for \(text)")
      let time = SuggestTable.now.adding(days: -((v["days_ago"] as? Int) ?? 0))
      for _ in 0..<max(1, (v["count"] as? Int) ?? 1) {
        entry.record(
          HistoryVisit(time: time, transition: SuggestTable.transition((v["transition"] as? String) ?? "link")))
      }
      if byURL[url.href] == nil { order.append(url.href) }
      byURL[url.href] = entry
    }
    for b in (c["bookmarks"] as? [Object]) ?? [] {
      guard let text = b["uri"] as? String, let url = try? URLRecord(text) else { continue }
      var entry = byURL[url.href] ?? HistoryEntry(url: url, title: (b["title"] as? String) ?? "A bookmark")
      entry.isBookmarked = true
      if byURL[url.href] == nil { order.append(url.href) }
      byURL[url.href] = entry
    }
    let prefs = (c["prefs"] as? Object) ?? [:]
    var providers = Set(SuggestionProvider.allCases)
    if (prefs["browser.urlbar.suggest.history"] as? Bool) == false { providers.remove(.historyQuick) }
    if (prefs["browser.urlbar.suggest.bookmark"] as? Bool) == false { providers.remove(.bookmarks) }
    let configuration = Suggester.Configuration(
      profile: .firefox, omnibox: Omnibox(configuration: .init(profile: .firefox)), providers: providers)
    return Suggester(configuration: configuration, history: HistoryIndex(order.compactMap { byURL[$0] }))
  }

  static func check(_ c: Object) -> (Bool, String) {
    let prefs = (c["prefs"] as? Object) ?? [:]
    let input = SuggestionInput(
      (c["input"] as? String) ?? "", preventsInlineCompletion: (prefs["browser.urlbar.autoFill"] as? Bool) == false)
    let list = suggester(for: c).suggestions(for: input, at: SuggestTable.now)
    let first = list.defaultSuggestion
    let describe =
      "default \(first.map { "\($0.destination.href) fill=\($0.fill) inline=\($0.inlineCompletion ?? "-")" } ?? "none")"
    let expected = (c["expected"] as? Object) ?? [:]
    if let autofilled = expected["autofilled"] as? String {
      let ok =
        first?.inlineCompletion != nil && first?.fill == autofilled
        && first?.destination.href == (expected["completed"] as? String)
      return (ok, describe)
    }
    if first?.provider == .historyURL && first?.inlineCompletion != nil { return (false, describe + " (autofilled)") }
    let heuristic = (expected["heuristic"] as? Object) ?? [:]
    switch heuristic["type"] as? String {
    case "search": return (first?.kind.isSearch == true, describe)
    case "url":
      guard let url = heuristic["url"] as? String else { return (true, describe) }
      return (first?.destination.href == url, describe)
    default: return (true, describe)
    }
  }

  @Test(arguments: cases.indices.filter { cases[$0]["skip"] == nil })
  func autofillCase(_ i: Int) {
    let c = Self.cases[i]
    let name = SuggestTable.name(c)
    let (ok, describe) = Self.check(c)
    if let why = Self.knownDifferences[name] {
      #expect(!ok, "\(name) is listed as a known difference (\(why)) but passes")
    } else {
      #expect(ok, "\(name): \(describe)")
    }
  }
}
