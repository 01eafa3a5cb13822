import OmniboxTestSupport
import Testing

@testable import Omnibox

/// The built-in tracking catalog: the tracking table (`Fixtures/share/tracking.json`, ours),
/// page-changing parameters that must never go, and the catalog's own rows audited.
@Suite struct ShareTrackingTests {
  static let table: TrackingTable? = try? TrackingTable.load()
  static let cases: [TrackingCase] = table?.cases ?? []
  static let normalizer = ShareLinkNormalizer()

  @Test func tableLoaded() {
    #expect(Self.cases.count == 272)
    #expect(Self.cases.filter { $0.kind == "kept" }.count == 73)
    #expect(Set(Self.cases.map(\.kind)) == ["global", "site", "path", "fragment", "encoding", "kept"])
    #expect(Set(Self.cases.compactMap { URLRecordHost($0.url) }).count >= 100)
    #expect(Set(Self.cases.map(\.id)).count == Self.cases.count)
  }

  /// Every row: the URL is its own target (written canonical), and `clean` is the expected form.
  @Test(arguments: cases) func cleans(_ c: TrackingCase) {
    let result = Self.normalizer.unwrap(c.url)
    #expect(result.target == c.url, "\(c.id): not canonical or refused: \(result.refusal?.description ?? "")")
    #expect(result.clean == c.clean, "\(c.id)")
  }

  /// Cleaning is idempotent: every row's clean form, given again, is its own clean form
  /// (a fragment's `?` list emptied leaves a whole fragment, cleaned in the same pass).
  @Test(arguments: cases) func cleaningIsIdempotent(_ c: TrackingCase) {
    let again = Self.normalizer.unwrap(c.clean)
    #expect(again.target == c.clean, "\(c.id)")
    #expect(again.clean == c.clean, "\(c.id)")
  }

  /// No URL the table says to keep is changed, and in every row the parameters that stay keep
  /// their bytes and their order.
  @Test func keptParametersAreNeverChanged() {
    var checked = 0
    for c in Self.cases {
      guard let clean = Self.normalizer.unwrap(c.url).clean else { continue }
      if c.kind == "kept" {
        #expect(clean == c.url, "\(c.id)")
        checked += 1
      }
      #expect(
        Self.parameters(of: clean) == Self.parameters(of: c.url).filter { !c.removed.contains(Self.name($0)) },
        "\(c.id)")
    }
    #expect(checked == 73)
  }

  /// Page-changing parameters (`q`, `id`, `v`, `page`, `hl`, `t`, …) survive on every host a
  /// site row names, next to tracking that goes — except Twitter's `s` and `t`, the one row that
  /// says it overrides the protection.
  @Test func protectedParametersSurviveOnEverySite() {
    var checked = 0
    for host in Self.siteHosts {
      for name in ProtectedParameters.names.keys.sorted() {
        let url = "https://\(host)/x?\(name)=1&utm_source=y&fbclid=z"
        let overridden = (host == "twitter.com" || host == "x.com") && (name == "s" || name == "t")
        let expected = overridden ? "https://\(host)/x" : "https://\(host)/x?\(name)=1"
        #expect(Self.normalizer.unwrap(url).clean == expected, "\(url)")
        checked += 1
      }
    }
    #expect(checked == Self.siteHosts.count * 16)
  }

  /// A host for every site row (brands on one of their country domains).
  static let siteHosts: [String] = TrackingCatalog.siteRules.flatMap(\.sites).map { site in
    switch site {
    case .domain(let domain): return domain
    case .host(let host): return host
    case .brand(let brand): return "www.\(brand).co.uk"
    }
  }

  // MARK: The catalog audited

  @Test func everyRowHasASourceAndLowercaseNames() {
    #expect(TrackingCatalog.globalRules.count >= 40)
    #expect(TrackingCatalog.siteRules.count >= 35)
    for rule in TrackingCatalog.builtIn.rules {
      #expect(rule.source.count > 20, "\(rule.matches)")
      #expect(!rule.matches.isEmpty)
      for match in rule.matches {
        switch match {
        case .parameter(let n), .parameterPrefix(let n), .pathSegmentPrefix(let n):
          #expect(!n.isEmpty && n == ASCII.lowercased(n), "\(n)")
        }
      }
    }
  }

  /// No row removes a protected name, but for rows that say they override the protection.
  @Test func noRowRemovesAProtectedParameterUnlessItSaysSo() {
    var overriding: [String] = []
    for rule in TrackingCatalog.builtIn.rules {
      for match in rule.matches {
        guard case .parameter(let name) = match, ProtectedParameters.contains(name) else { continue }
        #expect(rule.overridesProtection, "\(name) in \(rule.sites)")
        overriding.append(name)
      }
      for match in rule.matches {
        guard case .parameterPrefix(let prefix) = match else { continue }
        #expect(!ProtectedParameters.names.keys.contains { $0.hasPrefix(prefix) }, "\(prefix)")
      }
    }
    #expect(overriding.sorted() == ["s", "t"])
  }

  /// Brand rows need an ICANN suffix right after the brand.
  @Test func brandsNeedAPublicSuffix() {
    #expect(Self.normalizer.unwrap("https://www.amazon.de/dp/B0?pd_rd_w=1").clean == "https://www.amazon.de/dp/B0")
    #expect(Self.normalizer.unwrap("https://www.amazon.com.mx/dp/B0?qid=1").clean == "https://www.amazon.com.mx/dp/B0")
    for host in ["amazon.example", "amazon.blogspot.com", "notamazon.com", "amazon.evil.example"] {
      let url = "https://\(host)/dp/B0?qid=1"
      #expect(Self.normalizer.unwrap(url).clean == url, "\(host)")
    }
  }

  /// Loaded ClearURLs rules add to the catalog, and cannot remove a protected name either.
  @Test func loadedRulesAddToTheCatalog() throws {
    let rules = try ClearURLsRules(
      parsing: #"""
        {"providers": {"all": {"urlPattern": ".*", "rules": ["vn_[a-z]+", "q", "id"]}}}
        """#)
    let n = ShareLinkNormalizer(configuration: .init(clearURLsRules: rules))
    let url = "https://example.com/?q=swift&vn_campaign=x&id=3&utm_source=y"
    #expect(n.unwrap(url).clean == "https://example.com/?q=swift&id=3")
    #expect(Self.normalizer.unwrap(url).clean == "https://example.com/?q=swift&vn_campaign=x&id=3")
  }

  /// `stripsTrackingParameters: false` leaves `clean` equal to `target`.
  @Test func cleaningCanBeTurnedOff() {
    let n = ShareLinkNormalizer(configuration: .init(stripsTrackingParameters: false))
    for c in Self.cases.prefix(40) {
      #expect(n.unwrap(c.url).clean == c.url, "\(c.id)")
    }
  }

  // MARK: Helpers

  /// The `&`-separated parameters of a URL's query, then those of its fragment, as written.
  static func parameters(of url: String) -> [Substring] {
    let withoutFragment = url.split(separator: "#", maxSplits: 1).first ?? ""
    guard let question = withoutFragment.firstIndex(of: "?") else { return [] }
    return withoutFragment[withoutFragment.index(after: question)...].split(separator: "&")
  }

  static func name(_ parameter: Substring) -> String {
    String(parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
  }
}

/// The host of an absolute URL string, or `nil`.
private func URLRecordHost(_ url: String) -> String? {
  (try? URLRecord(url))?.host
}
