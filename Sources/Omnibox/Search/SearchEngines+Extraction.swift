extension SearchEngines {
  /// The first of `engines` whose results page `url` is, with what extraction found there.
  ///
  ///     let url = try URLRecord("https://www.google.co.uk/search?q=caff%C3%A8+%2B&hl=en")
  ///     SearchEngines.searchTermsMatch(in: url).engine?.name  // "Google"
  ///     SearchEngines.searchTermsMatch(in: url).match         // .terms("caffè +")
  ///
  /// Engines are tried in order; the first one that recognises the page decides, even when its
  /// terms are empty or ambiguous (then the match says so). `engine` is `nil` when no engine
  /// recognises the page.
  public static func searchTermsMatch(
    in url: URLRecord, among engines: [any SearchEngine] = builtIns
  ) -> (engine: (any SearchEngine)?, match: SearchTermsMatch) {
    for engine in engines {
      let m = engine.searchTermsMatch(in: url)
      if m != .notAResultsPage { return (engine, m) }
    }
    return (nil, .notAResultsPage)
  }

  /// The engine and decoded terms when `url` is a results page of one of `engines` with
  /// non-empty, unambiguous terms; `nil` otherwise.
  ///
  ///     SearchEngines.searchTerms(in: try URLRecord("https://duckduckgo.com/?q=a+b&ia=web"))
  ///     // (DuckDuckGo, "a b")
  public static func searchTerms(
    in url: URLRecord, among engines: [any SearchEngine] = builtIns
  ) -> (engine: any SearchEngine, terms: String)? {
    let (engine, match) = searchTermsMatch(in: url, among: engines)
    guard let engine, let terms = match.terms else { return nil }
    return (engine, terms)
  }
}
