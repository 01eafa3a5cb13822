/// The inputs a command answers: its arguments, or standard input read one line at a time.
///
/// Standard input is streamed (one line in memory at a time), so batch mode runs in constant
/// memory. Invalid UTF-8 is repaired to U+FFFD rather than rejected; a trailing CR is dropped.
enum InputLines {
  case arguments([String])
  case standardInput

  /// Calls `body` with each input in order.
  func forEach(_ body: (String) -> Void) {
    switch self {
    case .arguments(let inputs):
      for input in inputs { body(input) }
    case .standardInput:
      while let line = readLine(strippingNewline: true) {
        body(line.hasSuffix("\r") ? String(line.dropLast()) : line)
      }
    }
  }
}
