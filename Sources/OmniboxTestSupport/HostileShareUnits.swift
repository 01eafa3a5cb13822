/// Short strings that, repeated thousands of times, stress the share-link normalizer's scanning
/// and unwrapping loops: colons (scheme look-behind), brackets (end trimming), `<` (angle-bracket
/// links), escapes decoded in rounds, nested wrappers, spaceless scripts, bidi controls.
///
/// Used by the clock-free linearity test (`ShareLinkPropertyTests.linearWork`, which counts
/// work) and by `omnibox-bench share-linear` (which times it).
public enum HostileShareUnits {
  public static let all: [String] = [
    "https://a.example/?", ":", "a:", "https:", "(", ")", "<", "%25", "https%253A", "myapp://open?url=",
    "こ", "\u{202E}", "http://", "&url=", "x ",
  ]

  /// The app schemes the normalizer is built with for these inputs.
  public static let appSchemes: [String: [String]] = ["myapp": []]
}
