#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private copy of a browser's database, with its `-wal` and `-journal` files when present,
/// in a fresh temporary folder that goes when the copy does. Browsers hold their files locked
/// and keep writing them; the importer reads the copy, read-only, and never touches the source.
package final class SourceCopy {
  /// The copied database.
  package let path: String
  private let folder: String

  /// Copies `source` (and `source-wal`, `source-journal`).
  package init(of source: String) throws(HistoryImportError) {
    var info = stat()
    guard stat(source, &info) == 0 else {
      throw HistoryImportError(.unreadable, "\(source): \(Self.errorText(errno))")
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw HistoryImportError(.unreadable, "\(source): not a regular file")
    }
    let base = Self.temporaryDirectory() + "/omnibox-import-XXXXXX"
    var template = Array(base.utf8CString)
    guard let made = mkdtemp(&template) else {
      throw HistoryImportError(
        .unreadable, "cannot make a temporary folder for a copy of \(source): \(Self.errorText(errno))")
    }
    folder = String(cString: made)
    path = folder + "/source.db"
    do {
      try Self.copy(source, to: path, required: true)
      try Self.copy(source + "-wal", to: path + "-wal", required: false)
      try Self.copy(source + "-journal", to: path + "-journal", required: false)
    } catch {
      Self.removeFolder(folder)
      throw error
    }
  }

  deinit { Self.removeFolder(folder) }

  private static func copy(_ from: String, to: String, required: Bool) throws(HistoryImportError) {
    let input = open(from, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else {
      if !required && errno == ENOENT { return }
      throw HistoryImportError(.unreadable, "\(from): \(errorText(errno))")
    }
    defer { close(input) }
    let output = open(to, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard output >= 0 else { throw HistoryImportError(.unreadable, "cannot copy \(from): \(errorText(errno))") }
    defer { close(output) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count == 0 { return }
      if count < 0 {
        if errno == EINTR { continue }
        throw HistoryImportError(.unreadable, "\(from): \(errorText(errno))")
      }
      var written = 0
      while written < count {
        let n = buffer.withUnsafeBytes { raw in
          raw.baseAddress.map { write(output, $0 + written, count - written) } ?? -1
        }
        if n < 0 {
          if errno == EINTR { continue }
          throw HistoryImportError(.unreadable, "cannot copy \(from): \(errorText(errno))")
        }
        written += n
      }
    }
  }

  private static func removeFolder(_ folder: String) {
    for name in ["source.db", "source.db-wal", "source.db-journal", "source.db-shm"] {
      unlink(folder + "/" + name)
    }
    rmdir(folder)
  }

  private static func temporaryDirectory() -> String {
    if let value = getenv("TMPDIR"), value.pointee != 0 { return String(cString: value) }
    return "/tmp"
  }

  package static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
}
