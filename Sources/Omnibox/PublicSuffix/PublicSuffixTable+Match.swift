// The Public Suffix List algorithm (https://publicsuffix.org/list/, "Algorithm") over the
// compiled trie, on a host's UTF-8 bytes:
//
// 1. Check the host: not empty, no leading dot, no empty label; one trailing dot (a fully
//    qualified name) is allowed and kept in the answer.
// 2. Walk the labels from the right. At each node: a wildcard `*.node` covers the next label;
//    a child reached by the next label that is a normal rule covers it too (a deeper match has
//    more labels, so it prevails); a child that is an exception rule prevails over everything:
//    the suffix is the exception minus its leftmost label, and the walk stops.
// 3. No listed rule matched: the implicit `*` rule makes the last label the suffix.
//
// Non-ASCII labels are first compared as given (the table holds both the U-label and the
// A-label of every IDN rule); a non-ASCII label that matches neither is mapped through UTS #46
// ToASCII and tried once more, so `ÉXAMPLE` or full-width forms still find their rule.

extension PublicSuffixTable {
  /// Where a host's public suffix starts and which rule decided it.
  struct RawMatch: Equatable {
    /// Byte offset of the suffix's first label in the host.
    var start: Int
    var section: PublicSuffixMatch.Section
    var rule: PublicSuffixMatch.RuleKind
  }

  /// The public suffix of `host` (UTF-8 bytes), or `nil` for an invalid host.
  ///
  /// - Complexity: O(n) in the host's length to check its labels, plus one hash probe per label
  ///   walked (a walk stops at the first label the list does not continue with).
  func match(_ host: UnsafeBufferPointer<UInt8>, includingPrivateRules: Bool) -> RawMatch? {
    withProbe { Self.match(host, includingPrivateRules: includingPrivateRules, isDNSName: false, in: $0) }
  }

  /// ``match(_:includingPrivateRules:)`` for a name known to be a DNS host name in canonical
  /// form: non-empty labels of lowercase ASCII letters, digits, `-` and `_`, no trailing dot (a
  /// URL's host that ``DomainLabels/isDNSHostName`` accepted, without its trailing dot). Such a
  /// name needs no check, no lowercasing and no UTS #46 retry, so those steps are skipped; the
  /// answer is the same.
  func match(dnsName host: UnsafeBufferPointer<UInt8>, includingPrivateRules: Bool) -> RawMatch? {
    withProbe { Self.match(host, includingPrivateRules: includingPrivateRules, isDNSName: true, in: $0) }
  }

  /// Whether any rule of the list (private ones included) covers `host`, a DNS host name in
  /// canonical form as for ``match(dnsName:includingPrivateRules:)``. The walk stops at the
  /// first rule it meets: a longer match would not change the answer.
  func hasRule(dnsName host: UnsafeBufferPointer<UInt8>) -> Bool {
    withProbe { table in
      let found = Self.match(host, includingPrivateRules: true, isDNSName: true, stopsAtFirstRule: true, in: table)
      return found.map { $0.rule != .implicitWildcard } ?? false
    }
  }

  /// The walk. `stopsAtFirstRule`: answer with the first rule that covers the host rather than
  /// the one that prevails (enough to know whether any does).
  @inline(__always)
  private static func match(
    _ host: UnsafeBufferPointer<UInt8>, includingPrivateRules: Bool, isDNSName: Bool,
    stopsAtFirstRule: Bool = false, in table: Probe
  ) -> RawMatch? {
    let dot = UInt8(ascii: ".")
    // 1. Validate: no leading dot, no empty label, at most one trailing dot.
    guard let first = host.first, first != dot else { return nil }
    var end = host.count
    if !isDNSName {
      if host[end - 1] == dot { end -= 1 }
      var previousWasDot = false
      for i in 0..<end {
        let isDot = host[i] == dot
        if isDot && previousWasDot { return nil }
        previousWasDot = isDot
      }
      if previousWasDot { return nil }  // "a.." or "."
    }

    // Which rule bits count: with private rules excluded, a private rule is as if unlisted.
    let excluded: PublicSuffixNodeFlags = includingPrivateRules ? [] : .privateBits

    func section(_ flags: PublicSuffixNodeFlags, _ rule: PublicSuffixNodeFlags, private p: PublicSuffixNodeFlags)
      -> PublicSuffixMatch.Section?
    {
      guard flags.contains(rule) else { return nil }
      if flags.contains(p) { return excluded.contains(p) ? nil : .private }
      return .icann
    }

    // 2. Walk from the right.
    var node: UInt32 = 0
    var labelEnd = end
    var labelStart = end
    while labelStart > 0, host[labelStart - 1] != dot { labelStart -= 1 }
    var best = RawMatch(start: labelStart, section: .implicit, rule: .implicitWildcard)
    while true {
      let flags = table.flags(node)
      if let s = section(flags, .wildcard, private: .wildcardPrivate) {
        best = RawMatch(start: labelStart, section: s, rule: .wildcard)
        if stopsAtFirstRule { return best }
      }
      guard flags.contains(.hasChildren) else { break }
      let label = UnsafeBufferPointer(rebasing: host[labelStart..<labelEnd])
      let found =
        isDNSName
        ? table.child(of: node, lowercaseLabel: label)
        : table.child(of: node, label: label) ?? childThroughIDNA(of: node, label: label, in: table)
      guard let child = found else { break }
      let childFlags = table.flags(child)
      if labelEnd < end, let s = section(childFlags, .exception, private: .exceptionPrivate) {
        // `!www.ck` reached by "www": the suffix is what lies right of this label.
        return RawMatch(start: labelEnd + 1, section: s, rule: .exception)
      }
      if let s = section(childFlags, .normal, private: .normalPrivate) {
        best = RawMatch(start: labelStart, section: s, rule: .normal)
        if stopsAtFirstRule { return best }
      }
      node = child
      guard labelStart > 0 else { break }
      labelEnd = labelStart - 1
      labelStart = labelEnd
      while labelStart > 0, host[labelStart - 1] != dot { labelStart -= 1 }
    }
    return best
  }

  /// For a non-ASCII label the table does not hold as given: its UTS #46 A-label's edge, if any.
  private static func childThroughIDNA(of node: UInt32, label: UnsafeBufferPointer<UInt8>, in table: Probe)
    -> UInt32?
  {
    guard label.contains(where: { $0 >= 0x80 }), IDNA.isValidUTF8(label),
      case .success(let ascii) = IDNA.toASCII(bytes: label, options: .urlStandard),
      !ascii.isEmpty, !ascii.contains(UInt8(ascii: "."))
    else { return nil }
    return ascii.withUnsafeBufferPointer { table.child(of: node, label: $0) }
  }

  /// Byte offset where the registrable domain (the public suffix plus one label) starts, or `nil`
  /// when the host is its own public suffix.
  static func registrableStart(_ host: UnsafeBufferPointer<UInt8>, suffixStart: Int) -> Int? {
    guard suffixStart >= 2 else { return nil }
    var start = suffixStart - 1  // the dot before the suffix
    while start > 0, host[start - 1] != UInt8(ascii: ".") { start -= 1 }
    return start
  }
}
