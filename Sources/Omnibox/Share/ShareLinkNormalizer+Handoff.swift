// The other direction: a share extension hands a link to its app through a custom scheme.

extension ShareLinkNormalizer {
  /// A hand-off URL that carries `link` to the app: `scheme://open?parameter=<link>`, the link
  /// canonicalized and percent-encoded as a URL component (`:/?#&=+%` and spaces escaped).
  ///
  /// `scheme` must be one of the configuration's ``Configuration/appSchemes`` with `parameter`
  /// among its link parameters, so that this normalizer's ``unwrap(_:)`` gives the canonical
  /// link back exactly (unless the link is itself a wrapper, which unwrapping then follows).
  ///
  ///     let n = ShareLinkNormalizer(configuration: .init(appSchemes: ["myapp": ["url"]]))
  ///     let url = try n.handoffURL(for: "https://example.com/a b?x=1&y=2#f", scheme: "myapp", parameter: "url")
  ///     // "myapp://open?url=https%3A%2F%2Fexample.com%2Fa%2520b%3Fx%3D1%26y%3D2%23f"
  ///     n.unwrap(url).target   // "https://example.com/a%20b?x=1&y=2#f"
  ///
  /// - Throws: ``ShareLinkError`` with `invalidHandoff` for a scheme or parameter that is not
  ///   configured (or is a text parameter), or the reason `link` would be refused as a target.
  public func handoffURL(for link: String, scheme: String, parameter: String) throws(ShareLinkError) -> String {
    let name = ASCII.lowercased(scheme)
    guard LinkSyntax.isSchemeName(name) else {
      throw ShareLinkError(.invalidHandoff("'\(scheme)' is not a URL scheme name"))
    }
    guard let parameters = index.appSchemes[name] else {
      throw ShareLinkError(.invalidHandoff("'\(name)' is not a configured app scheme"))
    }
    guard let listed = parameters.first(where: { ASCII.equalIgnoringCase($0.utf8, parameter.utf8) }) else {
      throw ShareLinkError(.invalidHandoff("'\(parameter)' is not a link parameter of '\(name)'"))
    }
    guard !Configuration.textParameters.contains(ASCII.lowercased(listed)) else {
      throw ShareLinkError(.invalidHandoff("'\(parameter)' carries text, not a link"))
    }
    guard parameter.utf8.allSatisfy({ !PercentEncodeSet.component.contains($0) }) else {
      throw ShareLinkError(.invalidHandoff("'\(parameter)' needs percent-encoding"))
    }
    let trimmed = Self.trimmed(link)
    guard !trimmed.isEmpty else { throw ShareLinkError(.empty) }
    let text = TextScalars.string(trimmed)
    try Self.refuseControls(text)
    let url = try target(text)
    return name + "://open?" + parameter + "=" + PercentEncoding.encode(url.href, using: .component)
  }
}
