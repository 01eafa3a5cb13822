/// Formats hosts (and URLs) for people: Unicode only when it cannot pass for something else.
///
/// An IDN label is shown in Unicode only when it passes the rules of Chromium's IDN spoof
/// checker (ICU's UTS #39 checks at the "highly restrictive" level over Chromium's identifier
/// set, whole-script look-alikes of Latin per script and TLD, digit look-alikes, TLD-specific
/// letters, dangerous patterns); otherwise that label is shown in its ASCII (punycode) form. A
/// host whose confusable skeleton matches a top domain it is not (``topDomains``) is shown
/// wholly in ASCII, with reason ``DisplayReason/lookalike(of:)``. ASCII hosts with no `xn--`
/// label never reach ICU.
///
///     let f = DisplayFormatter()
///     f.displayHost("xn--bcher-kva.example").host  // "bücher.example"
///     f.displayHost("xn--80ak6aa92e.com").host     // "xn--80ak6aa92e.com" (Cyrillic "аррӏе")
///     f.displayHost("xn--80ak6aa92e.com").lookalikeOf  // "apple.com"
///
/// Pure and thread-safe: the one ICU spoof checker behind it is configured once and never changed.
public struct DisplayFormatter: Sendable, Hashable {
  /// What the URL display leaves out or decodes.
  public struct Options: Sendable, Hashable {
    /// Leave out `http://` and `https://` (never other schemes).
    public var omitsHTTPScheme: Bool
    /// Leave out a leading `www.` label when a registrable name follows it.
    public var omitsWWW: Bool
    /// Leave out the path when it is only `/` and there is no query or fragment.
    public var omitsTrailingSlash: Bool
    /// Leave out `user:password@`, which can make a URL read as another host.
    public var omitsCredentials: Bool
    /// Percent-decode the path, query and fragment where that cannot change the URL's meaning
    /// or hide characters (UTF-8 that is safe to show; never delimiters, controls or spaces).
    public var decodesPercentEncoding: Bool

    /// Creates options; every flag defaults to the full, unelided form with safe decoding.
    public init(
      omitsHTTPScheme: Bool = false, omitsWWW: Bool = false, omitsTrailingSlash: Bool = false,
      omitsCredentials: Bool = true, decodesPercentEncoding: Bool = true
    ) {
      self.omitsHTTPScheme = omitsHTTPScheme
      self.omitsWWW = omitsWWW
      self.omitsTrailingSlash = omitsTrailingSlash
      self.omitsCredentials = omitsCredentials
      self.decodesPercentEncoding = decodesPercentEncoding
    }

    /// The whole URL, credentials left out, path/query/fragment decoded where safe.
    public static let full = Options()
    /// The address-bar look: no `https://`, no `www.`, no lone trailing `/`.
    public static let addressBar = Options(omitsHTTPScheme: true, omitsWWW: true, omitsTrailingSlash: true)
  }

  /// The options used by ``display(_:)``; ``displayHost(_:)`` ignores them.
  public var options: Options

  /// The domains whose look-alikes are kept in ASCII (default: Chromium's list,
  /// ``TopDomainList/embedded``). Replace it, or add a shell's own brands with
  /// ``TopDomainList/adding(_:)``.
  public var topDomains: TopDomainList

  /// Creates a formatter with `options` (default ``Options/full``) and `topDomains` (default
  /// ``TopDomainList/embedded``).
  ///
  ///     DisplayFormatter(topDomains: try TopDomainList(domains: ["mybank.example"]))
  public init(options: Options = .full, topDomains: TopDomainList = .embedded) {
    self.options = options
    self.topDomains = topDomains
  }
}
