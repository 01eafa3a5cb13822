import OmniboxTestSupport
import Testing

@testable import Omnibox

/// Small random histories (seeded) with hostile pages among them, and inputs typed from what
/// they hold: the dropdown's rules hold for every list.
@Suite struct SuggestPropertyTests {
  static let now = HistoryTime(secondsSince1970: 1_796_083_200)

  static let hosts = [
    "swift.org", "www.swift.org", "github.com", "example.com", "www.example.com", "news.example.co.uk",
    "bücher.example", "xn--80ak6aa92e.com", "gооgle.com", "10.0.0.1", "localhost:8080", "intranet", "WWW.Mixed.COM",
    "docs.swift.org", "sub.github.com",
  ]
  static let pathWords = [
    "docs", "swift", "webview", "a", "Blog", "index.html", "%E2%80%AE", "ü", "Swift-Tutorial", "x y", "api", "é",
  ]
  static let titleWords = [
    "Swift", "WebView", "tutorial", "The", "docs", "GitHub", "Example", "news", "Bücher", "ÉCOLE", "日本語", "a",
  ]
  /// Hostile pieces a title may carry: controls, bidi controls and other format characters,
  /// line and paragraph separators.
  static let hostileTitle = [
    "\u{202E}", "\u{0}", "\u{7}", "\u{2028}", "\u{2029}", "\u{200B}", "\u{FEFF}", "\u{85}", "\u{2066}", "\u{200F}",
    "\u{1B}[31m", "\r\n", "\t", "\u{61C}", "\u{AD}", "\u{E000}",
  ]
  /// URLs no suggestion may lead to (or only from what was typed), and oddities.
  static let hostileURLs = [
    "javascript:alert(1)", "JavaScript:alert(document.cookie)", "data:text/html,<script>alert(1)</script>",
    "file:///etc/passwd", "vbscript:msgbox", "about:blank", "mailto:a@example.com", "https://example.com/%E2%80%AEtxt",
    "https://xn--pple-43d.com/", "https://user:pass@example.com/private", "http://example.com/#frag",
    "https://www.google.com/search?q=swift+%E2%80%AEevil", "https://www.google.com/search?q=javascript%3Aalert(1)",
  ]
  static let searchTerms = ["swift webview", "swift", "sw tutorial", "github actions", "example", "bücher"]

  /// One generated history: entries with distinct visit times (so visit order never ties).
  static func history(_ rng: inout SeededRandom, hostile: Bool = true) -> [HistoryEntry] {
    var entries: [HistoryEntry] = []
    var seen = Set<String>()
    let count = 4 + rng.below(14)
    var clock = now.microsecondsSince1970 - 40 * 86_400_000_000
    while entries.count < count {
      var href: String
      switch rng.below(10) {
      case 0 where hostile: href = hostileURLs[rng.below(hostileURLs.count)]
      case 1:
        href =
          "https://www.google.com/search?q="
          + searchTerms[rng.below(searchTerms.count)].split(separator: " ").joined(separator: "+")
      default:
        href = (rng.below(3) == 0 ? "http://" : "https://") + hosts[rng.below(hosts.count)] + "/"
        href += (0..<rng.below(3)).map { _ in pathWords[rng.below(pathWords.count)] }.joined(separator: "/")
        if rng.below(6) == 0 { href += "?q=" + pathWords[rng.below(pathWords.count)] }
      }
      guard let url = try? URLRecord(href), seen.insert(url.href).inserted else { continue }
      var title = (0..<rng.below(5)).map { _ in titleWords[rng.below(titleWords.count)] }.joined(separator: " ")
      if hostile && rng.below(3) == 0 {
        let piece = hostileTitle[rng.below(hostileTitle.count)]
        let at = rng.below(title.count + 1)
        title.insert(contentsOf: piece, at: title.index(title.startIndex, offsetBy: at))
      }
      let visits = (0..<(1 + rng.below(6))).map { _ -> HistoryVisit in
        clock += Int64(1 + rng.below(1_000_000_000))
        let transition = HistoryVisit.Transition.allCases[rng.below(HistoryVisit.Transition.allCases.count)]
        return HistoryVisit(time: HistoryTime(microsecondsSince1970: clock), transition: transition)
      }
      entries.append(HistoryEntry(url: url, title: title, visits: visits, isBookmarked: rng.below(6) == 0))
    }
    return entries
  }

  /// Text typed from what the history holds: a prefix of a URL (with or without its scheme or
  /// `www.`), of a host, of title words, in random case, sometimes with a space at the end.
  static func typed(_ rng: inout SeededRandom, from entries: [HistoryEntry]) -> String {
    guard let entry = entries.randomElement(using: &rng) else { return "sw" }
    var source: String
    switch rng.below(6) {
    case 0: source = entry.url.href
    case 1: source = entry.url.host + entry.url.pathname
    case 2: source = entry.url.hostname.hasPrefix("www.") ? String(entry.url.hostname.dropFirst(4)) : entry.url.hostname
    case 3: source = entry.title
    case 4:
      let words = entry.title.split(separator: " ")
      source = words.shuffled(using: &rng).prefix(2).map { String($0.prefix(1 + rng.below(4))) }.joined(separator: " ")
    default: source = ["s", "sw", "g", "e", "www.", "http://", "https://w", "a b", "日", "bü"][rng.below(10)]
    }
    var text = String(source.prefix(1 + rng.below(max(1, source.count))))
    if rng.below(3) == 0 { text = String(text.map { rng.below(2) == 0 ? Character($0.uppercased()) : $0 }) }
    if rng.below(8) == 0 { text += " " }
    return text
  }

  static func input(_ rng: inout SeededRandom, _ text: String) -> SuggestionInput {
    switch rng.below(8) {
    case 0: return SuggestionInput(text, edit: .deletion)
    case 1: return SuggestionInput(text, edit: .paste)
    case 2: return SuggestionInput(text, edit: .composition)
    case 3: return SuggestionInput(text, cursor: rng.below(text.utf16.count + 1))
    case 4: return SuggestionInput(text, preventsInlineCompletion: true)
    default: return SuggestionInput(text)
    }
  }

  static let profiles: [SuggestionProfile] = [.omnibox, .chromium, .firefox]

  static func suggester(_ index: HistoryIndex, _ rng: inout SeededRandom) -> Suggester {
    Suggester(configuration: .init(profile: profiles[rng.below(profiles.count)]), history: index)
  }

  /// The URL prefixes inline completion may look behind.
  static let inlinePrefixes = URLPrefix.all.map { String(decoding: $0.text, as: UTF8.self) } + ["www."]

  /// Whether `inline` extends `typed` within `fill`: `fill` lowercased is a URL prefix, the
  /// trimmed typed text and the completion, all lowercased.
  static func extends(_ typed: String, by inline: String, in fill: String) -> Bool {
    let typed = SuggestionText.trimmed(typed).lowercased()
    let whole = (typed + inline).lowercased()
    guard whole.hasPrefix(typed) else { return false }
    let lower = fill.lowercased()
    return inlinePrefixes.contains { lower == $0 + whole }
  }

  @Test func inlineCompletionExtendsTheTypedText() {
    var rng = SeededRandom(seed: 0x5EED_2201)
    var inlined = 0
    for _ in 0..<300 {
      let entries = Self.history(&rng)
      let suggester = Self.suggester(HistoryIndex(entries), &rng)
      for _ in 0..<3 {
        let input = Self.input(&rng, Self.typed(&rng, from: entries))
        let list = suggester.suggestions(for: input, at: Self.now)
        let allows = input.allowsInlineCompletion && !(input.text.last?.isWhitespace ?? false)
        for (n, row) in list.suggestions.enumerated() {
          guard let inline = row.inlineCompletion else { continue }
          if n == 0 { inlined += 1 }
          #expect(allows, "\(input) row \(n) \(row.fill) inline \(inline)")
          #expect(Self.extends(input.text, by: inline, in: row.fill), "\(input.text) + \(inline) in \(row.fill)")
          #expect(!row.isLookalike, "\(row.fill)")
        }
      }
    }
    #expect(inlined > 40)
  }

  /// The same rows in the same order with the same relevances, whatever order the history came in.
  @Test func listDoesNotDependOnInsertionOrder() {
    var rng = SeededRandom(seed: 0x5EED_2202)
    var compared = 0
    for _ in 0..<150 {
      let entries = Self.history(&rng)
      let bulk = HistoryIndex(entries)
      let shuffled = HistoryIndex(entries.shuffled(using: &rng))
      var inserted = HistoryIndex()
      for entry in entries.shuffled(using: &rng) { inserted.insert(entry) }
      var visited = HistoryIndex()
      let visits = entries.flatMap { e in e.visits.map { (e, $0) } }.shuffled(using: &rng)
      for (entry, visit) in visits {
        visited.recordVisit(to: entry.url, title: entry.title, at: visit.time, transition: visit.transition)
      }
      for entry in entries where entry.isBookmarked { visited.setBookmarked(true, for: entry.url) }
      #expect(bulk.entries == shuffled.entries)
      #expect(bulk.entries == inserted.entries)
      #expect(bulk.entries == visited.entries)
      let profile = Self.profiles[rng.below(Self.profiles.count)]
      for _ in 0..<3 {
        let input = Self.input(&rng, Self.typed(&rng, from: entries))
        let lists = [bulk, shuffled, inserted, visited].map {
          Suggester(configuration: .init(profile: profile), history: $0).suggestions(for: input, at: Self.now)
        }
        for (k, list) in lists.enumerated().dropFirst() {
          #expect(
            list == lists[0],
            "\(input.text) [\(profile)] index \(k): \(Self.describe(list)) vs \(Self.describe(lists[0]))")
        }
        compared += 1
      }
    }
    #expect(compared == 450)
  }

  static func describe(_ list: SuggestionList) -> String {
    list.suggestions.map {
      "\($0.provider):\($0.destination.href)@\($0.relevance)\($0.inlineCompletion.map { "+" + $0 } ?? "")"
    }
    .joined(separator: ", ")
  }

  /// Rows the history providers make (their what-you-typed rows aside).
  static func historyRows(_ list: SuggestionList) -> [Suggestion] {
    list.suggestions.filter {
      [.historyURL, .historyQuick, .bookmarks].contains($0.provider) && $0.kind != .urlWhatYouTyped
    }
  }

  /// After `remove(url)` no history row goes to the page (a host root may come back as the
  /// shortened form of another page on its host); after `removeAll(onHost:)` none goes to the host.
  @Test func deletedPagesStayDeleted() {
    var rng = SeededRandom(seed: 0x5EED_2203)
    var checked = 0
    for _ in 0..<200 {
      let entries = Self.history(&rng, hostile: false)
      var index = HistoryIndex(entries)
      guard let victim = entries.randomElement(using: &rng) else { continue }
      let byHost = rng.below(3) == 0
      let host = victim.url.hostname
      if byHost {
        #expect(index.removeAll(onHost: host) >= 1)
      } else {
        #expect(index.remove(victim.url) == (HistoryIndex.isIndexable(victim)))
        #expect(index.entry(for: victim.url) == nil)
      }
      let suggester = Self.suggester(index, &rng)
      let others = index.entries.contains { $0.url.hostname == host }
      for _ in 0..<4 {
        let text = Self.typed(&rng, from: [victim])
        let list = suggester.suggestions(for: SuggestionInput(text), at: Self.now)
        for row in Self.historyRows(list) {
          if byHost {
            let h = row.destination.hostname
            #expect(h != host && !h.hasSuffix("." + host), "\(text): \(row.destination.href) after removing \(host)")
          } else if !(others && row.destination.pathname == "/" && row.provider == .historyURL) {
            #expect(row.destination != victim.url, "\(text): \(row.destination.href) after removing it")
          }
        }
        checked += 1
      }
    }
    #expect(checked == 800)
  }

  /// Whether `text` carries a control, format (bidi included), line or paragraph separator.
  static func hasHiddenCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      switch $0.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator: true
      default: false
      }
    }
  }

  static func escaped(_ text: String) -> String {
    text.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{" + String($0.value, radix: 16) + "}" }
      .joined()
  }

  @Test func noHiddenCharacterOrDisallowedScheme() throws {
    var rng = SeededRandom(seed: 0x5EED_2204)
    var rows = 0
    for _ in 0..<250 {
      var entries = Self.history(&rng)
      entries += try Self.hostileURLs.map { try HistoryEntry(url: URLRecord($0), title: "evil\u{202E}txt\u{0}") }
      let suggester = Self.suggester(HistoryIndex(entries), &rng)
      var inputs = (0..<3).map { _ in Self.input(&rng, Self.typed(&rng, from: entries)) }
      inputs.append(SuggestionInput(Self.hostileURLs[rng.below(Self.hostileURLs.count)]))
      inputs.append(SuggestionInput("ev\u{202E}il \u{0}"))
      let hostile = ["a\u{202E}b", "javascript:alert(1)", "c\u{0}d", "x\u{2028}y", "data:text/html,x", "\u{200B}"]
      for input in inputs {
        var list = suggester.suggestions(for: input, at: Self.now)
        let response = SearchSuggestions(query: SuggestionText.trimmed(input.text), suggestions: hostile)
        list = suggester.merging(response, answering: input, into: list, at: Self.now)
        for row in list.suggestions {
          rows += 1
          for text in [row.display, row.title, row.fill] {
            #expect(!Self.hasHiddenCharacter(text), "\(input.text): \(row.provider) \(Self.escaped(text))")
          }
          let scheme = row.destination.scheme
          #expect(!["javascript", "vbscript", "data"].contains(scheme), "\(input.text): \(row.destination.href)")
          #expect(scheme != "file" || row.provider == .whatYouTyped, "\(input.text): \(row.destination.href)")
        }
      }
    }
    #expect(rows > 2000)
  }

  /// A response for the current input adds rows but never changes the default row; one for an
  /// earlier text changes nothing.
  @Test func lateAndStaleResponses() {
    var rng = SeededRandom(seed: 0x5EED_2205)
    var merged = 0
    for _ in 0..<300 {
      let entries = Self.history(&rng)
      let suggester = Self.suggester(HistoryIndex(entries), &rng)
      let text = Self.typed(&rng, from: entries)
      let input = Self.input(&rng, text)
      let list = suggester.suggestions(for: input, at: Self.now)
      let trimmed = SuggestionText.trimmed(text)
      let words = ["swift", "github.com", "example.com/a", "https://evil.example/", trimmed + "x", trimmed]
      let suggestions = (0..<(1 + rng.below(5))).map { _ in words[rng.below(words.count)] }
      let late = SearchSuggestions(query: rng.below(4) == 0 ? nil : trimmed, suggestions: suggestions)
      let after = suggester.merging(late, answering: input, into: list, at: Self.now)
      #expect(
        after.defaultSuggestion == list.defaultSuggestion, "\(text): \(Self.describe(after)) vs \(Self.describe(list))")
      #expect(after.suggestions.count <= suggester.configuration.profile.maximumRows)
      merged += 1
      // Stale: the response answers an earlier keystroke, or another text entirely.
      let earlier = String(text.dropLast())
      let stale = SearchSuggestions(query: "stale " + trimmed, suggestions: suggestions)
      #expect(suggester.merging(stale, answering: input, into: list, at: Self.now) == list)
      let older = SuggestionInput(earlier)
      let olderResponse = SearchSuggestions(query: SuggestionText.trimmed(earlier), suggestions: suggestions)
      if older.text != input.text {
        #expect(suggester.merging(olderResponse, answering: older, into: list, at: Self.now) == list, "\(text)")
      }
    }
    #expect(merged == 300)
  }
}
