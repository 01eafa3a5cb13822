import OmniboxTestSupport
import Testing

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
  /// The page the navigation starts from.
  let source: String?
  var testDescription: String {
    "\(url) [\(initiator), \(mainFrame ? "main" : "sub"), \(config)\(source.map { ", from " + $0 } ?? "")]"
  }
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
  let allowsFileToFileNavigation: Bool?
  let cleansHandoffTargets: Bool?

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
      allowsTypedFileURLs: allowsTypedFileURLs ?? true, allowsBookmarklets: allowsBookmarklets ?? false,
      allowsFileToFileNavigation: allowsFileToFileNavigation ?? true,
      cleansHandoffTargets: cleansHandoffTargets ?? false)
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
    #expect(Self.cases.count == 120)
    #expect(Self.file?.configs.count == 3)
    #expect(Self.cases.filter { $0.source != nil }.count == 13)
  }

  @Test(arguments: cases) func decides(_ c: PolicyCase) throws {
    let config = try #require(Self.file?.configs[c.config]).configuration
    let initiator = try #require(NavigationInitiator(rawValue: c.initiator))
    let url = try URLRecord(c.url)
    let source = try c.source.map { (text) throws in try URLRecord(text) }
    let decision = NavigationPolicy(configuration: config).decide(
      url, from: source, initiator: initiator, isMainFrame: c.mainFrame)
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

  /// A hand-off's clean target is exactly what `unwrap --clean` gives for the same link.
  @Test func cleanHandoffsAgreeWithUnwrap() throws {
    let policy = NavigationPolicy(configuration: .init(appSchemes: ["omnibox"], cleansHandoffTargets: true))
    let normalizer = ShareLinkNormalizer(configuration: .init(appSchemes: ["omnibox": []]))
    var checked = 0
    for c in Self.cases where c.url.hasPrefix("omnibox:") {
      let decision = policy.decide(try URLRecord(c.url), initiator: .link, isMainFrame: true)
      #expect(decision.target == normalizer.unwrap(c.url).clean, "\(c.url)")
      checked += 1
    }
    #expect(checked == 13)
  }

  @Test func tableCoversEveryActionAndReason() {
    #expect(Set(Self.cases.map(\.action)) == Set(NavigationAction.allCases.map(\.rawValue)))
    #expect(Set(Self.cases.map(\.reason)) == Set(PolicyReason.allCases.map(\.rawValue)))
  }
}
