import CSQLite
import Omnibox

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A person's history on disk: pages, visits, bookmarks and searched terms in one SQLite file,
/// created on first use, which feeds the suggestion index (`HistoryIndex`) and keeps it current.
///
/// Guarantees:
/// - **Nothing committed is lost**: every write is one transaction in a WAL journal; a process
///   killed at any moment leaves the file whole, with every write that returned complete and
///   none half-done. With ``Durability/full`` (the default) a commit also survives power loss.
/// - **Readers see whole writes**: another store on the same file (another process, a suggesting
///   thread) reads the last commit while a writer works.
/// - **Forgetting is for real**: ``forget(_:)`` overwrites the rows' bytes (`secure_delete`) and
///   folds the journal into the file, so the forgotten URLs leave both files.
/// - **Never stored**: a private-browsing visit, a `javascript:` or `data:` URL, one the
///   `NavigationPolicy` would not load (the table of the article "Keeping history").
/// - **Private**: errors name the file and the operation, never a URL, title or typed text.
///
/// One store is safe to use from many threads: its calls take turns on one connection.
///
///     let store = try HistoryStore(path: "/tmp/history.sqlite")
///     try store.recordVisit(to: try URLRecord("https://swift.org/"), title: "Swift", transition: .typed, at: HistoryTime(secondsSince1970: 1_764_590_400))
///     try store.suggestionIndex().count
///     // 1
public final class HistoryStore: @unchecked Sendable {
  /// How hard each commit is pushed to the disk.
  public enum Durability: Sendable, Hashable {
    /// The journal is synced at every commit: a commit survives a crash of the machine too.
    case full
    /// The journal is synced at checkpoints only: a commit survives the process being killed;
    /// a power cut may take back the last commits (never half of one).
    case normal
  }

  /// The file.
  public let path: String
  /// How hard each commit is pushed to the disk.
  public let durability: Durability
  /// The engines whose results pages the index recognizes as searches.
  let engines: [any SearchEngine]

  // Both guarded by `lock`: `@unchecked Sendable` rests on every use being inside it.
  let lock = StoreLock()
  let connection: SQLiteConnection
  /// The index built by ``suggestionIndex()``, kept current by every write through this store.
  var index: HistoryIndex?

  /// Opens the store at `path`, creating the file (and its folder) when missing, and brings an
  /// older file's schema up to date.
  ///
  /// - Throws: ``HistoryStoreError`` `.unwritable` (the folder or file cannot be created or
  ///   written), `.corrupt` (not a history store, or damaged), `.newerSchema` (written by a newer
  ///   Omnibox), `.busy`.
  public init(
    path: String, durability: Durability = .full, engines: [any SearchEngine] = SearchEngines.builtIns
  ) throws(HistoryStoreError) {
    self.path = path
    self.durability = durability
    self.engines = engines
    try Self.createParentFolders(of: path)
    try Self.createPrivately(path)
    do {
      connection = try SQLiteConnection(path: path, mode: .readWriteCreate)
    } catch {
      throw HistoryStoreError(error)
    }
    try prepare(durability: durability)
  }

  // The connection's cached statements hold it: finalize them so that it closes the file.
  deinit { connection.clearStatementCache() }

  /// Sets the connection up and migrates the schema.
  private func prepare(durability: Durability) throws(HistoryStoreError) {
    do {
      // Both read in one statement, one snapshot: another run creating the same new file may
      // commit its schema between two separate reads.
      let state = try connection.prepare(
        "SELECT (SELECT user_version FROM pragma_user_version), (SELECT count(*) FROM sqlite_master)")
      guard try state.step() else { throw SQLiteError(code: 1, message: "no schema version", operation: path) }
      let version = state.int64(0)
      let objects = state.int64(1)
      state.reset()  // ends the statement's read, which would keep the journal mode from changing
      if version > HistorySchema.current {
        throw HistoryStoreError(
          .newerSchema,
          "\(path): written by a newer Omnibox (schema version \(version); this one knows up to \(HistorySchema.current))"
        )
      }
      if version == 0 && objects > 0 {
        throw HistoryStoreError(.corrupt, "\(path): an SQLite file, but not a history store")
      }
      try retryingWhileBusy { () throws(SQLiteError) in
        try connection.execute(
          HistorySchema.pragmas(synchronous: durability == .full ? "FULL" : "NORMAL"), operation: "set up \(path)")
      }
      guard try connection.text("PRAGMA journal_mode") == "wal" else {
        throw HistoryStoreError(.unwritable, "\(path): cannot use a write-ahead journal here")
      }
      if version < HistorySchema.current { try migrate(from: version) }
    } catch let error as SQLiteError {
      throw HistoryStoreError(
        error.isCorrupt
          ? SQLiteError(
            code: error.code, message: "not a history store, or damaged (\(error.message))", operation: path) : error)
    } catch let error as HistoryStoreError {
      throw error
    } catch {
      throw HistoryStoreError(.inputOutput, "\(path): \(error)")
    }
  }

  /// Runs `body` again while SQLite answers busy, for up to five seconds: switching a new file to
  /// WAL takes a lock that SQLite's busy handler does not wait for, and another run may be
  /// creating the same file at that moment.
  private func retryingWhileBusy(_ body: () throws(SQLiteError) -> Void) throws(SQLiteError) {
    var attempts = 0
    while true {
      do throws(SQLiteError) {
        try body()
        return
      } catch {
        attempts += 1
        guard error.isBusy, attempts < 500 else { throw error }
        usleep(10_000)
      }
    }
  }

  /// Runs the migrations after `version`, all in one transaction.
  private func migrate(from version: Int64) throws(SQLiteError) {
    do throws(TransactionError<SQLiteError>) {
      try connection.transaction { () throws(SQLiteError) in
        // Read again under the write lock: another process opening the same new file at the
        // same moment may have migrated it while this one waited for the lock.
        let found = max(version, try connection.integer("PRAGMA user_version") ?? 0)
        guard found < HistorySchema.current else { return }
        for n in Int(found)..<HistorySchema.migrations.count {
          try connection.execute(HistorySchema.migrations[n], operation: "migrate \(path) to schema \(n + 1)")
        }
        try connection.execute("PRAGMA user_version = \(HistorySchema.current)", operation: "migrate \(path)")
      }
    } catch {
      switch error {
      case .sqlite(let e), .body(let e): throw e
      }
    }
  }

  /// Runs `body` in one write transaction, holding the lock.
  func write<T>(_ operation: String, _ body: () throws(SQLiteError) -> T) throws(HistoryStoreError) -> T {
    try lock.withLock { () throws(HistoryStoreError) -> T in
      do throws(TransactionError<SQLiteError>) {
        return try connection.transaction(body)
      } catch {
        switch error {
        case .sqlite(let e), .body(let e):
          throw HistoryStoreError(
            SQLiteError(
              code: e.code, extendedCode: e.extendedCode, message: e.message, operation: "\(operation) in \(path)"))
        }
      }
    }
  }

  /// Runs `body` holding the lock, inside one read transaction (one consistent snapshot).
  func read<T>(_ operation: String, _ body: () throws(SQLiteError) -> T) throws(HistoryStoreError) -> T {
    try lock.withLock { () throws(HistoryStoreError) -> T in
      do throws(TransactionError<SQLiteError>) {
        return try connection.transaction(writing: false, body)
      } catch {
        switch error {
        case .sqlite(let e), .body(let e):
          throw HistoryStoreError(
            SQLiteError(
              code: e.code, extendedCode: e.extendedCode, message: e.message, operation: "\(operation) in \(path)"))
        }
      }
    }
  }

  // MARK: - The file

  /// Creates the missing folders above `path` (mode 0700: history is private).
  private static func createParentFolders(of path: String) throws(HistoryStoreError) {
    var prefix = ""
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    for (n, part) in parts.enumerated() {
      prefix += (n == 0 ? "" : "/") + part
      guard !prefix.isEmpty, !part.isEmpty, part != "." else { continue }
      if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
        throw HistoryStoreError(.unwritable, "cannot create the folder \(prefix): \(SourceCopy.errorText(errno))")
      }
    }
  }

  /// Creates `path` empty with mode 0600 when missing, so SQLite's file (and its journal, which
  /// takes the file's mode) is the person's alone.
  private static func createPrivately(_ path: String) throws(HistoryStoreError) {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    if fd >= 0 {
      close(fd)
      return
    }
    let code = errno
    // A file that exists but cannot be opened for writing: say so plainly.
    throw HistoryStoreError(.unwritable, "cannot open \(path) for writing: \(SourceCopy.errorText(code))")
  }
}
