extension JSONValue {
  /// The value as compact JSON text (RFC 8259): no white space, object members in their order.
  ///
  ///     JSONValue.object(JSONObject([JSONMember(key: "q", value: .string("a\"b"))])!).serialized
  ///     // {"q":"a\"b"}
  ///
  /// Strings are escaped as ``appendString(_:to:)`` says, so the text is one line and safe to
  /// print. Numbers are written as they were read.
  package var serialized: String {
    var bytes: [UInt8] = []
    serialize(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the compact JSON text of this value to `out` as UTF-8.
  package func serialize(into out: inout [UInt8]) {
    switch self {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): out.append(contentsOf: number.text.utf8)
    case .string(let text): Self.appendString(text, to: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        item.serialize(into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let object):
      out.append(UInt8(ascii: "{"))
      for (index, member) in object.members.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        Self.appendString(member.key, to: &out)
        out.append(UInt8(ascii: ":"))
        member.value.serialize(into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// Appends `text` as a JSON string literal to `out`.
  ///
  /// Quotes, backslashes, every C0 control, DEL and the JavaScript line separators U+2028 and
  /// U+2029 are escaped (`\n`, `\r`, `\t` by name, the rest as `\u00XX`); everything else is
  /// written as raw UTF-8, runs that need no escape copied at once.
  ///
  ///     var out: [UInt8] = []
  ///     JSONValue.appendString("tab\there", to: &out)
  ///     String(decoding: out, as: UTF8.self)  // #""tab\there""#
  ///
  /// - Complexity: O(n) in the UTF-8 length of `text`.
  package static func appendString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var run = 0
      var i = 0
      while i < utf8.count {
        guard let escape = JSONEscape(utf8, at: i) else {
          i += 1
          continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<i]))
        escape.append(to: &out)
        i += escape.length
        run = i
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
    }
    out.append(UInt8(ascii: "\""))
  }
}

/// How one character of a JSON string is escaped: `\n`-style, or `\uXXXX`.
private enum JSONEscape {
  case short(UInt8)
  case unicode(UInt16)

  /// The escape for the character starting at `utf8[i]`, or `nil` when it is written as is.
  @inline(__always)
  init?(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int) {
    let byte = utf8[i]
    // Everything from '#' up to DEL other than the backslash needs no escape, nor do bytes
    // 0x80 and above other than the lead byte of U+2028/U+2029.
    if byte >= 0x23 && byte < 0x7F && byte != UInt8(ascii: "\\") { return nil }
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "!"): return nil
    case UInt8(ascii: "\""): self = .short(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): self = .short(UInt8(ascii: "\\"))
    case 0x0A: self = .short(UInt8(ascii: "n"))
    case 0x0D: self = .short(UInt8(ascii: "r"))
    case 0x09: self = .short(UInt8(ascii: "t"))
    case 0..<0x20, 0x7F: self = .unicode(UInt16(byte))
    case 0xE2 where i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
      self = .unicode(utf8[i + 2] == 0xA8 ? 0x2028 : 0x2029)
    default: return nil
    }
  }

  /// How many input bytes the escaped character spans.
  var length: Int {
    if case .unicode(let value) = self, value >= 0x2028 { return 3 }
    return 1
  }

  func append(to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\\"))
    switch self {
    case .short(let letter):
      out.append(letter)
    case .unicode(let value):
      out.append(UInt8(ascii: "u"))
      for shift in stride(from: 12, through: 0, by: -4) {
        let nibble = UInt8(truncatingIfNeeded: value >> UInt16(shift)) & 0xF
        out.append(nibble < 10 ? 0x30 + nibble : 0x57 + nibble)  // 0-9, a-f
      }
    }
  }
}
