/// Firefox's autofill (`UrlbarProviderAutofill`), the history-URL row of the ``SuggestionProfile/firefox``
/// profile: while no `/` is typed inside the text, a host (with its port) that starts with the
/// input, or with it after `www.`, is completed to `host/` when its origins' frecency reaches the
/// threshold (the mean over all origins) or a page on it is bookmarked; the completed URL keeps
/// the scheme and `www.` of its most frecent origin (https on a tie). Once a `/` is typed, a
/// visited URL that continues the input is completed up to its next `/`. The typed characters
/// keep their case.
///
/// Oracle: `Fixtures/browsers/firefox-autofill.json` (FirefoxAutofillTableTests).
enum FirefoxAutofillSource {
  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    guard context.allowsInlineCompletion, let found = autofill(in: context) else { return [] }
    let page = context.history.page(forHref: found.url.href).map { context.history.record($0) }
    var row = context.pageRow(
      found.url, title: page?.entry.title ?? "", provider: .historyURL, kind: .historyURL,
      relevance: context.profile.inlineHistoryRelevance, inline: false, deletable: page != nil)
    guard !row.isLookalike else { return [] }
    row.inlineCompletion = found.completion
    row.fill = context.text + found.completion
    row.isAllowedAsDefault = true
    return [row]
  }

  /// The URL autofill completes to, and the text it adds after the input.
  static func autofill(in context: SuggestionContext) -> (url: URLRecord, completion: String)? {
    let text = context.text
    guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return nil }
    var rest = Substring(text)
    var scheme: String? = nil
    for s in ["http://", "https://"] where rest.lowercased().hasPrefix(s) {
      scheme = String(s.dropLast(3))
      rest = rest.dropFirst(s.count)
    }
    guard !rest.isEmpty else { return nil }
    if let slash = rest.firstIndex(of: "/"), rest.index(after: slash) < rest.endIndex {
      return urlAutofill(Substring(rest), scheme: scheme, in: context)
    }
    return originAutofill(
      rest.last == "/" ? rest.dropLast() : rest, typedSlash: rest.last == "/", scheme: scheme, in: context)
  }

  private struct Origin {
    var scheme: String
    var host: String
    var frecency = 0
    var bookmarked = false
    var order = 0
  }

  private static func origins(in context: SuggestionContext) -> [String: Origin] {
    var origins: [String: Origin] = [:]
    let now = context.now
    let cutoff = now.adding(days: -Frecency.originsCutOffDays)
    for (n, entry) in context.history.entries.enumerated() {
      let url = entry.url
      guard url.scheme == "http" || url.scheme == "https" else { continue }
      let key = url.scheme + "://" + url.host
      var origin = origins[key] ?? Origin(scheme: url.scheme, host: url.host, order: n)
      if entry.lastVisit.map({ $0 >= cutoff }) ?? entry.isBookmarked {
        origin.frecency += Frecency.page(entry, now: now)
      }
      origin.bookmarked = origin.bookmarked || entry.isBookmarked
      origins[key] = origin
    }
    return origins
  }

  private static func originAutofill(
    _ typed: Substring, typedSlash: Bool, scheme: String?, in context: SuggestionContext
  ) -> (url: URLRecord, completion: String)? {
    let all = origins(in: context)
    guard !all.isEmpty else { return nil }
    let threshold = Double(all.values.reduce(0) { $0 + max($1.frecency, 1) }) / Double(all.count)
    let lower = typed.lowercased()
    let typedWWW = lower.hasPrefix("www.")
    // Group the origins by host without `www.`.
    var groups: [String: [Origin]] = [:]
    for origin in all.values {
      let bare = origin.host.hasPrefix("www.") ? String(origin.host.dropFirst(4)) : origin.host
      groups[bare, default: []].append(origin)
    }
    var best: (host: String, total: Int, members: [Origin])? = nil
    for (bare, members) in groups {
      let candidates = members.filter { scheme == nil || $0.scheme == scheme }
      guard !candidates.isEmpty else { continue }
      let matches =
        typedWWW
        ? candidates.contains { $0.host.hasPrefix(lower) }
        : (bare.hasPrefix(lower) || candidates.contains { $0.host.hasPrefix(lower) })
      guard matches else { continue }
      let total = members.reduce(0) { $0 + $1.frecency }
      let qualifies = Double(total) >= threshold || members.contains(where: \.bookmarked)
      guard qualifies else { continue }
      if let current = best, total < current.total || (total == current.total && bare >= current.host) { continue }
      best = (bare, total, candidates)
    }
    guard let chosen = best else { return nil }
    let pick = chosen.members.sorted { a, b in
      if a.frecency != b.frecency { return a.frecency > b.frecency }
      if a.scheme != b.scheme { return a.scheme == "https" }
      return a.order > b.order
    }
    guard let origin = pick.first else { return nil }
    let shownHost = origin.host.hasPrefix(lower) ? origin.host : String(origin.host.dropFirst(4))
    guard shownHost.hasPrefix(lower), let url = try? URLRecord(origin.scheme + "://" + origin.host + "/") else {
      return nil
    }
    let completion = String(shownHost.dropFirst(typed.count)) + (typedSlash ? "" : "/")
    return (url, completion)
  }

  private static func urlAutofill(_ typed: Substring, scheme: String?, in context: SuggestionContext) -> (
    url: URLRecord, completion: String
  )? {
    guard let slash = typed.firstIndex(of: "/") else { return nil }
    let hostPart = typed[..<slash].lowercased()
    let pathPart = typed[slash...]
    var best: (entry: HistoryEntry, frecency: Int, rest: String)? = nil
    for entry in context.history.entries {
      let url = entry.url
      guard url.scheme == "http" || url.scheme == "https", scheme == nil || url.scheme == scheme else { continue }
      let host = url.host
      let bare = host.hasPrefix("www.") && !hostPart.hasPrefix("www.") ? String(host.dropFirst(4)) : host
      guard bare == hostPart else { continue }
      let tail = url.pathname + url.search + url.hash
      guard tail.hasPrefix(pathPart) else { continue }
      let after = tail.dropFirst(pathPart.count)
      let rest: String
      if let next = after.firstIndex(of: "/") { rest = String(after[...next]) } else { rest = String(after) }
      let f = Frecency.page(entry, now: context.now)
      if let current = best, f <= current.frecency { continue }
      best = (entry, f, rest)
    }
    guard let found = best else { return nil }
    let url = found.entry.url
    let prefix = url.scheme + "://" + url.host
    guard let completed = try? URLRecord(prefix + pathPart + found.rest) else { return nil }
    return (completed, found.rest)
  }
}
