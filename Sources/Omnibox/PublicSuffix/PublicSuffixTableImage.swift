// The compiled table as three string literals, so the generated Swift file holds no large array
// literal for the type checker to chew on. Format 1:
//
// - `labels`: `PublicSuffixTable.labelBytes` verbatim: each distinct label followed by ".".
// - `nodes`: per node, in number order: rule flags, then the number of edges leaving it.
// - `edges`: per edge, in canonical order (grouped by parent in node order): child code, label code.
//   Child code 0 = the next new node (breadth-first numbering makes that the usual case),
//   k > 0 = the node k before the next new one. Label code 0 = the next new label, k > 0 = label k − 1.
//
// Numbers are written as base-64 VLQ: each character carries 5 bits, least significant first,
// plus a continuation bit (value 32), in the alphabet A–Z a–z 0–9 + /. Line breaks are ignored.
// Decoding validates every count and reference and returns nil on any inconsistency.

/// The embedded table in text form; see the format notes above.
struct PublicSuffixTableImage: Sendable {
  static let currentFormat = 1

  let format: Int
  let labels: StaticString
  let nodes: StaticString
  let edges: StaticString

  /// The table, or `nil` if the image is not a consistent format-1 image.
  func decoded() -> PublicSuffixTable? {
    guard format == Self.currentFormat else { return nil }
    let labelBytes = labels.withUTF8Buffer { Array($0) }
    // Label boundaries: each label ends at its ".".
    var labelStarts: [UInt32] = []
    var labelLengths: [UInt16] = []
    var start = 0
    for (i, byte) in labelBytes.enumerated() where byte == UInt8(ascii: ".") {
      guard i > start, i - start <= Int(UInt16.max) else { return nil }
      labelStarts.append(UInt32(truncatingIfNeeded: start))
      labelLengths.append(UInt16(truncatingIfNeeded: i - start))
      start = i + 1
    }
    guard start == labelBytes.count else { return nil }

    var nodeFlags: [UInt8] = []
    var edgeCounts: [Int] = []
    nodeFlags.reserveCapacity(nodes.utf8CodeUnitCount / 2)
    edgeCounts.reserveCapacity(nodes.utf8CodeUnitCount / 2)
    let nodesOK: Bool = nodes.withUTF8Buffer { buffer in
      var reader = VLQReader(buffer)
      while !reader.isAtEnd {
        guard let flags = reader.next(), flags <= Int(PublicSuffixNodeFlags.ruleBits.rawValue),
          let count = reader.next()
        else { return false }
        nodeFlags.append(UInt8(truncatingIfNeeded: flags))
        edgeCounts.append(count)
      }
      return true
    }
    guard nodesOK, !nodeFlags.isEmpty else { return nil }

    var edges: [PublicSuffixTable.EdgeSpec] = []
    edges.reserveCapacity(self.edges.utf8CodeUnitCount / 2)
    let edgesOK: Bool = self.edges.withUTF8Buffer { buffer in
      var reader = VLQReader(buffer)
      var nodesCreated = 1  // the root
      var labelsSeen = 0
      for (parent, count) in edgeCounts.enumerated() {
        for _ in 0..<count {
          guard let childCode = reader.next(), let labelCode = reader.next() else { return false }
          let child: Int
          if childCode == 0 {
            child = nodesCreated
            nodesCreated += 1
          } else {
            child = nodesCreated - childCode
          }
          let label: Int
          if labelCode == 0 {
            label = labelsSeen
            labelsSeen += 1
          } else {
            label = labelCode - 1
          }
          guard child >= 1, child < nodeFlags.count, label >= 0, label < labelStarts.count, label < labelsSeen
          else { return false }
          edges.append(
            .init(
              parent: UInt32(truncatingIfNeeded: parent), child: UInt32(truncatingIfNeeded: child),
              labelStart: labelStarts[label], labelLength: labelLengths[label]))
        }
      }
      return reader.isAtEnd && nodesCreated == nodeFlags.count && labelsSeen == labelStarts.count
    }
    guard edgesOK else { return nil }
    return PublicSuffixTable(labelBytes: labelBytes, nodeFlags: nodeFlags, edges: edges)
  }
}

extension PublicSuffixTable {
  /// The table as image text: `labels`, `nodes`, `edges` (format 1), or `nil` if the table is not
  /// in canonical order (a table from the compiler always is).
  func encodedImage() -> (labels: String, nodes: String, edges: String)? {
    var labelIndex: [UInt32: Int] = [:]
    var start = 0
    for (i, byte) in labelBytes.enumerated() where byte == UInt8(ascii: ".") {
      labelIndex[UInt32(start)] = labelIndex.count
      start = i + 1
    }
    let edges = canonicalEdges
    var counts = [Int](repeating: 0, count: nodeCount)
    for edge in edges { counts[Int(edge.parent)] += 1 }

    var nodeText = VLQWriter()
    for (flags, count) in zip(nodeFlags, counts) {
      nodeText.append(Int(flags & PublicSuffixNodeFlags.ruleBits.rawValue))
      nodeText.append(count)
    }
    var edgeText = VLQWriter()
    var nodesCreated = 1
    var labelsSeen = 0
    for edge in edges {
      let child = Int(edge.child)
      if child == nodesCreated {
        edgeText.append(0)
        nodesCreated += 1
      } else {
        guard child < nodesCreated else { return nil }
        edgeText.append(nodesCreated - child)
      }
      guard let label = labelIndex[edge.labelStart] else { return nil }
      if label == labelsSeen {
        edgeText.append(0)
        labelsSeen += 1
      } else {
        guard label < labelsSeen else { return nil }
        edgeText.append(label + 1)
      }
    }
    return (String(decoding: labelBytes, as: UTF8.self), nodeText.text, edgeText.text)
  }
}

/// Base-64 VLQ digits: A–Z a–z 0–9 + /, value 0–63; bit 5 means "more digits follow".
private let vlqAlphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

/// Reads base-64 VLQ numbers, skipping line breaks.
struct VLQReader {
  private let buffer: UnsafeBufferPointer<UInt8>
  private var position = 0

  init(_ buffer: UnsafeBufferPointer<UInt8>) {
    self.buffer = buffer
    skipLineBreaks()
  }

  /// The value of a digit byte, or 0xFF.
  @inline(__always)
  private static func value(_ byte: UInt8) -> UInt8 {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte &- UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte &- UInt8(ascii: "a") &+ 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0") &+ 52
    case UInt8(ascii: "+"): return 62
    case UInt8(ascii: "/"): return 63
    default: return 0xFF
    }
  }

  var isAtEnd: Bool { position >= buffer.count }

  private mutating func skipLineBreaks() {
    while position < buffer.count, buffer[position] == 0x0A || buffer[position] == 0x0D { position += 1 }
  }

  /// The next number, or `nil` at the end, on a bad digit, or past 2^35.
  mutating func next() -> Int? {
    var result = 0
    var shift = 0
    while position < buffer.count {
      let digit = Self.value(buffer[position])
      position += 1
      guard digit != 0xFF, shift <= 30 else { return nil }
      result |= Int(digit & 31) << shift
      shift += 5
      if digit & 32 == 0 {
        skipLineBreaks()
        return result
      }
    }
    return nil
  }
}

/// Writes base-64 VLQ numbers.
struct VLQWriter {
  private var bytes: [UInt8] = []

  mutating func append(_ number: Int) {
    var n = max(0, number)
    repeat {
      var digit = n & 31
      n >>= 5
      if n > 0 { digit |= 32 }
      bytes.append(vlqAlphabet[digit])
    } while n > 0
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension PublicSuffixList {
  /// The compiled list as the three strings of an embedded image (format 1), for the generator
  /// (`swift run generate-public-suffix-table`); not API. `nil` only for a list not built by the compiler.
  public func _embeddingImage() -> (format: Int, labels: String, nodes: String, edges: String)? {
    guard let image = table.encodedImage() else { return nil }
    return (PublicSuffixTableImage.currentFormat, image.labels, image.nodes, image.edges)
  }
}
