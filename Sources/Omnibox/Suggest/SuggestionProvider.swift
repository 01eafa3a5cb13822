/// The sources of suggestions, each one file under `Suggest/Providers/`. A configuration lists
/// the ones it runs; `omnibox suggest --providers` names them as here.
public enum SuggestionProvider: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The input itself: the URL it resolves to or the search for it, and the other reading.
  case whatYouTyped = "what-you-typed"
  /// History pages whose URL starts with the input after a URL prefix; the inline completion.
  case historyURL = "history-url"
  /// History pages where every typed term starts a word of the URL or title.
  case historyQuick = "history-quick"
  /// Bookmarks matching by title or URL words.
  case bookmarks
  /// An engine's suggestions for the input (from a response the caller fetched).
  case searchSuggestions = "search-suggestions"
  /// Searches made before whose terms start with the input.
  case pastSearches = "past-searches"
  /// A keyword or bang that selects an engine (`w swift`, `!w swift`).
  case keywords
  /// Tabs the shell has open ("switch to tab").
  case openTabs = "open-tabs"

  /// The provider's name (kebab-case).
  public var name: String { rawValue }
  public var description: String { rawValue }

  /// The provider named `name`, or `nil`.
  public static func named(_ name: String) -> SuggestionProvider? { SuggestionProvider(rawValue: name) }
}
