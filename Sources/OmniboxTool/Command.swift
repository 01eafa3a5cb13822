/// A subcommand of `omnibox` that answers each input line by line.
///
/// Conforming types parse their options in `init` and answer one input at a time; the shared
/// driver (``Invocation``) handles arguments vs. streaming stdin, text vs. JSON, refusal
/// messages, buffering and exit codes.
protocol Command: SendableMetatype {
  /// The subcommand word, e.g. `"resolve"`.
  static var name: String { get }
  /// One line for `omnibox --help`.
  static var summary: String { get }
  /// The full `omnibox <name> --help` text, examples included.
  static var help: String { get }
  /// Options besides the ones every command accepts (``Invocation/commonOptions``).
  static var options: [OptionSpec] { get }
  /// Whether the command reads inputs (false for listings such as `engines`).
  static var takesInputs: Bool { get }

  init(options: ParsedOptions) throws(UsageError)

  /// Answers one input: exactly one call of ``AnswerWriter/write(_:refusal:)`` (text mode) or
  /// ``AnswerWriter/writeJSON(refusal:_:)`` (`--json`).
  func answer(_ input: String, to out: inout AnswerWriter)

  /// Answers one line of standard input, given as its bytes (UTF-8, perhaps invalid). The
  /// default decodes them (invalid sequences become U+FFFD) and calls ``answer(_:to:)``; a
  /// command can instead read the bytes themselves and spare the string.
  func answer(utf8 line: UnsafeBufferPointer<UInt8>, to out: inout AnswerWriter)

  /// Whether an input of nothing but white space is refused as ``Refusal/empty`` before the
  /// command sees it: true for every command but `parse --base`, where the empty reference is
  /// the base itself (the URL Standard's `new URL("", base)`).
  var refusesBlankInput: Bool { get }

  /// Writes the answer for an input the command refuses, in its JSON shape: by default
  /// `{"input","reason","explanation"}`. The driver calls it for an empty input (``Refusal/empty``)
  /// without calling ``answer(_:to:)``; commands call it for their own refusals.
  func refuse(_ input: String, _ refusal: Refusal, to out: inout AnswerWriter)

  /// Output for commands that take no inputs; called once.
  func listing(json: Bool) -> [String]
}

extension Command {
  static var takesInputs: Bool { true }
  var refusesBlankInput: Bool { true }
  func answer(_ input: String, to out: inout AnswerWriter) {
    refuse(input, Refusal(reason: "no-input-expected", explanation: "this command takes no inputs"), to: &out)
  }
  func refuse(_ input: String, _ refusal: Refusal, to out: inout AnswerWriter) {
    guard out.isJSON else { return out.write(nil, refusal: refusal) }
    out.writeJSON(refusal: refusal) { json in
      json["input"] = input
      json["reason"] = refusal.reason
      json["explanation"] = refusal.explanation
    }
  }
  func listing(json: Bool) -> [String] { [] }
  func answer(utf8 line: UnsafeBufferPointer<UInt8>, to out: inout AnswerWriter) {
    answer(String(decoding: line, as: UTF8.self), to: &out)
  }
}

/// A command that does one thing with its words instead of answering inputs (`omnibox history
/// import FILE`): the driver parses its options and builds it as any command's, then calls
/// ``run(_:)`` once, whose status is the exit status.
protocol RunsOnce {
  /// Does the work, writing through `streams`; returns the exit status.
  func run<Sink: OutputSink>(_ streams: inout OutputStreams<Sink>) -> Int32
}

/// Where a command writes its answers: one line each, straight into the output buffer.
///
/// In text mode the answer's text is copied in; with `--json` the closure serializes the object
/// in place (see ``JSONLine``). Nothing of the JSON form is built in text mode, not even the
/// closure (which would copy what it captures), so commands check ``isJSON`` first:
///
///     guard out.isJSON else { return out.write(url.href) }
///     out.writeJSON { json in json["input"] = input; json["href"] = url.href }
struct AnswerWriter {
  /// Whether answers are JSON Lines (`--json`) rather than text.
  var isJSON: Bool
  /// Bytes written and not yet flushed.
  var pending: [UInt8] = []
  /// The reason the last input was refused, until the driver takes it.
  private(set) var refusal: Refusal?
  #if DEBUG
    /// How many times an answer moved ``pending`` to a new allocation (tests check that this
    /// grows at most logarithmically with the number of answers, in both modes).
    private(set) var reallocations = 0
  #endif

  init(isJSON: Bool, capacity: Int) {
    self.isJSON = isJSON
    pending.reserveCapacity(capacity)
  }

  /// Writes one text-mode answer: `text`, or an empty line when it is `nil`. A `refusal` marks
  /// the input refused; the driver prints it on stderr.
  @inline(__always)
  mutating func write(_ text: String?, refusal: Refusal? = nil) {
    #if DEBUG
      let before = storage
      defer { countReallocation(from: before) }
    #endif
    self.refusal = refusal
    if let text { append(text) }
    pending.append(0x0A)
  }

  /// Writes one text-mode answer that `body` appends to the output itself (nothing, for an
  /// input refused); `body` returns the refusal, if any, which the driver prints on stderr.
  @inline(__always)
  mutating func writeLine(_ body: (inout [UInt8]) -> Refusal?) {
    #if DEBUG
      let before = storage
      defer { countReallocation(from: before) }
    #endif
    refusal = body(&pending)
    pending.append(0x0A)
  }

  /// Writes one text-mode answer given as UTF-8 bytes.
  @inline(__always)
  mutating func write(utf8 text: UnsafeBufferPointer<UInt8>) {
    #if DEBUG
      let before = storage
      defer { countReallocation(from: before) }
    #endif
    refusal = nil
    pending.append(contentsOf: text)
    pending.append(0x0A)
  }

  /// Writes one JSON-mode answer: the object `fill` sets the members of. A `refusal` marks the
  /// input refused; the driver prints it on stderr.
  @inline(__always)
  mutating func writeJSON(refusal: Refusal? = nil, _ fill: (inout JSONLine) -> Void) {
    #if DEBUG
      let before = storage
      defer { countReallocation(from: before) }
    #endif
    self.refusal = refusal
    JSONLine.append(to: &pending, fill)
    pending.append(0x0A)
  }

  /// Appends a string's UTF-8 bytes in one copy.
  @inline(__always)
  private mutating func append(_ text: String) {
    let copied: Void? = text.utf8.withContiguousStorageIfAvailable { pending.append(contentsOf: $0) }
    if copied == nil { pending.append(contentsOf: text.utf8) }
  }

  /// The last refusal, cleared.
  mutating func takeRefusal() -> Refusal? {
    defer { refusal = nil }
    return refusal
  }

  #if DEBUG
    /// The address of ``pending``'s allocation.
    private var storage: UnsafeRawPointer? {
      pending.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    private mutating func countReallocation(from before: UnsafeRawPointer?) {
      if storage != before { reallocations += 1 }
    }
  #endif
}
