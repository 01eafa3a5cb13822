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

  /// Set while the shell itself changes the entry's text (its "changed" signal is no typing).
  var isSettingText = false
  /// Whether the current load failed (WebKit still reports it finished).
  var loadFailed = false
  /// Effects to carry out once the current signal handler has returned (WebKit must not be
  /// asked to load from inside its own `decide-policy`).
  private var deferred: [AddressBar.Effect] = []
  private var isDrainScheduled = false
  private var wasSelectingAll = false
  private var lastStateLine: String?

  init(options: ShellOptions) {
    self.options = options
    self.bar = AddressBar(configuration: .init(appSchemes: [options.appScheme]))
    let session = webkit_network_session_new_ephemeral()
    if let proxy = options.proxy { Self.route(session, through: proxy) }
    ui = BrowserWindow(options: options, session: session)
    loop = g_main_loop_new(nil, 0)
    connectSignals()
    if options.control { control = ControlChannel(shell: self) }
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
    case .load(let url): webkit_web_view_load_uri(ui.webView, url)
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
    let selectAll = state.selectsAll && !wasSelectingAll
    wasSelectingAll = state.selectsAll
    ui.draw(state, selectAll: selectAll) { isSettingText = $0 }
    let line = stateEvent.line
    if line != lastStateLine {
      lastStateLine = line
      emit(stateEvent)
    }
  }

  /// `{"event":"state","field","url","title","loading","canGoBack","canGoForward","security"}`.
  var stateEvent: ControlEvent {
    let state = bar.state
    return ControlEvent("state").with("field", state.field).with("url", state.url).with("title", state.title)
      .with("loading", state.isLoading).with("canGoBack", state.canGoBack).with("canGoForward", state.canGoForward)
      .with("security", state.security.rawValue)
  }

  /// Writes `event` in control mode; a closed output ends the shell.
  func emit(_ event: ControlEvent) {
    guard control != nil else { return }
    if !writeStandardOutput(event.line + "\n") { quit(status: 74) }
  }
}
