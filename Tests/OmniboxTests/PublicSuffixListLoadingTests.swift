import Foundation
import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Loading a list at run time: from text and from files, and typed errors for bad lists.
@Suite struct PublicSuffixListLoadingTests {
  static let small = """
    // A list in the real file's shape.
    // ===BEGIN ICANN DOMAINS===
    com
    uk
    co.uk
    *.ck
    !www.ck
    公司.cn
    XN--FIQS8S
    // ===END ICANN DOMAINS===

    // ===BEGIN PRIVATE DOMAINS===
    github.io   trailing words after white space are ignored
    \tblogspot.com
    // ===END PRIVATE DOMAINS===
    """

  @Test func parsesAListFromText() throws {
    let list = try PublicSuffixList(parsing: Self.small)
    #expect(list.publicSuffix(of: "a.b.co.uk") == PublicSuffixMatch(suffix: "co.uk", section: .icann, rule: .normal))
    #expect(
      list.publicSuffix(of: "a.github.io") == PublicSuffixMatch(suffix: "github.io", section: .private, rule: .normal))
    #expect(list.publicSuffix(of: "x.blogspot.com")?.section == .private)
    #expect(list.registrableDomain(of: "a.b.ck") == "a.b.ck")
    #expect(list.registrableDomain(of: "www.ck") == "www.ck")
    // Both forms of IDN rules, whichever form the list used (and its case).
    #expect(list.registrableDomain(of: "a.xn--55qx5d.cn") == "a.xn--55qx5d.cn")
    #expect(list.registrableDomain(of: "b.a.中国") == "a.中国")
    #expect(list.publicSuffix(of: "a.xn--fiqs8s")?.isListed == true)
    // Not in this list.
    #expect(list.publicSuffix(of: "a.github.com")?.suffix == "com")
    #expect(list.publicSuffix(of: "example.de")?.isListed == false)
    #expect(list._statistics.nodes == 12)
  }

  @Test func rulesOutsideSectionsAreICANN() throws {
    let list = try PublicSuffixList(parsing: "example\r\n*.wild.example\r\n")
    #expect(list.publicSuffix(of: "a.example") == PublicSuffixMatch(suffix: "example", section: .icann, rule: .normal))
    #expect(list.publicSuffix(of: "a.b.wild.example")?.rule == .wildcard)
  }

  @Test func equalListsCompileToEqualTables() throws {
    let a = try PublicSuffixList(parsing: "com\nnet\nco.uk\n")
    let b = try PublicSuffixList(parsing: "// reordered, with comments and a repeat\nco.uk\n\nnet\ncom\ncom\n")
    let c = try PublicSuffixList(parsing: "com\nnet\nac.uk\n")
    #expect(a == b)
    #expect(a != c)
  }

  @Test func loadsTheFixtureFromAFile() throws {
    let path = Fixture.root.appendingPathComponent("psl/public_suffix_list.dat").path
    let list = try PublicSuffixList(contentsOfFile: path)
    #expect(list == PublicSuffixList.embedded)
  }

  @Test func loadsAFileWrittenAtRunTime() throws {
    let path = try temporaryFile(Array(Self.small.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try PublicSuffixList(contentsOfFile: path) == PublicSuffixList(parsing: Self.small))
  }

  // MARK: Errors

  @Test func missingFilesAndDirectoriesAreTypedErrors() throws {
    #expect(
      throws: PublicSuffixListError.unreadableFile(path: "/nonexistent/psl.dat", reason: "No such file or directory")
    ) {
      try PublicSuffixList(contentsOfFile: "/nonexistent/psl.dat")
    }
    #expect(throws: PublicSuffixListError.unreadableFile(path: "/", reason: "Is a directory")) {
      try PublicSuffixList(contentsOfFile: "/")
    }
  }

  @Test func invalidUTF8IsReportedWithItsLine() throws {
    let path = try temporaryFile(Array("com\n// ok\nne\u{74}\n".utf8) + [0x62, 0xFF, 0x0A] + Array("org\n".utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: PublicSuffixListError.invalidUTF8(line: 4)) { try PublicSuffixList(contentsOfFile: path) }
  }

  static let malformed: [(text: String, error: PublicSuffixListError)] = [
    ("com\na..b\n", .invalidRule(line: 2, rule: "a..b", problem: .emptyLabel)),
    (".com\n", .invalidRule(line: 1, rule: ".com", problem: .emptyLabel)),
    ("com.\n", .invalidRule(line: 1, rule: "com.", problem: .emptyLabel)),
    ("!\n", .invalidRule(line: 1, rule: "!", problem: .emptyLabel)),
    ("a.*.b\n", .invalidRule(line: 1, rule: "a.*.b", problem: .misplacedWildcard)),
    ("*a.b\n", .invalidRule(line: 1, rule: "*a.b", problem: .misplacedWildcard)),
    ("!*.b\n", .invalidRule(line: 1, rule: "!*.b", problem: .misplacedWildcard)),
    ("!com\n", .invalidRule(line: 1, rule: "!com", problem: .invalidException)),
    ("a!.com\n", .invalidRule(line: 1, rule: "a!.com", problem: .invalidException)),
    ("a/b.com\n", .invalidRule(line: 1, rule: "a/b.com", problem: .invalidCharacter)),
    ("a%2e.com\n", .invalidRule(line: 1, rule: "a%2e.com", problem: .invalidCharacter)),
    ("a\u{7F}.com\n", .invalidRule(line: 1, rule: "a\u{7F}.com", problem: .invalidCharacter)),
    (
      String(repeating: "x", count: 256) + ".com\n",
      .invalidRule(line: 1, rule: String(repeating: "x", count: 256) + ".com", problem: .labelTooLong)
    ),
    ("// ===BEGIN ICANN DOMAINS===\ncom\n// ===BEGIN PRIVATE DOMAINS===\n", .unbalancedSection(line: 3)),
    ("// ===END ICANN DOMAINS===\ncom\n", .unbalancedSection(line: 1)),
    ("// ===BEGIN ICANN DOMAINS===\ncom\n// ===END PRIVATE DOMAINS===\n", .unbalancedSection(line: 3)),
    ("// ===BEGIN PRIVATE DOMAINS===\ncom\nnet", .unbalancedSection(line: 3)),  // truncated file
    ("", .noRules),
    ("// only comments\n\n   \n", .noRules),
  ]

  @Test(arguments: 0..<malformed.count)
  func malformedTextIsATypedError(_ index: Int) {
    let (text, error) = Self.malformed[index]
    #expect(throws: error) { try PublicSuffixList(parsing: text) }
  }

  @Test func malformedCasesCounted() { #expect(Self.malformed.count == 19) }

  @Test func errorDescriptionsSayWhatAndWhere() {
    let e = PublicSuffixListError.invalidRule(line: 12, rule: "a..b", problem: .emptyLabel)
    #expect(e.description == "public suffix list line 12: rule \"a..b\": empty label")
    #expect(PublicSuffixListError.noRules.description == "public suffix list holds no rules")
    #expect(
      "\(PublicSuffixListError.unreadableFile(path: "/x", reason: "No such file or directory"))"
        == "cannot read public suffix list /x: No such file or directory")
  }

  @Test func oversizedTextIsRefusedBeforeParsing() {
    let big = String(repeating: "com\n", count: PublicSuffixList.maximumListSize / 4 + 1)
    #expect(throws: PublicSuffixListError.tooLarge(bytes: big.utf8.count)) { try PublicSuffixList(parsing: big) }
  }

  private func temporaryFile(_ bytes: [UInt8]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("omnibox-psl-\(UInt64.random(in: 0...UInt64.max)).dat").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    return path
  }
}
