extension Fixture {
  /// Bytes a fixture row spells out: the UTF-8 of `text` when present, otherwise `hex` read as two
  /// hex digits a byte (for bytes a JSON string cannot hold, such as ill-formed UTF-8). A pair that
  /// is not hex reads as 0; an odd last digit is ignored.
  ///
  ///     Fixture.bytes(text: nil, hex: "C328")  // [0xC3, 0x28]
  public static func bytes(text: String?, hex: String?) -> [UInt8] {
    if let text { return Array(text.utf8) }
    var out: [UInt8] = []
    var chars = Array((hex ?? "").utf8)[...]
    while chars.count >= 2 {
      out.append(UInt8(String(decoding: chars.prefix(2), as: UTF8.self), radix: 16) ?? 0)
      chars = chars.dropFirst(2)
    }
    return out
  }
}
