/// A search engine described by a URL template: a site's OpenSearch description, a bang, or a
/// template a user typed (`https://example.com/?q=%s`).
///
///     let wiki = try TemplateSearchEngine(
///       name: "Wikipedia", keywords: ["!w"],
///       template: "https://en.wikipedia.org/wiki/Special:Search?search={searchTerms}")
///     wiki.searchURL(for: "Ada Lovelace")
///     // "https://en.wikipedia.org/wiki/Special:Search?search=Ada+Lovelace"
///
/// Results pages are recognised from the template itself and from any `alternateTemplates`
/// (alternates are tried first, the main template last): a template qualifies when it has
/// exactly one terms placeholder, preceded by `key=` in a query or fragment, or anywhere in
/// the path.
public struct TemplateSearchEngine: SearchEngine, Hashable {
  /// The display name.
  public var name: String
  /// Shortcut words; entries starting with `!` are bangs (see ``SearchEngine/keywords``).
  public var keywords: [String]
  /// The results URL template.
  public let template: SearchTemplate
  /// The suggestion URL template (OpenSearch `application/x-suggestions+json`), if any.
  public let suggestions: SearchTemplate?
  /// Other URL forms of the engine's results pages, used only to recognise them.
  public let alternateTemplates: [SearchTemplate]
  /// Values for `{language}`, `{count}`, `{startIndex}` and the other parameters.
  public let values: SearchTemplate.Values
  /// The results-page forms, alternates first, derived once from the templates.
  let resultsPagePatterns: ResultsPagePatterns

  /// An engine from parsed templates.
  public init(
    name: String, keywords: [String] = [], template: SearchTemplate, suggestions: SearchTemplate? = nil,
    alternateTemplates: [SearchTemplate] = [], values: SearchTemplate.Values = .init()
  ) {
    self.name = name
    self.keywords = keywords
    self.template = template
    self.suggestions = suggestions
    self.alternateTemplates = alternateTemplates
    self.values = values
    resultsPagePatterns = ResultsPagePatterns(
      (alternateTemplates + [template]).compactMap { $0.resultsPagePattern(values: values) })
  }

  /// An engine from template text; `name` defaults to the template's host.
  ///
  /// - Throws: ``SearchError`` if a template breaks the rules in ``SearchTemplate``.
  public init(
    name: String? = nil, keywords: [String] = [], template: String, suggestionTemplate: String? = nil,
    alternateTemplates: [String] = []
  ) throws(SearchError) {
    let parsed = try SearchTemplate(template)
    var alternates: [SearchTemplate] = []
    for t in alternateTemplates { alternates.append(try SearchTemplate(t)) }
    self.init(
      name: name ?? parsed.host ?? "custom", keywords: keywords, template: parsed,
      suggestions: try suggestionTemplate.map { (s: String) throws(SearchError) in try SearchTemplate(s) },
      alternateTemplates: alternates)
  }

  /// The template text.
  public var urlTemplate: String { template.text }

  /// The suggestion template text, if any.
  public var suggestionTemplate: String? { suggestions?.text }

  /// The template expanded for `query` (see ``SearchTemplate/expand(_:values:)``).
  public func searchURL(for query: String) -> String {
    template.expand(query, values: values)
  }

  /// The suggestion template expanded for `query`; `nil` without a suggestion template or
  /// for an empty or white-space query.
  public func suggestionURL(for query: String) -> String? {
    guard let suggestions, SearchURLWriter.isSuggestable(query) else { return nil }
    return suggestions.expand(query, values: values)
  }
}

extension TemplateSearchEngine: ResultsPageMatching {}
