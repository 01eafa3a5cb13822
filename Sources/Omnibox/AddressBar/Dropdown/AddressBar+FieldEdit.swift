extension AddressBar {
  /// One change of the field's text, as the text field reports it: the new text, where the
  /// caret or selection is now, and how it changed.
  ///
  ///     AddressBar.FieldEdit("exa")                          // typed: caret at the end, kind inferred
  ///     AddressBar.FieldEdit("exa", caret: 1)                // the caret after "e"
  ///     AddressBar.FieldEdit("example.com", kind: .paste)    // pasted: never inline-completed
  ///
  /// Backspace and Delete are edits too: send the text they leave (kind ``SuggestionInput/Edit/deletion``,
  /// or no kind and let the bar infer it). Inline completion follows Chromium's rules: only after
  /// an insertion at the end of the text, never after a deletion or a paste, never while an IME
  /// composes.
  public struct FieldEdit: Sendable, Hashable {
    /// The field's whole text after the change.
    public var text: String
    /// The selection after the change, as UTF-16 offsets into ``text`` (an empty range is a
    /// caret); `nil`: the caret at the end.
    public var selection: Range<Int>?
    /// How the text changed; `nil` lets the bar infer it: text shorter than what the person had
    /// typed, or a shown inline completion removed, is a deletion, anything else an insertion.
    public var kind: SuggestionInput.Edit?

    /// An edit leaving `text`, with `selection` (default: the caret at the end) and `kind`
    /// (default: inferred).
    public init(_ text: String, selection: Range<Int>? = nil, kind: SuggestionInput.Edit? = nil) {
      self.text = text
      self.selection = selection
      self.kind = kind
    }

    /// An edit leaving `text` with the caret at UTF-16 offset `caret`.
    public init(_ text: String, caret: Int, kind: SuggestionInput.Edit? = nil) {
      self.init(text, selection: caret..<caret, kind: kind)
    }
  }

  /// The keys the suggestion list answers (Enter and Escape are ``Event/submitted`` and
  /// ``Event/escaped``; Backspace and Delete are edits, see ``FieldEdit``).
  public enum Key: String, Sendable, Hashable, CaseIterable {
    /// Selects the next row and shows its text in the field.
    case down
    /// Selects the previous row and shows its text in the field.
    case up
    /// Accepts the inline completion (a shell lets Tab move focus when
    /// ``State/inlineCompletion`` is `nil`).
    case tab
    /// Forgets the selected history row's page (Shift+Delete).
    case shiftDelete = "shift-delete"
  }
}
