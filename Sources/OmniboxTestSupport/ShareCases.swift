import Foundation
import Omnibox

/// `Fixtures/share/cases.json` (ours): the share-link normalizer's case table.
public struct ShareCaseTable: Decodable, Sendable {
  /// Configuration every case starts from.
  public struct Defaults: Decodable, Sendable {
    public let appSchemes: [String: [String]]
  }

  /// Per-case configuration overrides.
  public struct Overrides: Decodable, Sendable, Hashable {
    public let appSchemes: [String: [String]]?
    public let maximumDepth: Int?
    public let stripsTrackingParameters: Bool?
    public let allowedTargetSchemes: [String]?
    public let maximumInputLength: Int?
  }

  public let defaults: Defaults
  public let cases: [ShareCase]

  /// Loads the table.
  public static func load() throws -> ShareCaseTable {
    try Fixture.decode("share/cases.json", as: ShareCaseTable.self)
  }

  /// The configuration for `c`: the table's defaults with the case's overrides.
  public func configuration(for c: ShareCase) -> ShareLinkNormalizer.Configuration {
    var configuration = ShareLinkNormalizer.Configuration(appSchemes: defaults.appSchemes)
    if let o = c.config {
      if let v = o.appSchemes { configuration.appSchemes = v }
      if let v = o.maximumDepth { configuration.maximumDepth = v }
      if let v = o.stripsTrackingParameters { configuration.stripsTrackingParameters = v }
      if let v = o.allowedTargetSchemes { configuration.allowedTargetSchemes = Set(v) }
      if let v = o.maximumInputLength { configuration.maximumInputLength = v }
    }
    return configuration
  }
}

/// One case: an input and either its target (with clean form and via) or its refusal.
public struct ShareCase: Decodable, Sendable, Hashable, CustomStringConvertible {
  public let id: String
  public let group: String
  public let input: String
  public let target: String?
  public let clean: String?
  public let via: [String]
  public let refusal: String?
  public let detail: String?
  public let config: ShareCaseTable.Overrides?
  public let note: String?

  /// The expected clean form (`clean`, else `target`).
  public var expectedClean: String? { clean ?? target }

  public var description: String { id }
}
