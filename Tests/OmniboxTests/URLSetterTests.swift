import Omnibox
import OmniboxTestSupport
import Testing

extension WPTSetterCase: CustomTestStringConvertible {
  public var testDescription: String { "\(setter) #\(index) \(href.debugDescription) ← \(newValue.debugDescription)" }
}

/// WPT `setters_tests.json`: every setter (`protocol`, `username`, `password`, `host`,
/// `hostname`, `port`, `pathname`, `search`, `hash`, `href`) on the case's URL, then every
/// expected getter compared.
@Suite struct URLSetterTests {
  static let cases: [WPTSetterCase] = (try? WPTSetterCase.load()) ?? []
  static let knownFailures: KnownFailures = (try? KnownFailures.load()) ?? KnownFailures(cases: [])

  @Test func fixtureLoaded() {
    #expect(Self.cases.count == 278)
    #expect(Set(Self.cases.map(\.setter)).count == 10)
  }

  static func apply(_ c: WPTSetterCase) -> [String] {
    guard var url = try? URLRecord(c.href) else { return ["href \(c.href) does not parse"] }
    switch c.setter {
    case "protocol": url.protocol = c.newValue
    case "username": url.username = c.newValue
    case "password": url.password = c.newValue
    case "host": url.host = c.newValue
    case "hostname": url.hostname = c.newValue
    case "port": url.port = c.newValue
    case "pathname": url.pathname = c.newValue
    case "search": url.search = c.newValue
    case "hash": url.hash = c.newValue
    case "href": try? url.setHref(c.newValue)
    default: return ["unknown setter \(c.setter)"]
    }
    let actual = [
      "href": url.href, "protocol": url.protocol, "username": url.username, "password": url.password,
      "host": url.host, "hostname": url.hostname, "port": url.port, "pathname": url.pathname,
      "search": url.search, "hash": url.hash,
    ]
    var diffs: [String] = []
    for (key, value) in c.expected.sorted(by: { $0.key < $1.key }) where actual[key] != value {
      diffs.append("\(key): expected \(value.debugDescription), got \((actual[key] ?? "nil").debugDescription)")
    }
    // Whatever the setter did, the result must be a URL that re-parses to itself.
    if (try? URLRecord(url.href))?.href != url.href { diffs.append("href \(url.href) does not re-parse to itself") }
    return diffs
  }

  @Test(arguments: cases)
  func setter(_ c: WPTSetterCase) {
    let diffs = Self.apply(c)
    if Self.knownFailures.contains(file: "setters_tests.json", input: "\(c.setter) \(c.href) \(c.newValue)", base: nil)
    {
      #expect(!diffs.isEmpty, "listed as a known failure but passes")
    } else {
      #expect(diffs.isEmpty, "\(diffs.joined(separator: "; "))")
    }
  }

  /// The standard's protocol setter keeps the host when a special URL becomes `file:`; the
  /// file host state then reads `localhost` as the empty host, so the href parses to the URL
  /// without its host (the fuzzer's regressions/setters); any other host stays.
  @Test(arguments: [
    ("wss:localhost//x:x@example.net:1234", "file://localhost//x:x@example.net:1234", "file:////x:x@example.net:1234"),
    ("http://localhost:80/x", "file://localhost/x", "file:///x"),
    ("https://example.com/x", "file://example.com/x", "file://example.com/x"),
  ])
  func protocolFileKeepsTheHostAsTheStandardSays(href: String, set: String, reparsed: String) throws {
    var url = try URLRecord(href)
    url.protocol = "file"
    #expect(url.href == set)
    #expect(try URLRecord(url.href).href == reparsed)
  }
}
