extension AddressBar {
  /// Why the bar did not do what was asked, in a stable word (``code``) and a sentence a
  /// person can read (``message``).
  ///
  ///     var bar = AddressBar()
  ///     bar.send(.edited("javascript:alert(1)"))
  ///     bar.send(.submitted).map(\.description)  // ["refuse blocked-scheme"]
  ///     bar.state.refusal?.message    // "script URLs are not allowed"
  public struct Refusal: Sendable, Hashable, CustomStringConvertible {
    /// Which decider refused, and its reason.
    public enum Cause: Sendable, Hashable {
      /// ``Omnibox/resolve(_:)`` refused the typed text (empty, too long, a script URL).
      case typed(Resolution.Reason)
      /// ``NavigationPolicy`` blocked the navigation.
      case blocked(PolicyReason)
      /// ``ShareLinkNormalizer`` found nothing loadable in the launch link.
      case launch(ShareLinkError)
      /// The web view asked about a URL the WHATWG parser rejects.
      case invalidURL(URLParseError)
    }

    /// What was refused: the typed text, the navigation's URL, or the launch link.
    public let input: String
    /// Who refused, and why.
    public let cause: Cause

    /// A refusal of `input` for `cause`.
    public init(input: String, cause: Cause) {
      self.input = input
      self.cause = cause
    }

    /// The decider's reason word: `blocked-scheme` (typed), `typed-javascript` (policy),
    /// `disallowed-scheme` (launch), `invalid-url`.
    public var code: String {
      switch cause {
      case .typed(let reason): return reason.rawValue
      case .blocked(let reason): return reason.rawValue
      case .launch(let error): return error.code
      case .invalidURL: return "invalid-url"
      }
    }

    /// A sentence for the person, e.g. `"script URLs are not allowed"`.
    public var message: String {
      switch cause {
      case .typed(let reason): return reason.explanation
      case .blocked(let reason): return BlockedNavigationMessages.message(for: reason)
      case .launch(let error): return error.description
      case .invalidURL(let error): return "not a valid URL: " + error.description
      }
    }

    /// `"<input>: <message>"`.
    public var description: String { input + ": " + message }
  }
}

/// What the bar tells the person when the navigation policy blocks a navigation: one sentence
/// per blocking reason, written for this table from the reasons' documentation in
/// `Policy/PolicyReason.swift`.
enum BlockedNavigationMessages {
  static let table: [PolicyReason: String] = [
    .aboutPage: "this browser page is not available",
    .topLevelData: "pages may not open data: URLs at the top level",
    .fileFromWeb: "pages may not open files on this computer",
    .javascriptFromPage: "pages may not run script URLs here",
    .typedJavascript: "script URLs typed into the address bar do not run",
    .scriptScheme: "script URLs are not allowed",
    .handoffRefused: "the app link carries nothing that can be opened",
    .scriptInSubframe: "embedded content may not open other apps",
    .unsupportedScheme: "this kind of address cannot be opened here",
    .unknownScheme: "no app is known for this kind of address",
    .schemeRule: "this kind of address is blocked by a rule",
    .hostRule: "this site is blocked by a rule",
  ]

  /// The sentence for `reason`; its reason word when the table has none (reasons that never
  /// block, or a reason added later).
  static func message(for reason: PolicyReason) -> String {
    table[reason] ?? "blocked (" + reason.rawValue + ")"
  }
}
