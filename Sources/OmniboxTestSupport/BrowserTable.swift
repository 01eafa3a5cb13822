import Omnibox

/// A browser's own unit-test table as a fixture (`Fixtures/browsers/*.json`): each row an input,
/// the browser's expectation as its test states it, and the address-bar outcome we score it as.
///
/// A row is scored with the table's configuration (the browser's profile, and the settings its
/// test runs under); rows for other platforms, or that hold only under the test's own
/// preferences, carry a `skip` reason instead. `knownFailure` names profiles under which we
/// knowingly answer otherwise; `differs` names the switches that make the default profile answer
/// otherwise (setting them to the browser's values makes the row pass).
public struct BrowserTable: Sendable {
  /// One row.
  public struct Case: Decodable, Sendable, CustomStringConvertible {
    /// The outcome scored: load a URL, search, or refuse.
    public enum Outcome: String, Decodable, Sendable { case url, search, refused }

    public let input: String
    public let expect: Outcome?
    /// For `url` rows that name it: the URL to load.
    public let url: String?
    public let platform: String?
    public let skip: String?
    public let note: String?
    public let knownFailure: [String: String]?
    public let differs: [String]?
    /// The row's position in its table (set on loading).
    public internal(set) var index = 0
    /// The table's file name (set on loading).
    public internal(set) var table = ""

    enum CodingKeys: String, CodingKey { case input, expect, url, platform, skip, note, knownFailure, differs }

    public var description: String { "\(table)#\(index) \(input.debugDescription)" }

    /// Whether `resolution` is the outcome this row expects; `false` for skipped rows.
    public func isMatched(by resolution: Resolution) -> Bool {
      switch expect {
      case .url?: return resolution.kind == .url && (url == nil || resolution.url == url)
      case .search?: return resolution.kind == .search
      case .refused?: return resolution.kind == .refused
      case nil: return false
      }
    }

    /// The switches named in `differs`, or `nil` when a name is unknown.
    public var differingSwitches: [Omnibox.Profile.Switch]? {
      var switches: [Omnibox.Profile.Switch] = []
      for name in differs ?? [] {
        guard let rule = Omnibox.Profile.Switch.named(name) else { return nil }
        switches.append(rule)
      }
      return switches
    }
  }

  private struct File: Decodable {
    let cases: [Case]
    let configuration: ResolveCase.Overrides
  }

  /// The file under `Fixtures/browsers/`.
  public let file: String
  public let cases: [Case]
  /// The settings the rows are scored under (the browser's profile among them).
  public let configuration: Omnibox.Configuration

  /// The browser's profile.
  public var profile: Omnibox.Profile { configuration.profile }
  /// The rows that are scored.
  public var scored: [Case] { cases.filter { $0.skip == nil } }

  /// Loads `Fixtures/browsers/<file>`.
  public static func load(_ file: String) throws -> BrowserTable {
    let decoded = try Fixture.decode("browsers/" + file, as: File.self)
    var cases = decoded.cases
    for i in cases.indices {
      cases[i].index = i
      cases[i].table = file
    }
    return BrowserTable(file: file, cases: cases, configuration: try decoded.configuration.configuration())
  }

  /// The table's configuration under `profile`.
  public func omnibox(_ profile: Omnibox.Profile) -> Omnibox {
    var configuration = configuration
    configuration.profile = profile
    return Omnibox(configuration: configuration)
  }

  /// The scored rows `profile` answers as the row expects, and those it does not.
  public func score(_ profile: Omnibox.Profile) -> (matched: [Case], missed: [Case]) {
    let omnibox = omnibox(profile)
    var matched: [Case] = []
    var missed: [Case] = []
    for row in scored {
      if row.isMatched(by: omnibox.resolve(row.input)) { matched.append(row) } else { missed.append(row) }
    }
    return (matched, missed)
  }

  /// The three tables: Chromium's AutocompleteInput and FixupURL tables, Firefox's URIFixup table.
  public static let files = [
    "chromium-autocomplete-input.json", "chromium-url-fixer.json", "firefox-uri-fixup-info.json",
  ]
}
