import CWebKitGTK

// GObject signals from Swift: `g_signal_connect` is a macro, so the shell calls
// `g_signal_connect_data` with a `@convention(c)` handler and the shell as unretained user
// data; GTK calls every handler on the main thread, where the shell lives.

/// Connects `handler` (a `@convention(c)` function whose last parameter is the user data) to
/// `signal` on `instance`, with `shell` as the user data.
@MainActor
func connect<Handler>(_ instance: UnsafeMutableRawPointer?, _ signal: String, _ shell: BrowserShell, _ handler: Handler)
{
  let data = Unmanaged.passUnretained(shell).toOpaque()
  g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self), data, nil, GConnectFlags(0))
}

/// Connects `handler` to `signal` on an instance of an opaque GObject type.
@MainActor
func connect<Handler>(_ instance: OpaquePointer?, _ signal: String, _ shell: BrowserShell, _ handler: Handler) {
  connect(UnsafeMutableRawPointer(instance), signal, shell, handler)
}

/// Runs `body` with the shell behind a handler's user data, on the main actor (GTK calls
/// handlers on the main thread); `fallback` when there is no user data.
func withShell<T: Sendable>(_ data: UnsafeMutableRawPointer?, _ fallback: T, _ body: @MainActor (BrowserShell) -> T)
  -> T
{
  guard let data else { return fallback }
  let shell = Unmanaged<BrowserShell>.fromOpaque(data).takeUnretainedValue()
  return MainActor.assumeIsolated { body(shell) }
}

/// A C string's text, or `""` for NULL.
func text(_ pointer: UnsafePointer<CChar>?) -> String {
  pointer.map { String(cString: $0) } ?? ""
}
