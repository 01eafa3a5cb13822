extension AddressBar {
  /// A request for the default engine's search suggestions: the URL to fetch, and the text it
  /// asks about. Hand the response back with ``Event/suggestionsReceived(_:for:)``; one that
  /// answers text the person has since changed is dropped.
  public struct SuggestionRequest: Sendable, Hashable, CustomStringConvertible {
    /// The URL to fetch (``SearchEngine/suggestionURL(for:)`` for ``input``).
    public let url: String
    /// What the person had typed when the bar asked.
    public let input: String

    /// A request for `url`, answering `input`.
    public init(url: String, input: String) {
      self.url = url
      self.input = input
    }

    /// `"<url>"`.
    public var description: String { url }
  }

  /// A visit to record in the history store: the page, its title when known, how the person
  /// got there, and when.
  public struct VisitRecord: Sendable, Hashable, CustomStringConvertible {
    /// The committed page.
    public let url: URLRecord
    /// The page's title (empty at commit: the title comes later as ``Effect/recordTitle(url:title:)``).
    public let title: String
    /// ``HistoryVisit/Transition/typed`` for a load from the field (typed, a chosen row, an
    /// accepted alternate), ``HistoryVisit/Transition/reload`` for the reload button, and
    /// ``HistoryVisit/Transition/link`` for everything else.
    public let transition: HistoryVisit.Transition
    /// When the page committed, by ``Configuration/clock``.
    public let time: HistoryTime

    /// `"<url> <transition>"`.
    public var description: String { url.href + " " + transition.rawValue }
  }
}
