/// Common bangs shipped as template engines (besides Google, Bing and DuckDuckGo themselves).
///
/// Each is a plain ``TemplateSearchEngine``; the table is data, checked by the tests (every
/// entry must parse, so a typo cannot silently drop an engine).
enum BuiltInBangs {
  private struct Entry {
    let name: String
    let keywords: [String]
    let template: String
    var suggestions: String? = nil
    var alternates: [String] = []
  }

  private static let table: [Entry] = [
    Entry(
      name: "Wikipedia", keywords: ["!w", "!wikipedia", "@wikipedia"],
      template: "https://en.wikipedia.org/wiki/Special:Search?search={searchTerms}",
      suggestions: "https://en.wikipedia.org/w/api.php?action=opensearch&search={searchTerms}",
      alternates: ["https://en.wikipedia.org/w/index.php?search={searchTerms}"]),
    Entry(
      name: "Wiktionary", keywords: ["!wt", "!wikt", "!wiktionary"],
      template: "https://en.wiktionary.org/wiki/Special:Search?search={searchTerms}",
      suggestions: "https://en.wiktionary.org/w/api.php?action=opensearch&search={searchTerms}"),
    Entry(
      name: "YouTube", keywords: ["!yt", "!youtube", "@youtube"],
      template: "https://www.youtube.com/results?search_query={searchTerms}",
      suggestions: "https://suggestqueries.google.com/complete/search?client=firefox&ds=yt&q={searchTerms}"),
    Entry(
      name: "GitHub", keywords: ["!gh", "!github", "@github"], template: "https://github.com/search?q={searchTerms}"),
    Entry(
      name: "Stack Overflow", keywords: ["!so", "!stackoverflow"],
      template: "https://stackoverflow.com/search?q={searchTerms}"),
    Entry(
      name: "MDN Web Docs", keywords: ["!mdn"], template: "https://developer.mozilla.org/en-US/search?q={searchTerms}"),
    Entry(
      name: "Swift Package Index", keywords: ["!spi", "!swiftpackageindex"],
      template: "https://swiftpackageindex.com/search?query={searchTerms}"),
    Entry(
      name: "Amazon", keywords: ["!a", "!amazon", "@amazon"], template: "https://www.amazon.com/s?k={searchTerms}"),
    Entry(
      name: "Reddit", keywords: ["!r", "!reddit", "@reddit"], template: "https://www.reddit.com/search/?q={searchTerms}"
    ),
    Entry(name: "IMDb", keywords: ["!imdb"], template: "https://www.imdb.com/find/?q={searchTerms}"),
    Entry(
      name: "OpenStreetMap", keywords: ["!osm", "!openstreetmap"],
      template: "https://www.openstreetmap.org/search?query={searchTerms}"),
    Entry(
      name: "Google Maps", keywords: ["!gm", "!maps"], template: "https://www.google.com/maps/search/{searchTerms}"),
    Entry(
      name: "Google Images", keywords: ["!gi", "!i"], template: "https://www.google.com/search?tbm=isch&q={searchTerms}"
    ),
    Entry(name: "RFC Editor", keywords: ["!rfc"], template: "https://www.rfc-editor.org/rfc/rfc{{{s}}}"),
  ]

  /// How many entries the table has (`SearchShortcutTests.builtInBangsAllParse` compares it with
  /// `engines.count`, so a template that fails to parse fails the test).
  static let tableCount = table.count

  /// The engines, in table order.
  static let engines: [TemplateSearchEngine] = table.compactMap { entry in
    try? TemplateSearchEngine(
      name: entry.name, keywords: entry.keywords, template: entry.template, suggestionTemplate: entry.suggestions,
      alternateTemplates: entry.alternates)
  }
}
