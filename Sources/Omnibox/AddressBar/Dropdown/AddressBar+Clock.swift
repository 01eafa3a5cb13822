// The address bar's default clock: the one place the library reads the time of day. Suggestions
// and history take their `now` from the caller; the bar is the caller a shell does not want to
// feed the time with every keystroke, so it reads the system's real-time clock unless told
// otherwise (tests pass a fixed clock).
#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

extension AddressBar {
  /// The system's wall-clock time, to the microsecond.
  @Sendable public static func systemTime() -> HistoryTime {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      var now = timespec()
      clock_gettime(CLOCK_REALTIME, &now)
      return HistoryTime(microsecondsSince1970: Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000)
    #else
      return HistoryTime(microsecondsSince1970: 0)
    #endif
  }
}
