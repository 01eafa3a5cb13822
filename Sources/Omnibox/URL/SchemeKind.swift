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

  /// Classifies lowercased scheme bytes.
  static func classify(_ s: UnsafeBufferPointer<UInt8>) -> SchemeKind {
    func matches(_ literal: StaticString) -> Bool {
      guard literal.utf8CodeUnitCount == s.count else { return false }
      let bytes = literal.utf8Start
      for index in 0..<s.count where s[index] != bytes[index] { return false }
      return true
    }
    switch s.count {
    case 2: return matches("ws") ? .ws : .other
    case 3: return matches("wss") ? .wss : matches("ftp") ? .ftp : .other
    case 4: return matches("http") ? .http : matches("file") ? .file : .other
    case 5: return matches("https") ? .https : .other
    default: return .other
    }
  }
}
