import Omnibox

/// `omnibox policy`: what a web view should do with each navigation URL.
struct PolicyCommand: Command {
  static let name = "policy"
  static let summary = "decide whether a web view should load, open externally, hand off or block a URL"
  static let help = """
    usage: omnibox policy [--initiator user|link|script] [--subframe] [--source URL] [--app-scheme NAME[=PARAM[,PARAM]] ...]
                          [--external-scheme NAME ...] [--clean] [--json] [URL ...]
    Prints the action for each navigation URL and why: load, external (ask the OS to open
    another app), handoff (the app's own scheme: unwrap it) or block.

    options:
      --initiator WHO        who started the navigation: user (typed; default), link, script
      --subframe             the navigation is in a subframe, not the main frame
      --source URL           the page the navigation starts from (a file: page may open file: URLs)
      --app-scheme NAME[=PARAM[,PARAM]]
                             the app's own scheme, handed off; the link is read from PARAM
                             (repeatable; without PARAM: url, link, text, plaintext)
      --external-scheme NAME a scheme another app registered, opened externally (repeatable)
      --clean                a handoff's target without tracking parameters (as unwrap --clean)
      --json                 one JSON object per input: {"input","action","reason"}, plus
                             "target" (the unwrapped link) for a handoff

    examples:
      omnibox policy https://example.com/                             # load (web)
      omnibox policy mailto:someone@example.com                       # external (email)
      omnibox policy --initiator script 'javascript:alert(1)'         # block (javascript-from-page)
      omnibox policy --initiator link 'data:text/html,<b>hi'          # block (top-level-data)
      omnibox policy --initiator link --source file:///docs/a.html file:///docs/b.html
        # load (file-from-file)
      omnibox policy --app-scheme myapp 'myapp://open?url=https%3A%2F%2Fexample.com'
        # handoff (app-scheme) https://example.com/
      omnibox policy --clean --app-scheme myapp 'myapp://open?url=https%3A%2F%2Fexample.com%2F%3Futm_source%3Dx'
        # handoff (app-scheme) https://example.com/
    """
  static let options: [OptionSpec] = [
    .value("--initiator"), .flag("--subframe"), .value("--source"), AppSchemeOption.spec,
    .value("--external-scheme", repeatable: true), .flag("--clean"),
  ]

  let policy: NavigationPolicy
  let initiator: NavigationInitiator
  let isMainFrame: Bool
  let source: URLRecord?

  init(options: ParsedOptions) throws(UsageError) {
    let word = options.value("--initiator") ?? "user"
    guard let initiator = NavigationInitiator(rawValue: word) else {
      throw UsageError("unknown initiator '\(word)' (user, link or script)")
    }
    self.initiator = initiator
    isMainFrame = !options.has("--subframe")
    if let text = options.value("--source") {
      do throws(URLParseError) {
        source = try URLRecord(text)
      } catch {
        throw UsageError("--source '\(Invocation.printable(text))' is not a URL: \(error)")
      }
    } else {
      source = nil
    }
    let appSchemes = try AppSchemeOption.schemes(from: options)
    var configuration = NavigationPolicy.Configuration(
      appSchemes: Set(appSchemes.keys), externalSchemes: try Self.externalSchemes(options),
      cleansHandoffTargets: options.has("--clean"))
    configuration.handoffParameters = appSchemes.filter { !$0.value.isEmpty }
    policy = NavigationPolicy(configuration: configuration)
  }

  /// Every `--external-scheme`, validated as a scheme like `--app-scheme`'s NAME.
  static func externalSchemes(_ options: ParsedOptions) throws(UsageError) -> Set<String> {
    var schemes: Set<String> = []
    for value in options.allValues("--external-scheme") {
      guard !value.contains("="), let scheme = try? AppSchemeOption.parse(value).name else {
        throw UsageError(
          "--external-scheme '\(Invocation.printable(value))' is not a URL scheme (a letter, then letters, digits, + - .)"
        )
      }
      schemes.insert(scheme)
    }
    return schemes
  }

  func answer(_ input: String, to out: inout AnswerWriter) {
    do throws(URLParseError) {
      let decision = policy.decide(try URLRecord(input), from: source, initiator: initiator, isMainFrame: isMainFrame)
      guard out.isJSON else { return out.write(decision.description) }
      out.writeJSON { json in
        json["input"] = input
        json["action"] = decision.action.rawValue
        json["reason"] = decision.reason.rawValue
        json["target"] = decision.target
      }
    } catch {
      refuse(input, .invalidURL(error), to: &out)
    }
  }
}
