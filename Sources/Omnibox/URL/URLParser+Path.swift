// Path start, path, opaque path, query and fragment states of the URL parser.
//
// A path is written as "/" + segment for each segment, so the path list lives in the output
// buffer: popping a segment (for `..`) truncates back to the previous `/`. Each segment is found
// with one scan, checked for being a single- or double-dot segment (including `%2e` forms) on the
// raw bytes, and written percent-encoded. Every byte is written and popped at most once, so
// thousands of `../` stay linear.

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
    case ASCII.questionMark?: queryState(index + 1)
    case ASCII.numberSign?: fragmentState(index + 1)
    case ASCII.slash?: pathState(index + 1)
    default: pathState(index)
    }
  }

  /// Path state, from `start` to the end of the path; then query or fragment state.
  ///
  /// - Parameter stopsAtQuery: `false` for the `pathname` setter, where `?` and `#` are
  ///   percent-encoded rather than ending the path.
  mutating func pathState(_ start: Int, stopsAtQuery: Bool = true) {
    let count = input.count
    let special = isSpecial
    let isFile = out.scheme == .file
    let pathSet = PercentEncodeSet.path
    var index = start
    while true {
      var end = index
      while end < count {
        let c = input[end]
        if c == ASCII.slash || (special && c == ASCII.backslash)
          || (stopsAtQuery && (c == ASCII.questionMark || c == ASCII.numberSign))
        {
          break
        }
        end += 1
      }
      let c = at(end)
      let slashFollows = isSlash(c)
      let segment = UnsafeBufferPointer(rebasing: input[index..<end])
      switch DotSegment(segment) {
      case .doubleDot:
        out.shortenPath()
        if !slashFollows { out.bytes.append(ASCII.slash) }
      case .singleDot:
        if !slashFollows { out.bytes.append(ASCII.slash) }
      case .none:
        let pathWasEmpty = out.pathIsEmpty
        out.bytes.append(ASCII.slash)
        if isFile, pathWasEmpty, isWindowsDriveLetter(segment) {
          out.bytes.append(segment[0])
          out.bytes.append(ASCII.colon)
        } else {
          PercentEncoding.append(segment, using: pathSet, to: &out.bytes)
        }
      }
      guard let c else { return }
      if c == ASCII.questionMark && stopsAtQuery {
        queryState(end + 1)
        return
      }
      if c == ASCII.numberSign && stopsAtQuery {
        fragmentState(end + 1)
        return
      }
      index = end + 1
    }
  }

  /// Opaque path state: everything up to `?` or `#`, C0-control percent-encoded. A space right
  /// before the `?` or `#` is written `%20`, so an opaque path never ends in a space.
  mutating func opaquePathState(_ start: Int) {
    out.hasOpaquePath = true
    let count = input.count
    var end = start
    while end < count, input[end] != ASCII.questionMark, input[end] != ASCII.numberSign { end += 1 }
    if end > start, end < count, input[end - 1] == ASCII.space {
      PercentEncoding.append(UnsafeBufferPointer(rebasing: input[start..<end - 1]), using: .c0Control, to: &out.bytes)
      PercentEncoding.appendEncoded(ASCII.space, to: &out.bytes)
    } else {
      PercentEncoding.append(UnsafeBufferPointer(rebasing: input[start..<end]), using: .c0Control, to: &out.bytes)
    }
    guard let c = at(end) else { return }
    if c == ASCII.questionMark { queryState(end + 1) } else { fragmentState(end + 1) }
  }

  /// Query state: up to `#` (or the end with `stopsAtFragment` false, for the `search` setter).
  mutating func queryState(_ start: Int, stopsAtFragment: Bool = true) {
    out.beginQuery()
    let count = input.count
    var end = start
    if stopsAtFragment {
      while end < count, input[end] != ASCII.numberSign { end += 1 }
    } else {
      end = count
    }
    let set: PercentEncodeSet = isSpecial ? .specialQuery : .query
    PercentEncoding.append(UnsafeBufferPointer(rebasing: input[start..<end]), using: set, to: &out.bytes)
    if end < count { fragmentState(end + 1) }
  }

  /// Fragment state: the rest of the input.
  mutating func fragmentState(_ start: Int) {
    out.beginFragment()
    let count = input.count
    guard start < count else { return }
    PercentEncoding.append(UnsafeBufferPointer(rebasing: input[start..<count]), using: .fragment, to: &out.bytes)
  }
}

/// Whether a path segment is `.` or `..`, in any of their percent-encoded spellings.
/// See https://url.spec.whatwg.org/#single-dot-path-segment
enum DotSegment {
  case none, singleDot, doubleDot

  init(_ segment: UnsafeBufferPointer<UInt8>) {
    switch segment.count {
    case 1:
      self = segment[0] == ASCII.period ? .singleDot : .none
    case 2:
      self = segment[0] == ASCII.period && segment[1] == ASCII.period ? .doubleDot : .none
    case 3:
      self = DotSegment.isEncodedDot(segment, 0) ? .singleDot : .none
    case 4:
      if segment[0] == ASCII.period, DotSegment.isEncodedDot(segment, 1) {
        self = .doubleDot
      } else if DotSegment.isEncodedDot(segment, 0), segment[3] == ASCII.period {
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
    offset + 2 < s.count && s[offset] == ASCII.percent && s[offset + 1] == UInt8(ascii: "2")
      && s[offset + 2] | 0x20 == UInt8(ascii: "e")
  }
}

/// A Windows drive letter: an ASCII alpha followed by `:` or `|`.
/// See https://url.spec.whatwg.org/#windows-drive-letter
@inline(__always)
func isWindowsDriveLetter(_ s: UnsafeBufferPointer<UInt8>) -> Bool {
  s.count == 2 && ASCII.isAlpha(s[0]) && (s[1] == ASCII.colon || s[1] == ASCII.verticalBar)
}
