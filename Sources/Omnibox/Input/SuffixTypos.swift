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

  /// `hostname` with its last label corrected, when that label is a typo and something comes
  /// before it; `nil` otherwise.
  ///
  ///     "mochi.ocm".withUTF8Bytes(SuffixTypos.corrected)  // "mochi.com"
  static func corrected(_ hostname: UnsafeBufferPointer<UInt8>) -> String? {
    guard let dot = hostname.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return nil }
    let label = UnsafeBufferPointer(rebasing: hostname[(dot + 1)...])
    guard label.count == 3 || label.count == 4 else { return nil }  // every typo is 3 or 4 bytes
    for entry in table where entry.typo.utf8.elementsEqual(label) {
      return String(decoding: UnsafeBufferPointer(rebasing: hostname[...dot]), as: UTF8.self) + entry.suffix
    }
    return nil
  }
}
