import Foundation

/// Reads the project's top-level `Fixtures/` folder (found from this file's path, so tests and
/// benchmarks work from any working directory).
public enum Fixture {
  /// `<package>/Fixtures`.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // OmniboxTestSupport
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()  // package root
    .appendingPathComponent("Fixtures", isDirectory: true)

  /// A fixture could not be read or decoded.
  public struct LoadError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "fixture \(path): \(reason)" }
  }

  /// The bytes of `Fixtures/<path>`.
  public static func data(_ path: String) throws -> Data {
    do { return try Data(contentsOf: root.appendingPathComponent(path)) } catch {
      throw LoadError(path: path, reason: "\(error)")
    }
  }

  /// The UTF-8 text of `Fixtures/<path>`.
  public static func text(_ path: String) throws -> String {
    String(decoding: try data(path), as: UTF8.self)
  }

  /// Decodes `Fixtures/<path>` as JSON into `T`.
  ///
  /// Lone UTF-16 surrogate escapes (`\ud900`), which some WPT files contain and which a Swift
  /// `String` cannot hold, are replaced by `\ufffd` first, as JavaScript's URL parser would.
  public static func decode<T: Decodable>(_ path: String, as type: T.Type = T.self) throws -> T {
    let raw = try data(path)
    let cleaned = replacingLoneSurrogateEscapes(in: raw)
    do { return try JSONDecoder().decode(T.self, from: cleaned) } catch {
      throw LoadError(path: path, reason: "\(error)")
    }
  }

  /// Replaces `\uD800`–`\uDFFF` escapes that do not form a valid surrogate pair with `\uFFFD`.
  public static func replacingLoneSurrogateEscapes(in json: Data) -> Data {
    var bytes = [UInt8](json)
    func surrogate(at i: Int) -> UInt16? {
      guard i + 5 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else { return nil }
      guard let v = UInt16(String(decoding: bytes[(i + 2)..<(i + 6)], as: UTF8.self), radix: 16) else { return nil }
      return (0xD800...0xDFFF).contains(v) ? v : nil
    }
    var i = 0
    var escaped = false
    while i < bytes.count {
      if escaped {
        escaped = false
        i += 1
        continue
      }
      if bytes[i] == UInt8(ascii: "\\") {
        if let high = surrogate(at: i) {
          if high < 0xDC00, let low = surrogate(at: i + 6), low >= 0xDC00 {
            i += 12
            continue
          }
          bytes.replaceSubrange((i + 2)..<(i + 6), with: Array("fffd".utf8))
          i += 6
          continue
        }
        escaped = true
      }
      i += 1
    }
    return Data(bytes)
  }
}
