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
    /// ``Resolution/kind``, ``Resolution/destination`` (so ``Resolution/url``) and
    /// ``Resolution/reason`` only, each as ``full`` gives it; ``Resolution/query``,
    /// ``Resolution/engine`` and ``Resolution/alternateDestination`` are `nil`.
    case urlAndReason
  }
}
