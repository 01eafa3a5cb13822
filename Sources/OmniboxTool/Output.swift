#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One of the process's two output streams.
enum StandardStream {
  /// Standard output: the answers.
  case output
  /// Standard error: refusal messages, diagnostics and the progress meter.
  case error
}

/// A write to standard output that failed, with its `errno`.
struct WriteFailure: Error {
  let code: Int32

  /// The reader went away (EPIPE): the run ends quietly.
  var isClosedPipe: Bool { code == EPIPE }
}

/// Where finished bytes go: the process's file descriptors (``FileDescriptorSink``), or memory
/// in tests (``CapturedOutput``).
protocol OutputSink {
  /// Writes all of `bytes` to `stream`. A failure to write standard output is returned; one on
  /// standard error is not (there is nowhere left to report it).
  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, to stream: StandardStream) -> WriteFailure?

  /// Whether standard output and standard error are one file (the same terminal, pipe or file,
  /// as with `2>&1`): their bytes must then leave in the order they were written.
  var streamsShareOneFile: Bool { get }

  /// Whether standard output is a pipe whose reader has gone away, seen without writing to it,
  /// so that refusal messages for answers nobody will read are not written to standard error.
  func outputIsClosed() -> Bool

  /// Told, at the end of a run in a debug build, how often the answer buffer was reallocated.
  mutating func record(answerBufferReallocations: Int)
}

extension OutputSink {
  mutating func record(answerBufferReallocations: Int) {}
}

/// File descriptors 1 and 2.
struct FileDescriptorSink: OutputSink {
  let streamsShareOneFile: Bool

  init() {
    var out = stat()
    var err = stat()
    streamsShareOneFile =
      fstat(STDOUT_FILENO, &out) == 0 && fstat(STDERR_FILENO, &err) == 0
      && out.st_dev == err.st_dev && out.st_ino == err.st_ino
  }

  func write(_ bytes: UnsafeBufferPointer<UInt8>, to stream: StandardStream) -> WriteFailure? {
    let code = writeAll(bytes, to: stream == .output ? STDOUT_FILENO : STDERR_FILENO)
    return stream == .output && code != 0 ? WriteFailure(code: code) : nil
  }

  /// `poll(2)` reports POLLERR on the write end of a pipe whose read end is closed.
  func outputIsClosed() -> Bool {
    var entry = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
    return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLERR) != 0
  }
}

/// Writes all of `bytes` to `fd`, retrying after signals; returns 0, or the `errno` of the failure.
private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Int32 {
  guard let base = bytes.baseAddress else { return 0 }
  var offset = 0
  while offset < bytes.count {
    let n = write(fd, base + offset, bytes.count - offset)
    if n < 0 {
      if errno == EINTR { continue }
      return errno
    }
    offset += n
  }
  return 0
}

/// Buffered standard output and standard error for one run.
///
/// Answers collect in ``answers`` and messages in a second buffer. Answers are written in blocks
/// of ``blockSize`` bytes, and the messages pending go out right after each block (they are
/// about those answers); both whenever ``flush()`` is called (the driver does so before a read
/// would wait for input, and at exit). When the two streams are one file, a message first
/// writes the answers before it, and goes out at once, so the lines stay in order. After the
/// first failed write to standard output nothing more is written there; ``failure`` says why.
/// Once standard output is a closed pipe, pending messages are dropped: they are about answers
/// nobody reads (`omnibox resolve < big.txt | head -1` prints no refusal after `head` exits).
struct OutputStreams<Sink: OutputSink> {
  static var blockSize: Int { 1 << 16 }

  /// The pending standard output; commands write their answers here.
  var answers: AnswerWriter
  private var messages: [UInt8] = []
  private(set) var sink: Sink
  /// The first failed write to standard output, if any.
  private(set) var failure: WriteFailure?
  /// Whether the progress meter is on screen (the next message first erases it).
  private var progressShown = false

  init(sink: Sink) {
    self.sink = sink
    answers = AnswerWriter(isJSON: false, capacity: Self.blockSize)
  }

  /// Adds a line to standard output.
  mutating func out(_ line: String) {
    answers.pending.append(contentsOf: line.utf8)
    answers.pending.append(0x0A)
    flushIfFull()
  }

  /// Adds a line to standard error.
  mutating func err(_ line: String) {
    if sink.streamsShareOneFile { flushAnswers() }
    if progressShown {
      messages.append(contentsOf: Self.eraseLine)
      progressShown = false
    }
    messages.append(contentsOf: line.utf8)
    messages.append(0x0A)
    if sink.streamsShareOneFile {
      flushMessages()
    } else if messages.count >= Self.blockSize {
      if failure == nil && sink.outputIsClosed() { failure = WriteFailure(code: EPIPE) }
      flushMessages()
    }
  }

  /// Writes the answers once a block is full, and the messages about them.
  @inline(__always)
  mutating func flushIfFull() {
    if answers.pending.count >= Self.blockSize { flush() }
  }

  /// Whether anything waits to be written.
  var hasPending: Bool { !answers.pending.isEmpty || !messages.isEmpty }

  /// Writes everything pending.
  mutating func flush() {
    flushAnswers()
    flushMessages()
  }

  /// Shows `text` as the one-line progress meter on standard error, replacing the last one.
  mutating func showProgress(_ text: String) {
    flushMessages()
    var line = Self.eraseLine
    line.append(contentsOf: text.utf8)
    write(line, to: .error)
    progressShown = true
  }

  /// Takes the progress meter off the screen.
  mutating func clearProgress() {
    guard progressShown else { return }
    flushMessages()
    write(Self.eraseLine, to: .error)
    progressShown = false
  }

  /// Carriage return, then "erase to the end of the line" (ECMA-48 EL).
  private static var eraseLine: [UInt8] { [0x0D, 0x1B, 0x5B, 0x4B] }

  private mutating func flushAnswers() {
    guard !answers.pending.isEmpty else { return }
    if failure == nil, let failed = write(answers.pending, to: .output) { failure = failed }
    answers.pending.removeAll(keepingCapacity: true)
  }

  /// Writes the pending messages, or drops them once standard output is a closed pipe. Only
  /// the driver's own diagnostics (an I/O error) come after a failure, and those still go out.
  private mutating func flushMessages() {
    guard !messages.isEmpty else { return }
    if failure?.isClosedPipe != true { write(messages, to: .error) }
    messages.removeAll(keepingCapacity: true)
  }

  @discardableResult
  private mutating func write(_ bytes: [UInt8], to stream: StandardStream) -> WriteFailure? {
    bytes.withUnsafeBufferPointer { sink.write($0, to: stream) }
  }
}

/// Collects output in memory, for tests.
struct CapturedOutput: OutputSink {
  var streamsShareOneFile = false
  /// Whether ``outputIsClosed()`` says standard output's reader has gone away.
  var readerHasGone = false
  /// How many times the answer buffer was reallocated during the run (debug builds).
  var answerBufferReallocations = 0
  /// Every byte written to standard output.
  private(set) var outputBytes: [UInt8] = []
  /// Every byte written to standard error.
  private(set) var errorBytes: [UInt8] = []

  mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, to stream: StandardStream) -> WriteFailure? {
    if stream == .output {
      if readerHasGone { return WriteFailure(code: EPIPE) }
      outputBytes.append(contentsOf: bytes)
    } else {
      errorBytes.append(contentsOf: bytes)
    }
    return nil
  }

  func outputIsClosed() -> Bool { readerHasGone }

  mutating func record(answerBufferReallocations count: Int) { answerBufferReallocations = count }

  /// Standard output's lines.
  var stdout: [String] { Self.lines(outputBytes) }
  /// Standard error's lines.
  var stderr: [String] { Self.lines(errorBytes) }

  private static func lines(_ bytes: [UInt8]) -> [String] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
