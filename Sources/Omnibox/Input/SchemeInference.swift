/// Rule 7 of the omnibox decision: the scheme for text typed without one.
///
/// Under ``Omnibox/SchemePolicy/automatic``: https for public names, http for hosts that cannot
/// hold a publicly trusted certificate (IP literals, localhost, single labels, special-use
/// names) and for an explicit port other than 443 (a development server, usually). Chromium and
/// Firefox still start these on http; both try https first for public names.
struct SchemeInference {
  let policy: Omnibox.SchemePolicy

  func scheme(for hostClass: HostRules.HostClass, typedPort: Int?) -> String {
    switch policy {
    case .alwaysHTTP: return "http"
    case .alwaysHTTPS: return "https"
    case .automatic: break
    }
    if let typedPort, typedPort != 443 { return "http" }
    if typedPort == 443 { return "https" }
    switch hostClass {
    case .ipLiteral, .localhost, .singleLabel, .specialUse: return "http"
    case .publicDomain: return "https"
    }
  }
}
