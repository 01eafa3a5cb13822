/// Rule 7 of the omnibox decision: the scheme for text typed without one.
///
/// Under ``Omnibox/SchemePolicy/automatic``: https for public names, http for hosts that cannot
/// hold a publicly trusted certificate (IP literals, localhost, single labels, special-use
/// names) and for an explicit port other than 443 (a development server, usually). Chromium and
/// Firefox still start these on http; both try https first for public names. A typed `:80` asks
/// for http, except under ``Omnibox/Profile/Switch/port80Upgrades``, where Chromium drops the
/// default port and upgrades the name like any other (`example.com:80` → `https://example.com/`).
struct SchemeInference {
  let policy: Omnibox.SchemePolicy
  /// Whether a typed port 80 is dropped before choosing (``Omnibox/Profile/Switch/port80Upgrades``).
  let upgradesPort80: Bool

  /// `.http` or `.https` for a host of `hostClass` typed with `typedPort` (if any).
  func scheme(for hostClass: HostRules.HostClass, typedPort: Int?) -> SchemeKind {
    switch policy {
    case .alwaysHTTP: return .http
    case .alwaysHTTPS: return .https
    case .automatic: break
    }
    let port = upgradesPort80 && typedPort == 80 ? nil : typedPort
    if let port, port != 443 { return .http }
    if port == 443 { return .https }
    switch hostClass {
    case .ipLiteral, .localhost, .singleLabel, .specialUse: return .http
    case .publicDomain: return .https
    }
  }

  /// The scheme to parse text without a port with before its host is known: the one a public
  /// name gets (most typed hosts are public names). When the host rules decide otherwise, the
  /// URL's scheme is swapped (``URLRecord/href(withSchemeSwappedTo:)``).
  var likelyScheme: SchemeKind { scheme(for: .publicDomain, typedPort: nil) }
}
