import Testing
import OmniboxTestSupport
@testable import Omnibox

/// One row of Fixtures/policy/navigations.json (ours).
struct PolicyCase: Codable, Sendable, CustomTestStringConvertible {
  let url: String
  let initiator: String
  let mainFrame: Bool
  let config: String
  let action: String
  let reason: String
  /// The unwrapped link a hand-off carries.
  let target: String?
  var testDescription: String { "\(url) [\(initiator), \(mainFrame ? "main" : "sub"), \(config)]" }
}

/// A named configuration in the fixture, in the fixture's own words.
struct PolicyConfigFixture: Codable, Sendable {
  struct Rule: Codable, Sendable {
    let domain: String
    let action: String
    let includesSubdomains: Bool?
  }
  let appSchemes: [String]?
  let externalSchemes: [String]?
  let schemeActions: [String: String]?
  let hostRules: [Rule]?
  let keepsDefaultHostRules: Bool?
  let unknownSchemeAction: String?
  let allowsTypedFileURLs: Bool?
  let allowsBookmarklets: Bool?

  var configuration: NavigationPolicy.Configuration {
    func action(_ word: String) -> NavigationAction { NavigationAction(rawValue: word) ?? .load }
    var rules = (keepsDefaultHostRules ?? true) ? NavigationPolicy.HostRule.defaults : []
    for r in hostRules ?? [] {
      rules.append(.init(r.domain, action(r.action), includesSubdomains: r.includesSubdomains ?? true))
    }
    return .init(
      appSchemes: Set(appSchemes ?? []), externalSchemes: Set(externalSchemes ?? []),
      schemeActions: (schemeActions ?? [:]).mapValues(action), hostRules: rules,
      unknownSchemeAction: unknownSchemeAction.map(action) ?? .block,
      allowsTypedFileURLs: allowsTypedFileURLs ?? true, allowsBookmarklets: allowsBookmarklets ?? false)
  }
}

private struct PolicyFile: Codable {
  let configs: [String: PolicyConfigFixture]
  let cases: [PolicyCase]
}

@Suite struct PolicyTests {
  private static let file = try? Fixture.decode("policy/navigations.json", as: PolicyFile.self)
  static let cases: [PolicyCase] = file?.cases ?? []

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 102)
    #expect(Self.file?.configs.count == 2)
  }

  @Test(arguments: cases) func decides(_ c: PolicyCase) throws {
    let config = try #require(Self.file?.configs[c.config]).configuration
    let initiator = try #require(NavigationInitiator(rawValue: c.initiator))
    let url = try URLRecord(c.url)
    let decision = NavigationPolicy(configuration: config).decide(url, initiator: initiator, isMainFrame: c.mainFrame)
    #expect(decision.action.rawValue == c.action)
    #expect(decision.reason.rawValue == c.reason)
    #expect(decision.target == c.target)
  }

  /// Every initiator and frame is exercised for the scheme classes that depend on them.
  @Test func tableCoversEveryInitiatorAndFrame() {
    for initiator in NavigationInitiator.allCases {
      for main in [true, false] {
        #expect(Self.cases.contains { $0.initiator == initiator.rawValue && $0.mainFrame == main })
      }
    }
  }

  @Test func tableCoversEveryActionAndReason() {
    #expect(Set(Self.cases.map(\.action)) == Set(NavigationAction.allCases.map(\.rawValue)))
    #expect(Set(Self.cases.map(\.reason)) == Set(PolicyReason.allCases.map(\.rawValue)))
  }
}
