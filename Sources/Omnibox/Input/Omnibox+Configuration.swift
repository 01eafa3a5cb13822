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
      defaultEngine: any SearchEngine = GoogleSearch(),
      keywordShortcuts: KeywordShortcuts = .standard,
      resultsPageEngines: [any SearchEngine] = [GoogleSearch(), BingSearch(), DuckDuckGoSearch()],
      schemePolicy: SchemePolicy = .automatic,
      allowsScriptURLs: Bool = false,
      allowsFilePaths: Bool = true,
      homeDirectory: String? = nil,
      specialUseSuffixes: Set<String> = standardSpecialUseSuffixes,
      registeredSchemes: Set<String> = standardRegisteredSchemes,
      publicSuffixList: PublicSuffixList = .embedded,
      maximumInputLength: Int = 2 << 20
    ) {
      self.defaultEngine = defaultEngine
      self.keywordShortcuts = keywordShortcuts
      self.resultsPageEngines = resultsPageEngines
      self.schemePolicy = schemePolicy
      self.allowsScriptURLs = allowsScriptURLs
      self.allowsFilePaths = allowsFilePaths
      self.homeDirectory = homeDirectory
      self.specialUseSuffixes = specialUseSuffixes
      self.registeredSchemes = registeredSchemes
      self.publicSuffixList = publicSuffixList
      self.maximumInputLength = maximumInputLength
    }
  }
}
