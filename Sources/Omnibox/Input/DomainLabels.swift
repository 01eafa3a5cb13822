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
    name == "localhost" || name.hasSuffix(".localhost")
  }

  /// Whether the domain ends with one of `suffixes` (each one or more labels) and has a label
  /// before it.
  func hasSuffix(in suffixes: Set<String>) -> Bool {
    var index = name.utf8.endIndex
    while let dot = name.utf8[..<index].lastIndex(of: UInt8(ascii: ".")) {
      if suffixes.contains(String(name[name.utf8.index(after: dot)...])) { return true }
      index = dot
    }
    return false
  }
}
