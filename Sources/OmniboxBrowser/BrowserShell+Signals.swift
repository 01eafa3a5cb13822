import CWebKitGTK
import Omnibox

// Every signal the shell listens to, each turned into one AddressBar event.

extension BrowserShell {
  func connectSignals() {
    connectField()
    connectWebView()
    let close: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
      withShell(data, 0) { shell in
        shell.quit()
        return 0
      }
    }
    connect(ui.window, "close-request", self, close)
  }

  // MARK: The field and the buttons

  private func connectField() {
    let changed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      withShell(data, ()) { $0.fieldChanged() }
    }
    connect(ui.entry, "changed", self, changed)
    // The entry's text is its delegate's (a GtkText), which alone emits "insert-text".
    let insert:
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?
      ) -> Void = { _, text, bytes, position, data in
        guard let text, let position else { return }
        let start = position.pointee
        withShell(data, ()) { $0.textWillBeInserted(text, bytes: bytes, at: start) }
      }
    connect(gtk_editable_get_delegate(omnibox_gtk_editable(ui.entry)), "insert-text", self, insert)
    let moved: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
      _, _, data in
      withShell(data, ()) { $0.caretMoved() }
    }
    for property in ["notify::cursor-position", "notify::selection-bound"] {
      connect(gtk_editable_get_delegate(omnibox_gtk_editable(ui.entry)), property, self, moved)
    }
    let activate: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      withShell(data, ()) { $0.send(.submitted) }
    }
    connect(ui.entry, "activate", self, activate)

    let focus = gtk_event_controller_focus_new()
    let enter: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      withShell(data, ()) { $0.send(.focused) }
    }
    let leave: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      withShell(data, ()) { $0.send(.blurred) }
    }
    connect(focus, "enter", self, enter)
    connect(focus, "leave", self, leave)
    gtk_widget_add_controller(ui.entry, focus)

    let keys = gtk_event_controller_key_new()
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    let pressed:
      @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?)
        -> gboolean = { _, keyval, _, modifiers, data in
          withShell(data, 0) { $0.keyPressed(keyval, modifiers) ? 1 : 0 }
        }
    connect(keys, "key-pressed", self, pressed)
    gtk_widget_add_controller(ui.entry, keys)

    let back: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      withShell(data, ()) { $0.send(.backPressed) }
    }
    let forward: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      withShell(data, ()) { $0.send(.forwardPressed) }
    }
    let reload: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      withShell(data, ()) { $0.send($0.bar.state.isLoading ? .stopPressed : .reloadPressed) }
    }
    let alternate: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      withShell(data, ()) { $0.send(.alternateChosen) }
    }
    connect(ui.back, "clicked", self, back)
    connect(ui.forward, "clicked", self, forward)
    connect(ui.reload, "clicked", self, reload)
    connect(ui.alternate, "clicked", self, alternate)
  }

  // MARK: The web view

  private func connectWebView() {
    let view = UnsafeMutableRawPointer(ui.webView)
    let decide:
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutablePointer<WebKitPolicyDecision>?, WebKitPolicyDecisionType,
        UnsafeMutableRawPointer?
      ) -> gboolean = { _, decision, type, data in
        guard let decision else { return 0 }
        return withShell(data, 0) { $0.decidePolicy(decision, type) ? 1 : 0 }
      }
    connect(view, "decide-policy", self, decide)

    let changed: @convention(c) (UnsafeMutableRawPointer?, WebKitLoadEvent, UnsafeMutableRawPointer?) -> Void = {
      _, event, data in
      withShell(data, ()) { $0.loadChanged(event) }
    }
    connect(view, "load-changed", self, changed)

    let failed:
      @convention(c) (
        UnsafeMutableRawPointer?, WebKitLoadEvent, UnsafePointer<CChar>?, UnsafeMutablePointer<GError>?,
        UnsafeMutableRawPointer?
      ) -> gboolean = { _, _, uri, error, data in
        let failing = uri.map { String(cString: $0) }
        return withShell(data, 0) { shell in
          shell.loadFailed(failing, error)
          return 1
        }
      }
    connect(view, "load-failed", self, failed)

    let title: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
      _, _, data in
      withShell(data, ()) { $0.send(.titleChanged(text(webkit_web_view_get_title($0.ui.webView)))) }
    }
    connect(view, "notify::title", self, title)
    let progress:
      @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void =
        { _, _, data in
          withShell(data, ()) { $0.send(.progressChanged(webkit_web_view_get_estimated_load_progress($0.ui.webView))) }
        }
    connect(view, "notify::estimated-load-progress", self, progress)

    // `alert`, `confirm`, `prompt`, leave-page: held for a `dialog` command in control mode,
    // WebKit's own dialog otherwise.
    let dialog: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = {
      _, dialog, data in
      guard let dialog else { return 0 }
      return withShell(data, 0) { ($0.control?.dialogOpened(dialog) ?? false) ? 1 : 0 }
    }
    connect(view, "script-dialog", self, dialog)

    let history:
      @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
      ) -> Void = { _, _, _, data in
        withShell(data, ()) { $0.historyChanged() }
      }
    connect(UnsafeMutableRawPointer(webkit_web_view_get_back_forward_list(ui.webView)), "changed", self, history)
  }

  /// WebKit's navigation types as the policy's initiators: links and forms are the page's
  /// links; back, forward and reload are the person's; anything else is script unless it came
  /// with a user gesture. WebKitGTK does not say whether the frame is the main frame, so
  /// every navigation is treated as one (the stricter reading for `data:` and `about:srcdoc`).
  static func initiator(of action: OpaquePointer?) -> NavigationInitiator {
    switch webkit_navigation_action_get_navigation_type(action) {
    case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED, WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED,
      WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED:
      return .link
    case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD, WEBKIT_NAVIGATION_TYPE_RELOAD:
      return .user
    default:
      return webkit_navigation_action_is_user_gesture(action) != 0 ? .link : .script
    }
  }

  /// `decide-policy`: navigations (and new-window requests, which open in this window) go to
  /// the address bar; responses keep WebKit's default.
  func decidePolicy(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>, _ type: WebKitPolicyDecisionType) -> Bool {
    guard type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION || type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
    else { return false }
    let action = webkit_navigation_policy_decision_get_navigation_action(omnibox_navigation_decision(decision))
    let url = text(webkit_uri_request_get_uri(webkit_navigation_action_get_request(action)))
    let isNewWindow = type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION
    let event = AddressBar.Event.navigationRequested(url: url, initiator: Self.initiator(of: action), isMainFrame: true)
    answer(
      event,
      use: {
        if isNewWindow {
          webkit_policy_decision_ignore(decision)
          webkit_web_view_load_uri(ui.webView, url)
        } else {
          webkit_policy_decision_use(decision)
        }
      },
      ignore: { webkit_policy_decision_ignore(decision) })
    return true
  }

  /// `load-changed`: started, redirected, committed, finished.
  func loadChanged(_ event: WebKitLoadEvent) {
    let uri = text(webkit_web_view_get_uri(ui.webView))
    switch event {
    case WEBKIT_LOAD_STARTED:
      loadFailed = false
      send(.navigationStarted(url: uri))
    case WEBKIT_LOAD_REDIRECTED:
      send(.navigationRedirected(url: uri))
    case WEBKIT_LOAD_COMMITTED:
      send(.navigationCommitted(url: uri))
      historyChanged()
    default:
      send(.navigationFinished)
      if !loadFailed { emit(ControlEvent("loaded").with("url", uri)) }
    }
  }

  /// `load-failed`: a cancelled or superseded load is a stop; anything else a failure shown
  /// in place of the page (the shell draws it, so WebKit's own error page is not loaded).
  func loadFailed(_ uri: String?, _ error: UnsafeMutablePointer<GError>?) {
    loadFailed = true
    let cancelled =
      g_error_matches(error, webkit_network_error_quark(), Int32(WEBKIT_NETWORK_ERROR_CANCELLED.rawValue)) != 0
      || g_error_matches(
        error, webkit_policy_error_quark(), Int32(WEBKIT_POLICY_ERROR_FRAME_LOAD_INTERRUPTED_BY_POLICY_CHANGE.rawValue))
        != 0
    if cancelled {
      send(.navigationStopped)
      return
    }
    let message = text(error?.pointee.message)
    emit(ControlEvent("failed").with("url", uri).with("error", message))
    send(.navigationFailed(url: uri, error: message))
  }

  /// Back and forward availability from the web view's history.
  func historyChanged() {
    send(
      .historyChanged(
        canGoBack: webkit_web_view_can_go_back(ui.webView) != 0,
        canGoForward: webkit_web_view_can_go_forward(ui.webView) != 0))
  }
}
