// SearchTemplate: a search URL with a placeholder for the terms, parsed once into typed parts.
//
// Two syntaxes, told apart by the presence of the literal `{{{s}}}`:
//  - OpenSearch 1.1 (`{searchTerms}`, `{name}`, `{name?}`, `prefix:name`), plus the user-entry
//    shorthand `%s` (= `{searchTerms}`) and `%S` (= `{google:unescapedSearchTerms}`);
//  - DuckDuckGo/Kagi bang templates, where every `{{{s}}}` is the terms and no other brace means
//    anything (bang URLs contain literal JSON braces).
// Parsing walks the template once, tracking which URL component each placeholder sits in
// (authority, path, query, fragment), because that decides how the terms are encoded.

/// A parsed search URL template: OpenSearch `{searchTerms}` style or DuckDuckGo-bang `{{{s}}}` style.
///
///     let t = try SearchTemplate("https://example.com/find?q={searchTerms}&n={count?}")
///     t.expand("a b+c")   // "https://example.com/find?q=a+b%2Bc&n="
///     try SearchTemplate("https://en.wiktionary.org/wiki/{{{s}}}").expand("a b")
///     // "https://en.wiktionary.org/wiki/a%20b"
///
/// Rules: the template starts with `http://` or `https://` (or `{google:baseURL}`); it contains
/// no spaces or control characters; an OpenSearch template has exactly one `{searchTerms}`
/// (a bang template at least one `{{{s}}}`); the terms come after the host. Unknown optional
/// parameters are removed; unknown required ones are refused (or removed, for imported engines).
public struct SearchTemplate: Sendable, Hashable, CustomStringConvertible {
  /// Which placeholder syntax a template uses.
  public enum Syntax: Sendable, Hashable {
    /// OpenSearch 1.1: `{searchTerms}`, `{count?}`, … (and the `%s` shorthand).
    case openSearch
    /// DuckDuckGo/Kagi bangs: every `{{{s}}}` is replaced; other braces are literal.
    case bang
  }

  /// What to do with a required OpenSearch parameter this library does not know.
  public enum UnknownParameterPolicy: Sendable, Hashable {
    /// Refuse the template (for engines a user types in).
    case reject
    /// Remove the parameter, as browsers do for imported descriptions.
    case drop
  }

  /// The template as given.
  public let text: String
  /// The syntax detected.
  public let syntax: Syntax
  let parts: [TemplatePart]

  /// Parses `text`.
  ///
  /// - Throws: ``SearchError`` naming the first rule the template breaks.
  /// - Complexity: O(n) in the template's length.
  public init(_ text: String, unknownParameters: UnknownParameterPolicy = .reject) throws(SearchError) {
    self.text = text
    let bytes = Array(text.utf8)
    if Self.contains(bytes, Self.bangPlaceholder) {
      syntax = .bang
      parts = try Self.parseBang(bytes)
    } else {
      syntax = .openSearch
      parts = try Self.parseOpenSearch(bytes, unknownParameters: unknownParameters)
    }
    let termsCount = parts.reduce(0) { $0 + ($1.isTerms ? 1 : 0) }
    if termsCount == 0 { throw .missingSearchTerms }
    if termsCount > 1 && syntax == .openSearch { throw .multipleSearchTerms(termsCount) }
  }

  /// The template text.
  public var description: String { text }

  /// Where each terms placeholder sits, in order (one entry for OpenSearch templates).
  public var searchTermsPositions: [SearchTermsPosition] {
    parts.compactMap { part in
      if case .terms(let position, _) = part { return position }
      return nil
    }
  }

  /// The host written in the template (lowercased), or `nil` when a parameter forms part of it.
  ///
  ///     try SearchTemplate("https://Example.com:8080/?q=%s").host  // "example.com"
  public var host: String? {
    var literal: [UInt8] = []
    for part in parts {
      switch part {
      case .literal(let s): literal.append(contentsOf: s.utf8)
      case .value(.baseURL, _, _), .value(.baseSuggestURL, _, _): return "www.google.com"
      default:
        if literal.isEmpty || !Self.contains(literal[...], Array("://".utf8)) { return nil }
        return Self.host(in: literal)
      }
    }
    return Self.host(in: literal)
  }

  // MARK: Parsing

  static let bangPlaceholder = Array("{{{s}}}".utf8)

  private static func contains(_ bytes: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard needle.count <= bytes.count else { return false }
    var i = bytes.startIndex
    while i + needle.count <= bytes.endIndex {
      if bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
      i += 1
    }
    return false
  }

  private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool { contains(bytes[...], needle) }

  private static func host(in literal: [UInt8]) -> String? {
    guard let sep = firstIndex(of: Array("://".utf8), in: literal) else { return nil }
    var i = sep + 3
    var host: [UInt8] = []
    while i < literal.count {
      let b = literal[i]
      if b == UInt8(ascii: "/") || b == UInt8(ascii: "?") || b == UInt8(ascii: "#") { break }
      host.append(ASCII.lowercased(b))
      i += 1
    }
    if let at = host.lastIndex(of: UInt8(ascii: "@")) { host.removeSubrange(...at) }
    if let colon = host.lastIndex(of: UInt8(ascii: ":")), !host[colon...].contains(UInt8(ascii: "]")) {
      host.removeSubrange(colon...)
    }
    return host.isEmpty ? nil : String(decoding: host, as: UTF8.self)
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    for i in 0...(bytes.count - needle.count) where bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
    return nil
  }

  /// Tracks which URL component the parser is in.
  private struct LocationTracker {
    var location: TemplateLocation = .authority

    mutating func advance(over literal: ArraySlice<UInt8>) {
      for b in literal {
        switch (location, b) {
        case (.authority, UInt8(ascii: "/")): location = .path
        case (.authority, UInt8(ascii: "?")), (.path, UInt8(ascii: "?")): location = .query
        case (_, UInt8(ascii: "#")) where location != .fragment: location = .fragment
        default: break
        }
      }
    }
  }

  /// Checks the scheme and characters; returns where the authority starts (after `://`), or
  /// `nil` when the template starts with a base-URL parameter.
  private static func checkPrefix(_ bytes: [UInt8]) throws(SearchError) -> Int? {
    for (i, b) in bytes.enumerated() {
      if b <= 0x20 || b == 0x7F { throw .invalidCharacter(b) }
      // A C1 control, U+0080–U+009F, is 0xC2 0x80–0x9F in UTF-8 (reported as its code point).
      if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] & 0xE0 == 0x80 { throw .invalidCharacter(bytes[i + 1]) }
    }
    func hasPrefix(_ p: String) -> Bool {
      let p = Array(p.utf8)
      guard bytes.count >= p.count else { return false }
      for i in 0..<p.count where ASCII.lowercased(bytes[i]) != p[i] { return false }
      return true
    }
    if hasPrefix("http://") { return 7 }
    if hasPrefix("https://") { return 8 }
    if hasPrefix("{google:baseurl}") || hasPrefix("{google:basesuggesturl}") { return nil }
    throw .unsupportedScheme
  }

  private static func parseBang(_ bytes: [UInt8]) throws(SearchError) -> [TemplatePart] {
    guard let authorityStart = try checkPrefix(bytes) else { throw .unsupportedScheme }
    var parts: [TemplatePart] = []
    var tracker = LocationTracker()
    var literalStart = 0
    var i = authorityStart
    let p = bangPlaceholder
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "{") && i + p.count <= bytes.count && bytes[i..<(i + p.count)].elementsEqual(p) {
        if literalStart < i { parts.append(.literal(String(decoding: bytes[literalStart..<i], as: UTF8.self))) }
        tracker.advance(over: bytes[max(literalStart, authorityStart)..<i])
        guard let position = tracker.location.termsPosition else { throw .searchTermsBeforePath }
        parts.append(.terms(position, unescaped: false))
        i += p.count
        literalStart = i
      } else {
        i += 1
      }
    }
    if literalStart < bytes.count { parts.append(.literal(String(decoding: bytes[literalStart...], as: UTF8.self))) }
    return parts
  }

  private static func parseOpenSearch(_ bytes: [UInt8], unknownParameters: UnknownParameterPolicy) throws(SearchError)
    -> [TemplatePart]
  {
    let authorityStart = try checkPrefix(bytes)
    var parts: [TemplatePart] = []
    var tracker = LocationTracker()
    var literal: [UInt8] = []
    var scanned = 0  // bytes of `literal` already fed to the tracker
    var i = 0

    func flushLiteral() {
      if !literal.isEmpty { parts.append(.literal(String(decoding: literal, as: UTF8.self))) }
      literal.removeAll(keepingCapacity: true)
      scanned = 0
    }
    // The location at the current point: feed the tracker the literal text not yet seen
    // (skipping the scheme, whose `//` is not a path).
    func currentLocation() -> TemplateLocation {
      let skip = parts.isEmpty ? max(scanned, authorityStart ?? 0) : scanned
      if skip < literal.count { tracker.advance(over: literal[skip...]) }
      scanned = literal.count
      return tracker.location
    }

    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "%"), i + 1 < bytes.count,
        bytes[i + 1] == UInt8(ascii: "s") || bytes[i + 1] == UInt8(ascii: "S")
      {
        guard let position = currentLocation().termsPosition else { throw .searchTermsBeforePath }
        flushLiteral()
        parts.append(.terms(position, unescaped: bytes[i + 1] == UInt8(ascii: "S")))
        i += 2
        continue
      }
      guard b == UInt8(ascii: "{") else {
        literal.append(b)
        i += 1
        continue
      }
      // A parameter: `{name}` or `{name?}`.
      var j = i + 1
      while j < bytes.count && bytes[j] != UInt8(ascii: "}") {
        if bytes[j] == UInt8(ascii: "{") { throw .unterminatedParameter }
        j += 1
      }
      guard j < bytes.count else { throw .unterminatedParameter }
      var nameBytes = bytes[(i + 1)..<j]
      let optional = nameBytes.last == UInt8(ascii: "?")
      if optional { nameBytes = nameBytes.dropLast() }
      let name = String(decoding: nameBytes, as: UTF8.self)
      guard !nameBytes.isEmpty, nameBytes.allSatisfy(isNameByte) else { throw .invalidParameterName(name) }
      let location = currentLocation()
      flushLiteral()
      i = j + 1
      switch name {
      case "searchTerms", "google:unescapedSearchTerms":
        guard let position = location.termsPosition else { throw .searchTermsBeforePath }
        parts.append(.terms(position, unescaped: name != "searchTerms"))
      case "google:baseURL", "google:baseSuggestURL":
        parts.append(.value(name == "google:baseURL" ? .baseURL : .baseSuggestURL, optional: optional, location))
        tracker.location = .path
      default:
        if let kind = TemplateValue(openSearchName: name) {
          parts.append(.value(kind, optional: optional, location))
        } else if !optional && unknownParameters == .reject {
          throw .unknownParameter(name)
        }
      // An unknown optional (or dropped) parameter becomes nothing.
      }
    }
    flushLiteral()
    return parts
  }

  private static func isNameByte(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
      return true
    default:
      return false
    }
  }
}

/// The URL component a template part sits in.
enum TemplateLocation: Sendable, Hashable {
  case authority, path, query, fragment

  /// How terms are encoded here; `nil` in the authority, where they are not allowed.
  var termsPosition: SearchTermsPosition? {
    switch self {
    case .authority: return nil
    case .path: return .path
    case .query: return .query
    case .fragment: return .fragment
    }
  }
}

/// A parameter other than the search terms that a template can ask for.
enum TemplateValue: Sendable, Hashable {
  case count, startIndex, startPage, language, inputEncoding, outputEncoding, baseURL, baseSuggestURL, pathWildcard

  init?(openSearchName name: String) {
    switch name {
    case "count": self = .count
    case "startIndex": self = .startIndex
    case "startPage": self = .startPage
    case "language": self = .language
    case "inputEncoding": self = .inputEncoding
    case "outputEncoding": self = .outputEncoding
    case "google:pathWildcard": self = .pathWildcard
    default: return nil
    }
  }
}

/// One piece of a parsed template.
enum TemplatePart: Sendable, Hashable {
  /// Text copied as is.
  case literal(String)
  /// The search terms, encoded for `position` (or only minimally, when `unescaped`).
  case terms(SearchTermsPosition, unescaped: Bool)
  /// Another parameter, filled from ``SearchTemplate/Values``.
  case value(TemplateValue, optional: Bool, TemplateLocation)

  var isTerms: Bool {
    if case .terms = self { return true }
    return false
  }
}
