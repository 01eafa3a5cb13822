/// What the address bar's security indicator says about the page area.
///
/// Decided from the committed URL alone (a shell that knows more, such as a certificate
/// error, can show more): the scheme by the table in `SecurityIndicator+Rules.swift` (each row
/// with its source), then `dangerous` when ``DisplayFormatter`` finds that the host imitates a
/// well-known domain.
///
///     SecurityIndicator(for: try URLRecord("https://example.com/"))     // .secure
///     SecurityIndicator(for: try URLRecord("http://example.com/"))      // .notSecure
///     SecurityIndicator(for: try URLRecord("https://xn--gogle-jua.com/"))  // .dangerous (göogle.com)
public enum SecurityIndicator: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Delivered over an encrypted connection (`https:`, `wss:`).
  case secure
  /// Anyone on the network can read or change it (`http:` from another machine, `data:`,
  /// `ftp:`, schemes nothing else names).
  case notSecure = "not-secure"
  /// A file on this computer.
  case file
  /// Neutral: the browser's own pages (`about:`), an error shown in place of a page, and
  /// `http:` pages served from this machine (localhost, 127.0.0.0/8, `::1`), whose traffic
  /// never leaves it.
  case `internal`
  /// The host imitates a well-known domain (``DisplayReason/lookalike(of:)``): whatever the
  /// connection, the person may not be where they think.
  case dangerous

  /// The stable word: `secure`, `not-secure`, `file`, `internal`, `dangerous`.
  public var description: String { rawValue }
}
