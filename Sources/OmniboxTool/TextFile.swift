#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file an option names (`suggest --history FILE`), read with the tool's own ``LineReader``:
/// line by line, or whole. A file that cannot be opened or read is a ``UsageError/unreadable(_:)``
/// (exit status 74) saying `<option>: cannot read <path>: <the system's reason>`.
enum TextFile {
  /// Calls `body` with each line's number (from 1) and bytes (valid until the next line), CRLF
  /// and a last line without LF read as ``LineReader`` reads standard input.
  static func forEachLine(
    _ path: String, option: String, _ body: (Int, UnsafeBufferPointer<UInt8>) throws(UsageError) -> Void
  ) throws(UsageError) {
    let fd = try openFile(path, option: option)
    defer { close(fd) }
    var reader = LineReader(fileDescriptor: fd)
    var number = 0
    while true {
      let line: UnsafeBufferPointer<UInt8>?
      do {
        line = try reader.next(beforeWaiting: {})
      } catch {
        throw unreadable(path, option: option, code: error.code)
      }
      guard let line else { return }
      number += 1
      try body(number, line)
    }
  }

  /// The file's bytes, refusing one larger than `maximumSize`.
  static func bytes(_ path: String, option: String, maximumSize: Int = 16 << 20) throws(UsageError) -> [UInt8] {
    let fd = try openFile(path, option: option)
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw unreadable(path, option: option, code: errno)
      }
      if n == 0 { return bytes }
      guard bytes.count + n <= maximumSize else {
        throw UsageError("\(option): \(path) is larger than the \(maximumSize)-byte limit")
      }
      bytes += chunk[0..<n]
    }
  }

  private static func openFile(_ path: String, option: String) throws(UsageError) -> Int32 {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw unreadable(path, option: option, code: errno) }
    return fd
  }

  private static func unreadable(_ path: String, option: String, code: Int32) -> UsageError {
    .unreadable("\(option): cannot read \(path): \(String(cString: strerror(code)))")
  }
}
