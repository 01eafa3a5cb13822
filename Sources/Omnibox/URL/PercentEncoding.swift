/// A percent-encode set from the URL Standard: the ASCII bytes to write as `%XX`.
///
/// Bytes of 0x80 and above are always encoded. Membership is one branch-free bit test in a
/// 128-bit table.
/// See https://url.spec.whatwg.org/#percent-encoded-bytes
public struct PercentEncodeSet: Sendable, Hashable {
  private let low: UInt64  // bytes 0x00–0x3F
  private let high: UInt64  // bytes 0x40–0x7F

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// Whether `byte` must be percent-encoded in this set.
  @inline(__always)
  public func contains(_ byte: UInt8) -> Bool {
    // Branch-free: URL text mixes bytes below and above 0x40 unpredictably.
    let word = byte & 0x40 == 0 ? low : high
    return (word >> UInt64(byte & 0x3F)) & 1 | UInt64(byte >> 7) != 0
  }

  // The masks below are literals (so the sets need no lazy initialization); each comment says
  // what the set adds to the one it extends, and PercentEncodingTests checks every set against
  // its definition in the URL Standard.

  /// C0 controls and DEL (bytes above 0x7E are always encoded).
  public static let c0Control = PercentEncodeSet(low: 0xFFFF_FFFF, high: 1 << 63)
  /// C0 control set plus space `"` `<` `>` and backtick.
  public static let fragment = PercentEncodeSet(low: 0x5000_0005_FFFF_FFFF, high: 0x8000_0001_0000_0000)
  /// C0 control set plus space `"` `#` `<` `>`.
  public static let query = PercentEncodeSet(low: 0x5000_000D_FFFF_FFFF, high: 0x8000_0000_0000_0000)
  /// The query set plus `'`, used for special schemes' queries.
  public static let specialQuery = PercentEncodeSet(low: 0x5000_008D_FFFF_FFFF, high: 0x8000_0000_0000_0000)
  /// The query set plus `?` `^` backtick `{` `}`.
  public static let path = PercentEncodeSet(low: 0xD000_000D_FFFF_FFFF, high: 0xA800_0001_4000_0000)
  /// The path set plus `/` `:` `;` `=` `@` `[` `\` `]` `|`.
  public static let userinfo = PercentEncodeSet(low: 0xFC00_800D_FFFF_FFFF, high: 0xB800_0001_7800_0001)
  /// The userinfo set plus `$` `%` `&` `+` `,`.
  public static let component = PercentEncodeSet(low: 0xFC00_987D_FFFF_FFFF, high: 0xB800_0001_7800_0001)
  /// The component set plus `!` `'` `(` `)` `~`: what `application/x-www-form-urlencoded` escapes
  /// (space becomes `+` there). Keeps exactly `A–Z a–z 0–9 * - . _`.
  public static let formURLEncoded = PercentEncodeSet(low: 0xFC00_9BFF_FFFF_FFFF, high: 0xF800_0001_7800_0001)
}

/// Percent-encoding and -decoding of UTF-8 bytes.
public enum PercentEncoding {
  @usableFromInline static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

  /// Appends `bytes` to `output`, writing each byte in `set` as `%XX` (uppercase hex).
  /// With `spaceAsPlus`, a space becomes `+` instead (form encoding).
  public static func encode<Bytes: Sequence<UInt8>>(
    _ bytes: Bytes, using set: PercentEncodeSet, spaceAsPlus: Bool = false, into output: inout [UInt8]
  ) {
    // Contiguous input (a native String's UTF-8, an Array) copies runs of plain bytes at once.
    let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      encode(buffer: buffer, using: set, spaceAsPlus: spaceAsPlus, into: &output)
    }
    if done != nil { return }
    for byte in bytes { append(byte, using: set, spaceAsPlus: spaceAsPlus, into: &output) }
  }

  /// Encodes through a scratch buffer on the stack, `chunk` input bytes (at most three output
  /// bytes each) at a time, so the array grows by one bulk append per chunk rather than by
  /// one to three appends per byte.
  private static func encode(
    buffer: UnsafeBufferPointer<UInt8>, using set: PercentEncodeSet, spaceAsPlus: Bool, into output: inout [UInt8]
  ) {
    guard !buffer.isEmpty else { return }
    let chunk = 256
    output.reserveCapacity(output.count + buffer.count)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * chunk) { scratch in
      var start = 0
      while start < buffer.count {
        let end = min(start + chunk, buffer.count)
        var written = 0
        for byte in buffer[start..<end] {
          if spaceAsPlus && byte == UInt8(ascii: " ") {
            scratch[written] = UInt8(ascii: "+")
            written += 1
          } else if set.contains(byte) {
            scratch[written] = UInt8(ascii: "%")
            scratch[written + 1] = hexDigit(byte >> 4)
            scratch[written + 2] = hexDigit(byte & 0xF)
            written += 3
          } else {
            scratch[written] = byte
            written += 1
          }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<written]))
        start = end
      }
    }
  }

  /// The uppercase hex digit for a value below 16.
  @inline(__always)
  private static func hexDigit(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") &+ nibble : UInt8(ascii: "A") &- 10 &+ nibble
  }

  @inline(__always)
  private static func append(_ byte: UInt8, using set: PercentEncodeSet, spaceAsPlus: Bool, into output: inout [UInt8])
  {
    if spaceAsPlus && byte == UInt8(ascii: " ") {
      output.append(UInt8(ascii: "+"))
    } else if set.contains(byte) {
      output.append(UInt8(ascii: "%"))
      output.append(hexDigits[Int(byte >> 4)])
      output.append(hexDigits[Int(byte & 0xF)])
    } else {
      output.append(byte)
    }
  }

  /// `string`'s UTF-8 percent-encoded with `set`.
  ///
  ///     PercentEncoding.encode("a b/ü", using: .component)  // "a%20b%2F%C3%BC"
  public static func encode(_ string: String, using set: PercentEncodeSet, spaceAsPlus: Bool = false) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(string.utf8.count)
    encode(string.utf8, using: set, spaceAsPlus: spaceAsPlus, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// Percent-decodes bytes: each `%XX` with two hex digits becomes one byte; any other `%` is kept.
  /// With `plusAsSpace`, `+` becomes a space first (form decoding).
  public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes, plusAsSpace: Bool = false) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var i = bytes.startIndex
    while i != bytes.endIndex {
      let byte = bytes[i]
      if byte == UInt8(ascii: "%") {
        let j = bytes.index(after: i)
        if j != bytes.endIndex, let hi = ASCII.hexValue(bytes[j]) {
          let k = bytes.index(after: j)
          if k != bytes.endIndex, let lo = ASCII.hexValue(bytes[k]) {
            output.append(hi << 4 | lo)
            i = bytes.index(after: k)
            continue
          }
        }
        output.append(byte)
      } else if plusAsSpace && byte == UInt8(ascii: "+") {
        output.append(UInt8(ascii: " "))
      } else {
        output.append(byte)
      }
      i = bytes.index(after: i)
    }
    return output
  }

  /// Percent-decodes `string` and reads the bytes as UTF-8 (invalid sequences become U+FFFD).
  ///
  ///     PercentEncoding.decode("a%20b%C3%BC")  // "a bü"
  public static func decode(_ string: String, plusAsSpace: Bool = false) -> String {
    String(decoding: decode(string.utf8, plusAsSpace: plusAsSpace), as: UTF8.self)
  }
}

// MARK: Fast paths for the URL parser

extension PercentEncodeSet {
  /// What the path state must look at: bytes to encode and `/` (the path set plus `/`).
  static let pathScan = PercentEncodeSet(low: 0xD000_800D_FFFF_FFFF, high: 0xA800_0001_4000_0000)
  /// What the path state of a special URL must look at: bytes to encode, `/` and `\`.
  static let specialPathScan = PercentEncodeSet(low: 0xD000_800D_FFFF_FFFF, high: 0xA800_0001_5000_0000)
  /// What the opaque path state must look at: bytes to encode, `?` and `#` (the C0 control set
  /// plus `?#`).
  static let opaquePathScan = PercentEncodeSet(low: 0x8000_0008_FFFF_FFFF, high: 0x8000_0000_0000_0000)
}

extension PercentEncoding {
  /// Appends `input[start...]` to `out`, percent-encoding the bytes in `set`, up to the first
  /// byte for which `isStop` is true; returns that byte's index (or `input.count`).
  ///
  /// `interesting` must contain `set` and every stop byte: only its members are examined
  /// further, so runs of ordinary bytes are copied in blocks.
  @inline(__always)
  static func append(
    _ input: UnsafeBufferPointer<UInt8>, from start: Int, using set: PercentEncodeSet,
    interesting: PercentEncodeSet, to out: inout ByteBuffer, stoppingAt isStop: (UInt8) -> Bool
  ) -> Int {
    let count = input.count
    var index = start
    var run = start
    while index < count {
      let byte = input[index]
      if interesting.contains(byte) {
        if isStop(byte) { break }
        if run < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: input[run..<index])) }
        appendEncoded(byte, to: &out)
        run = index + 1
      }
      index += 1
    }
    if run < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: input[run..<index])) }
    return index
  }

  /// ``append(_:from:using:interesting:to:stoppingAt:)`` for a query: the same result, but
  /// runs of plain text are stepped over sixteen, then eight, bytes at a time (see
  /// ``queryLanes(_:)``, ``queryLanesToLook(_:)``), and the scan goes straight to the first byte
  /// of a block that may need looking at, so long queries cost a fraction of a byte-by-byte scan.
  ///
  /// `interesting` must contain no printable ASCII byte other than `"` `#` `'` `<` `>`.
  @inline(__always)
  static func appendQuery(
    _ input: UnsafeBufferPointer<UInt8>, from start: Int, using set: PercentEncodeSet,
    interesting: PercentEncodeSet, to out: inout ByteBuffer, stoppingAt isStop: (UInt8) -> Bool
  ) -> Int {
    let count = input.count
    var index = start
    var run = start
    while index < count {
      index = ASCIIVector.skipPlain(input, from: index, wide: queryLanes, narrow: queryLanesToLook)
      guard index < count else { break }
      let byte = input[index]
      if interesting.contains(byte) {
        if run < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: input[run..<index])) }
        if isStop(byte) { return index }
        appendEncoded(byte, to: &out)
        run = index + 1
      }
      index += 1
    }
    if run < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: input[run..<index])) }
    return index
  }

  /// ``queryLanesToLook(_:)`` for sixteen bytes, exact in every lane.
  @inline(__always)
  static func queryLanes(_ v: SIMD16<Int8>) -> ASCIIVector.Mask {
    var marked = ASCIIVector.notPrintable(v)
    marked .|= ASCIIVector.equal(v, 0x22) .| ASCIIVector.equal(v, 0x23) .| ASCIIVector.equal(v, 0x27)  // " # '
    marked .|= ASCIIVector.equal(v, 0x3C) .| ASCIIVector.equal(v, 0x3E)  // < >
    return marked
  }

  /// The lanes of eight bytes (a little-endian word) that are not printable ASCII (0x21–0x7E)
  /// or are `"` `#` `'` `<` `>`: every byte of either query percent-encode set, and `#`, is
  /// marked. Exact up to the first marked lane, which is all the scan needs
  /// (``ASCIIWord/firstLane(_:)``): a lane above one may be marked wrongly. URLPropertyTests
  /// checks every byte at every position.
  @inline(__always)
  static func queryLanesToLook(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    /// High bit set in some byte where `w` has a zero byte (and possibly in others above it).
    @inline(__always) func zeroByte(_ w: UInt64) -> UInt64 { (w &- ones) & ~w & highs }
    // Below 0x21 (the borrow sets the high bit), 0x7F (adding one sets it), 0x80 and above.
    var flagged = ((word &- 0x21 &* ones) & ~word) | word | (word &+ ones)
    flagged &= highs
    flagged |= zeroByte(word ^ (0x22 &* ones)) | zeroByte(word ^ (0x23 &* ones)) | zeroByte(word ^ (0x27 &* ones))
    flagged |= zeroByte(word ^ (0x3C &* ones)) | zeroByte(word ^ (0x3E &* ones))
    return flagged
  }

  /// Appends `bytes` to `out`, percent-encoding the bytes in `set`.
  @inline(__always)
  static func append(_ bytes: UnsafeBufferPointer<UInt8>, using set: PercentEncodeSet, to out: inout ByteBuffer) {
    _ = append(bytes, from: 0, using: set, interesting: set, to: &out, stoppingAt: { _ in false })
  }

  /// Appends `%XX` for `byte` (uppercase hex).
  @inline(__always)
  static func appendEncoded(_ byte: UInt8, to out: inout ByteBuffer) {
    let digits: StaticString = "0123456789ABCDEF"
    out.noteEncoded(byte)
    digits.withUTF8Buffer { hex in
      out.append(UInt8(ascii: "%"))
      out.append(hex[Int(byte >> 4)])
      out.append(hex[Int(byte & 0xF)])
    }
  }

  /// Percent-decodes UTF-8 bytes (any `%` not followed by two hex digits is kept).
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    decode(bytes, plusAsSpace: false)
  }
}

/// A percent-encode set as a byte table, for encoding many bytes in a tight loop: each byte maps
/// to what it is written as when that is one byte (itself, or `+` for a space under
/// `spaceAsPlus`), or to 0 when it is written `%XX`. Writes exactly what
/// ``PercentEncoding/encode(_:using:spaceAsPlus:into:)`` appends.
struct PercentEncodeTable: Sendable {
  private let single: [UInt8]

  init(_ set: PercentEncodeSet, spaceAsPlus: Bool) {
    single = (0...255).map { (byte: UInt8) in
      if spaceAsPlus && byte == UInt8(ascii: " ") { return UInt8(ascii: "+") }
      return set.contains(byte) ? 0 : byte
    }
  }

  /// `application/x-www-form-urlencoded`, space as `+` (search URLs' queries).
  static let formURLEncoded = PercentEncodeTable(.formURLEncoded, spaceAsPlus: true)
  /// The same byte set with space as `%20` (search terms in a path or fragment).
  static let formURLEncodedSpaceAsPercent = PercentEncodeTable(.formURLEncoded, spaceAsPlus: false)

  /// How many bytes `bytes` take encoded.
  func encodedCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    single.withUnsafeBufferPointer { table in
      var count = bytes.count
      for byte in bytes where table[Int(byte)] == 0 { count &+= 2 }
      return count
    }
  }

  /// Writes `bytes` encoded into `out` from offset `start` and returns where they end. Writing
  /// stops at the end of `out`, which should have room for ``encodedCount(_:)`` bytes.
  func write(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
    single.withUnsafeBufferPointer { table in
      let hex: StaticString = "0123456789ABCDEF"
      return hex.withUTF8Buffer { hex in
        var i = start
        var next = 0
        // Eight bytes at a time while all eight are written as one byte each (the words of a
        // query): their eight table entries are stored as one word.
        if let input = bytes.baseAddress, let output = out.baseAddress {
          let highs: UInt64 = 0x8080_8080_8080_8080
          while next &+ 8 <= bytes.count, out.count &- i >= 8 {
            let p = input + next
            var written = UInt64(table[Int(p[0])]) | UInt64(table[Int(p[1])]) << 8
            written |= UInt64(table[Int(p[2])]) << 16 | UInt64(table[Int(p[3])]) << 24
            written |= UInt64(table[Int(p[4])]) << 32 | UInt64(table[Int(p[5])]) << 40
            written |= UInt64(table[Int(p[6])]) << 48 | UInt64(table[Int(p[7])]) << 56
            // Entries are below 0x80, so a lane is 0 exactly when adding 0x7F leaves its top bit clear.
            guard ((written &+ 0x7F7F_7F7F_7F7F_7F7F) | written) & highs == highs else { break }
            UnsafeMutableRawPointer(output + i).storeBytes(of: written.littleEndian, as: UInt64.self)
            i &+= 8
            next &+= 8
          }
        }
        for byte in bytes[next...] {
          let written = table[Int(byte)]
          if written != 0 {
            guard i < out.count else { break }
            out[i] = written
            i &+= 1
          } else {
            guard out.count &- i >= 3 else { break }
            out[i] = UInt8(ascii: "%")
            out[i &+ 1] = hex[Int(byte >> 4)]
            out[i &+ 2] = hex[Int(byte & 0xF)]
            i &+= 3
          }
        }
        return i
      }
    }
  }
}
