// Removing tracking from a URL: query parameters, parameters in a fragment (`#utm_source=…`,
// `#/route?fbclid=…`) and tracking path segments (Amazon's `/ref=…`). Whatever is kept keeps its
// order and its spelling — percent-encoding, `+`, case — byte for byte; only the separators
// around removed parameters go (and empty `&&` runs, once the query is rewritten).

/// Removes tracking from URLs.
enum TrackingCleaner {
  /// `url` without what the built-in catalog calls tracking on its host.
  static func cleaned(_ url: URLRecord, catalog: TrackingCatalog = .builtIn) -> URLRecord {
    let site = catalog.rules(for: url.hostname)
    var clean = removingParameters(from: url) { _, name in catalog.isTracking(name, site: site) }
    let segments = site.pathSegmentPrefixes
    if !segments.isEmpty { clean = removingPathSegments(from: clean, startingWith: segments) }
    return clean
  }

  /// `url` without the query and fragment parameters for which `isRemoved(rawName, name)`
  /// holds; `name` is the raw name percent-decoded (`+` as space) and ASCII-lowercased.
  /// Returns `url` itself when nothing is removed; a query or fragment left empty is dropped.
  static func removingParameters(
    from url: URLRecord, where isRemoved: (_ raw: Substring, _ name: String) -> Bool
  ) -> URLRecord {
    var cleaned = url
    if let query = url.query, !query.isEmpty, let kept = keptParameters(query[...], isRemoved) {
      // The setter drops one leading `?`, so a query that itself starts with `?` needs one more.
      cleaned.setSearch(kept.isEmpty ? "" : "?" + kept)
    }
    if let fragment = url.fragment, let (head, parameters) = fragmentParameters(fragment),
      let kept = keptParameters(parameters, isRemoved)
    {
      var rest = head
      if kept.isEmpty {
        if rest.last == "?" { rest.removeLast() }
      } else {
        rest += kept
      }
      cleaned.setHash(rest.isEmpty ? "" : "#" + rest)
    }
    return cleaned
  }

  /// The `&`-separated parameters of `list` that are kept, joined again, or `nil` when none
  /// is removed.
  private static func keptParameters(
    _ list: Substring, _ isRemoved: (_ raw: Substring, _ name: String) -> Bool
  ) -> String? {
    var kept: [Substring] = []
    var removedAny = false
    for segment in list.split(separator: "&", omittingEmptySubsequences: false) {
      if segment.isEmpty { continue }  // not a parameter; dropped if the list is rewritten
      let rawName = segment.firstIndex(of: "=").map { segment[..<$0] } ?? segment
      if !rawName.isEmpty, isRemoved(rawName, lowercasedName(rawName)) {
        removedAny = true
      } else {
        kept.append(segment)
      }
    }
    return removedAny ? kept.joined(separator: "&") : nil
  }

  /// A fragment's parameter list, with what comes before it: after a `?` in the fragment
  /// (hash routing, `#/route?a=1`), or the whole fragment when it holds a `=` and no `?`
  /// (`#utm_source=x`). Other fragments (`#section`) have none.
  private static func fragmentParameters(_ fragment: String) -> (head: String, parameters: Substring)? {
    guard !fragment.isEmpty else { return nil }
    if let question = fragment.firstIndex(of: "?") {
      let after = fragment.index(after: question)
      return (String(fragment[..<after]), fragment[after...])
    }
    guard fragment.utf8.contains(ASCII.equalsSign) else { return nil }
    return ("", fragment[...])
  }

  /// `raw` percent-decoded (`+` as space) and ASCII-lowercased.
  static func lowercasedName(_ raw: Substring) -> String {
    let needsDecoding = raw.utf8.contains { $0 == ASCII.percent || $0 == ASCII.plus }
    if !needsDecoding {
      guard raw.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return String(raw) }
      return ASCIICase.lowercased(raw)
    }
    let decoded = PercentEncoding.decode(raw.utf8, plusAsSpace: true)
    return String(decoding: decoded.map { ASCII.lowercased($0) }, as: UTF8.self)
  }

  /// `url` without the path segments that start with one of `prefixes` (`/dp/B01/ref=sr_1_1`
  /// → `/dp/B01`). URLs with an opaque path are returned unchanged.
  static func removingPathSegments(from url: URLRecord, startingWith prefixes: [String]) -> URLRecord {
    guard !url.hasOpaquePath else { return url }
    let path = url.pathname
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    let kept = segments.enumerated().filter { index, segment in
      index == 0 || !prefixes.contains { segment.hasPrefix($0) }
    }
    guard kept.count < segments.count else { return url }
    var cleaned = url
    let joined = kept.map(\.element).joined(separator: "/")
    cleaned.setPathname(joined.isEmpty ? "/" : joined)
    return cleaned
  }
}
