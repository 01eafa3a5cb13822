/// The schemes that have rules of their own in the omnibox decision, read before the URL parser
/// sees the text (rule `explicit-scheme` of ``ResolveRule/table``). None of them is a special
/// scheme, so the http(s) URLs that make up most typed text never look here; a scheme not in the
/// table is read by the URL parser alone.
///
/// Its script rows are the registry's ``SchemeRegistry/Classes/script`` schemes, each with the
/// rule's own fact (whether words are told from code); `SchemeRegistryTests` checks they agree.
enum SchemeRule: Equatable, Sendable {
  /// `javascript:` and `vbscript:`: refused (``Resolution/Reason/blockedScheme``) unless
  /// ``Omnibox/Configuration/allowsScriptURLs``; with `looksForCode`, words that cannot be code
  /// are searched first (``Omnibox/Profile/Switch/scriptNeedsCode``, ``Resolution/Reason/notCode``).
  case script(looksForCode: Bool)
  /// `view-source:X`: X is resolved like typed text and must come out as a URL.
  case viewSource
  /// `about:` and `chrome:`: Chromium's `chrome://` pages, under
  /// ``Omnibox/Profile/Switch/aboutToChrome`` (`about:blank` and `about:srcdoc` stay).
  case browserPage

  /// Each scheme with a rule, and the rule.
  static let table: [(scheme: String, rule: SchemeRule)] = [
    ("javascript", .script(looksForCode: true)),
    ("vbscript", .script(looksForCode: false)),
    ("view-source", .viewSource),
    ("about", .browserPage),
    ("chrome", .browserPage),
  ]

  /// The rule for the lowercase scheme `name`, if it has one (a walk of five short names: no
  /// hashing for the schemes that have none).
  static func rule(for name: String) -> SchemeRule? {
    for entry in table where entry.scheme == name { return entry.rule }
    return nil
  }
}
