/// Text the resolver reads: valid UTF-8 bytes, borrowed for one resolution, and the string they
/// are when the caller passed one.
///
/// The rules read the bytes. A string is made only for what an answer keeps (a search's query)
/// or for one of the rare readings done on characters, and it is the caller's own string when
/// there is one: resolving a `String` copies nothing more than before, and resolving bytes
/// makes no string for a URL answer. Lives only as long as the bytes it borrows.
struct TypedText {
  /// The text's UTF-8 bytes (valid UTF-8).
  let bytes: UnsafeBufferPointer<UInt8>
  /// The string the bytes belong to, whole, when there is one.
  private let owner: String?

  /// `bytes`, which must be valid UTF-8 and stay valid while the text is used; `owner`, the
  /// string they are, if any.
  init(_ bytes: UnsafeBufferPointer<UInt8>, of owner: String?) {
    self.bytes = bytes
    self.owner = owner
  }

  /// Calls `body` with `string` as typed text.
  static func with<R>(_ string: String, _ body: (TypedText) -> R) -> R {
    string.withUTF8Bytes { body(TypedText($0, of: string)) }
  }

  /// The text as a string: the caller's own, or made from the bytes now.
  var string: String { owner ?? String(decoding: bytes, as: UTF8.self) }

  /// The text from byte offset `start` on (`start` on a scalar boundary).
  func dropping(_ start: Int) -> TypedText {
    start == 0 ? self : TypedText(UnsafeBufferPointer(rebasing: bytes[start...]), of: nil)
  }

  /// The text of the byte range `range` (on scalar boundaries).
  func slice(_ range: Range<Int>) -> TypedText {
    range == bytes.indices ? self : TypedText(UnsafeBufferPointer(rebasing: bytes[range]), of: nil)
  }
}

extension TypedText {
  /// Whether `bytes` are valid UTF-8 (the Unicode Standard's table 3-7: no overlong forms, no
  /// surrogates, nothing above U+10FFFF). Runs of ASCII are stepped over eight bytes at a time,
  /// and an ASCII tail shorter than that is read as the last eight bytes of the text.
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    var i = 0
    while i < count {
      if i + 8 <= count, ASCIIWord.nonASCII(ASCIIWord.load(bytes, at: i)) == 0 {
        i += 8
        continue
      }
      // `i` starts a scalar: when the last eight bytes (which cover the rest) are ASCII, so is the rest.
      if i + 8 > count, count >= 8, ASCIIWord.nonASCII(ASCIIWord.load(bytes, at: count - 8)) == 0 { return true }
      let lead = bytes[i]
      if lead < 0x80 {
        i += 1
        continue
      }
      @inline(__always) func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
      switch lead {
      case 0xC2...0xDF:
        guard i + 1 < count, isContinuation(bytes[i + 1]) else { return false }
        i += 2
      case 0xE0...0xEF:
        guard i + 2 < count else { return false }
        // E0 needs A0–BF after it (no overlong form), ED needs 80–9F (no surrogate).
        let second = bytes[i + 1]
        let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
        let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
        guard second >= low, second <= high, isContinuation(bytes[i + 2]) else { return false }
        i += 3
      case 0xF0...0xF4:
        guard i + 3 < count else { return false }
        // F0 needs 90–BF after it (no overlong form), F4 needs 80–8F (nothing above U+10FFFF).
        let second = bytes[i + 1]
        let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
        let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
        guard second >= low, second <= high, isContinuation(bytes[i + 2]), isContinuation(bytes[i + 3]) else {
          return false
        }
        i += 4
      default:
        return false  // a continuation byte, C0, C1, or F5 and above
      }
    }
    return true
  }
}
