/// A moment in history: microseconds since 1970-01-01 00:00 UTC, the unit the history store
/// keeps. Suggestions and history read no clock: callers pass the time of a visit and the `now`
/// that recency is measured from, so the same history and input give the same list every time
/// (``AddressBar`` is such a caller: it asks its configured clock).
public struct HistoryTime: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Microseconds since 1970-01-01 00:00 UTC (negative before).
  public var microsecondsSince1970: Int64

  /// The moment `microsecondsSince1970` microseconds after the Unix epoch.
  public init(microsecondsSince1970: Int64) {
    self.microsecondsSince1970 = microsecondsSince1970
  }

  /// The moment `seconds` whole seconds after the Unix epoch (saturating far outside ±292,000 years).
  public init(secondsSince1970 seconds: Int64) {
    let (product, overflow) = seconds.multipliedReportingOverflow(by: Self.microsecondsPerSecond)
    microsecondsSince1970 = overflow ? (seconds < 0 ? .min : .max) : product
  }

  /// Whole days from `self` back to `earlier` (0 when `earlier` is later): Chromium's
  /// `(now - time).InDays()`, which truncates.
  public func days(since earlier: HistoryTime) -> Int {
    let (difference, overflow) = microsecondsSince1970.subtractingReportingOverflow(earlier.microsecondsSince1970)
    if overflow { return earlier.microsecondsSince1970 > 0 ? 0 : Int.max }
    return difference <= 0 ? 0 : Int(difference / Self.microsecondsPerDay)
  }

  /// Seconds from `earlier` to `self` as a fraction (0 when `earlier` is later).
  public func seconds(since earlier: HistoryTime) -> Double {
    let difference = Double(microsecondsSince1970) - Double(earlier.microsecondsSince1970)
    return difference <= 0 ? 0 : difference / Double(Self.microsecondsPerSecond)
  }

  /// `self` moved by `days` days (negative: earlier), saturating.
  public func adding(days: Int) -> HistoryTime {
    let (delta, o1) = Int64(clamping: days).multipliedReportingOverflow(by: Self.microsecondsPerDay)
    let (sum, o2) = microsecondsSince1970.addingReportingOverflow(delta)
    if o1 || o2 { return HistoryTime(microsecondsSince1970: days < 0 ? .min : .max) }
    return HistoryTime(microsecondsSince1970: sum)
  }

  public static func < (a: HistoryTime, b: HistoryTime) -> Bool { a.microsecondsSince1970 < b.microsecondsSince1970 }

  /// RFC 3339 in UTC with microseconds when there are any (`2026-11-30T10:00:00Z`).
  public var description: String { RFC3339.format(self) }

  static let microsecondsPerSecond: Int64 = 1_000_000
  static let microsecondsPerDay: Int64 = 86_400 * microsecondsPerSecond
}
