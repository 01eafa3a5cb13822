// What the bar asks the history store to keep: a visit when a page commits, its title when it
// names itself. The bar's own history index learns the same at once, so the next keystroke
// already completes a site typed twice.

extension AddressBar {
  /// The schemes whose pages are recorded: the web's and local files (Chromium's
  /// `CanAddURL` leaves out `about:`, `data:`, `javascript:` and the browser's own pages).
  static let recordedSchemes: Set<String> = ["http", "https", "file"]

  /// The visit for a page that committed, when history is kept and the page is one to keep.
  mutating func record(_ page: Address, as transition: HistoryVisit.Transition) -> [Effect] {
    guard configuration.recordsHistory, let url = page.record, Self.recordedSchemes.contains(url.scheme) else {
      return []
    }
    let time = configuration.clock()
    history.recordVisit(to: url, at: time, transition: transition)
    return [.recordVisit(VisitRecord(url: url, title: "", transition: transition, time: time))]
  }

  /// The page's title changed: shown, and recorded with the committed page.
  mutating func retitle(_ title: String) -> [Effect] {
    let changed = title != state.title
    state.title = title
    guard changed, !title.isEmpty, configuration.recordsHistory, let url = state.pageURL,
      Self.recordedSchemes.contains(url.scheme)
    else { return [] }
    history.setTitle(title, for: url)
    return [.recordTitle(url: url.href, title: title)]
  }
}
