/// Which of several engines, if any, shows a URL as its results page, and with what terms: the
/// omnibox asks this of every URL it answers with (a results page shows its query).
///
/// Engines whose results pages are described by ``ResultsPagePatterns`` (the built-in engines
/// and ``TemplateSearchEngine``) share one table of their hosts' hashes, so when every engine is
/// so described a URL on none of their hosts (nearly every URL) is turned away with one hash and
/// one table probe; any other engine is asked through ``SearchEngine/searchTerms(in:)``. The answer is the same as
/// asking each engine's ``SearchEngine/searchTerms(in:)`` in order.
struct ResultsPageRecognizer: Sendable {
  private let engines: [any SearchEngine]
  /// Each engine's patterns, when its results pages are described by them.
  private let patterns: [ResultsPagePatterns?]
  /// Every pattern's hosts together, when every engine has patterns: a URL on none of them is
  /// no engine's results page.
  private let hosts: HostHashTable?

  /// Recognizes the pages of `engines`, the first to match winning.
  init(_ engines: [any SearchEngine]) {
    self.engines = engines
    patterns = engines.map { ($0 as? any ResultsPageMatching)?.resultsPagePatterns }
    let described = patterns.compactMap { $0 }
    hosts = described.count == patterns.count ? ResultsPagePatterns.hostTable(described) : nil
  }

  /// The first engine (in order) for which `url` is a results page with terms, and the terms.
  func terms(in url: URLRecord) -> (terms: String, engine: String)? {
    let hostHash = ResultsPagePatterns.hostHash(of: url)
    if let hosts, !hosts.contains(hostHash) { return nil }
    for i in patterns.indices {
      let terms: String?
      if let patterns = patterns[i] {
        terms = patterns.match(url).terms
      } else {
        terms = engines[i].searchTerms(in: url)
      }
      if let terms { return (terms, engines[i].name) }
    }
    return nil
  }
}
