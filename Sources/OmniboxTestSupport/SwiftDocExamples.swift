import Foundation

/// A Swift example written in a `///` doc comment, as the library's sources write them: a code
/// block (indented four spaces, or fenced with ```` ```swift ````) whose lines may end in a
/// comment giving the value of the line's expression:
///
///     let psl = PublicSuffixList.embedded
///     psl.registrableDomain(of: "a.b.co.uk")  // "b.co.uk"
///     psl.registrableDomain(of: "com")        // nil (a suffix has no registrable domain)
///
/// A comment that starts with a Swift literal (a string, a number, `true`, `false`, `nil`, an
/// implicit member such as `.secure` or `.load("…")`, or an array of those) is what the line
/// must equal; anything after the literal is commentary. A comment that starts with `throws`
/// says the line throws. The comment may also stand alone on the line below the code. A comment
/// that starts with prose is commentary only: the line is compiled and run, not compared. A
/// statement may span lines (open brackets or a `"""` string carry it on).
public struct SwiftDocExample: Sendable, CustomStringConvertible {
  /// One line of the example's code.
  public struct Line: Sendable {
    /// The 1-based line in the source file.
    public let number: Int
    /// The code, without its trailing comment.
    public let code: String
    /// The Swift literal the code must equal, when its comment gives one.
    public var expected: String?
    /// Whether the comment says the code throws.
    public var throwsError = false
    /// Whether the line's value is compared or its throwing checked.
    public var isChecked: Bool { expected != nil || throwsError }
  }

  /// The file, relative to the package root.
  public let file: String
  /// The 1-based line where the example's code starts.
  public let line: Int
  /// The lines of code, in order.
  public let lines: [Line]

  public var description: String { "\(file):\(line)" }
  /// Whether the example reads a file of the machine it runs on (`contentsOfFile:`, a path
  /// under `/usr/`): such an example is compiled, not run.
  public var readsSystemFiles: Bool {
    lines.contains { $0.code.contains("contentsOfFile:") || $0.code.contains("\"/usr/") }
  }
  /// How many lines compare their value with a literal.
  public var checkedLines: Int { lines.filter(\.isChecked).count }
}

/// Reads the ``SwiftDocExample``s out of Swift sources and writes the test file that runs them.
public enum SwiftDocExamples {
  /// The examples in the doc comments of `source` (the text of `file`).
  public static func parse(_ source: String, file: String) -> [SwiftDocExample] {
    var examples: [SwiftDocExample] = []
    var block: [SwiftDocExample.Line] = []
    var blockStart = 0
    var inFence = false
    var inOtherFence = false
    var previousDocText: String?  // the previous `///` line's text, nil outside a doc comment
    var pending: (number: Int, text: String)?  // a statement that goes on to the next line

    func finishBlock() {
      pending = nil
      if !block.isEmpty { examples.append(SwiftDocExample(file: file, line: blockStart, lines: block)) }
      block = []
    }

    for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let trimmed = rawLine.drop { $0 == " " }
      guard trimmed.hasPrefix("///") else {
        finishBlock()
        inFence = false
        inOtherFence = false
        previousDocText = nil
        continue
      }
      var text = trimmed.dropFirst(3)
      if text.first == " " { text = text.dropFirst() }
      defer { previousDocText = String(text) }

      if text.hasPrefix("```") {
        if inFence || inOtherFence {
          finishBlock()
          inFence = false
          inOtherFence = false
        } else if text == "```" || text == "```swift" {
          inFence = true
          blockStart = number + 1
        } else {
          inOtherFence = true
        }
        continue
      }
      if inOtherFence { continue }

      let code: Substring
      if inFence {
        code = text
      } else if text.hasPrefix("    ") {
        // An indented block starts after a blank doc line (or continues one already open).
        guard !block.isEmpty || previousDocText?.allSatisfy({ $0 == " " }) == true else { continue }
        code = text.dropFirst(4)
      } else {
        if !text.allSatisfy({ $0 == " " }) { finishBlock() }
        continue
      }
      if pending == nil, block.isEmpty { blockStart = number }
      if var carried = pending {
        carried.text += "\n" + code
        pending = carried
      } else {
        pending = (number, String(code))
      }
      guard let statement = pending, !continues(statement.text) else { continue }
      pending = nil
      if let previous = block.last, !previous.isChecked, let result = standaloneResult(statement.text) {
        block[block.count - 1].expected = result.expected
        block[block.count - 1].throwsError = result.throwsError
      } else if let line = exampleLine(statement.text, number: statement.number) {
        block.append(line)
      }
    }
    finishBlock()
    return examples
  }

  /// Whether a statement goes on to the next line: a bracket or a `"""` string left open.
  static func continues(_ text: String) -> Bool {
    var depth = 0
    var inString = false
    var inMultiline = false
    var previous: Character = " "
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let c = characters[index]
      if c == "\"", index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"",
        !inString
      {
        inMultiline.toggle()
        index += 3
        continue
      }
      if !inMultiline {
        if c == "\"" && previous != "\\" {
          inString.toggle()
        } else if !inString {
          if c == "/" && previous == "/" { break }
          if "([{".contains(c) { depth += 1 }
          if ")]}".contains(c) { depth -= 1 }
        }
      }
      previous = c
      index += 1
    }
    return inMultiline || depth > 0
  }

  /// The result a line that is only a comment gives for the line above.
  static func standaloneResult(_ text: String) -> (expected: String?, throwsError: Bool)? {
    let trimmed = text.drop { $0 == " " }
    guard trimmed.hasPrefix("//") else { return nil }
    let comment = trimmed.dropFirst(2).drop { $0 == " " }
    if comment.hasPrefix("throws") { return (nil, true) }
    guard let literal = leadingLiteral(of: comment) else { return nil }
    return (literal, false)
  }

  /// Splits a line into its code and the literal its comment gives (if any).
  static func exampleLine(_ statement: String, number: Int) -> SwiftDocExample.Line? {
    // Only the statement's last line may carry the comment.
    let head = statement.lastIndex(of: "\n").map { String(statement[...$0]) } ?? ""
    let text = String(statement.dropFirst(head.count))
    guard let commentStart = trailingCommentStart(in: text) else {
      let code = (head + text).trimmingCharacters(in: .whitespaces)
      return code.isEmpty ? nil : SwiftDocExample.Line(number: number, code: code, expected: nil)
    }
    let code = (head + text[..<commentStart]).trimmingCharacters(in: .whitespaces)
    let comment = text[text.index(commentStart, offsetBy: 2)...].drop { $0 == " " }
    guard !code.isEmpty else { return nil }
    if comment.hasPrefix("throws") {
      return SwiftDocExample.Line(number: number, code: code, expected: nil, throwsError: true)
    }
    return SwiftDocExample.Line(number: number, code: code, expected: leadingLiteral(of: comment))
  }

  /// Where a `//` comment starts outside string literals, if it does.
  static func trailingCommentStart(in text: String) -> String.Index? {
    var inString = false
    var index = text.startIndex
    while index < text.endIndex {
      let c = text[index]
      if inString {
        if c == "\\" {
          index = text.index(after: index)
          if index == text.endIndex { break }
        } else if c == "\"" {
          inString = false
        }
      } else if c == "\"" {
        inString = true
      } else if c == "/", text[index...].hasPrefix("//") {
        return index
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The Swift literal at the start of `comment`, or nil when it starts with prose.
  static func leadingLiteral(of comment: Substring) -> String? {
    var scanner = LiteralScanner(text: comment)
    guard let end = scanner.scanValue() else { return nil }
    let rest = comment[end...]
    // The literal must end the comment or be followed by commentary, not glued to more text.
    guard rest.isEmpty || rest.first == " " || rest.first == "," || rest.first == ":" else { return nil }
    return String(comment[..<end])
  }

  /// The text of the test file that runs `examples`, one test per example.
  public static func testFile(for examples: [SwiftDocExample], generator: String) -> String {
    var out = """
      // Generated by \(generator) from the `///` examples in Sources/Omnibox: do not edit.
      // \(examples.count) examples (\(examples.filter(\.readsSystemFiles).count) compiled, not run: they read system files), \(examples.reduce(0) { $0 + $1.checkedLines }) lines compared with the value their comment gives.
      // swift-format-ignore-file

      import Testing
      @testable import Omnibox

      /// Evaluates an example line whose comment gives no value (it may return `Void`).
      private func evaluated<T>(_ value: T) {}

      @Suite struct DocCommentExampleTests {

      """
    for example in examples {
      let name = testName(for: example)
      out += "  /// \(example.file):\(example.line)\n"
      if example.readsSystemFiles {
        out += "  /// Compiled, not run: it reads a file this machine may not have.\n"
        out += "  func \(name)() throws {\n"
      } else {
        out += "  @Test func \(name)() throws {\n"
      }
      for line in example.lines {
        out += "    " + statement(for: line).replacingOccurrences(of: "\n", with: "\n    ") + "\n"
      }
      // A name the example declares and does not use again is still no warning.
      for name in example.lines.compactMap({ declaredName($0.code) }) {
        out += "    _ = \(name)\n"
      }
      out += "  }\n\n"
    }
    out += "}\n"
    return out
  }

  static func statement(for line: SwiftDocExample.Line) -> String {
    if line.throwsError {
      let call = line.code.hasPrefix("try ") ? line.code : "try " + line.code
      return "#expect(throws: (any Error).self, \"line \(line.number)\") { _ = \(call) }"
    }
    if let expected = line.expected {
      // A declaration's comment gives the value it declares.
      if let name = declaredName(line.code) {
        return line.code + "\n#expect((\(name)) == \(expected), \"line \(line.number)\")"
      }
      return "#expect((\(line.code)) == \(expected), \"line \(line.number)\")"
    }
    if isStatement(line.code) { return line.code }
    return "evaluated(\(line.code))"
  }

  /// The name a `let`/`var` declaration of one name declares.
  static func declaredName(_ code: String) -> String? {
    for keyword in ["let ", "var "] where code.hasPrefix(keyword) {
      let name = code.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return name.isEmpty ? nil : String(name)
    }
    return nil
  }

  /// Whether the code is a declaration, an assignment or a control statement (anything else is
  /// an expression, whose value ``testFile(for:generator:)`` hands to `evaluated`).
  static func isStatement(_ code: String) -> Bool {
    if code.hasPrefix("let ") || code.hasPrefix("var ") || code.hasPrefix("try ") && code.contains(" = ") {
      return true
    }
    if code.hasPrefix("func ") || code.hasPrefix("for ") || code.hasPrefix("if ") || code.hasPrefix("}")
      || code.hasSuffix("{")
    {
      return true
    }
    var inString = false
    var previous: Character = " "
    for (offset, c) in code.enumerated() {
      if c == "\"" && previous != "\\" { inString.toggle() }
      if !inString && c == "=" {
        let next = code.dropFirst(offset + 1).first
        if previous != "=" && previous != "!" && previous != "<" && previous != ">" && next != "=" { return true }
      }
      previous = c
    }
    return false
  }

  static func testName(for example: SwiftDocExample) -> String {
    let base = (example.file as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
    let identifier = base.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    return "\(identifier)_line\(example.line)"
  }
}

/// Scans one Swift literal: a string, number, `true`/`false`/`nil`, implicit member (with a
/// parenthesised argument list), or an array of those.
private struct LiteralScanner {
  let text: Substring
  var index: Substring.Index

  init(text: Substring) {
    self.text = text
    index = text.startIndex
  }

  var current: Character? { index < text.endIndex ? text[index] : nil }
  mutating func advance() { index = text.index(after: index) }
  mutating func skipSpaces() { while current == " " { advance() } }

  mutating func scanValue() -> Substring.Index? {
    switch current {
    case "\""?: return scanString()
    case "#"?: return scanRawString()
    case "["?: return scanArray()
    case "."?: return scanMember()
    case "-"?:
      advance()
      return scanNumber()
    case let c? where c.isNumber: return scanNumber()
    default:
      for word in ["true", "false", "nil"] where text[index...].hasPrefix(word) {
        let end = text.index(index, offsetBy: word.count)
        if end == text.endIndex || !(text[end].isLetter || text[end].isNumber) {
          index = end
          return end
        }
      }
      return nil
    }
  }

  mutating func scanString() -> Substring.Index? {
    advance()
    while let c = current {
      advance()
      if c == "\\" {
        guard current != nil else { return nil }
        advance()
      } else if c == "\"" {
        return index
      }
    }
    return nil
  }

  mutating func scanRawString() -> Substring.Index? {
    guard text[index...].hasPrefix("#\"") else { return nil }
    advance()
    advance()
    while let c = current {
      advance()
      if c == "\"" && current == "#" {
        advance()
        return index
      }
    }
    return nil
  }

  mutating func scanNumber() -> Substring.Index? {
    let start = index
    while let c = current, c.isNumber || c == "_" { advance() }
    guard index > start else { return nil }
    if current == ".", text.index(after: index) < text.endIndex, text[text.index(after: index)].isNumber {
      advance()
      while let c = current, c.isNumber || c == "_" { advance() }
    }
    // `127.0.0.1` is no number.
    if current == "." { return nil }
    return index
  }

  mutating func scanMember() -> Substring.Index? {
    advance()
    let start = index
    while let c = current, c.isLetter || c.isNumber || c == "_" { advance() }
    guard index > start else { return nil }
    if current == "(" { return scanArguments() }
    return index
  }

  /// A parenthesised list of literals, optionally labelled (`of: "apple.com"`).
  mutating func scanArguments() -> Substring.Index? {
    advance()
    skipSpaces()
    if current == ")" {
      advance()
      return index
    }
    while true {
      skipSpaces()
      let save = index
      while let c = current, c.isLetter || c.isNumber || c == "_" { advance() }
      if current == ":" {
        advance()
        skipSpaces()
      } else {
        index = save
      }
      guard scanValue() != nil else { return nil }
      skipSpaces()
      if current == "," {
        advance()
        continue
      }
      guard current == ")" else { return nil }
      advance()
      return index
    }
  }

  mutating func scanArray() -> Substring.Index? {
    advance()
    skipSpaces()
    if current == "]" {
      advance()
      return index
    }
    while true {
      skipSpaces()
      guard scanValue() != nil else { return nil }
      skipSpaces()
      if current == "," {
        advance()
        continue
      }
      guard current == "]" else { return nil }
      advance()
      return index
    }
  }
}
