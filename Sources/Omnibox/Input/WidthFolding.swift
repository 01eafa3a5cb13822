/// Full-width and ideographic forms of URL characters, folded to ASCII.
///
/// Japanese, Chinese and Korean input methods often produce full-width Latin letters, digits and
/// punctuation (`ｅｘａｍｐｌｅ．ｃｏｍ`) and the ideographic full stop (`例え。jp`). UTS #46 maps
/// these inside a host anyway; the omnibox also needs them folded to find the host's end and its
/// port. When every character of the input is ASCII or such a form (an IME left in full-width
/// mode), the whole input is folded, so `ｅｘａｍｐｌｅ．ｃｏｍ／ｐａｔｈ` means `example.com/path`;
/// otherwise only the host part is, and a path typed in CJK text stays as typed.
enum WidthFolding {
  /// The ASCII (or `.`) equivalent of `scalar`, or `nil` when it has none.
  @inline(__always)
  static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFEE0)  // full-width ASCII
    case 0x3000: return " "                                            // ideographic space
    case 0x3002, 0xFF61: return "."                                    // (halfwidth) ideographic full stop
    default: return nil
    }
  }

  /// `text` with every foldable character folded, when every character is ASCII or foldable and
  /// at least one is foldable; otherwise `nil`.
  static func foldedIfEntirelyWide(_ text: String) -> String? {
    var sawWide = false
    for scalar in text.unicodeScalars where scalar.value >= 0x80 {
      guard folded(scalar) != nil else { return nil }
      sawWide = true
    }
    return sawWide ? fold(text[...]) : nil
  }

  /// `text` with every foldable character folded and everything else kept.
  static func fold(_ text: Substring) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { out.append(folded(scalar) ?? scalar) }
    return String(out)
  }
}
