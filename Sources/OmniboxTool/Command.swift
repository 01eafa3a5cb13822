/// One answer to one input.
struct Answer {
  /// The text-mode line; `nil` means the input was refused (an empty line is printed).
  var text: String?
  /// The JSON Lines object for `--json`.
  var json: JSONLine
  /// Why the input was refused, printed to stderr as `omnibox: <input>: <reason>`; `nil` if answered.
  var refusal: String?
}

/// A subcommand of `omnibox` that answers each input line by line.
///
/// Conforming types parse their options in `init` and answer one input at a time; the shared
/// driver (``Invocation``) handles arguments vs. streaming stdin, text vs. JSON, and exit codes.
protocol Command: SendableMetatype {
  /// The subcommand word, e.g. `"resolve"`.
  static var name: String { get }
  /// One line for `omnibox --help`.
  static var summary: String { get }
  /// The full `omnibox <name> --help` text, examples included.
  static var help: String { get }
  /// Options besides `--json` and `--help`, which every command accepts.
  static var options: [OptionSpec] { get }
  /// Whether the command reads inputs (false for listings such as `engines`).
  static var takesInputs: Bool { get }

  init(options: ParsedOptions) throws(UsageError)

  /// Answers one input.
  func answer(_ input: String) -> Answer

  /// Output for commands that take no inputs; called once.
  func listing(json: Bool) -> [String]
}

extension Command {
  static var takesInputs: Bool { true }
  func answer(_ input: String) -> Answer { Answer(text: nil, json: JSONLine(), refusal: "no input expected") }
  func listing(json: Bool) -> [String] { [] }
}
