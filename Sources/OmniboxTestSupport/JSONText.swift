import Omnibox

/// Writes a ``JSONValue`` back as compact JSON text, members in document order, numbers as
/// written: the form `Fixtures/json/parser-cases.json`'s `canonical` strings use. Also cuts
/// seeds out of larger fixtures (one ClearURLs provider per file) for the fuzz targets.
///
///     JSONText.write(try JSONValue(parsing: #"{ "a" : [1.50, "\u00e9"] }"#))  // {"a":[1.50,"é"]}
public enum JSONText {
  public static func write(_ value: JSONValue) -> String {
    var out = ""
    write(value, into: &out)
    return out
  }

  private static func write(_ value: JSONValue, into out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += n.text
    case .string(let s): writeString(s, into: &out)
    case .array(let elements):
      out += "["
      for (i, e) in elements.enumerated() {
        if i > 0 { out += "," }
        write(e, into: &out)
      }
      out += "]"
    case .object(let object):
      out += "{"
      for (i, m) in object.members.enumerated() {
        if i > 0 { out += "," }
        writeString(m.key, into: &out)
        out += ":"
        write(m.value, into: &out)
      }
      out += "}"
    }
  }

  private static func writeString(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
