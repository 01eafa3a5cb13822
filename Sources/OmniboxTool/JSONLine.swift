/// Builds one JSON object, keys in the order they are added, rendered as a single line (JSON
/// Lines). Members are only collected as they are set; the text is written when asked for, so a
/// command that answers in text mode pays almost nothing for its JSON form.
///
///     var j = JSONLine(); j["input"] = "a\"b"; j["ok"] = true
///     j.text  // {"input":"a\"b","ok":true}
struct JSONLine {
  private enum Value {
    case string(String)
    case bool(Bool)
    case strings([String])
    case null
  }

  private var members: [(String, Value)] = []

  /// Adds a string member; `nil` omits the key.
  subscript(name: String) -> String? {
    get { nil }
    set { if let newValue { members.append((name, .string(newValue))) } }
  }

  /// Adds a boolean member.
  subscript(name: String) -> Bool {
    get { false }
    set { members.append((name, .bool(newValue))) }
  }

  /// Adds a string array member; `nil` omits the key.
  subscript(name: String) -> [String]? {
    get { nil }
    set { if let newValue { members.append((name, .strings(newValue))) } }
  }

  /// Adds an explicit `null` member.
  mutating func setNull(_ name: String) {
    members.append((name, .null))
  }

  /// The finished object.
  var text: String {
    var out = "{"
    for (index, (name, value)) in members.enumerated() {
      if index > 0 { out += "," }
      Self.appendString(name, to: &out)
      out += ":"
      switch value {
      case .string(let s): Self.appendString(s, to: &out)
      case .bool(let b): out += b ? "true" : "false"
      case .null: out += "null"
      case .strings(let list):
        out += "["
        for (i, s) in list.enumerated() {
          if i > 0 { out += "," }
          Self.appendString(s, to: &out)
        }
        out += "]"
      }
    }
    return out + "}"
  }

  /// Appends `s` as a JSON string literal. Control characters, quotes, backslashes and the
  /// JavaScript line separators U+2028/U+2029 are escaped; everything else is raw UTF-8.
  static func appendString(_ s: String, to out: inout String) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(s.utf8.count + 2)
    bytes.append(UInt8(ascii: "\""))
    let utf8 = Array(s.utf8)
    var i = 0
    while i < utf8.count {
      let byte = utf8[i]
      switch byte {
      case UInt8(ascii: "\""): bytes += [0x5C, 0x22]
      case UInt8(ascii: "\\"): bytes += [0x5C, 0x5C]
      case 0x0A: bytes += [0x5C, UInt8(ascii: "n")]
      case 0x0D: bytes += [0x5C, UInt8(ascii: "r")]
      case 0x09: bytes += [0x5C, UInt8(ascii: "t")]
      case 0..<0x20, 0x7F: appendHexEscape(UInt32(byte), to: &bytes)
      case 0xE2 where i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
        appendHexEscape(utf8[i + 2] == 0xA8 ? 0x2028 : 0x2029, to: &bytes)
        i += 2
      default: bytes.append(byte)
      }
      i += 1
    }
    bytes.append(UInt8(ascii: "\""))
    out += String(decoding: bytes, as: UTF8.self)
  }

  private static func appendHexEscape(_ v: UInt32, to bytes: inout [UInt8]) {
    let digits = Array("0123456789abcdef".utf8)
    bytes += [0x5C, UInt8(ascii: "u")]
    for shift in stride(from: 12, through: 0, by: -4) { bytes.append(digits[Int((v >> UInt32(shift)) & 0xF)]) }
  }
}
