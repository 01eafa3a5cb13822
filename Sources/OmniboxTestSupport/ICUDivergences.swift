import Foundation

/// The WPT IDNA cases an ICU cannot pass because its Unicode data is older than WPT's, keyed by
/// the Unicode version of that data (`Fixtures/wpt/icu-divergences.json` and the files it names).
///
/// ``expectation(file:input:wpt:unicode:)`` says what a case must give with a given ICU:
///
///     let d = try ICUDivergences.load()
///     d.expectation(file: "toascii.json", input: "ẞ.com", wpt: "xn--zca.com", unicode: .init(15, 0))
///     // .recorded("ss.com", icu: "72.1")
///     d.expectation(file: "toascii.json", input: "ẞ.com", wpt: "xn--zca.com", unicode: .init(17, 0))
///     // .wpt("xn--zca.com")
public struct ICUDivergences: Sendable {
  /// One case an ICU answers differently from WPT.
  public struct Entry: Sendable, Hashable {
    public let file: String
    public let input: String
    /// WPT's answer (`nil` = the host parser must fail).
    public let expected: String?
    /// What that ICU gives (`nil` = failure).
    public let answer: String?
    /// The input code points whose Unicode data changed, and how.
    public let cause: [String]
  }

  /// The cases one ICU (of one Unicode version) cannot pass.
  public struct Recording: Sendable {
    public let unicodeVersion: UnicodeVersion
    public let icuVersion: String
    public let entries: [Entry]
    private let byKey: [[UInt8]: Entry]

    init(unicodeVersion: UnicodeVersion, icuVersion: String, entries: [Entry]) {
      self.unicodeVersion = unicodeVersion
      self.icuVersion = icuVersion
      self.entries = entries
      byKey = Dictionary(entries.map { (key($0.file, $0.input), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The entry for `input` in `file`. Inputs are compared code point by code point (`String.==`
    /// would merge canonically equivalent inputs, which are distinct WPT cases).
    public func entry(file: String, input: String) -> Entry? { byKey[key(file, input)] }
  }

  /// What a case must give with a given ICU.
  public enum Expectation: Equatable, Sendable {
    /// WPT's answer: ICU's data is new enough (or the case never depended on the difference).
    case wpt(String?)
    /// The answer recorded for this ICU's Unicode version.
    case recorded(String?, icu: String)
    /// A Unicode version between two recorded ones: the answer of either neighbour.
    case between([String?])

    /// Whether `host` (`nil` = failure) is what this expectation allows.
    public func accepts(_ host: String?) -> Bool {
      switch self {
      case .wpt(let answer), .recorded(let answer, _): return sameHost(host, answer)
      case .between(let answers): return answers.contains { sameHost(host, $0) }
      }
    }

    /// Whether WPT's answer is the only one allowed.
    public var isWPT: Bool {
      if case .wpt = self { return true }
      return false
    }
  }

  /// The Unicode version WPT's data needs.
  public let wptUnicodeVersion: UnicodeVersion
  /// Oldest first.
  public let recordings: [Recording]

  /// The recording for exactly `version`, if there is one.
  public func recording(_ version: UnicodeVersion) -> Recording? {
    recordings.first { $0.unicodeVersion == version }
  }

  /// What the case `input` of WPT file `file`, whose WPT answer is `wpt`, must give with ICU data
  /// of Unicode version `unicode` (by default the system ICU's).
  public func expectation(
    file: String, input: String, wpt: String?, unicode: UnicodeVersion = SystemICU.unicodeVersion
  ) -> Expectation {
    if unicode >= wptUnicodeVersion { return .wpt(wpt) }
    func at(_ recording: Recording) -> Expectation {
      guard let entry = recording.entry(file: file, input: input) else { return .wpt(wpt) }
      return .recorded(entry.answer, icu: recording.icuVersion)
    }
    if let exact = recording(unicode) { return at(exact) }
    guard let lower = recordings.last(where: { $0.unicodeVersion < unicode }) else {
      // Older than every recording: held to the oldest one (README: older ICUs are not known to work).
      return recordings.first.map(at) ?? .wpt(wpt)
    }
    // A neighbour that does not list the case gives WPT's answer (so does WPT's own version).
    func answer(_ recording: Recording?) -> String? {
      guard let entry = recording?.entry(file: file, input: input) else { return wpt }
      return entry.answer
    }
    let answers = [answer(lower), answer(recordings.first { $0.unicodeVersion > unicode })]
    if answers.allSatisfy({ sameHost($0, wpt) }) { return .wpt(wpt) }
    return .between(sameHost(answers[0], answers[1]) ? [answers[0]] : answers)
  }

  /// `Fixtures/wpt/icu-divergences.json` and the recordings it names.
  public static func load() throws -> ICUDivergences {
    let index = try Fixture.decode("wpt/icu-divergences.json", as: Index.self)
    guard let wpt = UnicodeVersion(index.wpt_unicode_version) else {
      throw Fixture.LoadError(path: "wpt/icu-divergences.json", reason: "bad wpt_unicode_version")
    }
    var recordings: [Recording] = []
    for (versionText, file) in index.by_unicode_version {
      let path = "wpt/" + file
      let recorded = try Fixture.decode(path, as: RecordingFile.self)
      guard let version = UnicodeVersion(versionText), UnicodeVersion(recorded.unicode_version_icu) == version else {
        throw Fixture.LoadError(path: path, reason: "is not the recording for Unicode \(versionText)")
      }
      recordings.append(Recording(unicodeVersion: version, icuVersion: recorded.icu_version, entries: recorded.cases))
    }
    return ICUDivergences(
      wptUnicodeVersion: wpt, recordings: recordings.sorted { $0.unicodeVersion < $1.unicodeVersion })
  }

  private struct Index: Decodable {
    let wpt_unicode_version: String
    let by_unicode_version: [String: String]
  }

  private struct RecordingFile: Decodable {
    let icu_version: String
    let unicode_version_icu: String
    let cases: [Entry]
  }
}

extension ICUDivergences.Entry: Decodable {
  /// Any key; the answer is under `icuNN`, NN being the ICU major version it was recorded with.
  private struct Key: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    file = try c.decode(String.self, forKey: Key(stringValue: "file"))
    input = try c.decode(String.self, forKey: Key(stringValue: "input"))
    expected = try c.decodeIfPresent(String.self, forKey: Key(stringValue: "expected"))
    cause = try c.decode([String].self, forKey: Key(stringValue: "cause"))
    let answerKeys = c.allKeys.filter { $0.stringValue.hasPrefix("icu") && Int($0.stringValue.dropFirst(3)) != nil }
    guard answerKeys.count == 1, let answerKey = answerKeys.first else {
      throw DecodingError.dataCorruptedError(
        forKey: Key(stringValue: "icu"), in: c, debugDescription: "a case needs exactly one icuNN answer")
    }
    answer = try c.decodeIfPresent(String.self, forKey: answerKey)
  }
}

/// Code-point equality of two hosts (`nil` = failure); `String.==` is canonical equivalence.
private func sameHost(_ a: String?, _ b: String?) -> Bool {
  switch (a, b) {
  case (nil, nil): return true
  case (let a?, let b?): return a.utf8.elementsEqual(b.utf8)
  default: return false
  }
}

private func key(_ file: String, _ input: String) -> [UInt8] { Array(file.utf8) + [0] + Array(input.utf8) }
