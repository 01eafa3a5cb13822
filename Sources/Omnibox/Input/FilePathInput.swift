/// Step 5 of the omnibox decision: absolute file paths become `file:` URLs.
///
/// `/etc/hosts`, `~/notes.txt` (when a home directory is configured), `~ann/notes.txt` (when a
/// home base is configured: `/home/ann/notes.txt`, as both browsers expand it without asking the
/// user database) and Windows paths such as `C:\Users\me` are paths, not hosts. A user name is
/// letters, digits, `.`, `_` and `-` (the portable file name characters), so `~ hello` stays
/// text. A path is taken literally: `%`, `?` and `#` are file-name characters there, so they are
/// escaped before the URL parser sees them (`/tmp/100%.txt` → `file:///tmp/100%25.txt`).
/// `//host/…` is not a path but a network-path reference (the scheme is inferred from the host),
/// as in a relative URL, unless the profile reads it as a path
/// (``Omnibox/Profile/Switch/doubleSlashIsFilePath``).
enum FilePathInput {
  /// Where `~` and `~name` lead, and whether `//name` is a path.
  struct Homes: Sendable {
    var homeDirectory: String?
    var homeBase: String?
    var doubleSlashIsPath: Bool
  }

  /// Whether text starting with `first` can be a POSIX path (`/` or `~`): text that cannot needs
  /// no look at ``urlText(forPOSIXPath:homes:)``.
  static func mayBePOSIXPath(startingWith first: UInt8?) -> Bool {
    first == UInt8(ascii: "/") || first == UInt8(ascii: "~")
  }

  /// The text to give the URL parser for a POSIX path, or `nil` when `text` is not one.
  static func urlText(forPOSIXPath text: String, homes: Homes) -> String? {
    let utf8 = text.utf8
    guard let first = utf8.first, mayBePOSIXPath(startingWith: first) else { return nil }
    if first == UInt8(ascii: "/") {
      let second = utf8.dropFirst().first
      let third = utf8.dropFirst(2).first
      if second == UInt8(ascii: "/") && third != UInt8(ascii: "/") && !homes.doubleSlashIsPath { return nil }  // //host
      return "file://" + escaped(text[...])
    }
    guard first == UInt8(ascii: "~") else { return nil }
    let rest = text.dropFirst()
    if rest.isEmpty || rest.utf8.first == UInt8(ascii: "/") {
      guard let home = homes.homeDirectory else { return nil }
      return fileURLText(base: home, rest)
    }
    // `~name` or `~name/…`: the home directory of user `name`, under the home base.
    guard let homeBase = homes.homeBase else { return nil }
    let name = rest.prefix { $0 != "/" }
    guard name.utf8.allSatisfy(isPortableFileNameByte) else { return nil }
    return fileURLText(base: homeBase, "/" + rest)
  }

  /// `file://` + `base` + `rest` (which is empty or starts with `/`), escaped; `nil` when `base`
  /// is not absolute.
  private static func fileURLText(base: String, _ rest: some StringProtocol) -> String? {
    let doubled = base.utf8.last == UInt8(ascii: "/") && rest.utf8.first == UInt8(ascii: "/")
    let trimmed = doubled ? String(base.dropLast()) : base
    guard trimmed.utf8.first == UInt8(ascii: "/") else { return nil }
    return "file://" + escaped(trimmed[...]) + escaped(Substring(rest))
  }

  /// Letters, digits, `.`, `_` and `-` (POSIX's portable file name character set).
  private static func isPortableFileNameByte(_ byte: UInt8) -> Bool {
    ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "-")
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
