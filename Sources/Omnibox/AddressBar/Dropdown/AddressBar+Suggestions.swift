// The suggestion list under the field: built on every edit, moved through with the arrow keys,
// completed inline, joined by the engine's late answer, and pruned with Shift+Delete. The rows
// come from ``Suggester``; what the bar adds is Chromium's omnibox edit model: which row is
// selected, what the field shows for it, and when the list closes.

extension AddressBar {
  /// The suggester over the bar's history and tabs, or `nil` when the list is off.
  var suggester: Suggester? {
    guard let configuration = configuration.suggester else { return nil }
    return Suggester(configuration: configuration, history: history, openTabs: openTabs)
  }

  /// The person's text replaces the address, and the list is built for it. An edit that
  /// leaves the text the field shows (a shell echoing its own update back) is no edit, unless
  /// the field holds exactly what was typed: then it only clears a refusal.
  mutating func edit(_ change: FieldEdit) -> [Effect] {
    let text = change.text
    guard text != state.field || (state.isEditing && state.field == state.typedText) else { return [] }
    if text == state.field && change.kind == nil {
      state.refusal = nil
      state.editSelection = change.selection
      return []
    }
    let kind = change.kind ?? inferredKind(of: change)
    state.isEditing = true
    state.field = text
    state.typedText = text
    state.editSelection = change.selection
    state.selectsAll = false
    state.refusal = nil
    return suggest(
      SuggestionInput(text, selection: change.selection, edit: kind, currentPage: state.pageURL))
  }

  /// Chromium's reading of a change nobody labelled: the text got shorter and the caret is at or
  /// before where the selection began (Backspace, Delete, a cut, the inline tail deleted) is a
  /// deletion; anything else (typing, typing over a selection) an insertion.
  func inferredKind(of change: FieldEdit) -> SuggestionInput.Edit {
    let before = state.selection
    let caret = change.selection?.lowerBound ?? change.text.utf16.count
    let shorter = change.text.utf16.count < state.field.utf16.count
    return shorter && caret <= before.lowerBound ? .deletion : .insertion
  }

  /// Builds the list for `input` and asks for the engine's suggestions when the text may leave
  /// the machine (``Suggester/searchSuggestionURL(for:)``).
  mutating func suggest(_ input: SuggestionInput) -> [Effect] {
    guard let suggester else { return [] }
    show(suggester.suggestions(for: input, at: configuration.clock()), response: nil)
    guard let url = suggester.searchSuggestionURL(for: input) else { return [] }
    return [.fetchSuggestions(SuggestionRequest(url: url, input: input.text))]
  }

  /// Shows `list` with its default row selected (the field gains its inline completion).
  mutating func show(_ list: SuggestionList, response: SearchSuggestions?) {
    state.list = list
    state.response = response
    state.suggestions = list.suggestions
    if list.defaultSuggestion != nil {
      select(0, keepingCaret: true)
    } else {
      state.selectedSuggestion = nil
      state.inlineCompletion = nil
      state.field = state.typedText
    }
  }

  /// Selects row `index`: the default row shows what was typed with its inline completion;
  /// any other row its own text (``Suggestion/fill``), with no inline completion. The caret goes
  /// to the end, unless `keepingCaret` (the list was built for the edit that put it where it is).
  mutating func select(_ index: Int, keepingCaret: Bool = false) {
    guard let row = state.row(index) else { return }
    state.selectedSuggestion = index
    if !keepingCaret { state.editSelection = nil }
    if index == 0, row.isAllowedAsDefault, state.list?.defaultSuggestion != nil {
      let tail = row.inlineCompletion.flatMap { $0.isEmpty ? nil : $0 }
      state.inlineCompletion = tail
      state.field = state.typedText + (tail ?? "")
    } else {
      state.inlineCompletion = nil
      state.field = row.fill
    }
  }

  /// Closes the list (the field keeps what it shows; callers set it).
  mutating func closeList() {
    state.suggestions = []
    state.selectedSuggestion = nil
    state.inlineCompletion = nil
    state.list = nil
    state.response = nil
  }

  /// Down, Up, Tab, Shift+Delete. A key with nothing to act on returns `[]` and changes nothing.
  mutating func press(_ key: Key) -> [Effect] {
    switch key {
    case .down:
      guard state.isShowingSuggestions else { return [] }
      let next = (state.selectedSuggestion ?? -1) + 1
      if next < state.suggestions.count { select(next) }
      return []
    case .up:
      guard let selected = state.selectedSuggestion, selected > 0 else { return [] }
      select(selected - 1)
      return []
    case .tab:
      // The completed text becomes what was typed, and the list is built for it (so an answer
      // to the shorter text can no longer complete it again).
      guard state.inlineCompletion != nil else { return [] }
      state.typedText = state.field
      state.inlineCompletion = nil
      state.editSelection = nil
      return suggest(SuggestionInput(state.field, currentPage: state.pageURL))
    case .shiftDelete:
      return forgetSelectedRow()
    }
  }

  /// Shift+Delete on a deletable row (a history page, a past search): the page is forgotten
  /// here and in the store, and the list is built again for the same input, the selection
  /// staying on the same line (Chromium's behaviour).
  mutating func forgetSelectedRow() -> [Effect] {
    guard let index = state.selectedSuggestion, let row = state.row(index), row.isDeletable,
      let input = state.list?.input, let suggester
    else { return [] }
    history.remove(row.destination)
    let rebuilt = Suggester(configuration: suggester.configuration, history: history, openTabs: openTabs)
    let now = configuration.clock()
    let list =
      state.response.map { rebuilt.suggestions(for: input, at: now, response: $0) }
      ?? rebuilt.suggestions(for: input, at: now)
    show(list, response: state.response)
    if index > 0, !state.suggestions.isEmpty { select(Swift.min(index, state.suggestions.count - 1)) }
    return [.forgetPage(row.destination.href)]
  }

  /// The engine's answer to `request`: merged below the default row when it answers the text
  /// the list is for, dropped otherwise. The selected row stays selected (the field keeps
  /// showing it); if the merge pushed it out, the default row is selected again.
  mutating func receive(_ response: SearchSuggestions, for request: SuggestionRequest) -> [Effect] {
    guard let suggester, let current = state.list, state.isEditing, request.input == current.input.text else {
      return []
    }
    let merged = suggester.merging(response, answering: current.input, into: current, at: configuration.clock())
    guard merged != current else { return [] }
    let selected = state.selectedSuggestion.flatMap { state.row($0) }
    let field = state.field
    show(merged, response: response)
    if let selected, let index = merged.suggestions.firstIndex(where: { $0.sameRow(as: selected) }) {
      select(index)
      state.field = field
    }
    return []
  }

  /// A click on row `index`: selected, then loaded as Enter loads it.
  mutating func choose(_ index: Int) -> [Effect] {
    guard state.isShowingSuggestions, state.row(index) != nil else { return [] }
    select(index)
    return submit()
  }

  /// Loads a row's destination as the person's navigation from the field; an open tab's row
  /// asks the shell to switch to that tab instead.
  mutating func load(_ row: Suggestion) -> [Effect] {
    let input = state.typedText
    state.alternateURL = nil
    if row.kind == .openTab {
      restoreField()
      return [.switchToTab(row.destination.href)]
    }
    return navigate(to: row.destination, input: input, as: row.kind.isSearch ? .generated : .typed)
  }
}

extension AddressBar.State {
  /// Row `index` of the list, or `nil` outside it.
  func row(_ index: Int) -> Suggestion? {
    suggestions.indices.contains(index) ? suggestions[index] : nil
  }
}

extension Suggestion {
  /// Whether two rows are the same choice (same kind, same destination).
  func sameRow(as other: Suggestion) -> Bool { kind == other.kind && destination == other.destination }
}

extension Suggestion.Kind {
  /// The rows that are the typed text itself (as a URL or a search).
  var isWhatYouTyped: Bool { self == .urlWhatYouTyped || self == .searchWhatYouTyped }
}
