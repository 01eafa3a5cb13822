import Omnibox

/// One row of `Fixtures/resolve/cases.json`: an input and the resolution we expect, with the rule
/// it exercises.
public struct ResolveCase: Decodable, Sendable, CustomStringConvertible {
  /// Per-case configuration overrides.
  public struct Overrides: Decodable, Sendable {
    public var homeDirectory: String?
    public var filePaths: Bool?
    public var allowScriptURLs: Bool?
    public var defaultScheme: String?
    public var specialUseSuffixes: [String]?
    public var engine: String?
  }

  public let id: String
  public let group: String
  public let input: String
  public let kind: String
  public let url: String?
  public let alternate: String?
  public let reason: String
  public let query: String?
  public let engine: String?
  public let config: Overrides?
  public let note: String?

  public var description: String { id }

  /// The case table.
  public static func load() throws -> [ResolveCase] {
    try Fixture.decodeCases("resolve/cases.json")
  }
}
