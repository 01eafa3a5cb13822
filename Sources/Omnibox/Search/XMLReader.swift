// XMLReader: the small, safe subset of XML 1.0 that OpenSearch description documents use.
//
// Reads elements, attributes, text, CDATA sections and character references, and skips the XML
// declaration, processing instructions, comments and a DOCTYPE. It never expands entities other
// than the five predefined ones (no DTD processing, so no "billion laughs", no external fetches),
// keeps open elements on an explicit stack (bounded depth, no recursion) and visits each byte a
// constant number of times (linear time). Namespaces are not resolved: elements are matched by
// local name (`os:Url` → `Url`), which is how browsers read these documents in practice.

/// One element of a parsed document: its name, attributes, child elements and direct text.
struct XMLReaderElement: Sendable, Hashable {
  /// The qualified name as written, e.g. `"os:Url"`.
  var name: String
  /// Attributes in document order (values with references decoded).
  var attributes: [(name: String, value: String)] = []
  /// Child elements in document order.
  var children: [XMLReaderElement] = []
  /// The element's own text (not its children's), CDATA included, references decoded.
  var text: String = ""

  /// The name without a namespace prefix.
  var localName: Substring {
    if let colon = name.lastIndex(of: ":") { return name[name.index(after: colon)...] }
    return name[...]
  }

  /// The value of the attribute whose local name is `name`.
  func attribute(_ name: String) -> String? {
    for a in attributes {
      let local = a.name.lastIndex(of: ":").map { a.name[a.name.index(after: $0)...] } ?? a.name[...]
      if local == name { return a.value }
    }
    return nil
  }

  /// Child elements whose local name is `name`.
  func children(named name: String) -> [XMLReaderElement] {
    children.filter { $0.localName == name }
  }

  static func == (lhs: XMLReaderElement, rhs: XMLReaderElement) -> Bool {
    lhs.name == rhs.name && lhs.text == rhs.text && lhs.children == rhs.children
      && lhs.attributes.elementsEqual(rhs.attributes, by: { $0.name == $1.name && $0.value == $1.value })
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(text)
    hasher.combine(children)
    for a in attributes {
      hasher.combine(a.name)
      hasher.combine(a.value)
    }
  }
}

/// Why an XML document was refused, with the byte offset.
struct XMLError: Error, Sendable, Hashable, CustomStringConvertible {
  enum Kind: Sendable, Hashable {
    case unexpectedEnd
    case unexpectedCharacter(UInt8)
    case mismatchedEndTag(expected: String, found: String)
    case unknownEntity(String)
    case invalidCharacterReference
    case duplicateAttribute(String)
    case tooDeep(limit: Int)
    case tooLong(limit: Int)
    case invalidUTF8
    case noRootElement
    case contentOutsideRoot
  }

  let kind: Kind
  let offset: Int

  init(_ kind: Kind, at offset: Int) {
    self.kind = kind
    self.offset = offset
  }

  var description: String {
    let what: String
    switch kind {
    case .unexpectedEnd: what = "unexpected end of document"
    case .unexpectedCharacter(let b):
      what =
        b >= 0x21 && b < 0x7F
        ? "unexpected character '\(Character(Unicode.Scalar(b)))'"
        : "unexpected byte 0x\(String(b, radix: 16, uppercase: true))"
    case .mismatchedEndTag(let expected, let found): what = "end tag </\(found)> does not close <\(expected)>"
    case .unknownEntity(let name): what = "unknown entity &\(name); (only the five predefined entities are read)"
    case .invalidCharacterReference: what = "invalid character reference"
    case .duplicateAttribute(let name): what = "duplicate attribute '\(name)'"
    case .tooDeep(let limit): what = "elements nested deeper than \(limit)"
    case .tooLong(let limit): what = "document longer than \(limit) bytes"
    case .invalidUTF8: what = "invalid UTF-8"
    case .noRootElement: what = "no root element"
    case .contentOutsideRoot: what = "content outside the root element"
    }
    return "XML: \(what) at byte \(offset)"
  }
}

/// Parses a document into its root ``XMLReaderElement``.
struct XMLReader {
  var maximumDepth = 64
  var maximumLength = 1 << 20

  func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(XMLError) -> XMLReaderElement {
    try bytes.withContiguousBytes { run($0) }.get()
  }

  private func run(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<XMLReaderElement, XMLError> {
    guard buffer.count <= maximumLength else {
      return .failure(XMLError(.tooLong(limit: maximumLength), at: maximumLength))
    }
    if let bad = UTF8Validation.firstInvalidOffset(in: buffer) { return .failure(XMLError(.invalidUTF8, at: bad)) }
    var scanner = XMLScanner(bytes: buffer, maximumDepth: maximumDepth)
    do { return .success(try scanner.document()) } catch { return .failure(error) }
  }
}

private struct XMLScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  var position = 0

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  mutating func document() throws(XMLError) -> XMLReaderElement {
    position = UTF8ByteOrderMark.length(atStartOf: bytes)
    var open: [XMLReaderElement] = []
    var root: XMLReaderElement?
    var text: [UInt8] = []

    func flushText(into open: inout [XMLReaderElement]) {
      guard !text.isEmpty, !open.isEmpty else { return }
      open[open.count - 1].text += String(decoding: text, as: UTF8.self)
      text.removeAll(keepingCapacity: true)
    }

    while position < bytes.count {
      let b = bytes[position]
      if b != UInt8(ascii: "<") {
        if b == UInt8(ascii: "&") {
          guard !open.isEmpty else { throw XMLError(.contentOutsideRoot, at: position) }
          try reference(into: &text)
        } else {
          if open.isEmpty && !ASCII.isSpaceTabOrNewline(b) { throw XMLError(.contentOutsideRoot, at: position) }
          if !open.isEmpty { text.append(b) }
          position += 1
        }
        continue
      }
      // Markup.
      if hasPrefix("<?") {
        try skip(past: "?>")
      } else if hasPrefix("<!--") {
        position += 4
        try skip(past: "-->")
      } else if hasPrefix("<![CDATA[") {
        guard !open.isEmpty else { throw XMLError(.contentOutsideRoot, at: position) }
        position += 9
        let start = position
        try skip(past: "]]>")
        text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<(position - 3)]))
      } else if hasPrefix("<!DOCTYPE") {
        guard open.isEmpty && root == nil else {
          throw XMLError(.unexpectedCharacter(UInt8(ascii: "!")), at: position + 1)
        }
        try skipDoctype()
      } else if hasPrefix("</") {
        let tagStart = position
        position += 2
        let name = try readName()
        skipSpaces()
        try expect(UInt8(ascii: ">"))
        guard var element = open.popLast() else { throw XMLError(.contentOutsideRoot, at: tagStart) }
        if !text.isEmpty {
          element.text += String(decoding: text, as: UTF8.self)
          text.removeAll(keepingCapacity: true)
        }
        guard element.name == name else {
          throw XMLError(.mismatchedEndTag(expected: element.name, found: name), at: tagStart)
        }
        if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
      } else {
        guard root == nil else { throw XMLError(.contentOutsideRoot, at: position) }
        guard open.count < maximumDepth else { throw XMLError(.tooDeep(limit: maximumDepth), at: position) }
        flushText(into: &open)
        position += 1
        var element = XMLReaderElement(name: try readName())
        var selfClosing = false
        while true {
          let hadSpace = skipSpaces()
          guard position < bytes.count else { throw XMLError(.unexpectedEnd, at: position) }
          if bytes[position] == UInt8(ascii: ">") {
            position += 1
            break
          }
          if bytes[position] == UInt8(ascii: "/") {
            position += 1
            try expect(UInt8(ascii: ">"))
            selfClosing = true
            break
          }
          guard hadSpace else { throw XMLError(.unexpectedCharacter(bytes[position]), at: position) }
          let nameOffset = position
          let attributeName = try readName()
          skipSpaces()
          try expect(UInt8(ascii: "="))
          skipSpaces()
          let value = try attributeValue()
          if element.attributes.contains(where: { $0.name == attributeName }) {
            throw XMLError(.duplicateAttribute(attributeName), at: nameOffset)
          }
          element.attributes.append((attributeName, value))
        }
        if selfClosing {
          if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
        } else {
          open.append(element)
        }
      }
    }
    guard open.isEmpty else { throw XMLError(.unexpectedEnd, at: position) }
    guard let root else { throw XMLError(.noRootElement, at: position) }
    return root
  }

  // MARK: Pieces

  private func hasPrefix(_ s: StaticString) -> Bool {
    let n = s.utf8CodeUnitCount
    guard position + n <= bytes.count else { return false }
    for k in 0..<n where bytes[position + k] != s.utf8Start[k] { return false }
    return true
  }

  /// Moves past the next occurrence of `terminator`.
  private mutating func skip(past terminator: StaticString) throws(XMLError) {
    while position < bytes.count {
      if hasPrefix(terminator) {
        position += terminator.utf8CodeUnitCount
        return
      }
      position += 1
    }
    throw XMLError(.unexpectedEnd, at: position)
  }

  /// Skips `<!DOCTYPE …>`, including an internal subset in `[ … ]` (its declarations are ignored).
  private mutating func skipDoctype() throws(XMLError) {
    var inSubset = false
    var quote: UInt8? = nil
    while position < bytes.count {
      let b = bytes[position]
      position += 1
      if let q = quote {
        if b == q { quote = nil }
      } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
        quote = b
      } else if b == UInt8(ascii: "[") {
        inSubset = true
      } else if b == UInt8(ascii: "]") {
        inSubset = false
      } else if b == UInt8(ascii: ">") && !inSubset {
        return
      }
    }
    throw XMLError(.unexpectedEnd, at: position)
  }

  @discardableResult
  private mutating func skipSpaces() -> Bool {
    let start = position
    while position < bytes.count && ASCII.isSpaceTabOrNewline(bytes[position]) { position += 1 }
    return position > start
  }

  private mutating func expect(_ byte: UInt8) throws(XMLError) {
    guard position < bytes.count else { throw XMLError(.unexpectedEnd, at: position) }
    guard bytes[position] == byte else { throw XMLError(.unexpectedCharacter(bytes[position]), at: position) }
    position += 1
  }

  /// A name: a run of bytes other than white space and `/ > = < " ' ! ? &`.
  private mutating func readName() throws(XMLError) -> String {
    let start = position
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"),
        UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'"),
        UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "&"):
        guard position > start else { throw XMLError(.unexpectedCharacter(bytes[position]), at: position) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
      default:
        position += 1
      }
    }
    throw XMLError(.unexpectedEnd, at: position)
  }

  /// A quoted attribute value with references decoded and white space characters normalized
  /// to spaces (XML 1.0 §3.3.3).
  private mutating func attributeValue() throws(XMLError) -> String {
    guard position < bytes.count else { throw XMLError(.unexpectedEnd, at: position) }
    let quote = bytes[position]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw XMLError(.unexpectedCharacter(quote), at: position)
    }
    position += 1
    var value: [UInt8] = []
    while position < bytes.count {
      let b = bytes[position]
      switch b {
      case quote:
        position += 1
        return String(decoding: value, as: UTF8.self)
      case UInt8(ascii: "<"):
        throw XMLError(.unexpectedCharacter(b), at: position)
      case UInt8(ascii: "&"):
        try reference(into: &value)
      case 0x09, 0x0A, 0x0D:
        value.append(UInt8(ascii: " "))
        position += 1
      default:
        value.append(b)
        position += 1
      }
    }
    throw XMLError(.unexpectedEnd, at: position)
  }

  /// Decodes `&name;`, `&#NN;` or `&#xHH;` at `position` and appends its UTF-8.
  private mutating func reference(into out: inout [UInt8]) throws(XMLError) {
    let start = position
    position += 1
    let nameStart = position
    while position < bytes.count && bytes[position] != UInt8(ascii: ";") {
      if position - nameStart > 32 {
        throw XMLError(
          .unknownEntity(String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<position]), as: UTF8.self)),
          at: start)
      }
      position += 1
    }
    guard position < bytes.count else { throw XMLError(.unexpectedEnd, at: position) }
    let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<position])
    position += 1  // ';'
    if name.first == UInt8(ascii: "#") {
      var value: UInt32 = 0
      var digits = name.dropFirst()
      let hex = digits.first == UInt8(ascii: "x")
      if hex { digits = digits.dropFirst() }
      guard !digits.isEmpty else { throw XMLError(.invalidCharacterReference, at: start) }
      for d in digits {
        let v: UInt8?
        if hex { v = ASCII.hexValue(d) } else { v = ASCII.isDigit(d) ? d - 0x30 : nil }
        guard let v else { throw XMLError(.invalidCharacterReference, at: start) }
        value = value &* (hex ? 16 : 10) &+ UInt32(v)
        guard value <= 0x10FFFF else { throw XMLError(.invalidCharacterReference, at: start) }
      }
      // XML's Char production: no NUL, no C0 other than tab/LF/CR, no surrogates, no U+FFFE/FFFF.
      let allowed =
        value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value <= 0xD7FF)
        || (value >= 0xE000 && value <= 0xFFFD) || (value >= 0x10000 && value <= 0x10FFFF)
      guard allowed, let scalar = Unicode.Scalar(value) else { throw XMLError(.invalidCharacterReference, at: start) }
      UTF8.encode(scalar) { out.append($0) }
      return
    }
    switch String(decoding: name, as: UTF8.self) {
    case "lt": out.append(UInt8(ascii: "<"))
    case "gt": out.append(UInt8(ascii: ">"))
    case "amp": out.append(UInt8(ascii: "&"))
    case "quot": out.append(UInt8(ascii: "\""))
    case "apos": out.append(UInt8(ascii: "'"))
    case let other: throw XMLError(.unknownEntity(other), at: start)
    }
  }
}
