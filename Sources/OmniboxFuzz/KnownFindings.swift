@testable import Omnibox

/// Findings already reported to the area that owns the code, which a target skips until the
/// fix lands, so that the rest of the target keeps running. One row each, with what it is,
/// who fixes it, and the cases it covers (each row says what its target hands `covers`: the
/// subject of the check, and the answer that broke it when there is one); the reproducer is in
/// `Fixtures/fuzz/regressions/<target>/`, so once the row is deleted every run checks it again.
///
/// `.ci/fuzz` prints the rows in force. Delete a row (and its one use) when its fix is merged.
struct KnownFinding: Sendable {
  /// The target whose check the row relaxes.
  let target: String
  /// What is wrong and where it is being fixed.
  let summary: String
  /// Whether the check is skipped for this subject (and answer).
  let covers: @Sendable (_ subject: String, _ answer: String?) -> Bool
}

enum KnownFindings {
  /// `resolve("data:\u{0}")` is the URL `data:` (the parser drops the trailing control), but
  /// `resolve("data:")` is an empty-address search: the empty-address rule looks at the text
  /// before the URL parser cleans it; likewise `view-source:VKLE://\u{0}` → `view-source:vkle://`,
  /// then a search. Input/Resolver.swift. Given the URL answer.
  static let resolveEmptyAddressAfterCleaning = KnownFinding(
    target: "resolve",
    summary: "a URL answer with nothing after the scheme (`data:` from `data:\\u{0}`) resolves again as an empty-address search (Input/Resolver.swift; regressions/resolve/scheme-then-control)",
    covers: { url, _ in
      let inner = url.utf8.starts(with: "view-source:".utf8) ? url.utf8.dropFirst("view-source:".utf8.count) : url.utf8[...]
      guard let colon = inner.firstIndex(of: UInt8(ascii: ":")) else { return false }
      let rest = inner[inner.index(after: colon)...]
      return rest.isEmpty || rest.elementsEqual("//".utf8)
    })

  /// Under the firefox profile `http:2../` is the URL `http://0.0.0.2/` and `http:0../` is
  /// `http://0.0.0.0/`, but those URLs typed are a search (`unroutable-ipv4`) and
  /// `http://127.0.0.1/` (`unspecified-address`): the `http:` without slashes path reaches the
  /// address without the 0.0.0.0/8 rules. Input/ (profiles). Given the URL answer.
  static let resolveZeroNetworkAfterScheme = KnownFinding(
    target: "resolve",
    summary: "a URL answer on 0.0.0.0/8 (`http://0.0.0.2/` from `http:2../`, firefox profile) resolves again as a search or as 127.0.0.1 (Input/, profiles; regressions/resolve/scheme-then-short-ipv4)",
    covers: { url, _ in
      guard case .ipv4(let address)? = (try? URLRecord(url))?.parsedHost else { return false }
      return address.value >> 24 == 0
    })

  /// The chromium profile lowercases a typed `about:blank`/`about:srcdoc` URL whole, query and
  /// fragment included, before parsing: the answer `about:srcdoc?%EF%BF%BD` (escapes written
  /// by the parser) becomes `about:srcdoc?%ef%bf%bd` when resolved again, also inside
  /// `view-source:`. Input/Resolver.swift (`chromeURL`). Given the URL answer and its own
  /// resolution.
  static let resolveAboutLowercasedWhole = KnownFinding(
    target: "resolve",
    summary: "chromium profile: an about:blank/about:srcdoc answer with uppercase escapes is lowercased whole when resolved again (Input/Resolver.swift; regressions/resolve/about-srcdoc-escape)",
    covers: { url, again in
      let lower = url.lowercased()
      return again == lower && (lower.contains("about:blank") || lower.contains("about:srcdoc"))
    })

  /// The rows the `resolve` target's stability check consults.
  static let resolve = [resolveEmptyAddressAfterCleaning, resolveZeroNetworkAfterScheme, resolveAboutLowercasedWhole]

  static let all: [KnownFinding] = [
    resolveEmptyAddressAfterCleaning, resolveZeroNetworkAfterScheme, resolveAboutLowercasedWhole,
  ]
}
