// Parameters that choose what a page shows. No rule removes them — neither a built-in row
// (unless it says `overridesProtection`, with its reason) nor a loaded ClearURLs rule — so a
// cleaned link opens the same page.

/// Query parameter names that are never removed as tracking.
enum ProtectedParameters {
  /// Each protected name (lowercase) and what it chooses.
  static let names: [String: String] = [
    "q": "the search terms (Google, Bing, DuckDuckGo, most site searches)",
    "query": "the search terms",
    "search": "the search terms",
    "s": "the search terms (WordPress, Amazon's older links)",
    "k": "the search terms (Amazon)",
    "id": "the item a page shows",
    "p": "the post or page (WordPress ?p=123)",
    "page": "the page of a list",
    "v": "the video (YouTube)",
    "t": "the start time (YouTube, Vimeo, Twitch)",
    "start": "the start time or the first result shown",
    "list": "the playlist (YouTube)",
    "index": "the position in a playlist (YouTube)",
    "hl": "the interface language (Google, YouTube)",
    "lang": "the page language",
    "locale": "the page language and region",
  ]

  /// Whether `name` (lowercase) is protected.
  @inline(__always)
  static func contains(_ name: String) -> Bool { names[name] != nil }
}
