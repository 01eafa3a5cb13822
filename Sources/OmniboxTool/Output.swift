#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes: results to `out`, refusals and diagnostics to `err`.
///
/// The process uses ``StandardOutput``; tests use ``CapturedOutput``.
protocol OutputSink {
  mutating func out(_ line: String)
  mutating func err(_ line: String)
  mutating func flush()
}

/// Buffered stdout/stderr. Lines are collected in 64 KiB blocks (flushed per line when stdout is
/// a terminal) so a million-line batch costs a few hundred `write` calls, not a million.
struct StandardOutput: OutputSink {
  private var buffer: [UInt8] = []
  private let lineBuffered: Bool

  init() {
    buffer.reserveCapacity(1 << 16)
    lineBuffered = isatty(STDOUT_FILENO) != 0
  }

  mutating func out(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if lineBuffered || buffer.count >= 1 << 16 { flush() }
  }

  mutating func err(_ line: String) {
    flush()
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    Self.writeAll(bytes, to: STDERR_FILENO)
  }

  mutating func flush() {
    guard !buffer.isEmpty else { return }
    Self.writeAll(buffer, to: STDOUT_FILENO)
    buffer.removeAll(keepingCapacity: true)
  }

  private static func writeAll(_ bytes: [UInt8], to fd: Int32) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count, let base = raw.baseAddress {
        let n = write(fd, base + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return  // a closed pipe: nothing useful left to do with the output
        }
        offset += n
      }
    }
  }
}

/// Collects output in memory, for tests.
struct CapturedOutput: OutputSink {
  var stdout: [String] = []
  var stderr: [String] = []
  mutating func out(_ line: String) { stdout.append(line) }
  mutating func err(_ line: String) { stderr.append(line) }
  mutating func flush() {}
}
