import CWebKitGTK

/// A page's `alert`, `confirm`, `prompt` or leave-page question, held open in control mode
/// until a `dialog` command answers it.
///
/// WebKit asks through the web view's "script-dialog" signal and waits: the page's script stays
/// stopped in the call until the dialog is closed. In control mode the shell keeps a reference
/// (`webkit_script_dialog_ref`), returns TRUE so WebKit shows nothing, and reports it:
///
///     {"event":"dialog","kind":"prompt","message":"Your name?","default":"Ada"}
///
/// A `dialog` command then sets the answer, closes the dialog (the page's call returns) and
/// drops the reference. It is never closed inside the signal handler: WebKit drops its own
/// reference after the handler returns and expects the dialog it made to be there still.
@MainActor
final class ScriptDialog {
  /// What the page asked; the raw values are the event's `kind`.
  enum Kind: String {
    case alert, confirm, prompt
    /// `beforeunload`: leave the page? (accept leaves, dismiss stays).
    case leavePage = "beforeunload"
  }

  let kind: Kind
  let message: String
  /// A prompt's default answer.
  let defaultText: String?
  private var dialog: OpaquePointer?

  /// Holds `dialog` (one more reference); nil for a kind of dialog this shell does not know,
  /// which is then left to WebKit.
  init?(_ dialog: OpaquePointer) {
    switch webkit_script_dialog_get_dialog_type(dialog) {
    case WEBKIT_SCRIPT_DIALOG_ALERT: kind = .alert
    case WEBKIT_SCRIPT_DIALOG_CONFIRM: kind = .confirm
    case WEBKIT_SCRIPT_DIALOG_PROMPT: kind = .prompt
    case WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM: kind = .leavePage
    default: return nil
    }
    message = text(webkit_script_dialog_get_message(dialog))
    defaultText = kind == .prompt ? text(webkit_script_dialog_prompt_get_default_text(dialog)) : nil
    self.dialog = webkit_script_dialog_ref(dialog)
  }

  /// `{"event":"dialog","kind","message"}`, with `"default"` for a prompt.
  var event: ControlEvent {
    let event = ControlEvent("dialog").with("kind", kind.rawValue).with("message", message)
    return kind == .prompt ? event.with("default", defaultText) : event
  }

  /// OK: a confirm or leave-page question answers true, a prompt `text` (its default text when
  /// nil). Only a prompt takes text.
  func accept(_ text: String?) {
    switch kind {
    case .alert: break
    case .confirm, .leavePage: webkit_script_dialog_confirm_set_confirmed(dialog, 1)
    case .prompt: webkit_script_dialog_prompt_set_text(dialog, text ?? defaultText ?? "")
    }
    close()
  }

  /// Cancel: a confirm or leave-page question answers false, a prompt null.
  func dismiss() {
    if kind == .confirm || kind == .leavePage { webkit_script_dialog_confirm_set_confirmed(dialog, 0) }
    close()
  }

  /// Lets the page's call return with the answer set, and drops the reference (once).
  private func close() {
    guard let dialog else { return }
    self.dialog = nil
    webkit_script_dialog_close(dialog)
    webkit_script_dialog_unref(dialog)
  }
}
