/// Runs one `omnibox` invocation: picks the subcommand, parses its options, answers every input
/// and returns the exit status (0 all answered, 1 some input refused, 64 usage error).
enum Invocation {
  static let version = "0.2.0"

  /// Every subcommand, in the order `omnibox --help` lists them.
  static let commands: [any Command.Type] = registeredCommands

  static let usage = """
    usage: omnibox <command> [options] [INPUT ...]
    Decide where typed or shared text should go: a URL to load or a search.
    With no INPUT, each line of standard input is one input (streamed, same order).
    """

  static let exitOK: Int32 = 0
  static let exitRefused: Int32 = 1
  static let exitUsage: Int32 = 64

  /// - Parameters:
  ///   - arguments: the words after `omnibox`.
  ///   - standardInput: where inputs come from when no positional input is given.
  static func run(_ arguments: [String], standardInput: InputLines = .standardInput, output: inout some OutputSink) -> Int32 {
    defer { output.flush() }
    guard let first = arguments.first else {
      output.err(overview())
      return exitUsage
    }
    switch first {
    case "help" where arguments.count > 1:
      return run(["\(arguments[1])", "--help"], standardInput: standardInput, output: &output)
    case "--help", "-h", "help":
      output.out(overview())
      return exitOK
    case "--version":
      output.out("omnibox \(version)")
      return exitOK
    default:
      break
    }
    guard let commandType = commands.first(where: { $0.name == first }) else {
      output.err("omnibox: unknown command '\(first)'; try 'omnibox --help'")
      return exitUsage
    }
    return run(commandType, Array(arguments.dropFirst()), standardInput: standardInput, output: &output)
  }

  private static func run<C: Command>(
    _ type: C.Type, _ arguments: [String], standardInput: InputLines, output: inout some OutputSink
  ) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      output.out(C.help)
      return exitOK
    }
    let command: C
    let options: ParsedOptions
    do {
      options = try ParsedOptions(arguments, accepting: C.options + [.flag("--json")])
      command = try C(options: options)
    } catch {
      output.err("omnibox \(C.name): \(error.message); try 'omnibox \(C.name) --help'")
      return exitUsage
    }
    let json = options.has("--json")
    guard C.takesInputs else {
      if !options.positionals.isEmpty {
        output.err("omnibox \(C.name): takes no inputs; try 'omnibox \(C.name) --help'")
        return exitUsage
      }
      for line in command.listing(json: json) { output.out(line) }
      return exitOK
    }
    let inputs: InputLines = options.positionals.isEmpty ? standardInput : .arguments(options.positionals)
    var status = exitOK
    inputs.forEach { input in
      let answer = command.answer(input)
      output.out(json ? answer.json.text : answer.text ?? "")
      if let refusal = answer.refusal {
        output.err("omnibox: \(printable(input)): \(refusal)")
        status = exitRefused
      }
    }
    return status
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
      if count == 200 { out += "…"; break }
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
