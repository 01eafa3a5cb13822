import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Nothing unsafe comes out of `unwrap` (issue 10): a wrapper never leads to a script scheme
/// however many times it is encoded, and `clean` passes the same checks as `target`.
@Suite struct ShareSafetyPropertyTests {
  static let normalizer = ShareLinkNormalizer(configuration: .init(appSchemes: ["myapp": ["url", "link", "text"]]))

  /// Targets no wrapper may lead to.
  static let scriptTargets = [
    "javascript:alert(1)", "JavaScript:alert(document.cookie)", " javascript:alert(1)", "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>", "data:text/html;base64,PHNjcmlwdD4=", "vbscript:msgbox(1)",
    "VBScript:msgbox(1)", "file:///etc/passwd", "file://server/share/x",
  ]

  /// `text` percent-encoded `times` times as a URL component.
  static func encoded(_ text: String, _ times: Int) -> String {
    var text = text
    for _ in 0..<times { text = PercentEncoding.encode(text, using: .component) }
    return text
  }

  /// Ways of wrapping `value` in each built-in rule (and the app scheme), named by the rule's step.
  static func wrappers(of value: String) -> [(step: String, link: String)] {
    var out: [(String, String)] = []
    for rule in ShareLinkRule.builtIn {
      switch rule.pattern {
      case .replaceScheme(let scheme, _):
        out.append((rule.step, scheme + "://" + value))
        out.append((rule.step, scheme + ":" + value))
      case .quickLink(let scheme, _):
        out.append((rule.step, scheme + "://" + value))
      case .afterScheme(let scheme, let names):
        out.append((rule.step, scheme + ":" + value))
        out.append((rule.step, scheme + "://" + value))
        for name in names { out.append((rule.step, scheme + ":?" + name + "=" + value)) }
      case .parameter(let scheme, let names):
        for name in names { out.append((rule.step, scheme + "://open-url?" + name + "=" + value)) }
      case .redirect(let host, let path, let names):
        for name in names {
          out.append((rule.step, "https://" + sampleHost(host) + samplePath(path) + "?" + name + "=" + value + "&x=1"))
        }
      case .pathEmbedded(let host, let prefix, _):
        out.append((rule.step, "https://" + sampleHost(host) + prefix + value))
      case .wholeQuery(let host, let path):
        out.append((rule.step, "https://" + sampleHost(host) + samplePath(path) + "?" + value))
      case .urlDefense(let host):
        out.append((rule.step, "https://" + sampleHost(host) + "/v2/url?u=" + value + "&d=x"))
        out.append((rule.step, "https://" + sampleHost(host) + "/v3/__" + value + "__;!!x!y$"))
      }
    }
    for name in ["url", "link", "text"] { out.append(("app-scheme:myapp", "myapp://open?" + name + "=" + value)) }
    return out
  }

  static func sampleHost(_ host: ShareLinkRule.HostPattern) -> String {
    switch host {
    case .exact(let hosts): return hosts.first ?? "example.com"
    case .domainAndSubdomains(let domain): return "nam12." + domain
    case .registrableName(let name, let subdomains):
      return (subdomains.contains("www") ? "www." : "") + name + ".com"
    }
  }

  static func samplePath(_ path: ShareLinkRule.PathPattern) -> String {
    switch path {
    case .exact(let paths): return paths.first ?? "/"
    case .prefix(let prefix): return prefix.hasSuffix("/") ? prefix + "x" : prefix
    }
  }

  /// Every built-in redirector and hand-off scheme, with script targets encoded one to three
  /// times (and written raw, when that leaves the wrapper one token): refused, never the
  /// wrapper itself.
  @Test func wrappedScriptSchemesAreRefusedAtAnyDepth() {
    var checked = 0
    var steps: Set<String> = []
    for target in Self.scriptTargets {
      let raw = target.unicodeScalars.contains { $0.properties.isWhitespace } ? 1 : 0
      for times in raw...3 {
        for (step, link) in Self.wrappers(of: Self.encoded(target, times)) {
          let result = Self.normalizer.unwrap(link)
          #expect(result.target == nil, "\(link) → \(result.target ?? "")")
          steps.insert(step)
          checked += 1
        }
      }
    }
    #expect(steps == Set(ShareLinkRule.builtIn.map(\.step) + ["app-scheme:myapp"]))
    #expect(checked == (Self.scriptTargets.count * 4 - 2) * Self.wrappers(of: "x").count)
  }

  /// The same, with `disallowed-scheme` named where the decoded value is a script URL: through a
  /// redirector's parameter, or a hand-off's, at every depth.
  @Test(arguments: ["javascript:alert(1)", "data:text/html,x", "vbscript:msgbox(1)", "file:///etc/passwd"])
  func refusalNamesTheScheme(target: String) throws {
    let scheme = try #require(target.split(separator: ":").first.map(String.init))
    for times in 1...3 {
      let value = Self.encoded(target, times)
      for link in [
        "https://www.google.com/url?q=" + value, "https://nam12.safelinks.protection.outlook.com/?url=" + value,
        "https://l.facebook.com/l.php?u=" + value, "firefox://open-url?url=" + value, "orion://open-url?url=" + value,
        "myapp://open?url=" + value, "https://href.li/?" + value, "https://link.zhihu.com/?target=" + value,
      ] {
        #expect(Self.normalizer.unwrap(link).refusal == ShareLinkError(.disallowedScheme(scheme)), "\(link)")
      }
    }
  }

  // MARK: clean

  /// The rules files of issue 10: each cuts a prefix out of the URL string.
  static let cuttingRules: [ClearURLsRules] = [
    ClearURLsRules(providers: [.init(name: "cut-origin", urlPattern: "a\\.com", rawRules: ["https://a\\.com/"])]),
    ClearURLsRules(providers: [.init(name: "cut-host", urlPattern: "a\\.com", rawRules: ["a\\.com/"])]),
    ClearURLsRules(providers: [
      .init(name: "cut-credentials", urlPattern: ".*", rawRules: ["@"]),
      .init(name: "cut-dots", urlPattern: ".*", rawRules: ["\\.(?=[a-z]+/)"]),
    ]),
  ]

  /// The attacks of issue 10: clean falls back to the target.
  @Test func cuttingRulesFallBackToTheTarget() {
    let cases = [
      (0, "https://a.com/javascript:alert(1)", "https://a.com/javascript:alert(1)"),
      (1, "https://a.com/evil.example/?x=1", "https://a.com/evil.example/?x=1"),
      (1, "https://a.com/evil.example/?utm_source=x", "https://a.com/evil.example/"),  // the built-in stage stays
      (2, "https://example.com/a", "https://example.com/a"),
    ]
    for (rules, link, clean) in cases {
      let n = ShareLinkNormalizer(configuration: .init(clearURLsRules: Self.cuttingRules[rules]))
      let r = n.unwrap(link)
      #expect(r.target == link)
      #expect(r.clean == clean, "\(link)")
    }
    // A cut that keeps the scheme and host is a clean form like any other.
    let path = ClearURLsRules(providers: [.init(name: "p", urlPattern: ".*", rawRules: ["/ref=[^/?]*"])])
    let n = ShareLinkNormalizer(configuration: .init(clearURLsRules: path))
    #expect(n.unwrap("https://shop.example/item/5/ref=abc?x=1").clean == "https://shop.example/item/5?x=1")
  }

  /// Every input of the case tables, the tracking table and the attacks, with no rules, each
  /// cutting rules file and the ClearURLs catalog: `clean` has the target's scheme and host, no
  /// credentials or controls, passes the target checks, and is its own clean form.
  @Test func cleanPassesTheTargetChecks() throws {
    let table = try ShareCaseTable.load()
    let tracking = try TrackingTable.load()
    var inputs = table.cases.filter { $0.config == nil }.map(\.input) + tracking.cases.map(\.url)
    inputs += [
      "https://a.com/javascript:alert(1)", "https://a.com/evil.example/?x=1", "https://user@a.com.evil.example/",
    ]
    inputs += ["https://a.com/x?utm_source=1&y=2", "https://www.a.com/a.com/?a=1#a.com/"]
    var rulesFiles: [ClearURLsRules?] = [nil] + Self.cuttingRules.map(Optional.some)
    if let text = try? Fixture.text("clearurls/data.min.json") { rulesFiles.append(try ClearURLsRules(parsing: text)) }
    #expect(rulesFiles.count == 5)
    var checked = 0
    for rules in rulesFiles {
      let n = ShareLinkNormalizer(configuration: .init(appSchemes: table.defaults.appSchemes, clearURLsRules: rules))
      for input in inputs {
        let r = n.unwrap(input)
        guard let target = r.target else { continue }
        let clean = try #require(r.clean)
        let t = try URLRecord(target)
        let c = try URLRecord(clean)
        #expect(c.scheme == t.scheme && c.host == t.host, "\(input): \(clean)")
        #expect(c.username.isEmpty && c.password.isEmpty, "\(input): \(clean)")
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(input)")
        #expect((try? n.checkedTarget(c)) != nil, "\(input): \(clean)")
        #expect(n.unwrap(clean).refusal == nil, "\(input): \(clean)")
        checked += 1
      }
    }
    #expect(checked > 2000)
  }
}
