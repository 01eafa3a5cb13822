// The special schemes of the URL Standard and their default ports, recognised from the
// lowercased scheme bytes by length and content.

/// A URL's scheme as far as parsing cares: one of the special schemes, or any other.
/// See https://url.spec.whatwg.org/#special-scheme
enum SchemeKind: UInt8, Sendable, Hashable {
  case http, https, ws, wss, ftp, file, other

  /// Whether the scheme is special (everything but `other`).
  var isSpecial: Bool { self != .other }

  /// The scheme's default port, if it has one.
  var defaultPort: UInt16? {
    switch self {
    case .http, .ws: return 80
    case .https, .wss: return 443
    case .ftp: return 21
    case .file, .other: return nil
    }
  }

  /// The special scheme's name (`"https"`), or `nil` for `other`.
  var name: String? {
    switch self {
    case .http: return "http"
    case .https: return "https"
    case .ws: return "ws"
    case .wss: return "wss"
    case .ftp: return "ftp"
    case .file: return "file"
    case .other: return nil
    }
  }

  /// Classifies scheme bytes as typed: the same as ``classify(_:)`` on them lowercased (setting
  /// bit 0x20 lowercases the letters and leaves the other scheme code points as they are).
  static func classifyIgnoringCase(_ s: UnsafeBufferPointer<UInt8>) -> SchemeKind {
    guard s.count >= 2 && s.count <= 5 else { return .other }
    var packed: UInt64 = 0
    for index in 0..<s.count { packed |= UInt64(ASCII.letterFolded(s[index])) << UInt64(8 * index) }
    return classify(packed: packed, count: s.count)
  }

  /// Classifies lowercased scheme bytes.
  ///
  /// The special schemes are at most five bytes: those are packed into one integer (first byte
  /// lowest) and compared, with the length, with each name packed the same way.
  static func classify(_ s: UnsafeBufferPointer<UInt8>) -> SchemeKind {
    guard s.count >= 2 && s.count <= 5 else { return .other }
    var packed: UInt64 = 0
    for index in 0..<s.count { packed |= UInt64(s[index]) << UInt64(8 * index) }
    return classify(packed: packed, count: s.count)
  }

  /// The scheme whose `count` bytes are packed in `packed` (first byte lowest).
  private static func classify(packed: UInt64, count: Int) -> SchemeKind {
    switch (count, packed) {
    case (2, 0x7377): return .ws  // "ws"
    case (3, 0x73_7377): return .wss  // "wss"
    case (3, 0x70_7466): return .ftp  // "ftp"
    case (4, 0x7074_7468): return .http  // "http"
    case (4, 0x656C_6966): return .file  // "file"
    case (5, 0x73_7074_7468): return .https  // "https"
    default: return .other
    }
  }
}
