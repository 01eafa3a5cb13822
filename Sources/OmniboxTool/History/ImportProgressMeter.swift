#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one-line meter of `omnibox history import`: how far through the file and for how long,
/// redrawn on standard error twice a second once the import has run for a second.
///
///     omnibox: importing, 41% of the file, 3 s
///
/// Shown under the batch meter's conditions (``ProgressMeter``, whose clock it shares): standard
/// error a terminal that standard output is not, and no `--no-progress`. It writes to standard
/// error itself, since the store calls it from inside the import, and names no file (the
/// command line does) and nothing the file holds.
///
/// It first shows after one second, or after `OMNIBOX_PROGRESS_AFTER` seconds when that is set
/// (the tests set 0, so that whether it shows never hangs on how fast the machine is).
final class ImportProgressMeter {
  private static var firstShownAfter: Double {
    guard let text = getenv("OMNIBOX_PROGRESS_AFTER").map({ String(cString: $0) }), let seconds = Double(text),
      seconds >= 0, seconds.isFinite
    else { return 1.0 }
    return seconds
  }
  private static var redrawInterval: Double { 0.5 }

  private let started: Double
  private var nextDraw: Double
  private var isShown = false

  /// A meter for the current process, or `nil` when it should not be shown.
  init?(disabled: Bool, streamsShareOneFile: Bool) {
    guard !disabled, !streamsShareOneFile, isatty(STDERR_FILENO) != 0 else { return nil }
    started = ProgressMeter.now()
    nextDraw = started + Self.firstShownAfter
  }

  /// Takes `fraction` (0...1) of the file read; redraws when it is time.
  func update(_ fraction: Double) {
    let now = ProgressMeter.now()
    guard now >= nextDraw else { return }
    nextDraw = now + Self.redrawInterval
    let percent = fraction.isFinite ? Int(min(1, max(0, fraction)) * 100) : 0
    draw("omnibox: importing, \(percent)% of the file, \(ProgressMeter.grouped(Int(now - started))) s")
  }

  /// Takes the meter off the screen (before the report or a message is written).
  func clear() {
    guard isShown else { return }
    isShown = false
    emit(Self.eraseLine)
  }

  private func draw(_ text: String) {
    isShown = true
    emit(Self.eraseLine + Array(text.utf8))
  }

  /// Carriage return, then "erase to the end of the line" (ECMA-48 EL), as the batch meter does.
  private static var eraseLine: [UInt8] { [0x0D, 0x1B, 0x5B, 0x4B] }

  private func emit(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count {
        let n = write(STDERR_FILENO, base + offset, raw.count - offset)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return }
        offset += n
      }
    }
  }
}
