import Omnibox

/// One page of `omnibox history export`: a line of the JSON Lines `omnibox suggest --history`
/// and `omnibox history import jsonl` read (``HistoryEntry/init(jsonLine:)``), so that an export
/// imported again gives the same store.
///
///     {"url":"https://swift.org/","title":"Swift","visits":[{"time":"2026-11-30T09:12:00Z","transition":"typed"}],"bookmarked":true,"visit_count":1,"typed_count":1}
///
/// `visit_count` and `typed_count` are the page's totals, which may count visits the store no
/// longer lists (an imported browser file's own totals). A bookmark of a URL with no page has no
/// visits and `visit_count` 0.
enum HistoryExportLine {
  static func write(_ entry: HistoryEntry, to json: inout JSONLine) {
    json["url"] = entry.url.href
    json["title"] = entry.title
    json.setObjects("visits", entry.visits) { object, visit in
      object["time"] = visit.time.description
      object["transition"] = visit.transition.rawValue
    }
    json["bookmarked"] = entry.isBookmarked
    json["visit_count"] = entry.visitCount
    json["typed_count"] = entry.typedCount
  }
}
