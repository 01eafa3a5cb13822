import Omnibox

/// `omnibox display`: the form of each URL a person should see (IDN spoof checks, safe decoding).
struct DisplayCommand: Command {
  static let name = "display"
  static let summary = "show URLs the way a person should see them (IDN hosts only when safe)"
  static let help = """
    usage: omnibox display [--address-bar] [--top-domains FILE] [--json] [URL ...]
    Prints the display form of each URL: each host label in Unicode only when it passes the
    IDN spoof checks (else punycode), the whole host in punycode when it imitates a top domain,
    credentials left out, path, query and fragment percent-decoded where that is safe. A bare
    host (no scheme) is shown as a host.

    options:
      --address-bar        leave out http(s)://, a leading www. and a lone trailing /
      --top-domains FILE   compare hosts with the domains in FILE instead of the built-in list
                           (Chromium's format: one domain per line, # comments, the lines
                           before ###END_TOP_BUCKET### are the top bucket)
      --json               one JSON object per input:
                             {"input","display","host_unicode","reason","lookalike_of"}
                           (lookalike_of only when the host imitates a top domain)

    examples:
      omnibox display https://xn--bcher-kva.example/caf%C3%A9   # https://bücher.example/café
      omnibox display https://xn--80ak6aa92e.com/               # https://xn--80ak6aa92e.com/
      omnibox display --address-bar https://www.example.com/    # example.com
      omnibox display --json xn--80ak6aa92e.com
        # {"input":"xn--80ak6aa92e.com","display":"xn--80ak6aa92e.com","host_unicode":false,"reason":"lookalike","lookalike_of":"apple.com"}
    """
  static let options: [OptionSpec] = [.flag("--address-bar"), .value("--top-domains")]

  let formatter: DisplayFormatter

  init(options: ParsedOptions) throws(UsageError) {
    var topDomains = TopDomainList.embedded
    if let path = options.value("--top-domains") {
      do throws(TopDomainListError) {
        topDomains = try TopDomainList(contentsOfFile: path)
      } catch {
        throw UsageError("--top-domains: \(error.description)")
      }
    }
    formatter = DisplayFormatter(options: options.has("--address-bar") ? .addressBar : .full, topDomains: topDomains)
  }

  func answer(_ input: String, to out: inout AnswerWriter) {
    let text: String
    let hostUnicode: Bool
    let reason: DisplayReason
    do throws(URLParseError) {
      let result = formatter.display(try URLRecord(input))
      (text, hostUnicode, reason) = (result.text, result.isHostUnicode, result.reason)
    } catch {
      guard Self.looksLikeHost(input) else { return refuse(input, .invalidURL(error), to: &out) }
      let host = formatter.displayHost(input)
      (text, hostUnicode, reason) = (host.host, host.isUnicode, host.reason)
    }
    guard out.isJSON else { return out.write(text) }
    out.writeJSON { json in
      json["input"] = input
      json["display"] = text
      json["host_unicode"] = hostUnicode
      json["reason"] = reason.description
      if let domain = reason.lookalikeOf { json["lookalike_of"] = domain }
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
