#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The inputs a command answers: its arguments, or the lines of standard input.
enum InputLines {
  case arguments([String])
  case standardInput
}

/// A failed read of standard input, with its `errno`.
struct ReadFailure: Error {
  let code: Int32
}

/// A file descriptor's bytes split into lines, read in large chunks.
///
/// A line ends at LF; a CR right before the LF, or at the very end of the input, is dropped
/// with it (CRLF files). A last line without LF is still a line; an empty input has none.
/// Lines are handed out as bytes, as read (a command decodes them as UTF-8, invalid sequences
/// repaired to U+FFFD). Memory stays flat: one buffer of ``chunkSize`` bytes, grown only to
/// hold a longer line.
struct LineReader: ~Copyable {
  static var chunkSize: Int { 1 << 16 }

  private let fd: Int32
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// Unread bytes are `storage[start..<end]`; no LF is in `storage[start..<scanned]`.
  private var start = 0
  private var scanned = 0
  private var end = 0
  private var reachedEnd = false
  /// How many bytes of the input the lines returned so far took up.
  private(set) var bytesConsumed = 0

  init(fileDescriptor fd: Int32) {
    self.fd = fd
    capacity = Self.chunkSize
    storage = .allocate(capacity: capacity)
  }

  deinit { storage.deallocate() }

  /// The next line's bytes, or `nil` at the end of the input. The bytes are the reader's own:
  /// they stay valid until the next call, and no longer.
  ///
  /// - Parameter beforeWaiting: called when the next read would wait for input that is not
  ///   there yet (a pipe or terminal), so the caller can first write what it has.
  mutating func next(beforeWaiting: () -> Void) throws(ReadFailure) -> UnsafeBufferPointer<UInt8>? {
    while true {
      if scanned < end, let lineFeed = memchr(storage + scanned, 0x0A, end - scanned) {
        let newline = storage.distance(to: lineFeed.assumingMemoryBound(to: UInt8.self))
        return takeLine(through: newline, terminatorLength: 1)
      }
      scanned = end
      if reachedEnd {
        return start < end ? takeLine(through: end, terminatorLength: 0) : nil
      }
      makeRoom()
      if !inputIsReady() { beforeWaiting() }
      let n = read(fd, storage + end, capacity - end)
      if n < 0 {
        if errno == EINTR { continue }
        throw ReadFailure(code: errno)
      }
      if n == 0 { reachedEnd = true }
      end += n
    }
  }

  /// `storage[start..<lineEnd]` less a trailing CR; the next line starts after the terminator.
  private mutating func takeLine(through lineEnd: Int, terminatorLength: Int) -> UnsafeBufferPointer<UInt8> {
    var contentEnd = lineEnd
    if contentEnd > start, storage[contentEnd - 1] == 0x0D { contentEnd -= 1 }
    let line = UnsafeBufferPointer(start: storage + start, count: contentEnd - start)
    bytesConsumed += lineEnd + terminatorLength - start
    start = lineEnd + terminatorLength
    scanned = start
    return line
  }

  /// Moves the unread bytes to the front, and doubles the buffer when a line fills it.
  private mutating func makeRoom() {
    if start > 0 {
      let unread = end - start
      if unread > 0 { memmove(storage, storage + start, unread) }
      scanned -= start
      end = unread
      start = 0
    }
    guard end == capacity else { return }
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
    larger.initialize(from: storage, count: end)
    storage.deallocate()
    storage = larger
    capacity *= 2
  }

  /// Whether a read would return at once (data, the end, or an error) rather than wait.
  private func inputIsReady() -> Bool {
    var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 0) != 0
  }
}
