/// Writes one JSON object as UTF-8 bytes, keys in the order they are set, on a single line
/// (JSON Lines). Each member is serialized the moment it is set, straight into the byte buffer
/// the object is written to, so no intermediate record is built.
///
///     var j = JSONLine(); j["input"] = "a\"b"; j["ok"] = true
///     j.text  // {"input":"a\"b","ok":true}
///
/// The subscripts only set: reading one gives `nil` (or `false`), never a member's value.
struct JSONLine {
  /// The bytes written so far: whatever came before the object, then `{` and its members.
  private(set) var bytes: [UInt8]
  private var isEmpty = true

  /// A new object on its own.
  init() {
    self.init(appendingTo: [])
  }

  /// An object written after `bytes` (which are moved in, not copied).
  init(appendingTo bytes: consuming [UInt8]) {
    self.bytes = bytes
    self.bytes.append(UInt8(ascii: "{"))
  }

  /// Adds a string member; `nil` omits the key.
  subscript(name: String) -> String? {
    get { nil }
    set { if let newValue { key(name); Self.appendString(newValue, to: &bytes) } }
  }

  /// Adds a boolean member.
  subscript(name: String) -> Bool {
    get { false }
    set { key(name); bytes.append(contentsOf: newValue ? Self.trueBytes : Self.falseBytes) }
  }

  /// Adds a string array member; `nil` omits the key.
  subscript(name: String) -> [String]? {
    get { nil }
    set {
      guard let newValue else { return }
      key(name)
      bytes.append(UInt8(ascii: "["))
      for (index, item) in newValue.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.appendString(item, to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    }
  }

  /// Adds an explicit `null` member.
  mutating func setNull(_ name: String) {
    key(name)
    bytes.append(contentsOf: Self.nullBytes)
  }

  /// The bytes with the object closed (`}`), moved out.
  consuming func finished() -> [UInt8] {
    bytes.append(UInt8(ascii: "}"))
    return bytes
  }

  /// The finished object as text.
  var text: String { String(decoding: bytes + [UInt8(ascii: "}")], as: UTF8.self) }

  private static var trueBytes: [UInt8] { Array("true".utf8) }
  private static var falseBytes: [UInt8] { Array("false".utf8) }
  private static var nullBytes: [UInt8] { Array("null".utf8) }

  private mutating func key(_ name: String) {
    if !isEmpty { bytes.append(UInt8(ascii: ",")) }
    isEmpty = false
    Self.appendString(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
  }

  /// Appends `s` as a JSON string literal. Control characters, quotes, backslashes and the
  /// JavaScript line separators U+2028/U+2029 are escaped; everything else is raw UTF-8. Runs of
  /// bytes that need no escape are copied at once.
  static func appendString(_ s: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var s = s
    s.withUTF8 { utf8 in
      var run = 0
      var i = 0
      while i < utf8.count {
        let byte = utf8[i]
        guard let escape = escape(utf8, at: i) else {
          i += 1
          continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<i]))
        out.append(contentsOf: escape.bytes)
        i += byte == 0xE2 ? 3 : 1
        run = i
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
    }
    out.append(UInt8(ascii: "\""))
  }

  /// The escape for the character starting at `utf8[i]`, or `nil` when it is written as is.
  @inline(__always)
  private static func escape(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int) -> JSONEscape? {
    let byte = utf8[i]
    // Everything from '#' up to DEL other than the backslash needs no escape, nor do bytes
    // 0x80 and above other than the lead byte of U+2028/U+2029.
    if byte >= 0x23 && byte < 0x7F && byte != 0x5C { return nil }
    switch byte {
    case 0x20, 0x21: return nil
    case UInt8(ascii: "\""): return .short(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): return .short(UInt8(ascii: "\\"))
    case 0x0A: return .short(UInt8(ascii: "n"))
    case 0x0D: return .short(UInt8(ascii: "r"))
    case 0x09: return .short(UInt8(ascii: "t"))
    case 0..<0x20, 0x7F: return .unicode(UInt16(byte))
    case 0xE2 where i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
      return .unicode(utf8[i + 2] == 0xA8 ? 0x2028 : 0x2029)
    default: return nil
    }
  }
}

/// How one character is escaped in a JSON string: `\n`-style, or `\uXXXX`.
private enum JSONEscape {
  case short(UInt8)
  case unicode(UInt16)

  var bytes: [UInt8] {
    switch self {
    case .short(let letter):
      return [UInt8(ascii: "\\"), letter]
    case .unicode(let value):
      let digits = Array("0123456789abcdef".utf8)
      var out: [UInt8] = [UInt8(ascii: "\\"), UInt8(ascii: "u")]
      for shift in stride(from: 12, through: 0, by: -4) { out.append(digits[Int((value >> UInt16(shift)) & 0xF)]) }
      return out
    }
  }
}
