import Omnibox
import Testing

/// The normalizer's API beyond the case table: hand-off URLs, configuration, rules as data,
/// errors, and the examples in the doc comments.
@Suite struct ShareLinkNormalizerTests {
  let myapp = ShareLinkNormalizer(configuration: .init(appSchemes: ["myapp": ["url", "text"]]))

  @Test func docCommentExamples() throws {
    let n = ShareLinkNormalizer(configuration: .init(appSchemes: ["myapp": ["url"]]))
    let nested = n.unwrap(
      "myapp://open?url=https%3A%2F%2Fwww.google.com%2Furl%3Fq%3Dhttps%253A%252F%252Fexample.com%252F")
    #expect(nested.target == "https://example.com/")
    #expect(nested.via == ["app-scheme:myapp", "redirect:google"])
    #expect(n.unwrap("googlechromes://example.com/a?b=1").target == "https://example.com/a?b=1")
    #expect(n.unwrap("これ見て https://example.com/a です").target == "https://example.com/a")
    #expect(n.unwrap("javascript:alert(1)").refusal?.code == "disallowed-scheme")
    #expect(n.unwrap("javascript:alert(1)").refusal?.description == "disallowed scheme 'javascript'")

    let r = ShareLinkNormalizer().unwrap(
      "see https://www.google.com/url?q=https%3A%2F%2Fexample.com%2F%3Futm_source%3Dx")
    #expect(r.target == "https://example.com/?utm_source=x")
    #expect(r.clean == "https://example.com/")
    #expect(r.via == ["text", "redirect:google"])

    #expect(n.unwrap("Mira www.ejemplo.es/foo, es genial").target == "https://www.ejemplo.es/foo")
    #expect(
      ShareLinkNormalizer().links(in: "Mira www.ejemplo.es/foo, o escribe a ana@ejemplo.es") == [
        TextLink(text: "www.ejemplo.es/foo", kind: .schemeless, utf8Offsets: 5..<23),
        TextLink(text: "ana@ejemplo.es", kind: .email, utf8Offsets: 37..<51),
      ])
    #expect(
      ShareLinkNormalizer().links(in: "see example.com/a (or https://b.example/x).").map(\.text)
        == ["example.com/a", "https://b.example/x"])

    let handoff = try n.handoffURL(for: "https://example.com/a b?x=1&y=2#f", scheme: "myapp", parameter: "url")
    #expect(handoff == "myapp://open?url=https%3A%2F%2Fexample.com%2Fa%2520b%3Fx%3D1%26y%3D2%23f")
    #expect(n.unwrap(handoff).target == "https://example.com/a%20b?x=1&y=2#f")
  }

  // MARK: Hand-off

  @Test func handoffCanonicalizesTheLink() throws {
    let url = try myapp.handoffURL(for: "  HTTPS://Bücher.Example:443/./a  ", scheme: "MyApp", parameter: "URL")
    #expect(url == "myapp://open?URL=https%3A%2F%2Fxn--bcher-kva.example%2Fa")
    #expect(myapp.unwrap(url).target == "https://xn--bcher-kva.example/a")
  }

  @Test(arguments: [
    ("https://example.com/", "other", "url", "invalid-handoff"),
    ("https://example.com/", "my app", "url", "invalid-handoff"),
    ("https://example.com/", "myapp", "link", "invalid-handoff"),
    ("https://example.com/", "myapp", "text", "invalid-handoff"),
    ("", "myapp", "url", "empty"),
    ("javascript:alert(1)", "myapp", "url", "disallowed-scheme"),
    ("ftp://example.com/", "myapp", "url", "disallowed-scheme"),
    ("https://user:pw@example.com/", "myapp", "url", "credentials"),
    ("https://exa%20mple.com/", "myapp", "url", "host-has-spaces"),
    ("https://example.com/\u{202E}x", "myapp", "url", "bidi-control"),
    ("see https://example.com/", "myapp", "url", "no-link"),
  ])
  func handoffRefuses(link: String, scheme: String, parameter: String, code: String) {
    #expect(throws: ShareLinkError.self) { try myapp.handoffURL(for: link, scheme: scheme, parameter: parameter) }
    do {
      _ = try myapp.handoffURL(for: link, scheme: scheme, parameter: parameter)
    } catch {
      #expect(error.code == code, "\(link) \(scheme) \(parameter): \(error)")
    }
  }

  @Test func handoffParameterNeedingEncodingIsRefused() {
    let n = ShareLinkNormalizer(configuration: .init(appSchemes: ["myapp": ["a b"]]))
    #expect(throws: ShareLinkError(.invalidHandoff("'a b' needs percent-encoding"))) {
      try n.handoffURL(for: "https://example.com/", scheme: "myapp", parameter: "a b")
    }
  }

  // MARK: Configuration and rules

  @Test func appSchemeTakesPrecedenceOverABrowserRule() {
    let n = ShareLinkNormalizer(configuration: .init(appSchemes: ["firefox": ["link"]]))
    #expect(n.unwrap("firefox://open-url?link=https%3A%2F%2Fexample.com%2F").via == ["app-scheme:firefox"])
    #expect(n.unwrap("firefox://open-url?url=https%3A%2F%2Fexample.com%2F").refusal?.code == "empty-wrapper")
  }

  @Test func webSchemesCannotBeAppSchemes() {
    let n = ShareLinkNormalizer(configuration: .init(appSchemes: ["https": ["url"], "http": []]))
    let r = n.unwrap("https://example.com/?url=https%3A%2F%2Fother.example%2F")
    #expect(r.target == "https://example.com/?url=https%3A%2F%2Fother.example%2F")
    #expect(r.via == [])
  }

  @Test func rulesAreData() {
    let custom = ShareLinkRule(
      name: "go", kind: .redirect,
      pattern: .redirect(host: .exact(["go.example"]), path: .prefix("/out"), parameters: ["target"]))
    let n = ShareLinkNormalizer(configuration: .init(rules: [custom]))
    let r = n.unwrap("https://go.example/out/42?target=https%3A%2F%2Fexample.com%2F")
    #expect(r.target == "https://example.com/")
    #expect(r.via == ["redirect:go"])
    // Without the built-in rules, other browsers' schemes are just unknown schemes.
    #expect(n.unwrap("googlechromes://example.com/").refusal == ShareLinkError(.disallowedScheme("googlechromes")))
    #expect(n.unwrap("https://www.google.com/url?q=https%3A%2F%2Fexample.com%2F").via == [])
  }

  @Test func builtInRulesAreWellFormed() {
    var schemes: [String: String] = [:]
    for rule in ShareLinkRule.builtIn {
      #expect(!rule.name.isEmpty && rule.name == rule.name.lowercased())
      switch rule.pattern {
      case .replaceScheme(let s, let replacement):
        #expect(replacement == "http" || replacement == "https")
        #expect(schemes.updateValue(rule.name, forKey: s.lowercased()) == nil, "\(s) twice")
      case .quickLink(let s, _), .afterScheme(let s, _), .parameter(let s, _):
        #expect(schemes.updateValue(rule.name, forKey: s.lowercased()) == nil, "\(s) twice")
      case .redirect(let host, _, let parameters):
        #expect(rule.kind == .redirect)
        #expect(!parameters.isEmpty)
        if case .exact(let hosts) = host { #expect(hosts.allSatisfy { $0 == $0.lowercased() }) }
      case .pathEmbedded(_, let prefix, let scheme):
        #expect(rule.kind == .redirect)
        #expect(prefix.hasPrefix("/") && prefix.hasSuffix("/"))
        #expect(scheme == "http" || scheme == "https")
      case .wholeQuery(let host, _), .urlDefense(let host):
        #expect(rule.kind == .redirect)
        if case .exact(let hosts) = host { #expect(hosts.allSatisfy { $0 == $0.lowercased() }) }
      }
    }
    #expect(ShareLinkRule.builtIn.count == ShareLinkRule.browserRules.count + ShareLinkRule.redirectRules.count)
    #expect(ShareLinkRule.browserRules.allSatisfy { $0.kind == .browser })
  }

  @Test func registrableNameNeedsAnICANNSuffix() {
    let n = ShareLinkNormalizer()
    for host in ["www.google.com.au", "google.fr", "www.google.com.br"] {
      #expect(n.unwrap("https://\(host)/url?q=https%3A%2F%2Fexample.com%2F").via == ["redirect:google"], "\(host)")
    }
    // blogspot.com is a private-section suffix; "google.lan" has only the implicit rule.
    for host in ["google.blogspot.com", "www.google.lan", "www.google", "google"] {
      #expect(n.unwrap("https://\(host)/url?q=https%3A%2F%2Fexample.com%2F").via == [], "\(host)")
    }
  }

  @Test func maximumInputLengthIsInclusive() {
    let link = "https://example.com/" + String(repeating: "a", count: 44)  // 64 bytes
    #expect(ShareLinkNormalizer(configuration: .init(maximumInputLength: 64)).unwrap(link).target == link)
    #expect(
      ShareLinkNormalizer(configuration: .init(maximumInputLength: 63)).unwrap(link).refusal
        == ShareLinkError(.tooLong(limit: 63)))
  }

  @Test func textParameterFallsBackAfterLinkParameters() {
    let r = myapp.unwrap("myapp://open?url=&text=read%20https%3A%2F%2Fexample.com%2F")
    #expect(r.target == "https://example.com/")
    #expect(r.via == ["app-scheme:myapp", "text"])
  }

  @Test func allowedSchemesAreCaseInsensitive() {
    let n = ShareLinkNormalizer(configuration: .init(allowedTargetSchemes: ["HTTPS"]))
    #expect(n.unwrap("https://example.com/").target == "https://example.com/")
    #expect(n.unwrap("http://example.com/").refusal?.code == "disallowed-scheme")
  }

  // MARK: Errors

  @Test(arguments: [
    (ShareLinkError.Reason.empty, "empty", "empty input"),
    (.tooLong(limit: 10), "too-long", "input longer than 10 bytes"),
    (.noLink, "no-link", "no link found"),
    (.disallowedScheme("data"), "disallowed-scheme", "disallowed scheme 'data'"),
    (.tooDeep(limit: 8), "too-deep", "more than 8 nested wrappers"),
    (.missingHost, "missing-host", "link has no host"),
    (.hostHasSpaces, "host-has-spaces", "host contains spaces"),
    (.invalidHost("a&b"), "invalid-host", "host 'a&b' is not a valid domain name"),
    (.credentials, "credentials", "link carries a user name or password"),
    (.bidiControl("\u{202E}"), "bidi-control", "bidirectional control U+202E in link"),
    (.controlCharacter("\u{0}"), "control-character", "control character U+0000 in link"),
    (.emailAddress, "email-address", "an e-mail address, not a link"),
    (.emptyWrapper("browser:firefox"), "empty-wrapper", "browser:firefox carries no link"),
    (.invalidHandoff("why"), "invalid-handoff", "cannot build hand-off URL: why"),
  ])
  func errorCodesAndDescriptions(reason: ShareLinkError.Reason, code: String, description: String) {
    let error = ShareLinkError(reason)
    #expect(error.code == code)
    #expect(error.description == description)
  }

  @Test func invalidURLCarriesTheParserReason() {
    let r = ShareLinkNormalizer().unwrap("https://example.com:99999/")
    #expect(r.refusal == ShareLinkError(.invalidURL(URLParseError(.portOutOfRange))))
    #expect(r.refusal?.description == "invalid URL: port out of range")
  }

  /// `links(in:)` reports where each link is (UTF-8 offsets, the part between `<…>`), with its
  /// kind, and the scheme `unwrap` picks follows the documented order.
  @Test func linksInText() {
    let n = ShareLinkNormalizer(configuration: .init(appSchemes: ["myapp": []]))
    let text =
      "写信 ana@example.jp、見て <https://a.example/x> or myapp://open?url=https%3A%2F%2Fb.example%2F and c.example.org"
    let links = n.links(in: text)
    #expect(links.map(\.kind) == [.email, .scheme("https"), .scheme("myapp"), .schemeless])
    for link in links {
      let bytes = Array(text.utf8)[link.utf8Offsets]
      #expect(String(decoding: bytes, as: UTF8.self) == link.text)
    }
    #expect(n.unwrap(text).target == "https://b.example/")
    #expect(n.links(in: "") == [])
    #expect(n.links(in: "no links here, just words.") == [])
  }

  @Test func missingHostForAnAllowedNonSpecialScheme() {
    let n = ShareLinkNormalizer(configuration: .init(allowedTargetSchemes: ["https", "news"]))
    #expect(n.unwrap("news:comp.lang.swift").refusal == ShareLinkError(.missingHost))
  }
}
