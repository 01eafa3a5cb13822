/// Search engines in every terms position (query, path, fragment; OpenSearch, `%s` and bang
/// syntax), by the names `SearchEngines.named` reads: the set whose URLs must give back any
/// query as typed (`SearchRoundTripTests`, and the `templates` fuzz target).
public enum SearchRoundTripEngines {
  public static let names: [String] = [
    "google", "bing", "ddg", "w", "yt", "rfc", "gm",
    "https://t.example/find?q={searchTerms}&hl=en",
    "https://t.example/find?x=1&q=pre+{searchTerms}+post&y=2",
    "https://t.example/wiki/{searchTerms}",
    "https://t.example/w/%s/view?x=1",
    "https://t.example/app#q={searchTerms}",
    "https://t.example/?a=1#x=1&q={searchTerms}&b=2",
    "https://t.example/s?q={{{s}}}&j={\"a\":1}",
    "https://t.example/b/{{{s}}}.html",
  ]

  /// Engines whose placeholder fills a whole path segment: a query of `.` or `..` is a dot
  /// segment there and cannot survive.
  public static let wholeSegment: Set<String> = [
    "gm", "https://t.example/wiki/{searchTerms}", "https://t.example/w/%s/view?x=1",
  ]
}
