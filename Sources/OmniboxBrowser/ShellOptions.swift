import Omnibox

/// The command line of `omnibox-browser`.
///
///     omnibox-browser [--control] [--app-scheme NAME] [--proxy URI] [--size WxH] [LINK]
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

  static let usage = """
    usage: omnibox-browser [--control] [--app-scheme NAME] [--proxy URI] [--size WxH] [LINK]

      LINK               open this link at start (an app hand-off link such as
                         'omnibox-browser://open?url=https%3A%2F%2Fexample.com', a URL, or text)
      --app-scheme NAME  the app's own hand-off scheme (default omnibox-browser)
      --control          read commands on stdin (type TEXT, enter, escape, back, forward, reload,
                         click SELECTOR, state, screenshot PATH, dialog accept|dismiss [TEXT],
                         quit) and write JSON Lines events; a page's alert, confirm and prompt
                         wait for 'dialog'
      --proxy URI        send requests for other machines through this proxy
      --size WxH         window size (default 1024x720)
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
