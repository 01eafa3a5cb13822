/// One row of the dropdown: where it goes, what it shows, how relevant it is.
///
/// Every display text has been through ``DisplayFormatter`` (a look-alike host is shown in
/// punycode and marked) and carries no control or bidi character; titles are bounded.
public struct Suggestion: Sendable, Hashable {
  /// What the row is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The typed text read as a URL.
    case urlWhatYouTyped = "url-what-you-typed"
    /// The typed text as a search.
    case searchWhatYouTyped = "search-what-you-typed"
    /// A history page matched by its URL.
    case historyURL = "history-url"
    /// A history page matched by its title.
    case historyTitle = "history-title"
    /// A bookmark.
    case bookmark
    /// A search an engine suggested.
    case searchSuggestion = "search-suggestion"
    /// A search made before.
    case pastSearch = "past-search"
    /// A keyword search (`w swift` on Wikipedia).
    case keyword
    /// An open tab to switch to.
    case openTab = "open-tab"

    /// Whether the row loads a search results page rather than a page.
    public var isSearch: Bool {
      switch self {
      case .searchWhatYouTyped, .searchSuggestion, .pastSearch, .keyword: true
      default: false
      }
    }
  }

  /// Which provider made the row.
  public var provider: SuggestionProvider
  /// What the row is.
  public var kind: Kind
  /// Where choosing the row goes.
  public var destination: URLRecord
  /// The text the field shows when the row is selected with the arrow keys.
  public var fill: String
  /// The text after what was typed that inline completion selects in the field, or `nil`. Only
  /// ever a case-insensitive extension of the typed text (see ``SuggestionInput``), and in a
  /// ``SuggestionList`` only ever on the default row.
  public var inlineCompletion: String?
  /// The row's URL or search text as shown (through ``DisplayFormatter``).
  public var display: String
  /// Ranges of `display` (UTF-16 offsets) that match what was typed, for bold.
  public var displayMatches: [Range<Int>]
  /// The page title (bounded, no control or bidi characters); for a search row, the engine's name.
  public var title: String
  /// Ranges of `title` (UTF-16 offsets) that match what was typed.
  public var titleMatches: [Range<Int>]
  /// The score rows are sorted by (higher first).
  public var relevance: Int
  /// Whether the row may be the default (the one Enter loads).
  public var isAllowedAsDefault: Bool
  /// Whether the person may delete the row (a history page or a past search).
  public var isDeletable: Bool
  /// The terms of a search row.
  public var searchTerms: String?
  /// The engine of a search row.
  public var engine: String?
  /// Whether the destination's host imitates a top domain (shown in punycode; never inline).
  public var isLookalike: Bool

  package init(
    provider: SuggestionProvider, kind: Kind, destination: URLRecord, fill: String, inlineCompletion: String? = nil,
    display: String, displayMatches: [Range<Int>] = [], title: String = "", titleMatches: [Range<Int>] = [],
    relevance: Int, isAllowedAsDefault: Bool, isDeletable: Bool = false, searchTerms: String? = nil,
    engine: String? = nil, isLookalike: Bool = false
  ) {
    self.provider = provider
    self.kind = kind
    self.destination = destination
    self.fill = fill
    self.inlineCompletion = inlineCompletion
    self.display = display
    self.displayMatches = displayMatches
    self.title = title
    self.titleMatches = titleMatches
    self.relevance = relevance
    self.isAllowedAsDefault = isAllowedAsDefault
    self.isDeletable = isDeletable
    self.searchTerms = searchTerms
    self.engine = engine
    self.isLookalike = isLookalike
  }
}
