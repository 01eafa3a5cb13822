import Omnibox

/// The `--app-scheme NAME[=PARAM[,PARAM]]` option, one syntax in `unwrap` and `policy`: the
/// app's own scheme, and the query parameters its hand-off URLs carry the link in
/// (`myapp=url,link`); a bare `NAME` (or `NAME=`) means the usual ones: url, link, text,
/// plaintext.
enum AppSchemeOption {
  static let spec = OptionSpec.value("--app-scheme", repeatable: true)

  /// The help text lines for the option.
  static let help = """
      --app-scheme NAME[=PARAM[,PARAM]]
                              the app's own scheme: NAME://...?PARAM=<link> is a hand-off
                              (repeatable; without PARAM: url, link, text, plaintext)
    """

  /// What the rule says in a usage error.
  static let rule =
    "NAME[=PARAM[,PARAM]]: NAME a URL scheme (a letter, then letters, digits, + - .), "
    + "each PARAM a query parameter name"

  /// Every `--app-scheme` given: lowercase scheme → its link parameters (empty: the usual ones).
  static func schemes(from options: ParsedOptions) throws(UsageError) -> [String: [String]] {
    var schemes: [String: [String]] = [:]
    for value in options.allValues(spec.name) {
      let (name, parameters) = try parse(value)
      schemes[name] = parameters
    }
    return schemes
  }

  /// One value, validated: `zoom mtg`, `''`, `1app` and `myapp=a,,b` are usage errors.
  static func parse(_ value: String) throws(UsageError) -> (name: String, parameters: [String]) {
    let name: Substring
    var parameters: [String] = []
    if let equals = value.firstIndex(of: "=") {
      name = value[..<equals]
      let list = value[value.index(after: equals)...]
      if !list.isEmpty {
        parameters = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      }
    } else {
      name = value[...]
    }
    guard LinkSyntax.isSchemeName(String(name)), parameters.allSatisfy(isParameterName) else {
      throw UsageError("--app-scheme '\(Invocation.printable(value))' is not \(rule)")
    }
    return (name.lowercased(), parameters)
  }

  /// A non-empty name of printable ASCII without `&`, `=`, `#` or space, which could not be
  /// read back from a query.
  private static func isParameterName(_ name: String) -> Bool {
    !name.isEmpty
      && name.utf8.allSatisfy {
        $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: "#")
      }
  }
}
