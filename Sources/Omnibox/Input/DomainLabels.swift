/// The labels of a canonical (lowercase ASCII) domain, for the omnibox's host rules.
struct DomainLabels {
  /// The domain without one trailing dot.
  let withoutTrailingDot: Substring
  private let labels: [Substring]

  init(_ hostname: String) {
    var name = hostname[...]
    if name.hasSuffix(".") { name = name.dropLast() }
    withoutTrailingDot = name
    labels = name.split(separator: ".", omittingEmptySubsequences: false)
  }

  var count: Int { labels.count }

  /// Letters, digits, `-` and `_` only; no empty label; no label starting with `-`.
  /// (Chromium's "compliant host" test, which its omnibox uses the same way.)
  var isDNSHostName: Bool {
    guard !withoutTrailingDot.isEmpty else { return false }
    for label in labels {
      guard let first = label.utf8.first, first != UInt8(ascii: "-") else { return false }
      for byte in label.utf8 {
        let isAlphanumeric = (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
        if !isAlphanumeric && byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") { return false }
      }
    }
    return true
  }

  /// `localhost` or a name under it (RFC 6761).
  var isLocalhost: Bool { labels.last == "localhost" }

  /// Whether the domain ends with one of `suffixes` (each one or more labels) and has a label
  /// before it.
  func hasSuffix(in suffixes: Set<String>) -> Bool {
    var suffix = ""
    for index in labels.indices.reversed().dropLast() {
      suffix = suffix.isEmpty ? String(labels[index]) : String(labels[index]) + "." + suffix
      if suffixes.contains(suffix) { return true }
    }
    return false
  }
}
