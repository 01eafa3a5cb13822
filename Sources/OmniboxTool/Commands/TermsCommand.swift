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
      --json   one JSON object per URL: {"input","engine","query"} or
               {"input","reason","explanation"}

    examples:
      omnibox terms 'https://www.google.com/search?q=caff%C3%A8+shop+%2B&client=firefox-b-d'
        # caffè shop +
      omnibox terms --json 'https://duckduckgo.com/?q=swift&ia=web'
        # {"input":"https://duckduckgo.com/?q=swift&ia=web","engine":"DuckDuckGo","query":"swift"}
    """
  static let options: [OptionSpec] = []

  init(options: ParsedOptions) throws(UsageError) {}

  func answer(_ input: String, to out: inout AnswerWriter) {
    guard let url = try? URLRecord(input) else { return refuse(input, Self.notAURL, to: &out) }
    let (engine, match) = SearchEngines.searchTermsMatch(in: url)
    guard let engine, let terms = match.terms else {
      let page = match.terms == nil ? match : SearchTermsMatch.notAResultsPage
      return refuse(
        input, Refusal(reason: page.reason ?? "not-a-results-page", explanation: page.explanation ?? ""), to: &out)
    }
    guard out.isJSON else { return out.write(terms) }
    out.writeJSON { json in
      json["input"] = input
      json["engine"] = engine.name
      json["query"] = terms
    }
  }

  /// The input is no URL at all.
  static let notAURL = Refusal(reason: "not-a-url", explanation: "not a URL (the URL parser rejects it)")
}
