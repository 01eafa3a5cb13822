// Phase 4 of unwrapping: the clean form. Each cleaning stage — the built-in catalog, then the
// loaded ClearURLs rules — must give a URL that still passes the target checks with the target's
// scheme and host and no credentials; a stage that does not (a `rawRules` pattern that cuts
// `https://a.com/` off `https://a.com/javascript:alert(1)`) is dropped, so `clean` falls back to
// the last safe form, at worst the target itself.

extension ShareLinkNormalizer {
  /// The target without tracking: built-in catalog, then loaded rules, each stage kept only
  /// if it is safe (``isSafeCleaning(_:of:)``).
  func cleaned(_ target: URLRecord) -> URLRecord {
    guard configuration.stripsTrackingParameters else { return target }
    WorkMeter.scanned(target.href.utf8.count)
    let catalog: TrackingCatalog = configuration.cleaningLevel == .strict ? .builtInStrict : .builtIn
    var clean = TrackingCleaner.cleaned(target, catalog: catalog)
    if clean != target, !isSafeCleaning(clean, of: target) { clean = target }
    if let rules = configuration.clearURLsRules {
      let loaded = rules.cleaning(clean)
      if loaded != clean, isSafeCleaning(loaded, of: target) { clean = loaded }
    }
    return clean
  }

  /// Whether `clean` may stand for `target`: the same scheme and host (port included) and no
  /// credentials. With the target's scheme and host, `clean` passes every target check the
  /// target passed (allowed scheme, a plausible DNS host, no credentials), and as a parsed URL
  /// it holds no raw control or bidi character (the serializer percent-encodes them).
  func isSafeCleaning(_ clean: URLRecord, of target: URLRecord) -> Bool {
    clean.scheme == target.scheme && clean.host == target.host && clean.username.isEmpty && clean.password.isEmpty
  }
}
