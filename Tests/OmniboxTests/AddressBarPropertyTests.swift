import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Random event streams (seeded) through the address bar: it never traps, and what it shows
/// always follows from what it remembers.
@Suite struct AddressBarPropertyTests {
  /// URLs and texts the streams draw from: pages, results pages, look-alikes, app links,
  /// blocked and external schemes, hostile text.
  static let urls = [
    "https://example.com/", "https://www.example.com/a?b=1", "http://127.0.0.1:8123/first.html",
    "https://www.google.com/search?q=swift+webview", "https://www.google.com/search?q=", "https://xn--gogle-jua.com/",
    "file:///etc/hosts", "about:blank", "data:text/html,hi", "mailto:a@example.com", "javascript:alert(1)",
    "myapp://open?url=https%3A%2F%2Fexample.com%2F", "myapp://open", "http://[bad", "", "tel:1",
    "https://apps.apple.com/app/id1", "blob:https://example.com/1",
    "http://a\u{0}b/", "bout:blank\u{0}file:///etc/hosts", "https://exa mple\u{202E}.com/", "http://x\u{85}y/",
    "https://www.google.com/search?q=a%E2%80%AEb", "https://www.google.com/search?q=a%C2%97b%07",
  ]
  static let texts = [
    "", " ", "example.com", "swift webview", "foo", "javascript:alert(1)", "?x", "a@example.com", "/etc/hosts",
    "\u{202E}evil", "bücher.de", "localhost:3000", "http://[", "mailto:a@example.com",
    String(repeating: "a", count: 3000),
    "myapp://open?url=https%3A%2F%2Fexample.com%2F", "about:config",
  ]

  static func randomEvent(_ random: inout SeededRandom) -> AddressBar.Event {
    func url() -> String { urls[random.below(urls.count)] }
    func text() -> String { texts[random.below(texts.count)] }
    switch random.below(27) {
    case 21: return .keyPressed(AddressBar.Key.allCases[random.below(AddressBar.Key.allCases.count)])
    case 22:
      let t = text()
      let kind = random.below(2) == 0 ? nil : SuggestionInput.Edit.allCases[random.below(4)]
      return .fieldChanged(AddressBar.FieldEdit(t, caret: random.below(t.utf16.count + 2), kind: kind))
    case 23: return .suggestionChosen(random.below(4) - 1)
    case 24:
      let typed = text()
      let response = SearchSuggestions(query: typed, suggestions: [typed + " one", "two", url()])
      return .suggestionsReceived(response, for: AddressBar.SuggestionRequest(url: "https://s.example/", input: typed))
    case 25: return .edited(["e", "ex", "exa", "sw", "swi", "goo", "127"][random.below(7)])
    case 0: return .focused
    case 1: return .edited(text())
    case 2: return .submitted
    case 3: return .escaped
    case 4: return .blurred
    case 5: return .alternateChosen
    case 6: return .backPressed
    case 7: return .forwardPressed
    case 8: return .reloadPressed
    case 9: return .stopPressed
    case 10:
      let initiator = NavigationInitiator.allCases[random.below(NavigationInitiator.allCases.count)]
      return .navigationRequested(url: url(), initiator: initiator, isMainFrame: random.below(4) != 0)
    case 11: return .navigationStarted(url: url())
    case 12: return .navigationRedirected(url: url())
    case 13: return .navigationCommitted(url: url())
    case 14: return .navigationFinished
    case 15: return .navigationFailed(url: random.below(2) == 0 ? nil : url(), error: "failed")
    case 16: return .navigationStopped
    case 17: return .titleChanged(text())
    case 18: return .progressChanged([Double.nan, -1, 0, 0.5, 1, 2, .infinity][random.below(7)])
    case 19: return .historyChanged(canGoBack: random.below(2) == 0, canGoForward: random.below(2) == 0)
    default: return .launched(random.below(2) == 0 ? url() : text())
    }
  }

  /// The invariants that hold after every event.
  static func check(_ bar: AddressBar, after event: AddressBar.Event, effects: [AddressBar.Effect]) -> [String] {
    var problems: [String] = []
    let s = bar.state
    if !s.isEditing && s.field != bar.restoredFieldText {
      problems.append("field \"\(s.field)\" is not the address \"\(bar.restoredFieldText)\"")
    }
    if !s.isEditing && s.field.unicodeScalars.contains(where: HostEscaping.isEscaped) {
      problems.append("field \"\(s.field)\" holds a control character")
    }
    if !(0...1).contains(s.progress) { problems.append("progress \(s.progress)") }
    let end = s.field.utf16.count
    if s.selection.lowerBound < 0 || s.selection.upperBound > end {
      problems.append("selection \(s.selection) outside the field")
    }
    if let selected = s.selectedSuggestion, !s.suggestions.indices.contains(selected) {
      problems.append("selected row \(selected) of \(s.suggestions.count)")
    }
    if let inline = s.inlineCompletion, s.field != s.typedText + inline || s.selectedSuggestion != 0 {
      problems.append("inline \"\(inline)\" but field \"\(s.field)\", typed \"\(s.typedText)\"")
    }
    if s.isShowingSuggestions && !s.isEditing { problems.append("a list while not editing") }
    if !s.isEditing && !s.typedText.isEmpty { problems.append("typed text while not editing") }
    let answers = effects.filter { if case .answerNavigation = $0 { return true } else { return false } }
    if case .navigationRequested = event {
      if answers.count != 1 { problems.append("\(answers.count) answers") }
      if case .answerNavigation = effects.first {} else { problems.append("answer not first") }
    } else if !answers.isEmpty {
      problems.append("answer without a question")
    }
    for effect in effects {
      switch effect {
      case .goBack where event != .backPressed, .goForward where event != .forwardPressed:
        problems.append("\(effect) after \(event)")
      case .showRefusal(let refusal) where s.refusal != refusal:
        problems.append("refusal shown but not kept")
      case .load(let href) where (try? URLRecord(href)) == nil:
        problems.append("load of a URL that does not parse: \(href)")
      default: break
      }
    }
    if s.selectsAll && !s.hasFocus { problems.append("selects all without focus") }
    return problems
  }

  @Test(arguments: 0..<40) func randomStreamsKeepInvariants(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed) &* 0x9E37_79B9)
    var configuration = AddressBar.Configuration(appSchemes: ["myapp"])
    configuration.clock = { HistoryTime(secondsSince1970: 1_750_000_000) }
    let typed = HistoryVisit(time: HistoryTime(secondsSince1970: 1_749_000_000), transition: .typed)
    let pages = [
      "https://example.com/", "https://swift.org/documentation/", "https://exa.example/",
      "http://127.0.0.1:8123/first.html",
    ]
    let history = HistoryIndex(
      pages.compactMap { try? HistoryEntry(url: URLRecord($0), title: "Page", visits: [typed, typed]) })
    var bar = AddressBar(configuration: configuration, history: history)
    var replay = bar
    for step in 0..<250 {
      let event = Self.randomEvent(&random)
      let effects = bar.send(event)
      let problems = Self.check(bar, after: event, effects: effects)
      #expect(problems.isEmpty, "seed \(seed) step \(step) \(event): \(problems)")
      if !problems.isEmpty { return }
      // The same events give the same state and effects: the bar is a pure value.
      #expect(replay.send(event) == effects)
      #expect(replay == bar)
    }
  }

  /// NaN progress is ignored; infinities clamp.
  @Test func progressIgnoresNaN() {
    var bar = AddressBar()
    bar.send(.progressChanged(0.25))
    bar.send(.progressChanged(.nan))
    #expect(bar.state.progress == 0.25)
    bar.send(.progressChanged(.infinity))
    #expect(bar.state.progress == 1)
    bar.send(.progressChanged(-.infinity))
    #expect(bar.state.progress == 0)
  }

  /// A bar is a value: a copy taken before an event does not change with the original.
  @Test func copiesAreIndependent() {
    var bar = AddressBar()
    bar.send(.navigationCommitted(url: "https://example.com/"))
    let copy = bar
    bar.send(.navigationCommitted(url: "https://example.org/"))
    #expect(copy.state.url == "https://example.com/")
    #expect(bar.state.url == "https://example.org/")
    #expect(copy != bar)
  }

  /// Bars can be driven from many tasks at once, each its own copy.
  @Test func sendsFromManyTasks() async {
    let start = AddressBar(configuration: .init(appSchemes: ["myapp"]))
    let fields = await withTaskGroup(of: String.self) { group in
      for i in 0..<8 {
        group.addTask {
          var bar = start
          bar.send(.launched("myapp://open?url=https%3A%2F%2Fexample.com%2F\(i)"))
          bar.send(.navigationCommitted(url: "https://example.com/\(i)"))
          return bar.state.field
        }
      }
      var all: [String] = []
      for await field in group { all.append(field) }
      return all.sorted()
    }
    #expect(fields == (0..<8).map { "example.com/\($0)" })
  }
}
