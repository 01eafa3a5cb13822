import Omnibox

/// One line of the control mode's output: a JSON object with its keys in the order given
/// (serialized by the library's `JSONValue`).
///
///     ControlEvent("loaded").with("url", "http://127.0.0.1:8000/").line
///     // {"event":"loaded","url":"http://127.0.0.1:8000/"}
///     ControlEvent("state").with("selection", .array([.int(3), .int(25)])).line
///     // {"event":"state","selection":[3,25]}
struct ControlEvent: Equatable {
  /// A member's value.
  typealias Value = JSONValue

  private(set) var members: [JSONMember]

  /// An event named `name` (its `"event"` member).
  init(_ name: String) { members = [JSONMember(key: "event", value: .string(name))] }

  /// This event with a member of any value (a key given again replaces the earlier value).
  func with(_ key: String, _ value: Value) -> ControlEvent {
    var copy = self
    copy.members.append(JSONMember(key: key, value: value))
    return copy
  }

  /// This event with a string member; `nil` writes `null`.
  func with(_ key: String, _ value: String?) -> ControlEvent { with(key, .text(value)) }

  /// This event with a boolean member.
  func with(_ key: String, _ value: Bool) -> ControlEvent { with(key, .bool(value)) }

  /// The event as one JSON line (without the newline).
  var line: String { Value.members(members).serialized }

  static func == (lhs: ControlEvent, rhs: ControlEvent) -> Bool { lhs.line == rhs.line }
}

extension JSONValue {
  /// A string, or `null` for `nil`.
  static func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

  /// An integer.
  static func int(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

  /// An integer, or `null` for `nil`.
  static func integer(_ value: Int?) -> JSONValue { value.map { .int($0) } ?? .null }

  /// An object of `members`, in their order.
  static func members(_ members: [JSONMember]) -> JSONValue { .object(JSONObject(replacing: members)) }
}
