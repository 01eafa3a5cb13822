import Omnibox
import Testing

/// Hostile input: huge URLs, thousands of dot segments, long `%` runs, pathological hosts.
/// None may crash, and all must finish quickly (a quadratic step on these sizes would not).
@Suite struct URLHostileInputTests {
  static let megabyte = 1 << 20

  @Test func megabyteLongURLsParse() throws {
    let path = String(repeating: "a", count: Self.megabyte)
    let url = try URLRecord("https://example.com/" + path + "?" + path + "#" + path)
    #expect(url.pathname.utf8.count == Self.megabyte + 1)
    #expect(url.search.utf8.count == Self.megabyte + 1)
    #expect(url.hash.utf8.count == Self.megabyte + 1)

    let host = String(repeating: "a", count: Self.megabyte) + ".com"
    #expect(try URLRecord("https://" + host + "/").hostname.utf8.count == host.utf8.count)

    let spaces = String(repeating: " ", count: Self.megabyte)
    #expect(try URLRecord("https://example.com/" + spaces + "x").pathname.utf8.count == 3 * Self.megabyte + 2)
  }

  @Test func tabsAndNewlinesEverywhereAreRemovedInLinearTime() throws {
    let noisy = String(repeating: "\t\n\r", count: Self.megabyte / 3)
    let url = try URLRecord("ht" + noisy + "tp://exa" + noisy + "mple.com/p" + noisy + "ath")
    #expect(url.href == "http://example.com/path")
  }

  @Test func thousandsOfDotDotSegments() throws {
    let up = String(repeating: "../", count: 200_000)
    #expect(try URLRecord("https://example.com/a/b/" + up + "c").href == "https://example.com/c")
    let encoded = String(repeating: "%2e%2E/", count: 100_000)
    #expect(try URLRecord("https://example.com/" + encoded + "d").href == "https://example.com/d")
    let downUp = String(repeating: "x/../", count: 100_000)
    #expect(try URLRecord("https://example.com/" + downUp + "e").href == "https://example.com/e")
    let base = try URLRecord("https://example.com/" + String(repeating: "s/", count: 100_000))
    #expect(try URLRecord(up + "f", base: base).href == "https://example.com/f")
  }

  @Test func longPercentRuns() throws {
    let percents = String(repeating: "%", count: Self.megabyte)
    #expect(try URLRecord("https://example.com/" + percents).pathname.utf8.count == Self.megabyte + 1)
    let encodedPercents = String(repeating: "%25", count: 100_000)
    #expect(throws: URLParseError(.domainInvalidCodePoint("%"))) {
      try URLRecord("https://" + encodedPercents + "/")
    }
    #expect(throws: URLParseError.self) { try URLRecord("https://" + percents + "/") }
  }

  @Test func hugeHostsFailWithAReason() throws {
    let ipv6 = "[" + String(repeating: "1:", count: 100_000) + "]"
    #expect(throws: URLParseError(.invalidIPv6)) { try URLRecord("http://" + ipv6 + "/") }
    let ipv4 = String(repeating: "1.", count: 100_000) + "1"
    #expect(throws: URLParseError(.invalidIPv4)) { try URLRecord("http://" + ipv4 + "/") }
    let number = "0x" + String(repeating: "0", count: Self.megabyte) + "1"
    #expect(try URLRecord("http://" + number + "/").hostname == "0.0.0.1")
    let unicode = String(repeating: "ü", count: 100_000) + ".example"
    do throws(URLParseError) {
      _ = try URLRecord("https://" + unicode + "/")
      Issue.record("a 200 kB IDN host should be refused")
    } catch {
      #expect(error.description.contains("input too long"))
    }
  }

  @Test func inputOverTheLimitIsRefused() {
    let huge = "https://example.com/" + String(repeating: "a", count: URLRecord.maximumInputLength)
    #expect(throws: URLParseError(.inputTooLong)) { try URLRecord(huge) }
  }

  @Test func controlCharactersAndNulBytes() throws {
    #expect(try URLRecord("\u{0}\u{1F} https://example.com/\u{0}x \u{1}").href == "https://example.com/%00x")
    #expect(throws: URLParseError(.hostInvalidCodePoint("\u{0}"))) { try URLRecord("https://exa\u{0}mple.com/") }
  }
}
