// The compiled Public Suffix List: a trie of labels read right to left ("uk" → "co"), stored as
// one open-addressing hash table of edges keyed by (parent node, label bytes).
//
// - A node is a suffix the list mentions (`co.uk`), or a name on the way to one (`amazonaws.com`
//   on the way to `s3.amazonaws.com`). Node 0 is the root. Its flags say which rules end there.
// - An edge is one label from a parent to a child. A label the list writes in Unicode gets a
//   second edge with its A-label (`公司` and `xn--55qx5d`) to the same child, and an `xn--`
//   label gets its U-label, so a host matches in either form, even mixed (`食狮.xn--55qx5d.cn`).
// - Lookup walks a host's labels from the right, one hash probe per label: O(labels), no
//   allocation. Labels are compared ASCII-case-insensitively (the table holds lowercase).
//
// Canonical order: nodes are numbered breadth-first from the root, visiting each node's edges in
// label-byte order; `labelBytes` holds each distinct label once, in order of first use, with a
// "." after each. The runtime compiler and the embedded image both build through
// `init(labelBytes:nodeFlags:edges:)` in that order, so equal lists give equal tables (`==`); the
// embedded image is that table's slots written out (PublicSuffixTableImage.swift).

/// Rule flags of a trie node.
struct PublicSuffixNodeFlags: OptionSet, Sendable, Hashable {
  let rawValue: UInt8

  /// A normal rule ends here (`co.uk`).
  static let normal = Self(rawValue: 1 << 0)
  /// … and it is in the private section.
  static let normalPrivate = Self(rawValue: 1 << 1)
  /// A wildcard rule `*.<this node>` exists.
  static let wildcard = Self(rawValue: 1 << 2)
  /// … and it is in the private section.
  static let wildcardPrivate = Self(rawValue: 1 << 3)
  /// An exception rule `!<this node>` exists.
  static let exception = Self(rawValue: 1 << 4)
  /// … and it is in the private section.
  static let exceptionPrivate = Self(rawValue: 1 << 5)
  /// The node has at least one outgoing edge (derived, not serialized).
  static let hasChildren = Self(rawValue: 1 << 6)

  /// The rule bits (everything but the derived ``hasChildren``).
  static let ruleBits = Self(rawValue: 0x3F)
  /// The three "… is private" bits.
  static let privateBits: Self = [.normalPrivate, .wildcardPrivate, .exceptionPrivate]
}

/// One edge of the trie: a label from a parent node to a child (labels are never empty).
struct PublicSuffixEdge: Sendable, Hashable {
  var parent: UInt32
  var child: UInt32
  var labelStart: UInt32
  var labelLength: UInt16
  /// The high 16 bits of the label's hash, to reject most non-matching slots without reading bytes.
  var tag: UInt16
}

/// The compiled list. Built by the runtime compiler or decoded from the embedded image.
struct PublicSuffixTable: Sendable, Equatable {
  /// Every distinct label, each followed by ".".
  let labelBytes: [UInt8]
  /// Per node: ``PublicSuffixNodeFlags`` raw values, root first.
  let nodeFlags: [UInt8]
  /// Open-addressing hash table (linear probing) of edges, capacity a power of two: 0 for an
  /// empty slot, else 1 + the edge's index in `edges`. Four bytes a slot keep the table's empty
  /// two thirds small (a 16-byte edge a slot held 512 KiB for the embedded list; this, 128 KiB
  /// and the 177 KiB of edges).
  let slots: [UInt32]
  /// The edges in slot order.
  let edges: [PublicSuffixEdge]

  /// Number of edges.
  var edgeCount: Int { edges.count }

  /// An edge in canonical form: parent and child node numbers and the label's place in `labelBytes`.
  struct EdgeSpec: Sendable, Equatable {
    var parent: UInt32
    var child: UInt32
    var labelStart: UInt32
    var labelLength: UInt16
  }

  /// The table of a list with no rules: every host falls under the implicit `*` rule.
  static let empty = PublicSuffixTable(
    labelBytes: [], nodeFlags: [0], slots: [UInt32](repeating: 0, count: 16), edges: [])

  private init(labelBytes: [UInt8], nodeFlags: [UInt8], slots: [UInt32], edges: [PublicSuffixEdge]) {
    self.labelBytes = labelBytes
    self.nodeFlags = nodeFlags
    self.slots = slots
    self.edges = edges
  }

  /// A table from its hash slots and edges as an image holds them: `ruleFlags` per node
  /// (``hasChildren`` is derived here). The caller has checked that every edge's node numbers
  /// are below the node count and its label lies inside `labelBytes`, that the slot count is a
  /// power of two with an empty slot, and that each slot is 0 or 1 + the index of an edge, the
  /// edges in slot order, which is what the lookup's unchecked reads rely on.
  init(labelBytes: [UInt8], ruleFlags: [UInt8], slots: [UInt32], edges: [PublicSuffixEdge]) {
    var flags = ruleFlags
    flags.withUnsafeMutableBufferPointer { flags in
      for i in flags.indices { flags[i] &= PublicSuffixNodeFlags.ruleBits.rawValue }
      for edge in edges { flags[Int(edge.parent)] |= PublicSuffixNodeFlags.hasChildren.rawValue }
    }
    self.init(labelBytes: labelBytes, nodeFlags: flags, slots: slots, edges: edges)
  }

  /// Builds the table from canonical parts, checking as it goes that they are consistent.
  ///
  /// - Returns: `nil` if an edge points outside `nodeFlags` or `labelBytes`, a label is empty or
  ///   holds a ".", an edge leads back to the root, or there is no root node.
  init?(labelBytes: [UInt8], nodeFlags: [UInt8], edges: [EdgeSpec]) {
    guard !nodeFlags.isEmpty, nodeFlags.count <= Int(UInt32.max), labelBytes.count <= Int(UInt32.max) else {
      return nil
    }
    var capacity = 16
    while capacity < edges.count + edges.count / 2 + 1 { capacity <<= 1 }
    // Each slot first holds 1 + the edge's index in `placed` (edges in the order given); the
    // edges are then put in slot order, the canonical form an image holds.
    var slots = [UInt32](repeating: 0, count: capacity)
    var placed: [PublicSuffixEdge] = []
    placed.reserveCapacity(edges.count)
    let mask = capacity - 1
    let consistent: Bool = labelBytes.withUnsafeBufferPointer { bytes in
      slots.withUnsafeMutableBufferPointer { slots in
        for edge in edges {
          let start = Int(edge.labelStart)
          let end = start + Int(edge.labelLength)
          guard edge.labelLength > 0, end <= bytes.count, Int(edge.parent) < nodeFlags.count,
            Int(edge.child) < nodeFlags.count, edge.child != 0
          else { return false }
          let label = UnsafeBufferPointer(rebasing: bytes[start..<end])
          if label.contains(UInt8(ascii: ".")) { return false }
          let hash = Self.hash(label, parent: edge.parent)
          var slot = Int(hash) & mask
          while slots[slot] != 0 { slot = (slot &+ 1) & mask }
          placed.append(
            PublicSuffixEdge(
              parent: edge.parent, child: edge.child, labelStart: edge.labelStart,
              labelLength: edge.labelLength, tag: UInt16(truncatingIfNeeded: hash >> 16)))
          slots[slot] = UInt32(placed.count)
        }
        return true
      }
    }
    guard consistent else { return nil }
    var inSlotOrder: [PublicSuffixEdge] = []
    inSlotOrder.reserveCapacity(placed.count)
    for i in slots.indices where slots[i] != 0 {
      inSlotOrder.append(placed[Int(slots[i]) - 1])
      slots[i] = UInt32(inSlotOrder.count)
    }
    self.init(labelBytes: labelBytes, ruleFlags: nodeFlags, slots: slots, edges: inSlotOrder)
  }

  var nodeCount: Int { nodeFlags.count }

  // MARK: Lookup

  /// The hash of an ASCII-lowercased label under a parent node (FNV-1a, then a final mix).
  @inline(__always)
  static func hash(_ label: UnsafeBufferPointer<UInt8>, parent: UInt32) -> UInt32 {
    hash(label, parent: parent, isLowercase: false)
  }

  /// ``hash(_:parent:)``, told whether `label` is lowercase already (then nothing is lowered).
  @inline(__always)
  static func hash(_ label: UnsafeBufferPointer<UInt8>, parent: UInt32, isLowercase: Bool) -> UInt32 {
    var h: UInt32 = 0x811C_9DC5 ^ (parent &* 0x9E37_79B1)
    if isLowercase {
      for byte in label { h = (h ^ UInt32(byte)) &* 0x0100_0193 }
    } else {
      for byte in label { h = (h ^ UInt32(ASCII.lowercased(byte))) &* 0x0100_0193 }
    }
    h ^= h >> 15
    h &*= 0x2C1B_3C6D
    h ^= h >> 12
    return h
  }

  /// Runs `body` with a borrowed view of the table, so a lookup touches no reference counts.
  @inline(__always)
  func withProbe<R>(_ body: (Probe) -> R) -> R {
    slots.withUnsafeBufferPointer { slots in
      edges.withUnsafeBufferPointer { edges in
        labelBytes.withUnsafeBufferPointer { labels in
          nodeFlags.withUnsafeBufferPointer { flags in
            body(Probe(slots: slots, edges: edges, labels: labels, flags: flags))
          }
        }
      }
    }
  }

  /// A borrowed view of the table for one lookup.
  ///
  /// Its unchecked reads are safe because both ways to build a table (the runtime compiler and
  /// the image's decoder) prove every stored node number below `flags.count`, every label range
  /// inside `labels` and every slot 0 or 1 + an index into `edges`, and the slot count a power
  /// of two with at least one empty slot.
  struct Probe {
    let slots: UnsafeBufferPointer<UInt32>
    let edges: UnsafeBufferPointer<PublicSuffixEdge>
    let labels: UnsafeBufferPointer<UInt8>
    let flags: UnsafeBufferPointer<UInt8>

    @inline(__always)
    func flags(_ node: UInt32) -> PublicSuffixNodeFlags {
      PublicSuffixNodeFlags(rawValue: flags[Int(node)])
    }

    /// The child of `parent` along `label` (compared ASCII-case-insensitively), or `nil`.
    @inline(__always)
    func child(of parent: UInt32, label: UnsafeBufferPointer<UInt8>) -> UInt32? {
      child(of: parent, label: label, isLowercase: false)
    }

    /// ``child(of:label:)`` for a label without ASCII capitals.
    @inline(__always)
    func child(of parent: UInt32, lowercaseLabel label: UnsafeBufferPointer<UInt8>) -> UInt32? {
      child(of: parent, label: label, isLowercase: true)
    }

    @inline(__always)
    private func child(of parent: UInt32, label: UnsafeBufferPointer<UInt8>, isLowercase: Bool) -> UInt32? {
      guard label.count > 0, label.count <= Int(UInt16.max) else { return nil }
      let hash = PublicSuffixTable.hash(label, parent: parent, isLowercase: isLowercase)
      let tag = UInt16(truncatingIfNeeded: hash >> 16)
      let length = UInt16(label.count)
      let mask = slots.count &- 1
      var slot = Int(hash) & mask
      while true {
        let entry = slots[slot]
        if entry == 0 { return nil }
        let edge = edges[Int(entry &- 1)]
        if edge.tag == tag, edge.parent == parent, edge.labelLength == length {
          var same = true
          var j = Int(edge.labelStart)
          for byte in label {
            if (isLowercase ? byte : ASCII.lowercased(byte)) != labels[j] {
              same = false
              break
            }
            j &+= 1
          }
          if same { return edge.child }
        }
        slot = (slot &+ 1) & mask
      }
    }
  }
}
