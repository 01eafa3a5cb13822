// Borrowed access to a string's UTF-8 bytes, used by every byte-level step of the omnibox.

extension String {
  /// Calls `body` with the string's UTF-8 bytes.
  ///
  /// Unlike `withUTF8`, this does not need a mutable copy: a native string (every string on
  /// Linux, and any Swift-created string elsewhere) lends its storage directly, with no retain;
  /// only a non-contiguous (bridged) string is copied first.
  @inline(__always)
  func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }

  /// The text of a range of UTF-8 offsets that fall on scalar boundaries.
  func utf8Slice(_ range: Range<Int>) -> String {
    withUTF8Bytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
  }
}
