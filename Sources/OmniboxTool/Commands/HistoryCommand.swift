import Omnibox
import OmniboxHistory

/// `omnibox history`: the history store on disk (``HistoryStore``): import a browser's file, add
/// and forget visits, count what it holds, export it as the JSON Lines `suggest --history` reads.
/// Each run does one thing (``RunsOnce``); the words after `history` say which.
struct HistoryCommand: Command, RunsOnce {
  static let name = "history"
  static let summary = "keep the history store: import a browser's history, add and forget visits, stats, export"
  static let help = """
    usage: omnibox history import FORMAT FILE | add URL [--title T] [--typed] [--time TIME]
                           | forget URL|--host HOST|--since TIME [--until TIME]|--all | stats | export
                           [--db FILE] [--json]
    Keeps the history store, the SQLite file 'omnibox suggest' reads when given no --history:
    pages, visits, bookmarks and searched terms. Every write is one transaction: a run killed at
    any moment leaves the store whole, with every write that finished. Other runs (a suggest)
    read the store while one writes it.

    subcommands:
      import FORMAT FILE       imports a browser's file: chromium (History), chromium-bookmarks
                               (Bookmarks), firefox (places.sqlite), safari (History.db),
                               safari-bookmarks (Bookmarks.plist), bookmarks-html (the bookmark
                               file every browser exports) or jsonl (the lines 'export' prints).
                               A browser's database is copied first and the copy read. Prints
                               what was read, added and skipped:
                                 12 pages (10 new), 30 visits new, 3 bookmarks (3 new), 0 searches (0 new)
                               (--json: {"file","pages_read","pages_added","visits_added",
                               "bookmarks_read","bookmarks_added","searches_read","searches_added",
                               "skipped":[{"reason","count"}]}). Importing a file twice adds nothing
                               the second time. A meter on stderr shows how far it is when stderr
                               is a terminal (--no-progress: none).
      add URL                  records a visit to URL, read as 'omnibox resolve' reads typed text
                               (example.com is https://example.com/); text it would search for is
                               refused, and so is a URL the store never keeps (javascript:, data:,
                               about:, one the navigation policy would not load). Prints
                               "recorded URL" or "already recorded URL" (a visit at that moment
                               exists); --json: {"url","outcome"}.
        --title T              the page's title
        --typed                the visit was typed (transition typed; default: link)
        --time TIME            when: RFC 3339 or Unix seconds (default: the system clock)
      forget URL               forgets a page and its visits (its bookmarks stay), URL read as
                               for add;
        --host HOST            every page on HOST and its subdomains;
        --since TIME           every visit from TIME (up to --until TIME, not included), and the
                               pages left with none;
        --all                  everything: pages, visits, searches and bookmarks.
                               Prints what went: "forgot N pages, N visits" (", N bookmarks" with
                               --all); --json: {"pages","visits","bookmarks"}. The rows' bytes are
                               overwritten and the journal folded into the file and emptied.
      stats                    what the store holds: its path, schema version, pages, visits,
                               typed visits, bookmarks, searches, first and last visit (RFC 3339),
                               and bytes (the file's pages in use); --json: {"path",
                               "schema_version","pages","visits","typed_visits","bookmarks",
                               "searches","first_visit","last_visit","bytes"} (times null when
                               there is no visit)
      export                   the store as JSON Lines, one page a line, the format of
                               'suggest --history' and 'import jsonl' (the only format: --json
                               changes nothing):
                                 {"url","title","visits":[{"time","transition"}],"bookmarked",
                                 "visit_count","typed_count"}
                               Exported and imported again, a store gives the same export
                               (bookmark folders and hidden marks are not exported).

    the store: --db FILE, else $OMNIBOX_HISTORY, else $XDG_DATA_HOME/omnibox/history.sqlite, else
    $HOME/.local/share/omnibox/history.sqlite; created on first use (folders mode 0700, the file
    0600). 'omnibox suggest' reads the same store, and creates none.

    Messages about the store or a file name the file and the reason, never a URL or title from
    it; a refused URL is named by the reason only.
    Exit status: 0 done, 1 the file or URL refused ("omnibox: FILE: <reason>"), 64 usage error,
    74 a file that cannot be read or a store that cannot be written (full disk, file-size limit,
    read-only): the store is then as it was after its last finished write.

    examples:
      omnibox history stats --db Fixtures/cli/history.sqlite
        # path         Fixtures/cli/history.sqlite
        # schema       1
        # pages        20
        # visits       33
        # typed visits 12
        # bookmarks    1
        # searches     0
        # first visit  2026-11-10T12:00:00Z
        # last visit   2026-12-01T08:31:00Z
        # bytes        40960
      omnibox history export --db Fixtures/cli/history.sqlite
        # {"url":"https://www.swift.org/","title":"Swift.org - Welcome to Swift.org","visits":[{"time":"2026-11-30T09:12:00Z","transition":"typed"},{"time":"2026-11-28T17:40:00Z","transition":"typed"},{"time":"2026-11-20T08:05:00Z","transition":"link"}],"bookmarked":true,"visit_count":3,"typed_count":2}
        # …
      omnibox history add 'javascript:alert(1)' --db /tmp/omnibox-history-example/history.sqlite
        # (stderr) omnibox history add: not a URL to load: script URLs are not allowed (blocked-scheme)
      omnibox history add 'data:text/html,x' --db /tmp/omnibox-history-example/history.sqlite
        # (stderr) omnibox history add: not kept: a data: URL
    """
  static let options: [OptionSpec] = [
    .value("--db"), .value("--title"), .flag("--typed"), .value("--time"), .value("--host"), .value("--since"),
    .value("--until"), .flag("--all"),
  ]
  static var takesInputs: Bool { false }

  /// What this run does.
  enum Action {
    case importFile(HistoryImportFormat, path: String)
    case add(text: String, title: String?, transition: HistoryVisit.Transition, time: HistoryTime)
    case forget(Forget)
    case stats
    case export
  }

  /// What `forget` forgets, as given (a URL is read when the run starts).
  enum Forget {
    case url(String)
    case host(String)
    case timeRange(since: HistoryTime, until: HistoryTime?)
    case everything
  }

  /// The subcommands and the options each takes besides `--db` and the common ones.
  static let subcommands: [String: Set<String>] = [
    "import": [], "add": ["--title", "--typed", "--time"], "forget": ["--host", "--since", "--until", "--all"],
    "stats": [], "export": [],
  ]

  let action: Action
  let storePath: String
  let isJSON: Bool
  let showsProgress: Bool

  init(options: ParsedOptions) throws(UsageError) {
    var words = options.positionals[...]
    guard let word = words.popFirst() else {
      throw UsageError("needs a subcommand: import, add, forget, stats or export")
    }
    guard let allowed = Self.subcommands[word] else {
      let hint = ClosestWord.to(word, among: Self.subcommands.keys.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
      throw UsageError("unknown subcommand '\(Invocation.printable(word))'\(hint)")
    }
    for spec in Self.options where spec.name != "--db" && !allowed.contains(spec.name) {
      if options.has(spec.name) || options.value(spec.name) != nil {
        throw UsageError("\(spec.name) is not an option of 'history \(word)'")
      }
    }
    switch word {
    case "import":
      guard let name = words.popFirst(), let path = words.popFirst(), words.isEmpty else {
        throw UsageError("history import takes a FORMAT and a FILE")
      }
      guard let format = HistoryImportFormat(rawValue: name) else {
        let names = HistoryImportFormat.allCases.map(\.rawValue)
        let hint = ClosestWord.to(name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageError(
          "history import: unknown format '\(Invocation.printable(name))'\(hint); one of \(names.joined(separator: ", "))"
        )
      }
      action = .importFile(format, path: path)
    case "add":
      guard let text = words.popFirst(), words.isEmpty else { throw UsageError("history add takes one URL") }
      var time = SuggestCommand.systemTime()
      if let value = options.value("--time") {
        guard let parsed = HistoryEntry.time(parsing: value) else {
          throw UsageError("--time must be RFC 3339 (2026-11-30T10:00:00Z) or Unix seconds, not '\(value)'")
        }
        time = parsed
      }
      action = .add(
        text: text, title: options.value("--title"), transition: options.has("--typed") ? .typed : .link, time: time)
    case "forget":
      action = .forget(try Self.forgetScope(options, words: Array(words)))
    default:
      guard words.isEmpty else { throw UsageError("history \(word) takes no other words") }
      action = word == "stats" ? .stats : .export
    }
    storePath = try HistoryLocation.path(db: options.value("--db"))
    isJSON = options.has("--json")
    showsProgress = !options.has("--no-progress")
  }

  /// The scope `forget` names: exactly one of a URL, `--host`, `--since` (with `--until`), `--all`.
  private static func forgetScope(_ options: ParsedOptions, words: [String]) throws(UsageError) -> Forget {
    var scopes: [Forget] = []
    if words.count > 1 { throw UsageError("history forget takes one URL") }
    if let text = words.first { scopes.append(.url(text)) }
    if let host = options.value("--host") {
      guard !host.isEmpty else { throw UsageError("--host needs a host name") }
      scopes.append(.host(host))
    }
    if let value = options.value("--since") {
      guard let since = HistoryEntry.time(parsing: value) else {
        throw UsageError("--since must be RFC 3339 (2026-11-30T10:00:00Z) or Unix seconds, not '\(value)'")
      }
      var until: HistoryTime?
      if let value = options.value("--until") {
        guard let time = HistoryEntry.time(parsing: value) else {
          throw UsageError("--until must be RFC 3339 (2026-11-30T10:00:00Z) or Unix seconds, not '\(value)'")
        }
        until = time
      }
      scopes.append(.timeRange(since: since, until: until))
    } else if options.value("--until") != nil {
      throw UsageError("--until needs --since")
    }
    if options.has("--all") { scopes.append(.everything) }
    guard scopes.count == 1, let scope = scopes.first else {
      throw UsageError("history forget takes one of URL, --host HOST, --since TIME or --all")
    }
    return scope
  }

  func run<Sink: OutputSink>(_ streams: inout OutputStreams<Sink>) -> Int32 {
    let run = HistoryRun(storePath: storePath, isJSON: isJSON)
    switch action {
    case .importFile(let format, let path):
      let meter = ImportProgressMeter(
        disabled: !showsProgress, streamsShareOneFile: streams.sink.streamsShareOneFile)
      return run.importFile(format, path: path, meter: meter, &streams)
    case .add(let text, let title, let transition, let time):
      return run.add(text, title: title, transition: transition, time: time, &streams)
    case .forget(let scope):
      return run.forget(scope, &streams)
    case .stats:
      return run.stats(&streams)
    case .export:
      return run.export(&streams)
    }
  }
}
