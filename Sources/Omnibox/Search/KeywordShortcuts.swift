/// Address-bar shortcuts that pick a search engine: keywords (`g swift`) and bangs (`!w swift`,
/// `swift !w`).
///
///     let s = KeywordShortcuts.standard
///     s.match("g swift webview")?.engine.name   // "Google"
///     s.match("g swift webview")?.terms         // "swift webview"
///     s.match("!w Ada Lovelace")?.engine.name   // "Wikipedia"
///     s.match("Ada Lovelace !W")?.terms         // "Ada Lovelace"
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
  /// Every key ever put in `keywordIndex`: most first words are turned away before the lookup.
  private var keywordFilter = KeywordFilter()
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
          keywordFilter.insert(key)
        }
      }
    }
  }

  /// The built-in engines' keywords and bangs: `g`, `b`, `ddg`, `google.com`, `@bing`, `!g`,
  /// `!w`, `!yt`, `!gh`, … (see ``SearchEngines/builtIns``).
  public static let standard = KeywordShortcuts(engines: SearchEngines.builtIns)

  /// Makes `keyword` select `engine`, replacing any previous assignment. A keyword starting with
  /// `!` is a bang. Empty keywords (and a lone `!`) and keywords over 64 bytes are ignored.
  public mutating func assign(_ keyword: String, to engine: any SearchEngine) {
    guard let (key, isBang) = Self.key(keyword) else { return }
    engines.append(engine)
    if isBang {
      bangIndex[key] = engines.count - 1
    } else {
      keywordIndex[key] = engines.count - 1
      keywordFilter.insert(key)
    }
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
    guard let found = input.withUTF8Bytes({ match(utf8: $0) }) else { return nil }
    return (found.engine, input.utf8Slice(found.terms))
  }

  /// ``match(_:)`` on valid UTF-8 bytes: the engine and the byte range of the terms.
  /// `firstWhitespace`: where the first white space of `input` is, when the caller has read it
  /// already (``TypedInput/firstWhitespace``, for trimmed text); then it is not looked for again.
  func match(
    utf8 input: UnsafeBufferPointer<UInt8>, firstWhitespace: Int? = nil
  ) -> (engine: any SearchEngine, terms: Range<Int>)? {
    guard let found = match(bytes: input, firstWhitespace: firstWhitespace) else { return nil }
    return (engines[found.engine], found.terms)
  }

  /// ``match(_:)`` on UTF-8 bytes: the engine's index and the byte range of the terms.
  private func match(bytes: UnsafeBufferPointer<UInt8>, firstWhitespace: Int?) -> (engine: Int, terms: Range<Int>)? {
    // Trim (nothing to trim when both ends are ASCII and not white space, as the omnibox's
    // cleaned text always is).
    let endsAreWords =
      bytes.first.map { $0 < 0x80 && !UnicodeWhitespace.contains(asciiByte: $0) } == true
      && bytes.last.map { $0 < 0x80 && !UnicodeWhitespace.contains(asciiByte: $0) } == true
    let trimmed = endsAreWords ? 0..<bytes.count : UnicodeWhitespace.trimmedRange(of: bytes)
    let start = trimmed.lowerBound
    let end = trimmed.upperBound
    guard start < end else { return nil }
    // The first word; a single word has no terms. (Non-ASCII bytes are stepped over one at a
    // time: only a lead byte can start white space.)
    var firstSpace = start
    if let firstWhitespace, firstWhitespace > start, firstWhitespace < end {
      firstSpace = firstWhitespace
    } else {
      while firstSpace < end {
        let byte = bytes[firstSpace]
        let isSpace =
          byte < 0x80
          ? UnicodeWhitespace.contains(asciiByte: byte)
          : UnicodeWhitespace.whitespaceLength(in: bytes, at: firstSpace) > 0
        if isSpace { break }
        firstSpace += 1
      }
    }
    guard firstSpace < end else { return nil }
    /// The terms after the first word: from the end of the white space that follows it.
    func termsAfterFirstWord() -> Range<Int> {
      var afterFirst = firstSpace
      while afterFirst < end {
        let length = UnicodeWhitespace.whitespaceLength(in: bytes, at: afterFirst)
        if length == 0 { break }
        afterFirst += length
      }
      return afterFirst..<end
    }
    let firstWord = UnsafeBufferPointer(rebasing: bytes[start..<firstSpace])

    if firstWord.first == UInt8(ascii: "!"), let i = bangIndex[Self.bangKey(firstWord)] {
      return (i, termsAfterFirstWord())
    }
    if firstWord.count <= Self.longestKeyword, keywordFilter.mayContain(firstWord),
      let i = keywordIndex[Self.lowercased(firstWord)]
    {
      return (i, termsAfterFirstWord())
    }
    // The last word, when it is a bang (no `!` at all: no bang).
    guard ASCIIWord.contains(UInt8(ascii: "!"), in: bytes) else { return nil }
    var lastSpace = firstSpace
    var i = firstSpace
    while i < end {
      let length = UnicodeWhitespace.whitespaceLength(in: bytes, at: i)
      if length > 0 { lastSpace = i }
      i += max(length, 1)
    }
    let lastSpaceLength = UnicodeWhitespace.whitespaceLength(in: bytes, at: lastSpace)
    let lastWord = UnsafeBufferPointer(rebasing: bytes[(lastSpace + lastSpaceLength)..<end])
    if lastWord.first == UInt8(ascii: "!"), lastWord.count > 1, let i = bangIndex[Self.bangKey(lastWord)] {
      let beforeLast = UnicodeWhitespace.trimmedRange(of: UnsafeBufferPointer(rebasing: bytes[start..<lastSpace]))
      return (i, start..<(start + beforeLast.upperBound))
    }
    return nil
  }

  /// Keywords longer than this many bytes are ignored, so longer first words skip the lookup
  /// (`@duckduckgo` is the longest built-in keyword). Bangs have no such limit.
  private static let longestKeyword = 64

  /// The lookup key for a keyword and whether it is a bang; `nil` for empty words.
  private static func key(_ keyword: String) -> (String, Bool)? {
    let lower = keyword.lowercased()
    if lower.hasPrefix("!") {
      let trigger = String(lower.dropFirst())
      return trigger.isEmpty ? nil : (trigger, true)
    }
    return lower.isEmpty || lower.utf8.count > longestKeyword ? nil : (lower, false)
  }

  /// The lookup key for a typed bang: the word without its first character (the `!`).
  private static func bangKey(_ word: UnsafeBufferPointer<UInt8>) -> String {
    // A combining mark after the `!` belongs to the same character and goes with it.
    if word.count > 1, word[1] >= 0x80 { return String(decoding: word, as: UTF8.self).dropFirst().lowercased() }
    return lowercased(UnsafeBufferPointer(rebasing: word.dropFirst()))
  }

  /// The lookup key for a typed word (valid UTF-8).
  private static func lowercased(_ word: UnsafeBufferPointer<UInt8>) -> String {
    // ASCII words (nearly every keyword) are lowercased byte by byte, without Unicode tables,
    // straight into the string (words of up to 15 bytes need no allocation).
    if !word.contains(where: { $0 >= 0x80 }) {
      return String(unsafeUninitializedCapacity: word.count) { out in
        for (i, byte) in word.enumerated() { out[i] = ASCII.lowercased(byte) }
        return word.count
      }
    }
    return String(decoding: word, as: UTF8.self).lowercased()
  }
}
