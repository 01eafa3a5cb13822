import Omnibox

// Navigation policy for web views.

extension FuzzTarget {
  static let policy = FuzzTarget(
    "policy",
    "NavigationPolicy.decide with `<initiator/frame/config byte>url`: hand-offs carry a canonical http(s) target; script, file and top-level data are never loaded from a page",
    dictionary: ["url", "schemes", "escapes", "share"],
    seeds: { fixtures in
      fixtures.strings(in: "policy/navigations.json", keys: ["url", "target"]).enumerated().map { i, url in
        FuzzInput.encode(selector: i % PolicyChoices.count, url)
      }
    },
    run: { input in
      let (choice, rest) = input.selecting(PolicyChoices.count)
      let text = rest.text
      guard let url = try? URLRecord(text) else { return }
      let (initiator, isMainFrame, name, policy) = PolicyChoices.decode(choice)
      let decision = policy.decide(url, initiator: initiator, isMainFrame: isMainFrame)
      let what =
        "decide[\(name), \(initiator), \(isMainFrame ? "main" : "sub")](\(Invariant.quoted(url.href))) = \(decision)"
      Invariant.check(
        decision == policy.decide(url, initiator: initiator, isMainFrame: isMainFrame), "\(what): not deterministic")
      if decision.action == .handoff {
        guard let target = decision.target else { Invariant.fail("\(what): a hand-off without a target") }
        Invariant.checkCanonical(target, "\(what).target")
        let scheme = Invariant.scheme(of: target)
        Invariant.check(scheme == "http" || scheme == "https", "\(what): hand-off target \(Invariant.quoted(target))")
      } else {
        Invariant.check(decision.target == nil, "\(what): a target without a hand-off")
      }
      guard decision.action == .load else { return }
      switch url.scheme {
      case "javascript":
        Invariant.check(!initiator.isPageInitiated, "\(what): page-initiated javascript: loads")
      case "vbscript":
        Invariant.fail("\(what): vbscript: loads")
      case "file":
        Invariant.check(initiator == .user && isMainFrame, "\(what): file: loads")
      case "data":
        Invariant.check(initiator == .user || !isMainFrame, "\(what): top-level data: from a page loads")
      default:
        break
      }
    })
}

/// The selector byte of the `policy` target: initiator × frame × configuration.
enum PolicyChoices {
  /// The default policy, one with an app scheme, external schemes and host rules (the "shell"
  /// configuration of `Fixtures/policy/navigations.json`), and one that cleans hand-off targets.
  static let policies: [(String, NavigationPolicy)] = [
    ("default", NavigationPolicy()),
    (
      "shell",
      NavigationPolicy(
        configuration: .init(
          appSchemes: ["omnibox"], externalSchemes: ["zoommtg", "spotify"],
          schemeActions: ["ftp": .external, "itms-apps": .block],
          hostRules: NavigationPolicy.HostRule.defaults + [
            .init("ads.example", .block), .init("ok.ads.example", .load, includesSubdomains: false),
            .init("partner.example", .external),
          ],
          allowsTypedFileURLs: true, allowsBookmarklets: true))
    ),
    ("cleaning", NavigationPolicy(configuration: .init(appSchemes: ["omnibox"], cleansHandoffTargets: true))),
  ]

  static let count = NavigationInitiator.allCases.count * 2 * policies.count

  static func decode(_ choice: Int) -> (NavigationInitiator, Bool, String, NavigationPolicy) {
    let initiators = NavigationInitiator.allCases
    let initiator = initiators[choice % initiators.count]
    let isMainFrame = (choice / initiators.count) % 2 == 0
    let (name, policy) = policies[(choice / (initiators.count * 2)) % policies.count]
    return (initiator, isMainFrame, name, policy)
  }
}
