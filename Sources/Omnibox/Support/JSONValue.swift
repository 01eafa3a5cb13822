/// A JSON value (RFC 8259) as read by ``JSONParser``.
///
/// Objects keep their members in document order and refuse duplicate keys; numbers keep their
/// exact text, so nothing is lost or rounded until the caller asks for a `Double` or an `Int`.
///
///     let v = try JSONValue(parsing: #"{"q": ["swift", 42]}"#)
///     v["q"]?[0]?.string   // "swift"
///     v["q"]?[1]?.int      // 42
///     v["nope"]            // nil
package enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, kept as written.
  case number(JSONNumber)
  /// A string, escapes decoded.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, members in document order.
  case object(JSONObject)

  /// Parses `text` with the default ``JSONParser`` limits.
  ///
  /// - Throws: ``JSONError`` with the byte offset of the first problem.
  package init(parsing text: String) throws(JSONError) {
    self = try JSONParser().parse(text)
  }

  /// The string, if this is a string.
  package var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The elements, if this is an array.
  package var array: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  /// The object, if this is an object.
  package var object: JSONObject? {
    if case .object(let o) = self { return o }
    return nil
  }

  /// The Boolean, if this is `true` or `false`.
  package var bool: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The number, if this is a number.
  package var number: JSONNumber? {
    if case .number(let n) = self { return n }
    return nil
  }

  /// The number as a `Double`, if this is a number within `Double`'s finite range.
  package var double: Double? { number?.double }

  /// The number as an `Int`, if this is an integer literal (no fraction or exponent) that fits.
  package var int: Int? { number?.int }

  /// Whether this is `null`.
  package var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The member named `key`, if this is an object that has one; `nil` otherwise.
  package subscript(key: String) -> JSONValue? {
    object?[key]
  }

  /// The element at `index`, if this is an array and `index` is in range; `nil` otherwise.
  package subscript(index: Int) -> JSONValue? {
    guard case .array(let a) = self, a.indices.contains(index) else { return nil }
    return a[index]
  }
}

/// A JSON number, kept exactly as written in the document (e.g. `"-1.5e3"`).
package struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The number's text; always matches the JSON number grammar.
  package let text: String

  init(validatedText: String) { self.text = validatedText }

  /// The integer `value` (its decimal text).
  package init(_ value: Int) { self.text = String(value) }

  /// The value as a `Double`, or `nil` if it overflows to infinity (`1e400` gives `nil`,
  /// `0.1` gives `0.1`).
  package var double: Double? {
    guard let d = Double(text), d.isFinite else { return nil }
    return d
  }

  /// The value as an `Int`, if the text is an integer (no `.`, `e` or `E`) within `Int`'s range.
  package var int: Int? {
    for byte in text.utf8 where byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      return nil
    }
    return Int(text)
  }

  /// The number's text.
  package var description: String { text }
}

/// One `"key": value` member of a JSON object.
package struct JSONMember: Sendable, Hashable {
  /// The key, escapes decoded.
  package let key: String
  /// The value.
  package let value: JSONValue

  /// A member `key: value`.
  package init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// A JSON object: members in document order, unique keys, O(1) lookup by key.
package struct JSONObject: Sendable, Hashable {
  /// The members in document order.
  package let members: [JSONMember]
  private let index: [String: Int]

  /// An object of `members`, or `nil` if two members share a key.
  package init?(_ members: [JSONMember]) {
    var index: [String: Int] = [:]
    index.reserveCapacity(members.count)
    for (i, m) in members.enumerated() {
      if index.updateValue(i, forKey: m.key) != nil { return nil }
    }
    self.members = members
    self.index = index
  }

  /// An object of `members` in their order, where a member whose key came before replaces that
  /// member's value in place (so building an object member by member never fails).
  package init(replacing members: [JSONMember]) {
    var kept: [JSONMember] = []
    var index: [String: Int] = [:]
    for member in members {
      if let at = index[member.key] {
        kept[at] = member
      } else {
        index[member.key] = kept.count
        kept.append(member)
      }
    }
    self.init(members: kept, index: index)
  }

  init(members: [JSONMember], index: [String: Int]) {
    self.members = members
    self.index = index
  }

  /// The value for `key`, or `nil` if the object has no such member.
  package subscript(key: String) -> JSONValue? {
    guard let i = index[key] else { return nil }
    return members[i].value
  }

  /// The keys in document order.
  package var keys: [String] { members.map(\.key) }

  /// The number of members.
  package var count: Int { members.count }

  /// Whether the object has no members.
  package var isEmpty: Bool { members.isEmpty }

  /// Objects are equal when they have the same members in the same order.
  package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool { lhs.members == rhs.members }

  /// Hashes the members in order.
  package func hash(into hasher: inout Hasher) { hasher.combine(members) }
}
