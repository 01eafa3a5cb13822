import CSQLite

/// One SQLite connection: open, run statements, transactions. Not thread-safe by itself; the
/// store serializes its use with a lock. Closing happens when the last reference goes.
package final class SQLiteConnection {
  /// How to open the file.
  package enum Mode: Sendable {
    /// Read and write, creating the file if it is missing.
    case readWriteCreate
    /// Read and write an existing file.
    case readWrite
    /// Read only (an import's copy of a browser's file); `immutable` also skips locking and
    /// the `-wal` file, for a file nobody writes.
    case readOnly(immutable: Bool)
  }

  package let handle: OpaquePointer
  /// The file, for messages.
  package let path: String
  /// Statements kept by ``cachedStatement(_:)``, by their SQL.
  private var cache: [String: SQLiteStatement] = [:]

  /// Opens `path`. Extended result codes are on; a busy database is retried for `busyTimeout` ms.
  package init(path: String, mode: Mode, busyTimeout: Int32 = 5000) throws(SQLiteError) {
    var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    var name = path
    switch mode {
    case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .readWrite: flags |= SQLITE_OPEN_READWRITE
    case .readOnly(let immutable):
      flags |= SQLITE_OPEN_READONLY
      if immutable {
        flags |= SQLITE_OPEN_URI
        name = "file:" + Self.uriEscaped(path) + "?immutable=1"
      }
    }
    var db: OpaquePointer?
    let status = sqlite3_open_v2(name, &db, flags, nil)
    guard let db else {
      throw SQLiteError(code: status, message: "out of memory", operation: "open \(path)")
    }
    guard status == SQLITE_OK else {
      let error = SQLiteError(
        code: status, extendedCode: sqlite3_extended_errcode(db), message: String(cString: sqlite3_errmsg(db)),
        operation: "open \(path)")
      sqlite3_close_v2(db)
      throw error
    }
    handle = db
    self.path = path
    sqlite3_busy_timeout(db, busyTimeout)
  }

  deinit {
    cache.removeAll()
    sqlite3_close_v2(handle)
  }

  /// Runs one or more statements that return no rows.
  package func execute(_ sql: String, operation: @autoclosure () -> String = "run SQL") throws(SQLiteError) {
    let status = sqlite3_exec(handle, sql, nil, nil, nil)
    guard status == SQLITE_OK else { throw error(status, operation()) }
  }

  /// A prepared statement for `sql` (one statement).
  package func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    var statement: OpaquePointer?
    let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
    guard status == SQLITE_OK, let statement else { throw error(status, "prepare a statement") }
    return SQLiteStatement(statement, connection: self)
  }

  /// Finalizes the statements ``cachedStatement(_:)`` kept. Each holds its connection, so the
  /// owner calls this when done: until then the connection cannot be released, and SQLite never
  /// closes the file (nor checkpoints and removes its write-ahead journal).
  package func clearStatementCache() {
    cache.removeAll()
  }

  /// A statement for `sql` prepared once and kept for this connection's life (reset before use).
  package func cachedStatement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    if let statement = cache[sql] {
      statement.reset()
      return statement
    }
    let statement = try prepare(sql)
    cache[sql] = statement
    return statement
  }

  /// Runs `body` in one transaction (`BEGIN IMMEDIATE` when `writing`): committed when it
  /// returns, rolled back when it throws.
  package func transaction<T, E: Error>(writing: Bool = true, _ body: () throws(E) -> T) throws(TransactionError<E>)
    -> T
  {
    do {
      try execute(writing ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED", operation: "begin a transaction")
    } catch {
      throw .sqlite(error)
    }
    let result: T
    do {
      result = try body()
    } catch {
      try? execute("ROLLBACK")
      throw .body(error)
    }
    do {
      try execute("COMMIT", operation: "commit")
    } catch {
      try? execute("ROLLBACK")
      throw .sqlite(error)
    }
    return result
  }

  /// The first column of the first row of `sql` as an integer (`PRAGMA user_version`).
  package func integer(_ sql: String) throws(SQLiteError) -> Int64? {
    let statement = try prepare(sql)
    guard try statement.step() else { return nil }
    return statement.isNull(0) ? nil : statement.int64(0)
  }

  /// The first column of the first row of `sql` as text.
  package func text(_ sql: String) throws(SQLiteError) -> String? {
    let statement = try prepare(sql)
    guard try statement.step() else { return nil }
    return statement.isNull(0) ? nil : statement.text(0)
  }

  /// Whether a table named `name` exists.
  package func hasTable(_ name: String) throws(SQLiteError) -> Bool {
    let statement = try prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    try statement.bind(name, at: 1)
    return try statement.step()
  }

  /// The column names of table `name` (empty when there is no such table).
  package func columns(of table: String) throws(SQLiteError) -> Set<String> {
    let statement = try prepare("SELECT name FROM pragma_table_info(?)")
    try statement.bind(table, at: 1)
    var names: Set<String> = []
    while try statement.step() { names.insert(statement.text(0)) }
    return names
  }

  /// Rows changed by the last INSERT, UPDATE or DELETE.
  package var changes: Int { Int(sqlite3_changes(handle)) }
  /// The row id of the last INSERT.
  package var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// An error for `status` with this connection's message.
  package func error(_ status: Int32, _ operation: String) -> SQLiteError {
    SQLiteError(
      code: status, extendedCode: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)),
      operation: operation)
  }

  /// `path` with the characters a `file:` URI reserves escaped.
  private static func uriEscaped(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x21, 0x7f...:
        let digits = Array("0123456789ABCDEF".utf8)
        out += "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xf)]], as: UTF8.self)
      default: out.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return out
  }
}

/// A transaction that failed: in SQLite (begin, commit) or in the body, whose error it carries.
package enum TransactionError<Body: Error>: Error {
  case sqlite(SQLiteError)
  case body(Body)
}
