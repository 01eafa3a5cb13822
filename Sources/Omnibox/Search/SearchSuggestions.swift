/// Search suggestions read from an engine's response body. The library never fetches: the
/// caller requests ``SearchEngine/suggestionURL(for:)`` and hands the body here.
///
/// Formats understood (detected from the body):
/// - OpenSearch suggestions: `["query", ["s1", "s2", …], …]` (Bing, DuckDuckGo `type=list`,
///   Google `client=firefox`, Wikipedia). Elements after the second are ignored.
/// - Google's XSSI-guarded form: a first line `)]}'`, then the same array (with Google's extra
///   description and metadata elements, ignored).
/// - DuckDuckGo without `type=list`: `[{"phrase": "s1"}, {"phrase": "s2"}, …]`.
///
///     let s = try SearchSuggestions(parsing: #"["swi", ["swift", "swing"]]"#)
///     s.suggestions           // ["swift", "swing"]
///     s.isCurrent(for: "swi") // true: element 0 matches what the user typed
///
/// Empty suggestion strings are dropped; duplicates are kept in order (engines rank them).
public struct SearchSuggestions: Sendable, Hashable {
  /// The query the engine says it answered (element 0), or `nil` for the phrase-list format.
  public var query: String?
  /// The suggestions, best first.
  public var suggestions: [String]

  /// Suggestions from already-known parts.
  public init(query: String?, suggestions: [String]) {
    self.query = query
    self.suggestions = suggestions
  }

  /// Reads a response body given as bytes, in `charset` (the `Content-Type` header's charset
  /// label; `nil` means UTF-8). Google may answer in ISO-8859-1 depending on the User-Agent.
  ///
  /// - Throws: ``SuggestionError``.
  /// - Complexity: O(n) in the body's length.
  public init<Bytes: Collection<UInt8>>(parsing body: Bytes, charset: String? = nil) throws(SuggestionError) {
    var decoded: [UInt8]? = nil
    if let charset {
      switch LegacyTextDecoding.charset(forLabel: charset) {
      case .utf8: break
      case .windows1252: decoded = LegacyTextDecoding.utf8FromWindows1252(body)
      case nil: throw .unsupportedCharset(charset)
      }
    }
    let bytes = decoded ?? Array(body)
    let json: JSONValue
    do {
      json = try JSONParser(maximumDepth: 32).parse(bytes[Self.jsonStart(in: bytes)...])
    } catch {
      throw .invalidJSON(error)
    }
    self = try Self.read(json)
  }

  /// Reads a response body already decoded to text.
  ///
  /// - Throws: ``SuggestionError``.
  public init(parsing body: String) throws(SuggestionError) {
    try self.init(parsing: Array(body.utf8))
  }

  /// Whether this response answers `input`: `false` when the engine reports a different query
  /// (a stale response to an earlier keystroke) so the caller can discard it. Responses that do
  /// not echo the query always count as current.
  public func isCurrent(for input: String) -> Bool {
    guard let query else { return true }
    return query.unicodeScalars.elementsEqual(input.unicodeScalars)
  }

  /// Where the JSON starts: after a UTF-8 BOM, white space and Google's `)]}'` guard line.
  static func jsonStart(in bytes: [UInt8]) -> Int {
    var i = UTF8ByteOrderMark.length(atStartOf: bytes)
    while i < bytes.count && ASCII.isSpaceTabOrNewline(bytes[i]) { i += 1 }
    let guardPrefix: [UInt8] = Array(")]}'".utf8)
    if bytes.count - i >= guardPrefix.count && bytes[i..<(i + guardPrefix.count)].elementsEqual(guardPrefix) {
      i += guardPrefix.count
      // The rest of the guard line (Google sends a newline; tolerate anything up to it).
      while i < bytes.count && bytes[i] != 0x0A && bytes[i] != UInt8(ascii: "[") { i += 1 }
    }
    return i
  }

  private static func read(_ json: JSONValue) throws(SuggestionError) -> SearchSuggestions {
    guard let top = json.array else { throw .unexpectedShape("the body is not a JSON array") }
    guard let first = top.first else { return SearchSuggestions(query: nil, suggestions: []) }
    switch first {
    case .string(let query):
      guard top.count >= 2 else { throw .unexpectedShape("no suggestion list after the query") }
      guard let list = top[1].array else { throw .unexpectedShape("element 1 is not an array") }
      var suggestions: [String] = []
      suggestions.reserveCapacity(list.count)
      for (i, item) in list.enumerated() {
        guard let s = item.string else { throw .unexpectedShape("suggestion \(i) is not a string") }
        if !s.isEmpty { suggestions.append(s) }
      }
      return SearchSuggestions(query: query, suggestions: suggestions)
    case .object:
      var suggestions: [String] = []
      suggestions.reserveCapacity(top.count)
      for (i, item) in top.enumerated() {
        guard let phrase = item["phrase"]?.string else { throw .unexpectedShape("item \(i) has no \"phrase\" string") }
        if !phrase.isEmpty { suggestions.append(phrase) }
      }
      return SearchSuggestions(query: nil, suggestions: suggestions)
    default:
      throw .unexpectedShape("element 0 is not a string or an object")
    }
  }
}
