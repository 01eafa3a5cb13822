// Reading a ClearURLs catalog (`{"providers": {<name>: {urlPattern, rules, …}}}`) with the
// library's JSON reader, from text or from a file (read with the C library; no Foundation).

/// Why a ClearURLs catalog could not be loaded.
///
///     try ClearURLsRules(parsing: "{}")
///     // throws: ClearURLs catalog: no "providers" object
public enum ClearURLsRulesError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be opened or read; `reason` is the system's message.
  case unreadableFile(path: String, reason: String)
  /// The file is larger than ``ClearURLsRules/maximumCatalogSize`` bytes.
  case tooLarge(bytes: Int)
  /// The text is not JSON.
  case invalidJSON(JSONError)
  /// The JSON is not shaped like a catalog; the string says where.
  case notACatalog(String)

  /// What was wrong, in words.
  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason): return "cannot read ClearURLs catalog \(path): \(reason)"
    case .tooLarge(let bytes):
      return "ClearURLs catalog of \(bytes) bytes is larger than the \(ClearURLsRules.maximumCatalogSize)-byte limit"
    case .invalidJSON(let error): return "ClearURLs catalog: \(error.description)"
    case .notACatalog(let problem): return "ClearURLs catalog: \(problem)"
    }
  }
}

extension ClearURLsRulesError {
  /// The catalog's own words for a failed file read.
  init(_ error: FileReadError) {
    switch error {
    case .unreadable(let path, let reason): self = .unreadableFile(path: path, reason: reason)
    case .tooLarge(let bytes): self = .tooLarge(bytes: bytes)
    }
  }
}

extension ClearURLsRules {
  /// Catalog files larger than this many bytes are refused.
  public static let maximumCatalogSize = 16 << 20

  /// Compiles a catalog from its JSON text.
  ///
  /// Every provider needs a string `urlPattern`; `rules`, `rawRules`, `referralMarketing`,
  /// `exceptions` and `redirections` are optional arrays of strings; other members
  /// (`completeProvider`, `forceRedirection`, …) are ignored.
  ///
  /// - Throws: ``ClearURLsRulesError/invalidJSON(_:)`` or ``ClearURLsRulesError/notACatalog(_:)``.
  /// - Complexity: linear in the text, plus compiling each pattern once.
  public init(parsing json: String) throws(ClearURLsRulesError) {
    self.init(providers: try Self.definitions { (parser) throws(JSONError) in try parser.parse(json) })
  }

  /// Loads and compiles a catalog file such as ClearURLs' `data.min.json`.
  ///
  /// - Throws: ``ClearURLsRulesError/unreadableFile(path:reason:)``, ``ClearURLsRulesError/tooLarge(bytes:)``,
  ///   or any error of ``init(parsing:)``.
  public init(contentsOfFile path: String) throws(ClearURLsRulesError) {
    let bytes = try FileReader.read(path, maximumSize: Self.maximumCatalogSize, mappingErrors: ClearURLsRulesError.init)
    self.init(providers: try Self.definitions { (parser) throws(JSONError) in try parser.parse(bytes) })
  }

  /// The provider definitions of the catalog `parse` reads with the catalog's JSON limits.
  private static func definitions(
    _ parse: (JSONParser) throws(JSONError) -> JSONValue
  ) throws(ClearURLsRulesError) -> [ProviderDefinition] {
    let value: JSONValue
    do throws(JSONError) {
      value = try parse(JSONParser(maximumDepth: 16, maximumLength: maximumCatalogSize))
    } catch {
      throw .invalidJSON(error)
    }
    return try definitions(in: value)
  }

  /// The provider definitions of a parsed catalog, in document order.
  static func definitions(in catalog: JSONValue) throws(ClearURLsRulesError) -> [ProviderDefinition] {
    guard let providers = catalog["providers"]?.object else {
      throw .notACatalog("no \"providers\" object")
    }
    var definitions: [ProviderDefinition] = []
    for member in providers.members {
      let name = member.key
      guard member.value.object != nil else { throw .notACatalog("provider \"\(name)\" is not an object") }
      guard let urlPattern = member.value["urlPattern"]?.string else {
        throw .notACatalog("provider \"\(name)\" has no string \"urlPattern\"")
      }
      func strings(_ key: String) throws(ClearURLsRulesError) -> [String] {
        guard let field = member.value[key], !field.isNull else { return [] }
        guard let array = field.array else { throw .notACatalog("provider \"\(name)\": \"\(key)\" is not an array") }
        var out: [String] = []
        for element in array {
          guard let text = element.string else {
            throw .notACatalog("provider \"\(name)\": \"\(key)\" holds a non-string")
          }
          out.append(text)
        }
        return out
      }
      definitions.append(
        ProviderDefinition(
          name: name, urlPattern: urlPattern, rules: try strings("rules"), rawRules: try strings("rawRules"),
          referralMarketing: try strings("referralMarketing"), exceptions: try strings("exceptions"),
          redirections: try strings("redirections")))
    }
    return definitions
  }
}
