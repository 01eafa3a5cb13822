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

  /// A lone link loses its trailing punctuation and unpaired closing brackets even when it is a
  /// canonical URL that ends with them: the target `https://example.com/?` unwraps again as
  /// `https://example.com/`, the clean link `https://exe.exe.eu/?a&f&)` as `…&f&`.
  /// Share/Text/TextLinkScanner+Path.swift (`tokenEnd`). Given a target or clean link and
  /// what it unwraps to.
  static let unwrapTrimsLoneLink = KnownFinding(
    target: "unwrap",
    summary: "a target or clean link ending in `?`, `#`, punctuation or an unpaired `)` is trimmed when unwrapped again (Share/Text, tokenEnd; regressions/unwrap/target-with-empty-query, regressions/unwrap-clearurls/clean-ending-in-bracket)",
    covers: { link, again in
      guard let again, link.utf8.count > again.utf8.count, link.utf8.starts(with: again.utf8) else { return false }
      return link.utf8.dropFirst(again.utf8.count).allSatisfy { Array("?#.,:;!'\")]}".utf8).contains($0) }
    })

  /// Cleaning the parameters of a fragment is not idempotent: `https://a.example/#x&utm_source=y:/m/?utm_s`
  /// cleans to `https://a.example/#x&utm_source=y:/m/`, which cleans to `https://a.example/#x`
  /// (a `?` inside the fragment splits it differently the second time). Share/Tracking/.
  /// Given a clean link and its own clean form: covered when they differ only after `#`.
  static let cleaningFragmentNotIdempotent = KnownFinding(
    target: "unwrap",
    summary: "cleaning a fragment's tracking parameters is not idempotent (`#x&utm_source=y:/m/?utm_s`; Share/Tracking; regressions/unwrap/fragment-cleaned-twice)",
    covers: { link, again in
      guard let again, let hash = link.utf8.firstIndex(of: UInt8(ascii: "#")) else { return false }
      let prefix = link.utf8[...hash]
      return again.utf8.starts(with: prefix) || again.utf8.elementsEqual(prefix.dropLast())
    })

  /// A target can itself be a wrapper that unwraps further: reached through a chain
  /// (`href.li` → Google → Facebook), `https://l.facebook.com/l.php?u=httpsSw2Aw.google.` is the
  /// target, but given alone it unwraps to `https://httpssw2aw.google/` (its `u` read as a host
  /// without scheme). Share/ (unwrapping). Given the target and what it unwraps to: covered when
  /// that is on another host.
  static let targetUnwrapsFurther = KnownFinding(
    target: "unwrap",
    summary: "a target reached through a chain of wrappers unwraps further when given alone (a parameter read as a host without scheme; Share/; regressions/unwrap/target-unwraps-further)",
    covers: { target, again in
      guard let again, let a = try? URLRecord(target), let b = try? URLRecord(again) else { return false }
      return a.host != b.host
    })

  /// `displayHost("xn--0:-yoc")` shows the label `ќ0:`: a punycode label that decodes to ASCII
  /// punctuation (a `:` here, which no host may hold) is shown in Unicode, though it does not
  /// convert back. Display/ (per-label decoding). Given the shown host: covered when a label
  /// with non-ASCII holds ASCII punctuation other than `-`.
  static let displayLabelWithPunctuation = KnownFinding(
    target: "display",
    summary: "a decoded label holding ASCII punctuation (`xn--0:-yoc` shown as `ќ0:`) is shown in Unicode (Display/; regressions/display/decoded-label-with-colon)",
    covers: { shown, _ in
      shown.split(separator: ".").contains { label in
        label.utf8.contains { $0 >= 0x80 } && label.utf8.contains { $0 < 0x80 && !ASCII.isAlphanumeric($0) && $0 != UInt8(ascii: "-") }
      }
    })

  /// When the web view reports a URL that does not parse, the field shows it as it is
  /// (`fieldText(for:)`: "the href itself when it does not parse"), controls included
  /// (`navigationCommitted(url: "bout:blank\u{0}file:///etc/hosts")`).
  /// AddressBar/AddressBar+FieldText.swift. Given the field text: such a text does not parse.
  static let addressBarRawField = KnownFinding(
    target: "address-bar",
    summary: "the field shows a reported URL that does not parse as it is, control characters included (AddressBar/AddressBar+FieldText.swift; regressions/address-bar/unparsed-commit-url)",
    covers: { field, _ in (try? URLRecord(field)) == nil })

  /// The rows the `resolve` target's stability check consults.
  static let resolve = [resolveEmptyAddressAfterCleaning, resolveZeroNetworkAfterScheme, resolveAboutLowercasedWhole]

  static let all: [KnownFinding] = [
    resolveEmptyAddressAfterCleaning, resolveZeroNetworkAfterScheme, resolveAboutLowercasedWhole,
    unwrapTrimsLoneLink, cleaningFragmentNotIdempotent, targetUnwrapsFurther, displayLabelWithPunctuation,
    addressBarRawField,
  ]
}
