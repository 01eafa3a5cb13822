extension SearchTemplate {
  /// The results-page pattern this template describes, for search-terms extraction.
  ///
  /// The text before the terms placeholder (other parameters filled from `values`) is split at
  /// the component the placeholder sits in: for a query or fragment placeholder the part before
  /// `?`/`#` is parsed as a URL (host, port, path), and the `key=` right before the placeholder
  /// is the key, with any constant text around the terms inside the value kept as prefix and
  /// suffix; for a path placeholder the URL up to the placeholder gives host, port and path
  /// prefix, and the literal path text after it the suffix.
  ///
  /// `nil` when the template cannot be matched: more than one placeholder, a placeholder not
  /// preceded by `key=`, or a base that is not a URL.
  func resultsPagePattern(values: Values) -> ResultsPagePattern? {
    guard let termsIndex = parts.firstIndex(where: \.isTerms), parts.lastIndex(where: \.isTerms) == termsIndex,
      case .terms(let position, _) = parts[termsIndex]
    else { return nil }
    let before = expandedBytes(parts[..<termsIndex], values: values)
    let after = expandedBytes(parts[(termsIndex + 1)...], values: values)

    switch position {
    case .path:
      guard let base = Self.parseBase(before[...]) else { return nil }
      let suffixEnd = after.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? after.endIndex
      return ResultsPagePattern(
        hosts: [base.host], port: base.port, path: base.path, location: .path,
        valueSuffix: Self.canonical(after[..<suffixEnd], .path))
    case .query, .fragment:
      let marker = position == .query ? UInt8(ascii: "?") : UInt8(ascii: "#")
      guard let markerIndex = before.firstIndex(of: marker), let base = Self.parseBase(before[..<markerIndex]) else {
        return nil
      }
      let component = before[(markerIndex + 1)...]
      let pairStart = component.lastIndex(of: UInt8(ascii: "&")).map { $0 + 1 } ?? component.startIndex
      let pair = component[pairStart...]
      guard let eq = pair.firstIndex(of: UInt8(ascii: "=")), eq > pair.startIndex else { return nil }
      let set: PercentEncodeSet = position == .query ? .specialQuery : .fragment
      let key = Self.canonical(pair[..<eq], set)
      let valuePrefix = Self.canonical(pair[(eq + 1)...], set)
      let suffixEnd =
        after.firstIndex { $0 == UInt8(ascii: "&") || (position == .query && $0 == UInt8(ascii: "#")) }
        ?? after.endIndex
      return ResultsPagePattern(
        hosts: [base.host], port: base.port, path: base.path,
        location: position == .query ? .query(key: key) : .fragment(key: key),
        valuePrefix: valuePrefix, valueSuffix: Self.canonical(after[..<suffixEnd], set))
    }
  }

  /// Template text as the URL parser writes it in a component (e.g. `"` becomes `%22` in a
  /// query); existing `%XX` escapes are kept.
  private static func canonical(_ bytes: ArraySlice<UInt8>, _ set: PercentEncodeSet) -> String {
    var out: [UInt8] = []
    PercentEncoding.encode(bytes, using: set, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  private func expandedBytes(_ slice: ArraySlice<TemplatePart>, values: Values) -> [UInt8] {
    var out: [UInt8] = []
    for part in slice {
      switch part {
      case .literal(let s): out.append(contentsOf: s.utf8)
      case .terms: break
      case .value(let kind, let optional, let location):
        switch kind {
        case .baseURL: out.append(contentsOf: values.baseURL.utf8)
        case .baseSuggestURL: out.append(contentsOf: values.baseSuggestURL.utf8)
        default:
          if let v = Self.value(kind, optional: optional, values: values) {
            (location.termsPosition ?? .path).append(v, to: &out)
          }
        }
      }
    }
    return out
  }

  /// Host, port and path of the URL text `bytes`, canonicalized by the URL parser.
  private static func parseBase(_ bytes: ArraySlice<UInt8>) -> (host: String, port: UInt16?, path: String)? {
    guard let url = try? URLRecord(String(decoding: bytes, as: UTF8.self)), !url.hostname.isEmpty else { return nil }
    return (url.hostname, url.portNumber, url.pathname.isEmpty ? "/" : url.pathname)
  }
}
