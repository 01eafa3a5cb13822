import OmniboxTestSupport
import Testing

@testable import Omnibox

/// A case of our `Fixtures/url/host-parser.json`.
struct HostParserCase: Decodable, Sendable, CustomTestStringConvertible {
  let input: String
  let opaque: Bool?
  let kind: String?
  let output: String?
  let error: String?
  var testDescription: String { input.debugDescription + (opaque == true ? " (opaque)" : "") }

  static let all: [HostParserCase] = (try? Fixture.decodeCases("url/host-parser.json")) ?? []
}

@Suite struct HostParserTests {
  @Test func fixtureLoaded() { #expect(HostParserCase.all.count == 68) }

  @Test(arguments: HostParserCase.all)
  func parses(_ c: HostParserCase) {
    do throws(URLParseError) {
      let host = try Host(parsing: c.input, isOpaque: c.opaque ?? false)
      #expect(c.error == nil, "expected failure: \(c.error ?? "")")
      #expect(host.description == c.output)
      let kind: String
      switch host {
      case .domain: kind = "domain"
      case .ipv4: kind = "ipv4"
      case .ipv6: kind = "ipv6"
      case .opaque: kind = "opaque"
      case .empty: kind = "empty"
      }
      #expect(kind == c.kind)
    } catch {
      #expect(error.description == c.error, "unexpected failure")
    }
  }

  /// The literal masks match the standard's lists.
  @Test func forbiddenCodePointTables() {
    func members(_ set: ASCIISet) -> Set<UInt8> { Set((0...255).map(UInt8.init).filter(set.contains)) }
    let host = Set("\u{0}\t\n\r #/:<>?@[\\]^|".utf8)
    let domain = host.union((0...0x1F).map(UInt8.init)).union("%\u{7F}".utf8)
    #expect(members(.forbiddenHost) == host)
    #expect(members(.forbiddenDomain) == domain)
    #expect(members(.authorityInteresting) == domain.union("ABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8))
  }

  @Test func addressValues() throws {
    #expect(try IPv4Address(parsing: "127.0.0.1").value == 0x7F00_0001)
    #expect(IPv4Address(value: 0xC0A8_0001).description == "192.168.0.1")
    #expect(try IPv6Address(parsing: "2001:db8::1").pieces == [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1])
    #expect(IPv6Address(pieces: [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]).description == "::ffff:7f00:1")
    #expect(throws: URLParseError(.invalidIPv6)) { try IPv6Address(parsing: "[::1]") }
    #expect(throws: URLParseError(.invalidIPv4)) { try IPv4Address(parsing: "1.2.3.4.5") }
  }

  @Test func asciiDomainsNeverReachICU() throws {
    // An ASCII domain that UTS #46 would reject is still accepted: it is only lowercased.
    #expect(try Host(parsing: "XN--ZZZ.example") == .domain("xn--zzz.example"))
    #expect(try Host(parsing: "-a-.b--c") == .domain("-a-.b--c"))
  }

  @Test func urlExposesParsedHost() throws {
    #expect(try URLRecord("http://0x7f.1/").parsedHost == .ipv4(IPv4Address(value: 0x7F00_0001)))
    #expect(try URLRecord("http://[::1]/").parsedHost == .ipv6(IPv6Address(pieces: [0, 0, 0, 0, 0, 0, 0, 1])))
    #expect(try URLRecord("foo://Ex%41/").parsedHost == .opaque("Ex%41"))
    #expect(try URLRecord("file:///x").parsedHost == .empty)
    #expect(try URLRecord("https://A.example/").parsedHost == .domain("a.example"))
    #expect(try URLRecord("mailto:a@b").parsedHost == nil)
  }
}
