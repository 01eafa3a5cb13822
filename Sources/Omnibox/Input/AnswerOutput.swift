/// Where the resolver puts an answer's URL: in the answer (``Resolution/url``: every public
/// call), or appended to bytes the caller prints (`omnibox resolve`), with no string made and
/// only the answer's kind and reason worked out (``Resolution/Detail/urlAndReason``).
struct AnswerOutput {
  /// Whether answers' URLs are appended to ``bytes``, the answers holding only their kind and
  /// reason (``Resolution/url`` `nil`).
  let writesURL: Bool
  /// The URLs written, one after another, with nothing between them.
  var bytes: [UInt8] = []

  /// URLs kept in the answers: nothing is written.
  static var inAnswers: AnswerOutput { AnswerOutput(writesURL: false) }

  /// An answer of `kind` and `reason` whose URL, `href`, is appended to ``bytes``.
  mutating func written(_ kind: Resolution.Kind, _ href: String, reason: Resolution.Reason) -> Resolution {
    href.withUTF8Bytes { bytes.append(contentsOf: $0) }
    return Self.answer(kind, reason: reason)
  }

  /// An answer of `kind` and `reason` whose URL is written already.
  static func answer(_ kind: Resolution.Kind, reason: Resolution.Reason) -> Resolution {
    Resolution(kind: kind, url: nil, reason: reason)
  }
}
