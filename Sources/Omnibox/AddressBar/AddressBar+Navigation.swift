// The web view's side: policy questions and the life of a load.

extension AddressBar {
  /// Answers a navigation the web view asks about with the policy's decision, then does what
  /// the decision asks: open another app, load a hand-off's target, or show why it is blocked.
  ///
  /// A main-frame request for the URL the bar itself asked to load is the person's (the web
  /// view reports a shell's own loads as "other" navigations without a gesture). Refusals show
  /// only for the main frame: a blocked subframe is no business of the address bar.
  mutating func answer(_ href: String, initiator: NavigationInitiator, isMainFrame: Bool) -> [Effect] {
    let isOwn = isMainFrame && href == state.ownLoad?.href
    let url: URLRecord
    switch address(for: href).parsed {
    case .success(let parsed):
      url = parsed
    case .failure(let error):
      let blocked: [Effect] = [.answerNavigation(PolicyDecision(.block, .unsupportedScheme))]
      return isMainFrame ? blocked + refuse(Refusal(input: href, cause: .invalidURL(error))) : blocked
    }
    let decision = configuration.policy.decide(url, initiator: isOwn ? .user : initiator, isMainFrame: isMainFrame)
    let answered: [Effect] = [.answerNavigation(decision)]
    switch decision.action {
    case .load:
      return answered
    case .external:
      if isOwn { dropOwnLoad() }
      return answered + [.openExternally(url.href)]
    case .handoff:
      guard let target = decision.targetURL else { return answered }
      return answered + beginOwnLoad(target, as: .link)
    case .block:
      if isOwn { dropOwnLoad() }
      return isMainFrame ? answered + refuse(Refusal(input: url.href, cause: .blocked(decision.reason))) : answered
    }
  }

  /// The address `href` names: the bar's own load or the page when it is theirs (parsed
  /// already, when the bar asked for it or it committed), else `href` parsed now.
  func address(for href: String) -> Address {
    if let own = state.ownLoad, own.href == href { return own }
    if let page = state.page, page.href == href { return page }
    return Address(href: href)
  }

  /// The bar's own load will not happen: the field shows the page again.
  mutating func dropOwnLoad() {
    state.ownLoad = nil
    restoreFieldUnlessTyping()
  }

  /// A load starts. The bar's own load shows in the field at once; a page's own navigation
  /// shows only when it commits (Chromium does not show a renderer-initiated pending URL, which
  /// a page could use to spoof the address), and it replaces the last search's alternate.
  mutating func start(_ href: String) -> [Effect] {
    state.isLoading = true
    state.progress = 0
    state.failure = nil
    state.refusal = nil
    if href != state.ownLoad?.href {
      state.ownLoad = nil
      state.alternateURL = nil
    }
    restoreFieldUnlessTyping()
    return []
  }

  /// A redirect of the bar's own load moves the shown address along; a page's is not shown.
  mutating func redirect(_ href: String) -> [Effect] {
    guard state.ownLoad != nil, state.isLoading else { return [] }
    state.ownLoad = address(for: href)
    restoreFieldUnlessTyping()
    return []
  }

  /// The page at `href` is now shown: it becomes the address, with its security indicator;
  /// the old title goes until the new page names itself.
  mutating func commit(_ href: String) -> [Effect] {
    let page = address(for: href)
    let transition = state.ownLoad?.href == href ? state.ownLoadTransition : .link
    state.page = page
    state.security = securityIndicator(for: page)
    state.title = ""
    state.ownLoad = nil
    state.failure = nil
    restoreFieldUnlessTyping()
    return record(page, as: transition)
  }

  /// The load is done.
  mutating func finish() -> [Effect] {
    state.isLoading = false
    state.progress = 1
    return []
  }

  /// The load failed: the error shows in place of the page, the field shows the address that
  /// failed (so the person can correct it or reload), and the indicator is neutral.
  mutating func fail(_ href: String?, _ message: String) -> [Effect] {
    let failed = href.map { address(for: $0) } ?? state.ownLoad
    state.isLoading = false
    state.failure = LoadFailure(address: failed, message: message)
    state.security = .internal
    state.ownLoad = nil
    restoreFieldUnlessTyping()
    return []
  }

  /// The load ended without a page: the field shows the page that stayed.
  mutating func stopped() -> [Effect] {
    state.isLoading = false
    state.ownLoad = nil
    restoreFieldUnlessTyping()
    return []
  }
}
