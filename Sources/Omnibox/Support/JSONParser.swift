// JSONParser: RFC 8259 JSON text → JSONValue, safe on hostile input.
//
// Phases: (1) bytes are checked to be well-formed UTF-8 (skipped for `String` input, which already
// is); (2) one left-to-right pass builds the value with an explicit stack of open containers, so
// nesting depth costs heap, not call stack, and is capped by `maximumDepth`; (3) after the value
// only white space may follow. Every byte is visited a constant number of times: O(n).

/// Reads JSON text (RFC 8259) into a ``JSONValue``.
///
/// Strict where leniency would be ambiguous or unsafe: no comments, no trailing commas, no
/// duplicate keys, no raw control characters in strings, no leading zeros, bounded nesting and
/// length. A UTF-8 byte-order mark before the value is skipped. Escaped lone surrogates
/// (`"\uD800"`), which a Swift `String` cannot hold, become U+FFFD.
///
///     try JSONParser().parse(#"["q", ["s1", "s2"]]"#)[1]?[0]?.string  // "s1"
///     try JSONParser(maximumDepth: 2).parse("[[[1]]]")  // throws JSONError.Kind.tooDeep(limit: 2)
///
/// - Complexity: O(n) time in the input's UTF-8 length; memory proportional to the result.
package struct JSONParser: Sendable, Hashable {
  /// Arrays and objects may nest at most this deep (the top-level container is depth 1).
  package var maximumDepth: Int
  /// Inputs longer than this many UTF-8 bytes are refused before parsing.
  package var maximumLength: Int

  /// A parser with the given limits (defaults: depth 256, 64 MiB).
  package init(maximumDepth: Int = 256, maximumLength: Int = 64 << 20) {
    self.maximumDepth = maximumDepth
    self.maximumLength = maximumLength
  }

  /// Parses `text`.
  ///
  /// - Throws: ``JSONError`` with the byte offset of the first problem.
  package func parse(_ text: String) throws(JSONError) -> JSONValue {
    var text = text
    let result = text.withUTF8 { parse(buffer: $0, validated: true) }
    return try result.get()
  }

  /// Parses UTF-8 `bytes`; ill-formed UTF-8 is an error (``JSONError/Kind/invalidUTF8``).
  ///
  /// - Throws: ``JSONError`` with the byte offset of the first problem.
  package func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(JSONError) -> JSONValue {
    try bytes.withContiguousBytes { parse(buffer: $0, validated: false) }.get()
  }

  private func parse(buffer: UnsafeBufferPointer<UInt8>, validated: Bool) -> Result<JSONValue, JSONError> {
    guard buffer.count <= maximumLength else {
      return .failure(JSONError(.tooLong(limit: maximumLength), at: maximumLength))
    }
    if !validated, let bad = UTF8Validation.firstInvalidOffset(in: buffer) {
      return .failure(JSONError(.invalidUTF8, at: bad))
    }
    var reader = JSONReader(bytes: buffer, maximumDepth: maximumDepth)
    do {
      return .success(try reader.readDocument())
    } catch {
      return .failure(error)
    }
  }
}

/// The single-pass reader behind ``JSONParser``; input is known to be valid UTF-8.
private struct JSONReader {
  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  var position = 0

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  mutating func readDocument() throws(JSONError) -> JSONValue {
    position = UTF8ByteOrderMark.length(atStartOf: bytes)
    let value = try readValue()
    skipWhitespace()
    guard position == bytes.count else { throw JSONError(.trailingCharacters, at: position) }
    return value
  }

  /// An open container: where its elements start in `pending` (and its keys in `pendingKeys`).
  private struct Frame {
    let isObject: Bool
    let valuesStart: Int
    let keysStart: Int
  }

  /// Reads one value. Open containers are kept on an explicit stack; the elements of every open
  /// container wait in one flat `pending` array (keys in `pendingKeys`) and are moved into their
  /// container once, when it closes, so each value is copied O(1) times.
  private mutating func readValue() throws(JSONError) -> JSONValue {
    var frames: [Frame] = []
    var pending: [JSONValue] = []
    var pendingKeys: [(key: String, offset: Int)] = []
    while true {
      // Read the start of a value; containers are opened and we loop for their first element.
      skipWhitespace()
      guard position < bytes.count else { throw JSONError(.unexpectedEnd, at: position) }
      var value: JSONValue
      switch bytes[position] {
      case UInt8(ascii: "["):
        guard frames.count < maximumDepth else { throw JSONError(.tooDeep(limit: maximumDepth), at: position) }
        position += 1
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
          position += 1
          value = .array([])
        } else {
          frames.append(Frame(isObject: false, valuesStart: pending.count, keysStart: pendingKeys.count))
          continue
        }
      case UInt8(ascii: "{"):
        guard frames.count < maximumDepth else { throw JSONError(.tooDeep(limit: maximumDepth), at: position) }
        position += 1
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
          position += 1
          value = .object(JSONObject(members: [], index: [:]))
        } else {
          frames.append(Frame(isObject: true, valuesStart: pending.count, keysStart: pendingKeys.count))
          pendingKeys.append(try readKey())
          continue
        }
      default:
        value = try readScalar()
      }

      // Attach the finished value to the innermost open container, closing as many as end here.
      while true {
        guard let frame = frames.last else { return value }
        pending.append(value)
        skipWhitespace()
        guard position < bytes.count else { throw JSONError(.unexpectedEnd, at: position) }
        let next = bytes[position]
        if next == UInt8(ascii: ",") {
          position += 1
          if frame.isObject {
            skipWhitespace()
            pendingKeys.append(try readKey())
          }
          break  // read the next element
        }
        guard next == (frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
          throw JSONError(.unexpectedCharacter(next), at: position)
        }
        position += 1
        frames.removeLast()
        let elements = Array(pending[frame.valuesStart...])
        pending.removeSubrange(frame.valuesStart...)
        if frame.isObject {
          let keys = pendingKeys[frame.keysStart...]
          var members: [JSONMember] = []
          members.reserveCapacity(elements.count)
          var index: [String: Int] = [:]
          index.reserveCapacity(elements.count)
          for (k, element) in zip(keys, elements) {
            if index.updateValue(members.count, forKey: k.key) != nil {
              throw JSONError(.duplicateKey(k.key), at: k.offset)
            }
            members.append(JSONMember(key: k.key, value: element))
          }
          pendingKeys.removeSubrange(frame.keysStart...)
          value = .object(JSONObject(members: members, index: index))
        } else {
          value = .array(elements)
        }
      }
    }
  }

  /// Reads `"key"` and the `:` after it; returns the key and its offset.
  private mutating func readKey() throws(JSONError) -> (key: String, offset: Int) {
    guard position < bytes.count else { throw JSONError(.unexpectedEnd, at: position) }
    guard bytes[position] == UInt8(ascii: "\"") else {
      throw JSONError(.unexpectedCharacter(bytes[position]), at: position)
    }
    let offset = position
    let key = try readString()
    skipWhitespace()
    guard position < bytes.count else { throw JSONError(.unexpectedEnd, at: position) }
    guard bytes[position] == UInt8(ascii: ":") else {
      throw JSONError(.unexpectedCharacter(bytes[position]), at: position)
    }
    position += 1
    return (key, offset)
  }

  private mutating func readScalar() throws(JSONError) -> JSONValue {
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "t"):
      try readLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try readLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try readLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
    default: throw JSONError(.unexpectedCharacter(byte), at: position)
    }
  }

  private mutating func readLiteral(_ word: StaticString) throws(JSONError) {
    let count = word.utf8CodeUnitCount
    for k in 0..<count {
      guard position < bytes.count else { throw JSONError(.unexpectedEnd, at: position) }
      let expected = word.utf8Start[k]
      guard bytes[position] == expected else {
        throw JSONError(.unexpectedCharacter(bytes[position]), at: position)
      }
      position += 1
    }
  }

  private mutating func readNumber() throws(JSONError) -> JSONNumber {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    // Integer part: 0, or a non-zero digit followed by digits.
    guard position < bytes.count else { throw JSONError(.invalidNumber, at: start) }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < bytes.count && ASCII.isDigit(bytes[position]) { throw JSONError(.invalidNumber, at: start) }
    } else if ASCII.isDigit(bytes[position]) {
      while position < bytes.count && ASCII.isDigit(bytes[position]) { position += 1 }
    } else {
      throw JSONError(.invalidNumber, at: start)
    }
    // Fraction.
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < bytes.count && ASCII.isDigit(bytes[position]) else { throw JSONError(.invalidNumber, at: start) }
      while position < bytes.count && ASCII.isDigit(bytes[position]) { position += 1 }
    }
    // Exponent.
    if position < bytes.count && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
      position += 1
      if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
        position += 1
      }
      guard position < bytes.count && ASCII.isDigit(bytes[position]) else { throw JSONError(.invalidNumber, at: start) }
      while position < bytes.count && ASCII.isDigit(bytes[position]) { position += 1 }
    }
    return JSONNumber(
      validatedText: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self))
  }

  /// Reads a string starting at its opening quote; leaves `position` after the closing quote.
  private mutating func readString() throws(JSONError) -> String {
    position += 1  // opening quote
    let start = position
    // Fast path: no escapes.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        position += 1
        return s
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw JSONError(.controlCharacterInString, at: position) }
      position += 1
    }
    guard position < bytes.count else { throw JSONError(.unexpectedEnd, at: position) }
    // Slow path: copy what we have, then decode escapes.
    var out = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try readEscape(into: &out)
      case 0..<0x20:
        throw JSONError(.controlCharacterInString, at: position)
      default:
        out.append(byte)
        position += 1
      }
    }
    throw JSONError(.unexpectedEnd, at: position)
  }

  /// Decodes one escape starting at the backslash and appends its UTF-8 to `out`.
  private mutating func readEscape(into out: inout [UInt8]) throws(JSONError) {
    let escapeStart = position
    position += 1
    guard position < bytes.count else { throw JSONError(.unexpectedEnd, at: position) }
    let kind = bytes[position]
    position += 1
    switch kind {
    case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "/"): out.append(UInt8(ascii: "/"))
    case UInt8(ascii: "b"): out.append(0x08)
    case UInt8(ascii: "f"): out.append(0x0C)
    case UInt8(ascii: "n"): out.append(0x0A)
    case UInt8(ascii: "r"): out.append(0x0D)
    case UInt8(ascii: "t"): out.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try readHex4(escapeStart: escapeStart)
      var scalar: UInt32 = UInt32(unit)
      if (0xD800...0xDBFF).contains(unit) {
        // A high surrogate: combine with a following \uDC00–\uDFFF, else U+FFFD.
        if position + 1 < bytes.count && bytes[position] == UInt8(ascii: "\\")
          && bytes[position + 1] == UInt8(ascii: "u")
        {
          let saved = position
          position += 2
          let low = try readHex4(escapeStart: saved)
          if (0xDC00...0xDFFF).contains(low) {
            scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
          } else {
            scalar = 0xFFFD
            position = saved  // the second escape is read on its own
          }
        } else {
          scalar = 0xFFFD
        }
      } else if (0xDC00...0xDFFF).contains(unit) {
        scalar = 0xFFFD
      }
      let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
      UTF8.encode(s) { out.append($0) }
    default:
      throw JSONError(.invalidEscape, at: escapeStart)
    }
  }

  private mutating func readHex4(escapeStart: Int) throws(JSONError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard position < bytes.count else { throw JSONError(.unexpectedEnd, at: position) }
      guard let digit = ASCII.hexValue(bytes[position]) else { throw JSONError(.invalidEscape, at: escapeStart) }
      value = value << 4 | UInt16(digit)
      position += 1
    }
    return value
  }

  private mutating func skipWhitespace() {
    while position < bytes.count && ASCII.isSpaceTabOrNewline(bytes[position]) { position += 1 }
  }
}
