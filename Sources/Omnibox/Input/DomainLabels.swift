/// The labels of a canonical (lowercase ASCII) domain, read in one pass without splitting.
struct DomainLabels {
  /// The domain without one trailing dot.
  let name: Substring
  /// How many labels `name` has.
  let count: Int
  /// Letters, digits, `-` and `_` only; no empty label; no label starting with `-`.
  /// (Chromium's "compliant host" test, which its omnibox uses the same way.)
  let isDNSHostName: Bool

  init(_ hostname: String) {
    var name = hostname[...]
    if name.utf8.last == UInt8(ascii: ".") { name = name.dropLast() }
    self.name = name
    var count = 1
    var valid = !name.isEmpty
    var atLabelStart = true
    for byte in name.utf8 {
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
    endsWithLabels("localhost", requiringLabelBefore: false)
  }

  /// Whether the domain ends with one of `suffixes` (each one or more labels) and has a label
  /// before it.
  func hasSuffix(in suffixes: Set<String>) -> Bool {
    suffixes.contains { endsWithLabels($0, requiringLabelBefore: true) }
  }

  /// Whether `name` is `suffix` (unless a label before it is required) or ends with `.suffix`;
  /// compared on bytes, without building strings.
  private func endsWithLabels(_ suffix: String, requiringLabelBefore: Bool) -> Bool {
    let nameBytes = name.utf8
    let suffixBytes = suffix.utf8
    guard nameBytes.count >= suffixBytes.count, nameBytes.reversed().starts(with: suffixBytes.reversed()) else {
      return false
    }
    if nameBytes.count == suffixBytes.count { return !requiringLabelBefore }
    let dot = nameBytes.index(nameBytes.endIndex, offsetBy: -suffixBytes.count - 1)
    return nameBytes[dot] == UInt8(ascii: ".")
  }
}
