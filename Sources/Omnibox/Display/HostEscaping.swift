/// Keeps characters that can disguise or reorder text out of a shown host: C0 controls, DEL,
/// C1 controls and the bidirectional controls (ALM U+061C, LRM U+200E, RLM U+200F, LRE…RLO
/// U+202A–U+202E, LRI…PDI U+2066–U+2069). Each is written as the percent-escapes of its UTF-8
/// bytes; everything else is left as it is.
///
///     HostEscaping.escapingControls("a\u{1B}[31mb.com")  // "a%1B[31mb.com"
///     HostEscaping.escapingControls("a\u{202E}b")        // "a%E2%80%AEb"
enum HostEscaping {
  /// Whether `scalar` is one of the characters ``escapingControls(_:)`` escapes.
  static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with every escaped character percent-encoded.
  ///
  /// - Complexity: O(n); no allocation when nothing needs escaping.
  static func escapingControls(_ text: String) -> String {
    escapingControlsIfAny(text) ?? text
  }

  /// `text` with every escaped character percent-encoded, or `nil` when it holds none.
  static func escapingControlsIfAny(_ text: String) -> String? {
    guard text.unicodeScalars.contains(where: isEscaped) else { return nil }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      guard isEscaped(scalar) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      for byte in String(scalar).utf8 {
        out += "%"
        out.unicodeScalars.append(hexDigit(byte >> 4))
        out.unicodeScalars.append(hexDigit(byte & 0xF))
      }
    }
    return out
  }

  private static func hexDigit(_ nibble: UInt8) -> Unicode.Scalar {
    Unicode.Scalar(nibble < 10 ? 0x30 + nibble : 0x37 + nibble)
  }
}
