import CSQLite

/// A failed SQLite call: SQLite's result code and its message, plus what the store was doing.
/// Messages name the operation and the file, never a URL, title or other row content.
package struct SQLiteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// SQLite's primary result code (`SQLITE_BUSY`, `SQLITE_FULL`, `SQLITE_CORRUPT`, ...).
  package let code: Int32
  /// SQLite's extended result code.
  package let extendedCode: Int32
  /// SQLite's own words for the failure.
  package let message: String
  /// What was being done (`"open /path/history.sqlite"`, `"insert a visit"`).
  package let operation: String

  package init(code: Int32, extendedCode: Int32? = nil, message: String, operation: String) {
    self.code = code & 0xff
    self.extendedCode = extendedCode ?? code
    self.message = message
    self.operation = operation
  }

  /// The disk (or the file-size limit) is full.
  package var isFull: Bool { code == SQLITE_FULL }
  /// The file or its directory cannot be written, or cannot be opened at all.
  package var isUnwritable: Bool { code == SQLITE_READONLY || code == SQLITE_CANTOPEN || code == SQLITE_PERM }
  /// The file is not a database, or its pages are damaged.
  package var isCorrupt: Bool { code == SQLITE_NOTADB || code == SQLITE_CORRUPT }
  /// Another connection holds a lock the call needed.
  package var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
  /// The failure is about the disk or the file (full, unwritable, I/O), not the data.
  package var isInputOutput: Bool { isFull || isUnwritable || code == SQLITE_IOERR }

  package var description: String { "\(operation): \(message)" }
}
