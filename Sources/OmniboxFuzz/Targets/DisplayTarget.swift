@testable import Omnibox

// The safe display form of hosts and URLs.

extension FuzzTarget {
  static let display = FuzzTarget(
    "display",
    "DisplayFormatter.displayHost and display(URLRecord) with `<options byte>text`: no control or bidi characters; each label is its ASCII or its Unicode form",
    dictionary: ["url", "hosts", "escapes", "unicode"],
    seeds: { fixtures in
      (fixtures.strings(in: "display/hosts.json", keys: ["host"])
        + fixtures.strings(in: "display/urls.json", keys: ["url"])
        + fixtures.strings(in: "wpt/toascii.json", keys: ["input"])).enumerated().map { i, text in
          FuzzInput.encode(selector: i % FuzzFormatters.all.count, text)
        }
    },
    run: { input in
      let (choice, rest) = input.selecting(FuzzFormatters.all.count)
      let (name, formatter) = FuzzFormatters.all[choice]
      let text = rest.text
      DisplayInvariants.checkHost(formatter.displayHost(text), of: text)
      guard let url = try? URLRecord(text) else { return }
      let what = "display[\(name)](\(Invariant.quoted(url.href)))"
      let result = formatter.display(url)
      Invariant.check(Invariant.hasNoControlOrBidi(result.text), "\(what) = \(Invariant.quoted(result.text))")
      if let host = result.host, case .domain = url.parsedHost {
        Invariant.check(host == formatter.displayHost(url.hostname), "\(what): its host is not displayHost(hostname)")
        DisplayInvariants.checkForm(host, ascii: url.hostname, what)
      }
    })
}

extension FuzzTarget {
  static let displayWithList = FuzzTarget(
    "display-with-list",
    "TopDomainList(parsing:) and displayHost with `host\\nlist`: the list compiles or refuses; a look-alike names a listed domain, shown wholly in ASCII; no listed domain imitates itself; the display invariants hold",
    dictionary: ["hosts", "unicode"],
    maximumLength: 8192,
    seeds: { fixtures in
      let hosts = fixtures.strings(in: "display/hosts.json", keys: ["host"])
      var lists = [fixtures.text("top_domains/idn_test_domains.list") ?? ""]
      if let full = fixtures.text("top_domains/domains.list") {
        let lines = full.split(separator: "\n", omittingEmptySubsequences: false)
        lists += stride(from: 0, to: lines.count, by: 100).map {
          lines[$0..<min($0 + 100, lines.count)].joined(separator: "\n")
        }
      }
      return hosts.enumerated().map { i, host in FuzzInput.encode(host, lists[i % lists.count]) }
    },
    run: { input in
      guard let (host, listText) = input.lines, let list = try? TopDomainList(parsing: listText) else { return }
      let formatter = DisplayFormatter(topDomains: list)
      let shown = formatter.displayHost(host)
      DisplayInvariants.checkHost(shown, of: host)
      let listed = Set(list.domains.map(\.domain))
      if let top = shown.lookalikeOf {
        Invariant.check(
          listed.contains(top),
          "displayHost(\(Invariant.quoted(host))) imitates \(Invariant.quoted(top)), which is not listed")
      }
      for domain in list.domains.prefix(8) {
        let own = formatter.displayHost(domain.domain)
        Invariant.check(
          own.lookalikeOf != domain.domain,
          "listed \(Invariant.quoted(domain.domain)) is shown as a look-alike of itself")
      }
    })
}

/// The formatters the `display` target picks from (the embedded top-domain list; the
/// `display-with-list` target brings its own).
enum FuzzFormatters {
  static let all: [(name: String, formatter: DisplayFormatter)] = [
    ("full", DisplayFormatter(options: .full)),
    ("addressBar", DisplayFormatter(options: .addressBar)),
    ("raw", DisplayFormatter(options: .init(omitsCredentials: false, decodesPercentEncoding: false))),
  ]
}

/// What every display decision must satisfy.
enum DisplayInvariants {
  /// `displayHost(text)`: no control or bidi character; the ASCII form of `text` (lowercased
  /// ASCII, or "domain to ASCII" of Unicode), or a form with some labels in Unicode that
  /// converts back to it; a look-alike wholly in ASCII.
  static func checkHost(_ shown: HostDisplay, of text: String) {
    let what = "displayHost(\(Invariant.quoted(text)))"
    Invariant.check(Invariant.hasNoControlOrBidi(shown.host), "\(what) = \(Invariant.quoted(shown.host))")
    Invariant.check(
      shown.isUnicode == shown.host.utf8.contains { $0 >= 0x80 },
      "\(what): isUnicode says otherwise than \(Invariant.quoted(shown.host))")
    Invariant.check(shown.reason != .safeUnicode || shown.isUnicode, "\(what): safe Unicode shown in ASCII")
    Invariant.check(shown.lookalikeOf == nil || !shown.isUnicode, "\(what): a look-alike shown in Unicode")
    let hasControl = text.unicodeScalars.contains { Invariant.isControl($0) || Invariant.isBidiControl($0) }
    if !hasControl && text.utf8.allSatisfy({ $0 < 0x80 }) {
      checkForm(shown, ascii: text.lowercased(), what)
    } else if !hasControl, text.utf8.count <= HostSpoofCheck.maximumLength, let ascii = try? IDNA.domainToASCII(text) {
      checkForm(shown, ascii: ascii, what)
    } else {
      // Controls, invalid, or too long to decode (a documented limit): escaped, never Unicode.
      Invariant.check(
        !shown.isUnicode && Invariant.isPrintableASCII(shown.host),
        "\(what) = \(Invariant.quoted(shown.host)) for a host with controls, invalid or over-long")
    }
  }

  /// The shown host is `ascii` itself, or has the same labels with some shown in Unicode,
  /// each of which converts back to its ASCII label.
  static func checkForm(_ shown: HostDisplay, ascii: String, _ what: @autoclosure () -> String) {
    if shown.isUnicode {
      let shownLabels = shown.host.split(separator: ".", omittingEmptySubsequences: false)
      let asciiLabels = ascii.split(separator: ".", omittingEmptySubsequences: false)
      Invariant.check(
        shownLabels.count == asciiLabels.count,
        "\(what()) = \(Invariant.quoted(shown.host)): other labels than \(Invariant.quoted(ascii))")
      for (label, asciiLabel) in zip(shownLabels, asciiLabels) where label != asciiLabel {
        let back = try? IDNA.domainToASCII(String(label))
        Invariant.check(
          back.map { Substring($0) } == asciiLabel,
          "\(what()) = \(Invariant.quoted(shown.host)): label \(Invariant.quoted(String(label))) is \(Invariant.quoted(back)), not \(Invariant.quoted(String(asciiLabel)))"
        )
      }
    } else {
      Invariant.check(
        shown.host == ascii,
        "\(what()) = \(Invariant.quoted(shown.host)), not the ASCII form \(Invariant.quoted(ascii))")
    }
  }
}
