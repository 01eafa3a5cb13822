/// A command-line mistake: exit status 64 (EX_USAGE) with a one-line hint; or a file an option
/// names that cannot be read (``isReadFailure``): exit status 74 (EX_IOERR), no hint.
struct UsageError: Error, Equatable {
  let message: String
  /// Whether the file an option names could not be opened or read (not a mistake in the words).
  let isReadFailure: Bool
  init(_ message: String) {
    self.message = message
    isReadFailure = false
  }

  private init(message: String, isReadFailure: Bool) {
    self.message = message
    self.isReadFailure = isReadFailure
  }

  /// A file that could not be opened or read: exit status 74.
  static func unreadable(_ message: String) -> UsageError { UsageError(message: message, isReadFailure: true) }
}

/// One option a command accepts, e.g. `--engine NAME` or `--json`.
struct OptionSpec {
  let name: String
  let takesValue: Bool
  let repeatable: Bool
  /// A flag that may also be given a value inline (`--clean` or `--clean=strict`).
  var takesInlineValue = false

  static func flag(_ name: String) -> OptionSpec { OptionSpec(name: name, takesValue: false, repeatable: false) }
  /// A flag that may carry a value after `=`: `--clean`, `--clean=strict`.
  static func flag(_ name: String, orInlineValue: Void) -> OptionSpec {
    OptionSpec(name: name, takesValue: false, repeatable: false, takesInlineValue: true)
  }
  static func value(_ name: String, repeatable: Bool = false) -> OptionSpec {
    OptionSpec(name: name, takesValue: true, repeatable: repeatable)
  }
}

/// Arguments split into options and positional inputs.
///
/// Accepts `--name value`, `--name=value` and `--` (everything after it is positional).
/// A lone `-` or any word not starting with `--` is positional, so inputs like `-5` or `?foo`
/// need no quoting tricks beyond the shell's.
struct ParsedOptions {
  private(set) var flags: Set<String> = []
  private(set) var values: [String: [String]] = [:]
  private(set) var positionals: [String] = []

  init(_ arguments: [String], accepting specs: [OptionSpec]) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("--") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let eq = argument.firstIndex(of: "=") {
        name = String(argument[..<eq])
        inlineValue = String(argument[argument.index(after: eq)...])
      }
      guard let spec = specs.first(where: { $0.name == name }) else {
        let hint = ClosestWord.to(name, among: specs.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageError("unknown option '\(name)'\(hint)")
      }
      if !spec.takesValue {
        if let inlineValue {
          guard spec.takesInlineValue else { throw UsageError("option '\(name)' takes no value") }
          values[name] = [inlineValue]
        }
        flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError("option '\(name)' needs a value")
      }
      if !spec.repeatable, values[name] != nil { throw UsageError("option '\(name)' given twice") }
      values[name, default: []].append(value)
    }
  }

  func has(_ flag: String) -> Bool { flags.contains(flag) }
  func value(_ name: String) -> String? { values[name]?.last }
  func allValues(_ name: String) -> [String] { values[name] ?? [] }
}
