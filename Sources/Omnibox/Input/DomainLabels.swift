/// The labels of a canonical (lowercase ASCII) domain, read in one pass over its bytes without
/// splitting. Lives only as long as the bytes it reads.
struct DomainLabels {
  /// The domain without one trailing dot.
  let name: UnsafeBufferPointer<UInt8>
  /// How many labels `name` has.
  let count: Int
  /// Letters, digits, `-` and `_` only; no empty label; no label starting with `-`.
  /// (Chromium's "compliant host" test, which its omnibox uses the same way.)
  let isDNSHostName: Bool

  /// `hostname` without one trailing dot.
  static func withoutTrailingDot(_ hostname: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    hostname.last == UInt8(ascii: ".") ? UnsafeBufferPointer(rebasing: hostname.dropLast()) : hostname
  }

  init(_ hostname: UnsafeBufferPointer<UInt8>) {
    let name = Self.withoutTrailingDot(hostname)
    self.name = name
    var count = 1
    var valid = !name.isEmpty
    var atLabelStart = true
    for byte in name {
      if byte == UInt8(ascii: ".") {
        if atLabelStart { valid = false }
        count += 1
        atLabelStart = true
        continue
      }
      let isAlphanumeric = (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
      if !isAlphanumeric && byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") { valid = false }
      if atLabelStart && byte == UInt8(ascii: "-") { valid = false }
      atLabelStart = false
    }
    if atLabelStart { valid = false }
    self.count = count
    isDNSHostName = valid
  }

  /// `localhost` or a name under it (RFC 6761).
  var isLocalhost: Bool {
    let localhost: StaticString = "localhost"
    return localhost.withUTF8Buffer { endsWithLabels($0, requiringLabelBefore: false) }
  }

  /// Whether the domain ends with one of `suffixes` and has a label before it.
  func hasSuffix(in suffixes: DomainSuffixes) -> Bool {
    suffixes.contains { endsWithLabels($0, requiringLabelBefore: true) }
  }

  /// Whether `name` is `suffix` (unless a label before it is required) or ends with `.suffix`.
  private func endsWithLabels(_ suffix: UnsafeBufferPointer<UInt8>, requiringLabelBefore: Bool) -> Bool {
    guard name.count >= suffix.count, name[(name.count - suffix.count)...].elementsEqual(suffix) else { return false }
    if name.count == suffix.count { return !requiringLabelBefore }
    return name[name.count - suffix.count - 1] == UInt8(ascii: ".")
  }
}

/// Domain suffixes (one or more labels each, e.g. `local`, `home.arpa`) kept as one run of
/// UTF-8 bytes, so checking a name against all of them copies and retains nothing.
struct DomainSuffixes: Sendable {
  private let bytes: [UInt8]
  private let ranges: [Range<Int>]

  init(_ suffixes: some Sequence<String>) {
    var bytes: [UInt8] = []
    var ranges: [Range<Int>] = []
    for suffix in suffixes {
      let start = bytes.count
      bytes.append(contentsOf: suffix.utf8)
      ranges.append(start..<bytes.count)
    }
    self.bytes = bytes
    self.ranges = ranges
  }

  /// Whether `predicate` holds for the bytes of some suffix.
  func contains(where predicate: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
    bytes.withUnsafeBufferPointer { all in
      ranges.contains { predicate(UnsafeBufferPointer(rebasing: all[$0])) }
    }
  }
}
