extension AddressBar {
  /// The deciders an address bar consults: a plain value, built once.
  ///
  ///     let config = AddressBar.Configuration(appSchemes: ["myapp"])
  ///     var bar = AddressBar(configuration: config)
  ///     bar.send(.launched("myapp://open?url=https%3A%2F%2Fexample.com%2F"))
  ///     // [load https://example.com/]
  public struct Configuration: Sendable {
    /// Resolves typed text (URL or search); its default engine is the one whose results pages
    /// show their terms in the field.
    public var omnibox: Omnibox
    /// Decides every navigation: typed ones (as ``NavigationInitiator/user``) and the ones the
    /// web view asks about.
    public var policy: NavigationPolicy
    /// Unwraps the link the app was launched with (hand-off schemes, shared text).
    public var normalizer: ShareLinkNormalizer
    /// How the field shows a page's URL (default ``DisplayFormatter/Options/addressBar``).
    public var display: DisplayFormatter
    /// Whether a results page of the default engine shows its search terms in the field, as
    /// Chromium's "search terms in the omnibox" does (default `true`).
    public var showsSearchTerms: Bool
    /// How the suggestion list is made (profile, providers); `nil` turns the list off, and the
    /// bar then never asks for suggestions. By default every provider with the
    /// ``SuggestionProfile/omnibox`` profile, on ``omnibox`` and ``display`` as given to `init`.
    public var suggester: Suggester.Configuration?
    /// Whether committed pages are recorded (``AddressBar/Effect/recordVisit(_:)``); `false` for
    /// a private window, which records nothing and learns nothing.
    public var recordsHistory: Bool
    /// The time visits are recorded at and suggestions ranked from (default
    /// ``AddressBar/systemTime()``; tests pass a fixed one).
    public var clock: @Sendable () -> HistoryTime

    /// A configuration from its parts; each default is the library's default.
    public init(
      omnibox: Omnibox = Omnibox(),
      policy: NavigationPolicy = NavigationPolicy(),
      normalizer: ShareLinkNormalizer = ShareLinkNormalizer(),
      display: DisplayFormatter = DisplayFormatter(options: .addressBar),
      showsSearchTerms: Bool = true,
      suggests: Bool = true,
      recordsHistory: Bool = true,
      clock: @escaping @Sendable () -> HistoryTime = AddressBar.systemTime
    ) {
      self.omnibox = omnibox
      self.policy = policy
      self.normalizer = normalizer
      self.display = display
      self.showsSearchTerms = showsSearchTerms
      self.suggester = suggests ? Suggester.Configuration(omnibox: omnibox, displayFormatter: display) : nil
      self.recordsHistory = recordsHistory
      self.clock = clock
    }

    /// A configuration for an app whose own hand-off schemes are `appSchemes` (e.g. `myapp`
    /// for `myapp://open?url=…`): the policy hands page links to them off, and the normalizer
    /// unwraps launch links with them (parameters ``ShareLinkNormalizer/Configuration/defaultLinkParameters``).
    public init(appSchemes: Set<String>, omnibox: Omnibox = Omnibox()) {
      let schemes = Set(appSchemes.map { ASCII.lowercased($0) })
      var share = ShareLinkNormalizer.Configuration()
      for scheme in schemes { share.appSchemes[scheme] = [] }
      self.init(
        omnibox: omnibox,
        policy: NavigationPolicy(configuration: .init(appSchemes: schemes)),
        normalizer: ShareLinkNormalizer(configuration: share))
    }
  }
}
