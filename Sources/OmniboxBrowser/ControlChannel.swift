import CWebKitGTK
import Omnibox

/// `--control`: commands read from stdin, one per line, run one at a time in order (`click`
/// and `screenshot` finish asynchronously; the next command waits for them). A line that is
/// no command gets `{"event":"error","command":…,"reason":…}`; end of input quits.
@MainActor
final class ControlChannel {
  unowned let shell: BrowserShell
  private var channel: UnsafeMutablePointer<GIOChannel>?
  private var queue: [String] = []
  private var isBusy = false
  private var screenshot: Screenshot?
  /// The screenshot being taken, if any.
  var currentScreenshot: Screenshot? { screenshot }

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
      shell.send(.edited(ui.entryText))
    case .enter:
      omnibox_emit_activate(ui.entry)
    case .escape:
      shell.send(.escaped)
    case .back:
      gtk_widget_activate(ui.back)
    case .forward:
      gtk_widget_activate(ui.forward)
    case .reload:
      gtk_widget_activate(ui.reload)
    case .click(let selector):
      isBusy = true
      click(selector)
    case .state:
      shell.emit(shell.stateEvent)
    case .screenshot(let path):
      isBusy = true
      let shot = Screenshot(path: path, shell: shell)
      screenshot = shot
      shot.capture()
    case .quit:
      queue.removeAll()
      shell.quit()
    }
  }

  /// Clicks the first element matching `selector` with page script (`element.click()`),
  /// as a person's click on it would; reports an error when nothing matches.
  private func click(_ selector: String) {
    let script = """
      (function () { var e = document.querySelector(\(JSONValue.string(selector).serialized)); \
      if (!e) { return false; } e.click(); return true; })()
      """
    let done: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
      _, result, data in
      withShell(data, ()) { shell in shell.control?.clicked(result) }
    }
    webkit_web_view_evaluate_javascript(
      shell.ui.webView, script, -1, nil, nil, nil, done, Unmanaged.passUnretained(shell).toOpaque())
  }

  private func clicked(_ result: OpaquePointer?) {
    var error: UnsafeMutablePointer<GError>?
    let value = webkit_web_view_evaluate_javascript_finish(shell.ui.webView, result, &error)
    if let error {
      shell.emit(ControlEvent("error").with("command", "click").with("reason", text(error.pointee.message)))
      g_error_free(error)
    } else if let value {
      if jsc_value_to_boolean(value) == 0 {
        shell.emit(ControlEvent("error").with("command", "click").with("reason", "no element matches the selector"))
      }
    }
    if let value { g_object_unref(UnsafeMutableRawPointer(value)) }
    finished()
  }

  /// The screenshot was saved (or could not be).
  func screenshotDone() {
    screenshot = nil
    finished()
  }
}
