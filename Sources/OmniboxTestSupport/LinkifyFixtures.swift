import Foundation

/// One case of linkify-it's `links.txt` or `not_links.txt` (`Fixtures/linkify/`, MIT): a line
/// of text and the link linkify-it finds first in it, or none.
public struct LinkifyCase: Sendable, Hashable, CustomStringConvertible {
  /// `links.txt` or `not_links.txt`.
  public let file: String
  /// The 1-based line number of the input in the file.
  public let line: Int
  /// The text.
  public let input: String
  /// The first link linkify-it finds, as written; `nil` for `not_links.txt`.
  public let expected: String?

  public var description: String { "\(file):\(line)" }
}

/// A case we knowingly answer differently from linkify-it, and why
/// (`Fixtures/linkify/divergences.json`, ours).
public struct LinkifyDivergence: Decodable, Sendable, Hashable {
  public let file: String
  public let line: Int
  public let input: String
  public let reason: String
}

/// Reads linkify-it's fixture format.
public enum LinkifyFixtures {
  /// Both files' cases, `links.txt` first.
  public static func load() throws -> [LinkifyCase] {
    try cases(in: Fixture.text("linkify/links.txt"), file: "links.txt", hasExpectations: true)
      + cases(in: Fixture.text("linkify/not_links.txt"), file: "not_links.txt", hasExpectations: false)
  }

  /// The divergence list.
  public static func divergences() throws -> [LinkifyDivergence] {
    try Fixture.decode("linkify/divergences.json", as: [LinkifyDivergence].self)
  }

  /// The cases of one file, read as linkify-it's own tests read them: a line that starts with
  /// `%` is a comment (and counts as empty); trailing white space is dropped; `% …` after an
  /// input is part of the input. In `links.txt` a non-empty line followed by another non-empty
  /// line is an input with its expected link on the next line, otherwise the input is its own
  /// expected link. In `not_links.txt` every non-empty line is an input (the Python port's
  /// helper pairs consecutive lines there too, which would test only 21 of its 38 lines).
  static func cases(in text: String, file: String, hasExpectations: Bool) -> [LinkifyCase] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      var s = String(line)
      while let last = s.unicodeScalars.last, last.properties.isWhitespace { s.unicodeScalars.removeLast() }
      return s.hasPrefix("%") ? "" : s
    }
    var cases: [LinkifyCase] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      defer { index += 1 }
      guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
      let next = index + 1 < lines.count ? lines[index + 1] : ""
      if hasExpectations, !next.trimmingCharacters(in: .whitespaces).isEmpty {
        cases.append(LinkifyCase(file: file, line: index + 1, input: line, expected: hasExpectations ? next : nil))
        index += 1
      } else {
        cases.append(LinkifyCase(file: file, line: index + 1, input: line, expected: hasExpectations ? line : nil))
      }
    }
    return cases
  }
}
