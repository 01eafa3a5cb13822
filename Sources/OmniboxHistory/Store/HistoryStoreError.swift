/// Why the store could not do what was asked. The message names the file and the operation,
/// never a URL, a title or typed text.
public struct HistoryStoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kind of failure.
  public enum Kind: Sendable, Hashable {
    /// The file or its folder cannot be created, opened or written (read-only, permissions).
    case unwritable
    /// The disk, or the file-size limit, is full; the store is as it was before the write.
    case full
    /// The file is not a history store, or is damaged.
    case corrupt
    /// The file was written by a newer version of Omnibox (its schema version is higher).
    case newerSchema
    /// Another program holds the store locked for longer than the store waits.
    case busy
    /// Any other failure of the disk or of SQLite.
    case inputOutput
  }

  public let kind: Kind
  /// What went wrong, in words.
  public let reason: String

  public init(_ kind: Kind, _ reason: String) {
    self.kind = kind
    self.reason = reason
  }

  public var description: String { reason }

  init(_ error: SQLiteError) {
    let kind: Kind =
      if error.isFull { .full } else if error.isUnwritable { .unwritable } else if error.isCorrupt {
        .corrupt
      } else if error.isBusy { .busy } else { .inputOutput }
    self.init(kind, error.description)
  }
}
