/// The key duplicates share (Chromium's `GURLToStrippedGURL`): `https` folded to `http`, a
/// leading `www.` dropped, the fragment dropped unless the input has a `#`; so
/// `https://www.example.com/#top` and `http://example.com/` are one row.
enum StrippedURL {
  static func key(_ url: URLRecord, keepsFragment: Bool) -> String {
    var scheme = url.scheme
    if scheme == "https" { scheme = "http" }
    guard url.isSpecial, !url.hostname.isEmpty else {
      return keepsFragment ? url.href : url.hrefExcludingFragment
    }
    var host = url.host
    if host.hasPrefix("www.") { host.removeFirst(4) }
    var key = scheme + "://" + host + url.pathname + url.search
    if keepsFragment { key += url.hash }
    return key
  }
}
