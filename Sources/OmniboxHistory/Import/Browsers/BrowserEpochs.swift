import Omnibox

/// The browsers' clocks, converted to ``HistoryTime`` (microseconds since 1970-01-01 UTC).
/// Every conversion is total: a value that means "no time" or does not fit gives `nil`, never a trap.
package enum BrowserEpochs {
  /// Microseconds from 1601-01-01 UTC (Chromium's and Windows' epoch) to 1970-01-01 UTC.
  package static let windowsEpochOffsetMicroseconds: Int64 = 11_644_473_600_000_000
  /// Seconds from 1970-01-01 UTC to 2001-01-01 UTC (Core Foundation's epoch, Safari's).
  package static let cocoaEpochOffsetSeconds: Double = 978_307_200

  /// Chromium's time (microseconds since 1601-01-01 UTC); `nil` for 0, which Chromium writes
  /// for "none", and for negative values, which it never writes.
  package static func chromium(_ value: Int64) -> HistoryTime? {
    guard value > 0 else { return nil }
    // value > 0 and the offset is positive, so the subtraction cannot overflow.
    return HistoryTime(microsecondsSince1970: value - windowsEpochOffsetMicroseconds)
  }

  /// Firefox's PRTime (microseconds since 1970-01-01 UTC); `nil` for 0 or negative, which
  /// Places writes for "none".
  package static func prTime(_ value: Int64) -> HistoryTime? {
    guard value > 0 else { return nil }
    return HistoryTime(microsecondsSince1970: value)
  }

  /// Safari's time (seconds since 2001-01-01 UTC as a REAL, fractions and negative values
  /// allowed), rounded to the nearest microsecond; `nil` when not finite or out of range.
  package static func cocoa(_ seconds: Double) -> HistoryTime? {
    guard seconds.isFinite else { return nil }
    let microseconds = ((seconds + cocoaEpochOffsetSeconds) * 1_000_000).rounded()
    // Int64's range as Doubles: ±9.22e18; anything outside (or at the edge) is refused.
    guard microseconds > -9.2e18, microseconds < 9.2e18 else { return nil }
    return HistoryTime(microsecondsSince1970: Int64(microseconds))
  }
}
