/// The key duplicates share (Chromium's `GURLToStrippedGURL`): `https` folded to `http`, a
/// leading `www.` dropped, the fragment dropped unless the input has a `#`; so
/// `https://www.example.com/#top` and `http://example.com/` are one row. Searches are one row
/// per engine and terms, whatever else their URLs carry (`?q=foo&oq=f` is `?q=foo`).
enum StrippedURL {
  static func key(_ row: Suggestion, keepsFragment: Bool) -> String {
    if row.kind.isSearch, let terms = row.searchTerms, let engine = row.engine {
      return "search:" + engine + "\n" + terms
    }
    return key(row.destination, keepsFragment: keepsFragment)
  }

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
