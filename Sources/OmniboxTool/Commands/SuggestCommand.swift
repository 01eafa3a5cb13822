import Omnibox
import OmniboxHistory

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `omnibox suggest`: the dropdown for each input, from a history file, bookmarks, open tabs and
/// an engine's suggestion response (the library's ``Suggester``).
struct SuggestCommand: Command {
  static let name = "suggest"
  static let summary = "list the address bar's suggestions for typed text, from history, bookmarks and tabs"
  static let help = """
    usage: omnibox suggest [--profile omnibox|chromium|firefox] [--history FILE | --db FILE]
                           [--bookmarks FILE] [--suggestions FILE] [--open-tab URL ...] [--now TIME] [--providers LIST]
                           [--max N] [--max-per-provider N] [--cursor N] [--prevent-inline] [--json]
                           [TEXT ...]
    Prints the dropdown a browser's address bar shows for each TEXT as typed: the default row
    first (the one Enter loads), then the others by relevance. Nothing is fetched: history,
    bookmarks, open tabs and an engine's suggestions come from the files and options given.
    With no TEXT, each line of standard input is one input (streamed, same order).

    Text mode prints one block per input, each row a line of tab-separated columns and the block
    ended by an empty line (an input with no suggestions prints the empty line alone):
      provider<TAB>relevance<TAB>url<TAB>title
    When the default row (the first) has an inline completion, the text the field would select
    after what was typed, that row alone has a fifth column: the input as given, then the
    completion in brackets (typed[completion], e.g. gi[thub.com]). Titles hold no tab.

    options:
      --profile P              whose scores and rules to follow: omnibox (default), chromium or
                               firefox ('omnibox profiles' lists the settings); typed text is
                               read as 'omnibox resolve --profile P' reads it
      --history FILE           pages visited, JSON Lines, one page a line:
                                 {"url","title","visits":[{"time","transition"}],"bookmarked"}
                               (time RFC 3339 or Unix seconds; transition typed, link, bookmark,
                               reload, redirect, generated, form or keyword)
      --db FILE                the history store to read when no --history is given (the one
                               'omnibox history' keeps; default: $OMNIBOX_HISTORY, else
                               $XDG_DATA_HOME/omnibox/history.sqlite, else
                               $HOME/.local/share/omnibox/history.sqlite); a store that does not
                               exist is an empty history (none is created)
      --bookmarks FILE         bookmarks, the same lines (visits may be left out); a bookmark of
                               a page in --history marks that page
      --suggestions FILE       an engine's suggestion response body (["query",["s1","s2"]]); used
                               for an input only when its query is that input
      --open-tab URL           a tab that is open (switch-to-tab rows); may be given more than once
      --now TIME               the time recency is measured from: RFC 3339 or Unix seconds
                               (default: the system clock)
      --providers LIST         the providers to run, comma-separated (default: all): what-you-typed,
                               history-url, history-quick, bookmarks, search-suggestions,
                               past-searches, keywords, open-tabs
      --max N                  rows in the list (default: the profile's)
      --max-per-provider N     rows one provider contributes (default: the profile's; history-url
                               one more, its inline-completed row)
      --cursor N               the caret at UTF-16 offset N of each input (default: the end; no
                               inline completion unless it is at the end)
      --prevent-inline         no inline completion
      --json                   one JSON object per input:
                                 {"input","suggestions":[{"provider","kind","url","fill","inline",
                                 "default","relevance","title"}]}
                               (default is true for the default row only; inline is its inline
                               completion, null on every other row and when there is none)

    An empty input prints an empty line, and "omnibox: <input>: empty input (empty)" on stderr.
    A line of --history or --bookmarks that is not a page is a usage error naming FILE:LINE and
    what is wrong (never the line's text); a file that cannot be read exits with status 74.
    Exit status: 0 all answered, 1 some input refused, 64 usage error, 74 read or write error.

    examples:
      omnibox suggest --history Fixtures/cli/history.jsonl --now 2026-12-01T12:00:00Z gi
        # history-url\t1413\thttps://github.com/\tGitHub\tgi[thub.com]
        # what-you-typed\t1300\thttps://www.google.com/search?q=gi\tGoogle
        # …
      omnibox suggest --history Fixtures/cli/history.jsonl --now 2026-12-01T12:00:00Z --cursor 1 --max 2 gi
        # what-you-typed\t1300\thttps://www.google.com/search?q=gi\tGoogle
        # history-url\t1413\thttps://github.com/\tGitHub
        #
      omnibox suggest --history Fixtures/cli/history.jsonl --now 2026-12-01T12:00:00Z --providers history-quick ada wiki
        # history-quick\t887\thttps://en.wikipedia.org/wiki/Ada_Lovelace\tAda Lovelace - Wikipedia
        #
        # history-quick\t1000\thttps://en.wikipedia.org/wiki/Main_Page\tWikipedia, the free encyclopedia
        # …
      omnibox suggest --history Fixtures/cli/history.jsonl --now 2026-12-01T12:00:00Z --json --max 2 news.y
        # {"input":"news.y","suggestions":[{"provider":"history-url","kind":"history-url","url":"https://news.ycombinator.com/","fill":"https://news.ycombinator.com","inline":"combinator.com","default":true,"relevance":1413,"title":"Hacker News"},{"provider":"what-you-typed","kind":"search-what-you-typed","url":"https://www.google.com/search?q=news.y","fill":"news.y","inline":null,"default":false,"relevance":1300,"title":"Google"}]}
      omnibox suggest --db Fixtures/cli/history.sqlite --now 2026-12-01T12:00:00Z --max 2 gi
        # history-url\t1413\thttps://github.com/\tGitHub\tgi[thub.com]
        # what-you-typed\t1300\thttps://www.google.com/search?q=gi\tGoogle
        #
      omnibox suggest --providers open-tabs --open-tab https://example.org/inbox zzz
        #
    """
  static let options: [OptionSpec] = [
    .value("--profile"), .value("--history"), .value("--db"), .value("--bookmarks"), .value("--suggestions"),
    .value("--open-tab", repeatable: true), .value("--now"), .value("--providers"), .value("--max"),
    .value("--max-per-provider"), .value("--cursor"), .flag("--prevent-inline"),
  ]

  let suggester: Suggester
  let response: SearchSuggestions?
  let now: HistoryTime
  let cursor: Int?
  let preventsInline: Bool

  init(options: ParsedOptions) throws(UsageError) {
    var configuration = Suggester.Configuration()
    if let name = options.value("--profile") {
      guard let profile = SuggestionProfile.named(name), let reading = Omnibox.Profile.named(name) else {
        throw UsageError("--profile must be omnibox, chromium or firefox, not '\(name)'")
      }
      configuration.profile = profile
      var omnibox = Omnibox.Configuration()
      omnibox.profile = reading
      configuration.omnibox = Omnibox(configuration: omnibox)
    }
    if let list = options.value("--providers") {
      configuration.providers = try Self.providers(list)
    }
    if let value = options.value("--max") {
      configuration.profile.maximumRows = try Self.count(value, option: "--max")
    }
    if let value = options.value("--max-per-provider") {
      configuration.profile.maximumPerProvider = try Self.count(value, option: "--max-per-provider")
    }
    if let value = options.value("--cursor") {
      guard let offset = Int(value), offset >= 0 else {
        throw UsageError("--cursor must be a UTF-16 offset (0 or more), not '\(value)'")
      }
      cursor = offset
    } else {
      cursor = nil
    }
    if let value = options.value("--now") {
      guard let time = HistoryEntry.time(parsing: value) else {
        throw UsageError("--now must be RFC 3339 (2026-11-30T10:00:00Z) or Unix seconds, not '\(value)'")
      }
      now = time
    } else {
      now = Self.systemTime()
    }
    var openTabs: [OpenTab] = []
    for value in options.allValues("--open-tab") {
      do throws(URLParseError) {
        openTabs.append(OpenTab(url: try URLRecord(value)))
      } catch {
        throw UsageError("--open-tab: invalid URL '\(value)': \(error.description)")
      }
    }
    var history: HistoryIndex
    if let path = options.value("--history") {
      guard options.value("--db") == nil else { throw UsageError("give --history FILE or --db FILE, not both") }
      var entries: [HistoryEntry] = []
      try Self.readPages(path, option: "--history") { entries.append($0) }
      history = HistoryIndex(entries)
    } else {
      history = try Self.storeIndex(db: options.value("--db"))
    }
    if let path = options.value("--bookmarks") {
      try Self.readPages(path, option: "--bookmarks") { entry in
        history.setBookmarked(true, for: entry.url, title: entry.title.isEmpty ? nil : entry.title)
      }
    }
    if let path = options.value("--suggestions") {
      let body = try TextFile.bytes(path, option: "--suggestions")
      do throws(SuggestionError) {
        response = try SearchSuggestions(parsing: body)
      } catch {
        throw UsageError("--suggestions: \(path): \(error.description)")
      }
    } else {
      response = nil
    }
    suggester = Suggester(configuration: configuration, history: history, openTabs: openTabs)
    preventsInline = options.has("--prevent-inline")
  }

  /// The providers a `--providers` list names; an unknown name is refused with the nearest one.
  static func providers(_ list: String) throws(UsageError) -> Set<SuggestionProvider> {
    var providers: Set<SuggestionProvider> = []
    let known = SuggestionProvider.allCases.map(\.name)
    for word in list.split(separator: ",", omittingEmptySubsequences: false) {
      let name = String(word)
      guard let provider = SuggestionProvider.named(name) else {
        let hint = ClosestWord.to(name, among: known).map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageError("--providers: unknown provider '\(Invocation.printable(name))'\(hint)")
      }
      providers.insert(provider)
    }
    return providers
  }

  /// A count option's value: a whole number of at least 1.
  private static func count(_ value: String, option: String) throws(UsageError) -> Int {
    guard let n = Int(value), n >= 1 else {
      throw UsageError("\(option) must be a whole number of at least 1, not '\(value)'")
    }
    return n
  }

  /// Calls `add` with each page of a JSON Lines file (blank lines skipped); a line that is not a
  /// page is a usage error naming FILE:LINE and the reason, never the line.
  private static func readPages(
    _ path: String, option: String, _ add: (HistoryEntry) -> Void
  ) throws(UsageError) {
    try TextFile.forEachLine(path, option: option) { (number, line) throws(UsageError) in
      guard !Refusal.isBlank(utf8: line) else { return }
      do throws(HistoryLineError) {
        add(try HistoryEntry(jsonLine: String(decoding: line, as: UTF8.self)))
      } catch {
        throw UsageError("\(option): \(path):\(number): \(error.reason)")
      }
    }
  }

  /// The suggestion index of the history store (``HistoryLocation``): empty when the store does
  /// not exist (suggest creates none) or, without `--db`, when no location is known. A store
  /// that cannot be read is a read failure (exit 74) naming the file, never what it holds.
  private static func storeIndex(db: String?) throws(UsageError) -> HistoryIndex {
    let path: String
    do throws(UsageError) {
      path = try HistoryLocation.path(db: db)
    } catch {
      if db != nil { throw error }
      return HistoryIndex()
    }
    var info = stat()
    if stat(path, &info) != 0 && (errno == ENOENT || errno == ENOTDIR) { return HistoryIndex() }
    do throws(HistoryStoreError) {
      return try HistoryStore(path: path).suggestionIndex()
    } catch {
      throw .unreadable("history store: \(error.reason)")
    }
  }

  /// The system clock (the library reads none).
  static func systemTime() -> HistoryTime {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return HistoryTime(microsecondsSince1970: Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1_000)
  }

  func answer(_ input: String, to out: inout AnswerWriter) {
    var typed = cursor.map { SuggestionInput(input, cursor: $0) } ?? SuggestionInput(input)
    typed.preventsInlineCompletion = preventsInline
    let list =
      response.map { suggester.suggestions(for: typed, at: now, response: $0) }
      ?? suggester.suggestions(for: typed, at: now)
    let defaultRow = list.defaultSuggestion
    guard out.isJSON else {
      var text = ""
      for (index, row) in list.suggestions.enumerated() {
        text += row.provider.name + "\t" + String(row.relevance) + "\t" + row.destination.href + "\t" + row.title
        if index == 0, defaultRow != nil, let completion = row.inlineCompletion {
          text += "\t" + input + "[" + completion + "]"
        }
        text += "\n"
      }
      return out.write(text)
    }
    out.writeJSON { json in
      json["input"] = input
      json.setObjects("suggestions", list.suggestions.enumerated()) { object, item in
        let (index, row) = item
        let isDefault = index == 0 && defaultRow != nil
        object["provider"] = row.provider.name
        object["kind"] = row.kind.rawValue
        object["url"] = row.destination.href
        object["fill"] = row.fill
        if isDefault, let completion = row.inlineCompletion {
          object["inline"] = completion
        } else {
          object.setNull("inline")
        }
        object["default"] = isDefault
        object["relevance"] = row.relevance
        object["title"] = row.title
      }
    }
  }
}
