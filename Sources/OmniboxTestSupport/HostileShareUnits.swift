/// Inputs that stress the share-link normalizer's scanning and unwrapping loops: a short unit
/// repeated thousands of times, after an optional prefix — colons (scheme look-behind),
/// brackets and quotes (end trimming), `<` (angle-bracket links), escapes decoded in rounds,
/// nested wrappers, spaceless scripts, bidi controls, and closing brackets trailing a link.
///
/// Used by the clock-free linearity test (`ShareLinkPropertyTests.linearWork`, which counts
/// work) and by `omnibox-bench share-linear` (which times it).
public enum HostileShareUnits {
  /// `prefix` once, then `unit` as many times as asked.
  public struct Shape: Sendable, CustomStringConvertible {
    public let prefix: String
    public let unit: String

    public init(_ unit: String, after prefix: String = "") {
      self.prefix = prefix
      self.unit = unit
    }

    /// The input with `count` units.
    public func input(_ count: Int) -> String { prefix + String(repeating: unit, count: count) }

    /// `prefix` and `unit` as Swift would write them (`"https://a.example/" + ")"…`).
    public var description: String {
      let quote = { (s: String) in
        "\"" + s.unicodeScalars.map { $0.value < 0x80 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
          + "\""
      }
      return (prefix.isEmpty ? "" : quote(prefix) + " + ") + quote(unit) + "…"
    }
  }

  public static let all: [Shape] =
    [
      "https://a.example/?", ":", "a:", "https:", "(", ")", "<", "%25", "https%253A", "myapp://open?url=",
      "こ", "\u{202E}", "http://", "&url=", "x ", "a.", "a.b ", "x@", "//a", "[::",
      "🌸", "\u{2066}", "🌸@", "a🌸", "'h",
    ].map { Shape($0) }
    + [")", "]", "}", "'", "\"", ".)", "(", "<", "\u{2066}", "’", "–", "'http"].map {
      Shape($0, after: "https://a.example/")
    } + ["aあ", "a🌸", "a\u{2066}", "a-"].map { Shape($0, after: "http://") }

  /// The app schemes the normalizer is built with for these inputs.
  public static let appSchemes: [String: [String]] = ["myapp": []]
}
