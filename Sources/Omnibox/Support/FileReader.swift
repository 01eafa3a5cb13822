#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Reads a whole file with the C library's `fopen`/`fread` (the library does not use Foundation),
/// refusing files larger than a limit before holding more than one chunk beyond it.
///
///     try FileReader.read("/usr/share/publicsuffix/public_suffix_list.dat", maximumSize: 64 << 20)
///
/// - Complexity: O(n) in the file's size; memory at most `maximumSize` plus one 64 KiB chunk.
enum FileReader {
  /// The file's bytes.
  ///
  /// - Throws: ``FileReadError/unreadable(path:reason:)`` when the file cannot be opened or a
  ///   read fails (a directory, a missing file), ``FileReadError/tooLarge(bytes:)`` when it holds
  ///   more than `maximumSize` bytes.
  static func read(_ path: String, maximumSize: Int) throws(FileReadError) -> [UInt8] {
    guard let file = fopen(path, "rb") else {
      throw .unreadable(path: path, reason: systemError())
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count > 0 {
        guard bytes.count + count <= maximumSize else { throw .tooLarge(bytes: bytes.count + count) }
        bytes.append(contentsOf: chunk[0..<count])
      }
      if count < chunk.count {
        if ferror(file) != 0 { throw .unreadable(path: path, reason: systemError()) }
        break
      }
    }
    return bytes
  }

  /// The file's bytes, with a failure reported as the caller's own error (`transform(error)`).
  ///
  ///     let path = "/usr/share/publicsuffix/public_suffix_list.dat"
  ///     try FileReader.read(path, maximumSize: 64 << 20, mappingErrors: PublicSuffixListError.init)
  static func read<Failure: Error>(
    _ path: String, maximumSize: Int, mappingErrors transform: (FileReadError) -> Failure
  ) throws(Failure) -> [UInt8] {
    do throws(FileReadError) {
      return try read(path, maximumSize: maximumSize)
    } catch {
      throw transform(error)
    }
  }

  /// `strerror(errno)`, e.g. "No such file or directory".
  private static func systemError() -> String {
    let code = errno
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}
