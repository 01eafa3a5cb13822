extension ShareLinkNormalizer {
  /// What the normalizer unwraps and what it accepts as a target. A plain value; the defaults
  /// suit a browser that receives shared links.
  ///
  ///     var config = ShareLinkNormalizer.Configuration()
  ///     config.appSchemes = ["myapp": ["url", "text"]]   // myapp://open?url=… and ?text=…
  ///     config.maximumDepth = 4
  ///     let normalizer = ShareLinkNormalizer(configuration: config)
  public struct Configuration: Sendable {
    /// The link parameters assumed for an app scheme listed with no parameters.
    public static let defaultLinkParameters = ["url", "link", "text", "plaintext"]

    /// Parameters whose value is free text in which the first link is looked for, rather than a
    /// link: `text` and `plaintext`.
    public static let textParameters: Set<String> = ["text", "plaintext"]

    /// The app's own hand-off schemes (lowercase, without `:`) and, for each, the query
    /// parameters that carry the link, in order of preference. An empty list means
    /// ``defaultLinkParameters``. Default: none.
    public var appSchemes: [String: [String]]

    /// The schemes a target may have. Default: `http`, `https`. Whatever this says, a target
    /// must also have a host.
    public var allowedTargetSchemes: Set<String>

    /// The most wrappers unwrapped in a row (app schemes, browser schemes, redirectors, loaded
    /// redirections). Default 8.
    public var maximumDepth: Int

    /// Whether ``ShareLinkResult/clean`` drops tracking parameters: those of the built-in
    /// catalog (`utm_*`, `fbclid`, `gclid`, YouTube's `si`, Amazon's `ref_`, …; page-changing
    /// ones such as `q`, `id`, `v` never; the fragment never), at ``cleaningLevel``, then those
    /// of ``clearURLsRules``. When `false`, `clean` equals `target`. Default `true`.
    public var stripsTrackingParameters: Bool

    /// How much ``ShareLinkResult/clean`` removes when ``stripsTrackingParameters`` is on.
    public enum CleaningLevel: Sendable, Hashable {
      /// Campaign, click, share and e-mail tracking of the built-in catalog.
      case standard
      /// Also affiliate identifiers (`awc`, `tduid`, `irgwc`, Amazon's `tag`, …): they pay
      /// whoever shared the link, not the reader, and no site needs them to show the page.
      case strict
    }

    /// How much cleaning removes. Default ``CleaningLevel/standard``.
    public var cleaningLevel: CleaningLevel

    /// The wrapper rules. Default ``ShareLinkRule/builtIn``.
    public var rules: [ShareLinkRule]

    /// Rules loaded at run time in the ClearURLs format, used after the built-in rules: their
    /// redirections unwrap, their parameter rules clean. Default none.
    public var clearURLsRules: ClearURLsRules?

    /// Inputs longer than this many UTF-8 bytes are refused. Default 2 MiB.
    public var maximumInputLength: Int

    /// A configuration; every parameter has the default described on its property.
    public init(
      appSchemes: [String: [String]] = [:],
      allowedTargetSchemes: Set<String> = ["http", "https"],
      maximumDepth: Int = 8,
      stripsTrackingParameters: Bool = true,
      rules: [ShareLinkRule] = ShareLinkRule.builtIn,
      clearURLsRules: ClearURLsRules? = nil,
      maximumInputLength: Int = 2 << 20,
      cleaningLevel: CleaningLevel = .standard
    ) {
      self.appSchemes = appSchemes
      self.allowedTargetSchemes = allowedTargetSchemes
      self.maximumDepth = maximumDepth
      self.stripsTrackingParameters = stripsTrackingParameters
      self.rules = rules
      self.clearURLsRules = clearURLsRules
      self.maximumInputLength = maximumInputLength
      self.cleaningLevel = cleaningLevel
    }
  }
}
