/// Finds hosts whose confusable skeleton equals that of a well-known domain they are not.
///
/// The skeleton of a host is computed in three steps: a few extra look-alike mappings the UTS #39
/// data lacks (`ł` → `l`, `ӏ` → `l`, …), ICU's UTS #39 skeleton, and, when the host is written
/// only in Latin, Greek, Cyrillic, digits and `.-_`, the removal of combining marks (so `gōōgle`
/// and `google` share one skeleton). The same steps turn the built-in list into a table once.
enum LookalikeDetector {
  /// Domains of the last two to four labels are compared, as the list holds nothing longer.
  static let maximumLabels = 4

  /// Skeleton → domain, for every built-in top domain.
  static let table: [String: String] = {
    var table: [String: String] = [:]
    for domain in TopDomains.all {
      if let key = skeleton(of: domain), table[key] == nil { table[key] = domain }
    }
    return table
  }()

  /// The well-known domain `host` (lowercase Unicode, no trailing dot) imitates, if any.
  ///
  /// A host that is the domain itself or one of its subdomains imitates nothing.
  static func imitatedDomain(by host: String) -> String? {
    guard let key = skeleton(of: host) else { return nil }
    let labels = key.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2 else { return nil }
    var count = min(labels.count, maximumLabels)
    while count >= 2 {
      let suffix = labels[(labels.count - count)...].joined(separator: ".")
      if let domain = table[suffix] {
        if host == domain || host.hasSuffix("." + domain) { return nil }
        return domain
      }
      count -= 1
    }
    return nil
  }

  /// The comparison skeleton of a lowercase host; `nil` when ICU failed.
  static func skeleton(of host: String) -> String? {
    var mapped = ""
    mapped.reserveCapacity(host.utf8.count)
    var onlyLGC = true
    for scalar in host.unicodeScalars {
      if let replacement = SpoofTables.extraSkeletonMapping(scalar.value) {
        mapped += replacement
      } else {
        mapped.unicodeScalars.append(scalar)
      }
      if onlyLGC && !isLGCOrHostPunctuation(scalar) { onlyLGC = false }
    }
    guard let skeleton = ICUSpoofChecker.shared.skeleton(mapped) else { return nil }
    guard onlyLGC else { return skeleton }
    var stripped = ""
    stripped.unicodeScalars.append(
      contentsOf: skeleton.unicodeScalars.lazy.filter { !UnicodeProperty.isCombiningMark($0) })
    return stripped
  }

  private static func isLGCOrHostPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v < 0x80 {
      return (v >= 0x61 && v <= 0x7A) || (v >= 0x30 && v <= 0x39) || v == 0x2E || v == 0x2D || v == 0x5F
    }
    if v >= 0x0300 && v <= 0x036F { return true }
    let script = UnicodeProperty.script(of: scalar)
    return script == UnicodeProperty.Script.latin || script == UnicodeProperty.Script.greek
      || script == UnicodeProperty.Script.cyrillic
  }
}
