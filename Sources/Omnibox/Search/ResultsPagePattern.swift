/// The parts of a parsed URL that results-page matching looks at (already canonical: host
/// lowercased and punycoded, default port dropped, path normalized by the URL parser).
struct ResultsPageURL {
  var host: String
  var port: UInt16?
  var path: String
  var query: String?
  var fragment: String?
}

/// One URL form of an engine's results pages: where the terms are and what must match around
/// them (Chrome's search-terms extraction model).
///
/// The scheme is ignored; the host must be one of `hosts` and the port equal; for a query or
/// fragment key the path must equal `path` exactly (case-sensitive; empty counts as `/`), and
/// the query or fragment, split on `&` only, must hold `key` exactly once; for a path pattern
/// the path must start with `path` and end with `valueSuffix`.
struct ResultsPagePattern: Sendable, Hashable {
  enum Location: Sendable, Hashable {
    /// `?…&key=value&…`
    case query(key: String)
    /// `#…&key=value&…`
    case fragment(key: String)
    /// The terms are the path after `path` (a prefix) and before `valueSuffix`.
    case path
  }

  var hosts: Set<String>
  var port: UInt16? = nil
  var path: String
  var location: Location
  /// Raw text that precedes the terms inside the value (query/fragment).
  var valuePrefix: String = ""
  /// Raw text that follows the terms inside the value (or, for a path pattern, the path).
  var valueSuffix: String = ""

  /// What this pattern finds in `url`.
  func match(_ url: ResultsPageURL) -> SearchTermsMatch {
    guard url.port == port, hosts.contains(url.host) else { return .notAResultsPage }
    let urlPath = url.path.isEmpty ? "/" : url.path
    switch location {
    case .query(let key):
      guard urlPath == path, let query = url.query else { return .notAResultsPage }
      return matchValue(in: query, key: key)
    case .fragment(let key):
      guard urlPath == path, let fragment = url.fragment else { return .notAResultsPage }
      return matchValue(in: fragment, key: key)
    case .path:
      guard urlPath.utf8.count >= path.utf8.count + valueSuffix.utf8.count,
        urlPath.utf8.starts(with: path.utf8), urlPath.utf8.reversed().starts(with: valueSuffix.utf8.reversed())
      else { return .notAResultsPage }
      let start = urlPath.utf8.index(urlPath.utf8.startIndex, offsetBy: path.utf8.count)
      let end = urlPath.utf8.index(urlPath.utf8.endIndex, offsetBy: -valueSuffix.utf8.count)
      let raw = Substring(urlPath.utf8[start..<end])
      let terms = SearchTermsDecoding.decode(raw, plusAsSpace: false)
      return terms.isEmpty ? .emptyTerms : .terms(terms)
    }
  }

  /// Finds `key` among the `&`-separated pairs of `text`: exactly once, with the constant
  /// prefix and suffix around the terms.
  private func matchValue(in text: String, key: String) -> SearchTermsMatch {
    var found: Substring? = nil
    for pair in text.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      let pairText = Substring(pair)
      let name: Substring
      let value: Substring
      if let eq = pair.firstIndex(of: UInt8(ascii: "=")) {
        name = Substring(pair[pair.startIndex..<eq])
        value = Substring(pair[pair.index(after: eq)...])
      } else {
        name = pairText
        value = ""
      }
      guard name.utf8.elementsEqual(key.utf8) else { continue }
      if found != nil { return .ambiguousTerms }
      found = value
    }
    guard let value = found else { return .notAResultsPage }
    guard value.utf8.count >= valuePrefix.utf8.count + valueSuffix.utf8.count,
      value.utf8.starts(with: valuePrefix.utf8), value.utf8.reversed().starts(with: valueSuffix.utf8.reversed())
    else { return .notAResultsPage }
    let inner = Substring(value.utf8.dropFirst(valuePrefix.utf8.count).dropLast(valueSuffix.utf8.count))
    let terms = SearchTermsDecoding.decode(inner, plusAsSpace: true)
    return terms.isEmpty ? .emptyTerms : .terms(terms)
  }
}

extension [ResultsPagePattern] {
  /// The first pattern whose host, path and key match decides; `.notAResultsPage` if none does.
  func match(_ url: ResultsPageURL) -> SearchTermsMatch {
    for pattern in self {
      let m = pattern.match(url)
      if m != .notAResultsPage { return m }
    }
    return .notAResultsPage
  }
}
