import Omnibox

/// `omnibox search`: the search URL for each query, exactly as given.
struct SearchCommand: Command {
  static let name = "search"
  static let summary = "print the search URL for each query (no trimming, no URL detection)"
  static let help = """
    usage: omnibox search [--engine NAME|TEMPLATE] [--json] [QUERY ...]
    Prints the results URL for each query exactly as given: no trimming, no keyword or URL
    detection (use 'omnibox resolve' for address-bar input). Queries are UTF-8 form-encoded
    (space '+', every byte but A-Z a-z 0-9 * - . _ as %XX); in a template's path or fragment
    a space is %20.

    options:
    \(EngineOption.help)
      --json                  one JSON object per query: {"input","engine","url"}

    examples:
      omnibox search "swift & c++"
        # https://www.google.com/search?q=swift+%26+c%2B%2B
      omnibox search --engine ddg "caffè"
        # https://duckduckgo.com/?q=caff%C3%A8
      omnibox search --engine 'https://en.wiktionary.org/wiki/%s' "a b"
        # https://en.wiktionary.org/wiki/a%20b
    """
  static let options: [OptionSpec] = [EngineOption.spec]

  let engine: any SearchEngine

  init(options: ParsedOptions) throws(UsageError) {
    engine = try EngineOption.engine(from: options)
  }

  func answer(_ input: String, to out: inout AnswerWriter) {
    let url = engine.searchURL(for: input)
    guard out.isJSON else { return out.write(url) }
    out.writeJSON { json in
      json["input"] = input
      json["engine"] = engine.name
      json["url"] = url
    }
  }
}
