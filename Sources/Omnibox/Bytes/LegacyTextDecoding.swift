/// Decoding of the one legacy charset search endpoints still send: windows-1252, which the
/// WHATWG Encoding Standard also uses for every `iso-8859-1`, `latin1` and `us-ascii` label.
enum LegacyTextDecoding {
  /// What bytes 0x80–0x9F mean in windows-1252 (the rest of 0x80–0xFF equal their code point).
  private static let windows1252High: [UInt16] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D,
    0x017D, 0x008F,
    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D,
    0x017E, 0x0178,
  ]

  /// Labels (lowercased, trimmed) the Encoding Standard maps to windows-1252.
  private static let windows1252Labels: Set<String> = [
    "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100", "iso8859-1",
    "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252", "x-cp1252",
  ]

  /// Labels that mean UTF-8.
  private static let utf8Labels: Set<String> = [
    "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8",
  ]

  /// The charsets this decoder handles.
  enum Charset { case utf8, windows1252 }

  /// The charset a `Content-Type` charset label names, or `nil` when unsupported.
  static func charset(forLabel label: String) -> Charset? {
    var l = label.lowercased()
    while let f = l.unicodeScalars.first, f.properties.isWhitespace || f == "\"" { l.unicodeScalars.removeFirst() }
    while let f = l.unicodeScalars.last, f.properties.isWhitespace || f == "\"" { l.unicodeScalars.removeLast() }
    if utf8Labels.contains(l) { return .utf8 }
    if windows1252Labels.contains(l) { return .windows1252 }
    return nil
  }

  /// `bytes` decoded as windows-1252 and re-encoded as UTF-8.
  static func utf8FromWindows1252<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 4)
    for b in bytes {
      if b < 0x80 {
        out.append(b)
        continue
      }
      let value = b < 0xA0 ? UInt32(windows1252High[Int(b - 0x80)]) : UInt32(b)
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      UTF8.encode(scalar) { out.append($0) }
    }
    return out
  }
}
