import CWebKitGTK
import Omnibox

/// `--control`: commands read from stdin, one per line, run one at a time in order (`click`
/// and `screenshot` finish asynchronously; the next command waits for them). A line that is
/// no command gets `{"event":"error","command":…,"reason":…}`; end of input quits.
///
/// Every wait is bounded, so `quit` always comes: a click waits for its script at most
/// ``scriptSeconds`` (then an error event), or until the page opens a dialog (the click has
/// happened; the page now waits for a `dialog` command, and the script's answer comes after
/// it); a screenshot tries at most ``Screenshot/maximumAttempts`` times. Nothing waits for a
/// dialog: while one is open every command runs (`click` is refused, as the page's script
/// cannot run), and `quit` dismisses it.
@MainActor
final class ControlChannel {
  unowned let shell: BrowserShell
  private var channel: UnsafeMutablePointer<GIOChannel>?
  private var queue: [String] = []
  private var isBusy = false
  private var screenshot: Screenshot?
  /// The screenshot being taken, if any.
  var currentScreenshot: Screenshot? { screenshot }
  /// The click waiting for its script: the call's cancellable (a click that stops waiting
  /// cancels it, so the script's late answer is recognised and dropped) and its time limit.
  private var pendingClick: (call: UnsafeMutablePointer<GCancellable>, timer: guint)?
  /// The page's dialog waiting for a `dialog` command.
  private(set) var openDialog: ScriptDialog?

  /// How long a click waits for the page's script to return.
  static let scriptSeconds: guint = 10

  init(shell: BrowserShell) { self.shell = shell }

  /// Starts watching stdin (non-blocking, bytes as they come: no encoding check).
  func start() {
    guard let channel = g_io_channel_unix_new(0) else { return }
    self.channel = channel
    g_io_channel_set_encoding(channel, nil, nil)
    g_io_channel_set_flags(channel, G_IO_FLAG_NONBLOCK, nil)
    let readable: @convention(c) (UnsafeMutablePointer<GIOChannel>?, GIOCondition, UnsafeMutableRawPointer?) -> gboolean
    readable = { _, _, data in
      withShell(data, 0) { shell in (shell.control?.readLines() ?? false) ? 1 : 0 }
    }
    let condition = GIOCondition(G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue)
    g_io_add_watch(channel, condition, readable, Unmanaged.passUnretained(shell).toOpaque())
  }

  /// Reads every complete line available; `false` (stop watching) at end of input.
  func readLines() -> Bool {
    guard let channel else { return false }
    while true {
      var line: UnsafeMutablePointer<gchar>?
      var length: gsize = 0
      let status = g_io_channel_read_line(channel, &line, &length, nil, nil)
      switch status {
      case G_IO_STATUS_NORMAL:
        var text = line.map { String(cString: $0) } ?? ""
        g_free(line)
        if text.hasSuffix("\n") { text.removeLast() }
        queue.append(text)
        runQueued()
      case G_IO_STATUS_AGAIN:
        return true
      default:
        g_free(line)
        queue.append("quit")
        runQueued()
        return false
      }
    }
  }

  /// Runs queued commands until one has to wait.
  private func runQueued() {
    while !isBusy, !queue.isEmpty { run(queue.removeFirst()) }
  }

  /// The asynchronous command running now has finished.
  func finished() {
    isBusy = false
    runQueued()
  }

  private func run(_ line: String) {
    switch ControlCommand.parse(line) {
    case .failure(let failure):
      shell.emit(ControlEvent("error").with("command", line).with("reason", failure.description))
    case .success(let command):
      execute(command)
    }
  }

  private func execute(_ command: ControlCommand) {
    let ui = shell.ui
    switch command {
    case .type(let text):
      // GTK reports a replaced text as two changes (emptied, then filled): one edit is sent.
      gtk_widget_grab_focus(ui.entry)
      shell.isSettingText = true
      gtk_editable_set_text(omnibox_gtk_editable(ui.entry), text)
      gtk_editable_set_position(omnibox_gtk_editable(ui.entry), -1)
      shell.isSettingText = false
      shell.send(.fieldChanged(AddressBar.FieldEdit(ui.entryText, kind: .insertion)))
    case .enter:
      omnibox_emit_activate(ui.entry)
    case .escape:
      shell.send(.escaped)
    case .key(let key):
      press(key)
    case .clickSuggestion(let index):
      guard let row = shell.popover?.row(index) else {
        let reason = "the suggestion list has no row \(index)"
        shell.emit(ControlEvent("error").with("command", "click-suggestion").with("reason", reason))
        return
      }
      gtk_widget_activate(row)
    case .back:
      gtk_widget_activate(ui.back)
    case .forward:
      gtk_widget_activate(ui.forward)
    case .reload:
      gtk_widget_activate(ui.reload)
    case .click(let selector):
      guard openDialog == nil else {
        let reason = "a dialog is open (answer it with 'dialog accept' or 'dialog dismiss')"
        shell.emit(ControlEvent("error").with("command", "click").with("reason", reason))
        return
      }
      isBusy = true
      click(selector)
    case .state:
      shell.emit(shell.stateEvent)
    case .screenshot(let path):
      isBusy = true
      let shot = Screenshot(path: path, shell: shell)
      screenshot = shot
      shot.capture()
    case .dialog(let answer):
      answerDialog(answer)
    case .quit:
      queue.removeAll()
      openDialog?.dismiss()
      openDialog = nil
      shell.quit()
    }
  }

  /// Presses `key` in the entry: through the shell's own key handling, then, when the shell
  /// leaves the key to GTK, what GTK would do (Backspace and Delete edit the entry itself, so
  /// its "changed" signal runs as for a real key; Tab moves the focus on).
  private func press(_ key: ControlCommand.Key) {
    let entry = shell.ui.entry
    let editable = omnibox_gtk_editable(entry)
    switch key {
    case .down: _ = shell.keyPressed(guint(GDK_KEY_Down), GdkModifierType(0))
    case .up: _ = shell.keyPressed(guint(GDK_KEY_Up), GdkModifierType(0))
    case .escape: _ = shell.keyPressed(guint(GDK_KEY_Escape), GdkModifierType(0))
    case .enter: omnibox_emit_activate(entry)
    case .tab:
      if !shell.keyPressed(guint(GDK_KEY_Tab), GdkModifierType(0)) {
        _ = gtk_widget_child_focus(shell.ui.window, GTK_DIR_TAB_FORWARD)
      }
    case .shiftDelete:
      if !shell.keyPressed(guint(GDK_KEY_Delete), GDK_SHIFT_MASK) { gtk_editable_delete_selection(editable) }
    case .backSpace, .delete:
      _ = shell.keyPressed(guint(key == .backSpace ? GDK_KEY_BackSpace : GDK_KEY_Delete), GdkModifierType(0))
      var start: Int32 = 0
      var end: Int32 = 0
      if gtk_editable_get_selection_bounds(editable, &start, &end) != 0 {
        gtk_editable_delete_selection(editable)
      } else if key == .backSpace, start > 0 {
        gtk_editable_delete_text(editable, start - 1, start)
      } else if key == .delete {
        gtk_editable_delete_text(editable, start, start + 1)
      }
      shell.pendingEdit = nil
    }
  }

  /// Clicks the first element matching `selector` with page script (`element.click()`),
  /// as a person's click on it would; reports an error when nothing matches, or when the
  /// script has not returned in ``scriptSeconds``.
  private func click(_ selector: String) {
    let script = """
      (function () { var e = document.querySelector(\(JSONValue.string(selector).serialized)); \
      if (!e) { return false; } e.click(); return true; })()
      """
    let data = Unmanaged.passUnretained(shell).toOpaque()
    let done: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
      _, result, data in
      withShell(data, ()) { shell in shell.control?.clicked(result) }
    }
    let late: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
      withShell(data, 0) { shell in
        shell.control?.clickTimedOut()
        return 0
      }
    }
    guard let call = g_cancellable_new() else { return finished() }
    pendingClick = (call, g_timeout_add_seconds(Self.scriptSeconds, late, data))
    webkit_web_view_evaluate_javascript(shell.ui.webView, script, -1, nil, nil, call, done, data)
  }

  private func clicked(_ result: OpaquePointer?) {
    var error: UnsafeMutablePointer<GError>?
    let value = webkit_web_view_evaluate_javascript_finish(shell.ui.webView, result, &error)
    defer {
      if let value { g_object_unref(UnsafeMutableRawPointer(value)) }
      if let error { g_error_free(error) }
    }
    // A cancelled call belongs to a click that stopped waiting (timed out, or a dialog opened).
    let cancelled = g_error_matches(error, g_io_error_quark(), Int32(G_IO_ERROR_CANCELLED.rawValue)) != 0
    guard !cancelled, let (call, timer) = pendingClick else { return }
    pendingClick = nil
    g_source_remove(timer)
    g_object_unref(UnsafeMutableRawPointer(call))
    if let error {
      shell.emit(ControlEvent("error").with("command", "click").with("reason", text(error.pointee.message)))
    } else if let value, jsc_value_to_boolean(value) == 0 {
      shell.emit(ControlEvent("error").with("command", "click").with("reason", "no element matches the selector"))
    }
    finished()
  }

  /// The click's script has not returned in time (it may still, and is then ignored).
  private func clickTimedOut() {
    guard stopWaitingForClick(timerFired: true) else { return }
    let reason = "the page's script did not return within \(Self.scriptSeconds) s"
    shell.emit(ControlEvent("error").with("command", "click").with("reason", reason))
    finished()
  }

  /// Ends the click's wait without its script's answer: the call is cancelled (so its answer,
  /// when it comes, is dropped) and the time limit removed, unless that is what fired. Returns
  /// whether a click was waiting.
  private func stopWaitingForClick(timerFired: Bool) -> Bool {
    guard let (call, timer) = pendingClick else { return false }
    pendingClick = nil
    if !timerFired { g_source_remove(timer) }
    g_cancellable_cancel(call)
    g_object_unref(UnsafeMutableRawPointer(call))
    return true
  }

  // MARK: Dialogs

  /// "script-dialog": holds the dialog and reports it; a click waiting for its script stops
  /// waiting (its script returns only once the dialog is answered). Returns whether the shell
  /// handles it (false leaves it to WebKit). Runs inside the signal, so the next command starts
  /// after it has returned: a `dialog` command must not close the dialog before WebKit is done
  /// with it.
  func dialogOpened(_ dialog: OpaquePointer) -> Bool {
    guard let held = ScriptDialog(dialog) else { return false }
    openDialog?.dismiss()  // WebKit asks one at a time; one left open is no longer waited for
    openDialog = held
    shell.emit(held.event)
    if stopWaitingForClick(timerFired: false) {
      let next: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        withShell(data, 0) { shell in
          shell.control?.finished()
          return 0
        }
      }
      g_idle_add(next, Unmanaged.passUnretained(shell).toOpaque())
    }
    return true
  }

  /// `dialog accept [TEXT]` or `dialog dismiss`: answers the open dialog.
  private func answerDialog(_ answer: ControlCommand.DialogAnswer) {
    func refuse(_ reason: String) {
      shell.emit(ControlEvent("error").with("command", "dialog").with("reason", reason))
    }
    guard let dialog = openDialog else { return refuse("no dialog is open") }
    switch answer {
    case .accept(.some) where dialog.kind != .prompt:
      return refuse("only a prompt takes text (the open dialog is \(dialog.kind.rawValue))")
    case .accept(let text):
      dialog.accept(text)
    case .dismiss:
      dialog.dismiss()
    }
    openDialog = nil
  }

  /// The screenshot was saved (or could not be).
  func screenshotDone() {
    screenshot = nil
    finished()
  }
}
