// The compiled table as three string literals, so the generated Swift file holds no large array
// literal for the type checker to chew on. Format 2 is the lookup table itself, so the first use
// of the embedded list only copies it out (no hashing, no probing):
//
// - `labels`: `PublicSuffixTable.labelBytes` verbatim: each distinct label followed by ".".
// - `nodes`: per node, in number order, one digit: its rule flags (0–63).
// - `slots`: the edge hash table's capacity (3 digits; a power of two), then the table slot by
//   slot: `.` for an empty slot, otherwise 14 digits, five numbers written most significant
//   digit first: parent (3 digits), child (3), label start (3), label length (2) and tag (3) of
//   the edge (see `PublicSuffixEdge`). Numbers are written most significant digit first.
//
// Digits are base 64 in the alphabet A–Z a–z 0–9 + /; the text holds nothing else (the
// generated literal wraps its lines with `\` continuations). Decoding checks
// every number against the table's size and every label for a "." and returns nil on any
// inconsistency; where an edge sits is the compiler's choice, which the tests check by
// comparing the decoded table with a run-time compile of the same list.

/// The embedded table in text form; see the format notes above.
struct PublicSuffixTableImage: Sendable {
  static let currentFormat = 2

  let format: Int
  let labels: StaticString
  let nodes: StaticString
  let slots: StaticString

  /// Digits per field of a slot: parent, child, label start, label length, tag.
  fileprivate static var fieldDigits: [Int] { [3, 3, 3, 2, 3] }

  /// The table, or `nil` if the image is not a consistent format-2 image.
  func decoded() -> PublicSuffixTable? {
    guard format == Self.currentFormat else { return nil }
    return labels.withUTF8Buffer { labels in
      nodes.withUTF8Buffer { nodes in
        slots.withUTF8Buffer { slots in Self.decode(labels: labels, nodes: nodes, slots: slots) }
      }
    }
  }

  /// The table of format-2 image text given as bytes, or `nil` when it is inconsistent.
  static func decode(
    labels: UnsafeBufferPointer<UInt8>, nodes: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<UInt8>
  ) -> PublicSuffixTable? {
    let labelBytes = Array(labels)
    guard let nodeFlags = decodeNodes(nodes) else { return nil }
    let decoded: (slots: [UInt32], edges: [PublicSuffixEdge])? = labelBytes.withUnsafeBufferPointer { labels in
      decodeSlots(slots, labels: labels, nodeCount: nodeFlags.count)
    }
    guard let decoded else { return nil }
    return PublicSuffixTable(labelBytes: labelBytes, ruleFlags: nodeFlags, slots: decoded.slots, edges: decoded.edges)
  }

  /// One digit per node; `nil` on a bad digit, a value above the rule bits, or no node at all.
  private static func decodeNodes(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var flags: [UInt8] = []
    flags.reserveCapacity(text.count)
    let valid: Bool = Base64Digit.values.withUnsafeBufferPointer { values in
      for byte in text {
        let value = values[Int(byte)]
        guard value <= PublicSuffixNodeFlags.ruleBits.rawValue else { return false }
        flags.append(value)
      }
      return true
    }
    return valid && !flags.isEmpty ? flags : nil
  }

  /// The slots and the edges in slot order; `nil` when a number is out of range, a label is empty or holds a ".", the
  /// capacity is no power of two of at least 16, no slot is empty, or the text does not hold
  /// exactly that many slots.
  private static func decodeSlots(
    _ text: UnsafeBufferPointer<UInt8>, labels: UnsafeBufferPointer<UInt8>, nodeCount: Int
  ) -> (slots: [UInt32], edges: [PublicSuffixEdge])? {
    Base64Digit.values.withUnsafeBufferPointer { values in
      decodeSlots(text, labels: labels, nodeCount: nodeCount, values)
    }
  }

  private static func decodeSlots(
    _ text: UnsafeBufferPointer<UInt8>, labels: UnsafeBufferPointer<UInt8>, nodeCount: Int,
    _ values: UnsafeBufferPointer<UInt8>
  ) -> (slots: [UInt32], edges: [PublicSuffixEdge])? {
    /// The `count` (2 or 3) digits at `offset` (in bounds) as a number, most significant first;
    /// `nil` on a bad digit.
    @inline(__always)
    func number(_ offset: Int, _ count: Int) -> Int? {
      let a = values[Int(text[offset])]
      let b = values[Int(text[offset &+ 1])]
      let c = count == 3 ? values[Int(text[offset &+ 2])] : 0
      guard a | b | c < 64 else { return nil }
      let two = Int(a) << 6 | Int(b)
      return count == 3 ? two << 6 | Int(c) : two
    }
    guard text.count >= 3, let capacity = number(0, 3), capacity >= 16, capacity & (capacity - 1) == 0 else {
      return nil
    }
    // A well-formed text of `capacity` slots, `e` of them edges, is 3 + capacity + 13e bytes:
    // room for that many edges, so the array is never grown (nor copied) on the way.
    var edges: [PublicSuffixEdge] = []
    edges.reserveCapacity(min(max((text.count - 3 - capacity) / 13, 0), capacity))
    var complete = true
    let slots = [UInt32](unsafeUninitializedCapacity: capacity) { slots, initialized in
      var i = 3
      while i < text.count {
        guard initialized < capacity else {
          complete = false
          return
        }
        if text[i] == UInt8(ascii: ".") {
          slots[initialized] = 0  // empty
          initialized += 1
          i += 1
          continue
        }
        guard text.count - i >= slotDigits, let parent = number(i, 3), let child = number(i + 3, 3),
          let start = number(i + 6, 3), let length = number(i + 9, 2), let tag = number(i + 11, 3),
          parent < nodeCount, child < nodeCount, child != 0, length > 0, start + length <= labels.count,
          tag <= Int(UInt16.max)
        else {
          complete = false
          return
        }
        for j in start..<(start + length) where labels[j] == UInt8(ascii: ".") {
          complete = false
          return
        }
        edges.append(
          PublicSuffixEdge(
            parent: UInt32(parent), child: UInt32(child), labelStart: UInt32(start), labelLength: UInt16(length),
            tag: UInt16(tag)))
        // A trivial type: assigning initializes.
        slots[initialized] = UInt32(edges.count)
        initialized += 1
        i += slotDigits
      }
    }
    guard complete, slots.count == capacity, edges.count < capacity else { return nil }
    return (slots, edges)
  }

  /// Digits per edge slot: parent, child, label start, label length and tag (3 + 3 + 3 + 2 + 3).
  private static let slotDigits = 14
}

extension PublicSuffixTable {
  /// The table as image text: `labels`, `nodes`, `slots` (format 2).
  func encodedImage() -> (labels: String, nodes: String, slots: String) {
    var nodeText: [UInt8] = []
    for flags in nodeFlags {
      nodeText.append(Base64Digit.alphabet[Int(flags & PublicSuffixNodeFlags.ruleBits.rawValue)])
    }
    var slotText: [UInt8] = []
    for position in (0..<3).reversed() { slotText.append(Base64Digit.alphabet[(slots.count >> (6 * position)) & 63]) }
    for entry in slots {
      guard entry != 0 else {
        slotText.append(UInt8(ascii: "."))
        continue
      }
      let slot = edges[Int(entry) - 1]
      let fields = [Int(slot.parent), Int(slot.child), Int(slot.labelStart), Int(slot.labelLength), Int(slot.tag)]
      for (value, digits) in zip(fields, PublicSuffixTableImage.fieldDigits) {
        for position in (0..<digits).reversed() {
          slotText.append(Base64Digit.alphabet[(value >> (6 * position)) & 63])
        }
      }
    }
    return (
      String(decoding: labelBytes, as: UTF8.self), String(decoding: nodeText, as: UTF8.self),
      String(decoding: slotText, as: UTF8.self)
    )
  }
}

/// Base-64 digits: A–Z a–z 0–9 + /, values 0–63.
private enum Base64Digit {
  static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Each byte's digit value, 0xFF for a byte that is no digit.
  static let values: [UInt8] = {
    var values = [UInt8](repeating: 0xFF, count: 256)
    for (value, digit) in alphabet.enumerated() { values[Int(digit)] = UInt8(value) }
    return values
  }()
}

extension PublicSuffixList {
  /// The compiled list as the three strings of an embedded image (format 2), for the generator
  /// (`swift run generate-public-suffix-table`); not API.
  package func _embeddingImage() -> (format: Int, labels: String, nodes: String, slots: String) {
    let image = table.encodedImage()
    return (PublicSuffixTableImage.currentFormat, image.labels, image.nodes, image.slots)
  }
}
