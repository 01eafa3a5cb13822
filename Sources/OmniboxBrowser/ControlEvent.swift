import Omnibox

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
    var out: [UInt8] = [UInt8(ascii: "{")]
    for (index, member) in members.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      JSONValue.appendString(member.key, to: &out)
      out.append(UInt8(ascii: ":"))
      switch member.value {
      case .string(let text): JSONValue.appendString(text, to: &out)
      case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
      case .null: out.append(contentsOf: "null".utf8)
      }
    }
    out.append(UInt8(ascii: "}"))
    return String(decoding: out, as: UTF8.self)
  }

  static func == (lhs: ControlEvent, rhs: ControlEvent) -> Bool { lhs.line == rhs.line }
}
