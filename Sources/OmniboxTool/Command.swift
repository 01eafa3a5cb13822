/// A subcommand of `omnibox` that answers each input line by line.
///
/// Conforming types parse their options in `init` and answer one input at a time; the shared
/// driver (``Invocation``) handles arguments vs. streaming stdin, text vs. JSON, refusal
/// messages, buffering and exit codes.
protocol Command: Sendable {
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

  /// Answers one input: exactly one ``AnswerWriter/write(_:refusal:json:)`` call.
  func answer(_ input: String, to out: inout AnswerWriter)

  /// Output for commands that take no inputs; called once.
  func listing(json: Bool) -> [String]
}

extension Command {
  static var takesInputs: Bool { true }
  func answer(_ input: String, to out: inout AnswerWriter) {
    out.write(nil, refusal: "no input expected") { _ in }
  }
  func listing(json: Bool) -> [String] { [] }
}

/// Where a command writes its answers: one line each, straight into the output buffer.
///
/// In text mode the answer's text is copied in and the JSON closure never runs; with `--json`
/// the closure serializes the object in place (see ``JSONLine``).
///
///     out.write(url.href, refusal: nil) { json in json["input"] = input; json["href"] = url.href }
struct AnswerWriter {
  /// Whether answers are JSON Lines (`--json`) rather than text.
  var isJSON: Bool
  /// Bytes written and not yet flushed.
  var pending: [UInt8] = []
  /// The reason the last input was refused, until the driver takes it.
  private(set) var refusal: String?

  init(isJSON: Bool, capacity: Int) {
    self.isJSON = isJSON
    pending.reserveCapacity(capacity)
  }

  /// Writes one answer: `text` in text mode (an empty line when `nil`), or the object `json`
  /// fills in JSON mode. A `refusal` marks the input refused; the driver prints it on stderr.
  @inline(__always)
  mutating func write(_ text: String?, refusal: String? = nil, json fill: (inout JSONLine) -> Void) {
    self.refusal = refusal
    if isJSON {
      var object = JSONLine(appendingTo: takePending())
      fill(&object)
      pending = object.finished()
    } else if let text {
      append(text)
    }
    pending.append(0x0A)
  }

  /// Appends a string's UTF-8 bytes in one copy.
  @inline(__always)
  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { pending.append(contentsOf: $0) }
  }

  /// The last refusal, cleared.
  mutating func takeRefusal() -> String? {
    defer { refusal = nil }
    return refusal
  }

  /// The pending bytes, moved out (so appending to them copies nothing).
  private mutating func takePending() -> [UInt8] {
    var taken: [UInt8] = []
    swap(&taken, &pending)
    return taken
  }
}
