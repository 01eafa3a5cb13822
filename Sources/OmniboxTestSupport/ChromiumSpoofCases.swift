/// Fixtures/chromium-spoof/cases.json: the case tables of Chromium's
/// `idn_spoof_checker_unittest.cc` as data (see Fixtures/chromium-spoof/SOURCE.md).
public struct ChromiumSpoofCases: Decodable, Sendable {
  /// One row of `kIdnCases` or of the deviation-character table.
  public struct IDNCase: Decodable, Sendable, Hashable, CustomStringConvertible {
    /// `main` (kIdnCases) or `deviation` (IDNToUnicodeDeviationCharacters).
    public let table: String
    public let input: String
    /// The Unicode column (`nil` for rows written with `nullptr`).
    public let unicode: String?
    /// `safe`, `unsafe` or `invalid`.
    public let expected: String
    /// What Chromium's runner expects `IDNToUnicode(input)` to return.
    public let display: String
    /// `all`, or the `#if` branch the row sits in: `apple`, `linux`, `other`.
    public let platform: String
    public let note: String
    /// For rows upstream moved under "After upgrading to Unicode 17, ICU 78.2": what they
    /// expected before, with ICU < 78.
    public let displayBeforeICU78: String?

    /// Whether the row expects the host kept in punycode (`unsafe` or `invalid`).
    public var expectsPunycode: Bool { expected != "safe" }

    /// The expected display for an ICU of major version `icuMajor`.
    public func expectedDisplay(icuMajor: Int) -> String {
      icuMajor < 78 ? displayBeforeICU78 ?? display : display
    }

    public var description: String { input.isEmpty ? "(empty)" : input }
  }

  /// One row of `GetSimilarTopDomain` (idn_test_domains.list).
  public struct SimilarTopDomainCase: Decodable, Sendable, Hashable, CustomStringConvertible {
    public let host: String
    /// The expected top domain; empty for none.
    public let topDomain: String
    public var description: String { host }
  }

  /// One row of `Skeletons`: the host of `url` has exactly this one skeleton.
  public struct SkeletonCase: Decodable, Sendable, Hashable, CustomStringConvertible {
    public let url: String
    public let skeleton: String
    public var description: String { url }
  }

  /// `MultipleSkeletons`: the host of `url` has exactly these skeletons.
  public struct MultipleSkeletonsCase: Decodable, Sendable, Hashable {
    public let url: String
    public let skeletons: [String]
  }

  /// One row of `AlternativeSkeletons` (readings œ → ce/oe, þ → b/p, ł → l/t).
  public struct AlternativesCase: Decodable, Sendable, Hashable, CustomStringConvertible {
    public let input: String
    public let max: Int
    public let expected: [String]
    public var description: String { "\(input) (max \(max))" }
  }

  /// One row of `MaybeRemoveDiacritics`.
  public struct RemoveDiacriticsCase: Decodable, Sendable, Hashable {
    public let url: String
    public let result: String
  }

  /// One row of the two `LookupSkeletonInTopDomains` tests.
  public struct LookupCase: Decodable, Sendable, Hashable, CustomStringConvertible {
    /// `idn_test_domains.list` or `domains.list`.
    public let list: String
    public let skeleton: String
    /// Chromium's `kSeparatorsRemoved` skeleton type (for its lookalike heuristics).
    public let separatorsRemoved: Bool
    public let domain: String
    public let topBucket: Bool
    public var description: String { "\(skeleton) in \(list)" }
  }

  /// One row of `UnsafeIDNToUnicodeWithDetails` (domains.list).
  public struct UnsafeDetailsCase: Decodable, Sendable, Hashable, CustomStringConvertible {
    public let input: String
    public let unicode: String
    public let hasIDN: Bool
    /// The matching top domain; empty for none.
    public let topDomain: String
    public let topBucket: Bool
    /// Chromium's `IDNSpoofCheckerResult` name (`kNone`, `kSafe`, `kWholeScriptConfusable`, …).
    public let spoofResult: String
    public var description: String { input }
  }

  public let idn: [IDNCase]
  public let similarTopDomain: [SimilarTopDomainCase]
  public let skeletons: [SkeletonCase]
  public let multipleSkeletons: [MultipleSkeletonsCase]
  public let alternatives: [AlternativesCase]
  public let removeDiacritics: [RemoveDiacriticsCase]
  public let lookupSkeleton: [LookupCase]
  public let unsafeDetails: [UnsafeDetailsCase]

  /// One case Omnibox knowingly answers differently from Chromium
  /// (Fixtures/chromium-spoof/known-differences.json), with the reason.
  public struct KnownDifference: Decodable, Sendable, Hashable {
    public let input: String
    /// What Omnibox shows instead.
    public let display: String
    public let reason: String
  }

  /// Fixtures/chromium-spoof/known-differences.json.
  public struct KnownDifferences: Decodable, Sendable {
    /// The ICU version the list was recorded with (a newer ICU may answer more cases).
    public let icuVersion: String
    public let cases: [KnownDifference]
  }

  public static func load() throws -> ChromiumSpoofCases {
    try Fixture.decode("chromium-spoof/cases.json")
  }

  public static func knownDifferences() throws -> KnownDifferences {
    try Fixture.decode("chromium-spoof/known-differences.json")
  }
}
