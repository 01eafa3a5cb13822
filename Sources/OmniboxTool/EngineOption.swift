import Omnibox

/// The `--engine NAME|TEMPLATE` option shared by `search` and `resolve`.
enum EngineOption {
  static let spec = OptionSpec.value("--engine")

  /// The help text line for the option.
  static let help = """
      --engine NAME|TEMPLATE  a built-in engine by name or keyword (google, bing, ddg, w, yt, …;
                              see 'omnibox engines') or a URL template with {searchTerms}, %s or
                              {{{s}}}. Default: google.
    """

  /// The engine `--engine` names, or Google when it is absent.
  static func engine(from options: ParsedOptions) throws(UsageError) -> any SearchEngine {
    guard let value = options.value("--engine") else { return GoogleSearch() }
    do {
      return try SearchEngines.named(value)
    } catch {
      throw UsageError("--engine: \(error.description)")
    }
  }
}
