/// Text the resolver reads: valid UTF-8 bytes, borrowed for one resolution, and the string they
/// are when the caller passed one.
///
/// The rules read the bytes. A string is made only for what an answer keeps (a search's query)
/// or for one of the rare readings done on characters, and it is the caller's own string when
/// there is one: resolving a `String` copies nothing of it for a URL answer and at most the
/// query for a search, and resolving bytes makes no string for a URL answer. Lives only as long as the bytes it borrows.
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
