import Omnibox

/// Reads the library's own history JSON Lines (the format of `omnibox suggest --history`, one
/// ``HistoryEntry`` a line, read by `HistoryEntry(jsonLine:)`): each line gives a page, and a
/// line with `"bookmarked": true` also a bookmark (no folder, the page's title).
///
/// - Streams: the file is read in chunks of ``FileBytes/chunkSize`` bytes; memory holds one line.
/// - Refuses (`.notThatFile`) a file whose first line that is not blank does not start with `{`,
///   before giving anything. After that no line is an error: a bad one is a skip
///   `.malformed("line N: <reason>")`, the reason naming the field or the fault, never the
///   line's text. Blank lines (white space only) are ignored; a line of invalid UTF-8 is a skip;
///   a line longer than ``maximumLineLength`` is a skip, dropped without being held.
/// - A line may end in `\n` or `\r\n`; a UTF-8 byte-order mark before the first line is ignored.
package struct JSONLinesImporter: HistoryImporter {
  /// Lines longer than this many bytes are skipped (16 MiB).
  package static let maximumLineLength = 16 << 20

  package init() {}

  package func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    let file = try FileBytes.Chunks(path)
    var lines = LineReader(sink: sink)
    while let chunk = try file.next() {
      try lines.feed(chunk)
      sink.progress(file.fraction)
    }
    try lines.finish()
    sink.progress(1)
  }

  /// Reads JSON Lines held in memory (tests, fuzzing); the same rules as a file.
  package func read(bytes: [UInt8], into sink: some ImportSink) throws(HistoryImportError) {
    var lines = LineReader(sink: sink)
    try lines.feed(bytes[...])
    try lines.finish()
    sink.progress(1)
  }
}

/// Splits chunks into lines and reads each.
private struct LineReader<Sink: ImportSink> {
  let sink: Sink
  var line: [UInt8] = []
  var lineNumber = 1
  /// The current line passed the length limit: its bytes are dropped until its end.
  var overLong = false
  var sawFirstLine = false

  init(sink: Sink) { self.sink = sink }

  mutating func feed(_ chunk: ArraySlice<UInt8>) throws(HistoryImportError) {
    var rest = chunk
    while !rest.isEmpty {
      guard let newline = rest.firstIndex(of: 0x0A) else {
        append(rest)
        return
      }
      append(rest[..<newline])
      try endLine()
      rest = rest[(newline + 1)...]
    }
  }

  mutating func finish() throws(HistoryImportError) {
    if !line.isEmpty || overLong { try endLine() }
  }

  private mutating func append(_ bytes: ArraySlice<UInt8>) {
    guard !overLong else { return }
    if line.count + bytes.count > JSONLinesImporter.maximumLineLength {
      overLong = true
      line = []
      return
    }
    line += bytes
  }

  private mutating func endLine() throws(HistoryImportError) {
    defer {
      lineNumber += 1
      overLong = false
      line.removeAll(keepingCapacity: line.count < 1 << 20)
    }
    if overLong {
      sink.skip(.malformed("line \(lineNumber): longer than \(JSONLinesImporter.maximumLineLength) bytes"))
      return
    }
    if line.last == 0x0D { line.removeLast() }
    if lineNumber == 1 && line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
    guard let first = line.first(where: { !Self.isSpace($0) }) else { return }
    if !sawFirstLine {
      sawFirstLine = true
      guard first == UInt8(ascii: "{") else {
        throw HistoryImportError(.notThatFile, "not history JSON Lines (line \(lineNumber) is not a JSON object)")
      }
    }
    let text = String(decoding: line, as: UTF8.self)
    guard text.utf8.elementsEqual(line) else {
      sink.skip(.malformed("line \(lineNumber): invalid UTF-8"))
      return
    }
    let entry: HistoryEntry
    do {
      entry = try HistoryEntry(jsonLine: text)
    } catch {
      sink.skip(.malformed("line \(lineNumber): \(Self.withoutDetail(error.reason))"))
      return
    }
    let href = entry.url.href
    try sink.add(
      ImportedPage(
        url: href, title: entry.title, visits: entry.visits, visitCount: entry.visitCount,
        typedCount: entry.typedCount, lastVisit: entry.lastVisit, isHidden: entry.isHidden))
    if entry.isBookmarked { try sink.add(ImportedBookmark(url: href, title: entry.title)) }
  }

  /// The reason without its parenthesized detail, which may quote the line (a duplicate key,
  /// the URL's offending character): `"not JSON (duplicateKey(…))"` → `"not JSON"`.
  private static func withoutDetail(_ reason: String) -> String {
    guard let open = reason.firstRange(of: " (") else { return reason }
    return String(reason[..<open.lowerBound])
  }

  private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0C }
}
