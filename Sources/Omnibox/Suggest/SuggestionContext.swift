/// Everything the providers read for one input, computed once: the trimmed text, its terms, the
/// omnibox's reading of it, and the history, tabs and response handed in.
struct SuggestionContext {
  let input: SuggestionInput
  let now: HistoryTime
  let configuration: Suggester.Configuration
  let history: HistoryIndex
  let openTabs: [OpenTab]
  let response: SearchSuggestions?
  /// The input without white space at its ends.
  let text: String
  /// The input's terms, lowercased.
  let terms: TypedTerms
  /// How `Omnibox.resolve` reads the input.
  let resolution: Resolution

  init(
    input: SuggestionInput, now: HistoryTime, configuration: Suggester.Configuration, history: HistoryIndex,
    openTabs: [OpenTab], response: SearchSuggestions?
  ) {
    self.input = input
    self.now = now
    self.configuration = configuration
    self.history = history
    self.openTabs = openTabs
    self.response = response
    text = SuggestionText.trimmed(input.text)
    terms = TypedTerms(input.text)
    resolution = configuration.omnibox.resolve(text)
  }

  var profile: SuggestionProfile { configuration.profile }
  var defaultEngine: any SearchEngine { configuration.omnibox.configuration.defaultEngine }

  /// Whether inline completion may be offered at all: the edit allows it and the input does not
  /// end in white space (Chromium's `PreventInlineAutocomplete`; a completion never starts with
  /// a space).
  var allowsInlineCompletion: Bool { input.allowsInlineCompletion && !terms.endsInWhitespace }

  /// Whether the omnibox reads the input as a URL (Chromium's input type URL).
  var readsAsURL: Bool { resolution.kind == .url }

  /// The rows one provider makes (at most ``SuggestionProfile/maximumPerProvider``).
  func run(_ provider: SuggestionProvider) -> [Suggestion] {
    guard !text.isEmpty else { return [] }
    let rows: [Suggestion]
    switch provider {
    case .whatYouTyped: rows = WhatYouTypedSource.suggestions(in: self)
    case .historyURL:
      rows =
        profile.autofill == .originsThenURLs
        ? FirefoxAutofillSource.suggestions(in: self) : HistoryURLSource.suggestions(in: self)
    case .historyQuick: rows = HistoryQuickSource.suggestions(in: self)
    case .bookmarks: rows = BookmarkSource.suggestions(in: self)
    case .searchSuggestions: rows = SearchSuggestionSource.suggestions(in: self)
    case .pastSearches: rows = PastSearchSource.suggestions(in: self)
    case .keywords: rows = KeywordSource.suggestions(in: self)
    case .openTabs: rows = OpenTabSource.suggestions(in: self)
    }
    return Array(rows.prefix(max(0, profile.maximumPerProvider + (provider == .historyURL ? 1 : 0))))
  }

  // MARK: - Building rows

  /// A row for a page: display text and matches, a cleaned title, the fill text, and the inline
  /// completion when `inlineAllowed` and the fill extends what was typed after a URL prefix (never
  /// into a look-alike host).
  func pageRow(
    _ url: URLRecord, title: String, provider: SuggestionProvider, kind: Suggestion.Kind, relevance: Int,
    inline inlineAllowed: Bool, keepsHTTP: Bool = false, deletable: Bool = true,
    defaultWithoutInline: Bool = false
  ) -> Suggestion {
    let (display, lookalike) = SuggestionText.display(url, with: configuration.displayFormatter)
    let typed = text.lowercased()
    let matchesInScheme = url.href.lowercased().hasPrefix(typed)
    let ascii = SuggestionText.fill(url, keepsHTTP: keepsHTTP || typed.hasPrefix("http://") || matchesInScheme)
    let shownHost = configuration.displayFormatter.displayHost(url.hostname).host
    let fill = SuggestionText.replacingHost(in: ascii, of: url, with: shownHost)
    var inline: String? = nil
    if inlineAllowed && !lookalike, let tail = inlineTail(of: ascii, shown: fill, url: url, shownHost: shownHost) {
      inline = tail
    }
    let cleanTitle = SuggestionText.clean(title)
    return Suggestion(
      provider: provider, kind: kind, destination: url, fill: fill, inlineCompletion: inline, display: display,
      displayMatches: SuggestionText.matchRanges(of: terms.terms, in: display), title: cleanTitle,
      titleMatches: SuggestionText.matchRanges(of: terms.terms, in: cleanTitle), relevance: relevance,
      isAllowedAsDefault: !lookalike && (inline != nil || defaultWithoutInline), isDeletable: deletable,
      isLookalike: lookalike)
  }

  /// The part of the fill after what was typed, when the ASCII fill starts (ignoring case) with a
  /// URL prefix and the typed text; `nil` otherwise, and `nil` when the typed text ends inside a
  /// host label shown in Unicode (the field would show characters the person did not type). The
  /// tail is taken from the fill as shown. May be empty (the row is what was typed).
  func inlineTail(of ascii: String, shown: String, url: URLRecord, shownHost: String) -> String? {
    guard allowsInlineCompletion else { return nil }
    let typed = Array(text.lowercased().utf8)
    let bytes = Array(ascii.utf8)
    let lower = Array(ascii.lowercased().utf8)
    guard lower.count == bytes.count,
      let offset = URLPrefix.inlineCompletionOffset(input: typed, allowingWWW: true, in: lower),
      offset <= bytes.count
    else { return nil }
    guard let mapped = SuggestionText.mapOffset(offset, in: ascii, to: shown, host: url.hostname, shownHost: shownHost)
    else { return nil }
    let shownBytes = Array(shown.utf8)
    guard mapped <= shownBytes.count else { return nil }
    return String(decoding: shownBytes[mapped...], as: UTF8.self)
  }

  /// A search row on `engine` for `terms`, or `nil` when the engine makes no URL that parses.
  func searchRow(
    _ terms: String, engine: (any SearchEngine)? = nil, provider: SuggestionProvider, kind: Suggestion.Kind,
    relevance: Int, isDefault: Bool, deletable: Bool = false
  ) -> Suggestion? {
    let engine = engine ?? defaultEngine
    let shown = SuggestionText.clean(terms)
    guard let url = try? URLRecord(engine.searchURL(for: terms)) else { return nil }
    return Suggestion(
      provider: provider, kind: kind, destination: url, fill: shown, display: shown,
      displayMatches: SuggestionText.matchRanges(of: self.terms.terms, in: shown), title: engine.name,
      relevance: relevance, isAllowedAsDefault: isDefault, isDeletable: deletable, searchTerms: terms,
      engine: engine.name)
  }
}
