/// The parts of a navigation URL the policy reads.
struct NavigationTarget: Sendable, Hashable {
  /// Lowercase scheme, without `:`.
  var scheme: String
  /// Lowercase host for URLs that have one (`nil` otherwise); no trailing dot.
  var host: String?
  /// The path (for `about:` URLs, the page name: `blank`, `srcdoc`).
  var path: String
  /// The lowercase scheme of the page the navigation starts from, when known.
  var sourceScheme: String?
}

extension NavigationPolicy {
  /// Built-in schemes that open another app, and the reason each reports.
  static let builtInExternalSchemes: [String: PolicyReason] = [
    "mailto": .email,
    "tel": .phone, "telprompt": .phone,
    "sms": .sms,
    "facetime": .facetime, "facetime-audio": .facetime,
    "maps": .maps, "geo": .maps,
    "itms-apps": .appStore, "itms-appss": .appStore, "itms": .appStore, "itmss": .appStore,
    "market": .appStore,
  ]

  /// Schemes a web view cannot or should not navigate to (it also holds the schemes `decide`
  /// has a rule of its own for, which never reach the look-up).
  static let unsupportedSchemes: Set<String> = SchemeRegistry.unsupportedInWebView

  /// The decision for `target`; the rules are listed on ``NavigationPolicy``.
  func decide(_ target: NavigationTarget, initiator: NavigationInitiator, isMainFrame: Bool) -> PolicyDecision {
    let config = configuration
    let scheme = target.scheme
    if config.appSchemes.contains(scheme) {
      return launching(PolicyDecision(.handoff, .appScheme), initiator: initiator, isMainFrame: isMainFrame)
    }
    if let action = config.schemeActions[scheme] {
      return launching(PolicyDecision(action, .schemeRule), initiator: initiator, isMainFrame: isMainFrame)
    }
    switch scheme {
    case "http", "https":
      if let host = target.host, let rule = mostSpecificRule(for: host) {
        return launching(PolicyDecision(rule.action, rule.reason), initiator: initiator, isMainFrame: isMainFrame)
      }
      return PolicyDecision(.load, .web)
    case "about":
      switch target.path {
      case "blank": return PolicyDecision(.load, .aboutBlank)
      case "srcdoc": return isMainFrame ? PolicyDecision(.block, .aboutPage) : PolicyDecision(.load, .aboutSrcdoc)
      default: return PolicyDecision(.block, .aboutPage)
      }
    case "blob":
      return PolicyDecision(.load, .blob)
    case "data":
      if !isMainFrame { return PolicyDecision(.load, .dataSubframe) }
      return initiator == .user ? PolicyDecision(.load, .typedData) : PolicyDecision(.block, .topLevelData)
    case "file":
      if initiator == .user && isMainFrame && config.allowsTypedFileURLs { return PolicyDecision(.load, .typedFile) }
      if initiator.isPageInitiated && target.sourceScheme == "file" && config.allowsFileToFileNavigation {
        return PolicyDecision(.load, .fileFromFile)
      }
      return PolicyDecision(.block, .fileFromWeb)
    case "javascript":
      if initiator.isPageInitiated { return PolicyDecision(.block, .javascriptFromPage) }
      return config.allowsBookmarklets ? PolicyDecision(.load, .bookmarklet) : PolicyDecision(.block, .typedJavascript)
    case "vbscript":
      return PolicyDecision(.block, .scriptScheme)
    default:
      break
    }
    if let reason = Self.builtInExternalSchemes[scheme] {
      return launching(PolicyDecision(.external, reason), initiator: initiator, isMainFrame: isMainFrame)
    }
    if config.externalSchemes.contains(scheme) {
      return launching(PolicyDecision(.external, .registeredApp), initiator: initiator, isMainFrame: isMainFrame)
    }
    if Self.unsupportedSchemes.contains(scheme) { return PolicyDecision(.block, .unsupportedScheme) }
    return launching(
      PolicyDecision(config.unknownSchemeAction, .unknownScheme), initiator: initiator, isMainFrame: isMainFrame)
  }

  /// Script inside a subframe may not open another app or start a hand-off on its own.
  private func launching(_ decision: PolicyDecision, initiator: NavigationInitiator, isMainFrame: Bool)
    -> PolicyDecision
  {
    guard decision.action == .external || decision.action == .handoff else { return decision }
    if initiator == .script && !isMainFrame { return PolicyDecision(.block, .scriptInSubframe) }
    return decision
  }

  /// The matching host rule with the longest domain, if any.
  private func mostSpecificRule(for host: String) -> HostRule? {
    var best: HostRule?
    for rule in configuration.hostRules where rule.matches(host) {
      if let current = best, current.domain.utf8.count >= rule.domain.utf8.count { continue }
      best = rule
    }
    return best
  }
}
