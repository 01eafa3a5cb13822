/// Mistyped `.com`, `.net` and `.org` suffixes and what they were meant to be, for
/// ``Omnibox/Profile/Switch/fixSuffixTypos`` (`mochi.ocm` → `mochi.com`).
///
/// Source: Firefox `docshell/base/URIFixup.sys.mjs`, `checkAndFixPublicSuffix` ("try to fix most
/// common 3 chars TLDs typos"). None of the typos is a top-level domain, so a name ending in one
/// can never be meant as typed.
enum SuffixTypos {
  /// Typo → suffix, in Firefox's order.
  static let table: [(typo: String, suffix: String)] = [
    ("ocm", "com"), ("con", "com"), ("cmo", "com"), ("xom", "com"), ("vom", "com"), ("cpm", "com"),
    ("com'", "com"), ("ent", "net"), ("ner", "net"), ("nte", "net"), ("met", "net"), ("rog", "org"),
    ("ogr", "org"), ("prg", "org"), ("orh", "org"),
  ]

  /// The table with each typo's bytes packed into one integer, so a lookup compares integers.
  private static let packed: [(typo: UInt32, suffix: String)] = table.map { (pack($0.typo.utf8), $0.suffix) }

  /// Up to four bytes as one integer, the first in the highest byte.
  private static func pack(_ bytes: some Sequence<UInt8>) -> UInt32 {
    bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// `hostname` with its last label corrected, when that label is a typo and something comes
  /// before it; `nil` otherwise.
  ///
  ///     "mochi.ocm".withUTF8Bytes(SuffixTypos.corrected)  // "mochi.com"
  static func corrected(_ hostname: UnsafeBufferPointer<UInt8>) -> String? {
    // Every typo is 3 or 4 bytes: the dot before it is the 4th or 5th byte from the end.
    let count = hostname.count
    let dot: Int
    if count > 4, hostname[count - 4] == UInt8(ascii: ".") {
      dot = count - 4
    } else if count > 5, hostname[count - 5] == UInt8(ascii: ".") {
      dot = count - 5
    } else {
      return nil
    }
    let label = pack(UnsafeBufferPointer(rebasing: hostname[(dot + 1)...]))
    for entry in packed where entry.typo == label {
      return String(decoding: UnsafeBufferPointer(rebasing: hostname[...dot]), as: UTF8.self) + entry.suffix
    }
    return nil
  }
}
