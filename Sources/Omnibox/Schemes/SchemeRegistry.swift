// The one table of the schemes the library knows by name, and what class each belongs to.
// Input, Share, Policy, Display and AddressBar ask it instead of keeping lists of their own.
//
// A room of its own rather than a file in URL: the URL room knows only the special schemes
// (`SchemeKind`, the parser's fast path), while the other classes here (script, browser pages,
// local) are browser notions the URL Standard does not have. Every room that asks about schemes
// already depends on URL; none of them should have to depend on another room's list.

/// The schemes the library knows by name, each with its classes.
///
///     SchemeRegistry.classes(of: "file")  // [.special, .local, .semicolonTypo]
///     SchemeRegistry.special.contains("wss")  // true
///
/// Names are lowercase; callers lowercase a scheme before asking. A scheme not in the table has
/// no class (`[]`).
enum SchemeRegistry {
  /// What a scheme is, as the rooms that ask need to know.
  struct Classes: OptionSet, Sendable {
    let rawValue: UInt16

    /// Special in the WHATWG URL Standard: http, https, ws, wss, ftp, file (SchemeKind).
    static let special = Classes(rawValue: 1 << 0)
    /// Runs code in the page that follows it: javascript and vbscript.
    static let script = Classes(rawValue: 1 << 1)
    /// Netscape's name for javascript (livescript:). No browser has run it for decades, so only
    /// the share-text refusal names it; a hidden wrapped value, a navigation or a typed URL
    /// treat it as any unknown scheme. Kept apart from ``script`` so those stay as they were.
    static let historicScript = Classes(rawValue: 1 << 2)
    /// Carries its whole content in the URL: data.
    static let data = Classes(rawValue: 1 << 3)
    /// Names the local machine or memory of the page that made it: file, blob, filesystem.
    static let local = Classes(rawValue: 1 << 4)
    /// The browser's own pages and resources: about, view-source, chrome, chrome-extension,
    /// moz-extension, resource, jar.
    static let browserInternal = Classes(rawValue: 1 << 5)
    /// Another browser's own pages (edge:) that a web view cannot load. Apart from
    /// ``browserInternal`` because the share-text refusal, which names the schemes links are
    /// hidden in, has never listed it.
    static let otherBrowserInternal = Classes(rawValue: 1 << 6)
    /// Schemes after which Chromium's fixer reads a typed `;` as `:` (`http;//x`): the special
    /// schemes and about. (A profile adds its own schemes to these.)
    static let semicolonTypo = Classes(rawValue: 1 << 7)
  }

  /// Every known scheme and its classes: the one list.
  static let table: [(name: String, classes: Classes)] = [
    ("http", [.special, .semicolonTypo]),
    ("https", [.special, .semicolonTypo]),
    ("ws", [.special, .semicolonTypo]),
    ("wss", [.special, .semicolonTypo]),
    ("ftp", [.special, .semicolonTypo]),
    ("file", [.special, .local, .semicolonTypo]),
    ("javascript", [.script]),
    ("vbscript", [.script]),
    ("livescript", [.historicScript]),
    ("data", [.data]),
    ("blob", [.local]),
    ("filesystem", [.local]),
    ("about", [.browserInternal, .semicolonTypo]),
    ("view-source", [.browserInternal]),
    ("chrome", [.browserInternal]),
    ("chrome-extension", [.browserInternal]),
    ("moz-extension", [.browserInternal]),
    ("resource", [.browserInternal]),
    ("jar", [.browserInternal]),
    ("edge", [.otherBrowserInternal]),
  ]

  private static let byName: [String: Classes] = Dictionary(table.map { ($0.name, $0.classes) }) { $0.union($1) }

  /// The classes of `scheme` (lowercase); `[]` for a scheme not in the table.
  static func classes(of scheme: String) -> Classes { byName[scheme] ?? [] }

  /// The schemes in at least one of `classes`.
  static func names(inAnyOf classes: Classes) -> Set<String> {
    Set(table.lazy.filter { !$0.classes.isDisjoint(with: classes) }.map(\.name))
  }

  /// The schemes in every one of `classes`.
  static func names(inAllOf classes: Classes) -> Set<String> {
    Set(table.lazy.filter { $0.classes.isSuperset(of: classes) }.map(\.name))
  }

  // MARK: The sets the rooms ask for, built once

  /// The WHATWG special schemes.
  static let special = names(inAnyOf: .special)

  /// Special schemes whose path follows a network host (all but file), so a lone `/` path says
  /// nothing and display may leave it out.
  static let hostedSpecial = special.subtracting(names(inAnyOf: .local))

  /// What a wrapped share value may never turn out to be, even under layers of
  /// percent-encoding: the scripts, data, and the one local scheme a link can name (file;
  /// blob and filesystem URLs exist only inside the page that made them).
  static let hiddenInWrappedValue = names(inAnyOf: [.script, .data]).union(names(inAllOf: [.special, .local]))

  /// What shared text is never followed into, wherever it appears: scripts old and new, data,
  /// local and the browser's own pages.
  static let refusedInSharedText = names(inAnyOf: [.script, .historicScript, .data, .local, .browserInternal])

  /// What a web view cannot or should not navigate to: any special, local or browser-internal
  /// scheme that navigation policy has no rule of its own for (it decides http, https, file,
  /// about, blob, data and the scripts before it asks).
  static let unsupportedInWebView = names(inAnyOf: [.special, .local, .browserInternal, .otherBrowserInternal])

  /// Schemes after which a typed `;` stands for `:`.
  static let semicolonTypo = names(inAnyOf: .semicolonTypo)
}
