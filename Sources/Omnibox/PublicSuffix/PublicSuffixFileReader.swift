#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Reads a list file with the C library's `fopen`/`fread` (the library does not use Foundation).
enum PublicSuffixFileReader {
  /// The file's bytes, at most ``PublicSuffixList/maximumListSize``.
  static func read(_ path: String) throws(PublicSuffixListError) -> [UInt8] {
    guard let file = fopen(path, "rb") else {
      throw .unreadableFile(path: path, reason: systemError())
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if count > 0 {
        guard bytes.count + count <= PublicSuffixList.maximumListSize else {
          throw .tooLarge(bytes: bytes.count + count)
        }
        bytes.append(contentsOf: chunk[0..<count])
      }
      if count < chunk.count {
        if ferror(file) != 0 { throw .unreadableFile(path: path, reason: systemError()) }
        break
      }
    }
    return bytes
  }

  /// `strerror(errno)`, e.g. "No such file or directory".
  private static func systemError() -> String {
    let code = errno
    guard let message = strerror(code) else { return "error \(code)" }
    return String(cString: message)
  }
}
