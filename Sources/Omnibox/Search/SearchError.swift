/// Why an engine name or search template was refused.
///
///     try SearchEngines.named("altavista")         // throws .unknownEngine("altavista")
///     try SearchTemplate("https://x.test/?q=")     // throws .missingSearchTerms
public enum SearchError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No built-in engine has this name or keyword, and it is not a template.
  case unknownEngine(String)
  /// The template has no `{searchTerms}` (`%s`, `{{{s}}}`).
  case missingSearchTerms
  /// An OpenSearch template has more than one `{searchTerms}`; the count is attached.
  case multipleSearchTerms(Int)
  /// A required template parameter this library does not know, e.g. `{foo}` (`{foo?}` is dropped).
  case unknownParameter(String)
  /// A `{…}` whose name is empty or has characters other than letters, digits, `_ - . :`.
  case invalidParameterName(String)
  /// A `{` without its `}`.
  case unterminatedParameter
  /// The template contains a space or a control character (byte given).
  case invalidCharacter(UInt8)
  /// The template does not start with `http://` or `https://` (or `{google:baseURL}`).
  case unsupportedScheme
  /// The search terms would land in the scheme or host, where they cannot be encoded.
  case searchTermsBeforePath

  /// A one-line explanation for people.
  public var description: String {
    switch self {
    case .unknownEngine(let name):
      return "unknown search engine '\(name)' (try a name such as google, bing, ddg, or a template with {searchTerms})"
    case .missingSearchTerms: return "the template has no {searchTerms} (or %s, {{{s}}}) placeholder"
    case .multipleSearchTerms(let n): return "the template has \(n) {searchTerms} placeholders; exactly one is allowed"
    case .unknownParameter(let name):
      return "unknown template parameter {\(name)} (mark it optional as {\(name)?} to drop it)"
    case .invalidParameterName(let name): return "invalid template parameter name '{\(name)}'"
    case .unterminatedParameter: return "a '{' in the template has no matching '}'"
    case .invalidCharacter(let byte):
      return "the template contains a space or control character (0x\(String(byte, radix: 16, uppercase: true)))"
    case .unsupportedScheme: return "the template must start with http:// or https://"
    case .searchTermsBeforePath: return "the search terms must come after the host"
    }
  }
}
