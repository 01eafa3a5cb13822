/// Firefox's autofill (`UrlbarProviderAutofill`), the history-URL row of the ``SuggestionProfile/firefox``
/// profile: while no `/` is typed inside the text, a host (with its port) that starts with the
/// input, or with it after `www.`, is completed to `host/` when its origins' frecency reaches the
/// threshold (the mean over all origins) or a page on it is bookmarked; the completed URL keeps
/// the scheme and `www.` of its most frecent origin (on a tie https, then `www.`: Firefox takes
/// the origin inserted last, which would make the list depend on the order history arrived in).
/// Once a `/` is typed, a visited URL that continues the input is completed up to its next `/`
/// or its end (nothing more once the input ends in `/`), path and query ignoring case, the
/// fragment not. The typed characters keep their case.
///
/// Oracle: `Fixtures/browsers/firefox-autofill.json` (SuggestFirefoxAutofillTableTests).
///
/// - Complexity: O(pages) per keystroke: the origins' frecencies and the threshold are summed
///   afresh from the index each time (Firefox keeps them in a table of origins, updated on each
///   visit); fine for the profile's conformance and for histories of thousands of pages.
enum FirefoxAutofillSource {
  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    guard context.allowsInlineCompletion, let found = autofill(in: context) else { return [] }
    let page = context.history.page(forHref: found.url.href).map { context.history.entry($0) }
    var row = context.pageRow(
      found.url, title: page?.title ?? "", provider: .historyURL, kind: .historyURL,
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
    var lastVisit = Int64.min
  }

  /// Whether a page may autofill: visited (when history rows are on) or bookmarked (when
  /// bookmark rows are on), as Firefox's `suggest.history` and `suggest.bookmark` decide.
  private static func counts(_ entry: HistoryEntry, in context: SuggestionContext) -> Bool {
    let providers = context.configuration.providers
    return (providers.contains(.historyQuick) && entry.visitCount > 0)
      || (providers.contains(.bookmarks) && entry.isBookmarked)
  }

  private static func origins(in context: SuggestionContext) -> [String: Origin] {
    var origins: [String: Origin] = [:]
    let now = context.now
    let cutoff = now.adding(days: -Frecency.originsCutOffDays)
    for page in context.history.pages where page.isLive && counts(page.entry, in: context) {
      let entry = page.entry
      let url = entry.url
      guard url.scheme == "http" || url.scheme == "https" else { continue }
      let key = url.scheme + "://" + url.host
      var origin = origins[key] ?? Origin(scheme: url.scheme, host: url.host)
      if entry.lastVisit.map({ $0 >= cutoff }) ?? entry.isBookmarked {
        origin.frecency += Frecency.page(entry, visits: page.visits, now: now)
      }
      origin.bookmarked = origin.bookmarked || entry.isBookmarked
      origin.lastVisit = max(origin.lastVisit, entry.lastVisit?.microsecondsSince1970 ?? .min)
      origins[key] = origin
    }
    return origins
  }

  /// The host without a leading `www.`.
  private static func bare(_ host: String) -> String { host.hasPrefix("www.") ? String(host.dropFirst(4)) : host }

  /// Firefox's autofill threshold: the top of the lower half of the hosts' frecencies (those
  /// above 1; `NTILE(2)` in `PlacesFrecencyRecalculator`), schemes and `www.` collapsed; 2 when
  /// there are none.
  static func threshold(_ totals: [Int]) -> Double {
    let sorted = totals.filter { $0 > 1 }.sorted()
    guard !sorted.isEmpty else { return 2 }
    return Double(sorted[(sorted.count + 1) / 2 - 1])
  }

  private static func originAutofill(
    _ typed: Substring, typedSlash: Bool, scheme: String?, in context: SuggestionContext
  ) -> (url: URLRecord, completion: String)? {
    let all = origins(in: context)
    guard !all.isEmpty else { return nil }
    var groups: [String: [Origin]] = [:]
    for origin in all.values { groups[bare(origin.host), default: []].append(origin) }
    let totals = groups.mapValues { $0.reduce(0) { $0 + $1.frecency } }
    let threshold = threshold(Array(totals.values))
    let lower = typed.lowercased()
    let typedWWW = lower.hasPrefix("www.")
    var best: (host: String, total: Int, last: Int64, members: [Origin])? = nil
    for (host, members) in groups {
      let candidates = members.filter { scheme == nil || $0.scheme == scheme }
      guard !candidates.isEmpty else { continue }
      let matches = candidates.contains { origin in
        let shown = typedWWW ? origin.host : bare(origin.host)
        return typedSlash ? shown == lower : shown.hasPrefix(lower)
      }
      guard matches else { continue }
      let total = totals[host] ?? 0
      guard Double(total) >= threshold || members.contains(where: \.bookmarked) else { continue }
      let last = members.map(\.lastVisit).max() ?? .min
      if let current = best {
        if total != current.total {
          if total < current.total { continue }
        } else if last != current.last {
          if last < current.last { continue }
        } else if host < current.host {
          continue
        }
      }
      best = (host, total, last, candidates)
    }
    guard let chosen = best else { return nil }
    let pick = chosen.members.sorted { a, b in
      if a.frecency != b.frecency { return a.frecency > b.frecency }
      if a.scheme != b.scheme { return a.scheme == "https" }
      return a.host.hasPrefix("www.") && !b.host.hasPrefix("www.")
    }
    guard let origin = pick.first else { return nil }
    let shownHost = typedWWW ? origin.host : bare(origin.host)
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
    // The path and query match ignoring case; the fragment (after `#`) matches exactly.
    let hash = pathPart.firstIndex(of: "#")
    let caseless = (hash.map { pathPart[..<$0] } ?? pathPart).lowercased()
    let exact = hash.map { String(pathPart[$0...]) } ?? ""
    var best: (entry: HistoryEntry, frecency: Int, rest: String)? = nil
    for page in context.history.pages where page.isLive && counts(page.entry, in: context) {
      let entry = page.entry
      let url = entry.url
      guard url.scheme == "http" || url.scheme == "https", scheme == nil || url.scheme == scheme else { continue }
      let host = hostPart.hasPrefix("www.") ? url.host : bare(url.host)
      guard host == hostPart else { continue }
      let tail = Array((url.pathname + url.search + url.hash).utf8)
      let typedBytes = Array(caseless.utf8) + Array(exact.utf8)
      guard tail.count >= typedBytes.count else { continue }
      let head = String(decoding: tail[..<caseless.utf8.count], as: UTF8.self)
      guard head.lowercased() == caseless,
        tail[caseless.utf8.count..<typedBytes.count].elementsEqual(exact.utf8)
      else { continue }
      let after = String(decoding: tail[typedBytes.count...], as: UTF8.self)
      // Up to the next `/` or the end; nothing once the input ends in `/`.
      let rest: String
      if pathPart.hasSuffix("/") {
        rest = ""
      } else if let next = after.firstIndex(of: "/") {
        rest = String(after[...next])
      } else {
        rest = after
      }
      let f = Frecency.page(entry, visits: page.visits, now: context.now)
      if let current = best, f <= current.frecency { continue }
      best = (entry, f, rest)
    }
    guard let found = best else { return nil }
    let url = found.entry.url
    // A completion goes where the stored URL goes (its case); with nothing to complete, where the
    // input says.
    let stored = Array((url.pathname + url.search + url.hash).utf8)
    let path =
      found.rest.isEmpty
      ? String(pathPart)
      : String(decoding: stored[..<min(stored.count, pathPart.utf8.count)], as: UTF8.self) + found.rest
    guard let completed = try? URLRecord(url.scheme + "://" + url.host + path) else { return nil }
    return (completed, found.rest)
  }
}
