import CWebKitGTK
import Omnibox

// The keys the entry's capture-phase controller sees before GTK edits: the list's keys become
// AddressBar events; the editing keys are left to GTK, labelled for the change they cause.

extension BrowserShell {
  /// A key pressed in the entry: whether the shell took it (GTK then does nothing with it).
  ///
  /// Down, Up, Escape: always the bar's. Tab: the bar's only while an inline completion shows
  /// (otherwise GTK moves the focus). Shift+Delete: the bar's while the list shows (else GTK's
  /// cut, a deletion). Backspace, Delete, Ctrl+X: GTK's, the change labelled a deletion;
  /// Ctrl+V and Shift+Insert: GTK's, labelled a paste (over a selection one edit, as typing is).
  func keyPressed(_ keyval: guint, _ modifiers: GdkModifierType) -> Bool {
    let control = modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0
    let shift = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
    pendingEdit = nil
    isReplacingSelection = false
    // GTK is done with the previous key. Its edit's selection (an inline completion's tail) is put
    // back now if GTK has not moved the caret since: keys that come in one batch of events run
    // before the idle that would do it, and would type into the tail instead of over it. This
    // key's caret moves are then its own.
    caretMoved()
    isReselectPending = false
    switch Int32(keyval) {
    case GDK_KEY_Down, GDK_KEY_KP_Down:
      send(.keyPressed(.down))
      return true
    case GDK_KEY_Up, GDK_KEY_KP_Up:
      send(.keyPressed(.up))
      return true
    case GDK_KEY_Escape:
      send(.escaped)
      return true
    case GDK_KEY_Tab where !shift && !control:
      guard bar.state.inlineCompletion != nil else { return false }
      send(.keyPressed(.tab))
      return true
    case GDK_KEY_Delete where shift, GDK_KEY_KP_Delete where shift:
      if bar.state.isShowingSuggestions {
        send(.keyPressed(.shiftDelete))
        return true
      }
      pendingEdit = .deletion
      return false
    case GDK_KEY_BackSpace, GDK_KEY_Delete, GDK_KEY_KP_Delete:
      pendingEdit = .deletion
      return false
    case GDK_KEY_x where control, GDK_KEY_X where control:
      pendingEdit = .deletion
      return false
    case GDK_KEY_v where control, GDK_KEY_V where control, GDK_KEY_Insert where shift:
      pendingEdit = .paste
      isReplacingSelection = hasSelection
      return false
    default:
      // A key that types text: an insertion, even where the bar would read a shorter text as a
      // deletion (typing over a selection the bar does not know of, such as Ctrl+A's). Over a
      // selection GTK reports two changes, the selection deleted, then the text inserted: the
      // first is not sent, so the bar sees one edit.
      if gdk_keyval_to_unicode(keyval) != 0 && !control {
        pendingEdit = .insertion
        isReplacingSelection = hasSelection
      }
      return false
    }
  }

  /// Whether the entry has a selection (typing or pasting replaces it).
  private var hasSelection: Bool {
    gtk_editable_get_selection_bounds(omnibox_gtk_editable(ui.entry), nil, nil) != 0
  }

  /// The entry's text changed under the person's hands (not the shell's): the edit, with its
  /// caret and the kind the key that caused it said.
  ///
  /// GTK moves the caret after an insertion only once "changed" has run, so the caret comes
  /// from the "insert-text" signal before it (``insertionEnd``) when there is one.
  func fieldChanged() {
    let insertionEnd = self.insertionEnd
    self.insertionEnd = nil
    guard !isSettingText else { return }
    if isReplacingSelection && insertionEnd == nil {
      isReplacingSelection = false
      return  // the selection deleted; its replacement's change follows at once
    }
    let kind = pendingEdit
    pendingEdit = nil
    isReplacingSelection = false
    let text = ui.entryText
    let caret = insertionEnd.map { FieldOffsets.utf16($0, in: text) } ?? ui.entryCaret
    send(.fieldChanged(AddressBar.FieldEdit(text, caret: caret, kind: kind)))
    reselectAfterEdit()
  }

  /// GTK puts the caret after typed text once its "changed" handlers have run, over the
  /// selection the bar asked for (an inline completion's tail): the selection is set again when
  /// GTK moves the caret (``caretMoved()``, before the next key, which may come in the same
  /// batch of events), or else once the event is handled.
  private func reselectAfterEdit() {
    isReselectPending = true
    let reselect: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
      withShell(data, 0) { shell in
        shell.caretMoved()
        return 0
      }
    }
    g_idle_add_full(G_PRIORITY_HIGH, reselect, Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  /// The entry's caret or selection moved: right after an edit, back to the bar's selection.
  func caretMoved() {
    guard isReselectPending, !isSettingText else { return }
    isReselectPending = false
    if ui.entryText == bar.state.field { ui.select(bar.state) { isSettingText = $0 } }
  }

  /// "insert-text", before GTK inserts: where the caret will be (in characters) after it.
  func textWillBeInserted(_ text: UnsafePointer<CChar>, bytes: Int32, at position: Int32) {
    insertionEnd = Int(position) + Int(g_utf8_strlen(text, gssize(bytes)))
  }
}
