// Reading a ClearURLs catalog (`{"providers": {<name>: {urlPattern, rules, …}}}`) with the
// library's JSON reader, from text or from a file (read with the C library; no Foundation).

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

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
    let value: JSONValue
    do throws(JSONError) {
      value = try JSONParser(maximumDepth: 16, maximumLength: Self.maximumCatalogSize).parse(json)
    } catch {
      throw .invalidJSON(error)
    }
    self.init(providers: try Self.definitions(in: value))
  }

  /// Loads and compiles a catalog file such as ClearURLs' `data.min.json`.
  ///
  /// - Throws: ``ClearURLsRulesError/unreadableFile(path:reason:)``, ``ClearURLsRulesError/tooLarge(bytes:)``,
  ///   or any error of ``init(parsing:)``.
  public init(contentsOfFile path: String) throws(ClearURLsRulesError) {
    let bytes = try Self.read(path)
    let value: JSONValue
    do throws(JSONError) {
      value = try JSONParser(maximumDepth: 16, maximumLength: Self.maximumCatalogSize).parse(bytes)
    } catch {
      throw .invalidJSON(error)
    }
    self.init(providers: try Self.definitions(in: value))
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

  /// The file's bytes, at most ``maximumCatalogSize``.
  private static func read(_ path: String) throws(ClearURLsRulesError) -> [UInt8] {
    guard let file = fopen(path, "rb") else { throw .unreadableFile(path: path, reason: systemError()) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count > 0 {
        guard bytes.count + count <= maximumCatalogSize else { throw .tooLarge(bytes: bytes.count + count) }
        bytes.append(contentsOf: chunk[0..<count])
      }
      if count < chunk.count {
        if ferror(file) != 0 { throw .unreadableFile(path: path, reason: systemError()) }
        break
      }
    }
    return bytes
  }

  private static func systemError() -> String {
    let code = errno
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}
