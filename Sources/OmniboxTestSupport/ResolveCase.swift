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

    /// The `defaultScheme` values, spelled as `omnibox resolve --default-scheme` spells them.
    public static let defaultSchemes = ["https", "http", "https-only"]

    private enum CodingKeys: String, CodingKey, CaseIterable {
      case profile, homeDirectory, homeBase, filePaths, allowScriptURLs, defaultScheme, specialUseSuffixes, engine
    }

    private struct AnyKey: CodingKey {
      let stringValue: String
      init?(stringValue: String) { self.stringValue = stringValue }
      var intValue: Int? { nil }
      init?(intValue: Int) { nil }
    }

    init() {}

    /// Decodes the overrides, refusing a member it does not know and a value no setting has
    /// (an unknown profile, engine or `defaultScheme`), so a typo fails loading instead of
    /// leaving the default in place.
    public init(from decoder: any Decoder) throws {
      let names = Set(CodingKeys.allCases.map(\.rawValue))
      for key in try decoder.container(keyedBy: AnyKey.self).allKeys where !names.contains(key.stringValue) {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath + [key], debugDescription: "unknown override '\(key.stringValue)'"))
      }
      let container = try decoder.container(keyedBy: CodingKeys.self)
      profile = try container.decodeIfPresent(String.self, forKey: .profile)
      homeDirectory = try container.decodeIfPresent(String.self, forKey: .homeDirectory)
      homeBase = try container.decodeIfPresent(String.self, forKey: .homeBase)
      filePaths = try container.decodeIfPresent(Bool.self, forKey: .filePaths)
      allowScriptURLs = try container.decodeIfPresent(Bool.self, forKey: .allowScriptURLs)
      defaultScheme = try container.decodeIfPresent(String.self, forKey: .defaultScheme)
      specialUseSuffixes = try container.decodeIfPresent([String].self, forKey: .specialUseSuffixes)
      engine = try container.decodeIfPresent(String.self, forKey: .engine)
      if let profile, Omnibox.Profile.named(profile) == nil {
        throw DecodingError.dataCorruptedError(
          forKey: .profile, in: container, debugDescription: "no such profile '\(profile)'")
      }
      if let defaultScheme, !Self.defaultSchemes.contains(defaultScheme) {
        throw DecodingError.dataCorruptedError(
          forKey: .defaultScheme, in: container,
          debugDescription:
            "defaultScheme must be \(Self.defaultSchemes.joined(separator: ", ")), not '\(defaultScheme)'")
      }
      if let engine, (try? SearchEngines.named(engine)) == nil {
        throw DecodingError.dataCorruptedError(
          forKey: .engine, in: container, debugDescription: "no such engine '\(engine)'")
      }
    }

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
      case nil, "https": break
      case "http": configuration.schemePolicy = .alwaysHTTP
      case "https-only": configuration.schemePolicy = .alwaysHTTPS
      case let other?: throw Fixture.LoadError(path: other, reason: "no such defaultScheme")
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
