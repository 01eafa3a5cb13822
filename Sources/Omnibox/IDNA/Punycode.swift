/// Punycode encoding (RFC 3492, section 6.3) of one label, for ``IDNAShortcut``: "bücher" is
/// written as `bcher-kva`.
///
/// The caller keeps labels short (``IDNAShortcut/maximumLabelLength`` scalars of at most
/// U+FFFF), so no step can overflow.
enum Punycode {
  // The parameters of RFC 3492, section 5.
  private static let base = 36
  private static let tMin = 1
  private static let tMax = 26
  private static let skew = 38
  private static let damp = 700
  private static let initialBias = 72
  private static let initialN = 0x80

  /// Appends the Punycode form of `label` (scalar values, lowercase) to `out`: its basic code
  /// points in order, a `-` if there were any, then the deltas of the others, lowercase.
  static func encode(_ label: UnsafeBufferPointer<UInt32>, into out: inout ASCIIOutput) {
    var handled = 0
    for scalar in label where scalar < 0x80 {
      out.append(UInt8(truncatingIfNeeded: scalar))
      handled += 1
    }
    let basicCount = handled
    if basicCount > 0 { out.append(UInt8(ascii: "-")) }
    var n = initialN
    var delta = 0
    var bias = initialBias
    while handled < label.count {
      // The smallest code point not handled yet.
      var next = Int.max
      for scalar in label where Int(scalar) >= n && Int(scalar) < next { next = Int(scalar) }
      delta += (next - n) * (handled + 1)
      n = next
      for scalar in label {
        let value = Int(scalar)
        if value < n { delta += 1 }
        guard value == n else { continue }
        appendVariableLength(delta, bias: bias, into: &out)
        bias = adapt(delta, count: handled + 1, isFirst: handled == basicCount)
        delta = 0
        handled += 1
      }
      delta += 1
      n += 1
    }
  }

  /// `q` as a generalized variable-length integer (RFC 3492, section 3.3) under `bias`.
  private static func appendVariableLength(_ q: Int, bias: Int, into out: inout ASCIIOutput) {
    var q = q
    var k = base
    while true {
      let t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias
      if q < t { break }
      out.append(digit(t + (q - t) % (base - t)))
      q = (q - t) / (base - t)
      k += base
    }
    out.append(digit(q))
  }

  /// The bias adaptation function (RFC 3492, section 6.1).
  private static func adapt(_ delta: Int, count: Int, isFirst: Bool) -> Int {
    var delta = isFirst ? delta / damp : delta / 2
    delta += delta / count
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + skew)
  }

  /// The basic code point for digit value `d` (0–35): `a`–`z`, then `0`–`9`.
  private static func digit(_ d: Int) -> UInt8 {
    d < 26 ? UInt8(truncatingIfNeeded: 0x61 + d) : UInt8(truncatingIfNeeded: 0x30 + d - 26)
  }
}

/// ASCII bytes written into a fixed buffer; writing past its end only marks it full, so a
/// name that comes out longer than the buffer is noticed, not cut.
struct ASCIIOutput {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes are written.
  private(set) var count = 0
  /// Whether a byte did not fit.
  private(set) var overflowed = false

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    guard count < buffer.count else {
      overflowed = true
      return
    }
    buffer[count] = byte
    count += 1
  }

  /// The bytes written, as an array.
  var bytes: [UInt8] { Array(UnsafeBufferPointer(rebasing: buffer[..<count])) }
}
