/// Percent-decoding for display only: `%XX` sequences become the characters they stand for
/// where that cannot change what the URL means or hide what it holds.
///
/// Decoded:
/// - ASCII letters, digits and `- . _ ~ ! $ ' ( ) * ,` — characters that are no delimiter in a
///   path, query or fragment;
/// - well-formed UTF-8 for a visible character: a letter, mark on a non-ASCII letter, digit,
///   symbol or punctuation that is not a look-alike of URL syntax.
///
/// Kept encoded: `%` itself (no double decoding), delimiters (`/ ? # & = + ; : @ \` …),
/// space and every other blank, controls and format characters (bidi overrides, zero-width
/// characters), invisible characters, look-alikes of `/ . ? #`, combining marks that would land
/// on an ASCII character, private-use and unassigned code points, padlock emoji (which imitate
/// the browser's security indicator), and any byte sequence that is not well-formed UTF-8.
///
///     DisplayPercentDecoding.decode("/caf%C3%A9/a%2Fb%20c")  // "/café/a%2Fb%20c"
enum DisplayPercentDecoding {
  /// `component` (ASCII, as a URL record serializes it) with safe escapes decoded.
  ///
  /// - Complexity: O(n) in the component's length.
  static func decode(_ component: some StringProtocol) -> String {
    let bytes = Array(component.utf8)
    guard bytes.contains(UInt8(ascii: "%")) else { return String(component) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var previousIsASCII = true  // what a decoded combining mark would attach to
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      guard byte == UInt8(ascii: "%"), let first = escapedByte(bytes, at: i) else {
        out.append(byte)
        previousIsASCII = byte < 0x80
        i += 1
        continue
      }
      if first < 0x80 {
        if isSafeASCII(first) { out.append(first) } else { out.append(contentsOf: bytes[i..<(i + 3)]) }
        previousIsASCII = true
        i += 3
        continue
      }
      // A multi-byte sequence: every byte must itself be escaped.
      let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
      var sequence: [UInt8] = [first]
      var j = i + 3
      while sequence.count < length, let next = escapedByte(bytes, at: j) {
        sequence.append(next)
        j += 3
      }
      if sequence.count == length, let scalar = decodeScalar(sequence),
        isSafeToShow(scalar, afterASCII: previousIsASCII)
      {
        out.append(contentsOf: sequence)
        previousIsASCII = false
        i = j
      } else {
        // Keep only the first escape as it is; the rest is looked at again on its own.
        out.append(contentsOf: bytes[i..<(i + 3)])
        previousIsASCII = true
        i += 3
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The byte of a `%XX` escape at `i`, if there is one.
  private static func escapedByte(_ bytes: [UInt8], at i: Int) -> UInt8? {
    guard i + 2 < bytes.count, bytes[i] == UInt8(ascii: "%"),
      let high = ASCII.hexValue(bytes[i + 1]), let low = ASCII.hexValue(bytes[i + 2])
    else { return nil }
    return high << 4 | low
  }

  private static func isSafeASCII(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
      UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
      UInt8(ascii: ","):
      return true
    default:
      return false
    }
  }

  /// The scalar of one well-formed UTF-8 sequence (shortest form, no surrogates), else `nil`.
  private static func decodeScalar(_ sequence: [UInt8]) -> Unicode.Scalar? {
    var decoder = UTF8()
    var iterator = sequence.makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
    return iterator.next() == nil ? scalar : nil
  }

  private static func isSafeToShow(_ scalar: Unicode.Scalar, afterASCII: Bool) -> Bool {
    let v = scalar.value
    if DisplayCharacterTables.isInvisible(v) || DisplayCharacterTables.isSyntaxLookalike(v) { return false }
    switch v {
    case 0x1F50F...0x1F513: return false  // padlocks and keys: imitate the security indicator
    case 0x2028, 0x2029, 0x00A0, 0x3000: return false
    default: break
    }
    switch UnicodeProperty.generalCategory(scalar) {
    case .unassigned, .control, .format, .privateUse, .surrogate, .spaceSeparator, .lineSeparator,
      .paragraphSeparator:
      return false
    case .nonspacingMark, .enclosingMark, .spacingMark:
      return !afterASCII
    case .other:
      return true
    }
  }
}
