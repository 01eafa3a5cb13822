import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Chromium's IDN spoof-checker unit cases (Fixtures/chromium-spoof/), run as Chromium runs
/// them: `IDNToUnicode` against `idn_test_domains.list`, on Linux (so the Linux branch of its
/// `#if` blocks). Rows this ICU answers differently are listed, with the reason, in
/// known-differences.json; a newer ICU may answer more of them.
@Suite struct DisplayChromiumSpoofTests {
  static let cases: ChromiumSpoofCases? = try? ChromiumSpoofCases.load()
  static let known: ChromiumSpoofCases.KnownDifferences? = try? ChromiumSpoofCases.knownDifferences()
  static let testList: TopDomainList? = try? TopDomainList(parsing: Fixture.text("top_domains/idn_test_domains.list"))
  static let icuMajor = Int(IDNA.icuVersion.split(separator: ".").first ?? "") ?? 0

  /// The rows Chromium runs on Linux.
  static var linuxRows: [ChromiumSpoofCases.IDNCase] {
    (cases?.idn ?? []).filter { $0.platform == "all" || $0.platform == "linux" }
  }

  static func shown(_ row: ChromiumSpoofCases.IDNCase) -> String {
    DisplayFormatter(topDomains: testList ?? .embedded).displayHost(row.input).host
  }

  @Test func fixturesLoaded() throws {
    let cases = try #require(Self.cases)
    #expect(cases.idn.count == 492)
    #expect(cases.idn.filter { $0.table == "main" }.count == 489)
    #expect(Self.linuxRows.count == 487)
    #expect(cases.similarTopDomain.count == 11)
    #expect(cases.skeletons.count == 17)
    #expect(cases.alternatives.count == 32)
    #expect(cases.lookupSkeleton.count == 6)
    #expect(cases.unsafeDetails.count == 5)
    #expect(try #require(Self.testList).count == 37)
  }

  /// Each row: shown as Chromium shows it, or listed as a known difference.
  @Test(arguments: linuxRows) func idnToUnicode(_ row: ChromiumSpoofCases.IDNCase) throws {
    let known = try #require(Self.known)
    let got = Self.shown(row)
    let expected = row.expectedDisplay(icuMajor: Self.icuMajor)
    if let difference = known.cases.first(where: { $0.input == row.input }) {
      // Recorded with this ICU: the difference must still be there (or the list is stale).
      if IDNA.icuVersion == known.icuVersion { #expect(got == difference.display, "\(difference.reason)") }
      return
    }
    #expect(got == expected, "\(row.note)")
  }

  /// The acceptance bar: at least 97% of each class (kept in punycode, shown in Unicode).
  @Test func conformanceRateInEachClass() throws {
    let rows = Self.linuxRows
    try #require(rows.count == 487)
    for punycode in [true, false] {
      let inClass = rows.filter { $0.expectsPunycode == punycode }
      let passed = inClass.filter { Self.shown($0) == $0.expectedDisplay(icuMajor: Self.icuMajor) }
      let rate = Double(passed.count) / Double(inClass.count)
      #expect(rate >= 0.97, "\(punycode ? "punycode" : "unicode"): \(passed.count)/\(inClass.count)")
    }
  }

  /// Chromium's sanity check of its own decoder: the Unicode column is what plain ToUnicode gives.
  @Test(arguments: linuxRows.filter { $0.expected != "invalid" && !($0.unicode ?? "").hasPrefix("xn--") })
  func unicodeColumnIsTheDecodedHost(_ row: ChromiumSpoofCases.IDNCase) {
    #expect(IDNA.domainToUnicode(row.input).domain == row.unicode)
  }

  @Test(arguments: cases?.similarTopDomain ?? []) func similarTopDomain(_ row: ChromiumSpoofCases.SimilarTopDomainCase)
    throws
  {
    let list = try #require(Self.testList)
    let found = list.similarTopDomain(to: row.host)
    #expect((found?.domain ?? "") == row.topDomain)
    #expect(found?.isTopBucket != true)
  }

  @Test(arguments: cases?.skeletons ?? []) func skeletons(_ row: ChromiumSpoofCases.SkeletonCase) throws {
    let host = try URLRecord(row.url).hostname
    #expect(SkeletonGenerator.skeletons(of: IDNA.domainToUnicode(host).domain) == [row.skeleton])
  }

  /// Chromium's four skeletons of œxamþle.com. Chromium's newer ICU folds `þ` into `p`; ICU 72
  /// keeps `þ`, so the variant spelled with `þ` itself adds skeletons holding `þ` (stricter, not
  /// weaker): every extra one must be an expected skeleton once `þ` is read as `p`.
  @Test func multipleSkeletons() throws {
    let row = try #require(Self.cases?.multipleSkeletons.first)
    let host = try URLRecord(row.url).hostname
    let ours = Set(SkeletonGenerator.skeletons(of: IDNA.domainToUnicode(host).domain))
    let expected = Set(row.skeletons)
    #expect(expected.isSubset(of: ours))
    for extra in ours.subtracting(expected) {
      let readAsP = String(String.UnicodeScalarView(extra.unicodeScalars.map { $0 == "þ" ? "p" : $0 }))
      #expect(expected.contains(readAsP), "\(extra)")
    }
  }

  /// The one known difference, with the real list: googıe.com is a look-alike of google.com.
  @Test func dotlessIRowWithTheRealList() {
    #expect(DisplayFormatter().displayHost("xn--googe-q4a.com").lookalikeOf == "google.com")
  }

  @Test(arguments: cases?.alternatives ?? []) func alternativeReadings(_ row: ChromiumSpoofCases.AlternativesCase) {
    let readings: [UInt32: [String]] = [0x153: ["ce", "oe"], 0xFE: ["b", "p"], 0x142: ["l", "t"]]
    let variants = AlternativeReadings.variants(of: Array(row.input.unicodeScalars), readings: readings, limit: row.max)
    #expect(variants.count <= row.max)
    #expect(Set(variants) == Set(row.expected))
  }

  @Test(arguments: cases?.removeDiacritics ?? []) func removeDiacritics(_ row: ChromiumSpoofCases.RemoveDiacriticsCase)
    throws
  {
    let host = IDNA.domainToUnicode(try URLRecord(row.url).hostname).domain
    let scalars = Array(host.unicodeScalars)
    let result =
      SkeletonGenerator.shouldRemoveDiacritics(scalars) ? SkeletonGenerator.removingDiacritics(scalars) : scalars
    #expect(String(String.UnicodeScalarView(result)) == row.result)
  }

  /// Full skeletons only: Chromium's separators-removed skeletons serve its lookalike
  /// interstitial heuristics, not the display (skipped, and counted here).
  @Test(arguments: (cases?.lookupSkeleton ?? []).filter { !$0.separatorsRemoved })
  func lookupSkeleton(_ row: ChromiumSpoofCases.LookupCase) throws {
    let list = row.list == "domains.list" ? TopDomainList.embedded : try #require(Self.testList)
    let entry = list.domain(matchingSkeleton: row.skeleton)
    #expect(entry?.domain == row.domain)
    #expect(entry?.isTopBucket == row.topBucket)
  }

  @Test func separatorsRemovedLookupsAreTheOnlySkipped() {
    #expect((Self.cases?.lookupSkeleton ?? []).filter(\.separatorsRemoved).count == 2)
  }

  /// With the real list: which top domain each host matches (even when the label rules already
  /// keep it in punycode), and what the display then shows.
  @Test(arguments: cases?.unsafeDetails ?? []) func unsafeDetails(_ row: ChromiumSpoofCases.UnsafeDetailsCase) {
    #expect(IDNA.domainToUnicode(row.input).domain == row.unicode)
    let result = DisplayFormatter().displayHost(row.input)
    #expect(result.lookalikeOf ?? "" == row.topDomain)
    if !row.topDomain.isEmpty {
      #expect(TopDomainList.embedded.similarTopDomain(to: row.unicode)?.isTopBucket == row.topBucket)
      #expect(result.host == row.input)
    }
    #expect(result.isUnicode == (row.hasIDN && row.topDomain.isEmpty && row.spoofResult == "kSafe"))
  }
}
