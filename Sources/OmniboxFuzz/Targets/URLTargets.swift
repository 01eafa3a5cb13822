@testable import Omnibox

// The WHATWG URL parser, with and without a base, and the URL setters.

extension FuzzTarget {
  static let url = FuzzTarget(
    "url",
    "URLRecord(input): canParse agrees; the bytes' href (withHref) is the record's; href reparses to itself, is printable ASCII, and its getters add up",
    dictionary: ["url", "schemes", "escapes", "unicode"],
    seeds: { fixtures in
      (fixtures.strings(in: "wpt/urltestdata.json", keys: ["input", "href"])
        + fixtures.strings(in: "wpt/urltestdata-javascript-only.json", keys: ["input"])
        + fixtures.strings(in: "url/parse-errors.json", keys: ["input"])
        + fixtures.strings(in: "display/urls.json", keys: ["url"])).map { Array($0.utf8) }
    },
    run: { input in
      let text = input.text
      let parsed = try? URLRecord(text)
      Invariant.check(URLRecord.canParse(text) == (parsed != nil), "canParse disagrees with init")
      var hrefs: [String] = []
      input.bytes.withUnsafeBufferPointer { bytes in
        try? URLRecord.withHref(parsing: bytes, base: nil) { hrefs.append(String(decoding: $0, as: UTF8.self)) }
      }
      Invariant.check(
        hrefs == (parsed.map { [$0.href] } ?? []), "withHref(parsing: \(Invariant.quoted(text))) gave \(hrefs)")
      guard let url = parsed else { return }
      URLInvariants.check(url, "URLRecord(\(Invariant.quoted(text)))")
    })

  static let urlWithBase = FuzzTarget(
    "url-with-base",
    "URLRecord(input, base:) with `base\\ninput`: the result is canonical and parses the same without the base",
    dictionary: ["url", "schemes", "escapes"],
    seeds: { fixtures in
      fixtures.objects(in: "wpt/urltestdata.json").compactMap { test in
        guard let input = test["input"]?.string, let base = test["base"]?.string else { return nil }
        return FuzzInput.encode(base, input)
      }
    },
    run: { input in
      guard let (baseText, text) = input.lines, let base = try? URLRecord(baseText) else { return }
      let parsed = try? URLRecord(text, base: base)
      Invariant.check(URLRecord.canParse(text, base: base) == (parsed != nil), "canParse(base:) disagrees with init")
      guard let url = parsed else { return }
      let what = "URLRecord(\(Invariant.quoted(text)), base: \(Invariant.quoted(baseText)))"
      URLInvariants.check(url, what)
      let alone = try? URLRecord(url.href, base: base)
      Invariant.check(
        alone?.href == url.href, "\(what): href \(Invariant.quoted(url.href)) parses differently against the base")
    })

  static let setters = FuzzTarget(
    "setters",
    "URL setters with `<setter byte>href\\nvalue`: the URL stays canonical; setting the same value twice changes nothing more",
    dictionary: ["url", "schemes", "escapes"],
    seeds: { fixtures in
      guard let tests = fixtures.json("wpt/setters_tests.json")?.object else { return [] }
      var seeds: [[UInt8]] = []
      for (index, setter) in URLSetters.all.enumerated() {
        for test in tests[setter.name]?.array ?? [] {
          guard let href = test["href"]?.string, let value = test["new_value"]?.string else { continue }
          seeds.append(FuzzInput.encode(selector: index, href, value))
        }
      }
      return seeds
    },
    run: { input in
      let (choice, rest) = input.selecting(URLSetters.all.count)
      guard let (href, value) = rest.lines, let original = try? URLRecord(href) else { return }
      let setter = URLSetters.all[choice]
      var url = original
      setter.apply(&url, value)
      let what = "\(setter.name) = \(Invariant.quoted(value)) on \(Invariant.quoted(href))"
      URLInvariants.check(url, what, reparsesAs: URLInvariants.hostDroppedOnReparse(url, from: original))
      var twice = url
      setter.apply(&twice, value)
      Invariant.check(
        twice.href == url.href, "\(what): once \(Invariant.quoted(url.href)), twice \(Invariant.quoted(twice.href))")
      if setter.keepsOwnValue {
        var same = url
        setter.apply(&same, setter.get(url))
        Invariant.check(
          same.href == url.href,
          "\(what): setting \(setter.name) to its own value \(Invariant.quoted(setter.get(url))) gave \(Invariant.quoted(same.href))"
        )
      }
    })
}

/// What every parsed URL must satisfy.
enum URLInvariants {
  /// Checks `url`; `reparsesAs` is the href its own href must parse to when the standard
  /// leaves one that is not a fixed point (see ``hostDroppedOnReparse(_:from:)``).
  static func check(_ url: URLRecord, _ what: @autoclosure () -> String, reparsesAs expected: String? = nil) {
    let href = url.href
    if let expected {
      let again = try? URLRecord(href).href
      Invariant.check(again == expected, "\(what()): \(Invariant.quoted(href)) reparses as \(Invariant.quoted(again))")
      Invariant.checkCanonical(expected, "\(what()): the reparsed href")
    } else {
      Invariant.checkCanonical(href, what())
    }
    Invariant.check(
      url.protocol == url.scheme + ":" && href.hasPrefix(url.protocol), "\(what()): protocol \(url.protocol)")
    Invariant.check(
      href == url.hrefExcludingFragment + (url.fragment.map { "#" + $0 } ?? ""),
      "\(what()): href without fragment \(Invariant.quoted(url.hrefExcludingFragment))")
    if let host = url.parsedHost, host != .empty {
      let again = try? Host(parsing: url.hostname, isOpaque: !url.isSpecial)
      Invariant.check(
        again == host, "\(what()): hostname \(Invariant.quoted(url.hostname)) reparses as \(String(describing: again))")
    }
  }
}

extension URLInvariants {
  /// The href `url` parses to when the protocol setter made a special URL `file:` and the
  /// href is not a fixed point, or `nil`. The standard's setter keeps the host as it was, but
  /// the file host state reads `localhost` as the empty host, so that href parses to the same
  /// URL with the empty host (found by this target in stop 32: `protocol = "file"` on
  /// `wss:localhost//x`). Only the host may go.
  static func hostDroppedOnReparse(_ url: URLRecord, from original: URLRecord) -> String? {
    guard url.scheme == "file", original.scheme != "file", let host = url.parsedHost, host != .empty,
      (try? URLRecord(url.href))?.href != url.href
    else { return nil }
    var hostless = url
    hostless.setHostname("")
    return hostless.parsedHost == .empty ? hostless.href : nil
  }
}

/// The URL setters (the `URL` interface's attributes), by their WPT names.
struct URLSetters: Sendable {
  let name: String
  let get: @Sendable (URLRecord) -> String
  let apply: @Sendable (inout URLRecord, String) -> Void
  /// Whether setting the attribute to its own getter value must leave the URL unchanged. Not
  /// so for `host`/`hostname` (a null host reads as "", and setting "" makes it empty) nor for
  /// `search`/`hash` (an empty query or fragment reads as "", and setting "" removes it).
  let keepsOwnValue: Bool

  static let all: [URLSetters] = [
    URLSetters(name: "href", get: \.href, apply: { url, v in try? url.setHref(v) }, keepsOwnValue: true),
    URLSetters(name: "protocol", get: \.protocol, apply: { $0.setProtocol($1) }, keepsOwnValue: true),
    URLSetters(name: "username", get: \.username, apply: { $0.setUsername($1) }, keepsOwnValue: true),
    URLSetters(name: "password", get: \.password, apply: { $0.setPassword($1) }, keepsOwnValue: true),
    URLSetters(name: "host", get: \.host, apply: { $0.setHost($1) }, keepsOwnValue: false),
    URLSetters(name: "hostname", get: \.hostname, apply: { $0.setHostname($1) }, keepsOwnValue: false),
    URLSetters(name: "port", get: \.port, apply: { $0.setPort($1) }, keepsOwnValue: true),
    URLSetters(name: "pathname", get: \.pathname, apply: { $0.setPathname($1) }, keepsOwnValue: true),
    URLSetters(name: "search", get: \.search, apply: { $0.setSearch($1) }, keepsOwnValue: false),
    URLSetters(name: "hash", get: \.hash, apply: { $0.setHash($1) }, keepsOwnValue: false),
  ]
}
