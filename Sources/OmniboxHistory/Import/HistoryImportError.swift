/// Why an import was refused or stopped. An import refused before it began wrote nothing; one
/// stopped by the store (a full disk) kept the batches committed before it.
public struct HistoryImportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kind of failure.
  public enum Kind: Sendable, Hashable {
    /// The file cannot be opened or read (missing, unreadable, locked beyond waiting).
    case unreadable
    /// The file is not the kind of file the importer reads.
    case notThatFile
    /// The file is that kind of file but damaged (truncated, failed SQLite's check).
    case corrupt
    /// The file's schema version is outside the range the importer knows.
    case unknownSchema
    /// The file is too large, or nests deeper, than the importer accepts.
    case tooLarge
    /// The store could not write (full disk, read-only file or directory).
    case storeUnwritable
  }

  public let kind: Kind
  /// What is wrong, in words: the file and the reason, never a URL or title from it.
  public let reason: String

  public init(_ kind: Kind, _ reason: String) {
    self.kind = kind
    self.reason = reason
  }

  /// An I/O failure (exit 74 in the CLI) rather than a refusal of the file's content.
  public var isInputOutput: Bool { kind == .unreadable || kind == .storeUnwritable }

  public var description: String { reason }
}
