import OmniboxTestSupport
import Testing

@testable import Omnibox

/// The embedded top-domain table and caller lists (Fixtures/top_domains/, Chromium's lists).
@Suite struct DisplayTopDomainTests {
  static let listText: String? = try? Fixture.text("top_domains/domains.list")

  @Test func embeddedTableHoldsChromiumsList() {
    let embedded = TopDomainList.embedded
    #expect(embedded.count == 4989)
    #expect(embedded.domains.filter(\.isTopBucket).count == 489)
    #expect(embedded.domains.prefix(489).allSatisfy { $0.isTopBucket })
    #expect(embedded.domains.first?.domain == "17track.net")
    #expect(embedded.domains.last?.domain == "zybang.com")
  }

  /// The embedded table is exactly what the runtime compiler makes of the fixture. With an ICU
  /// other than the one that generated it, a few skeletons may differ: then at least 99% must
  /// agree (and the generator should be run again).
  @Test func embeddedTableEqualsARuntimeCompile() throws {
    let text = try #require(Self.listText)
    let compiled = try TopDomainList(parsing: text)
    let embedded = TopDomainList.embedded
    #expect(compiled.domains == embedded.domains)
    let agreeing = embedded.domains.indices.filter {
      compiled.table.skeletons(ofDomainAt: $0) == embedded.table.skeletons(ofDomainAt: $0)
    }.count
    if IDNA.icuVersion == TopDomainList.embeddedICUVersion {
      #expect(agreeing == embedded.count)
      #expect(compiled == embedded)
    } else {
      #expect(Double(agreeing) >= 0.99 * Double(embedded.count))
    }
  }

  /// Lookups go through the hash of skeletons: any trailing 2 to 4 labels of a skeleton.
  @Test func lookupIsBySkeleton() {
    let embedded = TopDomainList.embedded
    #expect(embedded.domain(matchingSkeleton: "paypal.corn")?.domain == "paypal.com")
    #expect(embedded.domain(matchingSkeleton: "login.paypal.corn")?.domain == "paypal.com")
    #expect(embedded.domain(matchingSkeleton: "a.b.c.d.paypal.corn")?.domain == "paypal.com")
    #expect(embedded.domain(matchingSkeleton: "paypal.com") == nil)  // not a skeleton: "com" folds to "corn"
    #expect(embedded.domain(matchingSkeleton: "corn") == nil)  // one label never matches
    #expect(embedded.domain(matchingSkeleton: "") == nil)
  }

  /// ICU's skeleton folds m into rn (and 0 into O, 1 into l): the ASCII "rn" spelling and the
  /// Cyrillic one meet on microsoft.com's skeleton.
  @Test func mIsFoldedIntoRN() {
    #expect(TopDomainList.skeletons(of: "microsoft.com") == ["rnicrosoft.corn"])
    #expect(TopDomainList.skeletons(of: "rnicrosoft.com") == ["rnicrosoft.corn"])
    #expect(TopDomainList.embedded.similarTopDomain(to: "rnicrоsoft.com")?.domain == "microsoft.com")
    #expect(DisplayFormatter().displayHost("rnicrоsoft.com").lookalikeOf == "microsoft.com")
  }

  @Test func aDomainAndItsSubdomainsImitateNothing() {
    let embedded = TopDomainList.embedded
    #expect(embedded.similarTopDomain(to: "paypal.com") == nil)
    #expect(embedded.similarTopDomain(to: "www.paypal.com") == nil)
    #expect(embedded.similarTopDomain(to: "bücher.blogspot.com") == nil)
    #expect(embedded.similarTopDomain(to: "pаypal.com")?.domain == "paypal.com")
    #expect(embedded.similarTopDomain(to: "pаypal.com.")?.domain == "paypal.com")
    #expect(embedded.similarTopDomain(to: "www.pаypal.com")?.isTopBucket == true)
    #expect(embedded.similarTopDomain(to: "") == nil)
  }

  @Test func parsingFollowsChromiumsFormat() throws {
    let list = try TopDomainList(
      parsing:
        "# comment\n\n  Top.Example  \n###END_TOP_BUCKET###\nrest.example\r\nrest.example\nfóó.com\nxn--bcher-kva.example.\n"
    )
    #expect(
      list.domains == [
        TopDomain(domain: "top.example", isTopBucket: true),
        TopDomain(domain: "rest.example", isTopBucket: false),
        TopDomain(domain: "fóó.com", isTopBucket: false),
        TopDomain(domain: "bücher.example", isTopBucket: false),
      ])
    // Without a marker every domain is in the top bucket, as in Chromium's generator.
    #expect(try TopDomainList(parsing: "a.example\nb.example").domains.allSatisfy { $0.isTopBucket })
    #expect(
      try TopDomainList(domains: ["a.example", "b.example"], topBucketCount: 1).domains.map(\.isTopBucket) == [
        true, false,
      ])
  }

  @Test(arguments: [
    ("", TopDomainListError.noDomains),
    ("# only a comment\n", .noDomains),
    ("a.example\nlocalhost\n", .invalidDomain(line: 2, domain: "localhost", problem: .singleLabel)),
    ("a/b.example\n", .invalidDomain(line: 1, domain: "a/b.example", problem: .notADomain)),
    ("a..example\n", .invalidDomain(line: 1, domain: "a..example", problem: .notADomain)),
    ("xn--a.example\n", .invalidDomain(line: 1, domain: "xn--a.example", problem: .notADomain)),
    ("a.example\n###END_TOP_BUCKET###\n###END_TOP_BUCKET###\n", .repeatedBucketMarker(line: 3)),
  ])
  func badListsAreRefusedWithTheLine(_ text: String, _ error: TopDomainListError) {
    #expect(throws: error) { try TopDomainList(parsing: text) }
  }

  @Test func invalidUTF8AndUnreadableFilesAreRefused() {
    #expect(throws: TopDomainListError.unreadableFile(path: "/nonexistent/list", reason: "No such file or directory")) {
      try TopDomainList(contentsOfFile: "/nonexistent/list")
    }
    var bytes = Array("a.example\n".utf8) + [0xC3, 0x28, 0x0A]
    let result = bytes.withUnsafeMutableBufferPointer { TopDomainListCompiler.lines(of: UnsafeBufferPointer($0)) }
    #expect(throws: TopDomainListError.invalidUTF8(line: 2)) { try result.get() }
    #expect(TopDomainListError.invalidUTF8(line: 2).description == "top-domain list line 2: not valid UTF-8")
  }

  /// A shell's own brands, added to the built-in list or used alone.
  @Test func callersAddOrReplaceTheList() throws {
    let mine = try TopDomainList(domains: ["mybank.example"])
    let added = TopDomainList.embedded.adding(mine)
    #expect(added.count == 4990)
    #expect(DisplayFormatter(topDomains: added).displayHost("mybånk.example").lookalikeOf == "mybank.example")
    #expect(DisplayFormatter(topDomains: added).displayHost("pаypal.com").lookalikeOf == "paypal.com")
    #expect(DisplayFormatter(topDomains: mine).displayHost("pаypal.com").lookalikeOf == nil)
    #expect(DisplayFormatter().displayHost("mybånk.example").host == "mybånk.example")
    // Adding a list twice adds nothing.
    #expect(added.adding(mine) == added)
  }

  @Test func listsCompareByTheirDomains() throws {
    let a = try TopDomainList(domains: ["a.example", "b.example"])
    let b = try TopDomainList(parsing: "a.example\nb.example\n")
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != (try TopDomainList(domains: ["a.example"])))
    #expect(DisplayFormatter(topDomains: a) == DisplayFormatter(topDomains: b))
    #expect(DisplayFormatter() != DisplayFormatter(topDomains: a))
  }

  /// The embedded image decodes only when consistent.
  @Test func inconsistentImagesAreRejected() {
    #expect(
      TopDomainTableImage(format: 2, icuVersion: "72.1", topBucketCount: 0, domainCount: 1, entries: "a.b a.b")
        .decoded() == nil)
    #expect(
      TopDomainTableImage(format: 1, icuVersion: "72.1", topBucketCount: 0, domainCount: 2, entries: "a.b a.b")
        .decoded() == nil)
    #expect(
      TopDomainTableImage(format: 1, icuVersion: "72.1", topBucketCount: 0, domainCount: 1, entries: "a.b").decoded()
        == nil)
    #expect(
      TopDomainTableImage(format: 1, icuVersion: "72.1", topBucketCount: 0, domainCount: 1, entries: "a.b  x").decoded()
        == nil)
    #expect(
      TopDomainTableImage(format: 1, icuVersion: "72.1", topBucketCount: 2, domainCount: 1, entries: "a.b a.b")
        .decoded() == nil)
    #expect(
      TopDomainTableImage(format: 1, icuVersion: "72.1", topBucketCount: 1, domainCount: 1, entries: "a.b a.b")
        .decoded()?.domains.count == 1)
    #expect(TopDomainList._decodingEmbeddedImage() == 4989)
  }
}
