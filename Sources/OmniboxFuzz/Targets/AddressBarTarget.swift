@testable import Omnibox

// The address bar state machine, driven by event sequences.

extension FuzzTarget {
  static let addressBar = FuzzTarget(
    "address-bar",
    "AddressBar.send with `<config byte>` then one event per line (`<kind byte><parameter byte>text`): the state stays consistent after every event; effects are well-formed; the bar is a pure value",
    dictionary: ["url", "schemes", "resolve", "share", "unicode"],
    seeds: { fixtures in
      AddressBarEvents.seeds(fixtures.json("addressbar/sequences.json")?["sequences"]?.array ?? [])
        + AddressBarEvents.seeds(fixtures.json("addressbar/dropdown.json")?["sequences"]?.array ?? [])
    },
    run: { input in
      let (choice, rest) = input.selecting(AddressBarEvents.configurations.count)
      let (name, configuration) = AddressBarEvents.configurations[choice]
      var bar = AddressBar(configuration: configuration, history: AddressBarEvents.history)
      var replay = bar
      for line in rest.bytes.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(256) {
        let event = AddressBarEvents.event(Array(line))
        let effects = bar.send(event)
        AddressBarInvariants.check(bar, after: event, effects: effects, "address-bar[\(name)] after \(event)")
        // The same events give the same effects and state: the bar is a pure value.
        Invariant.check(
          replay.send(event) == effects && replay == bar, "address-bar[\(name)]: replaying \(event) differs")
      }
    })
}

/// How the `address-bar` target reads its input, and its seeds from `Fixtures/addressbar/`.
enum AddressBarEvents {
  /// The bars the first byte picks: the default, an app with its own hand-off scheme, and one
  /// that lets typed script URLs through (bookmarklets) — configurations of the fixture.
  static let configurations: [(name: String, configuration: AddressBar.Configuration)] = [
    ("default", fixedClock(AddressBar.Configuration())),
    ("app", fixedClock(AddressBar.Configuration(appSchemes: ["myapp"]))),
    ("bookmarklets", fixedClock(bookmarklets)),
    ("list", fixedClock(AddressBar.Configuration())),
    ("private", fixedClock(AddressBar.Configuration(recordsHistory: false))),
  ]

  /// A bar's clock fixed, so replaying the same events gives the same effects.
  private static func fixedClock(_ configuration: AddressBar.Configuration) -> AddressBar.Configuration {
    var configuration = configuration
    configuration.clock = { HistoryTime(secondsSince1970: 1_750_000_000) }
    return configuration
  }

  /// The history the list suggests from: hosts typed twice (one a look-alike), pages followed.
  static let history: HistoryIndex = {
    let typed = HistoryVisit(time: HistoryTime(secondsSince1970: 1_749_900_000), transition: .typed)
    let link = HistoryVisit(time: HistoryTime(secondsSince1970: 1_749_950_000), transition: .link)
    let pages = [
      ("https://www.example.com/", [typed, typed]), ("https://swift.org/documentation/", [typed, link]),
      ("https://github.com/apple/swift", [link, link, link, link, link]), ("http://127.0.0.1:8000/first.html", [typed]),
      ("https://xn--gogle-jua.com/", [typed, typed]),
    ]
    return HistoryIndex(
      pages.compactMap { url, visits in try? HistoryEntry(url: URLRecord(url), title: url, visits: visits) })
  }()

  private static var bookmarklets: AddressBar.Configuration {
    var config = AddressBar.Configuration(omnibox: Omnibox(configuration: .init(allowsScriptURLs: true)))
    config.policy.configuration.allowsBookmarklets = true
    return config
  }

  /// Progress values the parameter byte picks from (out-of-range ones are clamped or ignored).
  static let progressValues: [Double] = [0, 0.25, 0.5, 1, -1, 2, .nan, .infinity]

  /// Event kinds by the fixture's `send` names, in selector order; each builds its event from
  /// the line's text and parameter byte.
  static let kinds: [(name: String, make: @Sendable (String, UInt8) -> AddressBar.Event)] = [
    ("focus", { _, _ in .focused }),
    ("edit", { text, _ in .edited(text) }),
    ("submit", { _, _ in .submitted }),
    ("escape", { _, _ in .escaped }),
    ("blur", { _, _ in .blurred }),
    ("alternate", { _, _ in .alternateChosen }),
    ("back", { _, _ in .backPressed }),
    ("forward", { _, _ in .forwardPressed }),
    ("reload", { _, _ in .reloadPressed }),
    ("stop", { _, _ in .stopPressed }),
    (
      "request",
      { url, p in
        .navigationRequested(
          url: url, initiator: NavigationInitiator.allCases[Int(p & 0x0F) % NavigationInitiator.allCases.count],
          isMainFrame: p & 0x10 == 0)
      }
    ),
    ("start", { url, _ in .navigationStarted(url: url) }),
    ("redirect", { url, _ in .navigationRedirected(url: url) }),
    ("commit", { url, _ in .navigationCommitted(url: url) }),
    ("finish", { _, _ in .navigationFinished }),
    ("fail", { url, p in .navigationFailed(url: p & 1 == 0 ? url : nil, error: "failed") }),
    ("stopped", { _, _ in .navigationStopped }),
    ("title", { text, _ in .titleChanged(text) }),
    ("progress", { _, p in .progressChanged(progressValues[Int(p) % progressValues.count]) }),
    ("history", { _, p in .historyChanged(canGoBack: p & 1 != 0, canGoForward: p & 2 != 0) }),
    ("launch", { text, _ in .launched(text) }),
    (
      "change",
      { text, p in
        let kinds: [SuggestionInput.Edit?] = [nil] + SuggestionInput.Edit.allCases.map { $0 }
        let caret = p & 0x80 == 0 ? nil : Int(p & 0x0F) % (text.utf16.count + 2)
        return .fieldChanged(
          AddressBar.FieldEdit(text, selection: caret.map { $0..<$0 }, kind: kinds[Int(p >> 4 & 0x07) % kinds.count]))
      }
    ),
    ("key", { _, p in .keyPressed(AddressBar.Key.allCases[Int(p) % AddressBar.Key.allCases.count]) }),
    ("choose", { _, p in .suggestionChosen(Int(p) - 2) }),
    (
      "respond",
      { text, p in
        let input = String(text.prefix(Int(p & 0x0F)))
        let response = SearchSuggestions(query: p & 0x10 == 0 ? input : nil, suggestions: [text, input + " x", ""])
        return .suggestionsReceived(response, for: AddressBar.SuggestionRequest(url: "https://s.test/", input: input))
      }
    ),
  ]

  /// The event one line stands for: kind byte, parameter byte, then the text.
  static func event(_ line: [UInt8]) -> AddressBar.Event {
    let kind = kinds[Int(line.first ?? 0) % kinds.count]
    let parameter = line.count > 1 ? line[1] : 0
    return kind.make(String(decoding: line.dropFirst(2), as: UTF8.self), parameter)
  }

  /// One seed per fixture sequence, in the line format.
  static func seeds(_ sequences: [JSONValue]) -> [[UInt8]] {
    sequences.compactMap { sequence in
      guard let steps = sequence["steps"]?.array else { return nil }
      let config = configurations.firstIndex { $0.name == sequence["config"]?.string } ?? 0
      var bytes: [UInt8] = [UInt8(config)]
      for (i, step) in steps.enumerated() {
        guard let name = step["send"]?.string, let kind = kinds.firstIndex(where: { $0.name == name }) else { continue }
        if i > 0 { bytes.append(0x0A) }
        bytes += [UInt8(kind), parameter(step)]
        bytes += Array((step["text"]?.string ?? step["url"]?.string ?? "").utf8)
      }
      return bytes
    }
  }

  /// The parameter byte for a fixture step (initiator and frame, progress, history, failed URL).
  private static func parameter(_ step: JSONValue) -> UInt8 {
    switch step["send"]?.string {
    case "request":
      let initiator = NavigationInitiator.allCases.firstIndex { $0.rawValue == step["initiator"]?.string } ?? 0
      return UInt8(initiator) | (step["mainFrame"]?.bool == false ? 0x10 : 0)
    case "fail": return step["url"]?.string == nil ? 1 : 0
    case "progress": return UInt8(progressValues.firstIndex { $0 == step["value"]?.double } ?? 0)
    case "history": return (step["back"]?.bool == true ? 1 : 0) | (step["forward"]?.bool == true ? 2 : 0)
    case "key": return UInt8(AddressBar.Key.allCases.firstIndex { $0.rawValue == step["key"]?.string } ?? 0)
    case "choose": return UInt8(clamping: (step["index"]?.double).map { Int($0) + 2 } ?? 0)
    default: return 0
    }
  }
}

/// What must hold after every event (the rules `AddressBarPropertyTests` checks on seeded
/// streams, plus canonical URLs and safe field text).
enum AddressBarInvariants {
  static func check(
    _ bar: AddressBar, after event: AddressBar.Event, effects: [AddressBar.Effect], _ what: @autoclosure () -> String
  ) {
    let s = bar.state
    if !s.isEditing {
      Invariant.check(
        s.field == bar.restoredFieldText,
        "\(what()): field \(Invariant.quoted(s.field)) is not the address \(Invariant.quoted(bar.restoredFieldText))")
      Invariant.check(
        !s.field.unicodeScalars.contains(where: Invariant.isControl),
        "\(what()): field \(Invariant.quoted(s.field))")
    }
    Invariant.check((0...1).contains(s.progress), "\(what()): progress \(s.progress)")
    Invariant.check(!s.selectsAll || s.hasFocus, "\(what()): selects all without focus")
    Invariant.check(s.selection.upperBound <= s.field.utf16.count, "\(what()): selection \(s.selection) past the field")
    Invariant.check(
      s.selectedSuggestion.map { s.suggestions.indices.contains($0) } ?? true,
      "\(what()): selected row outside the list")
    if let inline = s.inlineCompletion {
      Invariant.check(
        s.field == s.typedText + inline, "\(what()): inline \(Invariant.quoted(inline)) not after the typed text")
    }
    Invariant.check(s.isEditing || s.suggestions.isEmpty, "\(what()): a list while not editing")
    // A look-alike is never completed inline, and never the default unless it is what was typed.
    for row in s.suggestions where row.isLookalike {
      Invariant.check(row.inlineCompletion == nil, "\(what()): a look-alike row completes inline")
      Invariant.check(
        !row.isAllowedAsDefault || row.kind == .urlWhatYouTyped, "\(what()): a look-alike \(row.kind) may be default")
    }
    let answers = effects.filter { if case .answerNavigation = $0 { return true } else { return false } }
    if case .navigationRequested = event {
      Invariant.check(answers.count == 1, "\(what()): \(answers.count) answers")
      if case .answerNavigation = effects.first {
      } else {
        Invariant.fail("\(what()): the answer is not the first effect")
      }
    } else {
      Invariant.check(answers.isEmpty, "\(what()): an answer without a question")
    }
    let allowsScripts = bar.configuration.omnibox.configuration.allowsScriptURLs
    for effect in effects {
      switch effect {
      case .goBack: Invariant.check(event == .backPressed, "\(what()): back")
      case .goForward: Invariant.check(event == .forwardPressed, "\(what()): forward")
      case .showRefusal(let refusal): Invariant.check(s.refusal == refusal, "\(what()): refusal shown but not kept")
      case .load(let href):
        Invariant.checkCanonical(href, "\(what()): load")
        let scheme = Invariant.scheme(of: href)
        Invariant.check(
          scheme != "vbscript" && (allowsScripts || scheme != "javascript"), "\(what()): load \(Invariant.quoted(href))"
        )
      case .recordVisit(let visit):
        Invariant.check(bar.configuration.recordsHistory, "\(what()): a visit recorded in a private window")
        Invariant.check(AddressBar.recordedSchemes.contains(visit.url.scheme), "\(what()): recorded \(visit.url.href)")
      case .openExternally(let href):
        Invariant.check((try? URLRecord(href)) != nil, "\(what()): external \(Invariant.quoted(href)) does not parse")
      default:
        break
      }
    }
  }
}
