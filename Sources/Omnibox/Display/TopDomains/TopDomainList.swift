/// Well-known domains whose look-alikes the display keeps in punycode, looked up by confusable
/// skeleton (a hash probe per skeleton, not a scan).
///
/// ``embedded`` is Chromium's top-domain list (`domains.list`: 4,989 domains, the first 489 its
/// top bucket), compiled at build time into the library. A shell can use its own list instead,
/// or add its own brands to the built-in one:
///
///     let mine = try TopDomainList(domains: ["mybank.example", "mybank.co.uk"])
///     let formatter = DisplayFormatter(topDomains: .embedded.adding(mine))
///     formatter.displayHost("xn--mybnk-ora.example").lookalikeOf  // "mybank.example" ("mybånk")
///
/// The text format (``init(parsing:)``, ``init(contentsOfFile:)``) is Chromium's: one domain per
/// line, blank lines and `#` comments ignored, and the lines before `###END_TOP_BUCKET###` form
/// the top bucket (every domain, when the marker is missing).
///
/// A value type: copies share one immutable table, safe to use from many threads at once.
public struct TopDomainList: Sendable, Hashable {
  /// Texts and files larger than this are refused (Chromium's list is about 64 KB).
  public static let maximumListSize = 16 << 20
  /// The line that ends the top bucket.
  public static let bucketMarker = "###END_TOP_BUCKET###"

  let table: TopDomainTable

  init(table: TopDomainTable) {
    self.table = table
  }

  /// Chromium's top-domain list, embedded (see `Fixtures/top_domains/`); decoded on first use.
  ///
  /// An empty list in the unlikely case that the embedded table is inconsistent (a test
  /// guards it).
  public static let embedded = TopDomainList(
    table: EmbeddedTopDomainTable.image.decoded() ?? TopDomainTable(domains: [], skeletons: [], skeletonStarts: [0]))

  /// A list of `domains`, in order, all in the top bucket unless `topBucketCount` says how many
  /// of the first ones are.
  ///
  ///     try TopDomainList(domains: ["example.com", "пример.рф"]).count  // 2
  ///
  /// - Throws: ``TopDomainListError/invalidDomain(line:domain:problem:)`` (with the 1-based
  ///   position as `line`) or ``TopDomainListError/noDomains``.
  /// - Complexity: O(n) skeleton computations (a few ICU calls per domain).
  public init(domains: some Sequence<String>, topBucketCount: Int? = nil) throws(TopDomainListError) {
    var entries: [(line: Int, text: String, isTopBucket: Bool)] = []
    for (offset, domain) in domains.enumerated() {
      entries.append((offset + 1, domain, topBucketCount.map { offset < $0 } ?? true))
    }
    self.init(table: try TopDomainListCompiler.compile(entries))
  }

  /// Parses a list in Chromium's `domains.list` format.
  ///
  ///     try TopDomainList(parsing: "# brands\nmybank.example\n###END_TOP_BUCKET###\nmybank.co.uk\n")
  ///
  /// - Throws: ``TopDomainListError`` naming the first bad line, or `.noDomains`.
  public init(parsing text: String) throws(TopDomainListError) {
    var text = text
    let lines = text.withUTF8 { TopDomainListCompiler.lines(of: $0) }
    self.init(table: try TopDomainListCompiler.compile(try lines.get()))
  }

  /// Loads a list in Chromium's `domains.list` format from a file (read with the C library).
  ///
  /// - Throws: ``TopDomainListError/unreadableFile(path:reason:)``, ``TopDomainListError/tooLarge(bytes:)``,
  ///   or any error of ``init(parsing:)``.
  public init(contentsOfFile path: String) throws(TopDomainListError) {
    let bytes = try FileReader.read(path, maximumSize: Self.maximumListSize) { error in
      switch error {
      case .unreadable(let path, let reason): TopDomainListError.unreadableFile(path: path, reason: reason)
      case .tooLarge(let bytes): TopDomainListError.tooLarge(bytes: bytes)
      }
    }
    let lines = bytes.withUnsafeBufferPointer { TopDomainListCompiler.lines(of: $0) }
    self.init(table: try TopDomainListCompiler.compile(try lines.get()))
  }

  /// The domains, in list order.
  public var domains: [TopDomain] { table.domains }

  /// How many domains the list holds.
  public var count: Int { table.domains.count }

  /// This list followed by `other`'s domains that it does not hold yet. Where a skeleton is
  /// shared, this list's domain wins.
  ///
  ///     TopDomainList.embedded.adding(try TopDomainList(domains: ["mybank.example"])).count  // 4990
  public func adding(_ other: TopDomainList) -> TopDomainList {
    var known = Set(table.domains.map(\.domain))
    var domains = table.domains
    var skeletons = table.skeletons
    var starts = table.skeletonStarts
    for (index, entry) in other.table.domains.enumerated() where known.insert(entry.domain).inserted {
      domains.append(entry)
      skeletons += other.table.skeletons(ofDomainAt: index)
      starts.append(Int32(truncatingIfNeeded: skeletons.count))
    }
    return TopDomainList(table: TopDomainTable(domains: domains, skeletons: skeletons, skeletonStarts: starts))
  }

  /// The listed domain `host` imitates: one whose confusable skeleton equals the skeleton of
  /// `host`'s last 2 to 4 labels, when `host` is neither that domain nor one of its subdomains.
  ///
  /// `host` is a lowercase Unicode host (``DisplayFormatter/displayHost(_:)`` passes the decoded
  /// form). ASCII hosts are compared too, though the display only asks for hosts with IDN labels.
  ///
  ///     TopDomainList.embedded.similarTopDomain(to: "gооgle.com")?.domain  // "google.com" (Cyrillic о)
  ///     TopDomainList.embedded.similarTopDomain(to: "mail.google.com")      // nil (a subdomain)
  ///
  /// - Complexity: a few ICU calls and at most 3 hash probes per skeleton of `host`.
  public func similarTopDomain(to host: String) -> TopDomain? {
    table.similarTopDomain(to: host)
  }

  /// The confusable skeletons of `host`, as the list compares them (sorted).
  ///
  ///     TopDomainList.skeletons(of: "paypal.com")  // ["paypal.corn"]
  public static func skeletons(of host: String) -> [String] {
    SkeletonGenerator.skeletons(of: host)
  }

  /// The domain one of whose skeletons equals the last 4, 3 or 2 labels of `skeleton` (Chromium's
  /// `LookupSkeletonInTopDomains` for full skeletons).
  ///
  ///     TopDomainList.embedded.domain(matchingSkeleton: "google.corn")?.domain  // "google.com"
  public func domain(matchingSkeleton skeleton: String) -> TopDomain? {
    table.domain(matchingSkeleton: skeleton)
  }

  /// Whether two lists hold the same domains, in the same order and buckets.
  public static func == (a: TopDomainList, b: TopDomainList) -> Bool {
    a.table === b.table || (a.table.fingerprint == b.table.fingerprint && a.table.domains == b.table.domains)
  }

  /// Hashes the list's domains (through a fingerprint computed once per list).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(table.fingerprint)
  }
}
