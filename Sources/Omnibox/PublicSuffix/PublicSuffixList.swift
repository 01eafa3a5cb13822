/// The Public Suffix List: which names are public suffixes (`com`, `co.uk`, `github.io`), and
/// from that a host's registrable domain (eTLD+1).
///
///     let psl = PublicSuffixList.embedded
///     psl.publicSuffix(of: "www.example.co.uk")?.suffix   // "co.uk"
///     psl.registrableDomain(of: "www.example.co.uk")      // "example.co.uk"
///     psl.registrableDomain(of: "食狮.公司.cn")             // "食狮.公司.cn"
///     psl.publicSuffix(of: "router.lan")?.isListed        // false: only the implicit "*" rule
///
/// The embedded list is the list of 2026-10-22 (publicsuffix/list commit 8437e526, 10,397 rules)
/// from `Fixtures/psl/public_suffix_list.dat`, compiled
/// into generated Swift and decoded once, on first use. A newer list can be loaded at run time
/// with ``init(contentsOfFile:)`` (e.g. Debian's `/usr/share/publicsuffix/public_suffix_list.dat`)
/// or ``init(parsing:)``.
///
/// Hosts are matched as given, label by label from the right, ASCII-case-insensitively; both
/// forms of an internationalized rule match (`公司.cn` and `xn--55qx5d.cn`), and a non-ASCII label
/// in another form (uppercase, full-width) is mapped through UTS #46 before giving up. Only `.`
/// separates labels: map the host with ``IDNA`` first if it may hold `。` and friends. IP addresses
/// are not recognized (`192.168.0.1` has suffix `1` under the implicit rule): check for them first.
///
/// A value type: cheap to copy, immutable, safe to share between threads.
/// See https://publicsuffix.org/list/
public struct PublicSuffixList: Sendable {
  let table: PublicSuffixTable

  init(table: PublicSuffixTable) {
    self.table = table
  }

  /// List text larger than this (64 MiB) is refused with ``PublicSuffixListError/tooLarge(bytes:)``.
  /// The real list is about 340 KB.
  public static let maximumListSize = 64 << 20

  /// The list that ships inside the library, compiled at generation time from
  /// `Fixtures/psl/public_suffix_list.dat` (2026-10-22; ICANN and private sections).
  ///
  /// Decoded once, on first use, in well under a millisecond; thread-safe.
  public static var embedded: PublicSuffixList { embeddedStorage }

  private static let embeddedStorage = _decodeEmbedded()

  /// Decodes the embedded table anew, bypassing the cache behind ``embedded``. For benchmarks
  /// (first-use cost) and tests; not API.
  package static func _decodeEmbedded() -> PublicSuffixList {
    PublicSuffixList(table: EmbeddedPublicSuffixTable.image.decoded() ?? .empty)
  }

  /// Whether the embedded image decoded (it always should; a test checks it). Not API.
  package static var _embeddedImageIsValid: Bool { EmbeddedPublicSuffixTable.image.decoded() != nil }

  /// Compiles a list from the text of a `public_suffix_list.dat` file.
  ///
  /// Follows the list's format: one rule per line, read up to the first white space; `//`
  /// comments; `*.` wildcards; `!` exceptions; `===BEGIN/END ICANN|PRIVATE DOMAINS===` markers.
  /// Rules outside any section count as ICANN. Unicode rules also match their A-labels (and
  /// `xn--` rules their U-labels), computed with ``IDNA``.
  ///
  ///     let psl = try PublicSuffixList(parsing: "// ===BEGIN ICANN DOMAINS===\nuk\nco.uk\n// ===END ICANN DOMAINS===\n")
  ///     psl.registrableDomain(of: "a.b.co.uk")  // "b.co.uk"
  ///
  /// - Throws: ``PublicSuffixListError`` naming the first bad line, or `.noRules`.
  /// - Complexity: O(n) in the text's length; one ICU call per distinct non-ASCII or `xn--` label.
  public init(parsing datFileText: String) throws(PublicSuffixListError) {
    var text = datFileText
    let result = text.withUTF8 { PublicSuffixCompiler.compile($0) }
    switch result {
    case .success(let table): self.init(table: table)
    case .failure(let error): throw error
    }
  }

  /// Loads and compiles a `public_suffix_list.dat` file (read with the C library; no Foundation).
  ///
  ///     let psl = try PublicSuffixList(contentsOfFile: "/usr/share/publicsuffix/public_suffix_list.dat")
  ///
  /// - Throws: ``PublicSuffixListError/unreadableFile(path:reason:)``, ``PublicSuffixListError/tooLarge(bytes:)``,
  ///   ``PublicSuffixListError/invalidUTF8(line:)``, or any error of ``init(parsing:)``.
  public init(contentsOfFile path: String) throws(PublicSuffixListError) {
    let bytes = try FileReader.read(path, maximumSize: Self.maximumListSize, mappingErrors: PublicSuffixListError.init)
    let result = bytes.withUnsafeBufferPointer { PublicSuffixCompiler.compile($0) }
    switch result {
    case .success(let table): self.init(table: table)
    case .failure(let error): throw error
    }
  }

  // MARK: Lookup

  /// The public suffix of `host` and the rule that decided it, or `nil` for an invalid host
  /// (empty, a leading dot, an empty label such as `a..b`, or two trailing dots).
  ///
  /// Every valid host has a public suffix: when no listed rule matches, the implicit `*` rule
  /// makes the last label the suffix (``PublicSuffixMatch/isListed`` is then `false`). One
  /// trailing dot is allowed and kept: `"example.com."` → `"com."`.
  ///
  ///     let psl = PublicSuffixList.embedded
  ///     psl.publicSuffix(of: "a.b.kawasaki.jp")?.suffix  // "b.kawasaki.jp" (rule *.kawasaki.jp)
  ///     psl.publicSuffix(of: "city.kawasaki.jp")?.suffix // "kawasaki.jp"  (rule !city.kawasaki.jp)
  ///     psl.publicSuffix(of: "user.github.io")?.section  // .private
  ///     psl.publicSuffix(of: "user.github.io", includingPrivateRules: false)?.suffix  // "io"
  ///
  /// - Parameters:
  ///   - host: a host name, ASCII or Unicode, as a URL holds it or as typed.
  ///   - includingPrivateRules: when `false`, rules of the private section are ignored.
  /// - Returns: the suffix in the input's form (same bytes: case, Unicode or `xn--`, trailing dot).
  /// - Complexity: O(n) in the host's length; one hash probe per label walked; no allocation
  ///   beyond the result for an ASCII host (and none for a suffix of up to 15 bytes).
  public func publicSuffix(of host: String, includingPrivateRules: Bool = true) -> PublicSuffixMatch? {
    withUTF8(host) { bytes in
      guard let m = table.match(bytes, includingPrivateRules: includingPrivateRules) else { return nil }
      let suffix = String(decoding: UnsafeBufferPointer(rebasing: bytes[m.start...]), as: UTF8.self)
      return PublicSuffixMatch(suffix: suffix, section: m.section, rule: m.rule)
    }
  }

  /// The registrable domain of `host` (its public suffix plus one more label, "eTLD+1") in the
  /// input's form, or `nil` when the host is itself a public suffix or is invalid.
  ///
  ///     let psl = PublicSuffixList.embedded
  ///     psl.registrableDomain(of: "WwW.Example.COM")   // "Example.COM"
  ///     psl.registrableDomain(of: "com")               // nil
  ///     psl.registrableDomain(of: "www.ck")            // "www.ck" (exception rule !www.ck)
  ///     psl.registrableDomain(of: "a.b.example.")      // "b.example." (implicit rule)
  ///
  /// - Complexity: as ``publicSuffix(of:includingPrivateRules:)``.
  public func registrableDomain(of host: String, includingPrivateRules: Bool = true) -> String? {
    withUTF8(host) { bytes in
      guard let m = table.match(bytes, includingPrivateRules: includingPrivateRules),
        let start = PublicSuffixTable.registrableStart(bytes, suffixStart: m.start)
      else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
    }
  }

  /// Whether `name` is itself a public suffix, i.e. has no registrable domain.
  ///
  /// This follows the list's algorithm, implicit rule included: any single label is a public
  /// suffix (`"com"`, and also `"localhost"`), as is any name a wildcard covers (`"anything.ck"`).
  /// Pass `includingImplicitRule: false` to ask whether a *listed* rule makes it one.
  ///
  ///     let psl = PublicSuffixList.embedded
  ///     psl.isPublicSuffix("co.uk")                                   // true
  ///     psl.isPublicSuffix("example.co.uk")                           // false
  ///     psl.isPublicSuffix("localhost")                               // true (implicit "*")
  ///     psl.isPublicSuffix("localhost", includingImplicitRule: false) // false
  ///
  /// Invalid names (empty, leading dot, empty label) are not public suffixes.
  public func isPublicSuffix(
    _ name: String, includingImplicitRule: Bool = true, includingPrivateRules: Bool = true
  ) -> Bool {
    withUTF8(name) { bytes in
      guard let m = table.match(bytes, includingPrivateRules: includingPrivateRules) else { return false }
      return m.start == 0 && (includingImplicitRule || m.rule != .implicitWildcard)
    }
  }

  /// Whether a listed rule (not only the implicit `*`) decides the public suffix of `host`
  /// (UTF-8), private rules included: `publicSuffix(of:)?.isListed == true` without building
  /// the suffix string.
  func hasListedSuffix(_ host: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let m = table.match(host, includingPrivateRules: true) else { return false }
    return m.rule != .implicitWildcard
  }

  /// ``hasListedSuffix(_:)`` for a DNS host name in canonical form (see
  /// ``PublicSuffixTable/match(dnsName:includingPrivateRules:)``), answered with fewer steps.
  func hasListedSuffix(dnsName: UnsafeBufferPointer<UInt8>) -> Bool {
    table.hasRule(dnsName: dnsName)
  }

  /// Runs `body` on the host's UTF-8 bytes without copying a native string.
  @inline(__always)
  private func withUTF8<R>(_ host: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    host.utf8.withContiguousBytes(body)
  }
}

extension PublicSuffixList: Equatable {
  /// Two lists are equal when they hold the same rules (compared in compiled form).
  public static func == (a: PublicSuffixList, b: PublicSuffixList) -> Bool { a.table == b.table }
}

extension PublicSuffixList {
  /// How many names (suffixes and the names leading to them) and labels the compiled list holds.
  /// For diagnostics: the embedded list has about 9,600 nodes. Not API.
  package var _statistics: (nodes: Int, edges: Int, labelBytes: Int) {
    (table.nodeCount, table.edgeCount, table.labelBytes.count)
  }
}
