#if canImport(Glibc)
import Glibc
#endif
import Omnibox

/// `omnibox resolve`: the omnibox decision for each input.
struct ResolveCommand: Command {
  static let name = "resolve"
  static let summary = "print the URL to load for typed text (a URL, or a search)"
  static let help = """
    usage: omnibox resolve [--engine NAME|TEMPLATE] [--default-scheme https|http|https-only] [--json] [INPUT ...]

    Decides, as a browser's address bar does, whether each input is a URL or a search, and prints
    the URL to load: the canonical URL, or the search engine's results URL. With no INPUT, reads
    one input per line from standard input.

    options:
      --engine NAME|TEMPLATE   search engine: google (default), bing, duckduckgo, or a template
                               URL containing {searchTerms} or %s
      --default-scheme S       for text without a scheme: https (default; http for localhost,
                               IP addresses, single-label and special-use names and explicit
                               ports), http (always), https-only (always https)
      --json                   one JSON object per input:
                               {"input","kind","url","query","engine","alternate","reason"}

    `~` expands to $HOME; a refused input prints an empty line and a reason on stderr (exit 1).

    examples:
      omnibox resolve "swift webview"       # https://www.google.com/search?q=swift+webview
      omnibox resolve "bücher.de/straße"    # https://xn--bcher-kva.de/stra%C3%9Fe
      omnibox resolve localhost:8080        # http://localhost:8080/
      omnibox resolve --json foo            # ... "kind":"search", "alternate":"http://foo/" ...
      printf 'example.com\\n?rust\\n' | omnibox resolve
    """
  static let options: [OptionSpec] = [.value("--engine"), .value("--default-scheme")]

  let omnibox: Omnibox

  init(options: ParsedOptions) throws(UsageError) {
    var configuration = Omnibox.Configuration()
    if let engine = options.value("--engine") {
      do throws(SearchError) {
        configuration.defaultEngine = try SearchEngines.named(engine)
      } catch {
        throw UsageError("--engine: \(error)")
      }
    }
    switch options.value("--default-scheme") {
    case nil, "https": configuration.schemePolicy = .automatic
    case "http": configuration.schemePolicy = .alwaysHTTP
    case "https-only": configuration.schemePolicy = .alwaysHTTPS
    case let other?: throw UsageError("--default-scheme must be https, http or https-only, not '\(other)'")
    }
    if let home = getenv("HOME") { configuration.homeDirectory = String(cString: home) }
    omnibox = Omnibox(configuration: configuration)
  }

  func answer(_ input: String, to out: inout AnswerWriter) {
    let r = omnibox.resolve(input)
    let refusal = r.kind == .refused ? r.reason.explanation : nil
    guard out.isJSON else { return out.write(r.url, refusal: refusal) }
    out.writeJSON(refusal: refusal) { json in
      json["input"] = input
      json["kind"] = r.kind.rawValue
      json["url"] = r.url
      json["query"] = r.query
      json["engine"] = r.engine
      json["alternate"] = r.alternate
      json["reason"] = r.reason.rawValue
    }
  }
}
