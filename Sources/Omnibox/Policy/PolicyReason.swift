/// Why a navigation got its ``NavigationAction``: a closed set of stable words.
///
///     let url = try URLRecord("javascript:alert(1)")
///     NavigationPolicy().decide(url, initiator: .script, isMainFrame: true).reason
///     // .javascriptFromPage, written "javascript-from-page"
public enum PolicyReason: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// `http:` or `https:`.
  case web = "web"
  /// `about:blank` (any frame).
  case aboutBlank = "about-blank"
  /// `about:srcdoc` in a subframe.
  case aboutSrcdoc = "about-srcdoc"
  /// Any other `about:` page, or `about:srcdoc` at the top level: nothing a web view should show.
  case aboutPage = "about-page"
  /// `blob:` URLs, which only name objects the page itself made.
  case blob = "blob"
  /// `data:` in a subframe.
  case dataSubframe = "data-subframe"
  /// `data:` typed or pasted by the person into the address bar.
  case typedData = "typed-data"
  /// `data:` at the top level from a page: a known phishing vector, blocked as browsers do.
  case topLevelData = "top-level-data"
  /// `file:` typed by the person (and allowed by the configuration).
  case typedFile = "typed-file"
  /// `file:` opened by a link or script on another `file:` page (local documents linking to
  /// each other).
  case fileFromFile = "file-from-file"
  /// `file:` from a web page, a hand-off or a subframe with no `file:` page behind it, or typed
  /// when the configuration forbids it.
  case fileFromWeb = "file-from-web"
  /// `javascript:` started by a page (link or script).
  case javascriptFromPage = "javascript-from-page"
  /// `javascript:` typed by the person, with bookmarklets off.
  case typedJavascript = "typed-javascript"
  /// `javascript:` typed by the person, with bookmarklets on.
  case bookmarklet = "bookmarklet"
  /// `vbscript:` and other script schemes no web view should run.
  case scriptScheme = "script-scheme"
  /// `mailto:`.
  case email = "email"
  /// `tel:` and `telprompt:`.
  case phone = "phone"
  /// `sms:`.
  case sms = "sms"
  /// `facetime:` and `facetime-audio:`.
  case facetime = "facetime"
  /// `maps:`, `geo:`, and Apple Maps links.
  case maps = "maps"
  /// App Store links: `itms-apps:`, `itms-appss:`, `apps.apple.com`, `itunes.apple.com`.
  case appStore = "app-store"
  /// A scheme another app registered (configured in ``NavigationPolicy/Configuration/externalSchemes``).
  case registeredApp = "registered-app"
  /// The app's own scheme: hand the URL to the share-link normalizer.
  case appScheme = "app-scheme"
  /// The app's own URL carried no link the share-link normalizer accepts (none, or a refused
  /// target such as `javascript:`); nothing is loaded.
  case handoffRefused = "handoff-refused"
  /// An external app or hand-off started by script inside a subframe: blocked, so embedded
  /// content cannot launch apps on its own.
  case scriptInSubframe = "script-in-subframe"
  /// A scheme a web view cannot or should not navigate to (`ws:`, `ftp:`, `view-source:`, …).
  case unsupportedScheme = "unsupported-scheme"
  /// A scheme nobody configured.
  case unknownScheme = "unknown-scheme"
  /// A per-scheme rule in the configuration decided.
  case schemeRule = "scheme-rule"
  /// A per-host rule in the configuration decided.
  case hostRule = "host-rule"

  /// The stable reason word, e.g. `"top-level-data"`.
  public var description: String { rawValue }
}
