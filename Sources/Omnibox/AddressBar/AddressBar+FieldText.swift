extension AddressBar {
  /// What the field shows for a page at `href`: the search terms when it is a results page
  /// of the default engine (and ``Configuration/showsSearchTerms``), otherwise the display
  /// form; the href itself when it does not parse.
  ///
  ///     AddressBar().fieldText(for: "https://www.google.com/search?q=swift+webview")  // "swift webview"
  ///     AddressBar().fieldText(for: "https://www.bing.com/search?q=swift")            // "bing.com/search?q=swift"
  ///     AddressBar().fieldText(for: "https://www.xn--bcher-kva.example/")             // "bücher.example"
  public func fieldText(for href: String) -> String {
    guard let url = try? URLRecord(href) else { return href }
    if configuration.showsSearchTerms,
      let terms = configuration.omnibox.configuration.defaultEngine.searchTerms(in: url),
      terms.contains(where: { $0 != " " })
    {
      return terms
    }
    return configuration.display.display(url).text
  }

  /// The security indicator for a committed page at `href` (``SecurityIndicator/notSecure``
  /// when it does not parse).
  func securityIndicator(for href: String) -> SecurityIndicator {
    guard let url = try? URLRecord(href) else { return .notSecure }
    return SecurityIndicator(for: url, display: configuration.display)
  }

  /// The address the field returns to when the person's edit is dropped: the bar's own
  /// load while it is under way, else the failed URL shown in place of the page, else the page.
  var restoredFieldText: String {
    if let own = state.ownLoad { return fieldText(for: own) }
    if let failure = state.failure, let failed = failure.url { return fieldText(for: failed) }
    return state.url.map { fieldText(for: $0) } ?? ""
  }

  /// Puts the page's address back into the field, ending any edit.
  mutating func restoreField() {
    state.isEditing = false
    state.field = restoredFieldText
  }

  /// Puts the address back unless the person is typing in the focused field (Chromium keeps
  /// text being typed when a navigation commits, and reverts it when the field is not focused).
  mutating func restoreFieldUnlessTyping() {
    if state.isEditing && state.hasFocus { return }
    restoreField()
  }
}
