/// The rules of the omnibox decision, in the order they apply: the one list of them.
///
/// Each row names a rule, the answer it gives (its ``Resolution/Kind`` and ``Resolution/Reason``),
/// an input it decides and a sentence saying why. `omnibox rules` prints the table; the README's
/// "How `resolve` decides" and the DocC article "Resolving typed input" hold it as Markdown
/// (``markdownTable``, checked by a test against this list), and the tests run every example
/// through ``Omnibox/resolve(_:)`` and check that it gets the row's reason. The source files of
/// the rules point here rather than list them again.
package struct ResolveRule: Sendable {
  /// The step of the decision (1 clean, 2 forced query, 3 keyword, 4 explicit scheme, 5 file
  /// path, 6 no scheme); scheme inference and canonicalization follow and decide nothing.
  package let step: Int
  /// The rule's kebab-case name, unique in the table.
  package let name: String
  /// The answer's kind.
  package let kind: Resolution.Kind
  /// The reason the answer carries.
  package let reason: Resolution.Reason
  /// An input the rule decides; `nil` when none fits on a command line (``exampleNote`` says
  /// what the test makes instead).
  package let example: String?
  /// The profile the example needs, when the rule is a profile's switch.
  package let profile: Omnibox.Profile
  /// Why the rule decides as it does.
  package let explanation: String
  /// What stands for the example when there is none.
  package let exampleNote: String?

  init(
    _ step: Int, _ name: String, _ kind: Resolution.Kind, _ reason: Resolution.Reason, _ example: String?,
    profile: Omnibox.Profile = .omnibox, note: String? = nil, _ explanation: String
  ) {
    self.step = step
    self.name = name
    self.kind = kind
    self.reason = reason
    self.example = example
    self.profile = profile
    self.explanation = explanation
    exampleNote = note
  }

  /// Every rule, in the order the resolver tries them; the first that applies decides.
  package static let table: [ResolveRule] = [
    // 1. Clean (TypedInput)
    ResolveRule(
      1, "empty", .refused, .empty, " ",
      "nothing is left once line breaks are dropped and Unicode white space (U+3000 too) is trimmed"),
    ResolveRule(
      1, "too-long", .refused, .tooLong, nil, note: "an input over 2 MiB",
      "longer than the configuration's maximum input length (2 MiB)"),
    // 2. Forced query
    ResolveRule(2, "forced-query", .search, .forcedQuery, "?rust", "a leading `?` forces a search"),
    // 3. Keyword shortcut (KeywordShortcuts)
    ResolveRule(
      3, "keyword", .search, .keyword, "g swift", "a keyword or bang (first or last word) picks the engine"),
    // 4. Explicit scheme (SchemePrefix, SchemeRule, HostRules.decideTyped)
    ResolveRule(
      4, "not-code", .search, .notCode, "javascript:tutorials", profile: .chromium,
      "`javascript:` followed by words with none of `; = ( ) . \"` is not code"),
    ResolveRule(
      4, "blocked-scheme", .refused, .blockedScheme, "javascript:alert(1)",
      "`javascript:` and `vbscript:` URLs are refused unless the configuration allows them"),
    ResolveRule(
      4, "empty-address", .search, .emptyAddress, "devtools://", "a scheme with nothing after it has no address"),
    ResolveRule(
      4, "unknown-scheme", .search, .unknownScheme, "site:example.com swift",
      "`word:` that nobody registered, without `//`, is text with a colon"),
    ResolveRule(
      4, "scheme-with-spaces", .search, .spaces, "http://a b",
      "a URL with a scheme that the URL parser rejects, and white space in it, is words"),
    ResolveRule(
      4, "invalid-url", .search, .invalidURL, "http://[::1", "a URL with a scheme that the URL parser rejects"),
    ResolveRule(
      4, "typed-host-invalid", .search, .invalidHost, "https://\"ftp.brave.com\"",
      "an http(s), ws(s) or ftp host that no DNS name can have"),
    ResolveRule(
      4, "typed-ipv4-unroutable", .search, .unroutableIPv4, "http://0.0.0.1/",
      "an address in 0.0.0.0/8 typed after a scheme is no destination either"),
    ResolveRule(
      4, "typed-unspecified-address", .url, .unspecifiedAddress, "http://0.0.0.0:8000/",
      "`0.0.0.0` and `[::]` after http(s) load the loopback address"),
    ResolveRule(
      4, "scheme-typo", .url, .schemeTypo, "htp://example.com",
      "a common typo of http or https (`htp://`, `http//`, `http;//`), corrected"),
    ResolveRule(4, "scheme", .url, .scheme, "https://example.com", "an explicit scheme the URL parser accepts"),
    // 5. File paths (FilePathInput)
    ResolveRule(5, "file-path", .url, .filePath, "/etc/hosts", "an absolute file path (`/`, `~`, `C:\\`)"),
    // 6. No scheme (SchemelessInput, HostRules.decide)
    ResolveRule(6, "spaces", .search, .spaces, "swift webview", "white space inside the host part: words"),
    ResolveRule(6, "ipv6", .url, .ipv6, "[::1]", "an IPv6 address"),
    ResolveRule(
      6, "unspecified-address", .url, .unspecifiedAddress, "0.0.0.0:8000",
      "`0.0.0.0` and `[::]` mean this machine: the loopback address is loaded"),
    ResolveRule(6, "ipv4", .url, .ipv4, "192.168.0.1", "an IPv4 address typed as four parts"),
    ResolveRule(
      6, "unroutable-ipv4", .search, .unroutableIPv4, "0.1.2.3",
      "addresses in 0.0.0.0/8 are never destinations"),
    ResolveRule(
      6, "short-ipv4", .search, .shortIPv4, "1.5",
      "fewer IPv4 parts read as a number (the address is the alternate)"),
    ResolveRule(
      6, "suffix-typo", .url, .suffixTypo, "mochi.ocm", profile: .firefox,
      "a mistyped `.com`, `.net` or `.org`, corrected"),
    ResolveRule(
      6, "invalid-host", .search, .invalidHost, "a..b",
      "no DNS name has this host (Chromium's test: `-foo.com` passes, `foo.-com` does not)"),
    ResolveRule(
      6, "email", .search, .email, "user@example.com",
      "`name@domain` alone is an e-mail address (`mailto:` is the alternate)"),
    ResolveRule(6, "localhost", .url, .localhost, "localhost:3000", "`localhost` or a name under it"),
    ResolveRule(6, "invalid-port", .search, .invalidPort, "example.com:99999", "a port that is not 0 to 65535"),
    ResolveRule(6, "port", .url, .port, "plonk:8080", "an explicit port"),
    ResolveRule(
      6, "single-label-userinfo", .url, .userinfo, "me:pw@nas", "one label and a password: credentials for a host"),
    ResolveRule(
      6, "single-label-trailing-slash", .url, .trailingSlash, "server/",
      "one label and a trailing `/` (these hold with white space after the host)"),
    ResolveRule(
      6, "single-label-path", .url, .path, "server/wiki?x=1", "one label and two parts after it (path, query, ...)"),
    ResolveRule(6, "single-word", .search, .singleWord, "foo", "one label alone (`http://foo/` is the alternate)"),
    ResolveRule(
      6, "special-use", .url, .specialUse, "printer.local",
      "a special-use name (`.local`, `.test`, `.example`, `.invalid`, `.internal`, `home.arpa`)"),
    ResolveRule(
      6, "known-suffix", .url, .knownSuffix, "example.co.uk", "a public suffix (ICANN or private section)"),
    ResolveRule(
      6, "unknown-suffix-path", .url, .path, "foo.notatld/path",
      "an unknown suffix, but a path makes the intent clear"),
    ResolveRule(6, "www-name", .url, .wwwName, "www.mozilla", profile: .firefox, "`www.` and one more label"),
    ResolveRule(
      6, "trailing-dot", .url, .trailingDot, "example.comm.", profile: .firefox,
      "a dotted name ending in `.` is a complete domain name"),
    ResolveRule(
      6, "unknown-suffix", .search, .unknownSuffix, "foo.notatld",
      "an unknown suffix (the URL is the alternate)"),
  ]

  /// The table as Markdown, as the README and the DocC article hold it.
  package static var markdownTable: [String] {
    var lines = ["| Step | Rule | Answer | Reason | Example | Why |", "|---|---|---|---|---|---|"]
    for rule in table {
      var example = rule.example.map { "`\($0.trimmingSpaces.isEmpty ? "\"\($0)\"" : $0)`" } ?? "—"
      if let note = rule.exampleNote { example += " (\(note))" }
      if rule.profile != .omnibox { example += " (`--profile \(rule.profile.name)`)" }
      let cells = [
        String(rule.step), rule.name, rule.kind.rawValue, "`\(rule.reason.rawValue)`", example, rule.explanation,
      ]
      lines.append("| " + cells.map { $0.replacingPipes }.joined(separator: " | ") + " |")
    }
    return lines
  }
}

extension String {
  /// This text without spaces.
  fileprivate var trimmingSpaces: Substring { drop { $0 == " " } }

  /// This text with `|` escaped for a Markdown table cell.
  fileprivate var replacingPipes: String {
    var out = ""
    for character in self { out += character == "|" ? "\\|" : String(character) }
    return out
  }
}
