// Tracking parameters: query parameters that identify a campaign or a click rather than the
// resource. Removing them keeps every other parameter, their order, and the fragment.

/// The built-in list of tracking parameters.
enum TrackingParameters {
  /// Names removed from any URL (compared ASCII case-insensitively after percent-decoding).
  static let names: Set<String> = [
    "fbclid", "gclid", "dclid", "gbraid", "wbraid", "msclkid", "mc_cid", "mc_eid", "igshid", "igsh",
    "yclid", "twclid", "_ga", "_gl",
  ]

  /// Hosts where `si` (YouTube's share identifier) is a tracking parameter.
  static let youTubeHosts: Set<String> = [
    "youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtu.be",
  ]

  /// Whether the parameter `name` (percent-decoded, any case) is tracking on `host`.
  static func isTracking(_ name: String, host: String) -> Bool {
    let lower = ASCIICase.lowercased(name)
    if lower.hasPrefix("utm_") { return true }
    if names.contains(lower) { return true }
    return lower == "si" && youTubeHosts.contains(host)
  }

  /// `url` without the query parameters for which `isRemoved(rawName, decodedName)` holds.
  /// Returns `url` itself when nothing is removed; otherwise the remaining parameters keep
  /// their order and spelling (empty `&&` sequences are dropped) and the query is dropped when
  /// nothing is left.
  static func removing(
    from url: URLRecord, where isRemoved: (_ raw: Substring, _ decoded: String) -> Bool
  ) -> URLRecord {
    guard let query = url.query, !query.isEmpty else { return url }
    var kept: [Substring] = []
    var removedAny = false
    for segment in query.split(separator: "&", omittingEmptySubsequences: false) {
      let rawName = segment.firstIndex(of: "=").map { segment[..<$0] } ?? segment
      let needsDecoding = rawName.utf8.contains { $0 == ASCII.percent || $0 == ASCII.plus }
      let decoded =
        needsDecoding ? String(decoding: PercentEncoding.decode(rawName.utf8, plusAsSpace: true), as: UTF8.self) : String(rawName)
      if segment.isEmpty { continue }  // not a parameter; dropped if the query is rewritten
      if !rawName.isEmpty, isRemoved(rawName, decoded) {
        removedAny = true
      } else {
        kept.append(segment)
      }
    }
    guard removedAny else { return url }
    var cleaned = url
    let remaining = kept.joined(separator: "&")
    // The setter drops one leading `?`, so a query that itself starts with `?` needs one more.
    cleaned.setSearch(remaining.isEmpty ? "" : "?" + remaining)
    return cleaned
  }
}
