#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one-line progress meter of a long batch: lines done, how much of the input file, lines
/// per second and refusals so far, redrawn on standard error twice a second.
///
///     omnibox: 1,200,000 lines, 41% of input, 905,113 lines/s, 312 refused
///
/// It is shown only where a person watches a batch: standard error a terminal that standard
/// output is not, and standard input a regular file (so its size is known; never a pipe). It
/// appears once the batch has run for a second, and `--no-progress` turns it off.
struct ProgressMeter {
  /// Lines between two looks at the clock.
  private static var linesPerCheck: Int { 4096 }
  private static var firstShownAfter: Double { 1.0 }
  private static var redrawInterval: Double { 0.5 }

  private let inputSize: Int
  private let started: Double
  private var nextDraw: Double
  private var untilCheck = ProgressMeter.linesPerCheck

  /// A meter for the current process, or `nil` when it should not be shown.
  init?(disabled: Bool, streamsShareOneFile: Bool) {
    var input = stat()
    guard !disabled, !streamsShareOneFile, isatty(STDERR_FILENO) != 0, fstat(STDIN_FILENO, &input) == 0,
      input.st_mode & S_IFMT == S_IFREG, input.st_size > 0
    else { return nil }
    inputSize = Int(input.st_size)
    started = Self.now()
    nextDraw = started + Self.firstShownAfter
  }

  /// Counts one answered line; returns the meter's text when it is time to redraw it.
  @inline(__always)
  mutating func tick(lines: Int, bytesRead: Int, refused: Int) -> String? {
    untilCheck -= 1
    guard untilCheck == 0 else { return nil }
    untilCheck = Self.linesPerCheck
    let now = Self.now()
    guard now >= nextDraw else { return nil }
    nextDraw = now + Self.redrawInterval
    let percent = min(100, bytesRead * 100 / inputSize)
    let rate = Int(Double(lines) / (now - started))
    return "omnibox: \(Self.grouped(lines)) lines, \(percent)% of input, \(Self.grouped(rate)) lines/s, "
      + "\(Self.grouped(refused)) refused"
  }

  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// `n` with thousands separators: 1234567 → "1,234,567".
  static func grouped(_ n: Int) -> String {
    let digits = Array(String(n).utf8)
    var out: [UInt8] = []
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(UInt8(ascii: ",")) }
      out.append(digit)
    }
    return String(decoding: out, as: UTF8.self)
  }
}
