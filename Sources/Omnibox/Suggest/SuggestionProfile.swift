/// How the dropdown ranks and fills, after one browser or our own choices. The presets are
/// ``omnibox`` (the default), ``chromium`` and ``firefox``; ``table`` lists every setting with
/// each preset's value and its source, and `omnibox profiles` prints it.
public struct SuggestionProfile: Sendable, Hashable, CustomStringConvertible {
  /// How the list is ordered.
  public enum Ranking: String, Sendable, Hashable {
    /// By relevance; the first row allowed to be default moves to the top (Chromium's
    /// `AutocompleteResult::SortAndCull`).
    case relevance
    /// Firefox's muxer: the heuristic row first, then search suggestions, then history and
    /// bookmarks, each group by its own score.
    case groups
  }

  /// How the inline completion is chosen.
  public enum Autofill: String, Sendable, Hashable {
    /// The best history-URL match after a URL prefix (Chromium's HistoryURL provider).
    case urlPrefix = "url-prefix"
    /// Firefox: a host whose origin frecency reaches the threshold, then a URL up to the next
    /// `/` once a `/` is typed.
    case originsThenURLs = "origins-then-urls"
  }

  /// The preset's name.
  public let name: String
  /// Rows in the list.
  public var maximumRows: Int
  /// URL rows (everything but searches) in the list.
  public var maximumURLRows: Int
  /// Rows one provider may contribute (Chromium's `provider_max_matches`).
  public var maximumPerProvider: Int
  /// Ordering.
  public var ranking: Ranking
  /// Inline completion.
  public var autofill: Autofill
  /// Relevance of the typed text read as a URL (HistoryURL's what-you-typed).
  public var urlWhatYouTypedRelevance: Int
  /// Relevance of the typed text as a search (SearchProvider's verbatim).
  public var searchWhatYouTypedRelevance: Int
  /// Relevance of the search for text that reads as a URL.
  public var searchForURLRelevance: Int
  /// Relevance of the inline-completed history row.
  public var inlineHistoryRelevance: Int
  /// Relevance of an unvisited intranet host the person typed before.
  public var unvisitedIntranetRelevance: Int
  /// Base relevance of other history-URL rows (each next row one less).
  public var historyBaseRelevance: Int
  /// Relevance of a keyword search (`w swift`).
  public var keywordRelevance: Int
  /// Relevance of a keyword typed alone (`w`).
  public var keywordAloneRelevance: Int
  /// Relevance of the first engine suggestion (each next one less).
  public var searchSuggestionRelevance: Int
  /// Relevance of a past search made just now (decays with age).
  public var pastSearchRelevance: Int
  /// Relevance range of bookmark rows.
  public var bookmarkRelevance: ClosedRange<Int>
  /// Relevance of an open-tab row.
  public var openTabRelevance: Int
  /// Whether the other reading of the input (a URL for a search, a search for a URL) is a row.
  public var showsAlternateReading: Bool
  /// History-quick candidates scored per keystroke (Chromium: 500).
  public var maximumCandidatesScored: Int
  /// How history-quick scores (Chromium's constants).
  package var historyScoring = HistoryScoringParameters()

  /// Our choices: Chromium's scores and rules, 8 rows of which at most 6 URLs (two rows stay
  /// for searches), 4 per provider, and the other reading as a row.
  public static let omnibox = SuggestionProfile(
    name: "omnibox", maximumRows: 8, maximumURLRows: 6, maximumPerProvider: 4, ranking: .relevance,
    autofill: .urlPrefix, showsAlternateReading: true)

  /// Chromium's omnibox: 8 rows, 3 per provider, scores from components/omnibox/browser.
  public static let chromium = SuggestionProfile(
    name: "chromium", maximumRows: 8, maximumURLRows: 8, maximumPerProvider: 3, ranking: .relevance,
    autofill: .urlPrefix, showsAlternateReading: false)

  /// Firefox's address bar: 10 rows, heuristic first, then suggestions, then history; origin and
  /// URL autofill by frecency.
  public static let firefox = SuggestionProfile(
    name: "firefox", maximumRows: 10, maximumURLRows: 10, maximumPerProvider: 10, ranking: .groups,
    autofill: .originsThenURLs, showsAlternateReading: false)

  /// The presets.
  public static let presets: [SuggestionProfile] = [.omnibox, .chromium, .firefox]

  /// The preset named `name`, or `nil`.
  public static func named(_ name: String) -> SuggestionProfile? { presets.first { $0.name == name } }

  public var description: String { name }

  init(
    name: String, maximumRows: Int, maximumURLRows: Int, maximumPerProvider: Int, ranking: Ranking,
    autofill: Autofill, showsAlternateReading: Bool
  ) {
    self.name = name
    self.maximumRows = maximumRows
    self.maximumURLRows = maximumURLRows
    self.maximumPerProvider = maximumPerProvider
    self.ranking = ranking
    self.autofill = autofill
    urlWhatYouTypedRelevance = 1203
    searchWhatYouTypedRelevance = 1300
    searchForURLRelevance = 850
    inlineHistoryRelevance = 1413
    unvisitedIntranetRelevance = 1403
    historyBaseRelevance = 900
    keywordRelevance = 1500
    keywordAloneRelevance = 1450
    searchSuggestionRelevance = 600
    pastSearchRelevance = 1050
    bookmarkRelevance = 900...1199
    openTabRelevance = 1150
    self.showsAlternateReading = showsAlternateReading
    maximumCandidatesScored = 500
  }
}

extension SuggestionProfile {
  /// One setting: its name, each preset's value, and where it comes from.
  public struct Row: Sendable {
    /// Kebab-case name.
    public let name: String
    /// What the setting decides.
    public let summary: String
    /// Where each value comes from.
    public let source: String
    /// Reads the setting from a profile.
    let read: @Sendable (SuggestionProfile) -> String

    /// The setting's value in `profile`, as text.
    public func value(in profile: SuggestionProfile) -> String { read(profile) }
  }

  /// Every setting, with the presets' values read from the presets themselves. Scores order the
  /// whole list under ``Ranking/relevance`` and only rows within a group under ``Ranking/groups``
  /// (Firefox), which is why the firefox preset keeps Chromium's numbers.
  public static let table: [Row] = [
    Row(
      name: "max-rows", summary: "rows in the list",
      source: "Chromium AutocompleteResult::GetMaxMatches (8 on desktop); Firefox browser.urlbar.maxRichResults (10)",
      read: { "\($0.maximumRows)" }),
    Row(
      name: "max-url-rows", summary: "URL rows (not searches) in the list",
      source: "Chromium kOmniboxMaxURLMatches (off by default: no cap); ours keeps two rows for searches",
      read: { "\($0.maximumURLRows)" }),
    Row(
      name: "max-per-provider",
      summary: "rows one provider contributes (history-url: one more, its what-you-typed row)",
      source:
        "Chromium AutocompleteProvider::provider_max_matches (3; HistoryURL adds what you typed); Firefox groups by type",
      read: { "\($0.maximumPerProvider)" }),
    Row(
      name: "ranking", summary: "how rows are ordered",
      source:
        "Chromium AutocompleteResult::SortAndCull; Firefox UrlbarMuxerUnifiedComplete (heuristic, suggestions, general)",
      read: { $0.ranking.rawValue }),
    Row(
      name: "autofill", summary: "what inline completion completes",
      source:
        "Chromium HistoryURLProvider (url_prefix.cc); Firefox UrlbarProviderAutofill (origins, then URLs after a /)",
      read: { $0.autofill.rawValue }),
    Row(
      name: "url-what-you-typed", summary: "relevance of the input read as a URL",
      source: "Chromium HistoryURLProvider::kScoreForWhatYouTypedResult", read: { "\($0.urlWhatYouTypedRelevance)" }),
    Row(
      name: "search-what-you-typed", summary: "relevance of the input as a search",
      source: "Chromium SearchProvider verbatim relevance for UNKNOWN and QUERY input",
      read: { "\($0.searchWhatYouTypedRelevance)" }),
    Row(
      name: "search-for-url", summary: "relevance of a search for input that reads as a URL",
      source: "Chromium SearchProvider verbatim relevance for URL input", read: { "\($0.searchForURLRelevance)" }),
    Row(
      name: "inline-history", summary: "relevance of the inline-completed history row",
      source: "Chromium HistoryURLProvider::kScoreForBestInlineableResult", read: { "\($0.inlineHistoryRelevance)" }),
    Row(
      name: "unvisited-intranet", summary: "relevance of a typed intranet host not visited at this URL",
      source: "Chromium HistoryURLProvider::kScoreForUnvisitedIntranetResult",
      read: { "\($0.unvisitedIntranetRelevance)" }),
    Row(
      name: "history-base", summary: "relevance of other history-URL rows (one less each)",
      source: "Chromium HistoryURLProvider::kBaseScoreForNonInlineableResult",
      read: { "\($0.historyBaseRelevance)" }),
    Row(
      name: "history-quick-max", summary: "the most a history-quick row scores",
      source: "Chromium ScoredHistoryMatch buckets 0.0:550,1:625,9.0:1300,90.0:1399",
      read: { "\(Int($0.historyScoring.relevanceBuckets.last?.relevance ?? 0))" }),
    Row(
      name: "candidates-scored", summary: "history-quick candidates scored per keystroke",
      source: "Chromium URLIndexPrivateData kMaxMatchesToScore (500), best typed/visit/recent first",
      read: { "\($0.maximumCandidatesScored)" }),
    Row(
      name: "keyword", summary: "relevance of a keyword search (b swift, !w swift)",
      source: "Chromium KeywordProvider::CalculateRelevance (complete keyword with terms)",
      read: { "\($0.keywordRelevance)" }),
    Row(
      name: "keyword-alone", summary: "relevance of a keyword typed alone (b)",
      source: "Chromium KeywordProvider::CalculateRelevance (keyword without terms)",
      read: { "\($0.keywordAloneRelevance)" }),
    Row(
      name: "search-suggestion", summary: "relevance of the first engine suggestion (one less each)",
      source: "Chromium SearchSuggestionParser default relevance without server scores",
      read: { "\($0.searchSuggestionRelevance)" }),
    Row(
      name: "past-search", summary: "relevance of a past search made now (decays 6.5·seconds^0.3)",
      source: "Chromium SearchProvider::CalculateRelevanceForHistory (non-aggressive)",
      read: { "\($0.pastSearchRelevance)" }),
    Row(
      name: "bookmark", summary: "relevance range of bookmark rows",
      source: "Chromium BookmarkProvider (900 to 1199 by match coverage)",
      read: { "\($0.bookmarkRelevance.lowerBound)-\($0.bookmarkRelevance.upperBound)" }),
    Row(
      name: "open-tab", summary: "relevance of a switch-to-tab row",
      source: "ours: below what-you-typed, above plain history (Firefox lists open tabs with history)",
      read: { "\($0.openTabRelevance)" }),
    Row(
      name: "alternate-reading", summary: "the other reading of the input is a row",
      source:
        "ours: a search for a URL-looking input, the URL for a searched one; Chromium shows it only for URL input",
      read: { $0.showsAlternateReading ? "on" : "off" }),
  ]
}
