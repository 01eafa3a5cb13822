import Foundation

/// A command-line example written in a Markdown file, as the README and the DocC articles write
/// them inside a ```` ```sh ```` block:
///
///     omnibox resolve 'swift webview'      # https://www.google.com/search?q=swift+webview
///     omnibox resolve localhost:8080 '?rust'
///     # http://localhost:8080/
///     # https://www.google.com/search?q=rust
///
/// The text after `#` on the command's line, then every line right below that is only a `#`
/// comment (indented or not), is the output the command prints, one line each (a bare `#` is an
/// empty line). A test runs the command and compares.
public struct DocumentedExample: Sendable, CustomStringConvertible {
  /// The file, relative to the package root, e.g. `README.md`.
  public let file: String
  /// The 1-based line of the command.
  public let line: Int
  /// The command as written, without its comment.
  public let command: String
  /// The words after `omnibox`, unquoted as a POSIX shell would.
  public let arguments: [String]
  /// The lines it must print on standard output.
  public let output: [String]

  public var description: String { "\(file):\(line): \(command)" }
}

/// Finds the ``DocumentedExample``s of Markdown text, and the lines that look like examples
/// but cannot be checked (no output shown, shell syntax beyond plain words and quotes).
public enum DocumentedExamples {
  /// A line that looks like an example but cannot be run as written.
  public struct Problem: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let reason: String
    public var description: String { "\(file):\(line): \(reason)" }
  }

  /// The examples in `markdown` (the text of `file`) and the problems found.
  public static func parse(_ markdown: String, file: String) -> (examples: [DocumentedExample], problems: [Problem]) {
    var examples: [DocumentedExample] = []
    var problems: [Problem] = []
    var inShellBlock = false
    var inOtherBlock = false
    var pending: (line: Int, command: String, arguments: [String], output: [String])?

    func finishPending() {
      guard let p = pending else { return }
      pending = nil
      if p.output.isEmpty {
        problems.append(Problem(file: file, line: p.line, reason: "`\(p.command)`: no output shown (add `# <output>`)"))
      } else {
        examples.append(
          DocumentedExample(file: file, line: p.line, command: p.command, arguments: p.arguments, output: p.output))
      }
    }

    for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let text = String(rawLine)
      let trimmed = text.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("```") {
        finishPending()
        if inShellBlock || inOtherBlock {
          inShellBlock = false
          inOtherBlock = false
        } else {
          let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
          inShellBlock = ["sh", "shell", "bash"].contains(language)
          inOtherBlock = !inShellBlock
        }
        continue
      }
      guard inShellBlock else { continue }
      if pending != nil, let comment = outputComment(trimmed) {
        pending?.output.append(comment)
        continue
      }
      finishPending()
      guard text.hasPrefix("omnibox ") || text == "omnibox" else { continue }
      do {
        let (words, comment) = try ShellWords.split(text)
        let command = text[..<(commentStart(in: text) ?? text.endIndex)]
        pending = (
          number, command.trimmingCharacters(in: .whitespaces), Array(words.dropFirst()), comment.map { [$0] } ?? []
        )
      } catch {
        problems.append(Problem(file: file, line: number, reason: "`\(text)`: \(error)"))
      }
    }
    finishPending()
    return (examples, problems)
  }

  /// The lines of every fenced block that is not a shell block (`text`, none), e.g. a synopsis.
  public static func plainBlockLines(_ markdown: String) -> [(line: Int, text: String)] {
    var result: [(Int, String)] = []
    var state: (inBlock: Bool, isShell: Bool) = (false, false)
    for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = rawLine.drop { $0 == " " }
      if trimmed.hasPrefix("```") {
        if state.inBlock {
          state = (false, false)
        } else {
          let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
          state = (true, ["sh", "shell", "bash", "swift"].contains(language))
        }
        continue
      }
      if state.inBlock && !state.isShell { result.append((index + 1, String(rawLine))) }
    }
    return result
  }

  /// `# text` → "text", `#` → "" (an empty output line); `nil` when the line is not a comment.
  static func outputComment(_ line: Substring) -> String? {
    guard line.first == "#" else { return nil }
    let rest = line.dropFirst()
    if rest.isEmpty { return "" }
    guard rest.first == " " else { return nil }
    return String(rest.dropFirst())
  }

  /// Where the comment of a command line starts: the first `#` that begins a word outside quotes.
  static func commentStart(in line: String) -> String.Index? {
    var quote: Character?
    var previous: Character = " "
    for i in line.indices {
      let c = line[i]
      if let q = quote {
        if c == q { quote = nil }
      } else if c == "'" || c == "\"" {
        quote = c
      } else if c == "#", previous == " " || previous == "\t" {
        return i
      }
      previous = c
    }
    return nil
  }
}

/// Splits a command line into words the way a POSIX shell would, for the plain subset examples
/// use: unquoted words, `'single quotes'`, `"double quotes"` (with `\"`, `\\`, `\$`, `` \` ``),
/// and a trailing `# comment`. Anything else is refused, so that an example never means one
/// thing to the test and another to a shell: `$`, backquotes, `|`, `<`, `>`, `;`, `&`, `*`, `?`
/// and `[` outside quotes, and a `!` outside single quotes, which interactive bash would treat as
/// history expansion (`"!w Ada"` fails when pasted; `'!w Ada'` does not).
///
///     try ShellWords.split(#"omnibox resolve 'a b' "c\"d"  # out"#)   // (["omnibox", "resolve", "a b", "c\"d"], "out")
public enum ShellWords {
  public struct Refusal: Error, CustomStringConvertible, Sendable {
    public let reason: String
    public var description: String { reason }
  }

  /// The words, and the comment's text after `# ` (`nil` without a comment).
  public static func split(_ line: String) throws(Refusal) -> (words: [String], comment: String?) {
    var words: [String] = []
    var word = ""
    var inWord = false
    var scalars = Array(line)[...]
    while let c = scalars.popFirst() {
      switch c {
      case " ", "\t":
        if inWord {
          words.append(word)
          word = ""
          inWord = false
        }
      case "#" where !inWord:
        let text = String(scalars)
        return (words, text.hasPrefix(" ") ? String(text.dropFirst()) : text)
      case "'":
        inWord = true
        guard let close = scalars.firstIndex(of: "'") else { throw Refusal(reason: "unclosed single quote") }
        word += scalars[..<close]
        scalars = scalars[(close + 1)...]
      case "\"":
        inWord = true
        while true {
          guard let d = scalars.popFirst() else { throw Refusal(reason: "unclosed double quote") }
          if d == "\"" { break }
          if d == "\\", let next = scalars.first, "\"\\$`".contains(next) {
            word.append(next)
            scalars = scalars.dropFirst()
          } else if d == "$" || d == "`" {
            throw Refusal(reason: "`\(d)` inside double quotes: the shell would expand it")
          } else if d == "!", let next = scalars.first, next != " ", next != "\"", next != "=" {
            throw Refusal(
              reason: "`!\(next)` inside double quotes: interactive bash expands it (history); use single quotes")
          } else {
            word.append(d)
          }
        }
      case "\\":
        guard let next = scalars.popFirst() else { throw Refusal(reason: "trailing backslash") }
        inWord = true
        word.append(next)
      case "!":
        throw Refusal(reason: "unquoted `!`: interactive bash expands it (history); use single quotes")
      case "$", "`", "|", "<", ">", ";", "&", "*", "?", "[", "(", ")", "{", "}", "~":
        throw Refusal(reason: "unquoted `\(c)`: shell syntax the example test does not run")
      default:
        inWord = true
        word.append(c)
      }
    }
    if inWord { words.append(word) }
    return (words, nil)
  }
}
