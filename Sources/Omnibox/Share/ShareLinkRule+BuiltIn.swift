// The built-in wrapper rules. Each one is written from how the wrapper works (the browser's or
// site's documented or observed link format), not from another project's rule list:
// - Chrome for iOS replaces `http`/`https` with `googlechrome`/`googlechromes` ("Opening links
//   in Chrome for iOS"), and takes `googlechrome-x-callback://x-callback-url/open/?url=…`.
// - Firefox, Firefox Focus/Klar, Brave and Opera for iOS take `<scheme>://open-url?url=…`.
// - Edge for iOS takes `microsoft-edge-http(s)://host/path`; Edge on Windows `microsoft-edge:<url>`.
// - Safari (iOS 17+) takes `x-safari-http(s)://host/path`; Opera `opera-http(s)://`, Opera Touch
//   `touch-http(s)://`; Yandex `yandexbrowser-open-url://<url>`.
// - Orion (Kagi) for iOS and macOS takes `orion://open-url?url=…`; Onion Browser for iOS takes
//   `onionhttp(s)://host/path` (its documented URL scheme, like Chrome's).
// - DuckDuckGo's `ddgQuickLink://` is followed by what the person would have typed; its share
//   extension writes `https//host/…` (the colon lost), which is repaired.
// - Redirectors put the link in one query parameter: Google `/url?q=` (or `url=`), Facebook and
//   Messenger `l.php?u=`, Instagram and Threads `l.*/?u=`, YouTube `/redirect?q=`, Reddit
//   `out.reddit.com/…?url=`, Steam `/linkfilter/?url=` (older, often raw) or `?u=`, Outlook Safe
//   Links `*.safelinks.protection.outlook.com/?url=`, LinkedIn `/safety/go?url=`, VK `away.php?to=`,
//   Tumblr `t.umblr.com/redirect?z=`, DuckDuckGo `/l/?uddg=`, Slack `slack-redir.net/link?url=`,
//   Zhihu `link.zhihu.com/?target=`.
// - Google's AMP viewer writes the page into its path: `www.google.com/amp/s/<host/path>` for an
//   https page, `/amp/<host/path>` for http. href.li (an anonymising redirector) takes the whole
//   link as its query: `href.li/?https://example.com/`.
// - Proofpoint URL Defense rewrites links in mail: v1 `urldefense.proofpoint.com/v1/url?u=`
//   (percent-encoded), v2 `/v2/url?u=` and v3 `urldefense.com/v3/__…__;…` in their own encodings
//   (URLDefenseDecoding.swift). Mimecast's `protect-*.mimecast.com/s/<token>` links hold only a
//   token (the link stays on Mimecast's servers), so they are kept whole, as any other link.

extension ShareLinkRule {
  /// The built-in rules: other browsers' schemes and well-known web redirectors.
  public static let builtIn: [ShareLinkRule] = browserRules + redirectRules

  /// Other browsers' URL schemes.
  public static let browserRules: [ShareLinkRule] = [
    browser("chrome", .replaceScheme("googlechrome", with: "http")),
    browser("chrome", .replaceScheme("googlechromes", with: "https")),
    browser("chrome", .parameter(scheme: "googlechrome-x-callback", parameters: ["url"])),
    browser("firefox", .parameter(scheme: "firefox", parameters: ["url"])),
    browser("firefox-focus", .parameter(scheme: "firefox-focus", parameters: ["url"])),
    browser("firefox-focus", .parameter(scheme: "firefox-klar", parameters: ["url"])),
    browser("edge", .replaceScheme("microsoft-edge-http", with: "http")),
    browser("edge", .replaceScheme("microsoft-edge-https", with: "https")),
    browser("edge", .afterScheme("microsoft-edge", parameters: ["url"])),
    browser("safari", .replaceScheme("x-safari-http", with: "http")),
    browser("safari", .replaceScheme("x-safari-https", with: "https")),
    browser("brave", .parameter(scheme: "brave", parameters: ["url"])),
    browser("opera", .replaceScheme("opera-http", with: "http")),
    browser("opera", .replaceScheme("opera-https", with: "https")),
    browser("opera", .parameter(scheme: "opera", parameters: ["url"])),
    browser("opera", .replaceScheme("touch-http", with: "http")),
    browser("opera", .replaceScheme("touch-https", with: "https")),
    browser("duckduckgo", .quickLink(scheme: "ddgQuickLink", defaultScheme: "https")),
    browser("yandex", .afterScheme("yandexbrowser-open-url", parameters: ["url"])),
    browser("orion", .parameter(scheme: "orion", parameters: ["url"])),
    browser("onion-browser", .replaceScheme("onionhttp", with: "http")),
    browser("onion-browser", .replaceScheme("onionhttps", with: "https")),
  ]

  /// Web redirectors, matched by host and path.
  public static let redirectRules: [ShareLinkRule] = [
    redirect("google", .registrableName("google", subdomains: ["", "www"]), .exact(["/url"]), ["q", "url"]),
    redirect("facebook", .exact(["l.facebook.com", "lm.facebook.com"]), .exact(["/l.php"]), ["u"]),
    redirect("messenger", .exact(["l.messenger.com"]), .exact(["/l.php"]), ["u"]),
    redirect("instagram", .exact(["l.instagram.com"]), .exact(["/"]), ["u"]),
    redirect("threads", .exact(["l.threads.net", "l.threads.com"]), .exact(["/"]), ["u"]),
    redirect("youtube", .exact(["www.youtube.com", "youtube.com", "m.youtube.com"]), .exact(["/redirect"]), ["q"]),
    redirect("reddit", .exact(["out.reddit.com"]), .prefix("/"), ["url"]),
    redirect("steam", .exact(["steamcommunity.com"]), .exact(["/linkfilter/", "/linkfilter"]), ["u", "url"]),
    redirect("outlook", .domainAndSubdomains("safelinks.protection.outlook.com"), .prefix("/"), ["url"]),
    redirect(
      "linkedin", .exact(["www.linkedin.com", "linkedin.com"]), .exact(["/safety/go", "/redir/redirect"]), ["url"]),
    redirect("vk", .exact(["vk.com", "m.vk.com"]), .exact(["/away.php"]), ["to"]),
    redirect("tumblr", .exact(["t.umblr.com"]), .exact(["/redirect"]), ["z"]),
    redirect("duckduckgo", .exact(["duckduckgo.com"]), .prefix("/l/"), ["uddg"]),
    redirect("slack", .exact(["slack-redir.net"]), .exact(["/link"]), ["url"]),
    redirect("zhihu", .exact(["link.zhihu.com"]), .exact(["/"]), ["target"]),
    ShareLinkRule(
      name: "google-amp", kind: .redirect,
      pattern: .pathEmbedded(
        host: .registrableName("google", subdomains: ["", "www"]), prefix: "/amp/s/", scheme: "https")),
    ShareLinkRule(
      name: "google-amp", kind: .redirect,
      pattern: .pathEmbedded(
        host: .registrableName("google", subdomains: ["", "www"]), prefix: "/amp/", scheme: "http")),
    ShareLinkRule(
      name: "href-li", kind: .redirect, pattern: .wholeQuery(host: .exact(["href.li"]), path: .exact(["/"]))),
    redirect("proofpoint", .exact(urlDefenseHosts), .exact(["/v1/url"]), ["u"]),
    ShareLinkRule(name: "proofpoint", kind: .redirect, pattern: .urlDefense(host: .exact(urlDefenseHosts))),
  ]

  /// The hosts of Proofpoint URL Defense links (v1 and v2 on the first, v3 on the second).
  private static let urlDefenseHosts = ["urldefense.proofpoint.com", "urldefense.com"]

  private static func browser(_ name: String, _ pattern: Pattern) -> ShareLinkRule {
    ShareLinkRule(name: name, kind: .browser, pattern: pattern)
  }

  private static func redirect(
    _ name: String, _ host: HostPattern, _ path: PathPattern, _ parameters: [String]
  ) -> ShareLinkRule {
    ShareLinkRule(name: name, kind: .redirect, pattern: .redirect(host: host, path: path, parameters: parameters))
  }
}
