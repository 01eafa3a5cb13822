/// The dropdown for one input: the default row first (when there is one), then the others by
/// relevance; at most the configured number of rows, and of URL rows.
public struct SuggestionList: Sendable, Hashable {
  /// The input this list answers.
  public let input: SuggestionInput
  /// The rows, the default first.
  public let suggestions: [Suggestion]

  package init(input: SuggestionInput, suggestions: [Suggestion]) {
    self.input = input
    self.suggestions = suggestions
  }

  /// The row Enter loads: the first, when it may be the default.
  public var defaultSuggestion: Suggestion? {
    guard let first = suggestions.first, first.isAllowedAsDefault else { return nil }
    return first
  }

  /// The default row's inline completion, if any.
  public var inlineCompletion: String? { defaultSuggestion?.inlineCompletion }
}
