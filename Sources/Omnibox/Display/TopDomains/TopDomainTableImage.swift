// The compiled top-domain table as one string literal, so the generated Swift file holds no
// large array literal for the type checker. Format 1:
//
// - `entries`: one line per domain, in list order (top bucket first): the domain (lowercase
//   Unicode), then each of its skeletons, separated by single spaces. Neither a domain nor a
//   skeleton of one holds a space.
// - `topBucketCount`: how many of the first lines form the top bucket.
// - `icuVersion`: the ICU that computed the skeletons (the runtime compares hosts with its own).
//
// Decoding validates the line count and that every line has a domain and a skeleton, and
// returns nil on any inconsistency.

/// The embedded table in text form; see the format notes above.
struct TopDomainTableImage: Sendable {
  static let currentFormat = 1

  let format: Int
  let icuVersion: String
  let topBucketCount: Int
  let domainCount: Int
  let entries: StaticString

  /// The table, or `nil` if the image is not a consistent format-1 image.
  ///
  /// - Complexity: O(n) in the image's size; one dictionary insertion per skeleton.
  func decoded() -> TopDomainTable? {
    guard format == Self.currentFormat, topBucketCount >= 0, topBucketCount <= domainCount else { return nil }
    var domains: [TopDomain] = []
    var skeletons: [String] = []
    var starts: [Int32] = [0]
    domains.reserveCapacity(domainCount)
    skeletons.reserveCapacity(domainCount + domainCount / 8)
    starts.reserveCapacity(domainCount + 1)
    let consistent: Bool = entries.withUTF8Buffer { bytes in
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        var fieldStart = start
        var fields = 0
        for i in start...end where i == end || bytes[i] == UInt8(ascii: " ") {
          guard i > fieldStart else { return false }
          let field = String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<i]), as: UTF8.self)
          if fields == 0 {
            domains.append(TopDomain(domain: field, isTopBucket: domains.count < topBucketCount))
          } else {
            skeletons.append(field)
          }
          fields += 1
          fieldStart = i + 1
        }
        guard fields >= 2 else { return false }
        starts.append(Int32(truncatingIfNeeded: skeletons.count))
        start = end + 1
      }
      return true
    }
    guard consistent, domains.count == domainCount else { return nil }
    return TopDomainTable(domains: domains, skeletons: skeletons, skeletonStarts: starts)
  }

  /// The `entries` text for `table` (what the generator writes).
  static func entriesText(of table: TopDomainTable) -> String {
    var text = ""
    for (index, entry) in table.domains.enumerated() {
      if !text.isEmpty { text += "\n" }
      text += entry.domain
      for skeleton in table.skeletons(ofDomainAt: index) { text += " " + skeleton }
    }
    return text
  }
}

extension TopDomainList {
  /// For the table generator (`generate-top-domain-table`): the list as the embedded image's
  /// fields, `nil` when a domain or skeleton holds a space or a line break, or the top bucket
  /// is not a prefix of the list (the format cannot hold those).
  package func _embeddingImage() -> (entries: String, topBucketCount: Int, domainCount: Int)? {
    let topBucketCount = table.domains.prefix { $0.isTopBucket }.count
    guard !table.domains.dropFirst(topBucketCount).contains(where: \.isTopBucket) else { return nil }
    for (index, entry) in table.domains.enumerated() {
      let list = table.skeletons(ofDomainAt: index)
      for field in [entry.domain] + list where field.isEmpty || field.utf8.contains(where: { $0 == 0x20 || $0 == 0x0A })
      {
        return nil
      }
      if list.isEmpty { return nil }
    }
    return (TopDomainTableImage.entriesText(of: table), topBucketCount, table.domains.count)
  }

  /// For the benchmark: decodes the embedded image again, as the first use of ``embedded`` does.
  package static func _decodingEmbeddedImage() -> Int {
    EmbeddedTopDomainTable.image.decoded()?.domains.count ?? 0
  }

  /// The ICU version that computed the embedded skeletons, e.g. `"72.1"`: for the generator's
  /// `--check` and a test; not API.
  package static var embeddedICUVersion: String { EmbeddedTopDomainTable.image.icuVersion }
}
