/// One line of the control mode's output: a JSON object with its keys in the order given.
///
///     ControlEvent("loaded").with("url", "http://127.0.0.1:8000/").line
///     // {"event":"loaded","url":"http://127.0.0.1:8000/"}
struct ControlEvent: Equatable {
  /// A member's value: the JSON types the events use.
  enum Value: Equatable {
    case string(String)
    case bool(Bool)
    case null
  }

  private(set) var members: [(key: String, value: Value)]

  /// An event named `name` (its `"event"` member).
  init(_ name: String) { members = [("event", .string(name))] }

  /// This event with a string member; `nil` writes `null`.
  func with(_ key: String, _ value: String?) -> ControlEvent {
    var copy = self
    copy.members.append((key, value.map { .string($0) } ?? .null))
    return copy
  }

  /// This event with a boolean member.
  func with(_ key: String, _ value: Bool) -> ControlEvent {
    var copy = self
    copy.members.append((key, .bool(value)))
    return copy
  }

  /// The event as one JSON line (without the newline).
  var line: String {
    var out = "{"
    for (index, member) in members.enumerated() {
      if index > 0 { out += "," }
      out += Self.quoted(member.key) + ":"
      switch member.value {
      case .string(let text): out += Self.quoted(text)
      case .bool(let flag): out += flag ? "true" : "false"
      case .null: out += "null"
      }
    }
    return out + "}"
  }

  static func == (lhs: ControlEvent, rhs: ControlEvent) -> Bool { lhs.line == rhs.line }

  /// `text` as a JSON string: quotes, backslashes, controls and U+2028/U+2029 escaped.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
