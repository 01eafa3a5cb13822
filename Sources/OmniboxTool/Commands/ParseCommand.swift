import Omnibox

/// `omnibox parse`: placeholder until the WHATWG URL parser lands (issue 3); handles
/// `scheme://HOST/rest` well enough to exercise host parsing.
struct ParseCommand: Command {
  static let name = "parse"
  static let summary = "parse URLs per the WHATWG URL Standard and print them canonically"
  static let help = """
    usage: omnibox parse [--base URL] [--json] [URL ...]
    """
  static let options: [OptionSpec] = [.value("--base")]

  init(options: ParsedOptions) throws(UsageError) {}

  func answer(_ input: String) -> Answer {
    var json = JSONLine()
    json["input"] = input
    guard let sep = input.firstRange(of: "://") else {
      json["failure"] = true
      json["reason"] = "unsupported"
      return Answer(text: nil, json: json, refusal: "unsupported")
    }
    let rest = input[sep.upperBound...]
    let hostEnd = rest.firstIndex(where: { $0 == "/" }) ?? rest.endIndex
    do throws(IDNAError) {
      let host = try IDNA.domainToASCII(String(rest[..<hostEnd]))
      let href = input[..<sep.upperBound] + host + rest[hostEnd...]
      json["href"] = String(href)
      json["host"] = host
      json["hostname"] = host
      return Answer(text: String(href), json: json, refusal: nil)
    } catch {
      json["failure"] = true
      json["reason"] = error.description
      return Answer(text: nil, json: json, refusal: error.description)
    }
  }
}
