import Omnibox

/// One line of the control mode's output: a JSON object with its keys in the order given.
///
///     ControlEvent("loaded").with("url", "http://127.0.0.1:8000/").line
///     // {"event":"loaded","url":"http://127.0.0.1:8000/"}
///     ControlEvent("state").with("selection", .array([.int(3), .int(25)])).line
///     // {"event":"state","selection":[3,25]}
struct ControlEvent: Equatable {
  /// A member's value: the JSON types the events use.
  indirect enum Value: Equatable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case array([Value])
    /// An object, its members in the order given.
    case object([Member])
    case null

    /// A string, or `null` for `nil`.
    static func text(_ value: String?) -> Value { value.map { .string($0) } ?? .null }

    /// A number, or `null` for `nil`.
    static func number(_ value: Int?) -> Value { value.map { .int($0) } ?? .null }

    /// Appends the value's JSON text to `out`.
    func serialize(into out: inout [UInt8]) {
      switch self {
      case .string(let text): JSONValue.appendString(text, to: &out)
      case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
      case .int(let number): out.append(contentsOf: String(number).utf8)
      case .null: out.append(contentsOf: "null".utf8)
      case .array(let items):
        out.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
          if index > 0 { out.append(UInt8(ascii: ",")) }
          item.serialize(into: &out)
        }
        out.append(UInt8(ascii: "]"))
      case .object(let members):
        Member.serialize(members, into: &out)
      }
    }
  }

  /// One key and its value.
  struct Member: Equatable {
    let key: String
    let value: Value

    /// `{"key":value,…}` for `members`, in their order.
    static func serialize(_ members: [Member], into out: inout [UInt8]) {
      out.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        JSONValue.appendString(member.key, to: &out)
        out.append(UInt8(ascii: ":"))
        member.value.serialize(into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  private(set) var members: [Member]

  /// An event named `name` (its `"event"` member).
  init(_ name: String) { members = [Member(key: "event", value: .string(name))] }

  /// This event with a member of any value.
  func with(_ key: String, _ value: Value) -> ControlEvent {
    var copy = self
    copy.members.append(Member(key: key, value: value))
    return copy
  }

  /// This event with a string member; `nil` writes `null`.
  func with(_ key: String, _ value: String?) -> ControlEvent { with(key, .text(value)) }

  /// This event with a boolean member.
  func with(_ key: String, _ value: Bool) -> ControlEvent { with(key, .bool(value)) }

  /// The event as one JSON line (without the newline).
  var line: String {
    var out: [UInt8] = []
    Member.serialize(members, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  static func == (lhs: ControlEvent, rhs: ControlEvent) -> Bool { lhs.line == rhs.line }
}
