import Omnibox

/// `omnibox display`: the form of each URL a person should see (IDN spoof checks, safe decoding).
struct DisplayCommand: Command {
  static let name = "display"
  static let summary = "show URLs the way a person should see them (IDN hosts only when safe)"
  static let help = """
    usage: omnibox display [--address-bar] [--json] [URL ...]
    Prints the display form of each URL: the host in Unicode only when every label passes the
    IDN spoof checks (else punycode), credentials left out, path, query and fragment
    percent-decoded where that is safe. A bare host (no scheme) is shown as a host.

    options:
      --address-bar   leave out http(s)://, a leading www. and a lone trailing /
      --json          one JSON object per input: {"input","display","host_unicode","reason"}

    examples:
      omnibox display https://xn--bcher-kva.example/caf%C3%A9   # https://bücher.example/café
      omnibox display https://xn--80ak6aa92e.com/               # https://xn--80ak6aa92e.com/
      omnibox display --address-bar https://www.example.com/    # example.com
      omnibox display --json xn--80ak6aa92e.com
        # {"input":"xn--80ak6aa92e.com","display":"xn--80ak6aa92e.com","host_unicode":false,"reason":"whole-script-confusable"}
    """
  static let options: [OptionSpec] = [.flag("--address-bar")]

  let formatter: DisplayFormatter

  init(options: ParsedOptions) throws(UsageError) {
    formatter = DisplayFormatter(options: options.has("--address-bar") ? .addressBar : .full)
  }

  func answer(_ input: String, to out: inout AnswerWriter) {
    let text: String
    let hostUnicode: Bool
    let reason: String
    do throws(URLParseError) {
      let result = formatter.display(try URLRecord(input))
      (text, hostUnicode, reason) = (result.text, result.isHostUnicode, result.reason.description)
    } catch {
      guard Self.looksLikeHost(input) else {
        guard out.isJSON else { return out.write(nil, refusal: "invalid-url: \(error)") }
        return out.writeJSON(refusal: "invalid-url: \(error)") { json in
          json["input"] = input
          json["reason"] = "invalid-url"
        }
      }
      let host = formatter.displayHost(input)
      (text, hostUnicode, reason) = (host.host, host.isUnicode, host.reason.description)
    }
    guard out.isJSON else { return out.write(text) }
    out.writeJSON { json in
      json["input"] = input
      json["display"] = text
      json["host_unicode"] = hostUnicode
      json["reason"] = reason
    }
  }

  /// A non-empty input with no URL delimiter or blank: read as a bare host.
  static func looksLikeHost(_ input: String) -> Bool {
    !input.isEmpty
      && !input.unicodeScalars.contains { c in
        c.value <= 0x20 || c == ":" || c == "/" || c == "\\" || c == "?" || c == "#" || c == "@"
      }
  }
}
