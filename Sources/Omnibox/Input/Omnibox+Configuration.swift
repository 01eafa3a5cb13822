extension Omnibox {
  /// How the omnibox picks a scheme for text typed without one.
  public enum SchemePolicy: String, Sendable, Hashable {
    /// https, except http for hosts that cannot have a public certificate: localhost, IP
    /// literals, single-label names, special-use names, and for explicit ports other than 443.
    /// Chromium and Firefox both still start such hosts on http.
    case automatic
    /// Always https.
    case alwaysHTTPS
    /// Always http.
    case alwaysHTTP
  }

  /// Everything a resolution depends on. A value: copy it, change it, make a new ``Omnibox``.
  public struct Configuration: Sendable {
    /// Whose reading to follow where Chromium and Firefox disagree (default ``Profile/omnibox``).
    public var profile: Profile
    /// The engine for searches without a keyword.
    public var defaultEngine: any SearchEngine
    /// Keyword shortcuts and bangs (`g swift`, `!w swift`).
    public var keywordShortcuts: KeywordShortcuts
    /// Engines whose results pages are recognised in URL answers (adds ``Resolution/query``),
    /// besides ``defaultEngine``, which always is.
    public var resultsPageEngines: [any SearchEngine]
    /// Scheme inference for text without a scheme.
    public var schemePolicy: SchemePolicy
    /// Whether `javascript:` and `vbscript:` URLs may be returned (off: refused `blocked-scheme`).
    public var allowsScriptURLs: Bool
    /// Whether absolute paths (`/etc/hosts`, `~/x`, `C:\x`) become `file:` URLs.
    public var allowsFilePaths: Bool
    /// The directory `~` stands for; `nil` leaves `~/…` unexpanded (the library reads no
    /// environment; the CLI passes `$HOME`).
    public var homeDirectory: String?
    /// The directory holding users' home directories (`/home` on Linux, `/Users` on macOS), for
    /// `~name` and `~name/…`: `~ann/notes` → `file:///home/ann/notes`. `nil` leaves `~name`
    /// unexpanded (the CLI passes its platform's).
    public var homeBase: String?
    /// Names that are URLs without being public suffixes (RFC 6761 and friends). Each entry is
    /// one or more lowercase ASCII labels, matched against the end of the host.
    public var specialUseSuffixes: Set<String>
    /// Schemes other than the special ones that are URLs even without `//` (`mailto:`, `tel:`).
    /// Any other `word:` is read as text (`site:example.com`, `note:milk`).
    public var registeredSchemes: Set<String>
    /// The public suffix list deciding whether `name.suffix` is a domain.
    public var publicSuffixList: PublicSuffixList
    /// Longer input is refused with `too-long` (UTF-8 bytes).
    public var maximumInputLength: Int

    /// The special-use names in RFC 6761, RFC 8375 (home.arpa) and ICANN's `.internal`.
    public static let standardSpecialUseSuffixes: Set<String> = [
      "local", "test", "example", "invalid", "internal", "home.arpa",
    ]

    /// Schemes commonly registered with an operating system or a browser.
    public static let standardRegisteredSchemes: Set<String> = [
      "about", "blob", "data", "view-source", "javascript", "vbscript",
      "mailto", "tel", "sms", "facetime", "facetime-audio", "maps", "geo", "magnet", "webcal",
      "itms-apps", "market", "news", "nntp", "irc", "ircs", "xmpp", "sip", "sips", "ssh", "sftp",
      "urn", "bitcoin", "callto",
    ]

    public init(
      profile: Profile = .omnibox,
      defaultEngine: any SearchEngine = GoogleSearch(),
      keywordShortcuts: KeywordShortcuts = .standard,
      resultsPageEngines: [any SearchEngine] = [GoogleSearch(), BingSearch(), DuckDuckGoSearch()],
      schemePolicy: SchemePolicy = .automatic,
      allowsScriptURLs: Bool = false,
      allowsFilePaths: Bool = true,
      homeDirectory: String? = nil,
      homeBase: String? = nil,
      specialUseSuffixes: Set<String> = standardSpecialUseSuffixes,
      registeredSchemes: Set<String> = standardRegisteredSchemes,
      publicSuffixList: PublicSuffixList = .embedded,
      maximumInputLength: Int = 2 << 20
    ) {
      self.profile = profile
      self.defaultEngine = defaultEngine
      self.keywordShortcuts = keywordShortcuts
      self.resultsPageEngines = resultsPageEngines
      self.schemePolicy = schemePolicy
      self.allowsScriptURLs = allowsScriptURLs
      self.allowsFilePaths = allowsFilePaths
      self.homeDirectory = homeDirectory
      self.homeBase = homeBase
      self.specialUseSuffixes = specialUseSuffixes
      self.registeredSchemes = registeredSchemes
      self.publicSuffixList = publicSuffixList
      self.maximumInputLength = maximumInputLength
    }

    /// The defaults: our documented choices (``Profile/omnibox``), Google, https.
    public static var omnibox: Configuration { Configuration() }
    /// The defaults with Chromium's readings (``Profile/chromium``).
    ///
    ///     Omnibox(configuration: .chromium).resolve("about:version").url  // "chrome://version/"
    public static var chromium: Configuration { Configuration(profile: .chromium) }
    /// The defaults with Firefox's readings (``Profile/firefox``).
    ///
    ///     Omnibox(configuration: .firefox).resolve("www.mozilla").url  // "https://www.mozilla/"
    public static var firefox: Configuration { Configuration(profile: .firefox) }
  }
}
