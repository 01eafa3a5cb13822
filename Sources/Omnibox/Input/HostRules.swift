/// Step 6 of the omnibox decision: text without a scheme is decided by its host; and, for text
/// typed with a scheme that names a DNS host, whether that host can be loaded at all.
///
/// The rules, their order, reasons and examples are ``ResolveRule/table`` (step 6, and the
/// `typed-` rows of step 4), printed by `omnibox rules`; switches are ``Omnibox/Profile/Switch``
/// values (``Omnibox/Profile/Switch/table``). Both entry points share the rules for addresses in
/// 0.0.0.0/8 and the unspecified address, for dot runs and for `.invalid`.
///
/// Whether a URL decision stands when white space follows the host is a property of the rule
/// (``Decision/holdsWithWhitespace``): a trailing slash, credentials and two non-host components
/// decide even then (`foo/bar baz\`, `user@foo/z z`), as Chromium counts components, not
/// spaces; only a single path after an unknown suffix does not (`intranet.corp/a b`).
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

    /// A URL decision; it holds with white space after the host unless the rule says otherwise
    /// (only `path-after-unknown-suffix-is-url` does).
    static func url(
      _ reason: Resolution.Reason, _ hostClass: HostClass, holdsWithWhitespace: Bool = true
    ) -> Decision {
      Decision(outcome: .url, reason: reason, hostClass: hostClass, holdsWithWhitespace: holdsWithWhitespace)
    }

    static func search(_ reason: Resolution.Reason, _ hostClass: HostClass, alternate: Bool) -> Decision {
      Decision(outcome: .search(offerAlternate: alternate), reason: reason, hostClass: hostClass)
    }
  }

  /// Decides `input` by the host of `url`, its parse with `http://` (which has a host).
  /// `endsWithIdeographicStop`: the typed text ended in `。` (read as a full stop, not a dot).
  func decide(_ input: SchemelessInput, url: URLView, endsWithIdeographicStop: Bool) -> Decision {
    switch url.parts.hostKind {
    case .ipv6:
      if loadsIPv6Loopback(url, httpish: true) { return loopback("[::1]") }
      return .url(.ipv6, .ipLiteral)
    case .ipv4:
      // The serialization is dotted decimal, which the IPv4 parser reads back.
      guard let value = url.withHostnameBytes(IPv4Address.parse) else { return invalidHost }
      return decideIPv4(input, address: IPv4Address(value: value))
    case .domain:
      return url.withHostnameBytes { hostname in
        decideDomain(input, hostname: hostname, rewritten: false, endsWithIdeographicStop: endsWithIdeographicStop)
      }
    case .opaque, .empty, .none:
      return invalidHost
    }
  }

  private var invalidHost: Decision { .search(.invalidHost, .publicDomain, alternate: false) }

  private func loopback(_ host: String) -> Decision {
    var decision = Decision.url(.unspecifiedAddress, .ipLiteral)
    decision.replacementHost = host
    return decision
  }

  // MARK: Rules shared by hosts typed with and without a scheme

  /// Whether the IPv6 host of `url` is `[::]` and is loaded as `[::1]` (an http(s) URL under
  /// `unspecified-to-loopback`).
  private func loadsIPv6Loopback(_ url: URLView, httpish: Bool) -> Bool {
    httpish && profile.isOn(.unspecifiedToLoopback) && url.withHostnameBytes { $0.elementsEqual("[::]".utf8) }
  }

  /// What an IPv4 address is as a destination.
  private enum AddressRule {
    /// `0.0.0.0`, loaded as `127.0.0.1` (under `unspecified-to-loopback`, for http(s)).
    case loopback
    /// In 0.0.0.0/8 but not 0.0.0.0: Chromium's "source" addresses, never destinations.
    case unroutable
    /// Any other address.
    case destination
  }

  private func addressRule(_ value: UInt32, httpish: Bool) -> AddressRule {
    if value == 0 && httpish && profile.isOn(.unspecifiedToLoopback) { return .loopback }
    return value >> 24 == 0 && value != 0 ? .unroutable : .destination
  }

  /// Whether the `.invalid` rule searches `labels` (under `invalid-is-search`; RFC 6761 says such
  /// names never resolve).
  private func searchesInvalidSuffix(_ labels: DomainLabels) -> Bool {
    profile.isOn(.invalidIsSearch) && labels.endsWithLabels("invalid", requiringLabelBefore: true)
  }

  /// `hostname` with its dot runs collapsed, when `collapse-dot-runs` asks and it has any.
  private func collapsedDotRuns(_ hostname: UnsafeBufferPointer<UInt8>, _ labels: DomainLabels) -> String? {
    profile.isOn(.collapseDotRuns) && labels.hasDotRun ? Self.collapsingDotRuns(hostname) : nil
  }

  /// What a repaired host is: a repair can leave an address (`0..` → `0`, which a URL holds as
  /// 0.0.0.0), which the address rules decide, as the same address typed would be.
  private enum RepairedHost {
    case name
    case address(UInt32)
    /// It ends in a number but is no address.
    case invalid
  }

  private static func classify(repaired host: String) -> RepairedHost {
    guard host.withUTF8Bytes(IPv4Address.endsInANumber) else { return .name }
    return host.withUTF8Bytes(IPv4Address.parse).map(RepairedHost.address) ?? .invalid
  }

  private func decideIPv4(_ input: SchemelessInput, address: IPv4Address) -> Decision {
    let firstOctetIsZero = address.value >> 24 == 0
    let parts = input.typedHostPartCount
    let isAddress = parts == 4 || (parts == 3 && profile.isOn(.threePartIPv4) && input.typedHostIsDottedDecimal)
    if isAddress {
      switch addressRule(address.value, httpish: true) {
      case .loopback: return loopback("127.0.0.1")
      case .unroutable: return .search(.unroutableIPv4, .ipLiteral, alternate: false)
      case .destination: return .url(.ipv4, .ipLiteral)
      }
    }
    guard !firstOctetIsZero else { return .search(.shortIPv4, .ipLiteral, alternate: false) }
    if input.hasUsername && input.hasPassword { return .url(.userinfo, .ipLiteral) }
    if hasTrailingSlash(input) { return .url(.trailingSlash, .ipLiteral) }
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
      switch Self.classify(repaired: repaired.host) {
      case .invalid:
        return invalidHost
      case .address(let value):
        var decision = decideIPv4(input, address: IPv4Address(value: value))
        if decision.replacementHost == nil { decision.replacementHost = repaired.host }
        return decision
      case .name:
        break
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
    return collapsedDotRuns(hostname, labels).map { ($0, false) }
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

  /// The domain rules (step 6 of ``ResolveRule/table``, from `invalid-host` on) for a domain as it
  /// stands (after any repair).
  private func decideDomain(
    _ input: SchemelessInput, _ hostname: UnsafeBufferPointer<UInt8>, _ labels: DomainLabels,
    _ endsWithIdeographicStop: Bool, dotsCollapsed: Bool = false
  ) -> Decision {
    guard labels.isDNSHostName, !searchesInvalidSuffix(labels) else { return invalidHost }
    let isLocalhost = labels.isLocalhost
    let hostClass: HostClass =
      isLocalhost
      ? .localhost
      : labels.count == 1
        ? .singleLabel
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
    if isLocalhost { return .url(.localhost, .localhost) }
    if input.port != nil { return .url(.port, hostClass) }

    switch hostClass {
    case .singleLabel:
      if input.hasPassword { return .url(.userinfo, hostClass) }
      if hasTrailingSlash(input) { return .url(.trailingSlash, hostClass) }
      if input.nonHostComponentCount > 1 || slashThenQuery(input) { return .url(.path, hostClass) }
      return .search(.singleWord, hostClass, alternate: true)
    case .specialUse:
      return .url(.specialUse, hostClass)
    case .ipLiteral, .localhost, .publicDomain:
      break
    }
    if hasListedSuffix() { return .url(.knownSuffix, hostClass) }
    if input.hasPassword { return .url(.userinfo, hostClass) }
    if hasTrailingSlash(input) { return .url(.trailingSlash, hostClass) }
    if input.nonHostComponentCount > 1 || slashThenQuery(input) { return .url(.path, hostClass) }
    if input.nonHostComponentCount > 0 && profile.isOn(.pathAfterUnknownSuffixIsURL) {
      return .url(.path, hostClass, holdsWithWhitespace: false)
    }
    if profile.isOn(.wwwLabelIsURL), !dotsCollapsed, labels.isWWWAndOneLabel {
      return .url(.wwwName, hostClass)
    }
    if profile.isOn(.trailingDotIsURL), hostname.last == UInt8(ascii: "."), !endsWithIdeographicStop {
      return .url(.trailingDot, hostClass)
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

  /// Whether the host of `url` (typed with a special scheme, e.g. `https://"ftp.brave.com"`)
  /// can be loaded: a domain must be a DNS host name (the `invalid-host` rule; Chromium returns
  /// UNKNOWN for `http://foo._`), not `.invalid` under `invalid-is-search`, and an IPv4 address must not be
  /// in 0.0.0.0/8 other than 0.0.0.0 (Chromium: `http://0.0.0.1/` is a QUERY). Under
  /// `collapse-dot-runs` empty labels are dropped, and under `unspecified-to-loopback` an http
  /// or https `0.0.0.0` or `[::]` loads the loopback address (Firefox).
  func decideTyped(_ url: URLView) -> TypedHost {
    let httpish = url.parts.scheme == .http || url.parts.scheme == .https
    switch url.parts.hostKind {
    case .domain:
      return url.withHostnameBytes { hostname -> TypedHost in
        let labels = DomainLabels(hostname)
        guard labels.isDNSHostName else {
          guard let collapsed = collapsedDotRuns(hostname, labels),
            collapsed.withUTF8Bytes({ DomainLabels($0).isDNSHostName })
          else { return .search(.invalidHost) }
          // The repaired host may be an address (`http:2../` → `2`, 0.0.0.2): its rules apply.
          switch Self.classify(repaired: collapsed) {
          case .name:
            return .replaced(collapsed, .scheme)
          case .invalid:
            return .search(.invalidHost)
          case .address(let value):
            let decided = decideIPv4(value, httpish: httpish)
            if case .asTyped = decided { return .replaced(collapsed, .scheme) }
            return decided
          }
        }
        return searchesInvalidSuffix(labels) ? .search(.invalidHost) : .asTyped
      }
    case .ipv4:
      guard let value = url.withHostnameBytes(IPv4Address.parse) else { return .asTyped }
      return decideIPv4(value, httpish: httpish)
    case .ipv6:
      return loadsIPv6Loopback(url, httpish: httpish) ? .replaced("[::1]", .unspecifiedAddress) : .asTyped
    case .opaque, .empty, .none:
      return .asTyped
    }
  }

  /// The IPv4 address `value` typed with a special scheme: 0.0.0.0/8 is no destination but for
  /// 0.0.0.0 itself, which an http(s) URL loads as 127.0.0.1 under `unspecified-to-loopback`.
  private func decideIPv4(_ value: UInt32, httpish: Bool) -> TypedHost {
    switch addressRule(value, httpish: httpish) {
    case .loopback: return .replaced("127.0.0.1", .unspecifiedAddress)
    case .unroutable: return .search(.unroutableIPv4)
    case .destination: return .asTyped
    }
  }
}
