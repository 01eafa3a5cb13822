// Authority, host and port states of the URL parser.
//
// The authority (everything up to the first `/`, `?`, `#`, or `\` in special URLs) is scanned
// once to find its end and its last `@`. Before that `@` is the user info (split at the first `:`),
// after it the host and an optional `:port`. The host goes to the host parser, which writes its
// serialization; the port is read as a decimal number and dropped when it is the default.

extension URLParser {
  /// Special authority ignore slashes state: skips every `/` and `\`, then the authority.
  mutating func authority(afterSlashesFrom index: Int) throws(URLParseError) {
    var index = index
    while let c = at(index), c == ASCII.slash || c == ASCII.backslash { index += 1 }
    try authority(from: index)
  }

  /// Authority state, host state and port state, then path start state.
  mutating func authority(from start: Int) throws(URLParseError) {
    let special = isSpecial
    let count = input.count
    var end = start
    var lastAt = -1
    while end < count {
      let c = input[end]
      if c == ASCII.slash || c == ASCII.questionMark || c == ASCII.numberSign || (special && c == ASCII.backslash) {
        break
      }
      if c == ASCII.commercialAt { lastAt = end }
      end += 1
    }
    out.beginAuthority()
    var hostStart = start
    if lastAt >= 0 {
      var colon = lastAt
      var index = start
      while index < lastAt {
        if input[index] == ASCII.colon {
          colon = index
          break
        }
        index += 1
      }
      let passwordStart = min(colon + 1, lastAt)
      out.appendCredentials(
        username: UnsafeBufferPointer(rebasing: input[start..<colon]),
        password: UnsafeBufferPointer(rebasing: input[passwordStart..<lastAt]))
      hostStart = lastAt + 1
      guard hostStart < end else { throw URLParseError(.invalidCredentials) }
    }
    try hostAndPort(hostStart, end)
    try pathStartState(end)
  }

  /// Host state and port state over `input[start..<end]`.
  private mutating func hostAndPort(_ start: Int, _ end: Int) throws(URLParseError) {
    var colon = -1
    var insideBrackets = false
    var index = start
    while index < end {
      let c = input[index]
      if c == ASCII.leftBracket {
        insideBrackets = true
      } else if c == ASCII.rightBracket {
        insideBrackets = false
      } else if c == ASCII.colon, !insideBrackets {
        colon = index
        break
      }
      index += 1
    }
    let hostEnd = colon >= 0 ? colon : end
    if hostEnd == start, colon >= 0 || isSpecial { throw URLParseError(.hostMissing) }
    try out.appendHost(UnsafeBufferPointer(rebasing: input[start..<hostEnd]), isOpaque: !isSpecial)
    guard colon >= 0 else { return }

    var value: UInt32 = 0
    var digits = 0
    index = colon + 1
    while index < end {
      let c = input[index]
      guard ASCII.isDigit(c) else { throw URLParseError(.invalidPort) }
      value = min(value &* 10 &+ UInt32(c &- ASCII.zero), 1 << 20)
      digits += 1
      index += 1
    }
    guard digits > 0 else { return }
    guard value <= 65535 else { throw URLParseError(.portOutOfRange) }
    out.appendPort(UInt16(value))
  }
}
