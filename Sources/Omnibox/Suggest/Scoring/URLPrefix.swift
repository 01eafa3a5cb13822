/// The URL prefixes the history providers look behind (Chromium's `URLPrefix`): typing `goo`
/// matches `http://www.google.com/` after `http://www.`. One table, most components first; the
/// empty prefix matches every URL.
///
/// Source: Chromium components/omnibox/browser/url_prefix.cc (`GetURLPrefixes`), checked by
/// `Fixtures/browsers/chromium-url-prefix.json`.
package struct URLPrefix: Sendable, Hashable {
  /// The prefix, lowercase.
  package let text: [UInt8]
  /// How many parts it strips: a scheme and `www.` are one each.
  package let components: Int

  package init(_ text: String, components: Int) {
    self.text = Array(text.utf8)
    self.components = components
  }

  /// The table, in descending number of components.
  package static let all: [URLPrefix] = [
    URLPrefix("http://www.", components: 2),
    URLPrefix("https://www.", components: 2),
    URLPrefix("ftp://www.", components: 2),
    URLPrefix("http://", components: 1),
    URLPrefix("https://", components: 1),
    URLPrefix("ftp://", components: 1),
    URLPrefix("", components: 0),
  ]

  /// `www.` alone, which inline completion may also look behind when no scheme was typed.
  package static let www = URLPrefix("www.", components: 1)

  /// The first prefix of the table such that `text` starts with it followed by `suffix`
  /// (both compared lowercase), or `nil`.
  package static func best(in text: [UInt8], followedBy suffix: [UInt8]) -> URLPrefix? {
    all.first { prefix in startsWith(text, prefix.text, suffix) }
  }

  /// Like ``best(in:followedBy:)``, also trying `www.` alone when the best prefix found has
  /// fewer components.
  package static func bestAllowingWWW(in text: [UInt8], followedBy suffix: [UInt8]) -> URLPrefix? {
    let found = best(in: text, followedBy: suffix)
    if (found?.components ?? -1) < www.components && startsWith(text, www.text, suffix) { return www }
    return found
  }

  /// Where inline completion begins in `text` (a URL as shown) for `input`: after the best prefix
  /// and the input; `nil` when no prefix makes `input` a prefix of `text`. Tries `fixedUpInput`
  /// too when it differs (Chromium's `GetInlineAutocompleteOffset`).
  package static func inlineCompletionOffset(
    input: [UInt8], fixedUpInput: [UInt8] = [], allowingWWW: Bool, in text: [UInt8]
  ) -> Int? {
    let lowerText = ASCIIFold.lower(text)
    let lowerInput = ASCIIFold.lower(input)
    let find = allowingWWW ? bestAllowingWWW : best
    if let p = find(lowerText, lowerInput) { return p.text.count + input.count }
    if !fixedUpInput.isEmpty && fixedUpInput != input, let p = find(lowerText, ASCIIFold.lower(fixedUpInput)) {
      return p.text.count + fixedUpInput.count
    }
    return nil
  }

  private static func startsWith(_ text: [UInt8], _ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard text.count >= a.count + b.count else { return false }
    for i in 0..<a.count where text[i] != a[i] { return false }
    for i in 0..<b.count where text[a.count + i] != b[i] { return false }
    return true
  }
}

/// ASCII case folding of byte strings (URLs are ASCII; typed non-ASCII is lowercased by
/// `String.lowercased()` before it gets here).
enum ASCIIFold {
  static func lower(_ bytes: [UInt8]) -> [UInt8] { bytes.map(ASCII.lowercased) }
}
