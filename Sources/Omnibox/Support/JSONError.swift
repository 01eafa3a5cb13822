/// Why a JSON text was refused, and where.
///
/// `offset` is the byte offset (into the UTF-8 input) where the problem was found.
///
///     try JSONValue(parsing: "[1,]")  // throws: "JSON: unexpected character ']' at byte 3"
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Hashable {
    /// The text ended inside a value (or was empty).
    case unexpectedEnd
    /// A byte that cannot start or continue a value here.
    case unexpectedCharacter(UInt8)
    /// A number that does not follow the JSON grammar (`01`, `1.`, `-`, `1e`).
    case invalidNumber
    /// A backslash escape other than `\" \\ \/ \b \f \n \r \t \uXXXX`.
    case invalidEscape
    /// A raw control character (U+0000–U+001F) inside a string.
    case controlCharacterInString
    /// The bytes are not well-formed UTF-8.
    case invalidUTF8
    /// Arrays and objects nest deeper than the parser's limit.
    case tooDeep(limit: Int)
    /// The same key appears twice in one object (ambiguous; refused rather than guessed).
    case duplicateKey(String)
    /// More than one value, or other text after the value.
    case trailingCharacters
    /// The input is longer than the parser's limit.
    case tooLong(limit: Int)
  }

  /// What went wrong.
  public let kind: Kind
  /// Byte offset of the problem in the UTF-8 input.
  public let offset: Int

  /// Makes an error of `kind` at byte `offset`.
  package init(_ kind: Kind, at offset: Int) {
    self.kind = kind
    self.offset = offset
  }

  /// A one-line explanation, e.g. `"JSON: duplicate key \"a\" at byte 9"`.
  public var description: String {
    let what: String
    switch kind {
    case .unexpectedEnd: what = "unexpected end of text"
    case .unexpectedCharacter(let byte): what = "unexpected character \(Self.show(byte))"
    case .invalidNumber: what = "invalid number"
    case .invalidEscape: what = "invalid escape sequence"
    case .controlCharacterInString: what = "control character in string"
    case .invalidUTF8: what = "invalid UTF-8"
    case .tooDeep(let limit): what = "nesting deeper than \(limit) levels"
    case .duplicateKey(let key): what = "duplicate key \"\(Self.clip(key))\""
    case .trailingCharacters: what = "text after the JSON value"
    case .tooLong(let limit): what = "input longer than \(limit) bytes"
    }
    return "JSON: \(what) at byte \(offset)"
  }

  private static func show(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'" + String(Unicode.Scalar(byte)) + "'" }
    let digits = Array("0123456789ABCDEF".utf8)
    return "0x" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
  }

  private static func clip(_ key: String) -> String {
    key.unicodeScalars.count <= 40 ? key : String(String.UnicodeScalarView(key.unicodeScalars.prefix(40))) + "…"
  }
}
