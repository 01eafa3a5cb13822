extension AddressBar {
  /// Applies `event` to the state and returns what the shell must do, in order.
  ///
  ///     var bar = AddressBar()
  ///     bar.send(.edited("example.com"))
  ///     bar.send(.submitted).map(\.description)  // ["load https://example.com/"]
  ///     bar.send(.escaped)            // []  (nothing typed since)
  ///
  /// Never fails and never traps: text the deciders refuse becomes ``Effect/showRefusal(_:)``,
  /// events that make no sense now (back with no history, stop while idle) return `[]`.
  /// - Complexity: O(n) in the length of the event's text or URL.
  @discardableResult
  public mutating func send(_ event: Event) -> [Effect] {
    switch event {
    case .focused: return focus()
    case .edited(let text): return edit(FieldEdit(text))
    case .fieldChanged(let change): return edit(change)
    case .keyPressed(let key): return press(key)
    case .suggestionChosen(let index): return choose(index)
    case .suggestionsReceived(let response, let request): return receive(response, for: request)
    case .submitted: return submit()
    case .escaped: return escape()
    case .blurred: return blur()
    case .alternateChosen: return chooseAlternate()
    case .backPressed: return state.canGoBack ? [.goBack] : []
    case .forwardPressed: return state.canGoForward ? [.goForward] : []
    case .reloadPressed: return reload()
    case .stopPressed: return state.isLoading ? [.stop] : []
    case .navigationRequested(let url, let initiator, let isMainFrame):
      return answer(url, initiator: initiator, isMainFrame: isMainFrame)
    case .navigationStarted(let url): return start(url)
    case .navigationRedirected(let url): return redirect(url)
    case .navigationCommitted(let url): return commit(url)
    case .navigationFinished: return finish()
    case .navigationFailed(let url, let error): return fail(url, error)
    case .navigationStopped: return stopped()
    case .titleChanged(let title): return retitle(title)
    case .progressChanged(let value):
      if !value.isNaN { state.progress = min(max(value, 0), 1) }
      return []
    case .historyChanged(let back, let forward):
      state.canGoBack = back
      state.canGoForward = forward
      return []
    case .launched(let text): return launch(text)
    }
  }
}
