/// Rule 6 of the omnibox decision: text without a scheme is decided by its host.
///
/// In order (the first that applies decides):
/// 1. IPv6 literal → URL. IPv4 typed as four parts → URL, except 0.x.x.x other than 0.0.0.0
///    (Chromium: "source" addresses are never destinations) → search. IPv4 typed with fewer
///    parts (`1.5`, `3232235521`) → search with the address as alternate, unless a trailing
///    slash asks for navigation (`1.5/`).
/// 2. A name that is not a DNS host name (characters other than letters, digits, `-`, `_`;
///    empty labels; a label starting with `-`) → search. Chromium does the same: such hosts
///    are "extremely unlikely" to be typed for anything but a search.
/// 3. `name@host` with nothing after it → an e-mail address: search, `mailto:` as alternate
///    (Chromium: UNKNOWN, searched by default; Firefox searches too).
/// 4. `localhost`, `*.localhost` → URL. An explicit port → URL.
/// 5. One label (`server`): URL with a password, a trailing slash, or two non-host components
///    (`server/wiki?x=1`); otherwise search with `http://server/` as alternate. Chromium's rule;
///    it keeps `and/or` and `w/o` searches.
/// 6. A special-use suffix (`.local`, `.test`, `.example`, `.invalid`, `.internal`, `home.arpa`)
///    → URL. DESIGN.md lists `.invalid` as navigable; Chromium searches it. We follow DESIGN.md:
///    a developer typing `foo.invalid` means the name.
/// 7. A suffix in the public suffix list (ICANN or private) → URL.
/// 8. An unknown suffix → search with the URL as alternate, unless credentials, a trailing slash
///    or a path/query/fragment make the intent clear. Chromium searches `intranet.corp/wiki`; we
///    follow DESIGN.md's "a path makes the intent clear" because a dotted name followed by a path
///    is rarely prose.
struct HostRules: Sendable {
  let specialUseSuffixes: DomainSuffixes
  let publicSuffixList: PublicSuffixList

  init(configuration: Omnibox.Configuration) {
    specialUseSuffixes = DomainSuffixes(configuration.specialUseSuffixes)
    publicSuffixList = configuration.publicSuffixList
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
  }

  /// Decides `input` by the host of `record`, its parse with `http://` (which has a host).
  func decide(_ input: SchemelessInput, record: URLRecord) -> Decision {
    switch record.parts.hostKind {
    case .ipv6:
      return Decision(outcome: .url, reason: .ipv6, hostClass: .ipLiteral)
    case .ipv4:
      // The serialization is dotted decimal, which the IPv4 parser reads back.
      guard let value = record.withHostnameBytes(IPv4Address.parse) else { return invalidHost }
      return decideIPv4(input, address: IPv4Address(value: value))
    case .domain:
      let name = record.withHostnameBytes { DomainName($0, specialUseSuffixes: specialUseSuffixes) }
      return decideDomain(input, name: name, record: record)
    case .opaque, .empty, .none:
      return invalidHost
    }
  }

  private var invalidHost: Decision {
    Decision(outcome: .search(offerAlternate: false), reason: .invalidHost, hostClass: .publicDomain)
  }

  private func decideIPv4(_ input: SchemelessInput, address: IPv4Address) -> Decision {
    let firstOctetIsZero = address.value >> 24 == 0
    if input.typedHostPartCount == 4 {
      if firstOctetIsZero && address.value != 0 {
        return Decision(outcome: .search(offerAlternate: false), reason: .unroutableIPv4, hostClass: .ipLiteral)
      }
      return Decision(outcome: .url, reason: .ipv4, hostClass: .ipLiteral)
    }
    if input.hasTrailingSlash && !firstOctetIsZero {
      return Decision(outcome: .url, reason: .trailingSlash, hostClass: .ipLiteral)
    }
    return Decision(outcome: .search(offerAlternate: !firstOctetIsZero), reason: .shortIPv4, hostClass: .ipLiteral)
  }

  /// What the domain rules need to know about a canonical domain, read from its bytes once.
  private struct DomainName {
    var isDNSHostName: Bool
    var labelCount: Int
    var isLocalhost: Bool
    var hasSpecialUseSuffix: Bool

    init(_ hostname: UnsafeBufferPointer<UInt8>, specialUseSuffixes: DomainSuffixes) {
      let labels = DomainLabels(hostname)
      isDNSHostName = labels.isDNSHostName
      labelCount = labels.count
      isLocalhost = labels.isLocalhost
      hasSpecialUseSuffix = labels.hasSuffix(in: specialUseSuffixes)
    }
  }

  private func decideDomain(_ input: SchemelessInput, name: DomainName, record: URLRecord) -> Decision {
    guard name.isDNSHostName else { return invalidHost }
    if input.userinfo != nil {
      if !input.hasUsername { return invalidHost }
      if !input.hasPassword && input.port == nil && !input.hasRest {
        return Decision(outcome: .search(offerAlternate: true), reason: .email, hostClass: .publicDomain)
      }
    }
    if name.isLocalhost { return Decision(outcome: .url, reason: .localhost, hostClass: .localhost) }
    let hostClass: HostClass =
      name.labelCount == 1 ? .singleLabel
      : name.hasSpecialUseSuffix ? .specialUse : .publicDomain
    if input.port != nil { return Decision(outcome: .url, reason: .port, hostClass: hostClass) }

    switch hostClass {
    case .singleLabel:
      if input.hasPassword { return Decision(outcome: .url, reason: .userinfo, hostClass: hostClass) }
      if input.hasTrailingSlash { return Decision(outcome: .url, reason: .trailingSlash, hostClass: hostClass) }
      if input.nonHostComponentCount > 1 { return Decision(outcome: .url, reason: .path, hostClass: hostClass) }
      return Decision(outcome: .search(offerAlternate: true), reason: .singleWord, hostClass: hostClass)
    case .specialUse:
      return Decision(outcome: .url, reason: .specialUse, hostClass: hostClass)
    case .ipLiteral, .localhost, .publicDomain:
      break
    }
    if record.withHostnameBytes({ publicSuffixList.hasListedSuffix(DomainLabels.withoutTrailingDot($0)) }) {
      return Decision(outcome: .url, reason: .knownSuffix, hostClass: hostClass)
    }
    if input.hasPassword { return Decision(outcome: .url, reason: .userinfo, hostClass: hostClass) }
    if input.hasTrailingSlash { return Decision(outcome: .url, reason: .trailingSlash, hostClass: hostClass) }
    if input.nonHostComponentCount > 0 { return Decision(outcome: .url, reason: .path, hostClass: hostClass) }
    return Decision(outcome: .search(offerAlternate: true), reason: .unknownSuffix, hostClass: hostClass)
  }
}

extension Resolution.Reason {
  /// Reasons strong enough that white space after the host is encoded rather than read as
  /// words (`example.com/a b` is a URL; `server/a b` is a search).
  var isStrongURLSignal: Bool {
    switch self {
    case .ipv4, .ipv6, .localhost, .port, .specialUse, .knownSuffix: return true
    default: return false
    }
  }
}
