import Omnibox

/// Writes one JSON object as UTF-8 bytes, keys in the order they are set, on a single line
/// (JSON Lines), strings escaped by ``JSONValue/appendString(_:to:)``. Each member is serialized
/// the moment it is set, straight into the byte buffer the object is written to (see
/// ``append(to:_:)``), so no intermediate record is built.
///
///     var j = JSONLine(); j["input"] = "a\"b"; j["ok"] = true
///     j.text  // {"input":"a\"b","ok":true}
///
/// The subscripts only set: reading one gives `nil` (or `false`), never a member's value.
struct JSONLine {
  /// The bytes written so far: whatever came before the object, then `{` and its members.
  private(set) var bytes: [UInt8]
  private var isEmpty = true

  /// A new object on its own.
  init() {
    bytes = [UInt8(ascii: "{")]
  }

  /// Writes one object (and nothing else) at the end of `buffer`, in place: the buffer is
  /// swapped into the object and back, never copied, so a stream of objects grows it only as
  /// an array grows (amortized doubling). `OutputBufferGrowthTests` counts its reallocations.
  static func append(to buffer: inout [UInt8], _ fill: (inout JSONLine) -> Void) {
    var object = JSONLine(bytes: [])
    swap(&object.bytes, &buffer)
    object.bytes.append(UInt8(ascii: "{"))
    fill(&object)
    object.bytes.append(UInt8(ascii: "}"))
    swap(&object.bytes, &buffer)
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Adds a string member; `nil` omits the key.
  subscript(name: String) -> String? {
    get { nil }
    set {
      if let newValue {
        key(name)
        JSONValue.appendString(newValue, to: &bytes)
      }
    }
  }

  /// Adds a boolean member.
  subscript(name: String) -> Bool {
    get { false }
    set {
      key(name)
      bytes.append(contentsOf: newValue ? Self.trueBytes : Self.falseBytes)
    }
  }

  /// Adds an integer member; `nil` omits the key.
  subscript(name: String) -> Int? {
    get { nil }
    set {
      if let newValue {
        key(name)
        bytes.append(contentsOf: String(newValue).utf8)
      }
    }
  }

  /// Adds a string array member; `nil` omits the key.
  subscript(name: String) -> [String]? {
    get { nil }
    set {
      guard let newValue else { return }
      key(name)
      bytes.append(UInt8(ascii: "["))
      for (index, item) in newValue.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        JSONValue.appendString(item, to: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    }
  }

  /// Adds an array of objects, one per element of `items`, each set by `fill` in place.
  mutating func setObjects<Items: Sequence>(
    _ name: String, _ items: Items, _ fill: (inout JSONLine, Items.Element) -> Void
  ) {
    key(name)
    bytes.append(UInt8(ascii: "["))
    var isFirst = true
    for item in items {
      if !isFirst { bytes.append(UInt8(ascii: ",")) }
      isFirst = false
      Self.append(to: &bytes) { fill(&$0, item) }
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Adds an explicit `null` member.
  mutating func setNull(_ name: String) {
    key(name)
    bytes.append(contentsOf: Self.nullBytes)
  }

  /// The finished object as text.
  var text: String { String(decoding: bytes + [UInt8(ascii: "}")], as: UTF8.self) }

  private static var trueBytes: [UInt8] { Array("true".utf8) }
  private static var falseBytes: [UInt8] { Array("false".utf8) }
  private static var nullBytes: [UInt8] { Array("null".utf8) }

  private mutating func key(_ name: String) {
    if !isEmpty { bytes.append(UInt8(ascii: ",")) }
    isEmpty = false
    JSONValue.appendString(name, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
  }
}
