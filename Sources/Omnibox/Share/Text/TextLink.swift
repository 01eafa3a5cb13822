/// A link found in free text by ``ShareLinkNormalizer/links(in:)``: its text as written and what
/// kind of link it is.
///
///     ShareLinkNormalizer().links(in: "Mira www.ejemplo.es/foo, o escribe a ana@ejemplo.es")
///     // [TextLink(text: "www.ejemplo.es/foo", kind: .schemeless, utf8Offsets: 5..<23),
///     //  TextLink(text: "ana@ejemplo.es", kind: .email, utf8Offsets: 37..<51)]
public struct TextLink: Sendable, Hashable {
  /// What kind of link it is.
  public enum Kind: Sendable, Hashable {
    /// Written with a scheme the normalizer knows (lowercase): a web scheme (`https`, `http`,
    /// `ftp`), a hand-off or browser scheme (`myapp`, `googlechromes`), or `mailto`.
    case scheme(String)
    /// A host without a scheme — `example.com/a`, `www.ejemplo.es`, `4.4.4.4:8080`,
    /// `[2001:db8::1]/x` — or a protocol-relative `//host/path`. A bare host needs a suffix the
    /// Public Suffix List knows (or is an IPv4 address).
    case schemeless
    /// An e-mail address without `mailto:` (`name@example.com`): reported so that its domain is
    /// not taken for a link.
    case email
  }

  /// The link as written, minus the white space inside `<…>` (RFC 3986, appendix C).
  public let text: String
  /// What kind of link it is.
  public let kind: Kind
  /// Where the link is in the text, in UTF-8 bytes (for `<…>` links, the part between the
  /// brackets).
  public let utf8Offsets: Range<Int>

  /// A link; normally you get one from ``ShareLinkNormalizer/links(in:)``.
  public init(text: String, kind: Kind, utf8Offsets: Range<Int>) {
    self.text = text
    self.kind = kind
    self.utf8Offsets = utf8Offsets
  }
}
