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
    var clean = TrackingCleaner.cleaned(target)
    if !isSafeCleaning(clean, of: target) { clean = target }
    if let rules = configuration.clearURLsRules {
      let loaded = rules.cleaning(clean)
      if isSafeCleaning(loaded, of: target) { clean = loaded }
    }
    return clean
  }

  /// Whether `clean` may stand for `target`: the same scheme and host (port included), no
  /// credentials, no control or bidi characters, and the target checks passed.
  func isSafeCleaning(_ clean: URLRecord, of target: URLRecord) -> Bool {
    guard clean.scheme == target.scheme, clean.host == target.host else { return false }
    do throws(ShareLinkError) {
      try Self.refuseControls(clean.href)
      _ = try checkedTarget(clean)
      return true
    } catch {
      return false
    }
  }
}
