/// The compiled form of a ``TopDomainList``: its domains and a hash table from confusable
/// skeleton to domain, the way Chromium's top-domain trie maps them.
///
/// Immutable after `init`, so sharing one instance between threads is safe.
final class TopDomainTable: Sendable {
  /// Chromium checks at most this many trailing labels of a skeleton (its list has no domain
  /// with more than 4 labels).
  static let labelsChecked = 4

  /// The domains, in list order (top bucket first).
  let domains: [TopDomain]
  /// Every domain's skeletons, domain after domain (see ``skeletonStarts``).
  let skeletons: [String]
  /// Where each domain's skeletons start in ``skeletons``; one more entry than ``domains``.
  let skeletonStarts: [Int32]
  /// Skeleton → index in ``domains``; the first domain listed wins a shared skeleton.
  private let bySkeleton: [SkeletonKey: Int32]
  /// A hash of the domains and their buckets, for `Hashable`.
  let fingerprint: UInt64

  /// A table of `domains`, whose skeletons are `skeletons[skeletonStarts[i]..<skeletonStarts[i + 1]]`.
  init(domains: [TopDomain], skeletons: [String], skeletonStarts: [Int32]) {
    self.domains = domains
    self.skeletons = skeletons
    self.skeletonStarts = skeletonStarts
    var table: [SkeletonKey: Int32] = [:]
    table.reserveCapacity(skeletons.count)
    // Backwards, so the first domain listed is the last written: one hash per skeleton.
    var domain = domains.count - 1
    for index in skeletons.indices.reversed() {
      while domain > 0 && Int(skeletonStarts[domain]) > index { domain -= 1 }
      table.updateValue(Int32(truncatingIfNeeded: domain), forKey: SkeletonKey(skeletons[index]))
    }
    bySkeleton = table
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
    for entry in domains {
      for byte in entry.domain.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
      hash = (hash ^ (entry.isTopBucket ? 1 : 2)) &* 0x0100_0000_01B3
    }
    fingerprint = hash
  }

  /// A table of `domains` with their skeleton lists.
  convenience init(domains: [TopDomain], skeletonLists: [[String]]) {
    var flat: [String] = []
    var starts: [Int32] = [0]
    for list in skeletonLists {
      flat += list
      starts.append(Int32(truncatingIfNeeded: flat.count))
    }
    self.init(domains: domains, skeletons: flat, skeletonStarts: starts)
  }

  /// The skeletons of the domain at `index`.
  func skeletons(ofDomainAt index: Int) -> ArraySlice<String> {
    skeletons[Int(skeletonStarts[index])..<Int(skeletonStarts[index + 1])]
  }

  /// The domain one of whose skeletons equals the last 4, 3 or 2 labels of `skeleton` (longest
  /// first), as Chromium's `LookupSkeletonInTopDomains` does for full skeletons. (A skeleton may
  /// hold dots of its own: `۰` folds into `.`.)
  ///
  /// - Complexity: O(n) in the skeleton's length, at most 3 hash probes.
  func domain(matchingSkeleton skeleton: String) -> TopDomain? {
    let utf8 = skeleton.utf8
    // The starts of the last labels, nearest the end first.
    var starts: [String.Index] = []
    var i = utf8.endIndex
    while i > utf8.startIndex && starts.count < Self.labelsChecked {
      let previous = utf8.index(before: i)
      if utf8[previous] == UInt8(ascii: ".") { starts.append(i) }
      i = previous
    }
    if starts.count < Self.labelsChecked && i == utf8.startIndex { starts.append(utf8.startIndex) }
    // Longest suffix first; one label alone never matches.
    for start in starts.dropFirst().reversed() {
      if let index = bySkeleton[SkeletonKey(String(skeleton[start...]))] { return domains[Int(index)] }
    }
    return nil
  }

  /// Chromium's `GetSimilarTopDomain`: the listed domain `host` imitates, or `nil` when it
  /// imitates none, or when it is that domain or one of its subdomains.
  ///
  /// `host` is lowercase Unicode (a trailing dot is ignored). The skeletons are tried in order;
  /// the first that matches decides.
  func similarTopDomain(to host: String) -> TopDomain? {
    let bare = host.hasSuffix(".") ? String(host.dropLast()) : host
    guard !bare.isEmpty, !domains.isEmpty else { return nil }
    for skeleton in SkeletonGenerator.skeletons(of: bare) {
      guard let entry = domain(matchingSkeleton: skeleton) else { continue }
      if bare == entry.domain || bare.hasSuffix("." + entry.domain) { return nil }
      return entry
    }
    return nil
  }
}

/// A skeleton as a dictionary key: hashed and compared by its UTF-8 bytes (a skeleton is exact
/// NFD text; `String`'s own hashing would normalize every non-ASCII key again).
struct SkeletonKey: Hashable, Sendable {
  let text: String

  init(_ text: String) {
    var text = text
    text.makeContiguousUTF8()
    self.text = text
  }

  func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  static func == (a: SkeletonKey, b: SkeletonKey) -> Bool {
    a.text.utf8.elementsEqual(b.text.utf8)
  }
}
