import OmniboxTestSupport
import Testing

@testable import Omnibox

/// The literal pre-check in front of loaded ClearURLs patterns must never skip a provider whose
/// pattern would match.
@Suite struct ShareClearURLsLiteralTests {
  @Test(
    arguments: [
      (#"^https?:\/\/(?:[a-z0-9-]+\.)*?google(?:\.[a-z]{2,}){1,}"#, "google"),
      (#"^https?:\/\/(?:[a-z0-9-]+\.)*?facebook\.com"#, "facebook.com"),
      (#"^https?:\/\/vk\.com"#, "vk.com"),
      (#"^https?:\/\/(?:[a-z0-9-]+\.)*?Amazon(?:\.[a-z]{2,}){1,}"#, "amazon"),
      (#"^https?:\/\/(?:[a-z0-9-]+\.)*?googles?\.com"#, "google"),
      (#"^https?:\/\/(?:[a-z0-9-]+\.)*?reddit.com"#, "reddit"),
      (#"^https?://(?:[a-z0-9-]+\.)*?spiegel\.de"#, "spiegel.de"),
      (#"^https?:\/\/(?:[a-z0-9-]+\.)*?(youtube\.com|youtu\.be)"#, nil),
      (#"^https?:\/\/a\.example\.com|^https?:\/\/b"#, nil),
      (#".*"#, nil),
      (#"^https?:\/\/(?:[a-z0-9-]+\.)*?ab"#, nil),
      (#"^https?:\/\/x\d+"#, nil),
      (#"https?:\/\/outgoing\.prod\.mozaws\.net\/"#, nil),
    ] as [(String, String?)])
  func requiredLiteral(pattern: String, literal: String?) {
    #expect(ClearURLsLiteral.required(in: pattern).map { String(decoding: $0, as: UTF8.self) } == literal)
  }

  /// For every pattern of the fixture catalog (URL patterns, exceptions, redirections, raw rules)
  /// and many URLs: a URL the pattern matches always contains the pattern's literal.
  @Test func preCheckIsSoundOnTheCatalog() throws {
    let rules = try ClearURLsRules(parsing: Fixture.text("clearurls/data.min.json"))
    let table = try ShareCaseTable.load()
    var urls = table.cases.flatMap { [$0.input, $0.target ?? ""] }.filter { $0.hasPrefix("http") }
    for name in rules.providerNames where !name.contains(" ") {
      let host = name.contains(".") ? name : name + ".com"
      urls += [
        "https://\(host)/x?a=1", "https://www.\(host)/", "http://sub.\(host).example/",
        "HTTPS://WWW.\(host.uppercased())/Q",
      ]
    }
    #expect(urls.count > 900)
    var withLiteral = 0
    var matched = 0
    for provider in rules.providers {
      for pattern in [provider.urlPattern] + provider.exceptions + provider.redirections + provider.rawRules {
        guard let literal = pattern.literal else { continue }
        withLiteral += 1
        for url in urls where pattern.isFound(in: url) {
          matched += 1
          #expect(
            ClearURLsLiteral.contains(ClearURLsRules.lowercasedBytes(url), literal),
            "\(provider.name): \(pattern.source) \(url)")
        }
      }
    }
    #expect(withLiteral == 327)
    #expect(matched > 600)
  }
}
