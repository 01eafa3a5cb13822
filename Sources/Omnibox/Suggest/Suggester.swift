/// The dropdown's brain: for what a person has typed, one ranked list of suggestions, the default
/// first, the same list every time for the same input, history and clock.
///
///     let typed = HistoryVisit(time: HistoryTime(secondsSince1970: 0), transition: .typed)
///     let swift = HistoryEntry(url: try URLRecord("https://swift.org/"), title: "Swift", visits: [typed])
///     let suggester = Suggester(history: HistoryIndex([swift]))
///     let list = suggester.suggestions(for: SuggestionInput("sw"), at: HistoryTime(secondsSince1970: 60))
///     list.defaultSuggestion?.destination.href  // "https://swift.org/"
///     list.inlineCompletion                     // "ift.org"
///
/// The library never fetches: ask ``searchSuggestionURL(for:)`` what to request, then hand the
/// response to ``merging(_:answering:into:at:)``, which drops it when it answers an older input and
/// never moves the default row.
public struct Suggester: Sendable {
  /// What the suggester runs and how it ranks.
  public struct Configuration: Sendable {
    /// Whose scores and rules to follow (default ``SuggestionProfile/omnibox``).
    public var profile: SuggestionProfile
    /// The resolver for what was typed (its default engine and keywords serve the search rows).
    public var omnibox: Omnibox
    /// The providers to run, in any order.
    public var providers: Set<SuggestionProvider>
    /// How URLs are shown (default: the address-bar look).
    public var displayFormatter: DisplayFormatter

    /// A configuration; by default every provider and the ``SuggestionProfile/omnibox`` profile.
    public init(
      profile: SuggestionProfile = .omnibox, omnibox: Omnibox = Omnibox(),
      providers: Set<SuggestionProvider> = Set(SuggestionProvider.allCases),
      displayFormatter: DisplayFormatter = DisplayFormatter(options: .addressBar)
    ) {
      self.profile = profile
      self.omnibox = omnibox
      self.providers = providers
      self.displayFormatter = displayFormatter
    }
  }

  /// What runs and how.
  public var configuration: Configuration
  /// The history and bookmarks searched.
  public var history: HistoryIndex
  /// Tabs the shell has open.
  public var openTabs: [OpenTab]

  /// A suggester over `history` and `openTabs`.
  public init(
    configuration: Configuration = Configuration(), history: HistoryIndex = HistoryIndex(), openTabs: [OpenTab] = []
  ) {
    self.configuration = configuration
    self.history = history
    self.openTabs = openTabs
  }

  /// The list for `input`, with recency measured from `now`.
  ///
  /// - Complexity: at most ``SuggestionProfile/maximumCandidatesScored`` pages are scored; the
  ///   word lookups are logarithmic in the index.
  public func suggestions(for input: SuggestionInput, at now: HistoryTime) -> SuggestionList {
    list(for: input, at: now, response: nil)
  }

  /// The URL to fetch the default engine's suggestions for `input` from, or `nil`: no suggestion
  /// endpoint, an empty input, or text that must not leave the machine: read as a URL it has
  /// credentials, a port, a query, a fragment, a path beyond `/` or another scheme than http(s),
  /// or it is a file path.
  public func searchSuggestionURL(for input: SuggestionInput) -> String? {
    guard configuration.providers.contains(.searchSuggestions) else { return nil }
    let text = SuggestionText.trimmed(input.text)
    guard !text.isEmpty, !SearchSuggestionSource.isPrivate(text, reading: configuration.omnibox.resolve(text))
    else { return nil }
    return configuration.omnibox.configuration.defaultEngine.suggestionURL(for: text)
  }

  /// `current` with an engine's `response` merged, when the response answers the input `current`
  /// is for; `current` unchanged when it answers an earlier keystroke (a stale response). The
  /// default row stays the default (Chromium's stable popup): a late response adds rows below it.
  public func merging(
    _ response: SearchSuggestions, answering answered: SuggestionInput, into current: SuggestionList,
    at now: HistoryTime
  ) -> SuggestionList {
    guard answered.text == current.input.text, response.isCurrent(for: SuggestionText.trimmed(answered.text)) else {
      return current
    }
    let merged = list(for: current.input, at: now, response: response)
    return SuggestionAssembly.keepingDefault(of: current, in: merged, profile: configuration.profile)
  }

  /// The list for `input` including a response's rows (for a shell that fetched before asking).
  public func suggestions(for input: SuggestionInput, at now: HistoryTime, response: SearchSuggestions)
    -> SuggestionList
  {
    guard response.isCurrent(for: SuggestionText.trimmed(input.text)) else { return suggestions(for: input, at: now) }
    return list(for: input, at: now, response: response)
  }

  private func list(for input: SuggestionInput, at now: HistoryTime, response: SearchSuggestions?) -> SuggestionList {
    let context = SuggestionContext(
      input: input, now: now, configuration: configuration, history: history, openTabs: openTabs, response: response)
    var rows: [Suggestion] = []
    for provider in SuggestionProvider.allCases where configuration.providers.contains(provider) {
      rows += context.run(provider)
    }
    return SuggestionAssembly.list(for: input, from: rows, context: context)
  }
}
