/// A built-in engine's results URL worked out once but for its terms: fixed text, the terms
/// form-encoded for a query, fixed text. ``url(for:)`` is the engine's `searchURL(for:)`, byte
/// for byte, without running the engine's parameter steps again for every query (the resolver
/// keeps one for its default engine). ``record(forUTF8:)`` is the same URL as a ``URLRecord``,
/// its offsets known from the fixed text (parsed once, here) rather than parsed again: the
/// terms only ever lengthen the query.
///
///     SearchURLPattern(GoogleSearch(options: .init(language: "de")))?.url(for: "a b")
///     // "https://www.google.com/search?q=a+b&hl=de"
///     SearchURLPattern(try TemplateSearchEngine(template: "https://x.example/{searchTerms}"))  // nil
///
/// - Fast path: buys 7.5% of `omnibox resolve`'s instructions on 20,000 lines of the bench
///   corpus (f23237a: 112.4M without it, 103.9M with it). Oracle:
///   `SearchURLPatternTests.builtInEnginesWriteTheirOwnURL`.
struct SearchURLPattern: Sendable {
  /// The URL before the terms (`https://www.google.com/search?q=`).
  private let before: [UInt8]
  /// The URL after the terms: the engine's parameters (`&hl=de`), often empty.
  private let after: [UInt8]
  /// How the terms are encoded (their position is a query).
  private let table = PercentEncodeTable.formURLEncoded
  /// The offsets of `before` + `after` parsed, when that is its own href and the terms go in
  /// its query (after the `?`, before any `#`); a URL with terms then differs only in where its
  /// query ends. `nil` otherwise, and ``record(forUTF8:)`` parses.
  private let partsAroundTerms: URLParts?

  /// The pattern of `engine`'s results URLs; `nil` unless it is a built-in engine (another
  /// engine's URL may depend on its terms in other ways).
  init?(_ engine: any SearchEngine) {
    guard let builtIn = engine as? any BuiltInSearchEngine else { return nil }
    let parts = builtIn.resultsURLAroundTerms
    before = Array(parts.before.utf8)
    after = Array(parts.after.utf8)
    partsAroundTerms = Self.partsAroundTerms(before: parts.before, after: parts.after)
  }

  /// The parts of `before` + `after` when the terms between them fall inside its query and
  /// the fixed text is already canonical.
  private static func partsAroundTerms(before: String, after: String) -> URLParts? {
    let joined = before + after
    guard let record = try? URLRecord(joined), record.href == joined else { return nil }
    let termsStart = UInt32(before.utf8.count)
    let parts = record.parts
    // The `?` comes before the terms, and nothing but query follows them.
    guard !parts.hasOpaquePath, parts.pathEnd < termsStart, parts.queryEnd == UInt32(joined.utf8.count) else {
      return nil
    }
    return parts
  }

  /// ``url(forUTF8:)`` as a record: the same href (form-encoded terms are query bytes the URL
  /// parser keeps as they are), with no parse.
  func record(forUTF8 terms: UnsafeBufferPointer<UInt8>) -> URLRecord? {
    let href = url(forUTF8: terms)
    guard var parts = partsAroundTerms else { return try? URLRecord(href) }
    parts.queryEnd = UInt32(href.utf8.count)
    return URLRecord(serialization: href, parts: parts)
  }

  /// ``record(forUTF8:)`` for terms given as a string.
  func record(for terms: String) -> URLRecord? {
    terms.withUTF8Bytes { record(forUTF8: $0) }
  }

  /// The results URL for `terms`: what the engine's `searchURL(for:)` returns.
  func url(for terms: String) -> String {
    terms.withUTF8Bytes { url(forUTF8: $0) }
  }

  /// ``url(for:)`` for terms given as their UTF-8 bytes (valid UTF-8).
  func url(forUTF8 terms: UnsafeBufferPointer<UInt8>) -> String {
    // A long URL is counted first and written in place.
    withShortURL(forUTF8: terms) { String(decoding: $0, as: UTF8.self) }
      ?? String(unsafeUninitializedCapacity: before.count + table.encodedCount(terms) + after.count) {
        write(terms, into: $0)
      }
  }

  /// ``url(forUTF8:)`` appended to `out`, with no string made.
  func append(forUTF8 terms: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    if withShortURL(forUTF8: terms, { out.append(contentsOf: $0) }) == nil {
      out.append(contentsOf: url(forUTF8: terms).utf8)
    }
  }

  /// `body` on the URL for `terms` written into a stack buffer big enough for any encoding of
  /// them (most URLs are short); `nil`, without calling `body`, when that could pass
  /// ``stackBufferLimit``.
  private func withShortURL<R>(
    forUTF8 terms: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R? {
    let bound = before.count + 3 * terms.count + after.count
    guard bound <= Self.stackBufferLimit else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { buffer in
      body(UnsafeBufferPointer(rebasing: buffer[..<write(terms, into: buffer)]))
    }
  }

  /// The most bytes a URL is written into a stack buffer for.
  private static let stackBufferLimit = 1024

  /// Writes the URL for `terms` into `out` (as far as it has room); returns its length.
  private func write(_ terms: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    var end = Self.copy(before, into: out, at: 0)
    end = table.write(terms, into: out, at: end)
    return Self.copy(after, into: out, at: end)
  }

  /// Copies `bytes` into `out` from `start` (as far as it has room); returns where they end.
  private static func copy(_ bytes: [UInt8], into out: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
    let length = min(bytes.count, out.count - start)
    guard length > 0 else { return start }
    _ = UnsafeMutableBufferPointer(rebasing: out[start..<(start + length)]).initialize(fromContentsOf: bytes[..<length])
    return start + length
  }
}
