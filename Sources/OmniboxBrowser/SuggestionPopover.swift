import CWebKitGTK
import Omnibox

/// The suggestion list under the address entry: a popover (no arrow, not auto-hiding, so the
/// keyboard stays in the entry) holding one row per ``Suggestion``: an icon for its kind, the
/// row's text with the matched parts in bold, its title, and a "look-alike" tag on a URL that
/// imitates a well-known site. A click on a row is ``AddressBar/Event/suggestionChosen(_:)``.
/// It draws ``AddressBar/State/suggestions`` and the selected row; it decides nothing.
@MainActor
final class SuggestionPopover {
  typealias Widget = UnsafeMutablePointer<GtkWidget>

  let popover: Widget
  let list: Widget
  private let entry: Widget
  private var shown: [Suggestion] = []
  private var selected: Int?

  /// The list's colours: a distinctive background (the end-to-end test looks for it).
  /// No shadow, margin or rounding: without a compositor they would be drawn black.
  static let css = """
    popover.suggestions { background: none; }
    popover.suggestions > contents {
      padding: 0; margin: 0; border: none; border-radius: 0; box-shadow: none; background-color: #fbe3a0;
    }
    .suggestions list { background-color: #fbe3a0; }
    .suggestions row { padding: 4px 8px; }
    .suggestions row:selected { background-color: #e9c25a; color: #1c1c1c; }
    .suggestions .suggestion-title { color: #5e5c64; }
    .suggestions .lookalike-tag { color: #ffffff; background-color: #c01c28; border-radius: 4px; padding: 0 4px; }
    .suggestions row.lookalike .suggestion-text { color: #c01c28; }
    """

  /// The popover, attached under `entry`, hidden.
  init(under entry: Widget, shell: BrowserShell) {
    self.entry = entry
    popover = gtk_popover_new()
    let pop = omnibox_gtk_popover(popover)
    gtk_popover_set_autohide(pop, 0)
    gtk_popover_set_has_arrow(pop, 0)
    gtk_popover_set_position(pop, GTK_POS_BOTTOM)
    gtk_widget_set_halign(popover, GTK_ALIGN_START)
    gtk_widget_set_focusable(popover, 0)
    gtk_widget_add_css_class(popover, "suggestions")
    list = gtk_list_box_new()
    gtk_list_box_set_selection_mode(omnibox_gtk_list_box(list), GTK_SELECTION_SINGLE)
    gtk_list_box_set_activate_on_single_click(omnibox_gtk_list_box(list), 1)
    gtk_widget_set_focusable(list, 0)
    gtk_popover_set_child(pop, list)
    gtk_widget_set_parent(popover, entry)

    let activated:
      @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkListBoxRow>?, UnsafeMutableRawPointer?)
        -> Void = { _, row, data in
          guard let row else { return }
          let index = Int(gtk_list_box_row_get_index(row))
          withShell(data, ()) { $0.send(.suggestionChosen(index)) }
        }
    connect(UnsafeMutableRawPointer(list), "row-activated", shell, activated)
  }

  /// Shows `state`'s list (hidden when empty) with its selected row.
  func draw(_ state: AddressBar.State) {
    let changed = state.suggestions != shown
    if changed {
      shown = state.suggestions
      selected = nil
      rebuild()
    }
    if state.selectedSuggestion != selected {
      selected = state.selectedSuggestion
      if let index = selected, let row = gtk_list_box_get_row_at_index(omnibox_gtk_list_box(list), Int32(index)) {
        gtk_list_box_select_row(omnibox_gtk_list_box(list), row)
      } else {
        gtk_list_box_unselect_all(omnibox_gtk_list_box(list))
      }
    }
    let isVisible = gtk_widget_get_visible(popover) != 0
    if shown.isEmpty {
      if isVisible { gtk_popover_popdown(omnibox_gtk_popover(popover)) }
    } else if !isVisible {
      gtk_widget_set_size_request(list, max(gtk_widget_get_width(entry), 200), -1)
      gtk_popover_popup(omnibox_gtk_popover(popover))
    } else if changed {
      // The entry does not lay out its popovers: a list that grew or shrank (or an entry that
      // did) is sized again here.
      gtk_widget_set_size_request(list, max(gtk_widget_get_width(entry), 200), -1)
      gtk_popover_present(omnibox_gtk_popover(popover))
    }
  }

  /// The row at `index`, to click it (`click-suggestion N`).
  func row(_ index: Int) -> Widget? {
    gtk_list_box_get_row_at_index(omnibox_gtk_list_box(list), Int32(index)).map {
      UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)
    }
  }

  private func rebuild() {
    while let child = gtk_widget_get_first_child(list) { gtk_list_box_remove(omnibox_gtk_list_box(list), child) }
    for suggestion in shown { gtk_list_box_append(omnibox_gtk_list_box(list), Self.row(for: suggestion)) }
  }

  /// One row: icon, text (matches bold), title, look-alike tag.
  static func row(for suggestion: Suggestion) -> Widget? {
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
    gtk_box_append(omnibox_gtk_box(box), gtk_image_new_from_icon_name(icon(for: suggestion.kind)))
    let text = gtk_label_new(nil)
    gtk_label_set_markup(omnibox_gtk_label(text), SuggestionMarkup.bold(suggestion.display, suggestion.displayMatches))
    gtk_label_set_ellipsize(omnibox_gtk_label(text), PANGO_ELLIPSIZE_END)
    gtk_widget_add_css_class(text, "suggestion-text")
    gtk_box_append(omnibox_gtk_box(box), text)
    if !suggestion.title.isEmpty && suggestion.title != suggestion.display {
      let title = gtk_label_new(nil)
      gtk_label_set_markup(omnibox_gtk_label(title), SuggestionMarkup.bold(suggestion.title, suggestion.titleMatches))
      gtk_label_set_ellipsize(omnibox_gtk_label(title), PANGO_ELLIPSIZE_END)
      gtk_widget_add_css_class(title, "suggestion-title")
      gtk_box_append(omnibox_gtk_box(box), title)
    }
    guard let row = gtk_list_box_row_new() else { return nil }
    gtk_widget_set_focusable(row, 0)
    gtk_widget_add_css_class(row, suggestion.kind.rawValue)
    if suggestion.isLookalike {
      gtk_widget_add_css_class(row, "lookalike")
      let tag = gtk_label_new("look-alike")
      gtk_widget_add_css_class(tag, "lookalike-tag")
      gtk_box_append(omnibox_gtk_box(box), tag)
    }
    gtk_list_box_row_set_child(omnibox_gtk_list_box_row(row), box)
    return row
  }

  /// The icon for a kind of row: search, history, bookmark, tab, or a plain address.
  static func icon(for kind: Suggestion.Kind) -> String {
    switch kind {
    case .searchWhatYouTyped, .searchSuggestion, .pastSearch, .keyword: return "system-search-symbolic"
    case .historyURL, .historyTitle: return "document-open-recent-symbolic"
    case .bookmark: return "starred-symbolic"
    case .openTab: return "view-paged-symbolic"
    case .urlWhatYouTyped: return "web-browser-symbolic"
    }
  }
}
