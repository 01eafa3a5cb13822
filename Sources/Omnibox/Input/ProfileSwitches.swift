// The rule table: every point where Chromium's omnibox and Firefox's address bar read typed text
// differently, one switch each, with the value each profile gives it and where the behaviour
// comes from. `omnibox profiles` prints this table; the presets in Omnibox+Profile.swift are
// built from its columns, so this file is the one place that says which profile does what.
//
// Sources: Chromium components/omnibox/browser/autocomplete_input.cc (AutocompleteInput::Parse),
// components/url_formatter/url_fixer.cc (FixupURL, SegmentURL), and their unit tests; Firefox
// docshell/base/URIFixup.sys.mjs (getFixupURIInfo and helpers), browser/app/profile/firefox.js
// (shipped preferences) and docshell/test/unit/test_URIFixup_info.js. Our own choices are
// the README's ("How `resolve` decides"), with the reason given where a row departs from both browsers.

extension Omnibox.Profile {
  /// One point where the browsers disagree. See ``table`` for each switch's values and sources.
  public enum Switch: UInt8, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    /// `0.0.0.0` and `[::]` (typed alone or after `http://`/`https://`) load the loopback address.
    case unspecifiedToLoopback
    /// Three dotted-decimal parts (`1.2.3`, `1.2.3:8000/foo`) are an IPv4 address (`1.2.0.3`).
    case threePartIPv4
    /// Runs of dots in a host collapse to one (`mozilla...org` → `mozilla.org`).
    case collapseDotRuns
    /// A mistyped `.com`, `.net` or `.org` is corrected (`mochi.ocm` → `mochi.com`).
    case fixSuffixTypos
    /// `www.` followed by one label (`www.mozilla`) is a URL.
    case wwwLabelIsURL
    /// A dotted name ending in `.` (`example.comm.`) is a URL whatever its suffix.
    case trailingDotIsURL
    /// `about:` and `chrome:` URLs become `chrome://host/path` (credentials and port dropped).
    case aboutToChrome
    /// `javascript:` text with none of `; = ( ) . "` is a search, not script.
    case scriptNeedsCode
    /// `.invalid` names are never navigable (RFC 6761), typed with a scheme or not.
    case invalidIsSearch
    /// `example.com:80` is upgraded like `example.com` (`https://example.com/`).
    case port80Upgrades
    /// `user@host` is a URL when the host alone would be (a known suffix, localhost, special use).
    case userAtHostIsURL
    /// A password without a user name (`:pass@host`) is a URL.
    case passwordOnlyIsURL
    /// A trailing `\` asks for navigation as a trailing `/` does (`foo\`).
    case trailingBackslashNavigates
    /// `//name` is a file path (POSIX), not a network-path reference.
    case doubleSlashIsFilePath
    /// A scheme nobody registered is a search even with `//` (`myapp://open`).
    case unknownSchemeIsSearch
    /// `;` typed for `:` after a standard scheme, `about` or `chrome` (`http;example.com`).
    case semicolonAfterScheme
    /// An IPv6 address typed without brackets (`::1`, `fe80::1`) is a URL.
    case bareIPv6
    /// A `/` followed later by `?` or `#` makes a URL of any host (`plonk/ #`).
    case slashThenQueryIsURL
    /// One path, query or fragment after a name with an unknown suffix makes a URL
    /// (`intranet.corp/wiki`).
    case pathAfterUnknownSuffixIsURL
    /// Chromium's own schemes (`chrome:`, `chrome-untrusted:`, `chrome-extension:`, `devtools:`)
    /// are registered.
    case chromiumSchemes
    /// Firefox's own schemes (`chrome:`, `resource:`, `jar:`, `moz-extension:`) are registered.
    case firefoxSchemes

    /// The switch's name as `omnibox profiles` prints it (kebab-case).
    public var name: String { row.name }

    public var description: String { name }

    /// This switch's row of ``table``.
    public var row: Row { Self.table[Int(rawValue)] }

    /// The switch named `name` (as printed by `omnibox profiles`), or `nil`.
    public static func named(_ name: String) -> Switch? {
      table.first { $0.name == name }?.rule
    }
  }
}

extension Omnibox.Profile.Switch {
  /// One row of the rule table.
  public struct Row: Sendable {
    /// The switch.
    public let rule: Omnibox.Profile.Switch
    /// Kebab-case name.
    public let name: String
    /// A typed input on which the switch decides.
    public let example: String
    /// What that input becomes with the switch off, and with it on.
    public let off: String, on: String
    /// The value under each preset.
    public let omnibox: Bool, chromium: Bool, firefox: Bool
    /// Where each browser's behaviour comes from, and why ours is what it is.
    public let source: String
    /// Schemes this switch registers when on (the browser's own pages); empty for most.
    public var schemes: [String] = []

    /// This row's value under `profile`.
    public func value(in profile: Omnibox.Profile) -> Bool { profile.isOn(rule) }
  }

  /// Every switch, in declaration order (a row's index is its switch's raw value).
  public static let table: [Row] = [
    Row(
      rule: .unspecifiedToLoopback, name: "unspecified-to-loopback", example: "0.0.0.0:8000",
      off: "http://0.0.0.0:8000/", on: "http://127.0.0.1:8000/",
      omnibox: true, chromium: false, firefox: true,
      source: """
        Firefox URIFixup makeURIWithFixedLocalHosts (0.0.0.0 and :: "are no longer valid"); \
        Chromium url_fixer_unittest keeps [::]:80. Ours follows Firefox: 0.0.0.0 is no \
        destination (RFC 1122 3.2.1.3), and people type it from a server's "listening on \
        0.0.0.0:8000" line, meaning this machine.
        """),
    Row(
      rule: .threePartIPv4, name: "three-part-ipv4", example: "1.2.3",
      off: "search (alternate http://1.2.0.3/)", on: "http://1.2.0.3/",
      omnibox: false, chromium: false, firefox: true,
      source: """
        Firefox URIFixup IPv4LikeRegex ((\\d{1,3}\\.){2,3}\\d{1,3}: no keyword lookup); \
        Chromium AutocompleteInput: only four typed components are an address (127.0.1 → QUERY).
        """),
    Row(
      rule: .collapseDotRuns, name: "collapse-dot-runs", example: "mozilla...org",
      off: "search (not a host name)", on: "https://mozilla.org/",
      omnibox: false, chromium: false, firefox: true,
      source: """
        Firefox URIFixup fixupConsecutiveDotsHost (also after a typed scheme); Chromium: empty \
        labels fail IsCanonicalizedHostCompliant (QUERY).
        """),
    Row(
      rule: .fixSuffixTypos, name: "fix-suffix-typos", example: "mochi.ocm",
      off: "search (unknown suffix)", on: "https://mochi.com/",
      omnibox: false, chromium: false, firefox: true,
      source: """
        Firefox URIFixup checkAndFixPublicSuffix (ocm con cmo xom vom cpm com' → com; ent ner \
        nte met → net; rog ogr prg orh → org); Chromium has no such list.
        """),
    Row(
      rule: .wwwLabelIsURL, name: "www-label-is-url", example: "www.mozilla",
      off: "search (unknown suffix)", on: "https://www.mozilla/",
      omnibox: false, chromium: false, firefox: true,
      source: """
        Firefox URIFixup getFixupURIInfo ("Handle www.<something> as a URI"); Chromium: an \
        unknown TLD is UNKNOWN (searched).
        """),
    Row(
      rule: .trailingDotIsURL, name: "trailing-dot-is-url", example: "example.comm.",
      off: "search (unknown suffix)", on: "https://example.comm./",
      omnibox: false, chromium: false, firefox: true,
      source: """
        Firefox URIFixup keywordURIFixup (a host ending with a dot after another dot; not when \
        the input ends with 。); Chromium: unknown TLD, UNKNOWN.
        """),
    Row(
      rule: .aboutToChrome, name: "about-to-chrome", example: "about:usr:pwd@hst:20/pth",
      off: "about:usr:pwd@hst:20/pth", on: "chrome://hst/pth",
      omnibox: false, chromium: true, firefox: false,
      source: """
        Chromium url_formatter FixupURL (about: → chrome:, default host "version", \
        about:blank and about:srcdoc kept and lowercased); Firefox has its own about: pages.
        """),
    Row(
      rule: .scriptNeedsCode, name: "script-needs-code", example: "JavaScript:Tutorials",
      off: "refused (a script URL; loaded when allowed)", on: "search",
      omnibox: false, chromium: true, firefox: false,
      source: """
        Chromium AutocompleteInput::Parse (javascript:([^;=().\\"]*) is UNKNOWN); Firefox \
        filters javascript: in the address bar instead (browser.urlbar.filter.javascript).
        """),
    Row(
      rule: .invalidIsSearch, name: "invalid-is-search", example: "foo.invalid",
      off: "http://foo.invalid/", on: "search",
      omnibox: false, chromium: true, firefox: false,
      source: """
        Chromium AutocompleteInput::Parse (.invalid "treated like a non-compliant hostname"); \
        Firefox ships browser.fixup.domainsuffixwhitelist.invalid (firefox.js); Omnibox reads \
        it as special-use (RFC 6761): a developer typing foo.invalid means the name.
        """),
    Row(
      rule: .port80Upgrades, name: "port-80-upgrades", example: "example.com:80",
      off: "http://example.com/", on: "https://example.com/",
      omnibox: false, chromium: true, firefox: false,
      source: """
        Chromium AutocompleteInput::ShouldUpgradeToHttps (port 80 is dropped, then upgraded); \
        Firefox and ours: a typed :80 asks for http.
        """),
    Row(
      rule: .userAtHostIsURL, name: "user-at-host-is-url", example: "user@www.google.com",
      off: "search (alternate mailto:)", on: "https://user@www.google.com/",
      omnibox: false, chromium: false, firefox: true,
      source: """
        Firefox URIFixup (a known suffix or known domain skips the keyword lookup; \
        user@dummy-host is still searched); Chromium AutocompleteInput: a user name without a \
        desired TLD is UNKNOWN, "more likely an email address".
        """),
    Row(
      rule: .passwordOnlyIsURL, name: "password-only-is-url", example: ":pass@dummy-host",
      off: "search (no user name)", on: "http://:pass@dummy-host/",
      omnibox: false, chromium: false, firefox: true,
      source: """
        Firefox URIFixup keywordURIFixup ("avoid keyword lookup if the url seems to have \
        password"); Chromium: an empty user name is no user name (UNKNOWN).
        """),
    Row(
      rule: .trailingBackslashNavigates, name: "trailing-backslash-navigates", example: "mozilla\\",
      off: "search (single word)", on: "http://mozilla/",
      omnibox: true, chromium: true, firefox: false,
      source: """
        Chromium AutocompleteInput::Parse (a path ending in \\ or / is a URL); Firefox: only a \
        typed / forces a visit (test_URIFixup_info: mozilla\\ is a keyword lookup).
        """),
    Row(
      rule: .doubleSlashIsFilePath, name: "double-slash-is-file-path", example: "//mozilla",
      off: "search (network path to a single word)", on: "file:////mozilla",
      omnibox: false, chromium: true, firefox: true,
      source: """
        Firefox URIFixup fileURIFixup and Chromium SegmentURL (POSIX: text starting with / is \
        a file); ours reads //host as a network-path reference, as in an HTML link, since a \
        file path never needs the doubled slash.
        """),
    Row(
      rule: .unknownSchemeIsSearch, name: "unknown-scheme-is-search", example: "myapp://open",
      off: "myapp://open", on: "search",
      omnibox: false, chromium: true, firefox: true,
      source: """
        Chromium AutocompleteInput (a scheme the classifier does not know is UNKNOWN); Firefox \
        URIFixup (no protocol handler: keyword lookup, "christmas:humbug"). Both ask the \
        operating system for handlers; a library cannot, so ours loads scheme:// text.
        """),
    Row(
      rule: .semicolonAfterScheme, name: "semicolon-after-scheme", example: "http;www.google.com/",
      off: "search (not a host name)", on: "http://www.google.com/",
      omnibox: false, chromium: true, firefox: false,
      source: """
        Chromium SegmentURLInternal (a ; after a standard scheme, about, chrome or file is \
        read as :); Firefox corrects only ;// (as ours does everywhere).
        """),
    Row(
      rule: .bareIPv6, name: "bare-ipv6", example: "::1",
      off: "search (not a host)", on: "http://[::1]/",
      omnibox: true, chromium: false, firefox: false,
      source: """
        Chromium url_fixer_unittest ("Maybe we should parse bare IPv6 literals someday": ::1 → \
        http://:1/, invalid); Firefox: no scheme match, keyword. Ours: what `ip addr` prints \
        cannot be anything else.
        """),
    Row(
      rule: .slashThenQueryIsURL, name: "slash-then-query-is-url", example: "plonk/ #",
      off: "search (one path component)", on: "http://plonk/%20#",
      omnibox: false, chromium: false, firefox: true,
      source: """
        Firefox URIFixup isURILike (a / before a later ? or #); Chromium counts non-host \
        components instead (an empty fragment is none).
        """),
    Row(
      rule: .pathAfterUnknownSuffixIsURL, name: "path-after-unknown-suffix-is-url",
      example: "intranet.corp/wiki",
      off: "search (unknown suffix)", on: "https://intranet.corp/wiki",
      omnibox: true, chromium: false, firefox: false,
      source: """
        Omnibox ("unless a path makes the intent clear"): a dotted name followed by a path is \
        rarely prose. Chromium needs two non-host components; Firefox a / before ? or #.
        """),
    Row(
      rule: .chromiumSchemes, name: "chromium-schemes", example: "chrome:settings",
      off: "search (unknown scheme)", on: "chrome:settings",
      omnibox: false, chromium: true, firefox: false,
      source: """
        Chromium's own URL schemes (url_fixer.cc kChromeUIScheme, kDevToolsScheme; \
        test_scheme_classifier.cc); a shell that is no Chromium has none of these pages.
        """,
      schemes: ["chrome", "chrome-untrusted", "chrome-extension", "devtools"]),
    Row(
      rule: .firefoxSchemes, name: "firefox-schemes", example: "jar:file:///omni.ja!/",
      off: "search (unknown scheme)", on: "jar:file:///omni.ja!/",
      omnibox: false, chromium: false, firefox: true,
      source: """
        Firefox's own protocol handlers (URIFixup canHandleProtocol: getProtocolHandler is not \
        the default handler); a shell that is no Firefox has none of these pages.
        """,
      schemes: ["chrome", "resource", "jar", "moz-extension"]),
  ]
}
