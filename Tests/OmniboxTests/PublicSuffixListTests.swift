import Foundation
import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Lookups on the embedded list: sections, rule kinds, IDN forms, host spellings, bad hosts.
@Suite struct PublicSuffixListTests {
  let psl = PublicSuffixList.embedded

  func match(_ host: String, includingPrivateRules: Bool = true) -> PublicSuffixMatch? {
    psl.publicSuffix(of: host, includingPrivateRules: includingPrivateRules)
  }

  // MARK: Embedded table

  @Test func embeddedTableEqualsARuntimeCompileOfTheFixture() throws {
    #expect(PublicSuffixList._embeddedImageIsValid)
    let compiled = try PublicSuffixList(parsing: try Fixture.text("psl/public_suffix_list.dat"))
    #expect(compiled == PublicSuffixList.embedded)
    #expect(compiled.table == PublicSuffixList._decodeEmbedded().table)
    // The list of 2026-10-22 (10,397 rules): 10,852 names (incl. the root and names on the way
    // to deeper rules), one edge per name but the root plus 460 second forms (A-labels of the
    // Unicode rules' labels). A new list changes these counts: update them with its version.
    #expect(compiled._statistics.nodes == 10852)
    #expect(compiled._statistics.edges == 11311)
  }

  /// The embedded list's version is written where a reader looks for it: the doc comment of
  /// `PublicSuffixList` and the Fixtures README give the fixture's `VERSION` date.
  @Test func documentedVersionIsTheFixtures() throws {
    let list = try Fixture.text("psl/public_suffix_list.dat")
    let line = try #require(list.split(separator: "\n").first { $0.hasPrefix("// VERSION: ") })
    let date = String(line.dropFirst("// VERSION: ".count).prefix(10))
    #expect(date.count == 10 && date.hasPrefix("20"))
    let rules = list.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.allSatisfy(\.isWhitespace) }.count
    let root = Fixture.root.deletingLastPathComponent()
    let source = try String(
      contentsOf: root.appendingPathComponent("Sources/Omnibox/PublicSuffix/PublicSuffixList.swift"), encoding: .utf8)
    let readme = try String(contentsOf: root.appendingPathComponent("Fixtures/README.md"), encoding: .utf8)
    #expect(source.contains("list of \(date)"), "PublicSuffixList.swift does not name the list of \(date)")
    let grouped = "\(rules / 1000),\(String(rules % 1000 + 1000).dropFirst())"  // 10,397
    #expect(source.contains(grouped + " rules"), "PublicSuffixList.swift does not say \(grouped) rules")
    #expect(readme.contains("Public Suffix List, \(date)"), "Fixtures/README.md does not name the list of \(date)")
  }

  @Test func imageRoundTripsThroughTheEncoder() throws {
    let image = psl._embeddingImage()
    #expect(image.format == 2)
    #expect(image.labels.utf8.elementsEqual(psl.table.labelBytes))
    #expect(image.nodes.utf8.count == 10852)
    #expect(image.slots.utf8.filter { $0 == UInt8(ascii: ".") }.count == psl.table.slots.count - 11311)
    // Re-encoding the decoded embedded table gives the same text.
    let again = PublicSuffixList._decodeEmbedded()._embeddingImage()
    #expect(again.nodes == image.nodes && again.slots == image.slots && again.labels == image.labels)
  }

  /// The image of a list with one rule, `com`, and corruptions of it, each of which must be
  /// refused rather than trusted by the lookup's unchecked reads.
  @Test func corruptImagesAreRejectedNotTrusted() throws {
    let tiny = try PublicSuffixList(parsing: "com")._embeddingImage()
    #expect(tiny.labels == "com." && tiny.nodes == "AB")
    // The capacity (16: "AAQ"), then 16 slots, one of them the edge root → com.
    #expect(tiny.slots.hasPrefix("AAQ") && tiny.slots.utf8.count == 3 + 15 + 14)
    let edge = try #require(tiny.slots.dropFirst(3).split(separator: ".").first.map(String.init))
    func decoded(labels: String = "com.", nodes: String = "AB", slots: String) -> PublicSuffixTable? {
      labels.withUTF8Bytes { l in
        nodes.withUTF8Bytes { n in
          slots.withUTF8Bytes { s in PublicSuffixTableImage.decode(labels: l, nodes: n, slots: s) }
        }
      }
    }
    let good = try #require(decoded(slots: tiny.slots))
    #expect(PublicSuffixList(table: good).registrableDomain(of: "a.b.com") == "b.com")
    #expect(good == PublicSuffixList(table: good).table)
    let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    func capacity(_ n: Int) -> String { String([digits[n >> 12 & 63], digits[n >> 6 & 63], digits[n & 63]]) }
    /// The tiny image's slots with `edgeText` for its edge, `slotCount` slots and the stated capacity.
    func corrupt(_ edgeText: String, _ slotCount: Int = 16, stated: Int? = nil) -> String {
      let position = tiny.slots.utf8.dropFirst(3).prefix { $0 == UInt8(ascii: ".") }.count
      return capacity(stated ?? slotCount) + String(repeating: ".", count: position) + edgeText
        + String(repeating: ".", count: slotCount - 1 - position)
    }
    #expect(corrupt(edge) == tiny.slots)
    // Another format.
    #expect(PublicSuffixTableImage(format: 1, labels: "com.", nodes: "AB", slots: "").decoded() == nil)
    let bad: [PublicSuffixTable?] = [
      decoded(slots: corrupt("AAA" + "AAC" + edge.dropFirst(6))),  // child out of range
      decoded(slots: corrupt("AAC" + edge.dropFirst(3))),  // parent out of range
      decoded(slots: corrupt("AAAAAA" + edge.dropFirst(6))),  // child 0, the root
      decoded(slots: corrupt(edge.prefix(6) + "AAC" + edge.dropFirst(9))),  // label past the labels
      decoded(slots: corrupt(edge.prefix(9) + "AA" + edge.dropFirst(11))),  // empty label
      decoded(labels: "c.m.", slots: tiny.slots),  // a "." in the label
      decoded(slots: corrupt(edge.prefix(13) + "!")),  // bad digit
      decoded(slots: corrupt(String(edge.dropLast()))),  // cut short
      decoded(slots: corrupt(edge, 15)),  // 15 slots: no power of two
      decoded(slots: corrupt(edge, 8)),  // fewer than 16 slots
      decoded(slots: corrupt(edge, stated: 32)),  // fewer slots than stated
      decoded(slots: corrupt(edge, 32, stated: 16)),  // more slots than stated
      decoded(slots: capacity(16) + String(repeating: ".", count: 16)),  // no edge is fine, but ...
      decoded(nodes: "A!", slots: tiny.slots),  // bad node digit
      decoded(nodes: "", slots: ""),  // no root
    ]
    #expect(bad.count == 15)
    for (i, table) in bad.enumerated() where i != 12 { #expect(table == nil, "corruption \(i)") }
    // ... an image whose slots are all edges would make a lookup probe forever.
    #expect(bad[12] != nil)
    #expect(decoded(slots: capacity(16) + String(repeating: edge, count: 16)) == nil)
  }

  // MARK: Sections and rules

  @Test func icannAndPrivateSections() {
    #expect(match("www.example.com") == PublicSuffixMatch(suffix: "com", section: .icann, rule: .normal))
    #expect(match("www.example.co.uk") == PublicSuffixMatch(suffix: "co.uk", section: .icann, rule: .normal))
    #expect(match("user.github.io") == PublicSuffixMatch(suffix: "github.io", section: .private, rule: .normal))
    #expect(psl.registrableDomain(of: "a.user.github.io") == "user.github.io")
    // Without the private section, github.io is just a name under io.
    #expect(
      match("user.github.io", includingPrivateRules: false)
        == PublicSuffixMatch(suffix: "io", section: .icann, rule: .normal))
    #expect(psl.registrableDomain(of: "a.user.github.io", includingPrivateRules: false) == "github.io")
    // s3.amazonaws.com is private while amazonaws.com is not a rule at all.
    #expect(match("bucket.s3.amazonaws.com")?.suffix == "s3.amazonaws.com")
    #expect(match("www.amazonaws.com")?.suffix == "com")
  }

  @Test func wildcardAndExceptionRules() {
    // *.ck and !www.ck
    #expect(match("a.b.ck") == PublicSuffixMatch(suffix: "b.ck", section: .icann, rule: .wildcard))
    #expect(match("www.ck") == PublicSuffixMatch(suffix: "ck", section: .icann, rule: .exception))
    #expect(match("a.www.ck") == PublicSuffixMatch(suffix: "ck", section: .icann, rule: .exception))
    #expect(psl.registrableDomain(of: "a.www.ck") == "www.ck")
    #expect(psl.registrableDomain(of: "b.ck") == nil)
    // "ck" itself is not listed (only *.ck): the implicit rule covers it.
    #expect(match("ck") == PublicSuffixMatch(suffix: "ck", section: .implicit, rule: .implicitWildcard))
    // *.kawasaki.jp and !city.kawasaki.jp; kawasaki.jp itself is not listed, jp is.
    #expect(match("a.b.kawasaki.jp")?.suffix == "b.kawasaki.jp")
    #expect(match("city.kawasaki.jp") == PublicSuffixMatch(suffix: "kawasaki.jp", section: .icann, rule: .exception))
    #expect(match("kawasaki.jp") == PublicSuffixMatch(suffix: "jp", section: .icann, rule: .normal))
    // A private wildcard: *.compute.amazonaws.com
    #expect(
      match("x.y.compute.amazonaws.com")
        == PublicSuffixMatch(suffix: "y.compute.amazonaws.com", section: .private, rule: .wildcard))
    #expect(match("x.y.compute.amazonaws.com", includingPrivateRules: false)?.suffix == "com")
  }

  @Test func unlistedNamesFallUnderTheImplicitRule() {
    #expect(match("printer.lan") == PublicSuffixMatch(suffix: "lan", section: .implicit, rule: .implicitWildcard))
    #expect(match("printer.lan")?.isListed == false)
    #expect(match("localhost")?.isListed == false)
    #expect(match("example.com")?.isListed == true)
    #expect(match("foo.bar.ck")?.isListed == true)
    #expect(psl.registrableDomain(of: "a.b.printer.lan") == "printer.lan")
    // IP addresses are not special to the list (check for them before asking).
    #expect(psl.registrableDomain(of: "192.168.0.1") == "0.1")
  }

  // MARK: IDN forms

  @Test func unicodeAndPunycodeMatchBothForms() {
    let unicode = match("www.食狮.公司.cn")
    let punycode = match("www.xn--85x722f.xn--55qx5d.cn")
    let mixed = match("www.食狮.xn--55qx5d.cn")
    #expect(unicode == PublicSuffixMatch(suffix: "公司.cn", section: .icann, rule: .normal))
    #expect(punycode == PublicSuffixMatch(suffix: "xn--55qx5d.cn", section: .icann, rule: .normal))
    #expect(mixed == PublicSuffixMatch(suffix: "xn--55qx5d.cn", section: .icann, rule: .normal))
    #expect(psl.registrableDomain(of: "www.食狮.xn--55qx5d.cn") == "食狮.xn--55qx5d.cn")
    // A TLD the list writes in Unicode, reached in both forms.
    #expect(match("example.中国")?.isListed == true)
    #expect(match("example.XN--FIQS8S") == PublicSuffixMatch(suffix: "XN--FIQS8S", section: .icann, rule: .normal))
  }

  @Test func otherSpellingsOfUnicodeLabelsAreMappedThroughUTS46() {
    // Full-width ASCII is not in the table as given; UTS #46 maps it to "com".
    #expect(match("example.ｃｏｍ") == PublicSuffixMatch(suffix: "ｃｏｍ", section: .icann, rule: .normal))
    // Uppercase non-ASCII: "ÅLESUND.NO" → ålesund.no is listed.
    #expect(match("kommune.ÅLESUND.NO")?.suffix == "ÅLESUND.NO")
    #expect(match("kommune.ålesund.no")?.suffix == "ålesund.no")
    #expect(match("kommune.xn--lesund-hua.no")?.suffix == "xn--lesund-hua.no")
    // A label UTS #46 rejects simply does not match.
    #expect(match("example.\u{FFFD}")?.isListed == false)
  }

  // MARK: Host spellings

  @Test func uppercaseIsMatchedAndKept() {
    #expect(match("WWW.EXAMPLE.CO.UK")?.suffix == "CO.UK")
    #expect(psl.registrableDomain(of: "WWW.Example.Co.UK") == "Example.Co.UK")
    #expect(psl.isPublicSuffix("CO.UK"))
  }

  @Test func oneTrailingDotIsAllowedAndKept() {
    #expect(match("www.example.com.") == PublicSuffixMatch(suffix: "com.", section: .icann, rule: .normal))
    #expect(psl.registrableDomain(of: "www.example.com.") == "example.com.")
    #expect(psl.registrableDomain(of: "www.ck.") == "www.ck.")
    #expect(psl.isPublicSuffix("co.uk."))
    #expect(match("lan.")?.suffix == "lan.")
    #expect(psl.registrableDomain(of: "a.b.example.") == "b.example.")
  }

  @Test(arguments: ["", ".", "..", ".com", ".example.com", "a..b.com", "example.com..", "a.b..", "..com"])
  func invalidHostsHaveNoSuffix(_ host: String) {
    #expect(psl.publicSuffix(of: host) == nil)
    #expect(psl.registrableDomain(of: host) == nil)
    #expect(!psl.isPublicSuffix(host))
  }

  @Test func isPublicSuffixFollowsTheAlgorithm() {
    #expect(psl.isPublicSuffix("com"))
    #expect(psl.isPublicSuffix("co.uk"))
    #expect(psl.isPublicSuffix("github.io"))
    #expect(!psl.isPublicSuffix("github.io", includingPrivateRules: false))
    #expect(psl.isPublicSuffix("anything.ck"))  // *.ck
    #expect(!psl.isPublicSuffix("www.ck"))  // !www.ck
    #expect(!psl.isPublicSuffix("example.com"))
    #expect(psl.isPublicSuffix("公司.cn") && psl.isPublicSuffix("xn--55qx5d.cn"))
    // The implicit rule makes every unlisted single label a suffix, unless asked otherwise.
    #expect(psl.isPublicSuffix("localhost"))
    #expect(!psl.isPublicSuffix("localhost", includingImplicitRule: false))
    #expect(psl.isPublicSuffix("com", includingImplicitRule: false))
    #expect(!psl.isPublicSuffix("ck", includingImplicitRule: false))
  }

  // MARK: Size and threads

  /// Long hosts complete and are answered from their last labels; the check for empty labels
  /// still reads the whole host.
  @Test func megabyteHostsComplete() {
    let manyLabels = String(repeating: "a.", count: 1 << 19) + "example.co.uk"
    #expect(psl.registrableDomain(of: manyLabels) == "example.co.uk")
    let oneLabel = String(repeating: "x", count: 1 << 20) + ".com"
    #expect(psl.registrableDomain(of: oneLabel) == oneLabel)
    let longTLD = "a." + String(repeating: "é", count: 1 << 19)  // non-ASCII: one ICU attempt, refused
    #expect(psl.publicSuffix(of: longTLD)?.isListed == false)
    #expect(psl.publicSuffix(of: manyLabels + "..") == nil)
    #expect(psl.publicSuffix(of: "." + manyLabels) == nil)
  }

  @Test func safeToShareBetweenTasks() async {
    let hosts = ["www.example.co.uk", "食狮.公司.cn", "a.b.ck", "user.github.io", "printer.lan"]
    let expected = hosts.map { PublicSuffixList.embedded.registrableDomain(of: $0) }
    await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 {
        group.addTask {
          (0..<200).allSatisfy { _ in hosts.map { PublicSuffixList.embedded.registrableDomain(of: $0) } == expected }
        }
      }
      for await ok in group { #expect(ok) }
    }
  }
}
