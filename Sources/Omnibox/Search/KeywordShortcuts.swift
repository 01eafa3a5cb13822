/// Address-bar shortcuts that pick a search engine: keywords (`g swift`) and bangs (`!w swift`,
/// `swift !w`).
///
///     let s = KeywordShortcuts.standard
///     s.match("g swift webview")   // (Google, "swift webview")
///     s.match("!w Ada Lovelace")   // (Wikipedia, "Ada Lovelace")
///     s.match("Ada Lovelace !W")   // (Wikipedia, "Ada Lovelace")
///     s.match("g")                 // nil: no terms
///     s.match("!nope swift")       // nil: an unknown bang is an ordinary query
///
/// Rules (Chrome's keyword mode, DuckDuckGo's bangs):
/// - A **keyword** counts only as the first word, followed by white space and more text.
/// - A **bang** (`!trigger`) counts as the first or the last word; the first word is tried
///   first. It is removed and the rest, trimmed, is the query.
/// - Keywords and triggers are compared case-insensitively. White space is any Unicode white
///   space (U+3000 included). Spaces inside the query are kept.
/// - Empty terms, or a word that is no configured keyword or bang, give `nil`.
///
/// Keywords come from each engine's ``SearchEngine/keywords`` (entries starting with `!` are
/// bangs) and can be changed with ``assign(_:to:)`` and ``remove(_:)``.
public struct KeywordShortcuts: Sendable {
  private var engines: [any SearchEngine] = []
  private var keywordIndex: [String: Int] = [:]  // lowercased keyword → engine
  private var bangIndex: [String: Int] = [:]  // lowercased trigger without "!" → engine

  /// Shortcuts for each engine's keywords; when two engines claim a word, the earlier one keeps it.
  public init(engines: [any SearchEngine]) {
    for engine in engines {
      let i = self.engines.count
      self.engines.append(engine)
      for keyword in engine.keywords {
        guard let (key, isBang) = Self.key(keyword) else { continue }
        if isBang {
          if bangIndex[key] == nil { bangIndex[key] = i }
        } else if keywordIndex[key] == nil {
          keywordIndex[key] = i
        }
      }
    }
  }

  /// The built-in engines' keywords and bangs: `g`, `b`, `ddg`, `google.com`, `@bing`, `!g`,
  /// `!w`, `!yt`, `!gh`, … (see ``SearchEngines/builtIns``).
  public static let standard = KeywordShortcuts(engines: SearchEngines.builtIns)

  /// Makes `keyword` select `engine`, replacing any previous assignment. A keyword starting with
  /// `!` is a bang. Empty keywords (and a lone `!`) are ignored.
  public mutating func assign(_ keyword: String, to engine: any SearchEngine) {
    guard let (key, isBang) = Self.key(keyword) else { return }
    engines.append(engine)
    if isBang { bangIndex[key] = engines.count - 1 } else { keywordIndex[key] = engines.count - 1 }
  }

  /// Removes `keyword` (`"g"`, or `"!g"` for the bang).
  public mutating func remove(_ keyword: String) {
    guard let (key, isBang) = Self.key(keyword) else { return }
    if isBang { bangIndex[key] = nil } else { keywordIndex[key] = nil }
  }

  /// Every configured keyword and bang (bangs with their `!`), lowercased and sorted.
  public var keywords: [String] {
    (keywordIndex.keys.map { $0 } + bangIndex.keys.map { "!" + $0 }).sorted()
  }

  /// The engine a keyword (`"g"`) or bang (`"!g"`) selects, ignoring case.
  public func engine(for keyword: String) -> (any SearchEngine)? {
    guard let (key, isBang) = Self.key(keyword), let i = isBang ? bangIndex[key] : keywordIndex[key] else { return nil }
    return engines[i]
  }

  /// The engine and the query when `input` uses a keyword or bang; `nil` otherwise.
  ///
  /// - Complexity: O(n) in the input's length.
  public func match(_ input: String) -> (engine: any SearchEngine, terms: String)? {
    let scalars = input.unicodeScalars
    // Trim.
    guard let start = scalars.firstIndex(where: { !Self.isSpace($0) }),
      let lastNonSpace = scalars.lastIndex(where: { !Self.isSpace($0) })
    else { return nil }
    let end = scalars.index(after: lastNonSpace)
    // The first word; a single word has no terms.
    guard let firstSpace = scalars[start..<end].firstIndex(where: Self.isSpace) else { return nil }
    let firstWord = input[start..<firstSpace]
    let afterFirst = scalars[firstSpace..<end].firstIndex(where: { !Self.isSpace($0) }) ?? end

    if firstWord.utf8.first == UInt8(ascii: "!"), let i = bangIndex[Self.lowercased(firstWord.dropFirst())] {
      return (engines[i], String(input[afterFirst..<end]))
    }
    if let i = keywordIndex[Self.lowercased(firstWord)] {
      return (engines[i], String(input[afterFirst..<end]))
    }
    // The last word, when it is a bang.
    guard let lastSpace = scalars[start..<end].lastIndex(where: Self.isSpace) else { return nil }
    let lastWord = input[scalars.index(after: lastSpace)..<end]
    if lastWord.utf8.first == UInt8(ascii: "!"), lastWord.utf8.count > 1,
      let i = bangIndex[Self.lowercased(lastWord.dropFirst())]
    {
      let beforeEnd = scalars[start..<lastSpace].lastIndex(where: { !Self.isSpace($0) }).map { scalars.index(after: $0) } ?? start
      return (engines[i], String(input[start..<beforeEnd]))
    }
    return nil
  }

  /// Unicode white space, with an ASCII fast path.
  @inline(__always)
  private static func isSpace(_ s: Unicode.Scalar) -> Bool {
    if s.value < 0x80 { return s.value == 0x20 || (s.value >= 0x09 && s.value <= 0x0D) }
    return s.properties.isWhitespace
  }

  /// The lookup key for a keyword and whether it is a bang; `nil` for empty words.
  private static func key(_ keyword: String) -> (String, Bool)? {
    let lower = keyword.lowercased()
    if lower.hasPrefix("!") {
      let trigger = String(lower.dropFirst())
      return trigger.isEmpty ? nil : (trigger, true)
    }
    return lower.isEmpty ? nil : (lower, false)
  }

  private static func lowercased(_ word: Substring) -> String {
    word.lowercased()
  }
}
