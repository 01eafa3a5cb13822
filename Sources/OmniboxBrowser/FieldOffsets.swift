/// Offsets into the field's text: the address bar counts UTF-16 code units, GTK's editables
/// count characters (Unicode scalars). `"é😀x"`: UTF-16 offset 3 is character offset 2.
enum FieldOffsets {
  /// The character offset for UTF-16 offset `utf16` (clamped to the text; an offset inside a
  /// surrogate pair rounds up to the character's end).
  static func characters(_ utf16: Int, in text: String) -> Int {
    var units = 0
    var characters = 0
    for scalar in text.unicodeScalars {
      guard units < utf16 else { break }
      units += scalar.utf16.count
      characters += 1
    }
    return characters
  }

  /// The UTF-16 offset for character offset `characters` (clamped to the text).
  static func utf16(_ characters: Int, in text: String) -> Int {
    text.unicodeScalars.prefix(max(characters, 0)).reduce(0) { $0 + $1.utf16.count }
  }
}
