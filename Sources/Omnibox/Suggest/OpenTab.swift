/// A tab the shell has open, offered as "switch to tab" when the input matches it.
public struct OpenTab: Sendable, Hashable {
  /// The tab's page.
  public var url: URLRecord
  /// The tab's title.
  public var title: String

  /// A tab showing `url`.
  public init(url: URLRecord, title: String = "") {
    self.url = url
    self.title = title
  }
}
