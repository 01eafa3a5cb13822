import Foundation

/// A WPT file that mixes comment strings with case objects (urltestdata.json, toascii.json,
/// IdnaTestV2.json, percent-encoding.json): each entry decodes as one or the other.
public enum WPTEntry<Case: Decodable & Sendable>: Decodable, Sendable {
  case comment(String)
  case testCase(Case)

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self = .comment(text)
    } else {
      self = .testCase(try container.decode(Case.self))
    }
  }

  /// The case, or `nil` for a comment.
  public var testCase: Case? {
    if case .testCase(let c) = self { return c }
    return nil
  }
}

extension Fixture {
  /// The cases of a WPT file of comments and cases, in file order.
  public static func wptCases<Case: Decodable & Sendable>(_ path: String, as type: Case.Type = Case.self) throws
    -> [Case]
  {
    try decode(path, as: [WPTEntry<Case>].self).compactMap(\.testCase)
  }
}

/// One case of WPT `urltestdata.json` (and `urltestdata-javascript-only.json`): an input, an
/// optional base, and either `failure: true` or the expected value of every getter.
public struct WPTURLCase: Decodable, Sendable, Hashable {
  public let input: String
  public let base: String?
  public let failure: Bool
  public let href: String?
  public let origin: String?
  public let `protocol`: String?
  public let username: String?
  public let password: String?
  public let host: String?
  public let hostname: String?
  public let port: String?
  public let pathname: String?
  public let search: String?
  public let hash: String?
  public let searchParams: String?
  /// Position in the file among cases (0-based), a stable id for reports.
  public var index: Int = 0

  enum CodingKeys: String, CodingKey {
    case input, base, failure, href, origin, `protocol`, username, password, host, hostname, port, pathname,
      search, hash, searchParams
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    input = try c.decode(String.self, forKey: .input)
    base = try c.decodeIfPresent(String.self, forKey: .base)
    failure = try c.decodeIfPresent(Bool.self, forKey: .failure) ?? false
    href = try c.decodeIfPresent(String.self, forKey: .href)
    origin = try c.decodeIfPresent(String.self, forKey: .origin)
    `protocol` = try c.decodeIfPresent(String.self, forKey: .protocol)
    username = try c.decodeIfPresent(String.self, forKey: .username)
    password = try c.decodeIfPresent(String.self, forKey: .password)
    host = try c.decodeIfPresent(String.self, forKey: .host)
    hostname = try c.decodeIfPresent(String.self, forKey: .hostname)
    port = try c.decodeIfPresent(String.self, forKey: .port)
    pathname = try c.decodeIfPresent(String.self, forKey: .pathname)
    search = try c.decodeIfPresent(String.self, forKey: .search)
    hash = try c.decodeIfPresent(String.self, forKey: .hash)
    searchParams = try c.decodeIfPresent(String.self, forKey: .searchParams)
  }

  /// The expected getters in CLI `--json` key order (`href` … `hash`), for successful cases.
  public var expectedGetters: [(String, String)] {
    [
      ("href", href), ("protocol", `protocol`), ("username", username), ("password", password), ("host", host),
      ("hostname", hostname), ("port", port), ("pathname", pathname), ("search", search), ("hash", hash),
    ]
    .compactMap { name, value in value.map { (name, $0) } }
  }

  /// Loads a urltestdata-format file, numbering the cases.
  public static func load(_ path: String) throws -> [WPTURLCase] {
    var cases = try Fixture.wptCases(path, as: WPTURLCase.self)
    for i in cases.indices { cases[i].index = i }
    return cases
  }
}

/// One case of WPT `toascii.json` or `IdnaTestV2.json`: a domain and its expected ASCII form,
/// `nil` when the host parser must fail.
public struct WPTHostCase: Decodable, Sendable, Hashable {
  public let input: String
  public let output: String?
  public let comment: String?
}

/// One case of WPT `percent-encoding.json`; only the UTF-8 column concerns us.
public struct WPTPercentEncodingCase: Decodable, Sendable, Hashable {
  public let input: String
  public let output: [String: String]
  /// The expected percent-encoded UTF-8 form.
  public var utf8: String? { output["utf-8"] }
}

/// One case of WPT `setters_tests.json`: set `setter` to `newValue` on `href`, then compare.
public struct WPTSetterCase: Sendable, Hashable {
  public let setter: String
  public let href: String
  public let newValue: String
  public let expected: [String: String]
  public let comment: String?
  public let index: Int

  /// Every case of the file, grouped by setter name in file order.
  public static func load(_ path: String = "wpt/setters_tests.json") throws -> [WPTSetterCase] {
    let file = try Fixture.decode(path, as: [String: Group].self)
    var result: [WPTSetterCase] = []
    for setter in [
      "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash", "href",
    ] {
      guard case .cases(let raws)? = file[setter] else { continue }
      for (i, raw) in raws.enumerated() {
        result.append(
          WPTSetterCase(
            setter: setter, href: raw.href, newValue: raw.new_value, expected: raw.expected,
            comment: raw.comment, index: i))
      }
    }
    return result
  }

  private struct Raw: Decodable {
    let href: String
    let new_value: String
    let expected: [String: String]
    let comment: String?
  }

  /// A top-level value of setters_tests.json: a setter's case list, or the `comment` array.
  private enum Group: Decodable {
    case cases([Raw])
    case comment

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let list = try? container.decode([Raw].self) { self = .cases(list) } else { self = .comment }
    }
  }
}
