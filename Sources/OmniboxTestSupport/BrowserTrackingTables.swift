/// A browser's own tracking-removal test rows (`Fixtures/share/browsers/*.json`, written by
/// `make_tables.py`): input URL → expected URL, each row with the list it runs against.
public struct BrowserTrackingTable: Decodable, Sendable {
  /// One rule of a test's own list: names, and where (no `hosts` and no `domains`: everywhere;
  /// an empty `domains`: nowhere).
  public struct ListRule: Decodable, Sendable {
    public let names: [String]
    public let hosts: [String]?
    public let domains: [String]?
  }

  /// One row: `url` cleaned is `expected`, unless `skip` says why it cannot run here.
  public struct Row: Decodable, Sendable, CustomStringConvertible {
    public let id: String
    public let test: String
    public let url: String
    public let expected: String
    /// `built-in` (Omnibox's catalog) or the name of one of ``BrowserTrackingTable/lists``.
    public let list: String
    public let skip: String?
    public let note: String?
    public var description: String { id }
  }

  public let about: String
  public let lists: [String: [ListRule]]
  public let rows: [Row]

  /// `Fixtures/share/browsers/brave_query_filter.json`.
  public static func brave() throws -> BrowserTrackingTable {
    try Fixture.decode("share/browsers/brave_query_filter.json")
  }

  /// `Fixtures/share/browsers/firefox_query_stripping.json`.
  public static func firefox() throws -> BrowserTrackingTable {
    try Fixture.decode("share/browsers/firefox_query_stripping.json")
  }
}

/// The rows of the browser tables where Omnibox follows another policy
/// (`Fixtures/share/browsers/divergences.json`): each row's id, what Omnibox gives, and why.
public struct BrowserTrackingDivergence: Decodable, Sendable {
  public let id: String
  public let ours: String
  public let reason: String

  /// Every listed divergence.
  public static func load() throws -> [BrowserTrackingDivergence] {
    try Fixture.decode("share/browsers/divergences.json")
  }
}
