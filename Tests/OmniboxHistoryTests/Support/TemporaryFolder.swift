import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes.
final class TemporaryFolder {
  let path: String

  init() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "omnibox-history-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    path = base.path
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// `path/name`.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `path/name` and returns the path.
  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    return file(name)
  }

  /// The bytes of `path/name` (empty when missing).
  func bytes(_ name: String) -> Data { FileManager.default.contents(atPath: file(name)) ?? Data() }
}
