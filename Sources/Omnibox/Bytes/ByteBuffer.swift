// The parser's output buffer: a growable run of bytes owned by one parse. Writes are plain
// stores (no reference counting or uniqueness checks, unlike [UInt8]); the memory is freed
// when the buffer goes out of scope. Reads and writes by index are bounds-checked. A buffer
// can start in scratch memory its creator lends (on the stack), and moves to the heap only if
// it outgrows it.

/// A growable byte buffer owned by exactly one value (noncopyable, freed in `deinit`).
struct ByteBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes written.
  private(set) var count: Int = 0
  /// Whether `base` was allocated here (and is freed here), rather than lent.
  private var ownsStorage: Bool
  /// Whether a tab, LF or CR was written percent-encoded (see ``noteEncoded(_:)``): the URL
  /// parser then knows its input held one it should have removed first.
  private(set) var encodedTabOrNewline = false

  init(capacity: Int) {
    self.capacity = Swift.max(capacity, 32)
    base = .allocate(capacity: self.capacity)
    ownsStorage = true
  }

  /// A buffer that writes into `scratch` until it is full. `scratch` must outlive the buffer
  /// and not be used while the buffer lives.
  init(scratch: UnsafeMutableBufferPointer<UInt8>) {
    if let start = scratch.baseAddress, scratch.count > 0 {
      base = start
      capacity = scratch.count
      ownsStorage = false
    } else {
      capacity = 32
      base = .allocate(capacity: capacity)
      ownsStorage = true
    }
  }

  deinit {
    if ownsStorage { base.deallocate() }
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if extra > capacity &- count { grow(toHold: count + extra) }
  }

  @inline(never)
  private mutating func grow(toHold needed: Int) {
    let newCapacity = Swift.max(needed, capacity &* 2)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    if ownsStorage { base.deallocate() }
    base = newBase
    capacity = newCapacity
    ownsStorage = true
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    (base + count).initialize(to: byte)
    count += 1
  }

  @inline(__always)
  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (base + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Appends a string's UTF-8 bytes.
  mutating func append(contentsOf text: some StringProtocol) {
    var text = String(text)
    text.withUTF8 { append(contentsOf: $0) }
  }

  subscript(index: Int) -> UInt8 {
    get {
      precondition(index >= 0 && index < count, "ByteBuffer index out of range")
      return base[index]
    }
    set {
      precondition(index >= 0 && index < count, "ByteBuffer index out of range")
      base[index] = newValue
    }
  }

  /// Drops the last `k` bytes.
  mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0 && k <= count, "ByteBuffer.removeLast out of range")
    count -= k
  }

  /// Truncates to `newCount` bytes.
  mutating func truncate(to newCount: Int) {
    precondition(newCount >= 0 && newCount <= count, "ByteBuffer.truncate out of range")
    count = newCount
  }

  /// Inserts two bytes at `index`, moving the rest right.
  mutating func insert(_ first: UInt8, _ second: UInt8, at index: Int) {
    precondition(index >= 0 && index <= count, "ByteBuffer.insert out of range")
    reserve(2)
    (base + index + 2).moveInitialize(from: base + index, count: count - index)
    base[index] = first
    base[index + 1] = second
    count += 2
  }

  /// Records that `byte` is being written percent-encoded.
  @inline(__always)
  mutating func noteEncoded(_ byte: UInt8) {
    if byte < 0x0E, ASCII.isTabOrNewline(byte) { encodedTabOrNewline = true }
  }

  /// Appends `bytes` with the bits of `mask` set in each one.
  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, settingBits mask: UInt8) {
    reserve(bytes.count)
    for (offset, byte) in bytes.enumerated() { (base + count + offset).initialize(to: byte | mask) }
    count += bytes.count
  }

  /// Lowercases the ASCII letters in `range`.
  mutating func lowercaseASCII(_ range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "ByteBuffer range out of bounds")
    for index in range { base[index] = ASCII.lowercased(base[index]) }
  }

  /// Calls `body` with the bytes written so far.
  func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// Whether the bytes in `range` equal `literal`.
  func bytes(_ range: Range<Int>, equal literal: StaticString) -> Bool {
    guard range.lowerBound >= 0, range.upperBound <= count else { return false }
    return literal.withUTF8Buffer {
      $0.elementsEqual(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }
  }

  /// The bytes as a String (they are UTF-8; invalid sequences would become U+FFFD).
  func makeString() -> String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }
}
