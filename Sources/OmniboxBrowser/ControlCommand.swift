/// One line of the control mode's input.
///
///     ControlCommand.parse("type swift webview")   // .success(.type("swift webview"))
///     ControlCommand.parse("click a#next")         // .success(.click("a#next"))
///     ControlCommand.parse("jump")                 // .failure(unknown command 'jump')
enum ControlCommand: Equatable {
  /// Put TEXT in the field, as if typed (focusing it first).
  case type(String)
  /// Press Enter in the field.
  case enter
  /// Press Escape in the field.
  case escape
  /// Press the back button.
  case back
  /// Press the forward button.
  case forward
  /// Press the reload button.
  case reload
  /// Click the first element matching a CSS selector in the page.
  case click(String)
  /// Write the current state event.
  case state
  /// Save a picture of the window as PNG at PATH, once the page has painted.
  case screenshot(String)
  /// Close the window and exit.
  case quit

  /// The words and whether each takes an argument (the rest of the line).
  static let words: [String: Bool] = [
    "type": true, "enter": false, "escape": false, "back": false, "forward": false, "reload": false,
    "click": true, "state": false, "screenshot": true, "quit": false,
  ]

  /// Why a line is no command.
  struct Failure: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// Reads one line: a word, then for `type`, `click` and `screenshot` one space and the rest
  /// of the line (kept as is, spaces included). A trailing CR is dropped.
  static func parse(_ line: String) -> Result<ControlCommand, Failure> {
    var text = Substring(line)
    if text.hasSuffix("\r") { text = text.dropLast() }
    let word = text.prefix { $0 != " " }
    let rest = text.dropFirst(word.count).dropFirst()
    guard let takesArgument = words[String(word)] else {
      return .failure(Failure(description: word.isEmpty ? "empty command" : "unknown command '\(word)'"))
    }
    if takesArgument && rest.isEmpty { return .failure(Failure(description: "'\(word)' needs an argument")) }
    if !takesArgument && !rest.isEmpty { return .failure(Failure(description: "'\(word)' takes no argument")) }
    let argument = String(rest)
    switch word {
    case "type": return .success(.type(argument))
    case "enter": return .success(.enter)
    case "escape": return .success(.escape)
    case "back": return .success(.back)
    case "forward": return .success(.forward)
    case "reload": return .success(.reload)
    case "click": return .success(.click(argument))
    case "state": return .success(.state)
    case "screenshot": return .success(.screenshot(argument))
    default: return .success(.quit)
    }
  }
}
