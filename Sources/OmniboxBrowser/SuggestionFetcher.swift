import CWebKitGTK
import Omnibox

/// Fetches the engine's suggestions over HTTP (libsoup 3) for ``AddressBar/Effect/fetchSuggestions(_:)``
/// and hands each answer back as ``AddressBar/Event/suggestionsReceived(_:for:)``.
///
/// A request waits ``debounceMilliseconds`` first; a newer request replaces a waiting one and
/// cancels one in flight, so fast typing sends one request, for the last text. Requests for
/// other machines go through `--proxy` when given (this machine's go direct), as the web
/// view's do. A failed or unreadable answer is dropped: the list simply has no engine rows.
@MainActor
final class SuggestionFetcher {
  /// How long a request waits for the next keystroke.
  static let debounceMilliseconds: guint = 100

  /// One request on the wire: what it answers, its session, message and cancellable.
  @MainActor
  final class Fetch {
    let request: AddressBar.SuggestionRequest
    let session: UnsafeMutablePointer<SoupSession>?
    let message: OpaquePointer
    let cancellable: UnsafeMutablePointer<GCancellable>
    weak var fetcher: SuggestionFetcher?

    init(
      request: AddressBar.SuggestionRequest, session: UnsafeMutablePointer<SoupSession>?, message: OpaquePointer,
      cancellable: UnsafeMutablePointer<GCancellable>
    ) {
      self.request = request
      self.session = session
      self.message = message
      self.cancellable = cancellable
    }
  }

  unowned let shell: BrowserShell
  private let session: UnsafeMutablePointer<SoupSession>?
  private var waiting: AddressBar.SuggestionRequest?
  private var timer: guint = 0
  private var inFlight: Fetch?

  /// A fetcher on its own session; `proxy` (a URI) for every host but this machine's.
  init(shell: BrowserShell, proxy: String?) {
    self.shell = shell
    session = soup_session_new()
    soup_session_set_timeout(session, 10)
    if let proxy { Self.route(session, through: proxy) }
  }

  /// Requests for other machines go through `proxy`; this machine's are direct.
  private static func route(_ session: UnsafeMutablePointer<SoupSession>?, through proxy: String) {
    let direct = ["localhost", "127.0.0.1", "::1"]
    var hosts: [UnsafeMutablePointer<CChar>?] = direct.map { strdup($0) } + [nil]
    defer { for host in hosts { free(host) } }
    hosts.withUnsafeMutableBufferPointer { buffer in
      let resolver = g_simple_proxy_resolver_new(proxy, buffer.baseAddress)
      soup_session_set_proxy_resolver(session, resolver)
      g_object_unref(UnsafeMutableRawPointer(resolver))
    }
  }

  /// Fetches `request` after the debounce, replacing any request not answered yet.
  func fetch(_ request: AddressBar.SuggestionRequest) {
    cancel()
    waiting = request
    let fire: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
      withShell(data, 0) { shell in
        shell.fetcher?.send()
        return 0
      }
    }
    timer = g_timeout_add(Self.debounceMilliseconds, fire, Unmanaged.passUnretained(shell).toOpaque())
  }

  /// Drops the waiting request and cancels the one in flight.
  func cancel() {
    if timer != 0 { g_source_remove(timer) }
    timer = 0
    waiting = nil
    if let inFlight { g_cancellable_cancel(inFlight.cancellable) }
    inFlight = nil
  }

  /// The debounce is over: the waiting request goes out.
  private func send() {
    timer = 0
    guard let request = waiting else { return }
    waiting = nil
    guard let message = soup_message_new("GET", request.url), let cancellable = g_cancellable_new() else { return }
    let fetch = Fetch(request: request, session: session, message: message, cancellable: cancellable)
    fetch.fetcher = self
    inFlight = fetch
    let done: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
      _, result, data in
      guard let data else { return }
      let fetch = Unmanaged<Fetch>.fromOpaque(data).takeRetainedValue()
      MainActor.assumeIsolated { fetch.finish(result) }
    }
    soup_session_send_and_read_async(
      session, message, G_PRIORITY_DEFAULT, cancellable, done, Unmanaged.passRetained(fetch).toOpaque())
  }

  /// The answer to `fetch`: parsed and handed to the bar when it is still the current request.
  fileprivate func finished(_ fetch: Fetch, body: [UInt8]?, charset: String?) {
    guard fetch === inFlight else { return }
    inFlight = nil
    guard let body else { return }
    do throws(SuggestionError) {
      let parsed = try SearchSuggestions(parsing: body, charset: charset)
      shell.send(.suggestionsReceived(parsed, for: fetch.request))
    } catch {
      writeStandardError("omnibox-browser: suggestions from \(fetch.request.url): \(error)\n")
    }
  }
}

extension SuggestionFetcher.Fetch {
  /// Reads the response (a 200's body and its charset) and frees the request's objects.
  fileprivate func finish(_ result: OpaquePointer?) {
    var error: UnsafeMutablePointer<GError>?
    let bytes = soup_session_send_and_read_finish(session, result, &error)
    var body: [UInt8]?
    var charset: String?
    if let bytes, error == nil, soup_message_get_status(message) == SOUP_STATUS_OK {
      var size: gsize = 0
      if let data = g_bytes_get_data(bytes, &size) {
        body = Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
      } else {
        body = []
      }
      charset = Self.charset(of: message)
    }
    if let bytes { g_bytes_unref(bytes) }
    if let error { g_error_free(error) }
    g_object_unref(UnsafeMutableRawPointer(message))
    g_object_unref(UnsafeMutableRawPointer(cancellable))
    fetcher?.finished(self, body: body, charset: charset)
  }

  /// The response's `Content-Type` charset parameter, if any.
  private static func charset(of message: OpaquePointer) -> String? {
    var parameters: OpaquePointer?
    guard soup_message_headers_get_content_type(soup_message_get_response_headers(message), &parameters) != nil,
      let parameters
    else { return nil }
    defer { g_hash_table_destroy(parameters) }
    return g_hash_table_lookup(parameters, "charset").map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
  }
}
