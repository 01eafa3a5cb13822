import Omnibox

/// `omnibox resolve`: placeholder until the resolver lands (issue 4); answers every input with a
/// Google search URL.
struct ResolveCommand: Command {
  static let name = "resolve"
  static let summary = "print the URL to load for typed text (URL or search)"
  static let help = """
    usage: omnibox resolve [--json] [INPUT ...]
    Prints the URL to load for each input.

    example:
      omnibox resolve "swift webview"   # https://www.google.com/search?q=swift+webview
    """
  static let options: [OptionSpec] = []

  init(options: ParsedOptions) throws(UsageError) {}

  func answer(_ input: String) -> Answer {
    var encoded = ""
    for byte in input.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: " "): encoded += "+"
      default:
        let hex = Array("0123456789ABCDEF".utf8)
        encoded += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
      }
    }
    let url = "https://www.google.com/search?q=" + encoded
    var json = JSONLine()
    json["input"] = input
    json["kind"] = "search"
    json["url"] = url
    return Answer(text: url, json: json, refusal: nil)
  }
}
