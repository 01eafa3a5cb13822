// File state, file slash state and file host state of the URL parser: `file:` URLs always have
// a host (often empty), `localhost` means the empty host, and Windows drive letters (`C:`, `C|`)
// get special treatment when resolving against a `file:` base.

extension URLParser {
  /// File state. `base` is the base URL when its scheme is `file`, else `nil`.
  mutating func fileState(_ index: Int, base: URLRecord?) throws(URLParseError) {
    let c = at(index)
    if c == UInt8(ascii: "/") || c == UInt8(ascii: "\\") {
      // File slash state.
      let next = at(index + 1)
      if next == UInt8(ascii: "/") || next == UInt8(ascii: "\\") {
        try fileHostState(index + 2)
        return
      }
      if let base {
        out.copyAuthority(from: base)
        if !startsWithWindowsDriveLetter(index + 1), let drive = base.normalizedDriveLetterPrefix {
          base.appendBytes(drive, to: &out.bytes)
        }
      } else {
        out.beginAuthority()
      }
      pathState(index + 1)
      return
    }
    guard let base else {
      out.beginAuthority()
      pathState(index)
      return
    }
    if !continuesBase(base, at: index, with: c) {
      if startsWithWindowsDriveLetter(index) {
        out.clearPath()
      } else {
        out.shortenPath()
      }
      pathState(index)
    }
  }

  /// File host state: the host up to `/`, `\`, `?`, `#` or the end.
  private mutating func fileHostState(_ start: Int) throws(URLParseError) {
    let count = input.count
    var end = start
    while end < count {
      let c = input[end]
      if c == UInt8(ascii: "/") || c == UInt8(ascii: "\\") || c == UInt8(ascii: "?") || c == UInt8(ascii: "#") { break }
      end += 1
    }
    out.beginAuthority()
    let buffer = UnsafeBufferPointer(rebasing: input[start..<end])
    if isWindowsDriveLetter(buffer) {
      // `file://C:/x`: the drive letter is the path's first segment, not a host.
      pathState(start)
      return
    }
    if !buffer.isEmpty {
      try out.appendHost(buffer, isOpaque: false)
      out.emptyLocalhost()
    }
    try pathStartState(end)
  }

  /// Whether the input from `index` starts with a Windows drive letter followed by the end or
  /// one of `/ \ ? #`. See https://url.spec.whatwg.org/#start-with-a-windows-drive-letter
  private func startsWithWindowsDriveLetter(_ index: Int) -> Bool {
    guard index + 1 < input.count, ASCII.isAlpha(input[index]) else { return false }
    let second = input[index + 1]
    guard second == UInt8(ascii: ":") || second == UInt8(ascii: "|") else { return false }
    guard let third = at(index + 2) else { return true }
    return third == UInt8(ascii: "/") || third == UInt8(ascii: "\\") || third == UInt8(ascii: "?")
      || third == UInt8(ascii: "#")
  }
}

extension URLRecord {
  /// The byte range of `/X:` when the path's first segment is a normalized Windows drive letter.
  var normalizedDriveLetterPrefix: Range<Int>? {
    let start = Int(parts.pathStart)
    let end = Int(parts.pathEnd)
    guard !parts.hasOpaquePath, end - start >= 3 else { return nil }
    let utf8 = serialization.utf8
    let i = utf8.index(utf8.startIndex, offsetBy: start)
    let letter = utf8[utf8.index(i, offsetBy: 1)]
    let colon = utf8[utf8.index(i, offsetBy: 2)]
    guard ASCII.isAlpha(letter), colon == UInt8(ascii: ":") else { return nil }
    if end - start > 3, utf8[utf8.index(i, offsetBy: 3)] != UInt8(ascii: "/") { return nil }
    return start..<start + 3
  }
}
