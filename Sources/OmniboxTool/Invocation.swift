#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs one `omnibox` invocation: picks the subcommand, parses its options, answers every input
/// and returns the exit status (0 all answered, 1 some input refused, 64 usage error, 74 read or
/// write error).
///
/// Standard input is streamed (``LineReader``) and answers are buffered (``OutputStreams``):
/// the buffers are written when full, whenever the next read would wait for input (so a caller
/// that feeds one line at a time gets each answer at once), and at exit. A closed pipe on
/// standard output ends the run quietly, with the status so far.
enum Invocation {
  static let version = "0.2.0"

  /// Every subcommand, in the order `omnibox --help` lists them.
  static let commands: [any Command.Type] = registeredCommands

  /// Options every command accepts, besides its own and `--help`.
  static let commonOptions: [OptionSpec] = [.flag("--json"), .flag("--quiet"), .flag("--no-progress")]

  static let usage = """
    usage: omnibox <command> [options] [INPUT ...]
    Decide where typed or shared text should go: a URL to load or a search.
    With no INPUT, each line of standard input is one input (streamed, same order).

    every command takes:
      --json          one JSON object per input (JSON Lines)
      --quiet         no "omnibox: <input>: <reason>" lines for refused inputs (exit status still 1)
      --no-progress   no progress meter (shown on a terminal for a long batch read from a file)
    exit status: 0 all answered, 1 some input refused, 64 usage error, 74 read or write error
    """

  static let exitOK: Int32 = 0
  static let exitRefused: Int32 = 1
  static let exitUsage: Int32 = 64
  static let exitIOError: Int32 = 74

  /// - Parameters:
  ///   - arguments: the words after `omnibox`.
  ///   - standardInput: where inputs come from when no positional input is given.
  ///   - output: where the bytes go; on return it holds everything written.
  static func run<Sink: OutputSink>(
    _ arguments: [String], standardInput: InputLines = .standardInput, output: inout Sink
  ) -> Int32 {
    var streams = OutputStreams(sink: output)
    let status = run(arguments, standardInput: standardInput, streams: &streams)
    streams.flush()
    output = streams.sink
    #if DEBUG
      output.record(answerBufferReallocations: streams.answers.reallocations)
    #endif
    return status
  }

  private static func run<Sink: OutputSink>(
    _ arguments: [String], standardInput: InputLines, streams: inout OutputStreams<Sink>
  ) -> Int32 {
    // Options every command takes may come before the command: `omnibox --json resolve x`.
    let commonNames = Set(commonOptions.map { $0.name })
    var leadingCount = 0
    while leadingCount < arguments.count && commonNames.contains(arguments[leadingCount]) { leadingCount += 1 }
    let leading = Array(arguments[..<leadingCount])
    let rest = Array(arguments[leadingCount...])
    guard let first = rest.first else {
      if !leading.isEmpty {
        streams.err("omnibox: \(leading.joined(separator: " ")) needs a command after it; try 'omnibox --help'")
      } else {
        streams.err(overview())
      }
      return exitUsage
    }
    switch first {
    case "help" where rest.count > 1:
      return run([rest[1], "--help"], standardInput: standardInput, streams: &streams)
    case "--help", "-h", "help":
      streams.out(overview())
      return endOfOutput(exitOK, &streams)
    case "--version":
      streams.out("omnibox \(version)")
      return endOfOutput(exitOK, &streams)
    default:
      break
    }
    guard let commandType = commands.first(where: { $0.name == first }) else {
      let known = commands.map { $0.name } + ["help", "--help", "--version"]
      let hint = ClosestWord.to(first, among: known).map { " (did you mean '\($0)'?)" } ?? ""
      streams.err("omnibox: unknown command '\(Invocation.printable(first))'\(hint); try 'omnibox --help'")
      return exitUsage
    }
    let commandArguments = leading + rest.dropFirst()
    return run(commandType, commandArguments, standardInput: standardInput, streams: &streams)
  }

  private static func run<C: Command, Sink: OutputSink>(
    _ type: C.Type, _ arguments: [String], standardInput: InputLines, streams: inout OutputStreams<Sink>
  ) -> Int32 {
    // After `--` every word is an input, `-h` and `--help` too.
    let optionWords = arguments.prefix { $0 != "--" }
    if optionWords.contains("--help") || optionWords.contains("-h") {
      streams.out(C.help)
      return endOfOutput(exitOK, &streams)
    }
    let command: C
    let options: ParsedOptions
    do {
      options = try ParsedOptions(arguments, accepting: C.options + commonOptions)
      command = try C(options: options)
    } catch {
      if error.isReadFailure {
        streams.err("omnibox \(C.name): \(error.message)")
        return exitIOError
      }
      streams.err("omnibox \(C.name): \(error.message); try 'omnibox \(C.name) --help'")
      return exitUsage
    }
    streams.answers.isJSON = options.has("--json")
    if let once = command as? any RunsOnce { return endOfOutput(once.run(&streams), &streams) }
    guard C.takesInputs else {
      if !options.positionals.isEmpty {
        streams.err("omnibox \(C.name): takes no inputs; try 'omnibox \(C.name) --help'")
        return exitUsage
      }
      for line in command.listing(json: streams.answers.isJSON) { streams.out(line) }
      return endOfOutput(exitOK, &streams)
    }
    var batch = Batch(quiet: options.has("--quiet"), refusesBlankInput: command.refusesBlankInput)
    if !options.positionals.isEmpty {
      for input in options.positionals where streams.failure == nil { batch.answer(input, by: command, &streams) }
      return endOfOutput(batch.status, &streams)
    }
    switch standardInput {
    case .arguments(let inputs):
      for input in inputs where streams.failure == nil { batch.answer(input, by: command, &streams) }
    case .standardInput:
      if isatty(STDIN_FILENO) == 1 {
        streams.err(
          "omnibox \(C.name): reading inputs from the terminal, one per line; end with Ctrl-D "
            + "(or give them as arguments: 'omnibox \(C.name) --help')")
      }
      if let failure = batch.answerStandardInput(by: command, &streams, showsProgress: !options.has("--no-progress")) {
        streams.flush()
        streams.err("omnibox: standard input: \(describe(failure.code))")
        return exitIOError
      }
    }
    return endOfOutput(batch.status, &streams)
  }

  /// Writes what is pending and turns a failed write into exit status 74 with one line on
  /// stderr (a closed pipe keeps `status`, silently).
  private static func endOfOutput<Sink: OutputSink>(_ status: Int32, _ streams: inout OutputStreams<Sink>) -> Int32 {
    streams.flush()
    guard let failure = streams.failure else { return status }
    if failure.isClosedPipe { return status }
    streams.err("omnibox: standard output: \(describe(failure.code))")
    return exitIOError
  }

  /// The system's text for an `errno` value.
  private static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  private static func overview() -> String {
    var text = usage + "\n\ncommands:\n"
    let width = commands.map { $0.name.count }.max() ?? 0
    for c in commands {
      text += "  " + c.name + String(repeating: " ", count: width - c.name.count + 2) + c.summary + "\n"
    }
    text += "\nRun 'omnibox <command> --help' for a command's options and examples."
    return text
  }

  /// The input as shown on stderr: at most 200 characters, control characters escaped.
  static func printable(_ input: String) -> String {
    var out = ""
    var count = 0
    for scalar in input.unicodeScalars {
      if count == 200 {
        out += "…"
        break
      }
      count += 1
      if scalar.value < 0x20 || scalar.value == 0x7F {
        out += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

/// A run of inputs being answered: the exit status and refusal count so far.
///
/// The command is passed to each call rather than stored: a generic stored command would be
/// copied (with everything it holds) for every input.
private struct Batch {
  let quiet: Bool
  /// The command's ``Command/refusesBlankInput``, read once rather than once a line.
  let refusesBlankInput: Bool
  private(set) var lines = 0
  private(set) var refused = 0

  init(quiet: Bool, refusesBlankInput: Bool) {
    self.quiet = quiet
    self.refusesBlankInput = refusesBlankInput
  }

  var status: Int32 { refused > 0 ? Invocation.exitRefused : Invocation.exitOK }

  /// Answers one input; a refusal goes to stderr unless `--quiet`.
  @inline(__always)
  mutating func answer<C: Command, Sink: OutputSink>(
    _ input: String, by command: C, _ streams: inout OutputStreams<Sink>
  ) {
    if refusesBlankInput && Refusal.isBlank(input) {
      command.refuse(input, .empty, to: &streams.answers)
    } else {
      command.answer(input, to: &streams.answers)
    }
    count(input, &streams)
  }

  /// Answers one line of standard input, given as its bytes.
  @inline(__always)
  mutating func answer<C: Command, Sink: OutputSink>(
    utf8 line: UnsafeBufferPointer<UInt8>, by command: C, _ streams: inout OutputStreams<Sink>
  ) {
    if refusesBlankInput && Refusal.isBlank(utf8: line) {
      command.refuse(String(decoding: line, as: UTF8.self), .empty, to: &streams.answers)
    } else {
      command.answer(utf8: line, to: &streams.answers)
    }
    count(String(decoding: line, as: UTF8.self), &streams)
  }

  /// Counts the answer just written; a refusal goes to stderr unless `--quiet`. `input` is only
  /// evaluated for a refusal message.
  @inline(__always)
  private mutating func count<Sink: OutputSink>(
    _ input: @autoclosure () -> String, _ streams: inout OutputStreams<Sink>
  ) {
    lines += 1
    if let refusal = streams.answers.takeRefusal() {
      refused += 1
      if !quiet { streams.err("omnibox: \(Invocation.printable(input())): \(refusal.message)") }
    }
    streams.flushIfFull()
  }

  /// Answers every line of standard input until its end, a read error (returned) or a failed
  /// write (left in `streams`).
  mutating func answerStandardInput<C: Command, Sink: OutputSink>(
    by command: C, _ streams: inout OutputStreams<Sink>, showsProgress: Bool
  ) -> ReadFailure? {
    var reader = LineReader(fileDescriptor: STDIN_FILENO)
    var meter = ProgressMeter(disabled: !showsProgress, streamsShareOneFile: streams.sink.streamsShareOneFile)
    defer { streams.clearProgress() }
    while streams.failure == nil {
      let line: UnsafeBufferPointer<UInt8>?
      do {
        line = try reader.next(beforeWaiting: { streams.flush() })
      } catch {
        return error
      }
      guard let line else { return nil }
      answer(utf8: line, by: command, &streams)
      if let text = meter?.tick(lines: lines, bytesRead: reader.bytesConsumed, refused: refused) {
        streams.showProgress(text)
      }
    }
    return nil
  }
}
