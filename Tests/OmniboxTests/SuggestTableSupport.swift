import Foundation
import Omnibox
import OmniboxTestSupport

@testable import Omnibox

/// Reading the browsers' autocomplete tables (Fixtures/browsers/): JSON objects as dictionaries,
/// and the rows they describe as history entries.
enum SuggestTable {
  typealias Object = [String: Any]

  /// The table's cases, each with its name and skip reason (if any).
  static func cases(_ file: String) -> [Object] {
    guard let data = try? Fixture.data("browsers/" + file),
      let json = try? JSONSerialization.jsonObject(with: data) as? Object,
      let cases = json["cases"] as? [Object]
    else { return [] }
    return cases
  }

  static func object(_ file: String) -> Object {
    guard let data = try? Fixture.data("browsers/" + file),
      let json = try? JSONSerialization.jsonObject(with: data) as? Object
    else { return [:] }
    return json
  }

  /// A fixed clock (the tables measure ages in days from "now").
  static let now = HistoryTime(secondsSince1970: 1_764_000_000)

  static func transition(_ name: String) -> HistoryVisit.Transition {
    name.hasPrefix("typed") ? .typed : .link
  }

  /// Visits written `{"days_ago": N, "transition": "typed"}`.
  static func visits(_ list: Any?) -> [HistoryVisit] {
    ((list as? [Object]) ?? []).map { v in
      HistoryVisit(
        time: now.adding(days: -((v["days_ago"] as? Int) ?? 0)),
        transition: transition((v["transition"] as? String) ?? "link"))
    }
  }

  /// A history row written with url, title, visit_count, typed_count, days_since_last_visit (or
  /// days_from_now), bookmarked, hidden and visits.
  static func entry(_ row: Object) -> HistoryEntry? {
    guard let text = row["url"] as? String, let url = try? URLRecord(text) else { return nil }
    let days = (row["days_since_last_visit"] as? Int) ?? (row["days_from_now"] as? Int) ?? 0
    return HistoryEntry(
      url: url, title: (row["title"] as? String) ?? "", visits: visits(row["visits"]),
      visitCount: (row["visit_count"] as? Int) ?? 0, typedCount: (row["typed_count"] as? Int) ?? 0,
      lastVisit: now.adding(days: -days), isBookmarked: (row["bookmarked"] as? Bool) ?? false,
      isHidden: (row["hidden"] as? Bool) ?? false)
  }

  /// `left op right`.
  static func holds(_ left: Double, _ op: String, _ right: Double) -> Bool {
    switch op {
    case ">": left > right
    case "<": left < right
    case ">=": left >= right
    case "<=": left <= right
    case "==": left == right
    case "!=": left != right
    default: false
    }
  }

  static func name(_ c: Object) -> String { (c["name"] as? String) ?? "?" }
}
