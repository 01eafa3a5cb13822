extension Resolution {
  /// The rule that decided a resolution: a small closed set with stable, kebab-case raw values
  /// (they appear in `omnibox resolve --json` as `"reason"`, and are what `description` prints);
  /// ``explanation`` says the same in a sentence.
  public enum Reason: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    // Refusals
    /// Nothing but white space (or a bare `?`).
    case empty
    /// Longer than ``Omnibox/Configuration/maximumInputLength``.
    case tooLong = "too-long"
    /// A `javascript:` or `vbscript:` URL, which the configuration does not allow.
    case blockedScheme = "blocked-scheme"

    // Searches
    /// A leading `?` forces a search.
    case forcedQuery = "forced-query"
    /// A keyword shortcut or bang (`g swift`, `!w swift`) picked the engine.
    case keyword
    /// White space where a URL cannot have it.
    case spaces
    /// `word:` with a scheme nobody registered (`site:example.com swift`, `note:milk`).
    case unknownScheme = "unknown-scheme"
    /// An IPv4 address typed with fewer than four parts (`1.5`), more likely a number.
    case shortIPv4 = "short-ipv4"
    /// An IPv4 address in 0.0.0.0/8 other than 0.0.0.0 itself: never a destination.
    case unroutableIPv4 = "unroutable-ipv4"
    /// A host no DNS name can have (forbidden characters, empty labels, failed IDNA).
    case invalidHost = "invalid-host"
    /// A port that is not a number from 0 to 65535.
    case invalidPort = "invalid-port"
    /// A dotted name whose suffix is neither in the public suffix list nor special-use.
    case unknownSuffix = "unknown-suffix"
    /// `name@domain` with nothing else: an e-mail address, not HTTP credentials.
    case email
    /// One word that could be an intranet host but is more likely a search.
    case singleWord = "single-word"
    /// Text with an explicit scheme that the URL parser rejects.
    case invalidURL = "invalid-url"
    /// A scheme with nothing after it (`devtools://`, `mailto:`): no address to load.
    case emptyAddress = "empty-address"
    /// `javascript:` followed by words that cannot be code (``Omnibox/Profile/Switch/scriptNeedsCode``).
    case notCode = "not-code"

    // URLs
    /// An explicit scheme the URL parser accepts.
    case scheme
    /// A common scheme typo, corrected (`htp://`, `http//`, `http;//`).
    case schemeTypo = "scheme-typo"
    /// An absolute file path (`/etc/hosts`, `~/notes.txt`, `C:\Users`).
    case filePath = "file-path"
    /// A mistyped `.com`, `.net` or `.org`, corrected (``Omnibox/Profile/Switch/fixSuffixTypos``).
    case suffixTypo = "suffix-typo"
    /// A four-part IPv4 address.
    case ipv4
    /// An IPv6 address, bracketed or not.
    case ipv6
    /// `0.0.0.0` or `[::]`, which mean this machine: its loopback address is loaded
    /// (``Omnibox/Profile/Switch/unspecifiedToLoopback``).
    case unspecifiedAddress = "unspecified-address"
    /// `localhost` or a name under `.localhost`.
    case localhost
    /// An explicit, valid port.
    case port
    /// A trailing `/` forces navigation (`server/`).
    case trailingSlash = "trailing-slash"
    /// The host's suffix is in the public suffix list (ICANN or private section).
    case knownSuffix = "known-suffix"
    /// The host ends in a special-use name (`.local`, `.test`, `.internal`, `home.arpa`, ...).
    case specialUse = "special-use"
    /// A path, query or fragment after a name with an unknown suffix makes the URL intent clear.
    case path
    /// A user name and password (`user:pass@host`) make the URL intent clear.
    case userinfo
    /// `www.` and one more label (``Omnibox/Profile/Switch/wwwLabelIsURL``).
    case wwwName = "www-name"
    /// A dotted name ending in `.`, a complete domain name (``Omnibox/Profile/Switch/trailingDotIsURL``).
    case trailingDot = "trailing-dot"

    /// The stable slug, e.g. `"known-suffix"` (the raw value).
    public var description: String { rawValue }

    /// A sentence a person can read.
    public var explanation: String {
      switch self {
      case .empty: return "empty input"
      case .tooLong: return "input is too long"
      case .blockedScheme: return "script URLs are not allowed"
      case .forcedQuery: return "a leading ? forces a search"
      case .keyword: return "a keyword shortcut chose the engine"
      case .spaces: return "white space cannot be part of this URL"
      case .unknownScheme: return "not a registered scheme"
      case .shortIPv4: return "an IPv4 address with fewer than four parts reads as a number"
      case .unroutableIPv4: return "addresses in 0.0.0.0/8 are not destinations"
      case .invalidHost: return "not a valid host name"
      case .invalidPort: return "not a valid port"
      case .unknownSuffix: return "the domain suffix is not a known public suffix"
      case .email: return "looks like an e-mail address"
      case .singleWord: return "a single word is searched"
      case .invalidURL: return "the URL parser rejects it"
      case .emptyAddress: return "nothing after the scheme to load"
      case .notCode: return "words after javascript:, not code"
      case .suffixTypo: return "a corrected domain suffix typo"
      case .unspecifiedAddress: return "0.0.0.0 and [::] mean this machine (loopback)"
      case .wwwName: return "a www. name"
      case .trailingDot: return "a trailing dot ends a complete domain name"
      case .scheme: return "an explicit scheme"
      case .schemeTypo: return "a corrected scheme typo"
      case .filePath: return "an absolute file path"
      case .ipv4: return "an IPv4 address"
      case .ipv6: return "an IPv6 address"
      case .localhost: return "a localhost name"
      case .port: return "an explicit port"
      case .trailingSlash: return "a trailing slash"
      case .knownSuffix: return "a known public suffix"
      case .specialUse: return "a special-use domain name"
      case .path: return "a path makes the URL intent clear"
      case .userinfo: return "credentials make the URL intent clear"
      }
    }
  }
}
