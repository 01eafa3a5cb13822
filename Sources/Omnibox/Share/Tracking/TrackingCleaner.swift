// Removing tracking from a URL: query parameters and tracking path segments (Amazon's `/ref=…`).
// The fragment is never touched: it belongs to the page (`#utm_source=…` there is the page's own
// state) and is never sent to a server. Whatever is kept keeps its order and its spelling —
// percent-encoding, `+`, case — byte for byte; only the separators around removed parameters go
// (and empty `&&` runs, once the query is rewritten).

/// Removes tracking from URLs. Scheme, host, port and fragment are never changed; the path
/// only loses whole segments a site row names.
enum TrackingCleaner {
  /// `url` without what `catalog` calls tracking on its host and page.
  static func cleaned(_ url: URLRecord, catalog: TrackingCatalog = .builtIn) -> URLRecord {
    let site = catalog.rules(for: url.hostname, page: url)
    guard !site.isExempt else { return url }
    var clean = removingParameters(from: url) { _, name in catalog.isTracking(name, site: site) }
    if site.hasPathRules { clean = removingPathSegments(from: clean, startingWith: site.pathSegmentPrefixes) }
    return clean
  }

  /// `url` without the query parameters for which `isRemoved(rawName, name)` holds; `rawName`
  /// is the name's bytes as written, `name` the name percent-decoded (`+` as space) and
  /// ASCII-lowercased, in UTF-8. Returns `url` itself when nothing is removed; a query left
  /// empty is dropped. The fragment is kept as it is.
  static func removingParameters(
    from url: URLRecord,
    where isRemoved: (_ raw: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool
  ) -> URLRecord {
    var cleaned = url
    if let query = url.query, !query.isEmpty, let kept = keptParameters(query[...], isRemoved) {
      // The setter drops one leading `?`, so a query that itself starts with `?` needs one more.
      cleaned.setSearch(kept.isEmpty ? "" : "?" + kept)
    }
    return cleaned
  }

  /// The `&`-separated parameters of `list` that are kept, joined again, or `nil` when none
  /// is removed (decided without building anything: most URLs lose nothing). Works on the
  /// list's UTF-8 bytes in place; every index below stays within them.
  private static func keptParameters(
    _ list: Substring, _ isRemoved: (_ raw: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool
  ) -> String? {
    var list = list
    return list.withUTF8 { bytes -> String? in
      /// Whether the parameter in `start..<end` goes.
      func removes(_ start: Int, _ end: Int) -> Bool {
        var nameEnd = start
        while nameEnd < end, bytes[nameEnd] != UInt8(ascii: "=") { nameEnd += 1 }
        guard nameEnd > start else { return false }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<nameEnd])
        return withLowercasedName(raw) { isRemoved(raw, $0) }
      }
      /// Calls `body` with the bounds of each `&`-separated segment and its position.
      func forEachSegment(_ body: (_ start: Int, _ end: Int, _ index: Int) -> Void) {
        var start = 0
        var index = 0
        while start <= bytes.count {
          var end = start
          while end < bytes.count, bytes[end] != UInt8(ascii: "&") { end += 1 }
          body(start, end, index)
          index += 1
          start = end + 1
        }
      }
      // Pass 1 decides, remembering the first 64 decisions; pass 2 (only when something goes)
      // joins what stays.
      var removed: UInt64 = 0
      var removedLater = false
      forEachSegment { start, end, index in
        guard removes(start, end) else { return }
        if index < 64 { removed |= 1 << UInt64(index) } else { removedLater = true }
      }
      guard removed != 0 || removedLater else { return nil }
      var kept: [UInt8] = []
      kept.reserveCapacity(bytes.count)
      forEachSegment { start, end, index in
        let goes = index < 64 ? removed & (1 << UInt64(index)) != 0 : removes(start, end)
        // An empty segment (`&&`) is no parameter: dropped now that the list is rewritten.
        guard end > start, !goes else { return }
        if !kept.isEmpty { kept.append(UInt8(ascii: "&")) }
        kept.append(contentsOf: bytes[start..<end])
      }
      return String(decoding: kept, as: UTF8.self)
    }
  }

  /// Calls `body` with `raw` percent-decoded (`+` as space) and ASCII-lowercased — `raw`
  /// itself when that changes nothing, as for most names.
  static func withLowercasedName<R>(
    _ raw: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    var needsWork = false
    for b in raw where b == UInt8(ascii: "%") || b == UInt8(ascii: "+") || ASCII.isUpper(b) {
      needsWork = true
      break
    }
    guard needsWork else { return body(raw) }
    let name = PercentEncoding.decode(raw, plusAsSpace: true).map { ASCII.lowercased($0) }
    return name.withUnsafeBufferPointer(body)
  }

  /// `url` without the path segments that start with one of `prefixes` (`/dp/B01/ref=sr_1_1`
  /// → `/dp/B01`). URLs with an opaque path are returned unchanged.
  static func removingPathSegments(from url: URLRecord, startingWith prefixes: [String]) -> URLRecord {
    guard !url.hasOpaquePath else { return url }
    let path = Array(url.pathname.utf8)
    var kept: [UInt8] = []
    kept.reserveCapacity(path.count)
    var removedAny = false
    var start = 0
    while start < path.count {
      // Each segment with the `/` before it.
      var end = start + 1
      while end < path.count, path[end] != UInt8(ascii: "/") { end += 1 }
      let segment = path[(start + 1)..<end]
      if path[start] == UInt8(ascii: "/"), prefixes.contains(where: { segment.starts(with: $0.utf8) }) {
        removedAny = true
      } else {
        kept.append(contentsOf: path[start..<end])
      }
      start = end
    }
    guard removedAny else { return url }
    var cleaned = url
    cleaned.setPathname(kept.isEmpty ? "/" : String(decoding: kept, as: UTF8.self))
    return cleaned
  }
}
