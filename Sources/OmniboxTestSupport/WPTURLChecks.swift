import Omnibox

/// Comparing a URL parse (through the library, or through the CLI's JSON) with a WPT case.
extension WPTURLCase {
  /// The getters of `url` by WPT key, with `origin` and `searchParams` when the case checks them.
  public func actualValues(of url: URLRecord) -> [String: String] {
    var values = [
      "href": url.href, "protocol": url.protocol, "username": url.username, "password": url.password,
      "host": url.host, "hostname": url.hostname, "port": url.port, "pathname": url.pathname,
      "search": url.search, "hash": url.hash,
    ]
    if origin != nil { values["origin"] = url.origin }
    if searchParams != nil {
      values["searchParams"] = FormURLEncoding.serialize(FormURLEncoding.parse(url.query ?? ""))
    }
    return values
  }

  /// Parses the case with ``URLRecord`` (base first, as `new URL(input, base)` does) and returns
  /// the getter values, or the failure reason.
  public func parse() -> Result<URLRecord, URLParseError> {
    var baseURL: URLRecord? = nil
    if let base {
      do throws(URLParseError) { baseURL = try URLRecord(base) } catch { return .failure(error) }
    }
    do throws(URLParseError) { return .success(try URLRecord(input, base: baseURL)) } catch { return .failure(error) }
  }

  /// What differs between the expectation and `actual` (`nil` = the parse failed); empty when
  /// the case passes.
  public func mismatches(actual: [String: String]?) -> [String] {
    guard let actual else { return failure ? [] : ["expected success, got failure"] }
    if failure { return ["expected failure, got \(actual["href"] ?? "?")"] }
    var expected = Dictionary(uniqueKeysWithValues: expectedGetters)
    if let origin { expected["origin"] = origin }
    if let searchParams { expected["searchParams"] = searchParams }
    var diffs: [String] = []
    for (key, value) in expected.sorted(by: { $0.key < $1.key }) where actual[key] != value {
      diffs.append("\(key): expected \(value.debugDescription), got \((actual[key] ?? "nil").debugDescription)")
    }
    return diffs
  }

  /// Runs the case through the library; empty when it passes.
  public func mismatches() -> [String] {
    switch parse() {
    case .success(let url): return mismatches(actual: actualValues(of: url))
    case .failure: return mismatches(actual: nil)
    }
  }

  /// A short id: index, input and base.
  public var id: String {
    "#\(index) \(input.debugDescription)" + (base.map { " base \($0.debugDescription)" } ?? "")
  }
}

/// Our list of WPT cases we knowingly fail (`Fixtures/url/known-failures.json`), each with a reason.
public struct KnownFailures: Decodable, Sendable {
  public struct Entry: Decodable, Sendable, Hashable {
    public let file: String
    public let input: String
    public let base: String?
    public let reason: String
  }
  public let cases: [Entry]

  public init(cases: [Entry]) { self.cases = cases }

  public static func load() throws -> KnownFailures {
    try Fixture.decode("url/known-failures.json", as: KnownFailures.self)
  }

  /// Whether (`file`, `input`, `base`) is listed (compared code point by code point).
  public func contains(file: String, input: String, base: String?) -> Bool {
    cases.contains {
      $0.file == file && $0.input.unicodeScalars.elementsEqual(input.unicodeScalars)
        && $0.base?.unicodeScalars.elementsEqual(base?.unicodeScalars ?? "".unicodeScalars) ?? (base == nil)
    }
  }
}
