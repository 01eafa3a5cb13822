/// The UTF-8 byte-order mark (U+FEFF written as `EF BB BF`), which document readers skip when
/// it opens the text.
enum UTF8ByteOrderMark {
  /// Where the content of `bytes` starts: 3 after a leading byte-order mark, otherwise 0.
  ///
  ///     UTF8ByteOrderMark.length(atStartOf: [0xEF, 0xBB, 0xBF, 0x5B])  // 3
  ///
  /// - Complexity: O(1); reads at most three bytes.
  static func length(atStartOf bytes: some Sequence<UInt8>) -> Int {
    var iterator = bytes.makeIterator()
    return iterator.next() == 0xEF && iterator.next() == 0xBB && iterator.next() == 0xBF ? 3 : 0
  }
}
