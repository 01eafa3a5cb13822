#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file read with POSIX `open`/`read` (no Foundation): whole, with a size cap, or chunk by
/// chunk. A missing or unreadable file is `.unreadable` with the system's message; one over the
/// cap is `.tooLarge`, refused before more than one chunk beyond the cap is held.
package enum FileBytes {
  /// Bytes asked of `read` at a time.
  package static let chunkSize = 1 << 16

  /// The whole file at `path`, at most `maximumSize` bytes; `progress` gets bytes read / size.
  package static func read(
    _ path: String, maximumSize: Int, progress: (Double) -> Void = { _ in }
  ) throws(HistoryImportError) -> [UInt8] {
    let file = try Chunks(path)
    if file.size > maximumSize {
      throw HistoryImportError(.tooLarge, "\(path): \(file.size) bytes, more than the \(maximumSize) accepted")
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(0, file.size))
    while let chunk = try file.next() {
      guard bytes.count + chunk.count <= maximumSize else {
        throw HistoryImportError(.tooLarge, "\(path): more than the \(maximumSize) bytes accepted")
      }
      bytes += chunk
      progress(file.fraction)
    }
    return bytes
  }

  /// An open file read one chunk at a time; closed when released.
  package final class Chunks {
    /// The file's path, for messages.
    package let path: String
    /// The size `fstat` gave when opened (0 when unknown).
    package let size: Int
    /// Bytes handed out so far.
    package private(set) var offset = 0
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: FileBytes.chunkSize)

    /// Opens `path` for reading; a directory or other non-regular file is `.unreadable`.
    package init(_ path: String) throws(HistoryImportError) {
      self.path = path
      let fd = open(path, O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { throw HistoryImportError(.unreadable, "\(path): \(SourceCopy.errorText(errno))") }
      var info = stat()
      guard fstat(fd, &info) == 0 else {
        let code = errno
        close(fd)
        throw HistoryImportError(.unreadable, "\(path): \(SourceCopy.errorText(code))")
      }
      guard info.st_mode & S_IFMT == S_IFREG else {
        close(fd)
        throw HistoryImportError(.unreadable, "\(path): not a regular file")
      }
      descriptor = fd
      size = Int(info.st_size)
    }

    deinit { close(descriptor) }

    /// The next chunk (never empty), or `nil` at the end of the file.
    package func next() throws(HistoryImportError) -> ArraySlice<UInt8>? {
      while true {
        let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        if count == 0 { return nil }
        if count < 0 {
          if errno == EINTR { continue }
          throw HistoryImportError(.unreadable, "\(path): \(SourceCopy.errorText(errno))")
        }
        offset += count
        return buffer[0..<count]
      }
    }

    /// Bytes read / size, in 0...1.
    package var fraction: Double { size > 0 ? min(1, Double(offset) / Double(size)) : 1 }
  }
}

/// POSIX `read`, named apart from ``FileBytes/read(_:maximumSize:progress:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
