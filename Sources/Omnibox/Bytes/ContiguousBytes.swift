extension Collection<UInt8> {
  /// Calls `body` with the bytes in contiguous memory: in place when the collection already
  /// stores them that way (`[UInt8]`, a native string's `utf8`), otherwise on a temporary copy.
  ///
  ///     Array("abc".utf8).withContiguousBytes { $0.count }  // 3, no copy
  ///
  /// - Complexity: O(1) when the storage is contiguous, otherwise O(n) for the copy.
  @inline(__always)
  func withContiguousBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = withContiguousStorageIfAvailable(body) { return result }
    return Array(self).withUnsafeBufferPointer(body)
  }
}
