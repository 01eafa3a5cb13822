// Path start, path, opaque path, query and fragment states of the URL parser.
//
// A path is written as "/" + segment for each segment, so the path list lives in the output
// buffer: popping a segment (for `..`) truncates back to the previous `/`. Most paths need none
// of that: one table-driven scan (``URLParser/plainPathEnd(from:)``) finds a path with nothing
// to encode, no `\` in a special URL and no segment that could be a dot segment, and it is
// copied whole. Otherwise each segment is found with one scan, checked for being a single- or
// double-dot segment (including `%2e` forms) on the raw bytes, and written percent-encoded.
// Every byte is written and popped at most once, so thousands of `../` stay linear.

extension URLParser {
  /// Path start state.
  mutating func pathStartState(_ index: Int) throws(URLParseError) {
    let c = at(index)
    if isSpecial {
      pathState(isSlash(c) ? index + 1 : index)
      return
    }
    switch c {
    case nil: return
    case UInt8(ascii: "?")?: queryState(index + 1)
    case UInt8(ascii: "#")?: fragmentState(index + 1)
    case UInt8(ascii: "/")?: pathState(index + 1)
    default: pathState(index)
    }
  }

  /// Path state, from `start` to the end of the path; then query or fragment state.
  ///
  /// Each segment is written ("/" + percent-encoded bytes) while it is scanned; a segment that
  /// turns out to be `.` or `..` (at most 6 bytes) is then taken back out.
  ///
  /// - Parameter stopsAtQuery: `false` for the `pathname` setter, where `?` and `#` are
  ///   percent-encoded rather than ending the path.
  mutating func pathState(_ start: Int, stopsAtQuery: Bool = true) {
    if stopsAtQuery, out.scheme != .file, let end = plainPathEnd(from: start) {
      out.bytes.append(UInt8(ascii: "/"))
      out.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<end]))
      guard end < input.count else { return }
      if input[end] == UInt8(ascii: "?") { queryState(end + 1) } else { fragmentState(end + 1) }
      return
    }
    let special = isSpecial
    let isFile = out.scheme == .file
    let interesting: PercentEncodeSet = special ? .specialPathScan : .pathScan
    var index = start
    while true {
      let segmentStart = out.count
      let pathWasEmpty = out.pathIsEmpty
      out.bytes.append(UInt8(ascii: "/"))
      let end = PercentEncoding.append(input, from: index, using: .path, interesting: interesting, to: &out.bytes) {
        c in
        c == UInt8(ascii: "/") || (special && c == UInt8(ascii: "\\"))
          || (stopsAtQuery && (c == UInt8(ascii: "?") || c == UInt8(ascii: "#")))
      }
      let c = at(end)
      let slashFollows = isSlash(c)
      let segment = UnsafeBufferPointer(rebasing: input[index..<end])
      switch DotSegment(segment) {
      case .doubleDot:
        out.bytes.truncate(to: segmentStart)
        out.shortenPath()
        if !slashFollows { out.bytes.append(UInt8(ascii: "/")) }
      case .singleDot:
        out.bytes.truncate(to: segmentStart)
        if !slashFollows { out.bytes.append(UInt8(ascii: "/")) }
      case .none:
        if isFile, pathWasEmpty, isWindowsDriveLetter(segment) {
          // "C|" is written as is (neither byte is in the path set); normalize it to "C:".
          out.bytes[segmentStart + 2] = UInt8(ascii: ":")
        }
      }
      guard let c else { return }
      if c == UInt8(ascii: "?") && stopsAtQuery {
        queryState(end + 1)
        return
      }
      if c == UInt8(ascii: "#") && stopsAtQuery {
        fragmentState(end + 1)
        return
      }
      index = end + 1
    }
  }

  /// Where the path starting at `start` ends (its `?`, `#` or the end of the input) when it can
  /// be copied as it is, or `nil` when some byte needs the segment-by-segment path state: one in
  /// the path percent-encode set, a `\` in a special URL, or a `.` or `%` starting a segment
  /// (it may be a dot segment, `.` `..` `%2e` …). Not for `file:` URLs (drive letters).
  ///
  /// Sixteen bytes, then eight, at a time (``ASCIIVector/skipPlain(_:from:wide:narrow:)``):
  /// past blocks where none is of interest (``pathLanes(_:)``, ``pathLanesToLook(_:)``), and
  /// straight to the first that is; that byte's table flags are tested against the scan's
  /// column, and its "may start a dot segment" flag against whether the byte before it is a `/`.
  ///
  /// - Fast path: buys 11.0% of `omnibox parse`'s instructions on 20,000 ASCII URLs of the
  ///   bench corpus (f23237a: 67.8M without it, 60.4M with it) and 4.1% of `omnibox resolve`'s
  ///   (108.3M, 103.9M). Oracle:
  ///   `URLParserShortcutTests.plainPathsAreCopiedAsTheSegmentStatesWouldWriteThem`.
  @inline(__always)
  func plainPathEnd(from start: Int) -> Int? {
    let count = input.count
    let stops = isSpecial ? URLByteTable.specialPlainPath : URLByteTable.plainPath
    return URLByteTable.flags.withUnsafeBufferPointer { table -> Int? in
      var index = start
      while index < count {
        index = ASCIIVector.skipPlain(input, from: index, wide: Self.pathLanes, narrow: Self.pathLanesToLook)
        guard index < count else { break }
        let c = input[index]
        let flags = table[Int(c)]
        if flags & stops != 0 { return c == UInt8(ascii: "?") || c == UInt8(ascii: "#") ? index : nil }
        // `.` or `%` starting a segment (the first byte starts one).
        if flags & URLByteTable.dotSegmentStart != 0, index == start || input[index - 1] == UInt8(ascii: "/") {
          return nil
        }
        index += 1
      }
      return index
    }
  }

  /// ``pathLanesToLook(_:)`` for sixteen bytes, exact in every lane.
  @inline(__always)
  static func pathLanes(_ v: SIMD16<Int8>) -> ASCIIVector.Mask {
    // Written out: a loop over an array literal would allocate the array.
    var marked = ASCIIVector.notPrintable(v)
    marked .|= ASCIIVector.equal(v, 0x22) .| ASCIIVector.equal(v, 0x23)  // " #
    marked .|= ASCIIVector.equal(v, 0x25) .| ASCIIVector.equal(v, 0x2E)  // % .
    marked .|= ASCIIVector.equal(v, 0x3C) .| ASCIIVector.equal(v, 0x3E)  // < >
    marked .|= ASCIIVector.equal(v, 0x3F) .| ASCIIVector.equal(v, 0x5C)  // ? \
    marked .|= ASCIIVector.equal(v, 0x5E) .| ASCIIVector.equal(v, 0x60)  // ^ `
    marked .|= ASCIIVector.equal(v, 0x7B) .| ASCIIVector.equal(v, 0x7D)  // { }
    return marked
  }

  /// The lanes of eight path bytes (a little-endian word) that need looking at: a byte in the
  /// path percent-encode set (C0 controls, space, `"` `#` `<` `>` `?` `^` backtick `{` `}`, DEL
  /// and above), `\`, `.` or `%`. Exact up to the first such lane, which is all a scan needs
  /// (``ASCIIWord/firstLane(_:)``): a lane above one may be marked wrongly. URLPropertyTests
  /// checks every byte at every position.
  @inline(__always)
  static func pathLanesToLook(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    /// High bit set in the lowest lane where `w` has a zero byte (and possibly in lanes above).
    @inline(__always) func has(_ byte: UInt64) -> UInt64 {
      let w = word ^ (byte &* ones)
      return (w &- ones) & ~w & highs
    }
    // Below 0x21 (the borrow sets the high bit), 0x7F (adding one sets it), 0x80 and above.
    var flagged = (((word &- 0x21 &* ones) & ~word) | word | (word &+ ones)) & highs
    flagged |= has(0x22) | has(0x23) | has(0x25) | has(0x2E)  // " # % .
    flagged |= has(0x3C) | has(0x3E) | has(0x3F) | has(0x5C)  // < > ? \
    flagged |= has(0x5E) | has(0x60) | has(0x7B) | has(0x7D)  // ^ ` { }
    return flagged
  }

  /// Opaque path state: everything up to `?` or `#`, C0-control percent-encoded. A space right
  /// before the `?` or `#` is written `%20`, so an opaque path never ends in a space.
  mutating func opaquePathState(_ start: Int) {
    out.hasOpaquePath = true
    let end = PercentEncoding.append(
      input, from: start, using: .c0Control, interesting: .opaquePathScan, to: &out.bytes
    ) {
      $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
    }
    guard let c = at(end) else { return }
    if end > start, input[end - 1] == UInt8(ascii: " ") {
      out.bytes.removeLast()
      PercentEncoding.appendEncoded(UInt8(ascii: " "), to: &out.bytes)
    }
    if c == UInt8(ascii: "?") { queryState(end + 1) } else { fragmentState(end + 1) }
  }

  /// Query state: up to `#` (or the end with `stopsAtFragment` false, for the `search` setter).
  mutating func queryState(_ start: Int, stopsAtFragment: Bool = true) {
    out.beginQuery()
    let set: PercentEncodeSet = isSpecial ? .specialQuery : .query
    // `#` is in both query sets, so `interesting` can be the set itself.
    let end = PercentEncoding.appendQuery(input, from: start, using: set, interesting: set, to: &out.bytes) {
      stopsAtFragment && $0 == UInt8(ascii: "#")
    }
    if end < input.count { fragmentState(end + 1) }
  }

  /// Fragment state: the rest of the input.
  mutating func fragmentState(_ start: Int) {
    out.beginFragment()
    guard start < input.count else { return }
    PercentEncoding.append(UnsafeBufferPointer(rebasing: input[start...]), using: .fragment, to: &out.bytes)
  }
}

/// Whether a path segment is `.` or `..`, in any of their percent-encoded spellings.
/// See https://url.spec.whatwg.org/#single-dot-path-segment
enum DotSegment {
  case none, singleDot, doubleDot

  init(_ segment: UnsafeBufferPointer<UInt8>) {
    switch segment.count {
    case 1:
      self = segment[0] == UInt8(ascii: ".") ? .singleDot : .none
    case 2:
      self = segment[0] == UInt8(ascii: ".") && segment[1] == UInt8(ascii: ".") ? .doubleDot : .none
    case 3:
      self = DotSegment.isEncodedDot(segment, 0) ? .singleDot : .none
    case 4:
      if segment[0] == UInt8(ascii: "."), DotSegment.isEncodedDot(segment, 1) {
        self = .doubleDot
      } else if DotSegment.isEncodedDot(segment, 0), segment[3] == UInt8(ascii: ".") {
        self = .doubleDot
      } else {
        self = .none
      }
    case 6:
      self = DotSegment.isEncodedDot(segment, 0) && DotSegment.isEncodedDot(segment, 3) ? .doubleDot : .none
    default:
      self = .none
    }
  }

  /// `%2e` or `%2E` at `offset`.
  private static func isEncodedDot(_ s: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    offset + 2 < s.count && s[offset] == UInt8(ascii: "%") && s[offset + 1] == UInt8(ascii: "2")
      && ASCII.letterFolded(s[offset + 2]) == UInt8(ascii: "e")
  }
}

/// A Windows drive letter: an ASCII alpha followed by `:` or `|`.
/// See https://url.spec.whatwg.org/#windows-drive-letter
@inline(__always)
func isWindowsDriveLetter(_ s: UnsafeBufferPointer<UInt8>) -> Bool {
  s.count == 2 && ASCII.isAlpha(s[0]) && (s[1] == UInt8(ascii: ":") || s[1] == UInt8(ascii: "|"))
}
