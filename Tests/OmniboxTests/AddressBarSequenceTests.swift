import Omnibox
import OmniboxTestSupport
import Testing

/// A value in a step's expected state: a string, a bool, a number, or null.
enum ExpectedValue: Decodable, Sendable, Equatable, CustomStringConvertible {
  case string(String)
  case bool(Bool)
  case number(Double)
  case array([ExpectedValue])
  case null

  init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    if c.decodeNil() {
      self = .null
    } else if let b = try? c.decode(Bool.self) {
      self = .bool(b)
    } else if let n = try? c.decode(Double.self) {
      self = .number(n)
    } else if let a = try? c.decode([ExpectedValue].self) {
      self = .array(a)
    } else {
      self = .string(try c.decode(String.self))
    }
  }

  init(_ string: String?) { self = string.map { .string($0) } ?? .null }

  var description: String {
    switch self {
    case .string(let s): return "\"\(s)\""
    case .bool(let b): return "\(b)"
    case .number(let n): return "\(n)"
    case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
    case .null: return "null"
    }
  }
}

/// One step of a sequence: the event to send, the effects expected (exactly; absent means
/// none) and the state keys expected afterwards (only those listed).
struct AddressBarStep: Decodable, Sendable {
  let send: String
  let text: String?
  let url: String?
  let initiator: String?
  let mainFrame: Bool?
  let error: String?
  let value: Double?
  let back: Bool?
  let forward: Bool?
  let effects: [String]?
  let state: [String: ExpectedValue]?
  // The suggestion list's steps (Fixtures/addressbar/dropdown.json).
  /// `change`: the caret after the edit (UTF-16; absent: at the end).
  let caret: Int?
  /// `change`: the edit's kind (insertion deletion paste composition; absent: inferred).
  let kind: String?
  /// `key`: down up tab shift-delete.
  let key: String?
  /// `choose`: the row clicked.
  let index: Int?
  /// `respond`: the input the response answers, the query it echoes, its suggestions.
  let input: String?
  let query: String?
  let suggestions: [String]?
}

/// One row of Fixtures/addressbar/sequences.json (ours).
struct AddressBarSequence: Decodable, Sendable, CustomTestStringConvertible {
  let name: String
  let covers: [String]
  let config: String
  /// The history the bar suggests from (a name in the file's `histories`; absent: none).
  let history: String?
  /// The shell's open tabs (their URLs; absent: none).
  let tabs: [String]?
  let steps: [AddressBarStep]
  var testDescription: String { name }
}

/// A named configuration in the fixture, in the fixture's own words.
struct AddressBarConfigFixture: Decodable, Sendable {
  let appSchemes: [String]?
  let engine: String?
  let showsSearchTerms: Bool?
  let allowsScriptURLs: Bool?
  let allowsBookmarklets: Bool?
  let allowsTypedFileURLs: Bool?
  let maximumInputLength: Int?
  /// Whether the suggestion list is on (default off: this file's sequences test the bar
  /// without it; Fixtures/addressbar/dropdown.json tests the list).
  let suggests: Bool?
  /// Whether visits are recorded (default off, as `suggests`).
  let recordsHistory: Bool?
  /// The suggestion profile's name (omnibox chromium firefox; default omnibox).
  let profile: String?
  /// The clock, in seconds since 1970 (default: a fixed 2025-06-15 12:00 UTC, so lists never
  /// depend on when the test runs).
  let now: Int64?

  func configuration() throws -> AddressBar.Configuration {
    var omnibox = Omnibox.Configuration()
    if let engine { omnibox.defaultEngine = try SearchEngines.named(engine) }
    if let allowsScriptURLs { omnibox.allowsScriptURLs = allowsScriptURLs }
    if let maximumInputLength { omnibox.maximumInputLength = maximumInputLength }
    var config = AddressBar.Configuration(appSchemes: Set(appSchemes ?? []), omnibox: Omnibox(configuration: omnibox))
    config.policy.configuration.allowsBookmarklets = allowsBookmarklets ?? false
    config.policy.configuration.allowsTypedFileURLs = allowsTypedFileURLs ?? true
    config.showsSearchTerms = showsSearchTerms ?? true
    if suggests != true { config.suggester = nil }
    if let profile {
      guard let preset = SuggestionProfile.presets.first(where: { $0.name == profile }) else {
        throw AddressBarFixture.StepError(description: "unknown profile \(profile)")
      }
      config.suggester?.profile = preset
    }
    config.recordsHistory = recordsHistory ?? false
    let now = HistoryTime(secondsSince1970: now ?? 1_750_000_000)
    config.clock = { now }
    return config
  }
}

struct AddressBarSequenceFile: Decodable, Sendable {
  let configs: [String: AddressBarConfigFixture]
  let situations: [String]
  let sequences: [AddressBarSequence]
}

enum AddressBarFixture {
  static let file = try? Fixture.decode("addressbar/sequences.json", as: AddressBarSequenceFile.self)

  struct StepError: Error, CustomStringConvertible {
    let description: String
  }

  /// The event a step names.
  static func event(_ step: AddressBarStep) throws -> AddressBar.Event {
    func need<T>(_ value: T?, _ key: String) throws -> T {
      guard let value else { throw StepError(description: "step '\(step.send)' needs '\(key)'") }
      return value
    }
    switch step.send {
    case "focus": return .focused
    case "edit": return .edited(try need(step.text, "text"))
    case "submit": return .submitted
    case "escape": return .escaped
    case "blur": return .blurred
    case "alternate": return .alternateChosen
    case "back": return .backPressed
    case "forward": return .forwardPressed
    case "reload": return .reloadPressed
    case "stop": return .stopPressed
    case "request":
      guard let initiator = NavigationInitiator(rawValue: try need(step.initiator, "initiator")) else {
        throw StepError(description: "unknown initiator \(step.initiator ?? "")")
      }
      return .navigationRequested(
        url: try need(step.url, "url"), initiator: initiator, isMainFrame: step.mainFrame ?? true)
    case "start": return .navigationStarted(url: try need(step.url, "url"))
    case "redirect": return .navigationRedirected(url: try need(step.url, "url"))
    case "commit": return .navigationCommitted(url: try need(step.url, "url"))
    case "finish": return .navigationFinished
    case "fail": return .navigationFailed(url: step.url, error: try need(step.error, "error"))
    case "stopped": return .navigationStopped
    case "title": return .titleChanged(try need(step.text, "text"))
    case "progress": return .progressChanged(try need(step.value, "value"))
    case "history":
      return .historyChanged(canGoBack: try need(step.back, "back"), canGoForward: try need(step.forward, "forward"))
    case "launch": return .launched(try need(step.text, "text"))
    case "change":
      let text = try need(step.text, "text")
      let kind = try step.kind.map { name in
        guard let kind = SuggestionInput.Edit(rawValue: name) else {
          throw StepError(description: "unknown kind \(name)")
        }
        return kind
      }
      return .fieldChanged(AddressBar.FieldEdit(text, selection: step.caret.map { $0..<$0 }, kind: kind))
    case "key":
      guard let key = AddressBar.Key(rawValue: try need(step.key, "key")) else {
        throw StepError(description: "unknown key \(step.key ?? "")")
      }
      return .keyPressed(key)
    case "choose": return .suggestionChosen(try need(step.index, "index"))
    case "respond":
      let input = try need(step.input, "input")
      let response = SearchSuggestions(query: step.query, suggestions: try need(step.suggestions, "suggestions"))
      return .suggestionsReceived(
        response, for: AddressBar.SuggestionRequest(url: "https://suggest.test/", input: input))
    default: throw StepError(description: "unknown event '\(step.send)'")
    }
  }

  /// The state as the fixture's keys read it.
  static func observed(_ bar: AddressBar) -> [String: ExpectedValue] {
    let state = bar.state
    return [
      "field": .string(state.field),
      "isEditing": .bool(state.isEditing),
      "hasFocus": .bool(state.hasFocus),
      "selectsAll": .bool(state.selectsAll),
      "url": ExpectedValue(state.url),
      "security": .string(state.security.rawValue),
      "isLoading": .bool(state.isLoading),
      "progress": .number(state.progress),
      "title": .string(state.title),
      "canGoBack": .bool(state.canGoBack),
      "canGoForward": .bool(state.canGoForward),
      "alternate": ExpectedValue(state.alternate),
      "refusal": ExpectedValue(state.refusal?.code),
      "refusalMessage": ExpectedValue(state.refusal?.message),
      "failure": ExpectedValue(state.failure?.url),
      "failureMessage": ExpectedValue(state.failure?.message),
      "typedText": .string(state.typedText),
      "inline": ExpectedValue(state.inlineCompletion),
      "selected": state.selectedSuggestion.map { .number(Double($0)) } ?? .null,
      "selection": .array([.number(Double(state.selection.lowerBound)), .number(Double(state.selection.upperBound))]),
      "rows": .array(state.suggestions.map { .string($0.kind.rawValue + " " + $0.destination.href) }),
      "shown": .array(state.suggestions.map { .string($0.display) }),
      "lookalikes": .array(state.suggestions.filter(\.isLookalike).map { .string($0.destination.href) }),
      "history": .array(
        bar.history.entries.map { .string("\($0.url.href) \($0.visitCount) \($0.typedCount) \($0.title)") }),
    ]
  }

  /// Runs `sequence`, returning one line per mismatch (empty when it passes).
  static func run(
    _ sequence: AddressBarSequence, configs: [String: AddressBarConfigFixture], history: HistoryIndex = HistoryIndex()
  ) throws -> [String] {
    guard let config = configs[sequence.config] else { return ["unknown config \(sequence.config)"] }
    var bar = AddressBar(configuration: try config.configuration(), history: history)
    bar.openTabs = try (sequence.tabs ?? []).map { OpenTab(url: try URLRecord($0)) }
    var problems: [String] = []
    for (index, step) in sequence.steps.enumerated() {
      let effects = bar.send(try event(step)).map(\.description)
      let where_ = "step \(index + 1) (\(step.send))"
      if effects != (step.effects ?? []) {
        problems.append("\(where_): effects \(effects), expected \(step.effects ?? [])")
      }
      let seen = observed(bar)
      for (key, expected) in (step.state ?? [:]).sorted(by: { $0.key < $1.key }) {
        guard let actual = seen[key] else {
          problems.append("\(where_): unknown state key '\(key)'")
          continue
        }
        if actual != expected { problems.append("\(where_): \(key) is \(actual), expected \(expected)") }
      }
    }
    return problems
  }
}

@Suite struct AddressBarSequenceTests {
  static let sequences = AddressBarFixture.file?.sequences ?? []

  @Test func fixtureLoaded() {
    #expect(Self.sequences.count == 119)
    #expect(AddressBarFixture.file?.configs.count == 7)
  }

  @Test(arguments: sequences) func sequence(_ s: AddressBarSequence) throws {
    let configs = AddressBarFixture.file?.configs ?? [:]
    let problems = try AddressBarFixture.run(s, configs: configs)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  /// Every step checks something: effects are always compared, and every sequence pins state.
  @Test(arguments: sequences) func sequencePinsState(_ s: AddressBarSequence) {
    #expect(!s.steps.isEmpty)
    #expect(s.steps.contains { !($0.state ?? [:]).isEmpty })
  }

  /// The situations the issue lists each have sequences, and no sequence names another.
  @Test func everySituationIsCovered() throws {
    let file = try #require(AddressBarFixture.file)
    let situations = Set(file.situations)
    #expect(situations.count == file.situations.count)
    for situation in file.situations {
      #expect(Self.sequences.contains { $0.covers.contains(situation) }, "no sequence covers \(situation)")
    }
    for s in Self.sequences {
      #expect(!s.covers.isEmpty, "\(s.name) covers nothing")
      for c in s.covers { #expect(situations.contains(c), "\(s.name): unknown situation \(c)") }
    }
  }

  /// Names are unique, so a failure points at one row.
  @Test func namesAreUnique() {
    #expect(Set(Self.sequences.map(\.name)).count == Self.sequences.count)
  }
}
