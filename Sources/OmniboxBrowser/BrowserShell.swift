import CWebKitGTK
import Omnibox

/// The demo shell: a GTK window whose address bar is an ``AddressBar`` value.
///
/// Every GTK and WebKit signal becomes one ``AddressBar/Event``; the effects that come back
/// are carried out on the web view (load, stop, back, forward, reload), the desktop (open in
/// another app) or the window (refusals); then the window draws the new state. The shell
/// itself decides nothing. Lives on the main actor: GTK calls every handler on the main
/// thread, and the handlers enter it with `MainActor.assumeIsolated`.
@MainActor
final class BrowserShell {
  let options: ShellOptions
  private(set) var bar: AddressBar
  let ui: BrowserWindow
  let loop: OpaquePointer
  /// The control channel, in `--control` mode.
  var control: ControlChannel?
  /// How the process ends: 0 after `quit` or closing the window.
  var exitStatus: Int32 = 0

  /// The suggestion list under the entry.
  var popover: SuggestionPopover?
  /// Fetches the engine's suggestions.
  var fetcher: SuggestionFetcher?
  /// The history store, unless `--incognito` (or it cannot be opened).
  var history: HistoryKeeper?
  /// Set while the shell itself changes the entry's text (its "changed" signal is no typing).
  var isSettingText = false
  /// How the key just pressed edits the field (Backspace, Delete, cut: a deletion; paste),
  /// for the "changed" signal it causes; `nil`: the bar infers it.
  var pendingEdit: SuggestionInput.Edit?
  /// Whether the key just pressed types over a selection (GTK reports two changes for it).
  var isReplacingSelection = false
  /// Where the caret will be (in characters) after the insertion GTK is making.
  var insertionEnd: Int?
  /// Whether the entry's selection is to be set again from the bar's after GTK's own caret move.
  var isReselectPending = false
  /// Whether the current load failed (WebKit still reports it finished).
  var loadFailed = false
  /// Effects to carry out once the current signal handler has returned (WebKit must not be
  /// asked to load from inside its own `decide-policy`).
  private var deferred: [AddressBar.Effect] = []
  private var isDrainScheduled = false
  private var lastSelection: Range<Int>?
  private var lastStateLine: String?
  private var lastSuggestionsLine: String?

  init(options: ShellOptions) {
    self.options = options
    let keeper = options.incognito ? nil : Self.openHistory(options)
    history = keeper
    self.bar = AddressBar(
      configuration: Self.configuration(options), history: keeper?.suggestionIndex() ?? HistoryIndex())
    let session = webkit_network_session_new_ephemeral()
    if let proxy = options.proxy { Self.route(session, through: proxy) }
    ui = BrowserWindow(options: options, session: session)
    loop = g_main_loop_new(nil, 0)
    popover = SuggestionPopover(under: ui.entry, shell: self)
    fetcher = SuggestionFetcher(shell: self, proxy: options.proxy)
    connectSignals()
    if options.control { control = ControlChannel(shell: self) }
  }

  /// The history store at `--db` or the default location; `nil` (after a message) without one.
  static func openHistory(_ options: ShellOptions) -> HistoryKeeper? {
    guard let path = ShellHistoryLocation.path(db: options.historyPath) else {
      writeStandardError("omnibox-browser: no history store (give --db FILE, or set OMNIBOX_HISTORY or HOME)\n")
      return nil
    }
    return HistoryKeeper(path: path)
  }

  /// The bar's deciders: the app's hand-off scheme, Google (its suggestions from
  /// `--suggest-url` when given), and no recording with `--incognito`.
  static func configuration(_ options: ShellOptions) -> AddressBar.Configuration {
    var omnibox = Omnibox()
    if let template = options.suggestURL,
      let engine = try? SuggestionEndpointEngine(base: GoogleSearch(), suggestionTemplate: template)
    {
      omnibox = Omnibox(configuration: Omnibox.Configuration(defaultEngine: engine))
    }
    var configuration = AddressBar.Configuration(appSchemes: [options.appScheme], omnibox: omnibox)
    configuration.recordsHistory = !options.incognito
    return configuration
  }

  /// Requests for other machines go through `proxy`; this machine's are direct.
  private static func route(_ session: OpaquePointer?, through proxy: String) {
    let direct = ["localhost", "127.0.0.1", "::1"]
    var hosts: [UnsafeMutablePointer<CChar>?] = direct.map { strdup($0) } + [nil]
    defer { for host in hosts { free(host) } }
    hosts.withUnsafeMutableBufferPointer { buffer in
      let list = UnsafeRawPointer(buffer.baseAddress).map { $0.assumingMemoryBound(to: UnsafePointer<CChar>?.self) }
      let settings = webkit_network_proxy_settings_new(proxy, list)
      webkit_network_session_set_proxy_settings(session, WEBKIT_NETWORK_PROXY_MODE_CUSTOM, settings)
      webkit_network_proxy_settings_free(settings)
    }
  }

  /// Shows the window, opens the launch link, and runs until `quit` or the window closes.
  func run() {
    gtk_window_present(omnibox_gtk_window(ui.window))
    draw()
    if let link = options.launchLink { send(.launched(link)) }
    control?.start()
    g_main_loop_run(loop)
  }

  /// Ends the main loop with `status`.
  func quit(status: Int32 = 0) {
    exitStatus = status
    g_main_loop_quit(loop)
  }

  // MARK: Events in, effects out

  /// Sends `event` to the address bar, carries out its effects and draws the new state.
  func send(_ event: AddressBar.Event) {
    let effects = bar.send(event)
    for effect in effects { perform(effect) }
    draw()
  }

  /// Answers WebKit's navigation question now; the rest of the effects run after the handler.
  func answer(_ event: AddressBar.Event, use: () -> Void, ignore: () -> Void) {
    var answered = false
    for effect in bar.send(event) {
      guard case .answerNavigation(let decision) = effect else {
        deferred.append(effect)
        continue
      }
      answered = true
      report(decision, for: event)
      if decision.action == .load { use() } else { ignore() }
    }
    if !answered { ignore() }
    scheduleDeferred()
    draw()
  }

  private func scheduleDeferred() {
    guard !deferred.isEmpty, !isDrainScheduled else { return }
    isDrainScheduled = true
    let drain: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
      withShell(data, 0) { shell in
        shell.drainDeferred()
        return 0
      }
    }
    g_idle_add(drain, Unmanaged.passUnretained(self).toOpaque())
  }

  private func drainDeferred() {
    isDrainScheduled = false
    let effects = deferred
    deferred = []
    for effect in effects { perform(effect) }
    draw()
  }

  /// Carries out one effect.
  private func perform(_ effect: AddressBar.Effect) {
    switch effect {
    case .load(let url):
      fetcher?.cancel()
      webkit_web_view_load_uri(ui.webView, url)
    case .stop: webkit_web_view_stop_loading(ui.webView)
    case .goBack: webkit_web_view_go_back(ui.webView)
    case .goForward: webkit_web_view_go_forward(ui.webView)
    case .reload: webkit_web_view_reload(ui.webView)
    case .openExternally(let url): openExternally(url)
    case .showRefusal(let refusal):
      emit(
        ControlEvent("refused").with("input", refusal.input).with("reason", refusal.code).with(
          "message", refusal.message))
    case .answerNavigation: break  // answered where WebKit asked
    case .fetchSuggestions(let request): fetcher?.fetch(request)
    case .recordVisit, .recordTitle, .forgetPage: history?.perform(effect)
    case .switchToTab(let url):
      // One window, one tab, and no open-tab rows (the bar is told of no other tab): reported only.
      emit(ControlEvent("tab").with("url", url))
    }
  }

  /// Hands `url` to the desktop's handler for its scheme. In control mode it is only
  /// reported: a test must not start other programs.
  private func openExternally(_ url: String) {
    emit(ControlEvent("external").with("url", url))
    guard control == nil else { return }
    gtk_show_uri(omnibox_gtk_window(ui.window), url, UInt32(GDK_CURRENT_TIME))
  }

  /// Writes the policy event for a decision the bar made.
  private func report(_ decision: PolicyDecision, for event: AddressBar.Event) {
    guard case .navigationRequested(let url, _, _) = event else { return }
    var line = ControlEvent("policy").with("url", url).with("action", decision.action.rawValue)
      .with("reason", decision.reason.rawValue)
    if let target = decision.target { line = line.with("target", target) }
    emit(line)
  }

  // MARK: Drawing and reporting

  /// Draws the state, and in control mode reports it when it changed.
  func draw() {
    let state = bar.state
    let selection = state.selection
    ui.draw(state, selects: selection != lastSelection) { isSettingText = $0 }
    lastSelection = selection
    popover?.draw(state)
    let suggestions = suggestionsEvent
    // A closed list is reported once, whatever was typed meanwhile.
    let suggestionsLine = state.isShowingSuggestions ? suggestions.line : "closed"
    if suggestionsLine != lastSuggestionsLine {
      if lastSuggestionsLine != nil || state.isShowingSuggestions { emit(suggestions) }
      lastSuggestionsLine = suggestionsLine
    }
    let line = stateEvent.line
    if line != lastStateLine {
      lastStateLine = line
      emit(stateEvent)
    }
  }

  /// `{"event":"state","field","url","title","loading","canGoBack","canGoForward","security",
  /// "selection":[start,end]}` (the selection in UTF-16 offsets into the field).
  var stateEvent: ControlEvent {
    let state = bar.state
    return ControlEvent("state").with("field", state.field).with("url", state.url).with("title", state.title)
      .with("loading", state.isLoading).with("canGoBack", state.canGoBack).with("canGoForward", state.canGoForward)
      .with("security", state.security.rawValue)
      .with("selection", .array([.int(state.selection.lowerBound), .int(state.selection.upperBound)]))
  }

  /// `{"event":"suggestions","input","items":[{"kind","url","text"}],"selected","inline"}`: the
  /// list (empty when closed), the selected row's index and the inline completion, or `null`.
  /// A row whose URL imitates a well-known site has `"lookalike":true` too.
  var suggestionsEvent: ControlEvent {
    let state = bar.state
    let items = state.suggestions.map { row in
      let members = [
        JSONMember(key: "kind", value: .string(row.kind.rawValue)),
        JSONMember(key: "url", value: .string(row.destination.href)),
        JSONMember(key: "text", value: .string(row.display)),
      ]
      return JSONValue.members(members + (row.isLookalike ? [JSONMember(key: "lookalike", value: .bool(true))] : []))
    }
    return ControlEvent("suggestions").with("input", state.typedText).with("items", .array(items))
      .with("selected", .integer(state.selectedSuggestion)).with("inline", state.inlineCompletion)
  }

  /// Writes `event` in control mode; a closed output ends the shell.
  func emit(_ event: ControlEvent) {
    guard control != nil else { return }
    if !writeStandardOutput(event.line + "\n") { quit(status: 74) }
  }
}
