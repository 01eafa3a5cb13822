import CWebKitGTK

/// `screenshot PATH`: the window rendered to a PNG once the page has painted.
///
/// WebKit reports a load finished before it has painted it, so the web view is rendered every
/// 100 ms until it shows more than its empty background, at most 50 times; then the window
/// is rendered and saved. The event says where the address entry is:
///
///     {"event":"screenshot","path":"…","entry":[x,y,width,height]}
@MainActor
final class Screenshot {
  let path: String
  unowned let shell: BrowserShell
  private var attempts = 0
  static let maximumAttempts = 50

  init(path: String, shell: BrowserShell) {
    self.path = path
    self.shell = shell
  }

  /// Renders now; saves when painted (or out of attempts), otherwise tries again shortly. A
  /// window that renders to nothing (its layout not done yet) is tried again too.
  func capture() {
    attempts += 1
    let isLastAttempt = attempts >= Self.maximumAttempts
    guard isLastAttempt || pagePainted() else { return tryAgain() }
    let texture = Self.render(shell.ui.window)
    if texture == nil && !isLastAttempt { return tryAgain() }
    if let texture, gdk_texture_save_to_png(texture, path) != 0 {
      shell.emit(ControlEvent("screenshot").with("path", path).with("entry", entryBounds))
    } else {
      shell.emit(ControlEvent("error").with("command", "screenshot").with("reason", "cannot render or write \(path)"))
    }
    if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
    shell.control?.screenshotDone()
  }

  /// Runs the next attempt in 100 ms.
  private func tryAgain() {
    let again: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
      withShell(data, 0) { shell in
        shell.control?.retryScreenshot()
        return 0
      }
    }
    g_timeout_add(100, again, Unmanaged.passUnretained(shell).toOpaque())
  }

  /// The address entry's `[x, y, width, height]` in the window, in pixels (where the suggestion
  /// list hangs from), or `null` when GTK cannot say.
  var entryBounds: ControlEvent.Value {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(shell.ui.entry, shell.ui.window, &bounds) != 0 else { return .null }
    let values = [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]
    return .array(values.map { .int(Int($0.rounded())) })
  }

  /// The widget drawn into a texture by its window's renderer.
  static func render(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
    let width = gtk_widget_get_width(widget)
    let height = gtk_widget_get_height(widget)
    guard width > 0, height > 0, let native = gtk_widget_get_native(widget) else { return nil }
    let paintable = gtk_widget_paintable_new(widget)
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    let snapshot = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, omnibox_gdk_snapshot(snapshot), Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
    defer { gsk_render_node_unref(node) }
    var viewport = graphene_rect_t(
      origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
    return gsk_renderer_render_texture(gtk_native_get_renderer(native), node, &viewport)
  }

  /// Whether the web view shows the page: rendered alone, it is transparent, then white (its
  /// empty background), until the page's first frame arrives; any other pixel is the page's
  /// (sampled every 2 pixels each way). A page that is entirely white runs out of attempts; a
  /// failed load needs no wait (its error is drawn by the shell).
  func pagePainted() -> Bool {
    guard shell.bar.state.failure == nil else { return true }  // an error shows in the page's place
    guard let texture = Self.render(shell.ui.webViewWidget) else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let width = Int(gdk_texture_get_width(texture))
    let height = Int(gdk_texture_get_height(texture))
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
    for row in stride(from: 0, to: height, by: 2) {
      for column in stride(from: 0, to: width, by: 2) {
        let i = (row * width + column) * 4  // B, G, R, A (premultiplied)
        if pixels[i + 3] > 0 && (pixels[i] < 0xF0 || pixels[i + 1] < 0xF0 || pixels[i + 2] < 0xF0) { return true }
      }
    }
    return false
  }
}

extension ControlChannel {
  /// Runs the pending screenshot's next attempt.
  func retryScreenshot() { currentScreenshot?.capture() }
}
