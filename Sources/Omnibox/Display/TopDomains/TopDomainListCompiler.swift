/// Reads Chromium's `domains.list` format and compiles a list into a ``TopDomainTable``: each
/// domain is checked and brought to its Unicode form, and its skeletons are computed with
/// ``SkeletonGenerator`` (as Chromium's `make_top_domain_skeletons` does).
enum TopDomainListCompiler {
  typealias Line = (line: Int, text: String, isTopBucket: Bool)

  /// The domain lines of a list text: whitespace trimmed, blank lines and `#` comments dropped,
  /// each line tagged with its bucket.
  ///
  /// - Complexity: O(n) in the text's length.
  static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> Result<[Line], TopDomainListError> {
    guard bytes.count <= TopDomainList.maximumListSize else { return .failure(.tooLarge(bytes: bytes.count)) }
    var raw: [(line: Int, text: String)] = []
    var markerLine: Int?
    var lineNumber = 0
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      lineNumber += 1
      var first = start
      var last = end
      while first < last && isASCIIWhitespace(bytes[first]) { first += 1 }
      while last > first && isASCIIWhitespace(bytes[last - 1]) { last -= 1 }
      let slice = UnsafeBufferPointer(rebasing: bytes[first..<last])
      if !slice.isEmpty {
        // (UTF8Validation rather than `String(validating:as:)`, which needs macOS 15 / iOS 18.)
        guard UTF8Validation.firstInvalidOffset(in: slice) == nil else {
          return .failure(.invalidUTF8(line: lineNumber))
        }
        let text = String(decoding: slice, as: UTF8.self)
        if text == TopDomainList.bucketMarker {
          if markerLine != nil { return .failure(.repeatedBucketMarker(line: lineNumber)) }
          markerLine = raw.count
        } else if !text.hasPrefix("#") {
          raw.append((lineNumber, text))
        }
      }
      start = end + 1
    }
    let topBucketEnd = markerLine ?? raw.count
    return .success(raw.enumerated().map { ($1.line, $1.text, $0 < topBucketEnd) })
  }

  /// The compiled table; duplicates after the first are dropped.
  ///
  /// - Throws: ``TopDomainListError/invalidDomain(line:domain:problem:)``, ``TopDomainListError/noDomains``.
  static func compile(_ lines: [Line]) throws(TopDomainListError) -> TopDomainTable {
    var domains: [TopDomain] = []
    var skeletons: [[String]] = []
    var seen = Set<String>()
    for entry in lines {
      let domain = try normalized(entry.text, line: entry.line)
      guard seen.insert(domain).inserted else { continue }
      domains.append(TopDomain(domain: domain, isTopBucket: entry.isTopBucket))
      skeletons.append(SkeletonGenerator.skeletons(of: domain))
    }
    guard !domains.isEmpty else { throw .noDomains }
    return TopDomainTable(domains: domains, skeletonLists: skeletons)
  }

  /// `text` as a lowercase Unicode domain without a trailing dot.
  static func normalized(_ text: String, line: Int) throws(TopDomainListError) -> String {
    var candidate = text
    if candidate.hasSuffix(".") { candidate.removeLast() }
    guard !candidate.isEmpty, let ascii = try? IDNA.domainToASCII(candidate) else {
      throw .invalidDomain(line: line, domain: text, problem: .notADomain)
    }
    let labels = ascii.split(separator: ".", omittingEmptySubsequences: false)
    guard !labels.contains(where: \.isEmpty) else {
      throw .invalidDomain(line: line, domain: text, problem: .notADomain)
    }
    guard labels.count >= 2 else { throw .invalidDomain(line: line, domain: text, problem: .singleLabel) }
    guard HostSpoofCheck.containsACELabel(Array(ascii.utf8)) else { return ascii }
    let (unicode, error) = IDNA.domainToUnicode(ascii)
    guard error == nil else { throw .invalidDomain(line: line, domain: text, problem: .notADomain) }
    return unicode
  }

  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A || byte == 0x0C || byte == 0x0B
  }
}
