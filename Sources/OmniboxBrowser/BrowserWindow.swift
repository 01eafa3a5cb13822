import CWebKitGTK
import Omnibox

/// The shell's widgets: a toolbar (back, forward, reload/stop, security label, address entry),
/// a notice line (refusals, "did you mean …?"), and the page: the web view, or an error in
/// its place. It draws an ``AddressBar/State``; it decides nothing.
@MainActor
final class BrowserWindow {
  typealias Widget = UnsafeMutablePointer<GtkWidget>

  let window: Widget
  let entry: Widget
  let back: Widget
  let forward: Widget
  let reload: Widget
  let security: Widget
  let notice: Widget
  let alternate: Widget
  let stack: Widget
  let errorLabel: Widget
  let webViewWidget: Widget
  let webView: UnsafeMutablePointer<WebKitWebView>

  /// The words the security label shows, by indicator (`internal` shows nothing, like
  /// Chromium's neutral state without its icon).
  static let securityLabels: [SecurityIndicator: String] = [
    .secure: "Secure", .notSecure: "Not secure", .file: "File", .internal: "", .dangerous: "Dangerous",
  ]

  /// Colours for the security label and the notice line.
  static let css = """
    .security { font-weight: bold; padding: 0 6px; }
    .security.dangerous { color: #c01c28; }
    .security.not-secure { color: #986a44; }
    .notice { padding: 4px 8px; color: #c01c28; }
    .page-error { font-size: 16px; padding: 24px; }
    """

  init(options: ShellOptions, session: OpaquePointer?) {
    window = gtk_window_new()
    gtk_window_set_title(omnibox_gtk_window(window), "Omnibox")
    gtk_window_set_default_size(omnibox_gtk_window(window), Int32(options.width), Int32(options.height))

    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    let toolbar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
    for side in [
      gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
    ] {
      side(toolbar, 6)
    }
    back = gtk_button_new_with_label("Back")
    forward = gtk_button_new_with_label("Forward")
    reload = gtk_button_new_with_label("Reload")
    security = gtk_label_new("")
    gtk_widget_add_css_class(security, "security")
    entry = gtk_entry_new()
    gtk_widget_set_hexpand(entry, 1)
    gtk_entry_set_placeholder_text(omnibox_gtk_entry(entry), "Search or type an address")
    for widget in [back, forward, reload, security, entry] { gtk_box_append(omnibox_gtk_box(toolbar), widget) }

    let noticeRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
    notice = gtk_label_new("")
    gtk_widget_add_css_class(notice, "notice")
    gtk_label_set_xalign(omnibox_gtk_label(notice), 0)
    alternate = gtk_button_new_with_label("")
    gtk_box_append(omnibox_gtk_box(noticeRow), notice)
    gtk_box_append(omnibox_gtk_box(noticeRow), alternate)

    webViewWidget = omnibox_web_view_new(session)
    webView = omnibox_web_view(webViewWidget)
    gtk_widget_set_vexpand(webViewWidget, 1)
    gtk_widget_set_hexpand(webViewWidget, 1)
    errorLabel = gtk_label_new("")
    gtk_widget_add_css_class(errorLabel, "page-error")
    gtk_label_set_wrap(omnibox_gtk_label(errorLabel), 1)
    stack = gtk_stack_new()
    gtk_widget_set_vexpand(stack, 1)
    gtk_stack_add_named(omnibox_gtk_stack(stack), webViewWidget, "page")
    gtk_stack_add_named(omnibox_gtk_stack(stack), errorLabel, "error")

    for widget in [toolbar, noticeRow, stack] { gtk_box_append(omnibox_gtk_box(column), widget) }
    gtk_window_set_child(omnibox_gtk_window(window), column)

    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, Self.css + SuggestionPopover.css, -1)
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), omnibox_css_provider(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }

  /// The entry's text.
  var entryText: String { text(gtk_editable_get_text(omnibox_gtk_editable(entry))) }

  /// The caret's offset in the entry's text, in UTF-16 code units (the address bar's unit).
  var entryCaret: Int {
    FieldOffsets.utf16(Int(gtk_editable_get_position(omnibox_gtk_editable(entry))), in: entryText)
  }

  /// Sets the entry's selection (or caret) to `state.selection`.
  func select(_ state: AddressBar.State, settingText: (Bool) -> Void) {
    let selection = state.selection
    let start = FieldOffsets.characters(selection.lowerBound, in: state.field)
    let end = FieldOffsets.characters(selection.upperBound, in: state.field)
    settingText(true)
    if start == end {
      gtk_editable_set_position(omnibox_gtk_editable(entry), Int32(end))
    } else {
      gtk_editable_select_region(omnibox_gtk_editable(entry), Int32(start), Int32(end))
    }
    settingText(false)
  }

  /// Shows `state`; `setText` is called with `true` around the one programmatic text change, so
  /// the shell can tell it from typing. The entry's selection is set to `state.selection` when
  /// the text was set here or `selects` says so (the bar moved it).
  func draw(_ state: AddressBar.State, selects: Bool, settingText: (Bool) -> Void) {
    let setsText = entryText != state.field
    if setsText {
      settingText(true)
      gtk_editable_set_text(omnibox_gtk_editable(entry), state.field)
      settingText(false)
    }
    if setsText || selects { select(state, settingText: settingText) }
    gtk_entry_set_progress_fraction(omnibox_gtk_entry(entry), state.isLoading ? max(state.progress, 0.05) : 0)

    gtk_label_set_text(omnibox_gtk_label(security), Self.securityLabels[state.security] ?? "")
    for indicator in SecurityIndicator.allCases {
      if indicator == state.security {
        gtk_widget_add_css_class(security, indicator.rawValue)
      } else {
        gtk_widget_remove_css_class(security, indicator.rawValue)
      }
    }
    gtk_widget_set_sensitive(back, state.canGoBack ? 1 : 0)
    gtk_widget_set_sensitive(forward, state.canGoForward ? 1 : 0)
    gtk_button_set_label(omnibox_gtk_button(reload), state.isLoading ? "Stop" : "Reload")

    gtk_label_set_text(omnibox_gtk_label(notice), state.refusal.map { "Not opened: \($0.message)" } ?? "")
    gtk_widget_set_visible(notice, state.refusal == nil ? 0 : 1)
    if let alternateURL = state.alternate {
      gtk_button_set_label(omnibox_gtk_button(alternate), "Did you mean \(alternateURL)?")
      gtk_widget_set_visible(alternate, 1)
    } else {
      gtk_widget_set_visible(alternate, 0)
    }

    if let failure = state.failure {
      gtk_label_set_text(
        omnibox_gtk_label(errorLabel), "Could not open \(failure.url ?? "the page"):\n\(failure.message)")
      gtk_stack_set_visible_child_name(omnibox_gtk_stack(stack), "error")
    } else {
      gtk_stack_set_visible_child_name(omnibox_gtk_stack(stack), "page")
    }
    let title = state.title.isEmpty ? "Omnibox" : state.title + " — Omnibox"
    gtk_window_set_title(omnibox_gtk_window(window), title)
  }
}
