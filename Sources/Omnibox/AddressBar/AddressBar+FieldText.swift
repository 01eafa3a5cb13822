extension AddressBar {
  /// What the field shows for a page at `href`: the search terms when it is a results page
  /// of the default engine (and ``Configuration/showsSearchTerms``), otherwise the display
  /// form; the href itself when it does not parse. Never a control character (C0, DEL, C1) or
  /// a bidirectional control: any the terms or an unparsed href hold are percent-escaped, as
  /// ``DisplayFormatter/displayHost(_:)`` escapes them.
  ///
  ///     AddressBar().fieldText(for: "https://www.google.com/search?q=swift+webview")  // "swift webview"
  ///     AddressBar().fieldText(for: "https://www.bing.com/search?q=swift")            // "bing.com/search?q=swift"
  ///     AddressBar().fieldText(for: "https://www.xn--bcher-kva.example/")             // "bücher.example"
  ///     AddressBar().fieldText(for: "http://a\u{0}b/")                               // "http://a%00b/"
  public func fieldText(for href: String) -> String {
    fieldText(for: Address(href: href))
  }

  /// ``fieldText(for:)`` for an address parsed when the bar got it.
  func fieldText(for address: Address) -> String {
    guard let url = address.record else { return HostEscaping.escapingControls(address.href) }
    return fieldText(for: url)
  }

  /// ``fieldText(for:)`` for a URL already parsed.
  func fieldText(for url: URLRecord) -> String {
    if configuration.showsSearchTerms,
      let terms = configuration.omnibox.configuration.defaultEngine.searchTerms(in: url),
      terms.contains(where: { $0 != " " })
    {
      return HostEscaping.escapingControls(terms)
    }
    return configuration.display.display(url).text
  }

  /// The security indicator for a committed page at `address` (``SecurityIndicator/notSecure``
  /// when it does not parse).
  func securityIndicator(for address: Address) -> SecurityIndicator {
    guard let url = address.record else { return .notSecure }
    return SecurityIndicator(for: url, display: configuration.display)
  }

  /// The address the field returns to when the person's edit is dropped: the bar's own
  /// load while it is under way, else the failed URL shown in place of the page, else the page.
  var restoredFieldText: String {
    if let own = state.ownLoad { return fieldText(for: own) }
    if let failure = state.failure, let failed = failure.address { return fieldText(for: failed) }
    return state.page.map { fieldText(for: $0) } ?? ""
  }

  /// Puts the page's address back into the field, ending any edit (and closing the list).
  mutating func restoreField() {
    closeList()
    state.isEditing = false
    state.typedText = ""
    state.field = restoredFieldText
  }

  /// Puts the address back unless the person is typing in the focused field (Chromium keeps
  /// text being typed when a navigation commits, and reverts it when the field is not focused).
  mutating func restoreFieldUnlessTyping() {
    if state.isEditing && state.hasFocus { return }
    restoreField()
  }
}
