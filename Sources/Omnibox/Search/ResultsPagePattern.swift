/// The parts of a parsed URL that results-page matching looks at (already canonical: host
/// lowercased and punycoded, default port dropped, path normalized by the URL parser).
///
/// Only made for a URL whose host may be an engine's (most URLs are no results page, and their
/// host's hash alone says so); the host and path, which every pattern compares, are read once,
/// the query and fragment sliced from the record when a pattern gets that far.
struct ResultsPageURL {
  let record: URLRecord
  let host: String
  let path: String
  var port: UInt16? { record.portNumber }
  var query: String? { record.query }
  var fragment: String? { record.fragment }
}

/// One URL form of an engine's results pages: where the terms are and what must match around
/// them (Chrome's search-terms extraction model).
///
/// The scheme is ignored; the host must be one of `hosts` and the port equal; for a query or
/// fragment key the path must equal `path` exactly (case-sensitive; empty counts as `/`), and
/// the query or fragment, split on `&` only, must hold `key` exactly once; for a path pattern
/// the path must start with `path` and end with `valueSuffix`.
struct ResultsPagePattern: Sendable, Hashable {
  enum Location: Sendable, Hashable {
    /// `?…&key=value&…`
    case query(key: String)
    /// `#…&key=value&…`
    case fragment(key: String)
    /// The terms are the path after `path` (a prefix) and before `valueSuffix`.
    case path
  }

  var hosts: Set<String>
  var port: UInt16? = nil
  var path: String
  var location: Location
  /// Raw text that precedes the terms inside the value (query/fragment).
  var valuePrefix: String = ""
  /// Raw text that follows the terms inside the value (or, for a path pattern, the path).
  var valueSuffix: String = ""

  /// What this pattern finds in `url`.
  func match(_ url: ResultsPageURL) -> SearchTermsMatch {
    // The host is looked up in a set, so after the port and path, which are compared.
    guard url.port == port else { return .notAResultsPage }
    var urlPath = url.path.isEmpty ? "/" : url.path
    switch location {
    case .query(let key):
      guard urlPath == path, hosts.contains(url.host), var query = url.query else { return .notAResultsPage }
      return query.withUTF8 { matchValue(in: $0, key: key) }
    case .fragment(let key):
      guard urlPath == path, hosts.contains(url.host), var fragment = url.fragment else { return .notAResultsPage }
      return fragment.withUTF8 { matchValue(in: $0, key: key) }
    case .path:
      guard hosts.contains(url.host) else { return .notAResultsPage }
      return urlPath.withUTF8 { bytes in
        let prefixCount = path.utf8.count
        let suffixCount = valueSuffix.utf8.count
        guard bytes.count >= prefixCount + suffixCount,
          Self.bytes(bytes, prefixCount, equal: path, at: 0),
          Self.bytes(bytes, suffixCount, equal: valueSuffix, at: bytes.count - suffixCount)
        else { return .notAResultsPage }
        let raw = UnsafeBufferPointer(rebasing: bytes[prefixCount..<(bytes.count - suffixCount)])
        let terms = SearchTermsDecoding.decode(raw, plusAsSpace: false)
        return terms.isEmpty ? .emptyTerms : .terms(terms)
      }
    }
  }

  /// Whether `bytes[offset..<offset+count]` is exactly `text`'s UTF-8.
  private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, _ count: Int, equal text: String, at offset: Int)
    -> Bool
  {
    var k = offset
    for b in text.utf8 {
      guard k < bytes.count, bytes[k] == b else { return false }
      k += 1
    }
    return k - offset == count
  }

  /// Finds `key` among the `&`-separated pairs of `text`: exactly once, with the constant
  /// prefix and suffix around the terms.
  private func matchValue(in text: UnsafeBufferPointer<UInt8>, key: String) -> SearchTermsMatch {
    let keyCount = key.utf8.count
    var found: Range<Int>? = nil
    var pairStart = 0
    while pairStart <= text.count {
      var pairEnd = pairStart
      while pairEnd < text.count && text[pairEnd] != UInt8(ascii: "&") { pairEnd += 1 }
      // The pair is text[pairStart..<pairEnd]: its name must be exactly `key`.
      let nameEnd = pairStart + keyCount
      if nameEnd <= pairEnd, nameEnd == pairEnd || text[nameEnd] == UInt8(ascii: "="),
        Self.bytes(text, keyCount, equal: key, at: pairStart)
      {
        if found != nil { return .ambiguousTerms }
        found = min(nameEnd + 1, pairEnd)..<pairEnd
      }
      pairStart = pairEnd + 1
    }
    guard let value = found else { return .notAResultsPage }
    let prefixCount = valuePrefix.utf8.count
    let suffixCount = valueSuffix.utf8.count
    guard value.count >= prefixCount + suffixCount,
      Self.bytes(text, prefixCount, equal: valuePrefix, at: value.lowerBound),
      Self.bytes(text, suffixCount, equal: valueSuffix, at: value.upperBound - suffixCount)
    else { return .notAResultsPage }
    let raw = UnsafeBufferPointer(rebasing: text[(value.lowerBound + prefixCount)..<(value.upperBound - suffixCount)])
    let terms = SearchTermsDecoding.decode(raw, plusAsSpace: true)
    return terms.isEmpty ? .emptyTerms : .terms(terms)
  }
}

/// An engine's results-page forms, with the union of their hosts: a URL on any other host (the
/// usual case) is turned away with one table probe, before any component is sliced.
///
/// Both live in one immutable object, so handing the value around costs one reference count.
struct ResultsPagePatterns: Sendable, Hashable {
  private let storage: Storage

  private final class Storage: Sendable {
    let patterns: [ResultsPagePattern]
    /// Hashes (``hash(_:)``) of every pattern's hosts, sorted and each once (the same hosts give
    /// the same table, whatever order the sets iterate in), for ``hostTable(_:)``.
    let sortedHostHashes: [UInt64]

    init(_ patterns: [ResultsPagePattern]) {
      self.patterns = patterns
      var hashes: [UInt64] = []
      for pattern in patterns {
        for host in pattern.hosts { hashes.append(host.withUTF8Bytes { ResultsPagePatterns.hash($0) }) }
      }
      sortedHostHashes = ResultsPagePatterns.sortedUnique(hashes)
    }
  }

  /// `hashes` sorted, each once.
  private static func sortedUnique(_ hashes: [UInt64]) -> [UInt64] {
    var unique: [UInt64] = []
    for hash in hashes.sorted() where unique.last != hash { unique.append(hash) }
    return unique
  }

  /// The hosts of several engines' patterns as one table: a host whose hash (``hostHash(of:)``)
  /// is not in it is no results page of any of them.
  static func hostTable(_ engines: [ResultsPagePatterns]) -> HostHashTable {
    HostHashTable(sortedUnique(engines.flatMap(\.storage.sortedHostHashes)))
  }

  init(_ patterns: [ResultsPagePattern]) {
    storage = Storage(patterns)
  }

  /// The forms, in matching order.
  var patterns: [ResultsPagePattern] { storage.patterns }

  static func == (a: Self, b: Self) -> Bool { a.storage === b.storage || a.storage.patterns == b.storage.patterns }

  func hash(into hasher: inout Hasher) { hasher.combine(storage.patterns) }

  /// A host's hash for the table: its length and its first and last eight bytes (all of it,
  /// when shorter), mixed. Hosts that share those collide, which costs only the full comparison
  /// with the patterns' hosts that follows; in exchange a hash is a few operations, whatever
  /// the host's length.
  @inline(__always)
  fileprivate static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var head: UInt64 = 0
    var tail: UInt64 = 0
    if let base = bytes.baseAddress, bytes.count >= 8 {
      head = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
      tail = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
    } else {
      for byte in bytes { head = head << 8 | UInt64(byte) }
    }
    // The two words and the length, then MurmurHash3's 64-bit finalizer.
    var h = head &* 0x9E37_79B9_7F4A_7C15 ^ tail ^ UInt64(bytes.count)
    h = (h ^ (h >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    h = (h ^ (h >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return h ^ (h >> 33)
  }

  /// The hash of `url`'s host that ``hostTable(_:)`` holds: computed once, it serves any number
  /// of engines' patterns.
  static func hostHash(of url: URLRecord) -> UInt64 { url.withHostnameBytes { hash($0) } }

  /// The first pattern whose host, path and key match decides; `.notAResultsPage` if none does.
  func match(_ url: URLRecord) -> SearchTermsMatch {
    let host = url.hostname
    let page = ResultsPageURL(record: url, host: host, path: url.pathname)
    for pattern in storage.patterns {
      let m = pattern.match(page)
      if m != .notAResultsPage { return m }
    }
    return .notAResultsPage
  }
}

/// A set of 64-bit hashes as an open-addressing table (linear probing, at most half full): a
/// lookup is a mask and a compare or two, with no rehashing of the key.
struct HostHashTable: Sendable {
  /// Power-of-two size; 0 marks an empty slot (a hash of 0 is stored as 1).
  private let slots: [UInt64]

  init(_ hashes: [UInt64]) {
    var size = 8
    while size < hashes.count * 2 { size *= 2 }
    var slots = [UInt64](repeating: 0, count: size)
    for hash in hashes {
      let key = Self.key(hash)
      var i = Int(truncatingIfNeeded: key) & (size - 1)
      while slots[i] != 0 && slots[i] != key { i = (i + 1) & (size - 1) }
      slots[i] = key
    }
    self.slots = slots
  }

  @inline(__always)
  private static func key(_ hash: UInt64) -> UInt64 { hash == 0 ? 1 : hash }

  @inline(__always)
  func contains(_ hash: UInt64) -> Bool {
    let key = Self.key(hash)
    let mask = slots.count - 1
    var i = Int(truncatingIfNeeded: key) & mask
    while true {
      let slot = slots[i]
      if slot == key { return true }
      if slot == 0 { return false }
      i = (i + 1) & mask
    }
  }
}
