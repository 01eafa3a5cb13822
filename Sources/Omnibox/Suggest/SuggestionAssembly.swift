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
    let keepsFragment = input.text.contains("#")
    var safe = rows.filter { isSafe($0) }
    // Only the row that will be default shows an inline completion.
    safe = dedup(safe, keepsFragment: keepsFragment)
    safe.sort(by: isMoreRelevant)
    if profile.ranking == .groups { safe = grouped(safe) }
    if let d = safe.firstIndex(where: \.isAllowedAsDefault), d > 0 { safe.insert(safe.remove(at: d), at: 0) }
    return SuggestionList(input: input, suggestions: capped(safe, profile: profile))
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
      let key = StrippedURL.key(row.destination, keepsFragment: keepsFragment)
      if let at = best[key] {
        if isBetterDuplicate(row, than: out[at]) { out[at] = row }
      } else {
        best[key] = out.count
        out.append(row)
      }
    }
    return out
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
      if n > 0 && !row.isAllowedAsDefault { row.inlineCompletion = nil }
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
