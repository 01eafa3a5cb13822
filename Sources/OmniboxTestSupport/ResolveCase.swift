import Omnibox

/// One row of `Fixtures/resolve/cases.json`: an input and the resolution we expect, with the rule
/// it exercises.
public struct ResolveCase: Decodable, Sendable, CustomStringConvertible {
  /// Configuration overrides, per case here and per table in `Fixtures/browsers/`.
  public struct Overrides: Decodable, Sendable {
    public var profile: String?
    public var homeDirectory: String?
    public var homeBase: String?
    public var filePaths: Bool?
    public var allowScriptURLs: Bool?
    public var defaultScheme: String?
    public var specialUseSuffixes: [String]?
    public var engine: String?

    /// The default configuration with these overrides applied.
    public func configuration() throws -> Omnibox.Configuration {
      var configuration = Omnibox.Configuration()
      if let name = profile {
        guard let preset = Omnibox.Profile.named(name) else {
          throw Fixture.LoadError(path: name, reason: "no such profile")
        }
        configuration.profile = preset
      }
      if let homeDirectory { configuration.homeDirectory = homeDirectory }
      if let homeBase { configuration.homeBase = homeBase }
      if let filePaths { configuration.allowsFilePaths = filePaths }
      if let allowScriptURLs { configuration.allowsScriptURLs = allowScriptURLs }
      switch defaultScheme {
      case "http": configuration.schemePolicy = .alwaysHTTP
      case "https-always": configuration.schemePolicy = .alwaysHTTPS
      default: break
      }
      if let specialUseSuffixes { configuration.specialUseSuffixes.formUnion(specialUseSuffixes) }
      if let engine { configuration.defaultEngine = try SearchEngines.named(engine) }
      return configuration
    }
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
  /// Why the expectation changed since the case was written, and in which issue.
  public let changed: String?

  public var description: String { id }

  /// The omnibox this case is resolved with.
  public func omnibox() throws -> Omnibox {
    Omnibox(configuration: try (config ?? Overrides()).configuration())
  }

  /// The case table.
  public static func load() throws -> [ResolveCase] {
    try Fixture.decodeCases("resolve/cases.json")
  }
}
