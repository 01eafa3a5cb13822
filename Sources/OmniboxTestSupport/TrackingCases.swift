import Foundation

/// `Fixtures/share/tracking.json` (ours, written by `make_tracking.py`): shared URLs and the
/// clean form expected once tracking is removed.
public struct TrackingTable: Decodable, Sendable {
  public let cases: [TrackingCase]

  /// Loads the table.
  public static func load() throws -> TrackingTable {
    try Fixture.decode("share/tracking.json", as: TrackingTable.self)
  }
}

/// One row: a canonical URL, the parameters that go, and the clean URL.
public struct TrackingCase: Decodable, Sendable, Hashable, CustomStringConvertible {
  public let id: String
  /// `global`, `site`, `path`, `fragment`, `encoding` or `kept` (must come out unchanged).
  public let kind: String
  public let url: String
  public let removed: [String]
  public let clean: String
  public let note: String?

  public var description: String { id }
}
