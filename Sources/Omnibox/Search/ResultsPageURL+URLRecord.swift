extension ResultsPageURL {
  /// The parts of `url` that results-page matching compares.
  init(_ url: URLRecord) {
    self.init(host: url.hostname, port: url.portNumber, path: url.pathname, query: url.query, fragment: url.fragment)
  }
}
