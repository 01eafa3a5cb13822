/// What the person has in the address field at one keystroke: the text, where the caret is, how
/// the last edit changed it, and the page the field belongs to.
///
/// Inline completion is offered only for an insertion at the end of the text (Chromium's rules):
/// never after a deletion or a paste, never while an IME composition is open, never with the caret
/// inside the text or a selection, and never when the caller prevents it.
public struct SuggestionInput: Sendable, Hashable {
  /// How the text last changed.
  public enum Edit: String, Sendable, Hashable, CaseIterable {
    /// Typed characters were inserted (or the field was focused with this text).
    case insertion
    /// Text was deleted (Backspace, Delete, cut).
    case deletion
    /// Text was pasted or dropped.
    case paste
    /// An IME composition is in progress (the text is not final).
    case composition
  }

  /// The field's text.
  public var text: String
  /// The selection as UTF-16 offsets into `text`; an empty range is a caret. `nil`: the caret
  /// at the end.
  public var selection: Range<Int>?
  /// How the text last changed.
  public var edit: Edit
  /// Whether the caller forbids inline completion (Chromium's `prevent_inline_autocomplete`).
  public var preventsInlineCompletion: Bool
  /// The page the field belongs to (its URL is not suggested as a switch-to-tab row).
  public var currentPage: URLRecord?

  /// An input; by default the caret at the end after typing.
  public init(
    _ text: String, selection: Range<Int>? = nil, edit: Edit = .insertion, preventsInlineCompletion: Bool = false,
    currentPage: URLRecord? = nil
  ) {
    self.text = text
    self.selection = selection
    self.edit = edit
    self.preventsInlineCompletion = preventsInlineCompletion
    self.currentPage = currentPage
  }

  /// An input with the caret at UTF-16 offset `cursor`.
  public init(_ text: String, cursor: Int, edit: Edit = .insertion) {
    self.init(text, selection: cursor..<cursor, edit: edit)
  }

  /// Whether the caret sits at the end with nothing selected.
  public var isCaretAtEnd: Bool {
    guard let selection else { return true }
    return selection.isEmpty && selection.lowerBound >= text.utf16.count
  }

  /// Whether this input allows an inline completion at all (the edit, caret and caller allow it).
  public var allowsInlineCompletion: Bool {
    !preventsInlineCompletion && edit == .insertion && isCaretAtEnd
  }
}
