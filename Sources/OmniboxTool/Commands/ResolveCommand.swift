import Omnibox

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `omnibox resolve`: the omnibox decision for each input.
struct ResolveCommand: Command {
  static let name = "resolve"
  static let summary = "print the URL to load for typed text (a URL, or a search)"
  static let help = """
    usage: omnibox resolve [--profile omnibox|chromium|firefox] [--engine NAME|TEMPLATE]
                           [--default-scheme https|http|https-only] [--allow-script-urls]
                           [--special-use-suffix NAME ...] [--home DIR] [--json] [INPUT ...]

    Decides, as a browser's address bar does, whether each input is a URL or a search, and prints
    the URL to load: the canonical URL, or the search engine's results URL. With no INPUT, reads
    one input per line from standard input.

    options:
      --profile P              where Chromium and Firefox disagree, whose reading to follow:
                               omnibox (default, our documented choices), chromium or firefox;
                               'omnibox profiles' lists every switch and its value per profile
      --engine NAME|TEMPLATE   search engine: google (default), bing, duckduckgo, or a template
                               URL containing {searchTerms} or %s
      --default-scheme S       for text without a scheme: https (default; http for localhost,
                               IP addresses, single-label and special-use names and explicit
                               ports), http (always), https-only (always https)
      --allow-script-urls      answer javascript: and vbscript: URLs instead of refusing them
      --special-use-suffix N   one more name that is a URL without being a public suffix
                               (printer.lan with N = lan); may be given more than once
      --home DIR               the directory ~ stands for (default: $HOME); ~name/... is read
                               under \(homeBase)
      --json                   one JSON object per input:
                               {"input","kind","url","query","engine","alternate","reason"}

    A refused input prints an empty line and a reason on stderr (exit 1).

    examples:
      omnibox resolve "swift webview"                 # https://www.google.com/search?q=swift+webview
      omnibox resolve "bücher.de/straße"              # https://xn--bcher-kva.de/stra%C3%9Fe
      omnibox resolve localhost:8080                  # http://localhost:8080/
      omnibox resolve --profile firefox mozilla...org # https://mozilla.org/
      omnibox resolve --profile chromium about:foo    # chrome://foo/
      omnibox resolve --json foo
        # {"input":"foo","kind":"search","url":"https://www.google.com/search?q=foo","query":"foo","engine":"Google","alternate":"http://foo/","reason":"single-word"}
      printf 'example.com\\n?rust\\n' | omnibox resolve
        # https://example.com/
        # https://www.google.com/search?q=rust
    """
  static let options: [OptionSpec] = [
    .value("--profile"), .value("--engine"), .value("--default-scheme"), .flag("--allow-script-urls"),
    .value("--special-use-suffix", repeatable: true), .value("--home"),
  ]

  /// Where other users' home directories are on this platform (`~name/x`).
  #if canImport(Darwin)
    static let homeBase = "/Users"
  #else
    static let homeBase = "/home"
  #endif

  let omnibox: Omnibox

  init(options: ParsedOptions) throws(UsageError) {
    var configuration = Omnibox.Configuration()
    if let name = options.value("--profile") {
      guard let profile = Omnibox.Profile.named(name) else {
        throw UsageError("--profile must be omnibox, chromium or firefox, not '\(name)'")
      }
      configuration.profile = profile
    }
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
    configuration.allowsScriptURLs = options.has("--allow-script-urls")
    for suffix in options.allValues("--special-use-suffix") {
      configuration.specialUseSuffixes.insert(try Self.specialUseSuffix(suffix))
    }
    if let home = options.value("--home") {
      guard home.hasPrefix("/") else { throw UsageError("--home must be an absolute directory, not '\(home)'") }
      configuration.homeDirectory = home
    } else if let home = getenv("HOME") {
      configuration.homeDirectory = String(cString: home)
    }
    configuration.homeBase = Self.homeBase
    omnibox = Omnibox(configuration: configuration)
  }

  /// `name` as a suffix: lowercased, without surrounding dots; refused unless it is one or more
  /// labels of letters, digits and `-`.
  static func specialUseSuffix(_ name: String) throws(UsageError) -> String {
    var suffix = Substring(name.lowercased())
    while suffix.hasPrefix(".") { suffix = suffix.dropFirst() }
    while suffix.hasSuffix(".") { suffix = suffix.dropLast() }
    let labels = suffix.split(separator: ".", omittingEmptySubsequences: false)
    let valid =
      !suffix.isEmpty
      && labels.allSatisfy { label in
        !label.isEmpty && label.utf8.allSatisfy { ASCII.isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
      }
    guard valid else {
      throw UsageError("--special-use-suffix must be a domain name such as lan or corp.example, not '\(name)'")
    }
    return String(suffix)
  }

  /// A line of standard input is resolved from its bytes (a URL answer makes no string of the
  /// line; only `--json` decodes it, to echo it), and in text mode only as far as it prints it
  /// (kind, URL and reason), the URL written straight into the output.
  func answer(utf8 line: UnsafeBufferPointer<UInt8>, to out: inout AnswerWriter) {
    guard out.isJSON else {
      return out.writeLine { pending in
        let r = omnibox.resolve(utf8: line, appendingURLTo: &pending)
        return r.kind == .refused ? Self.refusal(r.reason) : nil
      }
    }
    write(omnibox.resolve(utf8: line, detail: .full), for: String(decoding: line, as: UTF8.self), to: &out)
  }

  /// An input given as an argument takes the same path as a line of standard input.
  func answer(_ input: String, to out: inout AnswerWriter) {
    var text = input
    text.withUTF8 { answer(utf8: $0, to: &out) }
  }

  /// Prints `r` with every field (`--json`).
  private func write(_ r: Resolution, for input: String, to out: inout AnswerWriter) {
    guard r.kind != .refused else { return refuse(input, Self.refusal(r.reason), to: &out) }
    out.writeJSON { json in
      json["input"] = input
      json["kind"] = r.kind.rawValue
      json["url"] = r.url
      json["query"] = r.query
      json["engine"] = r.engine
      json["alternate"] = r.alternate
      json["reason"] = r.reason.rawValue
    }
  }

  /// `{"input","kind":"refused","reason","explanation"}`.
  func refuse(_ input: String, _ refusal: Refusal, to out: inout AnswerWriter) {
    guard out.isJSON else { return out.write(nil, refusal: refusal) }
    out.writeJSON(refusal: refusal) { json in
      json["input"] = input
      json["kind"] = Resolution.Kind.refused.rawValue
      json["reason"] = refusal.reason
      json["explanation"] = refusal.explanation
    }
  }

  /// A refusal reason in the tool's voice: its slug and its sentence.
  static func refusal(_ reason: Resolution.Reason) -> Refusal {
    Refusal(reason: reason.rawValue, explanation: reason.explanation)
  }
}
