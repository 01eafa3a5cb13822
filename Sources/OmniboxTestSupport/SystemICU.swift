internal import CICU

/// A Unicode version as ICU reports it, compared by major then minor (the update digit of
/// `15.0.0` never changes IDNA data).
///
///     UnicodeVersion("15.1")! < UnicodeVersion(16, 0)   // true
public struct UnicodeVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  public let major: Int
  public let minor: Int

  public init(_ major: Int, _ minor: Int) {
    self.major = major
    self.minor = minor
  }

  /// Reads `"15.0"` or `"17.0.0"`; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3, let major = Int(parts[0]), let minor = Int(parts[1]),
      parts.count == 2 || Int(parts[2]) != nil
    else { return nil }
    self.init(major, minor)
  }

  public static func < (a: UnicodeVersion, b: UnicodeVersion) -> Bool {
    (a.major, a.minor) < (b.major, b.minor)
  }

  public var description: String { "\(major).\(minor)" }
}

/// The ICU this process runs with: its version and the Unicode version of its character data
/// (which is also its UTS #46 data). Tests read this to pick the expectations that data allows.
///
///     SystemICU.version          // "72.1" on Debian 12
///     SystemICU.unicodeVersion   // 15.0
public enum SystemICU {
  public static let version: String = {
    let v = read(cicu_version)
    return "\(v.0).\(v.1)"
  }()

  public static let unicodeVersion: UnicodeVersion = {
    let v = read(cicu_unicode_version)
    return UnicodeVersion(Int(v.0), Int(v.1))
  }()

  private static func read(_ fill: (UnsafeMutablePointer<UInt8>) -> Void) -> (UInt8, UInt8, UInt8, UInt8) {
    var parts: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &parts) { raw in
      if let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) { fill(base) }
    }
    return parts
  }
}
