/// Who started a navigation: the person using the browser, a link on a page, or page script.
///
/// Map WebKit's `WKNavigationAction` like this: `navigationType == .linkActivated` or
/// `.formSubmitted` → ``link``; `.other` with no user gesture (script, meta refresh, redirects
/// a page caused) → ``script``; anything the shell itself starts (address bar, bookmark, app
/// hand-off, history) → ``user``.
public enum NavigationInitiator: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Typed or pasted into the address bar, or otherwise started by the shell for the person.
  case user
  /// A link or form on a page that the person activated.
  case link
  /// Page script or markup, without the person acting (`location = …`, `<meta refresh>`).
  case script

  /// `"user"`, `"link"` or `"script"`.
  public var description: String { rawValue }

  /// Whether a web page, rather than the person, asked for the navigation.
  public var isPageInitiated: Bool { self != .user }
}
