// The runtime compiler: `public_suffix_list.dat` text → PublicSuffixTable.
//
// 1. Read lines. Skip blanks and `//` comments, noting the ===BEGIN/END ICANN|PRIVATE DOMAINS===
//    markers. A rule is the line up to its first white space (the list's format).
// 2. Check each rule (empty labels, `*` placement, `!` exceptions, characters) and insert its
//    labels, right to left, into a build trie. Each label is keyed by its canonical form: ASCII
//    lowercased; for an IDN label its A-label, so `公司` and `xn--55qx5d` are one node. The
//    node remembers every surface form (given, A-label, U-label), each of which becomes an edge.
// 3. Flatten breadth-first into canonical order (see PublicSuffixTable.swift).
//
// The generator (`swift run generate-public-suffix-table`) runs this same compiler and embeds its
// output, so the embedded table and a runtime compile of the same file are equal.

enum PublicSuffixCompiler {
  static func compile(_ text: UnsafeBufferPointer<UInt8>) -> Result<PublicSuffixTable, PublicSuffixListError> {
    guard text.count <= PublicSuffixList.maximumListSize else { return .failure(.tooLarge(bytes: text.count)) }
    var trie = BuildTrie()
    var section = Section.none
    var lineNumber = 0
    var ruleCount = 0
    var lineStart = 0
    while lineStart < text.count {
      lineNumber += 1
      var lineEnd = lineStart
      while lineEnd < text.count, text[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      let line = UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])
      lineStart = lineEnd + 1
      guard IDNA.isValidUTF8(line) else { return .failure(.invalidUTF8(line: lineNumber)) }

      var first = 0
      while first < line.count, isBlank(line[first]) { first += 1 }
      if first == line.count { continue }
      if line.count - first >= 2, line[first] == UInt8(ascii: "/"), line[first + 1] == UInt8(ascii: "/") {
        guard let next = section.after(comment: UnsafeBufferPointer(rebasing: line[first...])) else {
          return .failure(.unbalancedSection(line: lineNumber))
        }
        section = next
        continue
      }
      var last = first
      while last < line.count, !isBlank(line[last]) { last += 1 }
      let rule = UnsafeBufferPointer(rebasing: line[first..<last])
      if let problem = trie.insert(rule: rule, isPrivate: section == .privateDomains) {
        let text = String(decoding: rule, as: UTF8.self)
        return .failure(.invalidRule(line: lineNumber, rule: text, problem: problem))
      }
      ruleCount += 1
    }
    if section != .none { return .failure(.unbalancedSection(line: lineNumber)) }
    if ruleCount == 0 { return .failure(.noRules) }
    // Every part was built consistently above; a nil here would mean more than 4 Gi nodes.
    guard let table = trie.flattened() else { return .failure(.tooLarge(bytes: text.count)) }
    return .success(table)
  }

  /// Space, tab, CR, vertical tab, form feed.
  @inline(__always)
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }

  /// Which section of the list the current line is in.
  enum Section: Equatable {
    case none, icannDomains, privateDomains

    /// The section after a comment line, or `nil` if the comment is a marker that does not pair up.
    func after(comment: UnsafeBufferPointer<UInt8>) -> Section? {
      if contains(comment, "===BEGIN ICANN DOMAINS===") { return self == .none ? .icannDomains : nil }
      if contains(comment, "===END ICANN DOMAINS===") { return self == .icannDomains ? Section.none : nil }
      if contains(comment, "===BEGIN PRIVATE DOMAINS===") { return self == .none ? .privateDomains : nil }
      if contains(comment, "===END PRIVATE DOMAINS===") { return self == .privateDomains ? Section.none : nil }
      return self
    }

    private func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
      needle.withUTF8Buffer { needle in
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count)
        where haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle) {
          return true
        }
        return false
      }
    }
  }
}

/// The trie under construction: nodes keyed by canonical label, each with its surface forms.
struct BuildTrie {
  /// Per node: canonical label → child node.
  private var children: [[[UInt8]: Int]] = [[:]]
  /// Per node: rule flags.
  private var flags: [PublicSuffixNodeFlags] = [[]]
  /// Per node: the labels that lead to it from its parent (first is the canonical key).
  private var forms: [[[UInt8]]] = [[]]
  /// Canonical key and surface forms of each distinct label seen (ICU is called once per label).
  private var labelCache: [[UInt8]: [[UInt8]]] = [:]

  /// Adds one rule; returns what is wrong with it instead, if anything.
  mutating func insert(rule: UnsafeBufferPointer<UInt8>, isPrivate: Bool) -> PublicSuffixListError.RuleProblem? {
    var bytes = rule[...]
    let isException = bytes.first == UInt8(ascii: "!")
    if isException { bytes = bytes.dropFirst() }
    var labels = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    if labels.contains(where: \.isEmpty) { return .emptyLabel }
    let isWildcard = labels.first?.elementsEqual([UInt8(ascii: "*")]) == true
    if isWildcard {
      if isException { return .misplacedWildcard }
      labels.removeFirst()
    }
    if isException && labels.count < 2 { return .invalidException }
    for label in labels {
      if label.count > 255 { return .labelTooLong }
      for byte in label {
        if byte == UInt8(ascii: "*") { return .misplacedWildcard }
        if byte == UInt8(ascii: "!") { return .invalidException }
        if byte < 0x80 && IDNA.isForbiddenDomainByte(byte) { return .invalidCharacter }
      }
    }

    var node = 0
    for label in labels.reversed() {
      let labelForms = forms(of: Array(label))
      let key = labelForms[0]
      if let child = children[node][key] {
        for form in labelForms where !forms[child].contains(form) { forms[child].append(form) }
        node = child
      } else {
        let child = flags.count
        children.append([:])
        flags.append([])
        forms.append(labelForms)
        children[node][key] = child
        node = child
      }
    }
    // The first rule for a name decides its section; a repeated rule changes nothing.
    if isException {
      if !flags[node].contains(.exception) {
        flags[node].formUnion(isPrivate ? [.exception, .exceptionPrivate] : .exception)
      }
    } else if isWildcard {
      if !flags[node].contains(.wildcard) {
        flags[node].formUnion(isPrivate ? [.wildcard, .wildcardPrivate] : .wildcard)
      }
    } else {
      if !flags[node].contains(.normal) { flags[node].formUnion(isPrivate ? [.normal, .normalPrivate] : .normal) }
    }
    return nil
  }

  /// The forms a rule label matches, canonical key first: ASCII-lowercased as given, plus the
  /// A-label of a Unicode label and the U-label of an `xn--` label when UTS #46 accepts them.
  private mutating func forms(of label: [UInt8]) -> [[UInt8]] {
    if let cached = labelCache[label] { return cached }
    let given = label.map { ASCII.lowercased($0) }
    var result = [given]
    let isASCII = given.allSatisfy { $0 < 0x80 }
    let isACE = given.starts(with: Array("xn--".utf8))
    if !isASCII || isACE {
      let aLabel: [UInt8]?
      if isASCII {
        aLabel = given
      } else {
        let converted = given.withUnsafeBufferPointer { IDNA.toASCII(bytes: $0, options: .urlStandard) }
        if case .success(let a) = converted, isSingleLabel(a) { aLabel = a } else { aLabel = nil }
      }
      if let aLabel {
        let decoded = IDNA.toUnicode(String(decoding: aLabel, as: UTF8.self), options: .urlStandard)
        let uLabel = Array(decoded.domain.utf8)
        // Canonical key: the A-label. Other forms follow in a fixed order: given, U-label.
        result = [aLabel]
        if given != aLabel { result.append(given) }
        if decoded.error == nil, isSingleLabel(uLabel), !result.contains(uLabel) { result.append(uLabel) }
      }
    }
    labelCache[label] = result
    return result
  }

  private func isSingleLabel(_ bytes: [UInt8]) -> Bool {
    !bytes.isEmpty && bytes.count <= 255 && !bytes.contains(UInt8(ascii: "."))
  }

  /// The canonical table: nodes numbered breadth-first, each node's edges in label-byte order,
  /// labels stored once each in order of first use.
  func flattened() -> PublicSuffixTable? {
    var newID = [Int](repeating: -1, count: flags.count)
    newID[0] = 0
    var order = [0]
    var edges: [PublicSuffixTable.EdgeSpec] = []
    var labelBytes: [UInt8] = []
    var labelStarts: [[UInt8]: UInt32] = [:]
    var next = 0
    while next < order.count {
      let old = order[next]
      next += 1
      // (form, child's canonical key, child): sorted by form; a form two children share (which
      // canonical keys rule out) would keep the child with the smaller key.
      var outgoing: [(form: [UInt8], key: [UInt8], child: Int)] = []
      for (key, child) in children[old] {
        for form in forms[child] { outgoing.append((form, key, child)) }
      }
      outgoing.sort { a, b in
        a.form != b.form ? a.form.lexicographicallyPrecedes(b.form) : a.key.lexicographicallyPrecedes(b.key)
      }
      var previous: [UInt8]? = nil
      for (form, _, child) in outgoing where form != previous {
        previous = form
        if newID[child] < 0 {
          newID[child] = order.count
          order.append(child)
        }
        let start: UInt32
        if let known = labelStarts[form] {
          start = known
        } else {
          guard labelBytes.count + form.count < Int(UInt32.max) else { return nil }
          start = UInt32(labelBytes.count)
          labelStarts[form] = start
          labelBytes.append(contentsOf: form)
          labelBytes.append(UInt8(ascii: "."))
        }
        edges.append(
          .init(
            parent: UInt32(truncatingIfNeeded: newID[old]), child: UInt32(truncatingIfNeeded: newID[child]),
            labelStart: start, labelLength: UInt16(truncatingIfNeeded: form.count)))
      }
    }
    guard order.count <= Int(UInt32.max) else { return nil }
    let nodeFlags = order.map { flags[$0].rawValue }
    return PublicSuffixTable(labelBytes: labelBytes, nodeFlags: nodeFlags, edges: edges)
  }
}
