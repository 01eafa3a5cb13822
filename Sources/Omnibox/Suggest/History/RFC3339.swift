/// RFC 3339 timestamps (`2026-11-30T10:00:00Z`, `2026-11-30T11:00:00.25+01:00`) to and from
/// ``HistoryTime``, without Foundation. Reading accepts `T`, `t` or a space between date and time,
/// `Z`/`z` or a `±hh:mm` offset, and up to 9 fraction digits (kept to the microsecond); leap
/// seconds (`:60`) count as the next second.
enum RFC3339 {
  /// The time `text` names, or `nil` when it is not an RFC 3339 date-time.
  static func parse(_ text: String) -> HistoryTime? {
    let b = Array(text.utf8)
    var i = 0
    func number(_ digits: Int) -> Int? {
      guard i + digits <= b.count else { return nil }
      var value = 0
      for k in i..<(i + digits) {
        guard ASCII.isDigit(b[k]) else { return nil }
        value = value * 10 + Int(b[k] &- UInt8(ascii: "0"))
      }
      i += digits
      return value
    }
    func expect(_ c: UInt8) -> Bool {
      guard i < b.count, b[i] == c else { return false }
      i += 1
      return true
    }
    guard let year = number(4), expect(UInt8(ascii: "-")), let month = number(2), expect(UInt8(ascii: "-")),
      let day = number(2), (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
      i < b.count, [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(b[i])
    else { return nil }
    i += 1
    guard let hour = number(2), expect(UInt8(ascii: ":")), let minute = number(2), expect(UInt8(ascii: ":")),
      let second = number(2), hour < 24, minute < 60, second <= 60
    else { return nil }
    var micros = 0
    if expect(UInt8(ascii: ".")) {
      var digits = 0
      while i < b.count, ASCII.isDigit(b[i]) {
        if digits < 6 { micros = micros * 10 + Int(b[i] &- UInt8(ascii: "0")) }
        digits += 1
        i += 1
      }
      guard digits > 0, digits <= 9 else { return nil }
      for _ in digits..<max(digits, 6) { micros *= 10 }
    }
    var offsetMinutes = 0
    guard i < b.count else { return nil }
    if b[i] == UInt8(ascii: "Z") || b[i] == UInt8(ascii: "z") {
      i += 1
    } else if b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
      let sign = b[i] == UInt8(ascii: "-") ? -1 : 1
      i += 1
      guard let oh = number(2), expect(UInt8(ascii: ":")), let om = number(2), oh < 24, om < 60 else { return nil }
      offsetMinutes = sign * (oh * 60 + om)
    } else {
      return nil
    }
    guard i == b.count else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    let seconds = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offsetMinutes * 60)
    return HistoryTime(microsecondsSince1970: seconds * 1_000_000 + Int64(micros))
  }

  /// `time` as RFC 3339 in UTC; the fraction only when it is not zero.
  static func format(_ time: HistoryTime) -> String {
    let micros = time.microsecondsSince1970
    var seconds = micros / 1_000_000
    var fraction = micros % 1_000_000
    if fraction < 0 {
      fraction += 1_000_000
      seconds -= 1
    }
    var days = seconds / 86_400
    var rest = seconds % 86_400
    if rest < 0 {
      rest += 86_400
      days -= 1
    }
    let (y, m, d) = civilFromDays(days)
    func pad(_ v: Int64, _ width: Int) -> String {
      let s = String(v < 0 ? -v : v)
      return (v < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - s.count)) + s
    }
    var text =
      "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))T\(pad(rest / 3600, 2)):\(pad(rest / 60 % 60, 2)):\(pad(rest % 60, 2))"
    if fraction != 0 { text += "." + pad(fraction, 6) }
    return text + "Z"
  }

  private static func isLeap(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's civil-day algorithm).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  private static func civilFromDays(_ z0: Int64) -> (Int64, Int64, Int64) {
    let z = z0 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }
}
