/// History URL: pages whose URL starts with the input after one of the URL prefixes, the source
/// of inline completion, as Chromium's `HistoryURLProvider` finds and orders them:
/// - matches are culled unless significant (typed once, visited four times, or in the last three
///   days) and results pages are left to past searches;
/// - the best match is promoted to inline completion (1413) when typed twice, or once for a site
///   root; a shorter URL on the way to it (the site root) is promoted in its place when visited
///   at least a third as often;
/// - what was typed, when it is a page in history, is the top row (1413 if typed before);
/// - the others follow at 900 and down.
///
/// Oracle: `Fixtures/browsers/chromium-history-url.json` (SuggestHistoryURLTableTests).
enum HistoryURLSource {
  /// Results per prefix query and after culling (Chromium's `kMaxMatches`).
  static let maximumMatches = 3
  /// Pages older than this and rarely visited are insignificant.
  static let significantAgeDays = 3

  /// One candidate: a page (or a URL not in history, for a promoted site root) and where the
  /// input matched in it.
  struct Match {
    var url: URLRecord
    var title: String
    var typedCount: Int
    var visitCount: Int
    var lastVisit: HistoryTime?
    /// Offset in the serialization where the input matched (the prefix's length).
    var inputLocation: Int
    /// The match follows the URL's deepest prefix.
    var isInnermost: Bool
    var isHostOnly: Bool

    init(page id: Int32, in index: HistoryIndex, inputLocation: Int, isInnermost: Bool) {
      let entry = index.pages[Int(id)].entry
      url = entry.url
      title = entry.title
      typedCount = entry.typedCount
      visitCount = entry.visitCount
      lastVisit = entry.lastVisit
      self.inputLocation = inputLocation
      self.isInnermost = isInnermost
      isHostOnly = index.pages[Int(id)].isHostOnly
    }

    init(url: URLRecord, template: Match) {
      self = template
      self.url = url
      title = ""
      typedCount = 0
      visitCount = 0
      lastVisit = nil
      isHostOnly = url.pathname == "/" && url.query == nil && url.fragment == nil
    }

    /// Chromium's `CompareHistoryMatch`: typed at all, innermost, typed more, a typed-once host
    /// before its pages, visited more, visited later, then the spec (descending).
    static func isBetter(_ a: Match, _ b: Match) -> Bool {
      if (a.typedCount == 0) != (b.typedCount == 0) { return a.typedCount > b.typedCount }
      if a.isInnermost != b.isInnermost { return a.isInnermost }
      if a.typedCount != b.typedCount { return a.typedCount > b.typedCount }
      if a.typedCount == 1 && a.isHostOnly != b.isHostOnly { return a.isHostOnly }
      if a.visitCount != b.visitCount { return a.visitCount > b.visitCount }
      if a.lastVisit != b.lastVisit {
        return (a.lastVisit ?? HistoryTime(microsecondsSince1970: .min))
          > (b.lastVisit ?? HistoryTime(microsecondsSince1970: .min))
      }
      return b.url.href.utf8.lexicographicallyPrecedes(a.url.href.utf8)
    }

    /// Typed twice, or typed once and a site root (`CanPromoteMatchForInlineAutocomplete`).
    var canBeInlined: Bool { typedCount > 0 && (typedCount > 1 || isHostOnly) }
  }

  enum Promotion { case neither, historyMatch, whatYouTyped }

  /// What one pass found.
  struct Pass {
    var matches: [Match] = []
    var promotion = Promotion.neither
    var exactIsInHistory = false
    /// The what-you-typed row as this pass left it (destination, relevance, default).
    var whatYouTyped: Suggestion?
  }

  static func suggestions(in context: SuggestionContext) -> [Suggestion] {
    let typedPass = run(in: context, typedOnly: true, firstPassPromotion: .neither)
    let pass = run(in: context, typedOnly: false, firstPassPromotion: typedPass.promotion)
    return rows(from: pass, in: context)
  }

  /// The what-you-typed URL as Chromium's HUP makes it (`SuggestExactInput`): the input's URL
  /// reading, or the URL a search could have been; the default only when the input reads as a URL.
  static func whatYouTyped(in context: SuggestionContext) -> Suggestion? {
    guard let url = typedURL(in: context) else { return nil }
    return WhatYouTypedSource.urlRow(
      url, in: context, relevance: context.profile.urlWhatYouTypedRelevance, isDefault: context.readsAsURL)
  }

  /// The URL the input reads as: the resolution's URL, or the http(s) URL a search could have been.
  static func typedURL(in context: SuggestionContext) -> URLRecord? {
    let r = context.resolution
    if r.kind == .url { return r.destination }
    guard let url = r.alternateDestination, url.scheme == "http" || url.scheme == "https" else { return nil }
    return url
  }

  /// Whether the what-you-typed URL is a row at all (`have_what_you_typed_match`): the input
  /// reads as a URL, or could be one and has more than a host (a path, port, query or scheme).
  static func haveWhatYouTyped(in context: SuggestionContext) -> Bool {
    if context.readsAsURL { return true }
    guard context.resolution.alternateDestination != nil, !context.text.contains(" ") else { return false }
    return context.text.contains("/") || context.text.contains("?") || context.text.contains(":")
      || context.text.contains("#")
  }

  static func run(in context: SuggestionContext, typedOnly: Bool, firstPassPromotion: Promotion) -> Pass {
    var pass = Pass()
    pass.whatYouTyped = whatYouTyped(in: context)
    let typed = matchKey(context.text)
    guard !typed.isEmpty else { return pass }
    let index = context.history
    let threshold = context.now.adding(days: -significantAgeDays)
    for prefix in URLPrefix.all {
      for p in index.pages(
        withSerializationPrefix: prefix.text + typed, limit: maximumMatches * 2, typedOnly: typedOnly)
      {
        let entry = index.entry(p)
        let significant =
          entry.typedCount >= 1 || entry.visitCount >= 4 || (entry.lastVisit.map { $0 >= threshold } ?? false)
        guard significant && !index.pages[Int(p)].isSearch else { continue }
        let best = URLPrefix.best(in: Array(entry.url.href.utf8), followedBy: [])
        pass.matches.append(
          Match(
            page: p, in: index, inputLocation: prefix.text.count,
            isInnermost: prefix.components >= (best?.components ?? 0)))
      }
    }
    pass.matches.sort(by: Match.isBetter)
    var seen = Set<String>()
    pass.matches = pass.matches.filter { seen.insert($0.url.href).inserted }

    let haveWhatYouTyped = haveWhatYouTyped(in: context)
    let shorterCanInline = promoteOrCreateShorter(&pass, typed: typed, haveWhatYouTyped: haveWhatYouTyped, in: context)
    if pass.whatYouTyped != nil && firstPassPromotion != .historyMatch {
      pass.exactIsInHistory = fixUpExact(&pass, typedOnly: typedOnly, in: context)
    }
    if pass.exactIsInHistory {
      pass.promotion = .whatYouTyped
    } else if let first = pass.matches.first, shorterCanInline || first.canBeInlined {
      pass.promotion = .historyMatch
    } else {
      pass.promotion = haveWhatYouTyped ? .whatYouTyped : .neither
    }
    let limit = maximumMatches + (pass.exactIsInHistory ? 1 : 0)
    if pass.matches.count > limit { pass.matches.removeSubrange(limit...) }
    return pass
  }

  /// The input as URLs are matched against it: the host part (up to the first `/`, `?` or `#`)
  /// lowercased, as hosts are stored; the rest as typed (paths are case-sensitive).
  static func matchKey(_ text: String) -> [UInt8] {
    if text.utf8.contains(where: { $0 >= 0x80 }) { return Array(text.lowercased().utf8) }
    var key = Array(text.utf8)
    var start = 0
    if let colon = key.firstIndex(of: UInt8(ascii: ":")), key.count > colon + 2,
      key[colon + 1] == UInt8(ascii: "/"), key[colon + 2] == UInt8(ascii: "/")
    {
      start = colon + 3
    }
    var end = start
    while end < key.count, key[end] != UInt8(ascii: "/"), key[end] != UInt8(ascii: "?"), key[end] != UInt8(ascii: "#") {
      end += 1
    }
    for k in 0..<end { key[k] = ASCII.lowercased(key[k]) }
    return key
  }

  /// Chromium's `PromoteOrCreateShorterSuggestion`: returns whether the promoted match may be
  /// inlined.
  static func promoteOrCreateShorter(
    _ pass: inout Pass, typed: [UInt8], haveWhatYouTyped: Bool, in context: SuggestionContext
  ) -> Bool {
    guard let match = pass.matches.first else { return false }
    var canAddBase = !haveWhatYouTyped
    var base: URLRecord
    if let host = hostOnly(match, typed: typed) {
      base = host
      if !canAddBase { canAddBase = host.href != pass.whatYouTyped?.destination.href }
    } else {
      let spec = Array(match.url.href.utf8)
      let end = min(spec.count, match.inputLocation + typed.count)
      guard let cut = try? URLRecord(String(decoding: spec[..<end], as: UTF8.self)) else { return false }
      base = cut
    }
    if base.href == match.url.href { return false }
    let minimumVisits = (match.visitCount - 1) / 3 + 1
    let minimumTyped = match.typedCount > 0 ? 1 : 0
    var promote = true
    var found: Match
    if let p = context.history.shortestURL(
      from: base.href, toward: match.url.href, minimumVisits: minimumVisits, minimumTyped: minimumTyped,
      allowingBase: canAddBase)
    {
      found = Match(page: p, in: context.history, inputLocation: match.inputLocation, isInnermost: match.isInnermost)
    } else {
      guard canAddBase else { return false }
      if let p = context.history.page(forHref: base.href) {
        found = Match(page: p, in: context.history, inputLocation: match.inputLocation, isInnermost: match.isInnermost)
      } else {
        found = Match(url: base, template: match)
      }
      promote = match.typedCount <= 1
    }
    let ensureCanInline = promote && match.canBeInlined
    createOrPromote(found, in: &pass.matches, promote: promote)
    return ensureCanInline
  }

  /// `match`'s URL reduced to its site root when the input still matches there (`ConvertToHostOnly`).
  static func hostOnly(_ match: Match, typed: [UInt8]) -> URLRecord? {
    let url = match.url
    guard url.isSpecial, url.scheme != "file", !url.hasOpaquePath,
      let host = try? URLRecord(url.protocol + "//" + credentials(of: url) + url.host + "/")
    else { return nil }
    let spec = Array(host.href.lowercased().utf8)
    guard spec.count >= match.inputLocation + typed.count,
      spec[match.inputLocation..<(match.inputLocation + typed.count)].elementsEqual(typed)
    else { return nil }
    return host
  }

  private static func credentials(of url: URLRecord) -> String {
    if url.username.isEmpty && url.password.isEmpty { return "" }
    return url.username + (url.password.isEmpty ? "" : ":" + url.password) + "@"
  }

  /// Moves `match` to the front when `promote` (adding it there, or at the end, when absent).
  static func createOrPromote(_ match: Match, in matches: inout [Match], promote: Bool) {
    if let at = matches.firstIndex(where: { $0.url.href == match.url.href }) {
      if promote { matches.insert(matches.remove(at: at), at: 0) }
      return
    }
    if promote { matches.insert(match, at: 0) } else { matches.append(match) }
  }

  /// Chromium's `VisitClassifier` and `FixupExactSuggestion`: when what was typed is a page in
  /// history, it becomes the top match (1413 when typed before, else 1203); an intranet host typed
  /// before gets 1403. Returns whether the exact input is in history.
  static func fixUpExact(_ pass: inout Pass, typedOnly: Bool, in context: SuggestionContext) -> Bool {
    guard var row = pass.whatYouTyped else { return false }
    let profile = context.profile
    let text = context.text
    let index = context.history
    // `user@host` reads as an e-mail address; the history has no credentials to match.
    if let url = typedURL(in: context), !url.username.isEmpty, url.password.isEmpty,
      url.pathname == "/" || url.pathname.isEmpty, !text.contains("/")
    {
      return false
    }
    var visited: Int32? = nil
    let candidates = exactCandidates(for: text, in: context)
    for href in candidates {
      if let p = index.page(forHref: href), !typedOnly || index.entry(p).typedCount > 0 {
        visited = p
        break
      }
    }
    var relevance = profile.inlineHistoryRelevance
    var intranet: URLRecord? = nil
    if visited == nil {
      intranet = knownIntranetURL(in: context)
      guard let intranet else { return false }
      row.destination = intranet
      relevance = profile.unvisitedIntranetRelevance
    }
    var matched: Match? = nil
    if let p = visited {
      let entry = index.entry(p)
      row = context.pageRow(
        entry.url, title: entry.title, provider: .historyURL, kind: .urlWhatYouTyped,
        relevance: 0, inline: false, deletable: true, defaultWithoutInline: true)
      matched = Match(page: p, in: index, inputLocation: 0, isInnermost: true)
      if entry.typedCount == 0 {
        relevance =
          knownIntranetURL(in: context) != nil ? profile.unvisitedIntranetRelevance : profile.urlWhatYouTypedRelevance
      }
    }
    row.relevance = relevance
    row.isAllowedAsDefault = !row.isLookalike
    // A single word and a `#` (`c#`, an intranet host `c` typed before) stays a search.
    if intranet != nil && !context.readsAsURL, row.destination.pathname == "/", row.destination.query == nil,
      row.destination.username.isEmpty, row.destination.port.isEmpty, context.text.contains("#")
    {
      return false
    }
    pass.whatYouTyped = row
    if intranet != nil && !pass.matches.isEmpty { return false }
    let template = pass.matches.first ?? matched
    if let matched {
      createOrPromote(matched, in: &pass.matches, promote: true)
    } else if let template, let intranet {
      createOrPromote(Match(url: intranet, template: template), in: &pass.matches, promote: true)
    }
    return true
  }

  /// The URLs the exact input may be in history as: with each prefix (fewest components first),
  /// and as the omnibox resolves it.
  static func exactCandidates(for text: String, in context: SuggestionContext) -> [String] {
    var out: [String] = []
    if let url = typedURL(in: context) { out.append(url.href) }
    for prefix in URLPrefix.all.reversed() where !prefix.text.isEmpty {
      if let url = try? URLRecord(String(decoding: prefix.text, as: UTF8.self) + text) { out.append(url.href) }
    }
    return out
  }

  /// An intranet host (no public suffix) typed before: the input with the scheme (and `www.`)
  /// the person used there (`AsKnownIntranetURL`).
  static func knownIntranetURL(in context: SuggestionContext) -> URLRecord? {
    guard !context.readsAsURL, let url = typedURL(in: context), url.scheme == "http", !url.hostname.isEmpty
    else { return nil }
    let host = url.hostname
    let suffixes = context.configuration.omnibox.configuration.publicSuffixList
    if suffixes.publicSuffix(of: host, includingPrivateRules: false)?.isListed == true,
      suffixes.registrableDomain(of: host, includingPrivateRules: false) != nil
    {
      return nil
    }
    for candidate in [host] + (host.hasPrefix("www.") ? [] : ["www." + host]) {
      if let scheme = context.history.typedScheme(ofHost: candidate),
        let known = try? URLRecord(
          scheme + "://" + candidate + url.href.dropFirst(url.protocol.count + 2 + url.host.count))
      {
        return known
      }
    }
    return nil
  }

  /// The provider's rows (Chromium's `QueryComplete` and `HistoryMatchToACMatch`).
  static func rows(from pass: Pass, in context: SuggestionContext) -> [Suggestion] {
    let profile = context.profile
    var rows: [Suggestion] = []
    let preventInline = !context.allowsInlineCompletion
    if pass.promotion == .historyMatch, let first = pass.matches.first {
      rows.append(row(first, relevance: profile.inlineHistoryRelevance, preventInline: preventInline, in: context))
    }
    let haveWhatYouTyped = haveWhatYouTyped(in: context)
    if pass.promotion == .whatYouTyped || (preventInline && haveWhatYouTyped), let wyt = pass.whatYouTyped {
      var wyt = wyt
      wyt.provider = .historyURL
      rows.append(wyt)
    }
    var relevance = rows.first?.relevance ?? (profile.historyBaseRelevance + pass.matches.count - 1)
    let first = (pass.exactIsInHistory || pass.promotion == .historyMatch) ? 1 : 0
    for match in pass.matches.dropFirst(first) {
      relevance -= 1
      // The top row's score is never changed; the others decay with age.
      if !rows.isEmpty { relevance = demoted(relevance, for: match, now: context.now) }
      rows.append(row(match, relevance: relevance, preventInline: preventInline, in: context))
    }
    return rows
  }

  /// An age-decay curve: `count` decayed by half every ``halfLifeDays`` days caps the relevance at
  /// the first point it reaches (Chromium's `HUPScoringParams` defaults).
  struct DecayBuckets {
    var points: [(count: Double, relevance: Int)]
    static let halfLifeDays = 30.0
    /// Typed count → cap: "1.0:1413,0.97:1390,0.93:1360,0.85:1340,0.72:1320,0.50:1250,0.0:1203".
    static let typed = DecayBuckets(points: [
      (1.0, 1413), (0.97, 1390), (0.93, 1360), (0.85, 1340), (0.72, 1320), (0.50, 1250), (0.0, 1203),
    ])
    /// Visit count → cap, for pages never typed: "4.0:790,0.5:590,0.0:100".
    static let visited = DecayBuckets(points: [(4.0, 790), (0.5, 590), (0.0, 100)])

    func cap(_ relevance: Int, count: Int, secondsSinceVisit: Double) -> Int {
      let decay = secondsSinceVisit <= 0 ? 1 : scoringPow(2, -secondsSinceVisit / (Self.halfLifeDays * 86_400))
      let decayed = Double(count) * decay
      guard let bucket = points.first(where: { decayed >= $0.count }) else { return relevance }
      return min(relevance, bucket.relevance)
    }
  }

  /// `relevance` demoted by the decay curves (`CalculateRelevanceScoreUsingScoringParams`): only
  /// ever lowered.
  static func demoted(_ relevance: Int, for match: Match, now: HistoryTime) -> Int {
    let seconds = match.lastVisit.map { now.seconds(since: $0) } ?? 0
    var r = DecayBuckets.typed.cap(relevance, count: match.typedCount, secondsSinceVisit: seconds)
    if match.typedCount == 0 { r = DecayBuckets.visited.cap(r, count: match.visitCount, secondsSinceVisit: seconds) }
    return r
  }

  static func row(_ match: Match, relevance: Int, preventInline: Bool, in context: SuggestionContext) -> Suggestion {
    var row = context.pageRow(
      match.url, title: match.title, provider: .historyURL, kind: .historyURL, relevance: relevance,
      inline: true, deletable: match.visitCount > 0)
    // Chromium computes the completion even when inlining is prevented, and then allows the row
    // as default only when the completion is empty.
    if preventInline {
      row.isAllowedAsDefault = false
      if let tail = inlineTailIgnoringEdit(row.fill, in: context), tail.isEmpty, !row.isLookalike {
        row.isAllowedAsDefault = true
      }
      row.inlineCompletion = nil
    }
    return row
  }

  private static func inlineTailIgnoringEdit(_ fill: String, in context: SuggestionContext) -> String? {
    let typed = Array(context.text.lowercased().utf8)
    let lower = Array(fill.lowercased().utf8)
    guard let offset = URLPrefix.inlineCompletionOffset(input: typed, allowingWWW: true, in: lower),
      offset <= lower.count
    else { return nil }
    return String(decoding: lower[offset...], as: UTF8.self)
  }
}
