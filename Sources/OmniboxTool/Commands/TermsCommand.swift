import Omnibox

/// `omnibox terms`: the search terms of results-page URLs (the reverse of `search`).
struct TermsCommand: Command {
  static let name = "terms"
  static let summary = "print the search terms of a search engine's results-page URL"
  static let help = """
    usage: omnibox terms [--json] [URL ...]
    Prints the query a results-page URL searched for, decoded ('+' is a space, %2B a plus), so
    an address bar can show the query instead of the URL. Recognises Google (its country
    domains too), Bing, DuckDuckGo and the built-in bang sites (see 'omnibox engines').
    A URL that is not a results page, or whose terms are empty or appear twice, is refused
    (exit status 1) with a reason: not-a-url, not-a-results-page, empty-terms, ambiguous-terms.

    options:
      --json   one JSON object per URL: {"input","engine","query"} or {"input","reason"}

    examples:
      omnibox terms 'https://www.google.com/search?q=caff%C3%A8+shop+%2B&client=firefox-b-d'
        caffè shop +
      omnibox terms --json 'https://duckduckgo.com/?q=swift&ia=web'
        {"input":"https://duckduckgo.com/?q=swift&ia=web","engine":"DuckDuckGo","query":"swift"}
    """
  static let options: [OptionSpec] = []

  init(options: ParsedOptions) throws(UsageError) {}

  func answer(_ input: String) -> Answer {
    var json = JSONLine()
    json["input"] = input
    guard let url = try? URLRecord(input) else { return refused("not-a-url", json) }
    let (engine, match) = SearchEngines.searchTermsMatch(in: url)
    guard let engine, let terms = match.terms else { return refused(match.reason ?? "not-a-results-page", json) }
    json["engine"] = engine.name
    json["query"] = terms
    return Answer(text: terms, json: json, refusal: nil)
  }

  private func refused(_ reason: String, _ json: JSONLine) -> Answer {
    var json = json
    json["reason"] = reason
    return Answer(text: nil, json: json, refusal: reason)
  }
}
