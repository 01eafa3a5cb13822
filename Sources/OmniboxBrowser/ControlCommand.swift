/// One line of the control mode's input.
///
///     ControlCommand.parse("type swift webview")   // .success(.type("swift webview"))
///     ControlCommand.parse("click a#next")         // .success(.click("a#next"))
///     ControlCommand.parse("dialog accept Ada")    // .success(.dialog(.accept("Ada")))
///     ControlCommand.parse("key shift+Delete")     // .success(.key(.shiftDelete))
///     ControlCommand.parse("jump")                 // .failure(unknown command 'jump')
enum ControlCommand: Equatable {
  /// Put TEXT in the field, as if typed (focusing it first).
  case type(String)
  /// Press Enter in the field.
  case enter
  /// Press Escape in the field.
  case escape
  /// Press a key in the field (see ``Key``).
  case key(Key)
  /// Click row N (from 0) of the suggestion list.
  case clickSuggestion(Int)
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
  /// Answer the page's open dialog (`alert`, `confirm`, `prompt`, leave-page).
  case dialog(DialogAnswer)
  /// Close the window and exit.
  case quit

  /// The words and whether each takes an argument (the rest of the line).
  static let words: [String: Bool] = [
    "type": true, "enter": false, "escape": false, "key": true, "back": false, "forward": false,
    "reload": false, "click": true, "click-suggestion": true, "state": false, "screenshot": true,
    "dialog": true, "quit": false,
  ]

  /// The keys `key NAME` presses in the field, named as X names them.
  enum Key: String, Equatable, CaseIterable {
    case down = "Down"
    case up = "Up"
    /// Accepts the inline completion when one shows, else moves the focus on.
    case tab = "Tab"
    /// Enter.
    case enter = "Return"
    case escape = "Escape"
    /// Deletes the selection, or the character before the caret.
    case backSpace = "BackSpace"
    /// Deletes the selection, or the character after the caret.
    case delete = "Delete"
    /// Forgets the selected history row.
    case shiftDelete = "shift+Delete"
  }

  /// How `dialog` answers: `accept` is OK (for a prompt with TEXT, the rest of the line, or
  /// without it the prompt's default text); `dismiss` is Cancel.
  enum DialogAnswer: Equatable {
    case accept(String?)
    case dismiss
  }

  /// Why a line is no command.
  struct Failure: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// Reads one line: a word, then for `type`, `key`, `click`, `click-suggestion`, `screenshot`
  /// and `dialog` one space and the rest of the line (kept as is, spaces included). A trailing
  /// CR is dropped.
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
    case "key":
      guard let key = Key(rawValue: argument) else {
        let names = Key.allCases.map(\.rawValue).joined(separator: ", ")
        return .failure(Failure(description: "'key' needs one of \(names)"))
      }
      return .success(.key(key))
    case "click-suggestion":
      guard let index = Int(argument), index >= 0 else {
        return .failure(Failure(description: "'click-suggestion' needs a row number (0 is the first)"))
      }
      return .success(.clickSuggestion(index))
    case "back": return .success(.back)
    case "forward": return .success(.forward)
    case "reload": return .success(.reload)
    case "click": return .success(.click(argument))
    case "state": return .success(.state)
    case "screenshot": return .success(.screenshot(argument))
    case "dialog": return dialogAnswer(argument).map(ControlCommand.dialog)
    default: return .success(.quit)
    }
  }

  /// `accept`, `accept TEXT` (TEXT after one space, kept as is) or `dismiss`.
  static func dialogAnswer(_ text: String) -> Result<DialogAnswer, Failure> {
    let word = text.prefix { $0 != " " }
    let rest = text.dropFirst(word.count)
    switch word {
    case "accept":
      return .success(.accept(rest.isEmpty ? nil : String(rest.dropFirst())))
    case "dismiss":
      return rest.isEmpty ? .success(.dismiss) : .failure(Failure(description: "'dialog dismiss' takes no text"))
    default:
      return .failure(Failure(description: "'dialog' needs accept or dismiss"))
    }
  }
}
