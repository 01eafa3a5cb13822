extension Resolution {
  /// How much of a resolution to work out.
  ///
  ///     let bytes: [UInt8] = Array("swift webview".utf8)
  ///     bytes.withUnsafeBufferPointer { Omnibox().resolve(utf8: $0, detail: .urlAndReason) }
  ///     // kind .search, url "https://www.google.com/search?q=swift+webview", reason .spaces,
  ///     // query, engine and alternate nil
  package enum Detail: Sendable, Hashable {
    /// Every field (the default).
    case full
    /// ``Resolution/kind``, ``Resolution/url`` and ``Resolution/reason`` only, each as
    /// ``full`` gives it; ``Resolution/query``, ``Resolution/engine`` and
    /// ``Resolution/alternate`` are `nil`, and the answer keeps its URL as text only
    /// (``Resolution/destination`` parses it when asked for: a command printing URLs never
    /// asks).
    case urlAndReason
  }
}
