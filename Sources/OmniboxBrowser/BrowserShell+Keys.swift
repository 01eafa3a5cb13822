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
  /// Ctrl+V and Shift+Insert: GTK's, labelled a paste.
  func keyPressed(_ keyval: guint, _ modifiers: GdkModifierType) -> Bool {
    let control = modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0
    let shift = modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0
    pendingEdit = nil
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
      return false
    default:
      return false
    }
  }

  /// The entry's text changed under the person's hands (not the shell's): the edit, with its
  /// caret and the kind the key that caused it said.
  func fieldChanged() {
    guard !isSettingText else { return }
    let kind = pendingEdit
    pendingEdit = nil
    send(.fieldChanged(AddressBar.FieldEdit(ui.entryText, caret: ui.entryCaret, kind: kind)))
  }
}
