// Wrapper rules as data: one value per kind of wrapper. The normalizer indexes them by scheme
// (custom-scheme wrappers) and by host (web redirectors) once, at initialisation.

/// One kind of link wrapper and how to take the wrapped link out of it.
///
/// Rules are plain values: the built-in set is ``builtIn``; you can add your own to
/// ``ShareLinkNormalizer/Configuration/rules``.
///
///     ShareLinkRule(name: "chrome", kind: .browser, pattern: .replaceScheme("googlechromes", with: "https"))
///     ShareLinkRule(name: "google", kind: .redirect,
///                   pattern: .redirect(host: .registrableName("google", subdomains: ["", "www"]),
///                                      path: .exact(["/url"]), parameters: ["q", "url"]))
///
/// Scheme and host names are matched ASCII case-insensitively; parameter names too.
public struct ShareLinkRule: Sendable, Hashable {
  /// What sort of wrapper this is; it prefixes the `via` step name (`"browser:chrome"`).
  public enum Kind: String, Sendable, Hashable {
    /// Another browser's URL scheme (`googlechromes:`, `firefox:`).
    case browser
    /// A web page that redirects to the link (`https://www.google.com/url?q=…`).
    case redirect
    /// An app's own hand-off scheme (`myapp://open?url=…`).
    case app = "app-scheme"
  }

  /// Where a wrapper keeps its link.
  public enum Pattern: Sendable, Hashable {
    /// The scheme stands for another: `googlechromes://host/path` → `https://host/path`.
    case replaceScheme(String, with: String)
    /// DuckDuckGo's quick link: `ddgQuickLink://host/path` → `https://host/path` (the given
    /// default scheme), or the whole link when one follows (`ddgQuickLink://https://host/`).
    case quickLink(scheme: String, defaultScheme: String)
    /// The link follows the scheme, optionally after `//` (`microsoft-edge:https://host/`,
    /// `yandexbrowser-open-url://…`); a `?` right after the scheme introduces parameters instead.
    case afterScheme(String, parameters: [String])
    /// A named query parameter of a custom-scheme URL (`firefox://open-url?url=…`); host and
    /// path are not looked at. A raw (unencoded) link takes the rest of the string.
    case parameter(scheme: String, parameters: [String])
    /// A web redirector: an http(s) URL with this host and path; the first listed parameter
    /// that holds a link (or a host with a known suffix, `www.example.com/x`) is the link.
    case redirect(host: HostPattern, path: PathPattern, parameters: [String])
    /// A web page that carries the link in its path, without the link's scheme: Google's AMP
    /// viewer, `https://www.google.com/amp/s/example.com/a?b=1` → `https://example.com/a?b=1`.
    /// What follows `prefix` (path, query and fragment) is the link, with `scheme` in front.
    case pathEmbedded(host: HostPattern, prefix: String, scheme: String)
    /// A web page whose whole query (and fragment) is the link: `https://href.li/?https://example.com/`.
    case wholeQuery(host: HostPattern, path: PathPattern)
    /// Proofpoint URL Defense, versions 2 and 3: `/v2/url?u=https-3A__example.com_` (the link
    /// percent-encoded with `-` for `%` and `_` for `/`) and `/v3/__https://example.com/__;…!…$`
    /// (the link with some characters replaced by `*`, and a table of them). A link that does
    /// not decode leaves the wrapper whole.
    case urlDefense(host: HostPattern)
  }

  /// Which hosts a redirector answers on. Hosts are compared after canonicalization (lowercase,
  /// punycode, no trailing dot), so look-alikes such as `www.google.com.evil.example` never match.
  public enum HostPattern: Sendable, Hashable {
    /// Exactly one of these hosts.
    case exact([String])
    /// This domain or any subdomain of it, on a label boundary (`nam12.safelinks.protection.outlook.com`).
    case domainAndSubdomains(String)
    /// `NAME.<suffix>` for any public suffix of the ICANN section of the embedded Public Suffix
    /// List, with one of the given subdomains (`""` for none): `google.co.uk`, `www.google.de`.
    case registrableName(String, subdomains: [String])
  }

  /// Which paths a redirector answers on.
  public enum PathPattern: Sendable, Hashable {
    /// Exactly one of these paths (`"/url"`).
    case exact([String])
    /// Any path starting with this prefix (`"/l/"`).
    case prefix(String)

    /// Whether `path` is one of these.
    func matches(_ path: String) -> Bool {
      switch self {
      case .exact(let paths): return paths.contains(path)
      case .prefix(let prefix): return path.hasPrefix(prefix)
      }
    }
  }

  /// The short name used in `via` (`"google"` gives `"redirect:google"`).
  public var name: String
  /// The sort of wrapper.
  public var kind: Kind
  /// Where the link is.
  public var pattern: Pattern

  /// A rule.
  public init(name: String, kind: Kind, pattern: Pattern) {
    self.name = name
    self.kind = kind
    self.pattern = pattern
  }

  /// The `via` step name, e.g. `"redirect:google"`.
  public var step: String { kind.rawValue + ":" + name }

  /// The custom scheme this rule answers, lowercased, or `nil` for a web redirector.
  var scheme: String? {
    switch pattern {
    case .replaceScheme(let s, _), .quickLink(let s, _), .afterScheme(let s, _), .parameter(let s, _):
      return ASCII.lowercased(s)
    case .redirect, .pathEmbedded, .wholeQuery, .urlDefense:
      return nil
    }
  }

  /// The hosts a web rule answers on, or `nil` for a custom-scheme rule.
  var webHost: HostPattern? {
    switch pattern {
    case .redirect(let host, _, _), .pathEmbedded(let host, _, _), .wholeQuery(let host, _), .urlDefense(let host):
      return host
    case .replaceScheme, .quickLink, .afterScheme, .parameter: return nil
    }
  }

  /// Whether a web rule answers for `path` (a canonical URL path).
  func answers(path: String) -> Bool {
    switch pattern {
    case .redirect(_, let paths, _), .wholeQuery(_, let paths): return paths.matches(path)
    case .pathEmbedded(_, let prefix, _): return path.hasPrefix(prefix) && path.utf8.count > prefix.utf8.count
    case .urlDefense: return path == "/v2/url" || path.hasPrefix("/v3/__")
    case .replaceScheme, .quickLink, .afterScheme, .parameter: return false
    }
  }
}
