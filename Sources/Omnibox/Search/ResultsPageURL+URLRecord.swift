extension ResultsPageURL {
  /// The parts of `url` that results-page matching compares.
  init(_ url: URLRecord) {
    self.init(record: url, host: url.hostname, path: url.pathname)
  }
}
