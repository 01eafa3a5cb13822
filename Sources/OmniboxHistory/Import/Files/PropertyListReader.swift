/// A binary property list (`bplist00`, the format of Apple's `CFBinaryPList`) read into a flat
/// table of objects: containers hold the indexes of their elements, so nothing is recursive.
///
/// The layout: the 8-byte header, the objects, an offset table (`count` offsets of
/// `offsetSize` bytes, big-endian), and a 32-byte trailer (6 unused bytes, `offsetSize`,
/// `refSize`, then `count`, `top` and the table's offset as 64-bit big-endian integers).
/// Objects: `0x00` null, `0x08`/`0x09` false/true, `0x1n` integer of 2ⁿ bytes, `0x2n` real of
/// 2ⁿ bytes, `0x33` date (seconds since 2001 as a double), `0x4n` data, `0x5n` ASCII string,
/// `0x6n` UTF-16BE string, `0x8n` UID, `0xAn` array, `0xCn` set, `0xDn` dictionary (keys,
/// then values); a length nibble of 15 is followed by an integer object holding the length.
///
/// Careful with hostile input: every offset, length and reference is checked against the
/// file before it is used (no trap, no read out of bounds); objects may not overlap (each
/// object's bytes end before the next one starts, so the table takes memory linear in the file);
/// a cycle of references is `.corrupt`; nesting deeper than ``maximumDepth`` and documents
/// whose tree, shared objects counted once per use, has more than ``maximumExpandedSize``
/// nodes are `.tooLarge`. The XML form (`<?xml … <plist>`) is not read (`.notThatFile`).
///
/// - Complexity: O(n log n) in the number of objects (the overlap check sorts the offsets),
///   O(n) in the file's size otherwise.
package struct PropertyList {
  /// One object, with containers holding object indexes.
  package enum Object: Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case real(Double)
    /// Seconds since 2001-01-01 00:00 UTC.
    case date(Double)
    case data(Range<Int>)
    case string(String)
    case uid(UInt64)
    case array([Int])
    case dictionary(keys: [Int], values: [Int])
  }

  /// Nesting accepted, counting every array and dictionary on the way down.
  package static let maximumDepth = 512
  /// Tree nodes accepted once shared objects are counted each time they are used.
  package static let maximumExpandedSize = 4_000_000

  /// Every object, by reference number.
  package let objects: [Object]
  /// The root object's index.
  package let top: Int

  /// Reads `bytes`; see the type's description for what is refused.
  package init(_ bytes: [UInt8]) throws(HistoryImportError) {
    var reader = BinaryPropertyListReader(bytes)
    (objects, top) = try reader.read()
    try Self.checkShape(objects, top: top)
  }

  /// The object `index`, or `nil` for an index out of range.
  package func object(_ index: Int) -> Object? {
    objects.indices.contains(index) ? objects[index] : nil
  }

  /// The value for the string key `key` in dictionary `index`.
  package func value(_ key: String, in index: Int) -> Object? {
    guard case .dictionary(let keys, let values)? = object(index) else { return nil }
    for (k, v) in zip(keys, values) {
      if case .string(key)? = object(k) { return object(v) }
    }
    return nil
  }

  /// The index of the value for `key` in dictionary `index`.
  package func valueIndex(_ key: String, in index: Int) -> Int? {
    guard case .dictionary(let keys, let values)? = object(index) else { return nil }
    for (k, v) in zip(keys, values) {
      if case .string(key)? = object(k) { return v }
    }
    return nil
  }

  /// The string for `key` in dictionary `index`.
  package func string(_ key: String, in index: Int) -> String? {
    if case .string(let s)? = value(key, in: index) { return s }
    return nil
  }

  /// Refuses cycles, too deep nesting and too large expansion: one depth-first walk with an
  /// explicit stack over the objects reachable from `top`, each finished once.
  private static func checkShape(_ objects: [Object], top: Int) throws(HistoryImportError) {
    // 0: not seen, 1: on the current path, 2: finished.
    var state = [UInt8](repeating: 0, count: objects.count)
    // Height (longest chain of containers below and including it) and expanded size, once finished.
    var height = [Int](repeating: 0, count: objects.count)
    var size = [Int](repeating: 1, count: objects.count)
    var stack: [(index: Int, children: [Int], next: Int)] = [(top, children(of: objects[top]), 0)]
    state[top] = 1
    while let frame = stack.last {
      if frame.next < frame.children.count {
        stack[stack.count - 1].next += 1
        let child = frame.children[frame.next]
        switch state[child] {
        case 1: throw HistoryImportError(.corrupt, "property list: a cyclic object reference")
        case 0:
          guard stack.count < maximumDepth else {
            throw HistoryImportError(.tooLarge, "property list: nested deeper than \(maximumDepth) levels")
          }
          state[child] = 1
          stack.append((child, children(of: objects[child]), 0))
        default:
          guard stack.count + height[child] <= maximumDepth else {
            throw HistoryImportError(.tooLarge, "property list: nested deeper than \(maximumDepth) levels")
          }
        }
        continue
      }
      stack.removeLast()
      state[frame.index] = 2
      var h = 0
      var s = 1
      for child in frame.children {
        h = max(h, height[child] + 1)
        s += size[child]
        if s > maximumExpandedSize {
          throw HistoryImportError(.tooLarge, "property list: more than \(maximumExpandedSize) nodes once expanded")
        }
      }
      height[frame.index] = h
      size[frame.index] = s
    }
  }

  private static func children(of object: Object) -> [Int] {
    switch object {
    case .array(let elements): return elements
    case .dictionary(let keys, let values): return keys + values
    default: return []
    }
  }
}

/// The byte-level reader behind ``PropertyList``.
private struct BinaryPropertyListReader {
  let bytes: [UInt8]
  var offsetSize = 0
  var refSize = 0
  /// Where the objects end (the offset table's start).
  var objectsEnd = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func read() throws(HistoryImportError) -> ([PropertyList.Object], Int) {
    let header = Array("bplist0".utf8)
    guard bytes.count >= 8, bytes.starts(with: header) else {
      throw HistoryImportError(.notThatFile, "not a binary property list (no bplist0 header)")
    }
    guard bytes.count >= 8 + 32 + 1 else { throw corrupt("shorter than a header and a trailer") }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    refSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(refSize) else { throw corrupt("bad trailer sizes") }
    guard let count = int(at: trailer + 8), let top = int(at: trailer + 16), let table = int(at: trailer + 24) else {
      throw corrupt("trailer values out of range")
    }
    guard count >= 1, top < count, table >= 9, table < trailer else { throw corrupt("trailer values out of range") }
    let (tableBytes, overflow) = count.multipliedReportingOverflow(by: offsetSize)
    guard !overflow, tableBytes <= trailer - table else { throw corrupt("offset table runs past the trailer") }
    objectsEnd = table

    var offsets: [Int] = []
    offsets.reserveCapacity(count)
    for k in 0..<count {
      let offset = unsigned(at: table + k * offsetSize, size: offsetSize)
      guard offset >= 8, offset < table else { throw corrupt("object \(k) offset out of range") }
      offsets.append(offset)
    }
    // Objects may not overlap: sorted by offset, each ends at or before the next one's start.
    let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
    var objects = [PropertyList.Object](repeating: .null, count: count)
    for (position, index) in order.enumerated() {
      let limit = position + 1 < order.count ? offsets[order[position + 1]] : table
      guard limit > offsets[index] else { throw corrupt("objects \(index) and another overlap") }
      objects[index] = try object(at: offsets[index], limit: limit, count: count)
    }
    return (objects, top)
  }

  /// The object whose marker is at `start`, its bytes ending by `limit`.
  private func object(at start: Int, limit: Int, count: Int) throws(HistoryImportError) -> PropertyList.Object {
    let marker = bytes[start]
    let kind = marker >> 4
    let low = Int(marker & 0x0F)
    switch kind {
    case 0x0:
      switch marker {
      case 0x00, 0x0F: return .null
      case 0x08: return .bool(false)
      case 0x09: return .bool(true)
      default: throw corrupt("unknown marker")
      }
    case 0x1:
      guard low <= 4 else { throw corrupt("integer of an unknown size") }
      let size = 1 << low
      guard size <= limit - start - 1 else { throw corrupt("integer runs past its end") }
      // 16-byte integers: the low 8 bytes (CFBinaryPList writes them only for unsigned 64-bit).
      let value = unsigned(at: start + 1 + size - min(size, 8), size: min(size, 8))
      return .integer(size == 8 || size == 16 ? Int64(bitPattern: UInt64(truncatingIfNeeded: value)) : Int64(value))
    case 0x2:
      guard low == 2 || low == 3 else { throw corrupt("real of an unknown size") }
      let size = 1 << low
      guard size <= limit - start - 1 else { throw corrupt("real runs past its end") }
      let bits = UInt64(truncatingIfNeeded: unsigned(at: start + 1, size: size))
      return .real(size == 4 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits))
    case 0x3:
      guard marker == 0x33, 8 <= limit - start - 1 else { throw corrupt("bad date") }
      return .date(Double(bitPattern: UInt64(truncatingIfNeeded: unsigned(at: start + 1, size: 8))))
    case 0x4, 0x5, 0x6:
      let (length, body) = try lengthAndBody(start: start, low: low, limit: limit)
      let unit = kind == 0x6 ? 2 : 1
      let (byteCount, overflow) = length.multipliedReportingOverflow(by: unit)
      guard !overflow, byteCount <= limit - body else { throw corrupt("data or string runs past its end") }
      switch kind {
      case 0x4: return .data(body..<body + byteCount)
      case 0x5: return .string(String(decoding: bytes[body..<body + byteCount], as: UTF8.self))
      default:
        var units: [UInt16] = []
        units.reserveCapacity(length)
        for k in 0..<length { units.append(UInt16(bytes[body + 2 * k]) << 8 | UInt16(bytes[body + 2 * k + 1])) }
        return .string(String(decoding: units, as: UTF16.self))
      }
    case 0x8:
      let size = low + 1
      guard size <= 8, size <= limit - start - 1 else { throw corrupt("bad UID") }
      return .uid(UInt64(truncatingIfNeeded: unsigned(at: start + 1, size: size)))
    case 0xA, 0xC, 0xD:
      let (length, body) = try lengthAndBody(start: start, low: low, limit: limit)
      let perEntry = kind == 0xD ? 2 * refSize : refSize
      let (byteCount, overflow) = length.multipliedReportingOverflow(by: perEntry)
      guard !overflow, byteCount <= limit - body else { throw corrupt("container runs past its end") }
      var refs: [Int] = []
      refs.reserveCapacity(kind == 0xD ? 2 * length : length)
      for k in 0..<(kind == 0xD ? 2 * length : length) {
        let ref = unsigned(at: body + k * refSize, size: refSize)
        guard ref >= 0, ref < count else { throw corrupt("object reference out of range") }
        refs.append(ref)
      }
      if kind == 0xD { return .dictionary(keys: Array(refs[..<length]), values: Array(refs[length...])) }
      return .array(refs)
    default:
      throw corrupt("unknown marker")
    }
  }

  /// A length from the marker's low nibble, or from the integer object after it (nibble 15);
  /// and where the body starts.
  private func lengthAndBody(start: Int, low: Int, limit: Int) throws(HistoryImportError) -> (Int, Int) {
    guard low == 0x0F else { return (low, start + 1) }
    guard start + 1 < limit else { throw corrupt("length runs past its end") }
    let marker = bytes[start + 1]
    guard marker >> 4 == 0x1, marker & 0x0F <= 3 else { throw corrupt("bad length") }
    let size = 1 << Int(marker & 0x0F)
    guard size <= limit - start - 2 else { throw corrupt("length runs past its end") }
    let length = unsigned(at: start + 2, size: size)
    guard length >= 0 else { throw corrupt("bad length") }
    return (length, start + 2 + size)
  }

  /// A big-endian unsigned integer of `size` (1…8) bytes at `offset` as an `Int`: -1 when it
  /// does not fit or the bytes are not there.
  private func unsigned(at offset: Int, size: Int) -> Int {
    guard offset >= 0, size >= 1, size <= 8, size <= bytes.count - offset else { return -1 }
    var value: UInt64 = 0
    for k in 0..<size { value = value << 8 | UInt64(bytes[offset + k]) }
    return size == 8 && value > UInt64(Int.max) ? Int(bitPattern: UInt(value)) : Int(value)
  }

  /// A trailer field: 8 bytes, in range for an offset.
  private func int(at offset: Int) -> Int? {
    let value = unsigned(at: offset, size: 8)
    return value >= 0 ? value : nil
  }

  private func corrupt(_ what: String) -> HistoryImportError {
    HistoryImportError(.corrupt, "property list: \(what)")
  }
}
