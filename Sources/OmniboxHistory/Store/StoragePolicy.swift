import Omnibox

/// Which URLs the store keeps, whoever hands them over (a visit, a bookmark, an import): one
/// table, read top to bottom, the first matching row decides. A URL the store refuses never
/// reaches the file.
///
/// | rule | the URL | kept? |
/// |---|---|---|
/// | `script` | `javascript:` (any case, however it was encoded: the parser decoded it) | no |
/// | `data` | `data:` | no |
/// | `internal` | a page the browser makes itself (`about:`, `blob:`, `view-source:`…) | no |
/// | `not-loaded` | one the ``NavigationPolicy`` would not load when the person asks for it (hands to another app, hands off, blocks) | no |
/// | `loaded` | anything else the policy loads (web pages, `file:` pages) | yes |
package enum StoragePolicy {
  /// Why a URL is not kept.
  package struct Refusal: Sendable, Hashable, CustomStringConvertible {
    /// The rule's name in the table.
    package let rule: String
    /// The rule's words, for reports.
    package let reason: String
    package var description: String { reason }
  }

  /// The policy URLs are checked against: the library's defaults, a person's own navigation.
  private static let navigation = NavigationPolicy()

  /// Schemes of pages the browser makes itself: loaded, never history.
  static let internalSchemes: Set<String> = [
    "about", "blob", "view-source", "chrome", "edge", "brave", "moz-extension", "chrome-extension",
    "safari-web-extension",
  ]

  /// `nil` when the store keeps `url`, else the refusing rule.
  package static func refusal(for url: URLRecord) -> Refusal? {
    let scheme = url.scheme
    if scheme == "javascript" { return Refusal(rule: "script", reason: "a javascript: URL") }
    if scheme == "data" { return Refusal(rule: "data", reason: "a data: URL") }
    if internalSchemes.contains(scheme) {
      return Refusal(rule: "internal", reason: "a page the browser makes itself (\(scheme):)")
    }
    let decision = navigation.decide(url, initiator: .user, isMainFrame: true)
    guard decision.action == .load else {
      return Refusal(
        rule: "not-loaded", reason: "the navigation policy would not load it (\(decision.action), \(decision.reason))")
    }
    return nil
  }
}
