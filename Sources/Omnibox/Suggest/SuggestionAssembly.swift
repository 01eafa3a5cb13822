/// From every provider's rows to the list (Chromium's `AutocompleteResult::SortAndCull`, or
/// Firefox's muxer for the ``SuggestionProfile/Ranking/groups`` ranking):
/// 1. rows that go where no suggestion may (script, `data:`, `file:` from history or a server)
///    are dropped;
/// 2. duplicates by ``StrippedURL`` merge into the better one: allowed as default first, then
///    more relevant, then the provider earlier in ``SuggestionProvider/allCases``;
/// 3. rows sort by relevance (ties: provider order, then URL);
/// 4. the first row allowed as default moves to the top;
/// 5. URL rows beyond the profile's cap and rows beyond the list's cap are cut.
enum SuggestionAssembly {
  static func list(for input: SuggestionInput, from rows: [Suggestion], context: SuggestionContext) -> SuggestionList {
    let profile = context.profile
    let sorted = sortAndCull(rows.filter { isSafe($0) }, keepsFragment: input.text.contains("#"), profile: profile)
    return SuggestionList(input: input, suggestions: capped(sorted, profile: profile))
  }

  /// Steps 2 to 4: dedup, sort, the default to the top (Chromium's `SortAndCull` before its cap).
  ///
  /// Oracle: `Fixtures/browsers/chromium-autocomplete-result.json` (SuggestAssemblyTableTests).
  static func sortAndCull(_ rows: [Suggestion], keepsFragment: Bool, profile: SuggestionProfile) -> [Suggestion] {
    var out = dedup(rows, keepsFragment: keepsFragment)
    out.sort(by: isMoreRelevant)
    if profile.ranking == .groups { out = grouped(out) }
    if let d = out.firstIndex(where: \.isAllowedAsDefault), d > 0 { out.insert(out.remove(at: d), at: 0) }
    return out
  }

  /// Whether a row may be offered: its destination is no script, `data:` or `vbscript:` URL,
  /// and a `file:` URL only as the reading of what was typed.
  static func isSafe(_ row: Suggestion) -> Bool {
    let scheme = row.destination.scheme
    if ["javascript", "vbscript", "data"].contains(scheme) { return false }
    if scheme == "file" { return row.provider == .whatYouTyped }
    return true
  }

  static func dedup(_ rows: [Suggestion], keepsFragment: Bool) -> [Suggestion] {
    var best: [String: Int] = [:]
    var out: [Suggestion] = []
    for row in rows {
      let key = StrippedURL.key(row, keepsFragment: keepsFragment)
      if let at = best[key] {
        out[at] = merged(row, out[at])
      } else {
        best[key] = out.count
        out.append(row)
      }
    }
    return out
  }

  /// The better of two duplicates; a page open in a tab stays marked as one (a "switch to tab"
  /// row) unless the better row is the inline-completed default, and keeps the page's title.
  static func merged(_ a: Suggestion, _ b: Suggestion) -> Suggestion {
    var (better, other) = isBetterDuplicate(a, than: b) ? (a, b) : (b, a)
    if other.kind == .openTab && better.kind != .openTab && !better.isAllowedAsDefault { better.kind = .openTab }
    if better.title.isEmpty { better.title = other.title }
    return better
  }

  /// Chromium's `BetterDuplicate`: allowed as default, then relevance, then provider order.
  static func isBetterDuplicate(_ a: Suggestion, than b: Suggestion) -> Bool {
    if a.isAllowedAsDefault != b.isAllowedAsDefault { return a.isAllowedAsDefault }
    if a.relevance != b.relevance { return a.relevance > b.relevance }
    return providerRank(a.provider) < providerRank(b.provider)
  }

  static func isMoreRelevant(_ a: Suggestion, _ b: Suggestion) -> Bool {
    if a.relevance != b.relevance { return a.relevance > b.relevance }
    if a.provider != b.provider { return providerRank(a.provider) < providerRank(b.provider) }
    return a.destination.href.utf8.lexicographicallyPrecedes(b.destination.href.utf8)
  }

  private static func providerRank(_ p: SuggestionProvider) -> Int {
    SuggestionProvider.allCases.firstIndex(of: p) ?? Int.max
  }

  /// Firefox's order: the heuristic (best default-able row) first, then search suggestions and
  /// past searches, then everything else, each group by relevance.
  static func grouped(_ rows: [Suggestion]) -> [Suggestion] {
    guard let h = rows.firstIndex(where: \.isAllowedAsDefault) else { return rows }
    var rest = rows
    let heuristic = rest.remove(at: h)
    let suggestions = rest.filter { $0.kind == .searchSuggestion || $0.kind == .pastSearch }
    let general = rest.filter { $0.kind != .searchSuggestion && $0.kind != .pastSearch }
    return [heuristic] + suggestions + general
  }

  static func capped(_ rows: [Suggestion], profile: SuggestionProfile) -> [Suggestion] {
    var out: [Suggestion] = []
    var urlRows = 0
    for (n, row) in rows.enumerated() {
      if out.count >= profile.maximumRows { break }
      if !row.kind.isSearch {
        if urlRows >= profile.maximumURLRows && n > 0 { continue }
        urlRows += 1
      }
      var row = row
      // Only the default row's completion is ever shown.
      if !out.isEmpty || !row.isAllowedAsDefault { row.inlineCompletion = nil }
      out.append(row)
    }
    return out
  }

  /// `merged` with `current`'s default row kept at the top (Chromium's stable popup): a
  /// response that arrives late adds rows but never changes what Enter loads.
  static func keepingDefault(of current: SuggestionList, in merged: SuggestionList, profile: SuggestionProfile)
    -> SuggestionList
  {
    guard let old = current.defaultSuggestion else { return merged }
    var rows = merged.suggestions
    if let at = rows.firstIndex(where: { $0.destination == old.destination && $0.kind == old.kind }) {
      rows.remove(at: at)
    }
    rows.insert(old, at: 0)
    return SuggestionList(input: merged.input, suggestions: capped(rows, profile: profile))
  }
}
