/// Why a line of history JSON Lines was not read.
public struct HistoryLineError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong, in words (never the line itself: history is the person's).
  public let reason: String

  public var description: String { reason }
}

extension HistoryEntry {
  /// Reads one line of the history JSON Lines format (the format of `omnibox suggest --history`):
  /// `{"url": "...", "title": "...", "visits": [{"time": "2026-11-30T10:00:00Z", "transition":
  /// "typed"}], "bookmarked": false}`. `time` is RFC 3339 or Unix seconds; `title`, `visits` and
  /// `bookmarked` may be left out; optional `visit_count` and `typed_count` give totals larger
  /// than the visits listed. The URL must parse (WHATWG).
  ///
  /// - Throws: ``HistoryLineError`` naming the field that is wrong.
  public init(jsonLine line: String) throws(HistoryLineError) {
    let json: JSONValue
    do {
      json = try JSONParser(maximumDepth: 8).parse(line)
    } catch {
      throw HistoryLineError(reason: "not JSON (\(error.kind))")
    }
    guard json.object != nil else { throw HistoryLineError(reason: "not a JSON object") }
    guard let text = json["url"]?.string else { throw HistoryLineError(reason: "no \"url\" string") }
    let url: URLRecord
    do {
      url = try URLRecord(text)
    } catch {
      throw HistoryLineError(reason: "\"url\" is not a URL (\(error))")
    }
    var visits: [HistoryVisit] = []
    if let list = json["visits"], !list.isNull {
      guard let items = list.array else { throw HistoryLineError(reason: "\"visits\" is not an array") }
      for (n, item) in items.enumerated() {
        guard let time = item["time"].flatMap(Self.time(from:)) else {
          throw HistoryLineError(reason: "visit \(n): \"time\" is not RFC 3339 or Unix seconds")
        }
        var transition = HistoryVisit.Transition.link
        if let name = item["transition"], !name.isNull {
          guard let t = name.string.flatMap(HistoryVisit.Transition.init(rawValue:)) else {
            let names = HistoryVisit.Transition.allCases.map(\.rawValue).joined(separator: ", ")
            throw HistoryLineError(reason: "visit \(n): \"transition\" is not one of \(names)")
          }
          transition = t
        }
        visits.append(HistoryVisit(time: time, transition: transition))
      }
    }
    let title = json["title"]?.string ?? ""
    let bookmarked = json["bookmarked"]?.bool ?? false
    let visitCount = json["visit_count"]?.int
    let typedCount = json["typed_count"]?.int
    if visitCount != nil || typedCount != nil {
      self.init(
        url: url, title: title, visits: visits, visitCount: visitCount ?? 0, typedCount: typedCount ?? 0,
        lastVisit: nil, isBookmarked: bookmarked)
    } else {
      self.init(url: url, title: title, visits: visits, isBookmarked: bookmarked)
    }
  }

  /// RFC 3339 text or a number of Unix seconds (fractions kept to the microsecond).
  static func time(from value: JSONValue) -> HistoryTime? {
    if let text = value.string { return RFC3339.parse(text) }
    guard let seconds = value.double, seconds.isFinite, abs(seconds) < 9e12 else { return nil }
    return HistoryTime(microsecondsSince1970: Int64((seconds * 1_000_000).rounded()))
  }

  /// Parses a time given on a command line or in a file: RFC 3339 or Unix seconds.
  public static func time(parsing text: String) -> HistoryTime? {
    if let t = RFC3339.parse(text) { return t }
    guard let number = try? JSONParser(maximumDepth: 1).parse(text), number.number != nil else { return nil }
    return time(from: number)
  }
}
