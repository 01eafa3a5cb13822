@testable import Omnibox

// The safe display form of hosts and URLs.

extension FuzzTarget {
  static let display = FuzzTarget(
    "display",
    "DisplayFormatter.displayHost and display(URLRecord) with `<options byte>text`: no control or bidi characters; the host is its ASCII or its Unicode form",
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

/// The formatters the `display` target picks from. When the top-domain table lands, a row
/// with a formatter built from that list goes here (or a `display-with-list` target).
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
  /// ASCII, or "domain to ASCII" of Unicode), or the Unicode form that converts back to it.
  static func checkHost(_ shown: HostDisplay, of text: String) {
    let what = "displayHost(\(Invariant.quoted(text)))"
    if KnownFindings.displayHostControls.covers(text, nil) { return }
    Invariant.check(Invariant.hasNoControlOrBidi(shown.host), "\(what) = \(Invariant.quoted(shown.host))")
    Invariant.check(shown.isUnicode == (shown.reason == .safeUnicode), "\(what): isUnicode and reason disagree")
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      checkForm(shown, ascii: text.lowercased(), what)
    } else if text.utf8.count <= HostSpoofCheck.maximumLength, let ascii = try? IDNA.domainToASCII(text) {
      checkForm(shown, ascii: ascii, what)
    } else {
      // Invalid, or too long to decode (documented limit): shown escaped, never as Unicode.
      Invariant.check(!shown.isUnicode && Invariant.isPrintableASCII(shown.host), "\(what) = \(Invariant.quoted(shown.host)) for an invalid or over-long host")
    }
  }

  /// The shown host is `ascii` itself, or a Unicode form whose ASCII form is `ascii`.
  static func checkForm(_ shown: HostDisplay, ascii: String, _ what: @autoclosure () -> String) {
    if shown.isUnicode {
      Invariant.check(shown.host.utf8.contains { $0 >= 0x80 }, "\(what()): Unicode form \(Invariant.quoted(shown.host)) is ASCII")
      let back = try? IDNA.domainToASCII(shown.host)
      Invariant.check(back == ascii, "\(what()) = \(Invariant.quoted(shown.host)), which is \(Invariant.quoted(back)), not \(Invariant.quoted(ascii))")
    } else {
      Invariant.check(shown.host == ascii, "\(what()) = \(Invariant.quoted(shown.host)), not the ASCII form \(Invariant.quoted(ascii))")
    }
  }
}
