import Omnibox

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The library's own JSON Lines history (the format of `omnibox suggest --history` and of
/// `omnibox history export`): one page a line, read with ``HistoryEntry/init(jsonLine:)``. A line
/// that is not a page is skipped and counted (by line number, never its text); empty lines are
/// ignored. Read in 64 KiB chunks: memory holds one line at a time, whatever the file's size.
package struct JSONLinesImporter: HistoryImporter {
  package init() {}

  package func read(_ path: String, into sink: some ImportSink) throws(HistoryImportError) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw HistoryImportError(.unreadable, "\(path): \(SourceCopy.errorText(errno))") }
    defer { close(fd) }
    var info = stat()
    let size = fstat(fd, &info) == 0 ? Int(info.st_size) : 0
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var line: [UInt8] = []
    var lineNumber = 0
    var consumed = 0
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw HistoryImportError(.unreadable, "\(path): \(SourceCopy.errorText(errno))")
      }
      if count == 0 { break }
      consumed += count
      var start = 0
      for i in 0..<count where chunk[i] == UInt8(ascii: "\n") {
        line += chunk[start..<i]
        lineNumber += 1
        try take(line, number: lineNumber, into: sink)
        line.removeAll(keepingCapacity: true)
        start = i + 1
      }
      line += chunk[start..<count]
      if size > 0 { sink.progress(Double(consumed) / Double(size)) }
    }
    if !line.isEmpty {
      lineNumber += 1
      try take(line, number: lineNumber, into: sink)
    }
  }

  /// Hands one line's page (and its bookmark) to the sink, or counts why not.
  private func take(_ bytes: [UInt8], number: Int, into sink: some ImportSink) throws(HistoryImportError) {
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasSuffix("\r") { text.removeLast() }
    guard text.contains(where: { !$0.isWhitespace }) else { return }
    let entry: HistoryEntry
    do {
      entry = try HistoryEntry(jsonLine: text)
    } catch {
      sink.skip(.malformed("line \(number): \(error.reason)"))
      return
    }
    if entry.visitCount > 0 || !entry.isBookmarked {
      try sink.add(
        ImportedPage(
          url: entry.url.href, title: entry.title, visits: entry.visits, visitCount: entry.visitCount,
          typedCount: entry.typedCount, lastVisit: entry.lastVisit, isHidden: entry.isHidden))
    }
    if entry.isBookmarked { try sink.add(ImportedBookmark(url: entry.url.href, title: entry.title)) }
  }
}

/// POSIX `read`, named apart from the importers' `read(_:into:)`.
@inline(__always)
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
