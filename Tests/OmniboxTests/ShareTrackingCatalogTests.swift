import Testing

@testable import Omnibox

/// The catalog's lists and scopes counted, its page conditions, its strict level and the links
/// it must never break.
@Suite struct ShareTrackingCatalogTests {
  static let normalizer = ShareLinkNormalizer()
  static let strict = ShareLinkNormalizer(configuration: .init(cleaningLevel: .strict))

  /// A row's scope, as the counts name it.
  static func scope(_ rule: TrackingRule) -> String {
    if rule.sites.isEmpty { return rule.keptOn == nil ? "global" : "global, page condition" }
    let kinds = Set(
      rule.sites.map { site -> String in
        switch site {
        case .domain: return "domain"
        case .host: return "host"
        case .brand: return "brand"
        }
      })
    return kinds.sorted().joined(separator: "+") + (rule.pathPrefix == nil ? "" : ", under a path")
  }

  /// Rows and names by list and scope (printed for the record), and the totals they must keep.
  @Test func countsByListAndScope() {
    var rows: [String: Int] = [:]
    var names: [String: Set<String>] = [:]
    for rule in TrackingCatalog.allRules {
      for list in rule.lists {
        let key = "\(list.rawValue) \(Self.scope(rule))\(rule.level == .strict ? " (strict)" : "")"
        rows[key, default: 0] += 1
        for match in rule.matches {
          switch match {
          case .parameter(let n), .parameterPrefix(let n), .pathSegmentPrefix(let n): names[key, default: []].insert(n)
          }
        }
      }
    }
    for key in rows.keys.sorted() { print("catalog: \(key): \(rows[key] ?? 0) rows, \(names[key]?.count ?? 0) names") }
    let byList = Dictionary(grouping: TrackingCatalog.allRules.flatMap { rule in rule.lists.map { ($0, rule) } }) {
      $0.0
    }
    .mapValues(\.count)
    print(
      "catalog: rows by list \(byList.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue)=\($0.value)" })"
    )
    #expect(byList[.brave] == 6)
    #expect(byList[.firefox] == 48)
    #expect(byList[.adguard] == 331)
    #expect(byList[.omnibox] == 87)
    #expect(TrackingCatalog.allRules.count == 472)
    let distinct = Set(
      TrackingCatalog.allRules.flatMap(\.matches).compactMap { match -> String? in
        if case .parameter(let name) = match { return name }
        return nil
      })
    print("catalog: \(distinct.count) distinct parameter names")
    #expect(distinct.count == 1109)
  }

  /// Every name a list removes by default is removed by the catalog where the list says (for
  /// the lists' global rows: on any host; protected and page-conditioned names aside).
  @Test func everyGlobalListNameIsRemoved() {
    for rule in TrackingCatalog.builtIn.rules where rule.sites.isEmpty && rule.lists != [.omnibox] {
      for case .parameter(let name) in rule.matches {
        let url = "https://news.example/a?\(name)=1&keep=1"
        #expect(Self.normalizer.unwrap(url).clean == "https://news.example/a?keep=1", "\(name) (\(rule.source))")
      }
    }
  }

  /// Subscriber tokens stay on unsubscribe, preference-center and web-view pages (host or path),
  /// and go elsewhere; Brave's h_sid stays under /email/.
  @Test func subscriberTokensStayOnSubscriptionPages() {
    let kept = [
      "https://unsubscribe.example/?ck_subscriber_id=123",
      "https://news.example/unsubscribe?ck_subscriber_id=123",
      "https://app.example/emailWebview?mkt_tok=NzEw",
      "https://info.example/Unsubscribe.html?mkt_tok=NzEw",
      "https://www.example.com/hs/preferences-center/en/direct?_hsenc=p2&_hsmi=26",
      "https://list.example/manage/optout?mc_eid=abc",
      "https://mail.example/email/view?h_sid=1&h_slt=2",
    ]
    for url in kept { #expect(Self.normalizer.unwrap(url).clean == url, "\(url)") }
    let cleaned = [
      ("https://blog.example/post?ck_subscriber_id=123&x=1", "https://blog.example/post?x=1"),
      ("https://blog.example/post?mkt_tok=NzEw", "https://blog.example/post"),
      (
        "https://unsubscribe.example/?ck_subscriber_id=123&utm_source=mail",
        "https://unsubscribe.example/?ck_subscriber_id=123"
      ),
      ("https://shop.example/p?h_sid=1", "https://shop.example/p"),
    ]
    for (url, clean) in cleaned { #expect(Self.normalizer.unwrap(url).clean == clean, "\(url)") }
  }

  /// The fragment is the page's: never cleaned.
  @Test func fragmentsAreNeverCleaned() {
    for url in [
      "https://example.com/#utm_source=x", "https://example.com/#fbclid=1", "https://app.example/#/r?gclid=1&id=2",
    ] {
      #expect(Self.normalizer.unwrap(url).clean == url, "\(url)")
    }
    #expect(
      Self.normalizer.unwrap("https://example.com/a?utm_source=x#utm_medium=y").clean
        == "https://example.com/a#utm_medium=y")
  }

  /// Affiliate identifiers go only at the strict level.
  @Test func affiliateIdentifiersNeedTheStrictLevel() {
    let rows = [
      ("https://shop.example/p?awc=1_2&utm_source=aff", "https://shop.example/p?awc=1_2", "https://shop.example/p"),
      ("https://shop.example/p?tduid=abc", "https://shop.example/p?tduid=abc", "https://shop.example/p"),
      ("https://shop.example/p?irgwc=1&q=x", "https://shop.example/p?irgwc=1&q=x", "https://shop.example/p?q=x"),
      (
        "https://www.amazon.de/dp/B0?tag=aff-21&psc=1", "https://www.amazon.de/dp/B0?tag=aff-21&psc=1",
        "https://www.amazon.de/dp/B0?psc=1"
      ),
    ]
    for (url, standard, strict) in rows {
      #expect(Self.normalizer.unwrap(url).clean == standard, "\(url)")
      #expect(Self.strict.unwrap(url).clean == strict, "\(url)")
    }
  }

  /// Names the brief of issue 25 lists, each where its list scopes it.
  @Test func namesFromTheLists() {
    let rows = [
      ("https://example.com/?_bhlid=1&bbeml=2&bsft_clkid=3&et_rid=4&guce_referrer=5&oft_id=6", "https://example.com/"),
      ("https://example.com/?sc_uid=1&ss_email_id=2&vgo_ee=3&ymclid=4&ymid=5", "https://example.com/"),
      ("https://example.com/?__io_lv=1&_sgm_source=2&adjust_tracker=3&dpg_source=4&cm_mmc=5", "https://example.com/"),
      ("https://example.com/?gps_adid=1&guccounter=2&pk_vid=3&usqp=4&erid=5", "https://example.com/"),
      ("https://example.com/?ns_source=1&WT.mc_id=2&itid=3&utm-campaign=4", "https://example.com/"),
      ("https://www.instagram.com/p/x/?ig_rid=1&igshid=2", "https://www.instagram.com/p/x/"),
      ("https://example.com/?igshid=2", "https://example.com/?igshid=2"),
      ("https://www.amazon.com/stores/x?lp_asins=1&sbo=2&store_ref=3", "https://www.amazon.com/stores/x"),
      ("https://shopee.sg/item-i.1.2?sp_atk=1&xptdk=2", "https://shopee.sg/item-i.1.2"),
      ("https://www.meetup.com/g/events/1/?recId=1&searchId=2&eventOrigin=3", "https://www.meetup.com/g/events/1/"),
      // Firefox's hosts are exact: handelsblatt.com is not www.handelsblatt.com.
      ("https://www.handelsblatt.com/a/1.html?share=x", "https://www.handelsblatt.com/a/1.html"),
      ("https://handelsblatt.com/a/1.html?share=x", "https://handelsblatt.com/a/1.html?share=x"),
      ("https://www.google.com/search?q=a&oq=a&gs_lcrp=xyz", "https://www.google.com/search?q=a"),
      ("https://www.amazon.de/s?k=a&crid=1&qid=2", "https://www.amazon.de/s?k=a"),
      ("https://twitter.com/a/status/1?ref_src=twsrc", "https://twitter.com/a/status/1"),
    ]
    for (url, clean) in rows { #expect(Self.normalizer.unwrap(url).clean == clean, "\(url)") }
  }

  /// AdGuard's site rows keep their scope: a domain and its subdomains, under a path where
  /// AdGuard gives one; protected names stay even where AdGuard removes them.
  @Test func adGuardSiteRowsKeepTheirScope() {
    let rows = [
      ("https://www.temu.com/g.html?_x_ads_id=1&goods_id=2", "https://www.temu.com/g.html?goods_id=2"),
      ("https://coco.fun/share/post/1?share_to=x&m=1&d=2", "https://coco.fun/share/post/1"),
      ("https://coco.fun/post/1?share_to=x", "https://coco.fun/post/1?share_to=x"),
      ("https://vjav.tube/videos/1/?promo=3", "https://vjav.tube/videos/1/"),
      ("https://www.bestbuy.com/site/x.p?id=1&mpid=2", "https://www.bestbuy.com/site/x.p?id=1"),
      ("https://example.com/?_x_ads_id=1", "https://example.com/?_x_ads_id=1"),
    ]
    for (url, clean) in rows { #expect(Self.normalizer.unwrap(url).clean == clean, "\(url)") }
  }

  /// A signed wrapper (Brave's exempted urldefense.com) is never cleaned.
  @Test func exemptHostsAreNeverCleaned() throws {
    let url = "https://urldefense.com/v3/__https://example.com/?utm_source=a__;!!x$"
    #expect(TrackingCleaner.cleaned(try #require(try? URLRecord(url))).href == url)
  }

  /// No list row removes a protected name (the only overrides are our Twitter row's).
  @Test func listRowsNeverNameAProtectedParameter() {
    for rule in TrackingCatalog.allRules where rule.lists != [.omnibox] {
      for case .parameter(let name) in rule.matches {
        #expect(!ProtectedParameters.contains(name), "\(name): \(rule.source)")
      }
      #expect(!rule.overridesProtection)
    }
  }
}
