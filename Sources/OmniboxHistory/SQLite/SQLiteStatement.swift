import CSQLite

/// A prepared statement: bind parameters (1-based), step through rows, read columns (0-based).
/// Reset before each new set of bindings with ``reset()``.
package final class SQLiteStatement {
  private let statement: OpaquePointer
  private let connection: SQLiteConnection

  init(_ statement: OpaquePointer, connection: SQLiteConnection) {
    self.statement = statement
    self.connection = connection
  }

  deinit { sqlite3_finalize(statement) }

  /// Clears the bindings and rewinds, ready to run again.
  package func reset() {
    sqlite3_reset(statement)
    sqlite3_clear_bindings(statement)
  }

  package func bind(_ value: Int64, at index: Int32) throws(SQLiteError) {
    try check(sqlite3_bind_int64(statement, index, value))
  }

  package func bind(_ value: Int, at index: Int32) throws(SQLiteError) {
    try check(sqlite3_bind_int64(statement, index, Int64(value)))
  }

  package func bind(_ value: Bool, at index: Int32) throws(SQLiteError) {
    try check(sqlite3_bind_int64(statement, index, value ? 1 : 0))
  }

  package func bind(_ value: String, at index: Int32) throws(SQLiteError) {
    try check(sqlite3_bind_text(statement, index, value, -1, csqlite_transient()))
  }

  package func bind(_ value: String?, at index: Int32) throws(SQLiteError) {
    if let value { try bind(value, at: index) } else { try bindNull(at: index) }
  }

  package func bind(_ value: Int64?, at index: Int32) throws(SQLiteError) {
    if let value { try bind(value, at: index) } else { try bindNull(at: index) }
  }

  package func bindNull(at index: Int32) throws(SQLiteError) {
    try check(sqlite3_bind_null(statement, index))
  }

  /// Runs to the next row: `true` when there is one, `false` when done.
  @discardableResult
  package func step() throws(SQLiteError) -> Bool {
    let status = sqlite3_step(statement)
    switch status {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw connection.error(status, "run a statement")
    }
  }

  /// Resets, binds `values` in order, and runs a statement that returns no rows.
  package func run(_ values: SQLiteValue...) throws(SQLiteError) {
    reset()
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      switch value {
      case .integer(let n): try bind(n, at: index)
      case .text(let s): try bind(s, at: index)
      case .null: try bindNull(at: index)
      }
    }
    while try step() {}
  }

  package func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
  package func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
  package func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
  package func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }

  /// The column as text: UTF-8, with invalid bytes replaced (a browser's file may hold any bytes).
  package func text(_ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(statement, column) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// The column as text, `nil` when NULL.
  package func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
  /// The column as an integer, `nil` when NULL.
  package func optionalInt64(_ column: Int32) -> Int64? { isNull(column) ? nil : int64(column) }

  private func check(_ status: Int32) throws(SQLiteError) {
    guard status == SQLITE_OK else { throw connection.error(status, "bind a value") }
  }
}

/// A value to bind.
package enum SQLiteValue {
  case integer(Int64)
  case text(String)
  case null
}
