import Glibc

/// Writes `text` to a file descriptor, whole, unbuffered (so a test reading the control
/// output sees each line at once); returns `false` when the descriptor is closed.
@discardableResult
func writeAll(_ text: String, to descriptor: Int32) -> Bool {
  var bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeMutableBytes { buffer in
      write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
    }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return false }
    offset += written
  }
  return true
}

/// Writes to standard output.
@discardableResult
func writeStandardOutput(_ text: String) -> Bool { writeAll(text, to: STDOUT_FILENO) }

/// Writes to standard error.
func writeStandardError(_ text: String) { writeAll(text, to: STDERR_FILENO) }
