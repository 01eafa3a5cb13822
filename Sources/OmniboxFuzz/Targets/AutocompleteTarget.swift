@testable import Omnibox

// The dropdown: a small history and a run of edits, every list checked.

extension FuzzTarget {
  static let autocomplete = FuzzTarget(
    "autocomplete",
    "Suggester over `<config byte>` then one event per line (`<kind byte><parameter byte>text`: page `url\\ttitle`, insert, delete, paste, compose, caret, response body, remove, visit): inline completions extend the typed text and only where allowed, no hidden character in row text, no script/data (file only typed) destination, the row caps and default first, no inline on a look-alike, a late response keeps the default, a removed page stays out of history rows",
    dictionary: ["url", "schemes", "hosts", "unicode", "search", "autocomplete"],
    seeds: { _ in AutocompleteEvents.seeds },
    run: { input in AutocompleteEvents.run(input) })
}

/// How the `autocomplete` target reads its input and what it checks.
enum AutocompleteEvents {
  static let now = HistoryTime(secondsSince1970: 1_796_083_200)
  static let profiles: [SuggestionProfile] = [.omnibox, .chromium, .firefox]
  static let kinds = ["page", "insert", "delete", "paste", "compose", "caret", "response", "remove", "visit"]

  /// The field as the events leave it: its text (as characters) and the caret.
  struct Field {
    var text: [Character] = []
    var caret = 0
    var edit = SuggestionInput.Edit.insertion

    var input: SuggestionInput {
      let string = String(text)
      let offset = String(text[..<caret]).utf16.count
      return SuggestionInput(string, selection: offset..<offset, edit: edit)
    }
  }

  static func run(_ input: FuzzInput) {
    let (choice, rest) = input.selecting(256)
    let profile = profiles[choice % profiles.count]
    var index = HistoryIndex()
    var pages: [URLRecord] = []
    var removed = Set<String>()
    var field = Field()
    var current: SuggestionList? = nil
    var clock = now.microsecondsSince1970 - 30 * 86_400_000_000
    var suggester = Suggester(configuration: .init(profile: profile), history: index)

    for line in rest.bytes.split(separator: 0x0A, omittingEmptySubsequences: false).prefix(64) {
      let kind = kinds[Int(line.first ?? 0) % kinds.count]
      let parameter = line.count > 1 ? Int(line[line.startIndex + 1]) : 0
      let text = String(decoding: line.dropFirst(2).prefix(512), as: UTF8.self)
      switch kind {
      case "page":
        guard pages.count < 32 else { continue }
        let parts = text.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        let href = String(parts.first ?? "")
        guard let url = (try? URLRecord(href)) ?? (try? URLRecord("https://" + href)) else { continue }
        var visits: [HistoryVisit] = []
        for k in 0..<(1 + parameter & 0x07) {
          clock += 1_000_000 * Int64(1 + k)
          visits.append(
            HistoryVisit(
              time: HistoryTime(microsecondsSince1970: clock),
              transition: parameter & 0x08 != 0 && k == 0 ? .typed : .link))
        }
        let entry = HistoryEntry(
          url: url, title: parts.count > 1 ? String(parts[1]) : "", visits: visits, isBookmarked: parameter & 0x10 != 0)
        if index.insert(entry) {
          removed.remove(url.href)
        }
        pages.append(url)
        suggester.history = index
        continue
      case "visit":
        guard !pages.isEmpty else { continue }
        let url = pages[parameter % pages.count]
        clock += 1_000_000
        if index.recordVisit(
          to: url, title: text.isEmpty ? nil : text, at: HistoryTime(microsecondsSince1970: clock),
          transition: parameter & 0x80 != 0 ? .typed : .link)
        {
          removed.remove(url.href)
        }
        suggester.history = index
        continue
      case "remove":
        guard !pages.isEmpty else { continue }
        let url = pages[parameter % pages.count]
        if parameter & 0x80 != 0, !url.hostname.isEmpty {
          let host = ASCII.lowercased(url.hostname)
          for entry in index.entries where entry.url.hostname == host || entry.url.hostname.hasSuffix("." + host) {
            removed.insert(entry.url.href)
          }
          index.removeAll(onHost: host)
        } else {
          index.remove(url)
          removed.insert(url.href)
        }
        suggester.history = index
      case "insert", "compose":
        let inserted = Array(text)
        field.text.insert(contentsOf: inserted, at: field.caret)
        field.caret += inserted.count
        field.edit = kind == "insert" ? .insertion : .composition
      case "delete":
        let n = min(field.caret, 1 + parameter % 8)
        field.text.removeSubrange((field.caret - n)..<field.caret)
        field.caret -= n
        field.edit = .deletion
      case "paste":
        field.text = Array(text)
        field.caret = field.text.count
        field.edit = .paste
      case "caret":
        field.caret = parameter % (field.text.count + 1)
      case "response":
        guard let list = current, let response = try? SearchSuggestions(parsing: Array(text.utf8)) else { continue }
        let answered = parameter & 1 == 0 ? list.input : SuggestionInput(String(field.text.dropLast()))
        let merged = suggester.merging(response, answering: answered, into: list, at: now)
        let what = "autocomplete[\(profile)] response \(Invariant.quoted(text)) to \(Invariant.quoted(list.input.text))"
        check(merged, suggester, removed, what)
        if answered.text != list.input.text {
          Invariant.check(merged == list, "\(what): a stale response changed the list")
        }
        if let old = list.defaultSuggestion {
          Invariant.check(
            merged.defaultSuggestion?.destination == old.destination,
            "\(what): the default \(Invariant.quoted(old.destination.href)) became \(Invariant.quoted(merged.defaultSuggestion?.destination.href))"
          )
        }
        current = merged
        continue
      default:
        continue
      }
      guard field.text.count <= 512 else { return }
      let list = suggester.suggestions(for: field.input, at: now)
      check(list, suggester, removed, "autocomplete[\(profile)] \(kind) → \(Invariant.quoted(String(field.text)))")
      current = list
    }
  }

  /// The URL prefixes inline completion may look behind.
  static let inlinePrefixes = URLPrefix.all.map { String(decoding: $0.text, as: UTF8.self) } + ["www."]

  /// Whether `text` carries a control, format (bidi included), line or paragraph separator.
  static func hasHiddenCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      switch $0.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator: true
      default: false
      }
    }
  }

  static func check(
    _ list: SuggestionList, _ suggester: Suggester, _ removed: Set<String>,
    _ what: @autoclosure () -> String
  ) {
    let input = list.input
    let profile = suggester.configuration.profile
    let typed = SuggestionText.trimmed(input.text).lowercased()
    let allows = input.allowsInlineCompletion && !TypedTerms(input.text).endsInWhitespace
    Invariant.check(list.suggestions.count <= profile.maximumRows, "\(what()): \(list.suggestions.count) rows")
    if list.suggestions.contains(where: \.isAllowedAsDefault) {
      Invariant.check(list.suggestions.first?.isAllowedAsDefault == true, "\(what()): the first row is not the default")
    }
    let live = Set(suggester.history.entries.map(\.url.hostname))
    for (n, row) in list.suggestions.enumerated() {
      let href = Invariant.quoted(row.destination.href)
      if let inline = row.inlineCompletion {
        Invariant.check(
          allows, "\(what()): row \(n) \(href) has inline \(Invariant.quoted(inline)) where none is allowed")
        Invariant.check(!row.isLookalike, "\(what()): look-alike row \(href) has inline \(Invariant.quoted(inline))")
        let whole = (typed + inline).lowercased()
        let fill = row.fill.lowercased()
        Invariant.check(
          whole.hasPrefix(typed) && inlinePrefixes.contains { fill == $0 + whole },
          "\(what()): inline \(Invariant.quoted(inline)) does not extend the typed text to the fill \(Invariant.quoted(row.fill))"
        )
      }
      for (name, text) in [("display", row.display), ("title", row.title), ("fill", row.fill)] {
        Invariant.check(!hasHiddenCharacter(text), "\(what()): row \(n) \(href) \(name) \(Invariant.quoted(text))")
      }
      let scheme = row.destination.scheme
      Invariant.check(!["javascript", "vbscript", "data"].contains(scheme), "\(what()): row \(n) goes to \(href)")
      Invariant.check(
        scheme != "file" || row.provider == .whatYouTyped, "\(what()): \(row.provider) row goes to \(href)")
      guard [.historyURL, .historyQuick, .bookmarks].contains(row.provider), row.kind != .urlWhatYouTyped else {
        continue
      }
      let host = row.destination.hostname
      // A host root may come back as the shortened form of another page on its host.
      let rootOfLive = row.destination.pathname == "/" && row.provider == .historyURL && live.contains(host)
      Invariant.check(
        !removed.contains(row.destination.href) || rootOfLive, "\(what()): \(row.provider) row \(href) was removed")
    }
  }

  /// Seeds: histories of ordinary and hostile pages, typed a letter at a time, with edits,
  /// responses and removals.
  static let seeds: [[UInt8]] = {
    func line(_ kind: String, _ parameter: UInt8, _ text: String) -> [UInt8] {
      [UInt8(kinds.firstIndex(of: kind) ?? 0), parameter] + Array(text.utf8)
    }
    func typing(_ text: String) -> [[UInt8]] { text.map { line("insert", 0, String($0)) } }
    let pages: [[UInt8]] = [
      line("page", 0x0B, "https://swift.org/\tSwift"),
      line("page", 0x13, "https://github.com/apple/swift\tGitHub - apple/swift: The Swift Programming Language"),
      line("page", 0x02, "http://www.example.com/a?b=1\tExample \u{202E}txt.exe"),
      line("page", 0x09, "https://www.google.com/search?q=swift+webview\tswift webview - Google Search"),
      line("page", 0x01, "javascript:alert(1)\tclick"),
      line("page", 0x01, "data:text/html,<b>x</b>\tdata"),
      line("page", 0x01, "file:///etc/passwd\tpasswd"),
      line("page", 0x0C, "https://xn--80ak6aa92e.com/\tаррӏе"),
      line("page", 0x0A, "https://gооgle.com/\tGoogle\u{0}\u{2028}"),
      line("page", 0x03, "bücher.example/\tBücher\u{200F}\u{2066}"),
      line("page", 0x04, "localhost:8080/dev\tdev server"),
    ]
    var out: [[UInt8]] = []
    for (k, text) in ["sw", "swift webv", "gith", "www.ex", "http://ex", "bü", "xn--80", "gо", "loc", "java"]
      .enumerated()
    {
      var events = pages
      events += typing(text)
      events.append(line("response", 0, #"[""# + text + #"",[""# + text + #" 1","javascript:alert(1)","a\u202eb"]]"#))
      events.append(line("delete", UInt8(k), ""))
      events.append(line("caret", UInt8(k), ""))
      events += typing("x")
      events.append(line("remove", UInt8(k) | (k % 3 == 0 ? 0x80 : 0), ""))
      events.append(line("paste", 0, text))
      events.append(line("compose", 0, "t"))
      events.append(line("visit", UInt8(k) | 0x80, "new title"))
      events += typing(" ")
      out.append([UInt8(k)] + Array(events.joined(separator: [0x0A])))
    }
    return out
  }()
}
