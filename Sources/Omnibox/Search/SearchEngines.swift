/// The built-in engines and lookup by name, keyword or template.
///
///     SearchEngines.builtIns.map(\.name).prefix(4)  // ["Google", "Bing", "DuckDuckGo", "Wikipedia"]
///     try SearchEngines.named("ddg").name                       // "DuckDuckGo"
///     try SearchEngines.named("https://x.test/?q=%s").name      // "x.test"
public enum SearchEngines {
  /// Google, Bing and DuckDuckGo (default options), then the built-in bang engines
  /// (Wikipedia `!w`, YouTube `!yt`, GitHub `!gh`, …).
  public static let builtIns: [any SearchEngine] =
    [GoogleSearch(), BingSearch(), DuckDuckGoSearch()] + BuiltInBangs.engines.map { $0 as any SearchEngine }

  /// The engine `nameOrTemplate` stands for.
  ///
  /// - A text containing `://` or `{` is a template (`{searchTerms}`, `%s` or `{{{s}}}`), read
  ///   by ``TemplateSearchEngine`` and named after its host.
  /// - Otherwise it is matched, ignoring case and spaces, against the built-ins' names
  ///   (`"Google"`, `"duck duck go"`) and keywords with or without their `!`/`@`
  ///   (`"ddg"`, `"g"`, `"w"`, `"@bing"`).
  ///
  /// - Throws: ``SearchError/unknownEngine(_:)``, or the template's error.
  public static func named(_ nameOrTemplate: String) throws(SearchError) -> any SearchEngine {
    if nameOrTemplate.contains("://") || nameOrTemplate.contains("{") {
      return try TemplateSearchEngine(template: nameOrTemplate)
    }
    let wanted = normalized(nameOrTemplate)
    guard !wanted.isEmpty else { throw .unknownEngine(nameOrTemplate) }
    if let engine = builtIns.first(where: { normalized($0.name) == wanted }) { return engine }
    let bare = keywordWithoutSigil(wanted)
    for engine in builtIns where engine.keywords.contains(where: { keywordWithoutSigil($0) == bare }) {
      return engine
    }
    throw .unknownEngine(nameOrTemplate)
  }

  private static func normalized(_ s: String) -> String {
    String(s.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace })
  }

  private static func keywordWithoutSigil(_ keyword: String) -> String {
    let k = keyword.lowercased()
    if k.hasPrefix("!") || k.hasPrefix("@") { return String(k.dropFirst()) }
    return k
  }
}
