/// Step 5 of the omnibox decision: absolute file paths become `file:` URLs.
///
/// `/etc/hosts`, `~/notes.txt` (when a home directory is configured) and Windows paths such as
/// `C:\Users\me` are paths, not hosts. A path is taken literally: `%`, `?` and `#` are file-name
/// characters there, so they are escaped before the URL parser sees them (`/tmp/100%.txt` →
/// `file:///tmp/100%25.txt`). `//host/…` is not a path but a network-path reference (the scheme is
/// inferred from the host), as in a relative URL.
enum FilePathInput {
  /// The text to give the URL parser for a POSIX path, or `nil` when `text` is not one.
  static func urlText(forPOSIXPath text: String, homeDirectory: String?) -> String? {
    let utf8 = text.utf8
    guard let first = utf8.first else { return nil }
    if first == UInt8(ascii: "/") {
      let second = utf8.dropFirst().first
      let third = utf8.dropFirst(2).first
      if second == UInt8(ascii: "/") && third != UInt8(ascii: "/") { return nil }  // //host/path
      return "file://" + escaped(text[...])
    }
    if first == UInt8(ascii: "~"), let home = homeDirectory {
      let rest = text.dropFirst()
      guard rest.isEmpty || rest.utf8.first == UInt8(ascii: "/") else { return nil }  // ~user is not supported
      let base = home.utf8.last == UInt8(ascii: "/") && rest.utf8.first == UInt8(ascii: "/") ? String(home.dropLast()) : home
      guard base.utf8.first == UInt8(ascii: "/") else { return nil }
      return "file://" + escaped(base[...]) + escaped(rest)
    }
    return nil
  }

  /// The text to give the URL parser for a Windows drive path such as `C:\Users`.
  static func urlText(forDrivePath text: String) -> String {
    "file:///" + escaped(text[...])
  }

  /// `%`, `?` and `#` escaped so the URL parser keeps them in the path.
  private static func escaped(_ path: Substring) -> String {
    var out = ""
    out.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "?": out += "%3F"
      case "#": out += "%23"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
