import Omnibox

/// The command line of `omnibox-browser`.
///
///     omnibox-browser [--control] [--app-scheme NAME] [--proxy URI] [--size WxH]
///                     [--db FILE] [--incognito] [--suggest-url TEMPLATE] [LINK]
struct ShellOptions: Equatable {
  /// Read commands on stdin and write JSON Lines events on stdout (for tests).
  var control = false
  /// The app's own hand-off scheme: launch links and page links with it are handed off.
  var appScheme = "omnibox-browser"
  /// Send every request not for this machine through this proxy (tests point it at a closed
  /// local port, so nothing leaves the machine).
  var proxy: String?
  /// The window's size in pixels.
  var width = 1024
  var height = 720
  /// The link the app was launched with (a hand-off link, a URL, or shared text).
  var launchLink: String?
  /// The history store's file (`nil`: the default location, see ``ShellHistoryLocation``).
  var historyPath: String?
  /// Open no history store (not even ``historyPath``'s) and record nothing (a private window).
  var incognito = false
  /// The engine's suggestion URL template (`{searchTerms}`), in place of Google's; results
  /// pages stay Google's.
  var suggestURL: String?

  static let usage = """
    usage: omnibox-browser [--control] [--app-scheme NAME] [--proxy URI] [--size WxH]
                           [--db FILE] [--incognito] [--suggest-url TEMPLATE] [LINK]

      LINK                  open this link at start (an app hand-off link such as
                            'omnibox-browser://open?url=https%3A%2F%2Fexample.com', a URL, or text)
      --app-scheme NAME     the app's own hand-off scheme (default omnibox-browser)
      --control             read commands on stdin (type TEXT, enter, escape, key NAME, back,
                            forward, reload, click SELECTOR, click-suggestion N, state,
                            screenshot PATH, dialog accept|dismiss [TEXT], quit; NAME is Down, Up,
                            Tab, Return, Escape, BackSpace, Delete or shift+Delete) and write
                            JSON Lines events; a page's alert, confirm and prompt wait for 'dialog'
      --db FILE             the history store the suggestion list reads and visits are recorded
                            in (default: $OMNIBOX_HISTORY, else $XDG_DATA_HOME/omnibox/history.sqlite,
                            else $HOME/.local/share/omnibox/history.sqlite)
      --incognito           open no history store (not even --db's) and record nothing
      --proxy URI           send requests for other machines through this proxy (pages and
                            suggestion fetches)
      --size WxH            window size (default 1024x720)
      --suggest-url TEMPLATE
                            fetch search suggestions from TEMPLATE ({searchTerms} is the text;
                            Google's JSON form) instead of Google; searches still go to Google
    """

  /// Why the command line is unusable (exit 64 with the usage).
  struct UsageError: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  /// Reads `arguments` (without the program name). `--help` is reported as `nil`.
  static func parse(_ arguments: [String]) -> Result<ShellOptions?, UsageError> {
    var options = ShellOptions()
    var index = 0
    func value(_ name: String) -> String? {
      index += 1
      return index < arguments.count ? arguments[index] : nil
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--help", "-h":
        return .success(nil)
      case "--control":
        options.control = true
      case "--app-scheme":
        guard let name = value(argument), isScheme(name) else {
          return .failure(UsageError(description: "--app-scheme needs a scheme name (letters, digits, + - .)"))
        }
        options.appScheme = name.lowercased()
      case "--proxy":
        guard let uri = value(argument), !uri.isEmpty else {
          return .failure(UsageError(description: "--proxy needs a URI"))
        }
        options.proxy = uri
      case "--db":
        guard let path = value(argument), !path.isEmpty else {
          return .failure(UsageError(description: "--db needs a file name"))
        }
        options.historyPath = path
      case "--incognito":
        options.incognito = true
      case "--suggest-url":
        guard let template = value(argument), template.contains("{searchTerms}"), (try? SearchTemplate(template)) != nil
        else {
          return .failure(UsageError(description: "--suggest-url needs a URL template with {searchTerms}"))
        }
        options.suggestURL = template
      case "--size":
        guard let size = value(argument), let (w, h) = dimensions(size) else {
          return .failure(UsageError(description: "--size needs WIDTHxHEIGHT, each 200 to 8000"))
        }
        (options.width, options.height) = (w, h)
      default:
        if argument.hasPrefix("--") { return .failure(UsageError(description: "unknown option \(argument)")) }
        guard options.launchLink == nil else { return .failure(UsageError(description: "only one LINK")) }
        options.launchLink = argument
      }
      index += 1
    }
    return .success(options)
  }

  /// A URL scheme: an ASCII letter, then letters, digits, `+`, `-`, `.`.
  static func isScheme(_ name: String) -> Bool {
    LinkSyntax.isSchemeName(name)
  }

  /// `1024x720` → (1024, 720), each within 200…8000.
  static func dimensions(_ text: String) -> (Int, Int)? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
    guard (200...8000).contains(w), (200...8000).contains(h) else { return nil }
    return (w, h)
  }
}
