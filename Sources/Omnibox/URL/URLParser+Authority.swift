// Authority, host and port states of the URL parser.
//
// The authority (everything up to the first `/`, `?`, `#`, or `\` in special URLs) is scanned
// once to find its end, its last `@`, the host's `:port` separator and what the host needs.
// Before the `@` is the user info (split at the first `:`), after it the host and an optional
// port. A clean ASCII host is lowercased and copied; any other goes to the full host parser. The
// port is read as a decimal number and dropped when it is the scheme's default.

extension URLParser {
  /// Special authority ignore slashes state: skips every `/` and `\`, then the authority.
  mutating func authority(afterSlashesFrom index: Int) throws(URLParseError) {
    var index = index
    while let c = at(index), c == UInt8(ascii: "/") || c == UInt8(ascii: "\\") { index += 1 }
    try authority(from: index)
  }

  /// Authority state, host state and port state, then path start state.
  ///
  /// One scan finds the end of the authority, its last `@`, the host's first `:` outside
  /// brackets, and what the host will need (``HostNeeds``); a lowercase ASCII host with nothing
  /// to decode or check is then copied as it is.
  mutating func authority(from start: Int) throws(URLParseError) {
    let special = isSpecial
    let (end, lastAt, colon, needs) = scanAuthority(from: start)
    out.beginAuthority()
    var hostStart = start
    if lastAt >= 0 {
      var userEnd = lastAt
      var index = start
      while index < lastAt {
        if input[index] == UInt8(ascii: ":") {
          userEnd = index
          break
        }
        index += 1
      }
      out.appendCredentials(
        username: UnsafeBufferPointer(rebasing: input[start..<userEnd]),
        password: UnsafeBufferPointer(rebasing: input[min(userEnd + 1, lastAt)..<lastAt]))
      hostStart = lastAt + 1
      guard hostStart < end else { throw URLParseError(.invalidCredentials) }
    }
    let hostEnd = colon >= 0 ? colon : end
    if hostEnd == hostStart, colon >= 0 || special { throw URLParseError(.hostMissing) }
    let host = UnsafeBufferPointer(rebasing: input[hostStart..<hostEnd])
    if special && !needs.contains(.general) {
      try out.appendCleanASCIIDomain(host, needsLowercasing: needs.contains(.lowercasing))
    } else {
      try out.appendHost(host, isOpaque: !special)
    }
    if colon >= 0 { try portState(colon + 1, end) }
    try pathStartState(end)
  }

  /// The authority scan: where the authority ends, its last `@` and the host's `:` (-1 when
  /// there is none), and what the host needs.
  @inline(__always)
  private func scanAuthority(from start: Int) -> (end: Int, lastAt: Int, colon: Int, needs: HostNeeds) {
    let special = isSpecial
    return URLByteTable.flags.withUnsafeBufferPointer { table in
      var end = start
      var lastAt = -1
      var colon = -1
      var insideBrackets = false
      var needs: HostNeeds = []
      while end < input.count {
        // Sixteen, then eight, bytes at a time: past plain host bytes (lowercase letters,
        // digits, `-`, `.`, `_`), none of which the scan looks at, and straight to the first
        // other byte.
        end = ASCIIVector.skipPlain(input, from: end, wide: Self.hostLanes, narrow: Self.hostLanesToLook)
        guard end < input.count else { break }
        let c = input[end]
        if table[Int(c)] & URLByteTable.authority != 0 {
          if c == UInt8(ascii: "/") || c == UInt8(ascii: "?") || c == UInt8(ascii: "#")
            || (special && c == UInt8(ascii: "\\"))
          {
            break
          }
          if c == UInt8(ascii: "@") {
            // Everything so far was user info: start the host over.
            lastAt = end
            colon = -1
            insideBrackets = false
            needs = []
          } else if colon < 0 {
            switch c {
            case UInt8(ascii: ":") where !insideBrackets: colon = end
            case UInt8(ascii: "["):
              insideBrackets = true
              needs.insert(.general)
            case UInt8(ascii: "]"):
              insideBrackets = false
              needs.insert(.general)
            default: needs.insert(ASCII.isUpper(c) ? .lowercasing : .general)
            }
          }
        }
        end += 1
      }
      return (end, lastAt, colon, needs)
    }
  }

  /// ``hostLanesToLook(_:)`` for sixteen bytes, exact in every lane.
  @inline(__always)
  static func hostLanes(_ v: SIMD16<Int8>) -> ASCIIVector.Mask {
    var plain = ASCIIVector.inRange(v, UInt8(ascii: "a"), UInt8(ascii: "z"))
    plain .|= ASCIIVector.inRange(v, UInt8(ascii: "0"), UInt8(ascii: "9"))
    plain .|= ASCIIVector.inRange(v, UInt8(ascii: "-"), UInt8(ascii: "."))
    plain .|= ASCIIVector.equal(v, UInt8(ascii: "_"))
    return .!plain
  }

  /// The lanes of eight bytes (a little-endian word) the authority scan must look at: all but
  /// lowercase ASCII letters, digits, `-`, `.` and `_` (``URLByteTable/authority`` holds none of
  /// those). Exact up to the first such lane, which is all a scan needs (``ASCIIWord/firstLane(_:)``):
  /// a lane above a non-ASCII byte may be marked wrongly. URLPropertyTests checks every byte at
  /// every position.
  @inline(__always)
  static func hostLanesToLook(_ word: UInt64) -> UInt64 {
    let plain =
      ASCIIWord.inRange(word, UInt8(ascii: "a"), UInt8(ascii: "z"))
      | ASCIIWord.inRange(word, UInt8(ascii: "0"), UInt8(ascii: "9"))
      | ASCIIWord.inRange(word, UInt8(ascii: "-"), UInt8(ascii: "."))
      | ASCIIWord.equal(word, UInt8(ascii: "_"))
    return (~plain & 0x8080_8080_8080_8080) | ASCIIWord.nonASCII(word)
  }

  /// Port state over `input[start..<end]`: ASCII digits only; empty means no port.
  private mutating func portState(_ start: Int, _ end: Int) throws(URLParseError) {
    guard start < end else { return }
    var value: UInt32 = 0
    var index = start
    while index < end {
      let c = input[index]
      guard ASCII.isDigit(c) else { throw URLParseError(.invalidPort) }
      value = min(value &* 10 &+ UInt32(c &- UInt8(ascii: "0")), 1 << 20)
      index += 1
    }
    guard value <= 65535 else { throw URLParseError(.portOutOfRange) }
    out.appendPort(UInt16(value))
  }
}

/// What a host found by the authority scan needs beyond being copied.
struct HostNeeds: OptionSet {
  let rawValue: UInt8
  /// ASCII uppercase letters to lowercase.
  static let lowercasing = HostNeeds(rawValue: 1)
  /// The full host parser: `%`, non-ASCII, brackets, or a forbidden code point.
  static let general = HostNeeds(rawValue: 2)
}

extension ASCIISet {
  /// The bytes the authority scan must look at: forbidden domain code points (which include
  /// every delimiter, `@`, `:`, brackets and `%`) and ASCII uppercase letters.
  static let authorityInteresting = ASCIISet(low: 0xD400_8029_FFFF_FFFF, high: 0x9000_0000_7FFF_FFFF)
}
