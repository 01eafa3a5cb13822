import Omnibox

/// `omnibox engines`: the built-in search engines, their keywords and templates.
struct EnginesCommand: Command {
  static let name = "engines"
  static let summary = "list the built-in search engines, keywords and bangs"
  static let help = """
    usage: omnibox engines [--json]
    Lists the built-in search engines: name, keywords (words starting with '!' are bangs, usable
    before or after the query), and the results URL template. Any name or keyword works with
    --engine.

    options:
      --json   one JSON object per engine: {"name","keywords","template","suggest"}

    examples:
      omnibox engines
        # Google               g google.com @google !g !google                       https://www.google.com/search?q={searchTerms}
        # Bing                 b bing.com @bing !b !bing                             https://www.bing.com/search?q={searchTerms}
        # …
    """
  static let options: [OptionSpec] = []
  static let takesInputs = false

  init(options: ParsedOptions) throws(UsageError) {}

  func listing(json: Bool) -> [String] {
    let engines = SearchEngines.builtIns
    if json {
      return engines.map { e in
        var j = JSONLine()
        j["name"] = e.name
        j["keywords"] = e.keywords
        j["template"] = e.urlTemplate
        if let suggest = e.suggestionTemplate { j["suggest"] = suggest } else { j.setNull("suggest") }
        return j.text
      }
    }
    let nameWidth = engines.map { $0.name.count }.max() ?? 0
    let keywordTexts = engines.map { $0.keywords.joined(separator: " ") }
    let keywordWidth = keywordTexts.map(\.count).max() ?? 0
    return zip(engines, keywordTexts).map { e, keywords in
      pad(e.name, nameWidth + 2) + pad(keywords, keywordWidth + 2) + e.urlTemplate
    }
  }

  private func pad(_ s: String, _ width: Int) -> String {
    s + String(repeating: " ", count: max(0, width - s.count))
  }
}
