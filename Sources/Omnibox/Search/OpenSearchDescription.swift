/// An OpenSearch 1.1 description document: how a site tells browsers about its search.
///
///     let d = try OpenSearchDescription(parsing: """
///       <OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
///         <ShortName>Example</ShortName>
///         <Url type="text/html" template="https://example.com/search?q={searchTerms}"/>
///       </OpenSearchDescription>
///       """)
///     let engine = try TemplateSearchEngine(d)   // name "Example"
///
/// Read with a small built-in XML reader that expands no entities besides the five predefined
/// ones (no DTDs, no external resources), limits nesting (64) and size (1 MiB), and runs in
/// linear time. Elements are matched by local name, so `os:Url` and `Url` are the same.
/// Mozilla's `<Param name="…" value="…"/>` children of `<Url>` are appended to its template
/// as query parameters.
public struct OpenSearchDescription: Sendable, Hashable {
  /// One `<Url>` element.
  public struct URLTemplate: Sendable, Hashable {
    /// MIME type, lowercased without parameters: `text/html`, `application/x-suggestions+json`, …
    public var type: String
    /// The template, with any `<Param>` children appended.
    public var template: String
    /// `GET` (default) or `POST`, uppercased.
    public var method: String
    /// The `rel` values (default `["results"]`).
    public var relations: [String]
    /// Index of the first result (default 1).
    public var indexOffset: Int
    /// Number of the first page (default 1).
    public var pageOffset: Int
  }

  /// `<ShortName>`: the engine's name.
  public var shortName: String
  /// `<Description>`, if present.
  public var summary: String?
  /// Every `<Url>`, in document order.
  public var urls: [URLTemplate]
  /// `<InputEncoding>` values, in order (empty means UTF-8).
  public var inputEncodings: [String]
  /// `<Language>` values, in order.
  public var languages: [String]
  /// The first `<Image>` URL, if any.
  public var image: String?
  /// Mozilla's `<SearchForm>`: the site's search page, if given.
  public var searchForm: String?

  /// Reads a description document.
  ///
  /// - Throws: ``OpenSearchError`` for malformed XML, another root element, or a missing `<ShortName>`.
  public init<Bytes: Collection<UInt8>>(parsing xml: Bytes) throws(OpenSearchError) {
    let root: XMLReaderElement
    do {
      root = try XMLReader().parse(xml)
    } catch {
      throw .invalidXML(error.description)
    }
    guard root.localName == "OpenSearchDescription" || root.localName == "SearchPlugin" else {
      throw .notOpenSearchDescription(root: root.name)
    }
    let shortName = Self.trimmed(root.children(named: "ShortName").first?.text ?? "")
    guard !shortName.isEmpty else { throw .missingShortName }
    self.shortName = shortName
    summary = root.children(named: "Description").first.map { Self.trimmed($0.text) }
    inputEncodings = root.children(named: "InputEncoding").map { Self.trimmed($0.text) }.filter { !$0.isEmpty }
    languages = root.children(named: "Language").map { Self.trimmed($0.text) }.filter { !$0.isEmpty }
    image = root.children(named: "Image").first.map { Self.trimmed($0.text) }
    searchForm = root.children(named: "SearchForm").first.map { Self.trimmed($0.text) }
    urls = root.children(named: "Url").compactMap(Self.urlTemplate)
  }

  /// Reads a description document from text.
  ///
  /// - Throws: ``OpenSearchError``.
  public init(parsing xml: String) throws(OpenSearchError) {
    try self.init(parsing: Array(xml.utf8))
  }

  /// The results page template: the first `text/html` (or `application/xhtml+xml`) `<Url>` whose
  /// `rel` includes `results`, using GET.
  ///
  /// - Throws: ``OpenSearchError/unsupportedMethod(_:)`` when the only results URLs use POST,
  ///   ``OpenSearchError/missingResultsURL`` when there is none.
  public func resultsTemplate() throws(OpenSearchError) -> URLTemplate {
    let html = urls.filter {
      ($0.type == "text/html" || $0.type == "application/xhtml+xml") && $0.relations.contains("results")
    }
    if let get = html.first(where: { $0.method == "GET" }) { return get }
    if let other = html.first { throw .unsupportedMethod(other.method) }
    throw .missingResultsURL
  }

  /// The suggestions template: the first GET `<Url type="application/x-suggestions+json">`.
  public var suggestionsTemplate: URLTemplate? {
    urls.first { $0.type == "application/x-suggestions+json" && $0.method == "GET" }
  }

  private static func urlTemplate(_ e: XMLReaderElement) -> URLTemplate? {
    guard var template = e.attribute("template").map(trimmed), !template.isEmpty else { return nil }
    var type = (e.attribute("type") ?? "").lowercased()
    if let semicolon = type.firstIndex(of: ";") { type = String(type[..<semicolon]) }
    type = trimmed(type)
    for param in e.children(named: "Param") {
      guard let name = param.attribute("name"), !name.isEmpty, let value = param.attribute("value") else { continue }
      if !template.contains("?") {
        template += "?"
      } else if !(template.hasSuffix("?") || template.hasSuffix("&")) {
        template += "&"
      }
      template += PercentEncoding.encode(name, using: .formURLEncoded, spaceAsPlus: true) + "=" + value
    }
    let rel = (e.attribute("rel") ?? "results").lowercased().split(whereSeparator: { $0 == " " }).map(String.init)
    return URLTemplate(
      type: type, template: template, method: (e.attribute("method") ?? "GET").uppercased(),
      relations: rel.isEmpty ? ["results"] : rel,
      indexOffset: e.attribute("indexOffset").flatMap { Int(trimmed($0)) } ?? 1,
      pageOffset: e.attribute("pageOffset").flatMap { Int(trimmed($0)) } ?? 1)
  }

  private static func trimmed(_ s: String) -> String {
    var scalars = s.unicodeScalars[...]
    while let f = scalars.first, f.properties.isWhitespace { scalars = scalars.dropFirst() }
    while let l = scalars.last, l.properties.isWhitespace { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}

/// Why an OpenSearch description could not be used.
public enum OpenSearchError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The document is not well-formed XML (the XML reader's message, with a byte offset).
  case invalidXML(String)
  /// The root element is not `<OpenSearchDescription>`.
  case notOpenSearchDescription(root: String)
  /// `<ShortName>` is missing or empty.
  case missingShortName
  /// No `text/html` results `<Url>`.
  case missingResultsURL
  /// The results `<Url>` uses a method other than GET (e.g. POST), which a URL cannot carry.
  case unsupportedMethod(String)
  /// The results template breaks a template rule.
  case invalidTemplate(SearchError)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidXML(let message): return "OpenSearch: \(message)"
    case .notOpenSearchDescription(let root):
      return "OpenSearch: the root element is <\(root)>, not <OpenSearchDescription>"
    case .missingShortName: return "OpenSearch: no <ShortName>"
    case .missingResultsURL: return "OpenSearch: no <Url type=\"text/html\"> for results"
    case .unsupportedMethod(let m): return "OpenSearch: the results URL uses \(m); only GET is supported"
    case .invalidTemplate(let e): return "OpenSearch: \(e.description)"
    }
  }
}

extension TemplateSearchEngine {
  /// An engine from an OpenSearch description: named by `<ShortName>`, searching with its
  /// GET `text/html` URL, suggesting with its `application/x-suggestions+json` URL.
  ///
  /// Unknown required parameters in the templates are removed (as browsers do); a suggestion
  /// template that breaks the template rules is left out rather than failing the import.
  /// Search terms are always sent as UTF-8 (`{inputEncoding}` is `UTF-8`) even when the
  /// description lists other input encodings.
  ///
  /// - Throws: ``OpenSearchError``.
  public init(_ description: OpenSearchDescription, keywords: [String] = []) throws(OpenSearchError) {
    let results = try description.resultsTemplate()
    let template: SearchTemplate
    do {
      template = try SearchTemplate(results.template, unknownParameters: .drop)
    } catch {
      throw .invalidTemplate(error)
    }
    let suggestions = description.suggestionsTemplate.flatMap {
      try? SearchTemplate($0.template, unknownParameters: .drop)
    }
    self.init(
      name: description.shortName, keywords: keywords, template: template, suggestions: suggestions,
      values: SearchTemplate.Values(indexOffset: results.indexOffset, pageOffset: results.pageOffset))
  }
}
