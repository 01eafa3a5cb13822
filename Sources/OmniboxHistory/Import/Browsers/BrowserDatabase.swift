#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A browser's SQLite database opened read-only (immutable: the importer reads a private copy)
/// and checked whole before an importer reads a row: that it is an SQLite file at all and that
/// SQLite's `quick_check` finds no damage. The importers add their own table, column and version
/// checks through ``requireTables(_:)``, ``requireColumns(_:of:)`` and ``userVersion()``.
///
/// Every failure becomes a ``HistoryImportError`` whose reason names the file and what is wrong,
/// never a URL or title read from it.
package struct BrowserDatabase {
  /// The open connection.
  package let connection: SQLiteConnection
  /// The file, for messages.
  package let path: String
  /// What the file should be, for messages ("a Chromium History database").
  package let kind: String

  /// Opens `path` and runs the file-level checks: `.unreadable` when it cannot be read,
  /// `.notThatFile` when it is not an SQLite database, `.corrupt` when SQLite finds it damaged
  /// (a truncated file included).
  package init(path: String, kind: String) throws(HistoryImportError) {
    self.path = path
    self.kind = kind
    try Self.checkHeader(path, kind: kind)
    do {
      connection = try SQLiteConnection(path: path, mode: .readOnly(immutable: true))
    } catch {
      throw Self.failure(error, path: path, kind: kind, doing: "open")
    }
    try checkIntegrity()
  }

  /// Runs `body`, turning an SQLite failure into a ``HistoryImportError`` for `doing`.
  package func sqlite<T>(_ doing: String, _ body: () throws(SQLiteError) -> T) throws(HistoryImportError) -> T {
    do {
      return try body()
    } catch {
      throw Self.failure(error, path: path, kind: kind, doing: doing)
    }
  }

  /// Throws `.notThatFile` unless every table in `names` exists.
  package func requireTables(_ names: [String]) throws(HistoryImportError) {
    for name in names {
      let exists = try sqlite("look for table \(name)") { () throws(SQLiteError) in try connection.hasTable(name) }
      guard exists else {
        throw HistoryImportError(.notThatFile, "\(path): no \(name) table, so not \(kind)")
      }
    }
  }

  /// Throws `.notThatFile` unless `table` has every column in `names`.
  package func requireColumns(_ names: [String], of table: String) throws(HistoryImportError) {
    let present = try sqlite("read the columns of \(table)") { () throws(SQLiteError) in
      try connection.columns(of: table)
    }
    for name in names where !present.contains(name) {
      throw HistoryImportError(.notThatFile, "\(path): table \(table) has no \(name) column, so not \(kind)")
    }
  }

  /// `PRAGMA user_version` (0 when never set).
  package func userVersion() throws(HistoryImportError) -> Int64 {
    try sqlite("read the schema version") { () throws(SQLiteError) in
      try connection.integer("PRAGMA user_version") ?? 0
    }
  }

  /// The integer result of `sql` (a `count(*)`), 0 when there is none.
  package func count(_ sql: String) throws(HistoryImportError) -> Int {
    try sqlite("count rows") { () throws(SQLiteError) in Int(try connection.integer(sql) ?? 0) }
  }

  /// An SQLite failure as an import error: damage is `.corrupt`, a failure to read the file
  /// `.unreadable`, anything else `.corrupt` (the file did not read as the database it claims to be).
  package static func failure(_ error: SQLiteError, path: String, kind: String, doing: String) -> HistoryImportError {
    if error.isCorrupt {
      return HistoryImportError(.corrupt, "\(path): damaged, SQLite could not \(doing) (\(error.message))")
    }
    if error.isInputOutput || error.isBusy {
      return HistoryImportError(.unreadable, "\(path): cannot \(doing) (\(error.message))")
    }
    return HistoryImportError(.corrupt, "\(path): could not \(doing) as \(kind) (\(error.message))")
  }

  /// SQLite's quick check: the first row says `ok` on an undamaged file.
  private func checkIntegrity() throws(HistoryImportError) {
    let verdict = try sqlite("check the file") { () throws(SQLiteError) -> String? in
      let check = try connection.prepare("PRAGMA quick_check")
      return try check.step() ? check.text(0) : nil
    }
    guard verdict == "ok" else {
      throw HistoryImportError(.corrupt, "\(path): damaged, SQLite's quick check did not pass")
    }
  }

  /// The 16-byte header every SQLite 3 database begins with.
  private static let magic: [UInt8] = Array("SQLite format 3".utf8) + [0]

  /// Reads the file's first 16 bytes: `.unreadable` when they cannot be read, `.notThatFile`
  /// when they are not SQLite's header.
  private static func checkHeader(_ path: String, kind: String) throws(HistoryImportError) {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else {
      throw HistoryImportError(.unreadable, "\(path): \(String(cString: strerror(errno)))")
    }
    defer { close(file) }
    var header = [UInt8](repeating: 0, count: magic.count)
    var filled = 0
    while filled < header.count {
      let count = header.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return -1 }
        return read(file, base + filled, raw.count - filled)
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 {
        throw HistoryImportError(.unreadable, "\(path): \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      filled += count
    }
    guard filled == header.count, header == magic else {
      throw HistoryImportError(.notThatFile, "\(path): not an SQLite database, so not \(kind)")
    }
  }
}
