/// What you typed: the input as `Omnibox.resolve` reads it, a URL or a search, and, when the
/// profile shows it, the other reading as a second row (the URL a search could have been, but
/// not for a bare word; the search for text that reads as a URL). Keyword searches (`w swift`) are the keyword provider's;
/// here they are a search for the whole text on the default engine.
enum WhatYouTypedSource {
  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    let r = context.resolution
    let profile = context.profile
    var rows: [Suggestion] = []
    switch r.kind {
    case .url:
      guard let url = r.destination else { return [] }
      rows.append(urlRow(url, in: context, relevance: profile.urlWhatYouTypedRelevance, isDefault: true))
      if profile.showsAlternateReading,
        let search = searchForText(in: context, relevance: profile.searchForURLRelevance)
      {
        rows.append(search)
      }
    case .search:
      let isDefaultEngine = r.engine == context.defaultEngine.name
      let terms = isDefaultEngine ? (r.query ?? context.text) : context.text
      if let search = context.searchRow(
        terms, provider: .whatYouTyped, kind: .searchWhatYouTyped, relevance: profile.searchWhatYouTypedRelevance,
        isDefault: true)
      {
        rows.append(search)
      }
      // A bare word's URL (`http://word/`) is noise in the list; a dotted name, a port or a path is not.
      if profile.showsAlternateReading, r.reason != .singleWord || context.text.contains("/"),
        let url = r.alternateDestination, HistoryIndex.isSuggestible(url)
      {
        rows.append(urlRow(url, in: context, relevance: profile.searchForURLRelevance, isDefault: false))
      }
    case .refused:
      break
    }
    return rows
  }

  /// The URL row: filled with the URL as typed would read, never inline-completed.
  static func urlRow(_ url: URLRecord, in context: SuggestionContext, relevance: Int, isDefault: Bool) -> Suggestion {
    let (display, lookalike) = SuggestionText.display(url, with: context.configuration.displayFormatter)
    let fill = SuggestionText.fill(url, keepsHTTP: context.input.text.lowercased().hasPrefix("http://"))
    return Suggestion(
      provider: .whatYouTyped, kind: .urlWhatYouTyped, destination: url, fill: fill, inlineCompletion: nil,
      display: display, displayMatches: SuggestionText.matchRanges(of: context.terms.terms, in: display),
      relevance: relevance, isAllowedAsDefault: isDefault, isLookalike: lookalike)
  }

  private static func searchForText(in context: SuggestionContext, relevance: Int) -> Suggestion? {
    context.searchRow(
      context.text, provider: .whatYouTyped, kind: .searchWhatYouTyped, relevance: relevance, isDefault: true)
  }
}
