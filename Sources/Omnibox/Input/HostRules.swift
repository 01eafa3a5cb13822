/// Rule 6 of the omnibox decision: text without a scheme is decided by its host; and, for text
/// typed with a scheme that names a DNS host, whether that host can be loaded at all.
///
/// Without a scheme, in order (the first that applies decides; switches are
/// ``Omnibox/Profile/Switch`` values, see ``Omnibox/Profile/Switch/table``):
/// 1. IPv6 literal → URL (`[::]` → `[::1]` under `unspecified-to-loopback`). IPv4 typed as four
///    parts (three dotted-decimal parts too under `three-part-ipv4`) → URL, `0.0.0.0` → `127.0.0.1`
///    under `unspecified-to-loopback`, and 0.x.x.x otherwise → search (Chromium: "source"
///    addresses are never destinations). IPv4 typed with fewer parts (`1.5`, `3232235521`) →
///    search with the address as alternate, unless a user name and password (`user:pass@1.2:45`,
///    which Chromium reads as if `http://` were typed) or a trailing slash (`1.5/`) ask for it.
/// 2. A name that is not a DNS host name → search. The test is Chromium's: letters, digits, `-`
///    and `_`, no empty label, and the last label starts with a letter or digit (`-foo.com` is a
///    name, `foo.-com` is not). Such hosts are "extremely unlikely" to be typed for anything but
///    a search (Chromium). Under `fix-suffix-typos` a mistyped `.com`/`.net`/`.org` is corrected
///    first, and under `collapse-dot-runs` empty labels are dropped first.
/// 3. `.invalid` → search under `invalid-is-search` (Chromium; RFC 6761 says it never resolves).
/// 4. `name@host` with nothing after it → an e-mail address: search, `mailto:` as alternate
///    (Chromium: UNKNOWN, searched by default), unless `user-at-host-is-url` and the host alone
///    would be a URL (Firefox). A password needs a user name unless `password-only-is-url`.
/// 5. `localhost`, `*.localhost` → URL. An explicit port → URL.
/// 6. One label (`server`): URL with a password, a trailing slash, two non-host components
///    (`server/wiki?x=1`), or under `slash-then-query-is-url` a `/` before a `?` or `#`;
///    otherwise search with `http://server/` as alternate. Chromium's rule; it keeps `and/or`
///    and `w/o` searches.
/// 7. A special-use suffix (`.local`, `.test`, `.example`, `.invalid`, `.internal`, `home.arpa`)
///    → URL. Omnibox lists `.invalid` as navigable (RFC 6761 special-use), and Firefox ships it as a known suffix.
/// 8. A suffix in the public suffix list (ICANN or private) → URL.
/// 9. An unknown suffix → search with the URL as alternate, unless credentials, a trailing slash
///    or two non-host components make the intent clear; or one under
///    `path-after-unknown-suffix-is-url` (the rule "a path makes the intent clear": a dotted
///    name followed by a path is rarely prose; Chromium searches `intranet.corp/wiki`); or
///    `www.` and one label under `www-label-is-url`; or a trailing dot under
///    `trailing-dot-is-url` (Firefox).
///
/// A trailing slash, credentials and two non-host components decide even when white space
/// follows the host (`foo/bar baz\`, `user@foo/z z`): Chromium counts components, not spaces.
struct HostRules: Sendable {
  let specialUseSuffixes: DomainSuffixes
  let publicSuffixList: PublicSuffixList
  let profile: Omnibox.Profile

  init(configuration: Omnibox.Configuration) {
    specialUseSuffixes = DomainSuffixes(configuration.specialUseSuffixes)
    publicSuffixList = configuration.publicSuffixList
    profile = configuration.profile
  }

  /// What kind of host decided, for scheme inference.
  enum HostClass: Equatable {
    case ipLiteral, localhost, singleLabel, specialUse, publicDomain
  }

  enum Outcome: Equatable {
    case url
    case search(offerAlternate: Bool)
  }

  struct Decision: Equatable {
    var outcome: Outcome
    var reason: Resolution.Reason
    var hostClass: HostClass
    /// Whether a URL decision stands when white space follows the host (`example.com/a b` is a
    /// URL; `intranet.corp/a b` is words).
    var holdsWithWhitespace = false
    /// The host to load instead of the typed one (`127.0.0.1` for `0.0.0.0`, a corrected suffix).
    var replacementHost: String?

    static func url(_ reason: Resolution.Reason, _ hostClass: HostClass, strong: Bool) -> Decision {
      Decision(outcome: .url, reason: reason, hostClass: hostClass, holdsWithWhitespace: strong)
    }

    static func search(_ reason: Resolution.Reason, _ hostClass: HostClass, alternate: Bool) -> Decision {
      Decision(outcome: .search(offerAlternate: alternate), reason: reason, hostClass: hostClass)
    }
  }

  /// Decides `input` by the host of `record`, its parse with `http://` (which has a host).
  /// `endsWithIdeographicStop`: the typed text ended in `。` (read as a full stop, not a dot).
  func decide(_ input: SchemelessInput, record: URLRecord, endsWithIdeographicStop: Bool) -> Decision {
    switch record.parts.hostKind {
    case .ipv6:
      if profile.isOn(.unspecifiedToLoopback), record.withHostnameBytes(Self.isUnspecifiedIPv6) {
        return loopback("[::1]")
      }
      return .url(.ipv6, .ipLiteral, strong: true)
    case .ipv4:
      // The serialization is dotted decimal, which the IPv4 parser reads back.
      guard let value = record.withHostnameBytes(IPv4Address.parse) else { return invalidHost }
      return decideIPv4(input, address: IPv4Address(value: value))
    case .domain:
      return record.withHostnameBytes { hostname in
        decideDomain(input, hostname: hostname, rewritten: false, endsWithIdeographicStop: endsWithIdeographicStop)
      }
    case .opaque, .empty, .none:
      return invalidHost
    }
  }

  private var invalidHost: Decision { .search(.invalidHost, .publicDomain, alternate: false) }

  private func loopback(_ host: String) -> Decision {
    var decision = Decision.url(.unspecifiedAddress, .ipLiteral, strong: true)
    decision.replacementHost = host
    return decision
  }

  /// Whether a serialized IPv6 host is `[::]`.
  private static func isUnspecifiedIPv6(_ hostname: UnsafeBufferPointer<UInt8>) -> Bool {
    hostname.elementsEqual("[::]".utf8)
  }

  private func decideIPv4(_ input: SchemelessInput, address: IPv4Address) -> Decision {
    let firstOctetIsZero = address.value >> 24 == 0
    let parts = input.typedHostPartCount
    let isAddress = parts == 4 || (parts == 3 && profile.isOn(.threePartIPv4) && input.typedHostIsDottedDecimal)
    if isAddress {
      if address.value == 0 && profile.isOn(.unspecifiedToLoopback) { return loopback("127.0.0.1") }
      if firstOctetIsZero && address.value != 0 { return .search(.unroutableIPv4, .ipLiteral, alternate: false) }
      return .url(.ipv4, .ipLiteral, strong: true)
    }
    guard !firstOctetIsZero else { return .search(.shortIPv4, .ipLiteral, alternate: false) }
    if input.hasUsername && input.hasPassword { return .url(.userinfo, .ipLiteral, strong: true) }
    if hasTrailingSlash(input) { return .url(.trailingSlash, .ipLiteral, strong: true) }
    return .search(.shortIPv4, .ipLiteral, alternate: true)
  }

  private func hasTrailingSlash(_ input: SchemelessInput) -> Bool {
    input.hasTrailingSlash(countingBackslash: profile.isOn(.trailingBackslashNavigates))
  }

  /// Whether Firefox's `isURILike` makes a URL of this input (under `slash-then-query-is-url`).
  private func slashThenQuery(_ input: SchemelessInput) -> Bool {
    profile.isOn(.slashThenQueryIsURL) && input.hasSlashThenQueryOrFragment
  }

  /// The domain rules for `hostname` (canonical, lowercase ASCII), read in one pass. `rewritten`:
  /// the hostname is already a repair of the typed one (no further repair is tried).
  private func decideDomain(
    _ input: SchemelessInput, hostname: UnsafeBufferPointer<UInt8>, rewritten: Bool,
    endsWithIdeographicStop: Bool
  ) -> Decision {
    let labels = DomainLabels(hostname)
    if !rewritten, let repaired = repairedHost(hostname, labels) {
      // A repair that leaves an address (`0..` → `0`, which the URL holds as 0.0.0.0) is
      // decided by the address rules, as the same address typed would be.
      if repaired.host.withUTF8Bytes(IPv4Address.endsInANumber) {
        guard let value = repaired.host.withUTF8Bytes(IPv4Address.parse) else { return invalidHost }
        var decision = decideIPv4(input, address: IPv4Address(value: value))
        if decision.replacementHost == nil { decision.replacementHost = repaired.host }
        return decision
      }
      var decision = repaired.host.withUTF8Bytes {
        decideDomain(input, hostname: $0, rewritten: true, endsWithIdeographicStop: endsWithIdeographicStop)
      }
      if repaired.isTypoFix {
        guard decision.outcome == .url else { return decideDomain(input, hostname, labels, endsWithIdeographicStop) }
        decision.reason = .suffixTypo
      }
      decision.replacementHost = repaired.host
      return decision
    }
    return decideDomain(input, hostname, labels, endsWithIdeographicStop, dotsCollapsed: rewritten)
  }

  /// A repair the profile makes to a typed hostname before the rules read it: a corrected
  /// suffix typo (`fix-suffix-typos`) or collapsed dot runs (`collapse-dot-runs`).
  private func repairedHost(
    _ hostname: UnsafeBufferPointer<UInt8>, _ labels: DomainLabels
  ) -> (host: String, isTypoFix: Bool)? {
    if profile.isOn(.fixSuffixTypos), let fixed = SuffixTypos.corrected(hostname) { return (fixed, true) }
    if profile.isOn(.collapseDotRuns), labels.hasDotRun { return (Self.collapsingDotRuns(hostname), false) }
    return nil
  }

  /// `hostname` with every run of dots made one dot (`sub.www..mozilla...org` → `sub.www.mozilla.org`).
  static func collapsingDotRuns(_ hostname: UnsafeBufferPointer<UInt8>) -> String {
    String(unsafeUninitializedCapacity: hostname.count) { out in
      var count = 0
      for (i, byte) in hostname.enumerated() where byte != UInt8(ascii: ".") || i == 0 || hostname[i - 1] != byte {
        out[count] = byte
        count += 1
      }
      return count
    }
  }

  /// Rules 2–9 for a domain as it stands (after any repair).
  private func decideDomain(
    _ input: SchemelessInput, _ hostname: UnsafeBufferPointer<UInt8>, _ labels: DomainLabels,
    _ endsWithIdeographicStop: Bool, dotsCollapsed: Bool = false
  ) -> Decision {
    guard labels.isDNSHostName else { return invalidHost }
    if profile.isOn(.invalidIsSearch), labels.endsWithLabels("invalid", requiringLabelBefore: true) {
      return invalidHost
    }
    let isLocalhost = labels.isLocalhost
    let hostClass: HostClass =
      isLocalhost ? .localhost
      : labels.count == 1 ? .singleLabel
      : labels.hasSuffix(in: specialUseSuffixes) ? .specialUse : .publicDomain
    // Only looked up when a rule needs it; the name is a canonical DNS host name (checked above).
    func hasListedSuffix() -> Bool { publicSuffixList.hasListedSuffix(dnsName: labels.name) }

    if input.userinfo != nil {
      if !input.hasUsername && !(input.hasPassword && profile.isOn(.passwordOnlyIsURL)) { return invalidHost }
      if !input.hasPassword && input.port == nil && !input.hasRest {
        let hostAloneIsURL =
          profile.isOn(.userAtHostIsURL)
          && (hostClass == .localhost || hostClass == .specialUse || (hostClass == .publicDomain && hasListedSuffix()))
        if !hostAloneIsURL { return .search(.email, .publicDomain, alternate: true) }
      }
    }
    if isLocalhost { return .url(.localhost, .localhost, strong: true) }
    if input.port != nil { return .url(.port, hostClass, strong: true) }

    switch hostClass {
    case .singleLabel:
      if input.hasPassword { return .url(.userinfo, hostClass, strong: true) }
      if hasTrailingSlash(input) { return .url(.trailingSlash, hostClass, strong: true) }
      if input.nonHostComponentCount > 1 || slashThenQuery(input) { return .url(.path, hostClass, strong: true) }
      return .search(.singleWord, hostClass, alternate: true)
    case .specialUse:
      return .url(.specialUse, hostClass, strong: true)
    case .ipLiteral, .localhost, .publicDomain:
      break
    }
    if hasListedSuffix() { return .url(.knownSuffix, hostClass, strong: true) }
    if input.hasPassword { return .url(.userinfo, hostClass, strong: true) }
    if hasTrailingSlash(input) { return .url(.trailingSlash, hostClass, strong: true) }
    if input.nonHostComponentCount > 1 || slashThenQuery(input) { return .url(.path, hostClass, strong: true) }
    if input.nonHostComponentCount > 0 && profile.isOn(.pathAfterUnknownSuffixIsURL) {
      return .url(.path, hostClass, strong: false)
    }
    if profile.isOn(.wwwLabelIsURL), !dotsCollapsed, labels.isWWWAndOneLabel {
      return .url(.wwwName, hostClass, strong: true)
    }
    if profile.isOn(.trailingDotIsURL), hostname.last == UInt8(ascii: "."), !endsWithIdeographicStop {
      return .url(.trailingDot, hostClass, strong: true)
    }
    return .search(.unknownSuffix, hostClass, alternate: true)
  }

  // MARK: Hosts typed after a scheme

  /// What to do with the host of a URL typed with a special scheme other than `file:`.
  enum TypedHost: Equatable {
    /// Load the URL as typed.
    case asTyped
    /// Load it with this host instead (and this reason).
    case replaced(String, Resolution.Reason)
    /// No host to load: search (with no alternate, as for the same host typed without a scheme).
    case search(Resolution.Reason)
  }

  /// Whether the host of `record` (typed with a special scheme, e.g. `https://"ftp.brave.com"`)
  /// can be loaded: a domain must be a DNS host name (rule 2 above; Chromium returns UNKNOWN for
  /// `http://foo._`), not `.invalid` under `invalid-is-search`, and an IPv4 address must not be
  /// in 0.0.0.0/8 other than 0.0.0.0 (Chromium: `http://0.0.0.1/` is a QUERY). Under
  /// `collapse-dot-runs` empty labels are dropped, and under `unspecified-to-loopback` an http
  /// or https `0.0.0.0` or `[::]` loads the loopback address (Firefox).
  func decideTyped(_ record: URLRecord) -> TypedHost {
    let httpish = record.parts.scheme == .http || record.parts.scheme == .https
    switch record.parts.hostKind {
    case .domain:
      return record.withHostnameBytes { hostname -> TypedHost in
        let labels = DomainLabels(hostname)
        guard labels.isDNSHostName else {
          guard profile.isOn(.collapseDotRuns), labels.hasDotRun else { return .search(.invalidHost) }
          let collapsed = Self.collapsingDotRuns(hostname)
          let fixed = collapsed.withUTF8Bytes { DomainLabels($0).isDNSHostName }
          guard fixed else { return .search(.invalidHost) }
          // The repaired host may be an address (`http:2../` → `2`, 0.0.0.2): its rules apply.
          guard collapsed.withUTF8Bytes(IPv4Address.endsInANumber) else { return .replaced(collapsed, .scheme) }
          guard let value = collapsed.withUTF8Bytes(IPv4Address.parse) else { return .search(.invalidHost) }
          let decided = decideIPv4(value, httpish: httpish)
          if case .asTyped = decided { return .replaced(collapsed, .scheme) }
          return decided
        }
        if profile.isOn(.invalidIsSearch), labels.endsWithLabels("invalid", requiringLabelBefore: true) {
          return .search(.invalidHost)
        }
        return .asTyped
      }
    case .ipv4:
      guard let value = record.withHostnameBytes(IPv4Address.parse) else { return .asTyped }
      return decideIPv4(value, httpish: httpish)
    case .ipv6:
      if httpish, profile.isOn(.unspecifiedToLoopback), record.withHostnameBytes(Self.isUnspecifiedIPv6) {
        return .replaced("[::1]", .unspecifiedAddress)
      }
      return .asTyped
    case .opaque, .empty, .none:
      return .asTyped
    }
  }

  /// The IPv4 address `value` typed with a special scheme: 0.0.0.0/8 is no destination but for
  /// 0.0.0.0 itself, which an http(s) URL loads as 127.0.0.1 under `unspecified-to-loopback`.
  private func decideIPv4(_ value: UInt32, httpish: Bool) -> TypedHost {
    if value == 0 && httpish && profile.isOn(.unspecifiedToLoopback) {
      return .replaced("127.0.0.1", .unspecifiedAddress)
    }
    return value >> 24 == 0 && value != 0 ? .search(.unroutableIPv4) : .asTyped
  }
}
