/// Why a top-domain list could not be loaded.
///
/// `description` says what was wrong and where:
///
///     let error = TopDomainListError.invalidDomain(line: 3, domain: "localhost", problem: .singleLabel)
///     error.description  // #"top-domain list line 3: "localhost": a single label (a top domain needs two or more)"#
public enum TopDomainListError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong with one listed domain.
  public enum Problem: Sendable, Hashable {
    /// Not a domain name: UTS #46 refuses it, or it holds a forbidden domain code point.
    case notADomain
    /// One label only (`localhost`, `com`): Chromium's lookup needs at least two.
    case singleLabel
  }

  /// The file could not be opened or read; `reason` is the system's message (`strerror`).
  case unreadableFile(path: String, reason: String)
  /// The text is larger than ``TopDomainList/maximumListSize`` bytes.
  case tooLarge(bytes: Int)
  /// Line `line` is not valid UTF-8.
  case invalidUTF8(line: Int)
  /// Line `line` holds something that is not a usable domain.
  case invalidDomain(line: Int, domain: String, problem: Problem)
  /// A second `###END_TOP_BUCKET###` marker, on line `line`.
  case repeatedBucketMarker(line: Int)
  /// The list names no domain at all.
  case noDomains

  /// What was wrong, in words.
  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason):
      return "cannot read top-domain list \(path): \(reason)"
    case .tooLarge(let bytes):
      return "top-domain list of \(bytes) bytes is larger than the \(TopDomainList.maximumListSize)-byte limit"
    case .invalidUTF8(let line):
      return "top-domain list line \(line): not valid UTF-8"
    case .invalidDomain(let line, let domain, let problem):
      let why: String
      switch problem {
      case .notADomain: why = "not a domain name"
      case .singleLabel: why = "a single label (a top domain needs two or more)"
      }
      return "top-domain list line \(line): \"\(HostEscaping.escapingControls(domain))\": \(why)"
    case .repeatedBucketMarker(let line):
      return "top-domain list line \(line): a second \(TopDomainList.bucketMarker) marker"
    case .noDomains:
      return "top-domain list names no domain"
    }
  }
}
