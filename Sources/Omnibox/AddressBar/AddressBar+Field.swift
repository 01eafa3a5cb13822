// The person's side: focus, typing, Enter, Escape, the alternate reading, the app's launch link.

extension AddressBar {
  /// Focus selects the whole field (Chromium and Firefox select all on focusing the field).
  mutating func focus() -> [Effect] {
    state.hasFocus = true
    state.selectsAll = true
    return []
  }

  /// The person's text replaces the address; the same text the field already shows is no edit
  /// (a shell echoing its own update back cannot start a loop).
  mutating func edit(_ text: String) -> [Effect] {
    if !state.isEditing && text == state.field { return [] }
    state.isEditing = true
    state.field = text
    state.selectsAll = false
    state.refusal = nil
    return []
  }

  /// Enter resolves the person's text; with nothing typed it loads the shown address again.
  mutating func submit() -> [Effect] {
    state.selectsAll = false
    guard state.isEditing else {
      guard let href = state.failure?.url ?? state.url else { return [] }
      return navigate(to: href, input: href)
    }
    let text = state.field
    let resolution = configuration.omnibox.resolve(text)
    guard resolution.kind != .refused, let href = resolution.url else {
      return refuse(Refusal(input: text, cause: .typed(resolution.reason)))
    }
    let effects = navigate(to: href, input: text)
    if case .load = effects.first { state.alternate = resolution.alternate } else { state.alternate = nil }
    return effects
  }

  /// Escape drops the person's edit (and a refusal) and puts the address back, selected;
  /// with nothing to drop it stops a load.
  mutating func escape() -> [Effect] {
    guard state.isEditing || state.refusal != nil else { return state.isLoading ? [.stop] : [] }
    state.refusal = nil
    restoreField()
    state.selectsAll = state.hasFocus
    return []
  }

  /// Leaving the field keeps the person's text (as Chromium and Firefox do), unless they
  /// emptied it: then the address comes back.
  mutating func blur() -> [Effect] {
    state.hasFocus = false
    state.selectsAll = false
    if state.isEditing && state.field.allSatisfy(\.isWhitespace) { restoreField() }
    return []
  }

  /// "Did you mean http://foo/?" accepted: the alternate is loaded like typed text.
  mutating func chooseAlternate() -> [Effect] {
    guard let alternate = state.alternate else { return [] }
    state.alternate = nil
    return navigate(to: alternate, input: alternate)
  }

  /// The app was opened with a link: the normalizer unwraps it (hand-off schemes, shared text,
  /// redirectors) and the target loads as the person's own navigation. The clean target is
  /// used, which equals the target unless the normalizer strips tracking parameters.
  mutating func launch(_ text: String) -> [Effect] {
    let result = configuration.normalizer.unwrap(text)
    guard let target = result.clean ?? result.target else {
      return refuse(Refusal(input: text, cause: .launch(result.refusal ?? ShareLinkError(.noLink))))
    }
    state.alternate = nil
    return navigate(to: target, input: text)
  }

  /// Reload retries a failed load (as the person's navigation); otherwise reloads the page.
  mutating func reload() -> [Effect] {
    if let failed = state.failure?.url { return navigate(to: failed, input: failed) }
    return state.url == nil ? [] : [.reload]
  }

  /// A navigation the person asked for (typed, alternate, launch): the policy decides with
  /// initiator ``NavigationInitiator/user``.
  mutating func navigate(to href: String, input: String) -> [Effect] {
    let url: URLRecord
    do throws(URLParseError) {
      url = try URLRecord(href)
    } catch {
      return refuse(Refusal(input: input, cause: .invalidURL(error)))
    }
    let decision = configuration.policy.decide(url, initiator: .user, isMainFrame: true)
    switch decision.action {
    case .load:
      return beginOwnLoad(url.href)
    case .external:
      restoreField()
      return [.openExternally(url.href)]
    case .handoff:
      guard let target = decision.target else { return refuse(Refusal(input: input, cause: .blocked(.handoffRefused))) }
      return beginOwnLoad(target)
    case .block:
      return refuse(Refusal(input: input, cause: .blocked(decision.reason)))
    }
  }

  /// Asks the web view to load `href` and shows it in the field at once.
  mutating func beginOwnLoad(_ href: String) -> [Effect] {
    state.ownLoad = href
    state.refusal = nil
    state.isEditing = false
    state.selectsAll = false
    state.field = fieldText(for: href)
    return [.load(href)]
  }

  /// Records and reports a refusal; the field keeps what the person typed.
  mutating func refuse(_ refusal: Refusal) -> [Effect] {
    state.refusal = refusal
    return [.showRefusal(refusal)]
  }
}
