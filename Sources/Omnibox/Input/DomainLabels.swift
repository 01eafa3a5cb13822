/// The labels of a canonical (lowercase ASCII) domain, read in one pass over its bytes without
/// splitting. Lives only as long as the bytes it reads.
struct DomainLabels {
  /// The domain without one trailing dot.
  let name: UnsafeBufferPointer<UInt8>
  /// How many labels `name` has.
  let count: Int
  /// Chromium's "compliant host" test (`net::IsCanonicalizedHostCompliant`), which its omnibox
  /// uses the same way: labels of letters, digits, `-` and `_`; no empty label; the last label
  /// starts with a letter or digit (`-foo.com` and `foo-.com` pass, `foo.-com` and `foo._` do
  /// not); at most 253 bytes without the trailing dot.
  let isDNSHostName: Bool
  /// Two dots in a row somewhere in the hostname (an empty label).
  let hasDotRun: Bool

  /// `hostname` without one trailing dot.
  static func withoutTrailingDot(_ hostname: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    hostname.last == UInt8(ascii: ".") ? UnsafeBufferPointer(rebasing: hostname.dropLast()) : hostname
  }

  init(_ hostname: UnsafeBufferPointer<UInt8>) {
    let name = Self.withoutTrailingDot(hostname)
    self.name = name
    var count = 1
    var valid = !name.isEmpty && name.count <= 253
    var dotRun = false
    var atLabelStart = true
    var labelStartsAlphanumeric = false
    for byte in name {
      let isAlphanumeric = ASCII.isAlphanumeric(byte)
      if byte == UInt8(ascii: ".") {
        if atLabelStart {
          valid = false
          dotRun = true
        }
        count += 1
        atLabelStart = true
        continue
      }
      if !isAlphanumeric && byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") { valid = false }
      if atLabelStart { labelStartsAlphanumeric = isAlphanumeric }
      atLabelStart = false
    }
    if atLabelStart || !labelStartsAlphanumeric { valid = false }
    self.count = count
    isDNSHostName = valid
    hasDotRun = dotRun || name.last == UInt8(ascii: ".")  // `name.` left after one dot went: `..` at the end
  }

  /// `localhost` or a name under it (RFC 6761).
  var isLocalhost: Bool { endsWithLabels("localhost", requiringLabelBefore: false) }

  /// `www.` and one more label (`www.mozilla`), Firefox's "www.<something>".
  var isWWWAndOneLabel: Bool {
    count == 2 && name.count > 4 && name[0] == UInt8(ascii: "w") && name[1] == UInt8(ascii: "w")
      && name[2] == UInt8(ascii: "w") && name[3] == UInt8(ascii: ".")
  }

  /// Whether the domain ends with one of `suffixes` and has a label before it.
  func hasSuffix(in suffixes: DomainSuffixes) -> Bool {
    guard let last = name.last, suffixes.mayEndAName(endingWith: last) else { return false }
    return suffixes.contains { endsWithLabels($0, requiringLabelBefore: true) }
  }

  /// Whether `name` is `suffix` (unless a label before it is required) or ends with `.suffix`.
  func endsWithLabels(_ suffix: StaticString, requiringLabelBefore: Bool) -> Bool {
    suffix.withUTF8Buffer { endsWithLabels($0, requiringLabelBefore: requiringLabelBefore) }
  }

  /// Whether `name` is `suffix` (unless a label before it is required) or ends with `.suffix`.
  /// Compared from the last byte, where most names already differ.
  private func endsWithLabels(_ suffix: UnsafeBufferPointer<UInt8>, requiringLabelBefore: Bool) -> Bool {
    let offset = name.count - suffix.count
    guard offset >= 0 else { return false }
    var i = suffix.count
    while i > 0 {
      i -= 1
      if name[offset + i] != suffix[i] { return false }
    }
    if offset == 0 { return !requiringLabelBefore }
    return name[offset - 1] == UInt8(ascii: ".")
  }
}

/// Domain suffixes (one or more labels each, e.g. `local`, `home.arpa`) kept as one run of
/// UTF-8 bytes, so checking a name against all of them copies and retains nothing; and the
/// set of their last bytes, so most names (`….com`) are turned away without a comparison.
struct DomainSuffixes: Sendable {
  private let bytes: [UInt8]
  private let ranges: [Range<Int>]
  /// Bit `b` of word `b >> 6`: some suffix ends in byte `b` (an empty one counts as ending in
  /// `.`, the byte a name must end with to end with the empty suffix).
  private let lastBytes: [UInt64]

  init(_ suffixes: some Sequence<String>) {
    var bytes: [UInt8] = []
    var ranges: [Range<Int>] = []
    var lastBytes = [UInt64](repeating: 0, count: 4)
    for suffix in suffixes {
      let start = bytes.count
      bytes.append(contentsOf: suffix.utf8)
      ranges.append(start..<bytes.count)
      let last = suffix.utf8.last ?? UInt8(ascii: ".")
      lastBytes[Int(last >> 6)] |= 1 << UInt64(last & 63)
    }
    self.bytes = bytes
    self.ranges = ranges
    self.lastBytes = lastBytes
  }

  /// Whether a name ending in `byte` can end with one of the suffixes (`false`: none can match).
  func mayEndAName(endingWith byte: UInt8) -> Bool {
    lastBytes[Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0
  }

  /// Whether `predicate` holds for the bytes of some suffix.
  func contains(where predicate: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
    bytes.withUnsafeBufferPointer { all in
      ranges.contains { predicate(UnsafeBufferPointer(rebasing: all[$0])) }
    }
  }
}
