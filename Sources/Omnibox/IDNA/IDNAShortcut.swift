/// UTS #46 ToASCII with ``IDNA/Options/urlStandard``, without ICU, for the domain names people
/// type most often in other scripts (`bücher.de`, `почта.рф`, `日本.jp`, `서울.kr`): every label
/// is ASCII letters, digits and inner hyphens, or holds only letters of ``letters``, whose
/// processing is the identity or a one-to-one lowercase mapping.
///
///     let ascii = Array("Bücher.de".utf8).withUnsafeBufferPointer(IDNAShortcut.toASCII)
///     ascii == Array("xn--bcher-kva.de".utf8)                         // true
///     Array("مثال.eg".utf8).withUnsafeBufferPointer(IDNAShortcut.toASCII)  // nil (ICU decides)
///
/// Why the answer is ICU's for such a name: every letter in the table is a starter that is
/// already in NFC and composes with nothing before or after it (none is a combining mark or a
/// second half of a composition), so normalization leaves the mapped text as it is; none is
/// right-to-left, so the Bidi rule does not apply; none is a joiner or a combining mark, so
/// CheckJoiners and the leading-mark rule find nothing; a label starting with `xn--`, any empty
/// label, a hyphen at a label's start or end or in positions 3–4, and over-long labels or names
/// are left to ICU. What remains is mapping, then Punycode for the labels that are not ASCII.
/// `IDNAShortcutTests` checks every letter of the table, and every IdnaTestV2 line the shortcut
/// answers, against ICU.
///
/// - Fast path: buys 5.5% of `omnibox resolve`'s instructions on 20,000 lines of the bench
///   corpus (f23237a: 110.0M without it, 103.9M with it). Oracle:
///   `IDNAShortcutTests.everyLetterOfTheTableMatchesICU`.
enum IDNAShortcut {
  /// A run of scalars UTS #46 keeps (`offset` 0) or maps to the scalar `offset` above.
  struct Letters: Sendable {
    let first: UInt32
    let last: UInt32
    /// What UTS #46 maps each scalar to, as a distance upward: 0 for a valid one.
    let offset: UInt32
  }

  /// The letters the shortcut handles, most used first. Source: UTS #46 IdnaMappingTable.txt
  /// (Unicode 15.0), the status of each range; every one is a starter with NFC_QC=Yes.
  static let letters: [Letters] = [
    Letters(first: 0x4E00, last: 0x9FFC, offset: 0),  // CJK Unified Ideographs: valid
    Letters(first: 0x00E0, last: 0x00F6, offset: 0),  // à–ö: valid
    Letters(first: 0x00F8, last: 0x00FF, offset: 0),  // ø–ÿ: valid
    Letters(first: 0x00DF, last: 0x00DF, offset: 0),  // ß: deviation, kept by nontransitional processing
    Letters(first: 0x0430, last: 0x045F, offset: 0),  // Cyrillic а–я, ѐ–џ: valid
    Letters(first: 0x03AC, last: 0x03CE, offset: 0),  // Greek ά–ώ (ς a deviation, kept): valid
    Letters(first: 0xAC00, last: 0xD7A3, offset: 0),  // Hangul syllables: valid
    Letters(first: 0x3041, last: 0x3096, offset: 0),  // Hiragana ぁ–ゖ: valid
    Letters(first: 0x30A1, last: 0x30FA, offset: 0),  // Katakana ァ–ヺ: valid
    Letters(first: 0x30FC, last: 0x30FC, offset: 0),  // Katakana ー (prolonged sound mark): valid
    Letters(first: 0x00C0, last: 0x00D6, offset: 0x20),  // À–Ö: mapped to à–ö
    Letters(first: 0x00D8, last: 0x00DE, offset: 0x20),  // Ø–Þ: mapped to ø–þ
    Letters(first: 0x0410, last: 0x042F, offset: 0x20),  // Cyrillic А–Я: mapped to а–я
    Letters(first: 0x0400, last: 0x040F, offset: 0x50),  // Cyrillic Ѐ–Џ: mapped to ѐ–џ
  ]

  /// Longest label handled, in scalars typed and in bytes written (DNS's 63; longer ones are
  /// left to ICU).
  static let maximumLabelLength = 63
  /// Longest name handled, in bytes of input and of output (DNS's 253).
  static let maximumNameBytes = 253

  /// The ASCII form of `domain` (valid UTF-8, with at least one non-ASCII byte), or `nil` when
  /// a label is outside what the shortcut handles and ICU must decide.
  static func toASCII(_ domain: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    guard domain.count <= maximumNameBytes else { return nil }
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: maximumLabelLength) { scalars in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumNameBytes) { buffer -> [UInt8]? in
        var out = ASCIIOutput(buffer)
        var start = 0
        while start <= domain.count {
          var end = start
          while end < domain.count, domain[end] != UInt8(ascii: ".") { end += 1 }
          if start > 0 { out.append(UInt8(ascii: ".")) }
          let label = UnsafeBufferPointer(rebasing: domain[start..<end])
          guard let count = mappedScalars(of: label, into: scalars),
            appendLabel(UnsafeBufferPointer(rebasing: scalars[..<count]), to: &out)
          else { return nil }
          start = end + 1
        }
        return out.overflowed ? nil : out.bytes
      }
    }
  }

  /// Decodes `label` into `scalars`, mapped (ASCII capitals lowercased too); `nil` when it is
  /// empty, too long, or holds a byte or scalar the shortcut does not handle.
  private static func mappedScalars(
    of label: UnsafeBufferPointer<UInt8>, into scalars: UnsafeMutableBufferPointer<UInt32>
  ) -> Int? {
    var count = 0
    var i = 0
    while i < label.count {
      guard count < scalars.count else { return nil }
      let lead = label[i]
      let scalar: UInt32
      switch lead {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
        scalar = UInt32(lead)
        i += 1
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        scalar = UInt32(ASCII.lowercased(lead))
        i += 1
      case 0xC2...0xDF where i + 1 < label.count:
        guard let mapped = mapped(UInt32(lead & 0x1F) << 6 | UInt32(label[i + 1] & 0x3F)) else { return nil }
        scalar = mapped
        i += 2
      case 0xE0...0xEF where i + 2 < label.count:
        let value = UInt32(lead & 0x0F) << 12 | UInt32(label[i + 1] & 0x3F) << 6 | UInt32(label[i + 2] & 0x3F)
        guard let mapped = mapped(value) else { return nil }
        scalar = mapped
        i += 3
      default:
        return nil
      }
      scalars[count] = scalar
      count += 1
    }
    return count > 0 ? count : nil
  }

  /// What UTS #46 maps `scalar` to, when ``letters`` holds it.
  @inline(__always)
  private static func mapped(_ scalar: UInt32) -> UInt32? {
    for run in letters where scalar >= run.first && scalar <= run.last { return scalar + run.offset }
    return nil
  }

  /// Appends the label's ASCII form: itself when ASCII, else `xn--` and its Punycode. `false`
  /// for a label left to ICU (`xn--` prefix, hyphen placement, too long once encoded).
  private static func appendLabel(_ label: UnsafeBufferPointer<UInt32>, to out: inout ASCIIOutput) -> Bool {
    let hyphen = UInt32(UInt8(ascii: "-"))
    if label.first == hyphen || label.last == hyphen { return false }
    if label.count >= 4, label[2] == hyphen, label[3] == hyphen { return false }  // also `xn--`
    if !label.contains(where: { $0 >= 0x80 }) {
      for scalar in label { out.append(UInt8(truncatingIfNeeded: scalar)) }
      return true
    }
    let start = out.count
    for byte in acePrefix { out.append(byte) }
    Punycode.encode(label, into: &out)
    return out.count - start <= maximumLabelLength
  }

  /// `xn--`, the prefix of an encoded label.
  private static let acePrefix: [UInt8] = Array("xn--".utf8)
}
