/// Builds one JSON object, keys in the order they are added, as a single line (JSON Lines).
///
///     var j = JSONLine(); j["input"] = "a\"b"; j["ok"] = true
///     j.text  // {"input":"a\"b","ok":true}
struct JSONLine {
  private var body = "{"

  /// The finished object.
  var text: String { body + "}" }

  private mutating func key(_ name: String) {
    if body.utf8.count > 1 { body += "," }
    Self.appendString(name, to: &body)
    body += ":"
  }

  /// Adds a string member; `nil` omits the key.
  subscript(name: String) -> String? {
    get { nil }
    set { if let newValue { key(name); Self.appendString(newValue, to: &body) } }
  }

  /// Adds a boolean member.
  subscript(name: String) -> Bool {
    get { false }
    set { key(name); body += newValue ? "true" : "false" }
  }

  /// Adds a string array member; `nil` omits the key.
  subscript(name: String) -> [String]? {
    get { nil }
    set {
      guard let newValue else { return }
      key(name)
      body += "["
      for (i, s) in newValue.enumerated() {
        if i > 0 { body += "," }
        Self.appendString(s, to: &body)
      }
      body += "]"
    }
  }

  /// Adds an explicit `null` member.
  mutating func setNull(_ name: String) {
    key(name)
    body += "null"
  }

  /// Appends `s` as a JSON string literal. Control characters, quotes, backslashes and the
  /// JavaScript line separators U+2028/U+2029 are escaped; everything else is raw UTF-8.
  static func appendString(_ s: String, to out: inout String) {
    out += "\""
    var plainStart = s.unicodeScalars.startIndex
    var i = plainStart
    let scalars = s.unicodeScalars
    while i < scalars.endIndex {
      let v = scalars[i].value
      let escape: String?
      switch v {
      case 0x22: escape = "\\\""
      case 0x5C: escape = "\\\\"
      case 0x0A: escape = "\\n"
      case 0x0D: escape = "\\r"
      case 0x09: escape = "\\t"
      case 0..<0x20, 0x7F, 0x2028, 0x2029: escape = hexEscape(v)
      default: escape = nil
      }
      if let escape {
        out += String(scalars[plainStart..<i])
        out += escape
        plainStart = scalars.index(after: i)
      }
      i = scalars.index(after: i)
    }
    out += String(scalars[plainStart..<scalars.endIndex])
    out += "\""
  }

  private static func hexEscape(_ v: UInt32) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = Array("\\u".utf8)
    for shift in stride(from: 12, through: 0, by: -4) { bytes.append(digits[Int((v >> UInt32(shift)) & 0xF)]) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
