import Omnibox

/// Search URL building, keyword matching, suggestion parsing (and, when available, extraction).
let searchBenchmarks = BenchmarkSuite(name: "search") { harness in
  let words = ["swift", "webview", "caffè", "c++", "a & b", "日本語", "😀", "100%", "why?", "#tag"]
  let queries = (0..<1000).map { i in
    (0...(i % 5)).map { words[($0 * 7 + i) % words.count] }.joined(separator: " ")
  }
  let ascii = (0..<1000).map { "swift webview tutorial \($0)" }
  let google = GoogleSearch()
  let ddg = DuckDuckGoSearch(options: .init(region: "us-en", safeSearch: .strict))
  let template =
    (try? TemplateSearchEngine(template: "https://search.example/find?q={searchTerms}&n={count?}&l={language}"))
  let pathTemplate = (try? TemplateSearchEngine(template: "https://wiki.example/wiki/{searchTerms}"))

  harness.measure("build Google, ASCII query", ascii) { google.searchURL(for: $0) }
  harness.measure("build Google, mixed query", queries) { google.searchURL(for: $0) }
  harness.measure("build DuckDuckGo + options, mixed", queries) { ddg.searchURL(for: $0) }
  if let template {
    harness.measure("build OpenSearch template (query), mixed", queries) { template.searchURL(for: $0) }
  }
  if let pathTemplate { harness.measure("build template (path), mixed", queries) { pathTemplate.searchURL(for: $0) } }

  let pages = queries.enumerated().map { i, q in
    switch i % 3 {
    case 0: return google.searchURL(for: q) + "&client=firefox-b-d&sourceid=chrome&ie=UTF-8"
    case 1: return BingSearch().searchURL(for: q) + "&form=QBLH&sp=-1"
    default: return DuckDuckGoSearch().searchURL(for: q) + "&t=h_&ia=web"
    }
  }
  let googlePages = queries.map { google.searchURL(for: $0) + "&client=firefox-b-d&sourceid=chrome&ie=UTF-8" }
  let googleRecords = googlePages.compactMap { try? URLRecord($0) }
  let pageRecords = pages.compactMap { try? URLRecord($0) }
  harness.measure("extract Google terms (parsed URL)", googleRecords) { google.searchTerms(in: $0) }
  harness.measure("extract among all built-ins (parsed URL)", pageRecords) { SearchEngines.searchTerms(in: $0)?.terms }
  harness.measure("parse URL + extract Google terms", googlePages) {
    (try? URLRecord($0)).flatMap { google.searchTerms(in: $0) }
  }
  if let template {
    let templateRecords = queries.compactMap { try? URLRecord(template.searchURL(for: $0)) }
    harness.measure("extract template terms (parsed URL)", templateRecords) { template.searchTerms(in: $0) }
  }

  let shortcutInputs = queries.enumerated().map { i, q in
    switch i % 4 {
    case 0: return "g " + q
    case 1: return "!w " + q
    case 2: return q + " !yt"
    default: return q
    }
  }
  let shortcuts = KeywordShortcuts.standard
  harness.measure("keyword/bang match", shortcutInputs) { shortcuts.match($0)?.terms }

  let bodies = queries.map { q in
    #"[""# + q + #"",[""# + q + #" 1",""# + q + #" 2",""# + q
      + #" three"],[],{"google:suggestsubtypes":[[512],[512],[512]]}]"#
  }
  harness.measure("suggestions parse (OpenSearch JSON)", bodies) { try? SearchSuggestions(parsing: $0) }
}
