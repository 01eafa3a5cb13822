// The person's side: focus, typing, Enter, Escape, the alternate reading, the app's launch link.

extension AddressBar {
  /// Focus selects the whole field (Chromium and Firefox select all on focusing the field).
  mutating func focus() -> [Effect] {
    state.hasFocus = true
    state.selectsAll = true
    return []
  }

  /// Enter loads the selected row; with no row, or the default what-you-typed row, it resolves
  /// the person's text; with nothing typed it loads the shown address again.
  mutating func submit() -> [Effect] {
    state.selectsAll = false
    guard state.isEditing else {
      guard let address = state.failure?.address ?? state.page else { return [] }
      return navigate(to: address, input: address.href, as: .typed)
    }
    if let index = state.selectedSuggestion, let row = state.row(index),
      index > 0 || !row.kind.isWhatYouTyped
    {
      return load(row)
    }
    let text = state.field
    let resolution = configuration.omnibox.resolve(text)
    guard resolution.kind != .refused, let url = resolution.destination else {
      return refuse(Refusal(input: text, cause: .typed(resolution.reason)))
    }
    // The what-you-typed row may know better than the resolver: history says the site typed as
    // `example.com` lives at `www.example.com` (Chromium's HistoryURLProvider fixes the row up).
    let row = state.selectedSuggestion.flatMap { state.row($0) }
    let destination = resolution.kind == .url && row?.kind == .urlWhatYouTyped ? row?.destination ?? url : url
    let effects = navigate(to: destination, input: text, as: resolution.kind == .search ? .generated : .typed)
    if case .load = effects.first {
      state.alternateURL = resolution.alternateDestination
    } else {
      state.alternateURL = nil
    }
    return effects
  }

  /// Escape first closes the suggestion list and puts back what the person typed; then drops
  /// the edit (and a refusal) and puts the address back, selected; with nothing to drop it
  /// stops a load.
  mutating func escape() -> [Effect] {
    if state.isShowingSuggestions {
      closeList()
      state.field = state.typedText
      return []
    }
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
    if state.isShowingSuggestions {
      closeList()
      state.field = state.typedText
    }
    if state.isEditing && state.field.allSatisfy(\.isWhitespace) { restoreField() }
    return []
  }

  /// "Did you mean http://foo/?" accepted: the alternate is loaded like typed text.
  mutating func chooseAlternate() -> [Effect] {
    guard let alternate = state.alternateURL else { return [] }
    state.alternateURL = nil
    return navigate(to: alternate, input: alternate.href, as: .typed)
  }

  /// The app was opened with a link: the normalizer unwraps it (hand-off schemes, shared text,
  /// redirectors) and the target loads as the person's own navigation. The clean target is
  /// used, which equals the target unless the normalizer strips tracking parameters.
  mutating func launch(_ text: String) -> [Effect] {
    let result = configuration.normalizer.unwrap(text)
    guard let target = result.cleanURL ?? result.targetURL else {
      return refuse(Refusal(input: text, cause: .launch(result.refusal ?? ShareLinkError(.noLink))))
    }
    state.alternateURL = nil
    return navigate(to: target, input: text, as: .link)
  }

  /// Reload retries a failed load (as the person's navigation); otherwise reloads the page.
  mutating func reload() -> [Effect] {
    if let failed = state.failure?.address { return navigate(to: failed, input: failed.href, as: .link) }
    return state.page == nil ? [] : [.reload]
  }

  /// A navigation the person asked for (typed, alternate, launch): the policy decides with
  /// initiator ``NavigationInitiator/user``; `transition` is the visit it records on commit.
  mutating func navigate(to address: Address, input: String, as transition: HistoryVisit.Transition) -> [Effect] {
    switch address.parsed {
    case .success(let url): return navigate(to: url, input: input, as: transition)
    case .failure(let error): return refuse(Refusal(input: input, cause: .invalidURL(error)))
    }
  }

  /// ``navigate(to:input:as:)`` for a URL already parsed (the omnibox's answer, the normalizer's
  /// target): nothing is parsed again.
  mutating func navigate(to url: URLRecord, input: String, as transition: HistoryVisit.Transition) -> [Effect] {
    let decision = configuration.policy.decide(url, initiator: .user, isMainFrame: true)
    switch decision.action {
    case .load:
      return beginOwnLoad(url, as: transition)
    case .external:
      restoreField()
      return [.openExternally(url.href)]
    case .handoff:
      guard let target = decision.targetURL else {
        return refuse(Refusal(input: input, cause: .blocked(.handoffRefused)))
      }
      return beginOwnLoad(target, as: .link)
    case .block:
      return refuse(Refusal(input: input, cause: .blocked(decision.reason)))
    }
  }

  /// Asks the web view to load `url` and shows it in the field at once; the list closes.
  mutating func beginOwnLoad(_ url: URLRecord, as transition: HistoryVisit.Transition) -> [Effect] {
    state.ownLoad = Address(url)
    state.ownLoadTransition = transition
    state.refusal = nil
    closeList()
    state.isEditing = false
    state.typedText = ""
    state.selectsAll = false
    state.field = fieldText(for: url)
    return [.load(url.href)]
  }

  /// Records and reports a refusal; the field keeps what the person typed.
  mutating func refuse(_ refusal: Refusal) -> [Effect] {
    state.refusal = refusal
    return [.showRefusal(refusal)]
  }
}
